/**
 * /api/console/playground — analyze, anonymize and image for the signed-in account, through the
 * very operations the API runs (operations.ts): same validation, same engine, and metered the
 * same way (the ledger records them under the same endpoint names). Free accounts may use it: it
 * is how they try Veil before choosing a plan; their monthly allowance bounds it.
 */
import { Type } from 'typebox';
import type { FastifyPluginCallbackTypebox } from '@fastify/type-provider-typebox';
import { badRequest, ServiceError } from '../errors.ts';
import { billed } from '../http.ts';
import { requestsPerMinute } from '../limits.ts';
import { consoleCall, consoleCaller, type ConsoleOptions } from './context.ts';
import { analyzeText, anonymizeText, loadImageOperation } from './operations.ts';

/** Playground requests per minute for free accounts (paid plans get their API rate). */
export const FREE_PLAYGROUND_PER_MINUTE = 20;
/** base64 grows a 10 MB image to 13.4 MB. */
const IMAGE_BODY_LIMIT = 15 * 1024 * 1024;

/** Only the transport is checked here; the other fields (detection, style) by the image operation. */
const ImageBody = Type.Object({
  image: Type.String({ description: 'PNG or JPEG, base64 (a data: URL prefix is accepted)' }),
});

export const playgroundRoutes: FastifyPluginCallbackTypebox<ConsoleOptions> = (app, { ctx }, done) => {
  const limiter = app.createRateLimit({
    keyGenerator: (request) => `console:${consoleCaller(request).account.id}`,
    max: (request) => {
      const plan = consoleCaller(request).account.plan;
      return plan === 'free' ? FREE_PLAYGROUND_PER_MINUTE : requestsPerMinute(ctx.config, plan);
    },
    timeWindow: ctx.config.rateWindowMs,
  });
  app.addHook('preHandler', async (request) => {
    const limit = await limiter(request);
    if (limit.isAllowed) return;
    if (limit.isExceeded) {
      const retry = Math.max(1, limit.ttlInSeconds);
      throw new ServiceError(429, 'Rate limit exceeded', { reason: 'rate_limited', limit: limit.max, retry_after_s: retry }, { 'Retry-After': retry });
    }
  });

  // The bodies are validated once, by the operations (the same schemas as the API).
  app.post('/api/console/playground/analyze', async (request, reply) => billed(reply, await analyzeText(ctx, consoleCall(request), request.body)));
  app.post('/api/console/playground/anonymize', async (request, reply) => billed(reply, await anonymizeText(ctx, consoleCall(request), request.body)));

  // One redact call gives both the boxes and the redacted PNG (one charge, 5 tokens).
  app.post('/api/console/playground/image', { bodyLimit: IMAGE_BODY_LIMIT, schema: { body: ImageBody } }, async (request, reply) => {
    const processImage = await loadImageOperation();
    const { image, ...fields } = request.body;
    const base64 = image.replace(/^data:[^,]*,/, '');
    if (!/^[A-Za-z0-9+/=\s]*$/.test(base64)) throw badRequest('image must be base64', { field: 'image' });
    const outcome = await processImage(ctx, consoleCall(request), Buffer.from(base64, 'base64'), { ...fields, mode: 'redact' });
    if (outcome.mode !== 'redact') throw new Error('unreachable: redact mode returned analyze');
    void reply.header('X-Tokens-Charged', outcome.tokensCharged).header('X-Tokens-Remaining', outcome.tokensRemaining);
    return { entities: outcome.entities, image: outcome.png.toString('base64'), mime_type: 'image/png', tokens_charged: outcome.tokensCharged };
  });
  done();
};
