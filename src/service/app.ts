/**
 * createApp({ store, config, engine? }) → the fastify application, not yet listening.
 *
 * Request lifecycle of an authenticated route:
 *   onRequest: auth (401) → plan gate (403) → rate limit (429 rate_limited)
 *   body parsing (413 / 400) → route handler → operation (operations/): input validated once
 *     against the operation's schema (400 naming the field) → preset → balance pre-check (429 insufficient_tokens)
 *     → scheduler (priority; inline or worker thread) → store.charge (durable) → 200 + billing headers
 * Every error goes through errors.ts. Public: /api/health, /docs. /metrics (metrics.ts) takes its own
 * bearer token, METRICS_TOKEN.
 *
 * Resources are one plugin each (routes/), thin adapters over the operations (operations/). MCP
 * (src/mcp/http.ts, mounted by src/app.ts) and the image feature plug in the same way: a plugin
 * receiving `{ ctx }`, registered inside the authenticated scope.
 */
import { randomUUID } from 'node:crypto';
import http from 'node:http';
import Fastify, {
  LogController,
  type FastifyBaseLogger,
  type FastifyInstance,
  type FastifyPluginAsync,
  type FastifyPluginCallback,
  type FastifyReply,
  type FastifyRequest,
} from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import rateLimitPlugin from '@fastify/rate-limit';
import SerializerSelector from '@fastify/fast-json-stringify-compiler';
import AjvCompiler from '@fastify/ajv-compiler';
import swagger from '@fastify/swagger';
import type { Redis } from 'ioredis';
import type { Config } from '../config.ts';
import type { Store } from '../store/types.ts';
import { Authenticator } from './auth.ts';
import type { ServiceContext } from './operations/context.ts';
import { clientErrorHandler, errorHandler, notFoundHandler, ServiceError, upgradeRequired } from './errors.ts';
import { HealthChecks } from './health.ts';
import { loggerOptions } from './log.ts';
import { accountRateStore } from './rate-limit-store.ts';

/** Redis keys of the per-account counters: `veil-rl:<account id>`. */
export const RATE_LIMIT_KEY_PREFIX = 'veil-rl:';
import type { ResourceOptions } from './http.ts';
import type { Job, JobResult } from './jobs.ts';
import { PLAN_LIMITS, requestsPerMinute } from './limits.ts';
import { EMBEDDED_MAX_WINDOW_MS, Meter, POSTGRES_MAX_WINDOW_MS } from './metering.ts';
import { installMetrics } from './metrics.ts';
import { Scheduler, schedulerOptions } from './scheduler.ts';
import accountRoutes from './routes/account.ts';
import analyzeRoutes from './routes/analyze.ts';
import anonymizeRoutes from './routes/anonymize.ts';
import batchRoutes from './routes/batch.ts';
import deanonymizeRoutes from './routes/deanonymize.ts';
import docsRoutes from './routes/docs.ts';
import keyRoutes from './routes/encryption-keys.ts';
import entitiesRoutes from './routes/entities.ts';
import healthRoutes from './routes/health.ts';
import presetRoutes from './routes/presets.ts';
import { consolePlugin } from './console/plugin.ts';

export interface AppOptions {
  store: Store;
  /** `config.jwtSecret` must be set (main.ts resolves it through the store's secrets). */
  config: Config;
  /** Replaces the detection engine (tests: slow or failing engines). Disables worker threads. */
  engine?: (job: Job) => JobResult;
  /** false for silence, a pino logger, or default options. */
  logger?: boolean | FastifyBaseLogger;
  /** Further authenticated resource plugins (e.g. the image endpoint), registered after the built-in ones. */
  extraRoutes?: (FastifyPluginAsync<ResourceOptions> | FastifyPluginCallback<ResourceOptions>)[];
  /** The built web console (default web/dist). */
  webRoot?: string;
  /**
   * Check every route schema against JSON Schema's meta-schema when the routes compile (Ajv's
   * `validateSchema`), and build every request validator and response serializer at start-up.
   * Off by default: the first makes Ajv compile the meta-schema at every start (~30–50 ms of the
   * main thread before listening), the others are done per route on its first request and
   * response; the schemas are fixed in the code, and test/service/route-schemas.test.ts builds
   * the app with this on.
   */
  checkSchemas?: boolean;
}

/** What the app exposes to main.ts, the CLI's admin path, and tests. */
export interface Veil {
  ctx: ServiceContext;
  auth: Authenticator;
  health: HealthChecks;
  scheduler: Scheduler;
  meter: Meter;
}

declare module 'fastify' {
  interface FastifyInstance {
    veil: Veil;
  }
}

export type VeilApp = FastifyInstance;

/** An incoming X-Request-Id is used as it is when it matches this; otherwise one is generated. */
export const REQUEST_ID = /^[A-Za-z0-9._:@-]{1,128}$/;

