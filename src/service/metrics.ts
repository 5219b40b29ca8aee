/**
 * GET /metrics: Prometheus text format (prom-client), for operators. Installed only when
 * METRICS_TOKEN is set; the scraper sends it as `Authorization: Bearer <METRICS_TOKEN>` (missing or
 * wrong → 401). Without METRICS_TOKEN there is no route (404) and no per-request bookkeeping.
 *
 * What is measured, and where it comes from:
 *   requests, latency    onResponse hook here (route template, method, status, the caller's plan)
 *   refusals             onError hook here (rate limit) and the meter (insufficient tokens)
 *   tokens charged       Meter hooks, per endpoint and plan, only for committed charges
 *   store commit latency ChargePacer hook: one group commit (submit → COMMIT), however many charges
 *   queue depth / wait   Scheduler: depth per lane and plan at scrape time, wait per job
 *   worker utilisation   Scheduler: busy seconds per lane (rate / threads = utilisation), busy now
 *   OCR pool             the image feature's pool stats at scrape time (absent until it exists)
 *   time per stage       a StageClock per request (stages.ts): hooks here mark auth → parse →
 *                        handler → serialize, the meter marks detect and meter inside the handler
 *   process              prom-client's default Node metrics (CPU, memory, event-loop lag, GC)
 *
 * One registry per app (tests run many apps in one process). Label values are bounded: routes are
 * templates (`/api/presets/:id`), unmatched URLs are `unmatched`; no account ids, no request text.
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { ServiceContext } from './operations/context.ts';
import { ServiceError, unauthorized } from './errors.ts';
import type { Meter } from './metering.ts';
import { PLAN_PRIORITY, type Lane, type Scheduler } from './scheduler.ts';
import { StageClock, stageTotals, STAGES, type StageTotals } from './stages.ts';

export const METRICS_PATH = '/metrics';

/** PLAN_PRIORITY level → plan name, for labels. */
const PLAN_OF_LEVEL = Object.fromEntries(Object.entries(PLAN_PRIORITY).map(([plan, level]) => [level, plan])) as Record<number, string>;

export interface MetricsSources {
  ctx: ServiceContext;
  scheduler: Scheduler;
  meter: Meter;
}

/** Registers /metrics and the hooks feeding it. Call once per app, before routes are added. */
export function installMetrics(app: FastifyInstance, token: string, sources: MetricsSources): Registry {
  const registry = new Registry();
  const registers = [registry];
  collectDefaultMetrics({ register: registry });

  const requests = new Counter({
    name: 'veil_http_requests_total',
    help: 'HTTP requests answered, by route template, method, status and the caller plan (none: unauthenticated)',
    labelNames: ['route', 'method', 'status', 'plan'] as const,
    registers,
  });
  const latency = new Histogram({
    name: 'veil_http_request_duration_seconds',
    help: 'Time from request received to response sent, by route template and method',
    labelNames: ['route', 'method'] as const,
    buckets: [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30],
    registers,
  });
  const refused = new Counter({
    name: 'veil_refused_requests_total',
    help: 'Requests refused with 429, by reason (rate_limited, insufficient_tokens) and plan',
    labelNames: ['reason', 'plan'] as const,
    registers,
  });
  const tokens = new Counter({
    name: 'veil_tokens_charged_total',
    help: 'Tokens debited by committed charges, by endpoint and plan',
    labelNames: ['endpoint', 'plan'] as const,
    registers,
  });
  const commits = new Histogram({
    name: 'veil_store_commit_duration_seconds',
    help: 'Duration of one metering commit (a group commit of one or more charges)',
    buckets: [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1],
    registers,
  });
  const committedCharges = new Counter({ name: 'veil_store_committed_charges_total', help: 'Charges settled by metering commits', registers });
  const queueWait = new Histogram({
    name: 'veil_detection_queue_wait_seconds',
    help: 'Time a detection job waited in the scheduler queue, by lane (inline, worker) and plan',
    labelNames: ['lane', 'plan'] as const,
    buckets: [0.0001, 0.0005, 0.001, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 5],
    registers,
  });
  const busySeconds = new Counter({
    name: 'veil_detection_busy_seconds_total',
    help: 'Time spent running detection jobs, by lane; rate(worker) / veil_detection_worker_threads is worker utilisation',
    labelNames: ['lane'] as const,
    registers,
  });

  const { scheduler, meter, ctx } = sources;
  new Gauge({
    name: 'veil_detection_queue_depth',
    help: 'Detection jobs waiting, by lane and plan',
    labelNames: ['lane', 'plan'] as const,
    registers,
    collect() {
      const depths = scheduler.queueDepths();
      for (const lane of ['inline', 'worker'] as const) depths[lane].forEach((n, level) => this.set({ lane, plan: PLAN_OF_LEVEL[level] ?? String(level) }, n));
    },
  });
  new Gauge({
    name: 'veil_detection_worker_threads',
    help: 'Configured detection worker threads (they start on demand and stop when idle)',
    registers,
    collect() {
      this.set(scheduler.workerThreads);
    },
  });
  new Gauge({
    name: 'veil_detection_workers_busy',
    help: 'Detection worker threads running a job now',
    registers,
    collect() {
      this.set(scheduler.stats.activeWorkers);
    },
  });
  new Gauge({
    name: 'veil_ocr_pool',
    help: 'OCR pool state (present once the image feature exists): workers, busy, queued, and cumulative jobs, recycled, failures, rejected_busy',
    labelNames: ['state'] as const,
    registers,
    collect() {
      this.reset();
      // The image feature is optional: set on the context by the image plugin when registered.
      const feature = ctx.image;
      if (!feature) return;
      for (const [state, value] of Object.entries(feature.pool.stats())) this.set({ state }, value);
    },
  });

  scheduler.setHooks({
    started: (lane: Lane, level: number, waitedMs: number) => queueWait.observe({ lane, plan: PLAN_OF_LEVEL[level] ?? String(level) }, waitedMs / 1000),
    finished: (lane: Lane, busyMs: number) => busySeconds.inc({ lane }, busyMs / 1000),
  });
  meter.setHooks({
    charged: (endpoint, plan, n) => tokens.inc({ endpoint, plan }, n),
    refused: (plan) => refused.inc({ reason: 'insufficient_tokens', plan }),
    committed: (ms, charges) => {
      commits.observe(ms / 1000);
      committedCharges.inc(charges);
    },
  });

  installStageClocks(app, registers);

  app.addHook('onError', async (request, _reply, err) => {
    if (err instanceof ServiceError && err.details?.reason === 'rate_limited') refused.inc({ reason: 'rate_limited', plan: planOf(request) });
  });
  app.addHook('onResponse', async (request, reply) => {
    request.stages?.stop();
    const route = request.routeOptions.url ?? 'unmatched';
    if (route === METRICS_PATH) return;
    requests.inc({ route, method: request.method, status: reply.statusCode, plan: planOf(request) });
    latency.observe({ route, method: request.method }, reply.elapsedTime / 1000);
  });
  app.addHook('onClose', (_instance, done) => {
    scheduler.setHooks(null);
    meter.setHooks(null);
    registry.clear();
    done();
  });

  const expected = digest(token);
  app.get(METRICS_PATH, { schema: { hide: true } }, async (request, reply) => {
    if (!bearerMatches(request.headers.authorization, expected)) throw unauthorized();
    void reply.header('Content-Type', registry.contentType).header('Cache-Control', 'no-store');
    return registry.metrics();
  });
  return registry;
}

