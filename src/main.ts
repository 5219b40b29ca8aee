/**
 * `npm start` (dist/main.js, compiled from this file by `npm run build`): config → secrets → store
 * (migrations) → engine data source → app → listen → engine warm-up.
 * First start on an empty store (not in production) prints one bootstrap token.
 * SIGTERM/SIGINT: stop accepting, let in-flight requests finish, flush pending charges, close the
 * store — so every charge a client saw a 200 for is committed before the process exits.
 */
import { pino } from 'pino';
import { ConfigError, loadConfig } from './config.ts';
import { warmUpSteps } from './engine/index.ts';
import { installEngineFiles } from './engine-files.ts';
import { createVeilApp } from './app.ts';
import { bootstrapDevAccount, bootstrapMessage } from './service/bootstrap.ts';
import { loggerOptions } from './service/log.ts';
import { lazyImageRoutes } from './service/routes/image.ts';
import { loadSecrets, openStore } from './store/index.ts';

async function main(): Promise<void> {
  let config;
  try {
    config = loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(`veil: ${err.message}`);
      process.exit(2);
    }
    throw err;
  }
  const log = pino(loggerOptions(config.logLevel));
  const secrets = loadSecrets({ dataDir: config.dataDir, databaseUrl: config.databaseUrl });
  config = { ...config, jwtSecret: secrets.jwtSecret, masterKey: secrets.masterKey };

  const started = Date.now();
  const store = openStore({
    dataDir: config.dataDir,
    databaseUrl: config.databaseUrl,
    masterKey: secrets.masterKey,
    onPoolError: (err) => log.warn({ err }, 'database connection failed'),
  });
  await store.init();
  log.info({ backend: config.databaseUrl ? 'postgres' : 'pglite', ms: Date.now() - started }, 'store ready');

  // Only installs the data source (cheap); the tables are built after listen (below).
  installEngineFiles();
  // The image feature: OCR workers start with the first image request (health reports checks.ocr).
  // Detection worker threads start with the first large document and stop when idle, so an idle
  // server holds neither (see README, "Memory and start-up").
  const app = await createVeilApp({ store, config, logger: log, extraRoutes: [lazyImageRoutes] });

  const boot = config.production ? null : await bootstrapDevAccount(store, secrets.jwtSecret);
  // `veil` admin commands reach this process through DATA_DIR/admin.sock (PGlite allows one
  // process per data dir); closed with the app. See src/admin/server.ts and docs/cli.md.
  const { startAdminChannel } = await import('./admin/server.ts');
  await startAdminChannel(app, { dataDir: config.dataDir, databaseUrl: config.databaseUrl, jwtSecret: secrets.jwtSecret });

  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    log.info({ signal }, 'shutting down: draining requests and pending charges');
    const timer = setTimeout(() => {
      log.error('shutdown timed out; exiting');
      process.exit(1);
    }, config.shutdownTimeoutMs);
    timer.unref();
    // Keep-alive connections busy at close time become idle only later; Node closes idle
    // connections once, at close(), so sweep them until the server is down.
    const sweep = setInterval(() => app.server.closeIdleConnections(), 100);
    sweep.unref();
    // app.close stops accepting and waits for in-flight requests (their charges included);
    // store.close then flushes the metering queue and closes the database.
    app
      .close()
      .then(() => store.close())
      .then(() => {
        log.info('stopped');
        process.exit(0);
      })
      .catch((err: unknown) => {
        log.error({ err }, 'shutdown failed');
        process.exit(1);
      });
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));

  const address = await app.listen({ port: config.port, host: config.host });
  log.info({ address, ms: Date.now() - started }, 'listening');
  // The engine's lexicons and name model load after the server listens, so /api/health answers
  // as soon as storage is up (the load takes 0.3–1.4 s). It runs in steps of ~0.1 s (lexicons,
  // name model, …) with the event loop free between them, so a health check or a token request is
  // not held up by the whole load; a text request arriving before the last step loads what is
  // still missing itself (the recognizers load lazily), so no request ever sees a half-loaded engine.
  // With SMALL_JOBS_ON_WORKERS the worker threads are the engine: they load it instead, in parallel
  // with the main thread, and jobs queue until a thread is up.
  const { scheduler } = app.veil;
  setImmediate(() => {
    const loading = Date.now();
    if (scheduler.smallJobsOnWorkers) {
      scheduler.warmUp().then(
        () => log.info({ ms: Date.now() - loading, threads: scheduler.workerThreads }, 'engine ready (worker threads)'),
        (err: unknown) => log.error({ err }, 'worker threads failed to start'),
      );
      return;
    }
    const steps = warmUpSteps();
    const next = (k: number): void => {
      if (k === steps.length) {
        log.info({ ms: Date.now() - loading }, 'engine ready');
        return;
      }
      steps[k]!();
      setImmediate(next, k + 1);
    };
    next(0);
  });
  if (boot) {
    const shown = config.host === '0.0.0.0' || config.host === '::' || config.host === '127.0.0.1' ? `http://localhost:${config.port}` : address;
    // Plain stdout, once: the user needs to copy it; it is never logged.
    process.stdout.write(`${bootstrapMessage(boot.token, shown, boot.expires_at)}\n`);
  }
}

main().catch((err: unknown) => {
  const e = err as Error;
  console.error(`veil: failed to start: ${e.name}: ${e.message}`);
  process.exit(1);
});