/**
 * fastify's own serializer factory (fast-json-stringify), each route's serializer built when it
 * is first used: fastify builds every route's at start-up otherwise, ~30–60 ms of code generation
 * on the main thread before listening (measured with --cpu-prof; issue 13's cold start), while a
 * route's first response pays only its own (~1 ms). The serializers are the same functions.
 */
function lazySerializers(): SerializerSelector.SerializerFactory {
  const eager = SerializerSelector();
  return (externalSchemas, options) => {
    const compile = eager(externalSchemas, options);
    return (route) => {
      let serialize: SerializerSelector.Serializer | undefined;
      return (doc: unknown) => (serialize ??= compile(route))(doc);
    };
  };
}

/**
 * Request validators compiled on a route's first request instead of at start-up (Ajv compiling
 * every route's body, query and params schemas cost the main thread ~50 ms before listening, most
 * of it for routes a given run never serves). Same Ajv, same options: a validator is the one
 * fastify would have built, made later. The function fastify holds forwards Ajv's second
 * argument (it passes one when the function has `schemaEnv`, as Ajv's have) and its `errors`.
 * A custom factory makes fastify skip its lower-casing of header schemas, so a route with a
 * headers schema is refused here (none has one) rather than validated differently.
 */
type Validate = ((data: unknown, ctx?: unknown) => unknown) & { errors?: unknown; schemaEnv?: unknown };
function lazyValidators(): AjvCompiler.BuildCompilerFromPool {
  const eager = AjvCompiler();
  return ((externalSchemas, options) => {
    const compile = eager(externalSchemas, options) as unknown as (route: { httpPart?: string; method?: string; url?: string }) => Validate;
    return (route: { httpPart?: string; method?: string; url?: string }) => {
      if (route.httpPart === 'headers') throw new Error(`${route.method} ${route.url}: headers schemas need fastify's own validator compiler (see lazyValidators in src/service/app.ts)`);
      let validate: Validate | undefined;
      const lazy: Validate = (data, ctx) => {
        validate ??= compile(route);
        const ok = validate(data, ctx);
        lazy.errors = validate.errors;
        return ok;
      };
      lazy.schemaEnv = true;
      lazy.errors = null;
      return lazy;
    };
  }) as AjvCompiler.BuildCompilerFromPool;
}

