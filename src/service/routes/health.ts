/** GET /api/health — no authentication; no account data, no secrets. */
import { readFileSync } from 'node:fs';
import { Type } from 'typebox';
import type { FastifyPluginCallbackTypebox } from '@fastify/type-provider-typebox';
import { overallStatus, type HealthChecks } from '../health.ts';
import { StringEnum } from '../schemas.ts';

const VERSION = (JSON.parse(readFileSync(new URL('../../../package.json', import.meta.url), 'utf8')) as { version: string }).version;
const STARTED = Date.now();

const Status = StringEnum(['ok', 'starting', 'error'] as const);
export const HealthResponse = Type.Object({
  status: StringEnum(['ok', 'degraded'] as const),
  version: Type.String(),
  uptime_s: Type.Integer(),
  checks: Type.Object(
    {
      storage: Status,
      ocr: Type.Optional(Status),
    },
    { additionalProperties: Status, description: 'ocr is present when the image feature is running' },
  ),
});

export interface HealthOptions {
  checks: HealthChecks;
}

const healthRoutes: FastifyPluginCallbackTypebox<HealthOptions> = (app, { checks }, done) => {
  app.get(
    '/api/health',
    {
      schema: {
        tags: ['service'],
        summary: 'Service status (no authentication)',
        description: '200 when ok, 503 when degraded (a check reports error).',
        security: [],
        response: { 200: HealthResponse, 503: HealthResponse },
      },
    },
    async (_request, reply) => {
      const results = await checks.run(2000);
      const status = overallStatus(results);
      void reply.code(status === 'ok' ? 200 : 503).header('Cache-Control', 'no-store');
      return { status, version: VERSION, uptime_s: Math.floor((Date.now() - STARTED) / 1000), checks: { storage: results.storage ?? 'error', ...results } };
    },
  );
  done();
};

export default healthRoutes;