/**
 * `veil_request_stage_seconds_total{route, method, stage}`: every request (but scrapes) gets a
 * StageClock at its first hook; the hooks below move it through the stages fastify sees, the meter
 * through detect and meter. Totals are plain numbers per route and method, read at scrape time, so
 * a request costs a few performance.now() calls and no metric label lookups.
 * Mean per request: divide by `veil_http_request_duration_seconds_count` of the same route and method.
 */
function installStageClocks(app: FastifyInstance, registers: Registry[]): void {
  const totals = new Map<string, Map<string, StageTotals>>();
  const totalsOf = (route: string, method: string): StageTotals => {
    let byMethod = totals.get(route);
    if (!byMethod) totals.set(route, (byMethod = new Map<string, StageTotals>()));
    let t = byMethod.get(method);
    if (!t) byMethod.set(method, (t = stageTotals()));
    return t;
  };
  new Counter({
    name: 'veil_request_stage_seconds_total',
    help: 'Wall time of requests per stage (auth, parse, handler, detect, meter, serialize), by route template and method; the stages add up to the whole request',
    labelNames: ['route', 'method', 'stage'] as const,
    registers,
    collect() {
      this.reset();
      for (const [route, byMethod] of totals) {
        for (const [method, t] of byMethod) STAGES.forEach((stage, i) => this.inc({ route, method, stage }, t[i] ?? 0));
      }
    },
  });

  // Callback-style hooks: no promise per hook per request.
  app.addHook('onRequest', (request, _reply, done) => {
    const route = request.routeOptions.url ?? 'unmatched';
    if (route !== METRICS_PATH) request.stages = new StageClock(totalsOf(route, request.method), 'auth');
    done();
  });
  app.addHook('preParsing', (request, _reply, payload, done) => {
    request.stages?.enter('parse');
    done(null, payload);
  });
  app.addHook('preHandler', (request, _reply, done) => {
    request.stages?.enter('handler');
    done();
  });
  app.addHook('preSerialization', (request, _reply, payload, done) => {
    request.stages?.enter('serialize');
    done(null, payload);
  });
}

function planOf(request: FastifyRequest): string {
  return request.caller?.account.plan ?? 'none';
}

function digest(value: string): Buffer {
  return createHash('sha256').update(value).digest();
}

/** Constant-time comparison (of digests, so the length of the token does not leak either). */
function bearerMatches(header: string | undefined, expected: Buffer): boolean {
  const match = /^Bearer (\S+)$/i.exec(header ?? '');
  return match !== null && timingSafeEqual(digest(match[1]!), expected);
}