export async function createApp(options: AppOptions): Promise<VeilApp> {
  const { store, config } = options;
  if (!config.jwtSecret) throw new Error('config.jwtSecret is required');

  const logging =
    options.logger === undefined
      ? { logger: loggerOptions(config.logLevel) }
      : typeof options.logger === 'boolean'
        ? { logger: options.logger }
        : { loggerInstance: options.logger };
  const maxHeaderSize = http.maxHeaderSize;
  const app = Fastify({
    ...logging,
    bodyLimit: config.limits.bodyLimitBytes,
    // A request (upload + work) may take this long; bounds slow-loris style clients.
    requestTimeout: 120_000,
    trustProxy: config.trustProxy,
    // A client's own X-Request-Id is kept when it is a plain token (it ends up in logs and
    // headers); anything else gets a fresh UUID.
    requestIdHeader: false,
    genReqId: (req) => {
      const incoming = req.headers['x-request-id'];
      return typeof incoming === 'string' && REQUEST_ID.test(incoming) ? incoming : randomUUID();
    },
    clientErrorHandler: (err, socket) => clientErrorHandler(err, socket, maxHeaderSize),
    // One line per request from the onResponse hook below instead of two, without query strings.
    logController: new LogController({ disableRequestLogging: true }),
    // Response serializers are built on a route's first response instead of at start-up (see
    // lazySerializers); checkSchemas builds them all at once, as fastify does by default.
    // The same for request validators (lazyValidators).
    ...(options.checkSchemas === true ? {} : { schemaController: { compilersFactory: { buildSerializer: lazySerializers(), buildValidator: lazyValidators() } } }),
    ajv: {
      // "Wrong types are 400": no coercion of 5 into "5" or "0.5" into 0.5.
      customOptions: { coerceTypes: false, allErrors: false, removeAdditional: false, validateSchema: options.checkSchemas === true },
    },
  }).withTypeProvider<TypeBoxTypeProvider>();

  const scheduler = new Scheduler({
    ...schedulerOptions(config),
    ...(options.engine ? { run: options.engine, workerThreads: 0 } : {}),
  });
  const meter = new Meter(store, {
    windowMs: config.meteringWindowMs,
    maxWindowMs: config.meteringMaxWindowMs ?? (config.databaseUrl ? POSTGRES_MAX_WINDOW_MS : EMBEDDED_MAX_WINDOW_MS),
  });
  const auth = new Authenticator({
    store,
    jwtSecret: config.jwtSecret,
    ttlMs: config.authCacheTtlMs,
    onBackgroundError: (err, what) => app.log.warn({ err, what }, 'background write failed'),
  });
  const health = new HealthChecks();
  health.register('storage', async () => ((await store.ping()) ? 'ok' : 'error'));
  const ctx: ServiceContext = {
    store,
    config,
    scheduler,
    meter,
    onBackgroundError: (err, what) => app.log.warn({ err, what }, 'background write failed'),
    onTokenRevoked: (id) => auth.invalidateToken(id),
  };
  app.decorate('veil', { ctx, auth, health, scheduler, meter });
  app.decorateRequest('caller', null);
  app.decorateRequest('stages', null);

  // First hook of every request, so that 401s, 404s and body errors carry it too.
  app.addHook('onRequest', async (request, reply) => {
    void reply.header('X-Request-Id', request.id);
  });
  app.setErrorHandler(errorHandler);
  app.setNotFoundHandler(notFoundHandler);
  // GET /metrics (Prometheus) and the hooks feeding it, when an operator set METRICS_TOKEN.
  if (config.metricsToken) installMetrics(app, config.metricsToken, { ctx, scheduler, meter });

  app.addHook('onResponse', async (request, reply) => {
    request.log.info(
      {
        method: request.method,
        route: request.routeOptions.url ?? 'unknown',
        status: reply.statusCode,
        ms: Math.round(reply.elapsedTime * 10) / 10,
        account: request.caller?.account.id,
        tokens: reply.getHeader('x-tokens-charged'),
      },
      'request',
    );
  });

  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Veil API',
        version: '1',
        description:
          'PII detection and anonymization. Bearer JWT on everything but /api/health. Errors: {"error", "details"?}. ' +
          'Billable calls return tokens_charged and the X-Tokens-Charged / X-Tokens-Remaining headers.',
      },
      components: { securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
      security: [{ bearerAuth: [] }],
    },
  });
  // Swagger UI is loaded with the first /docs request (routes/docs.ts).
  docsRoutes(app);

  let redis: Redis | null = null;
  if (config.redisUrl) {
    // Fail fast instead of queueing commands while Redis is away; the limiter then lets requests
    // through (skipOnError): metering, not rate limiting, is what protects balances.
    // Imported here: a server without Redis never loads the client (~90 ms of start-up).
    const { Redis } = await import('ioredis');
    redis = new Redis(config.redisUrl, { maxRetriesPerRequest: 1, enableOfflineQueue: false, connectTimeout: 2000, lazyConnect: true });
    redis.on('error', (err: Error) => app.log.warn({ err }, 'redis error'));
    await redis.connect();
    app.addHook('onClose', async () => {
      await redis?.quit();
    });
  }
  await app.register(rateLimitPlugin, { global: false, skipOnError: true, ...(redis ? { store: accountRateStore(redis, RATE_LIMIT_KEY_PREFIX) } : {}) });

  await app.register(healthRoutes, { checks: health });
  // The web console: pages at / and /api/console (session cookies, not bearer tokens).
  await app.register(consolePlugin, { ctx, ...(options.webRoot ? { webRoot: options.webRoot } : {}) });

  const limiter = app.createRateLimit({
    keyGenerator: (request) => request.caller!.account.id,
    max: (request) => requestsPerMinute(config, request.caller!.account.plan),
    timeWindow: config.rateWindowMs,
  });

  async function authenticate(request: FastifyRequest, reply: FastifyReply): Promise<void> {
    const caller = await auth.authenticate(request.headers.authorization);
    const plan = caller.account.plan;
    if (!PLAN_LIMITS[plan].rest) throw upgradeRequired({ plan, required: 'basic' });
    request.caller = caller;
    meter.observeAccount(caller.account);

    const limit = await limiter(request);
    if (limit.isAllowed) return;
    void reply.header('RateLimit-Limit', limit.max).header('RateLimit-Remaining', limit.remaining).header('RateLimit-Reset', limit.ttlInSeconds);
    if (limit.isExceeded) {
      const retry = Math.max(1, limit.ttlInSeconds);
      throw new ServiceError(
        429,
        'Rate limit exceeded',
        { reason: 'rate_limited', limit: limit.max, window_s: Math.round(config.rateWindowMs / 1000), retry_after_s: retry },
        { 'Retry-After': retry, 'RateLimit-Remaining': 0 },
      );
    }
  }

  await app.register(async (scope) => {
    scope.addHook('onRequest', authenticate);
    const resource = { ctx };
    // Every authenticated resource, one plugin each. MCP (/mcp, src/app.ts) and the image endpoint
    // arrive through `extraRoutes` and share the scope's auth and rate limit.
    for (const plugin of [analyzeRoutes, anonymizeRoutes, deanonymizeRoutes, batchRoutes, entitiesRoutes, accountRoutes, presetRoutes, keyRoutes]) {
      await scope.register(plugin, resource);
    }
    for (const plugin of options.extraRoutes ?? []) await scope.register(plugin, resource);
  });

  app.addHook('onClose', async () => {
    await scheduler.close();
    meter.flush();
  });
  return app;
}
