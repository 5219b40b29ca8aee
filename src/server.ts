/**
 * The server, loaded by main.ts (`npm start` = dist/main.js; this file and its dependencies are
 * bundled into one chunk by `npm run build`, loaded once main.ts has started the embedded
 * database's thread): config → secrets → then,
 * concurrently, the store (PGlite's WASM start and migrations), the engine's tables and the app →
 * listen. The server listens only once all three are ready, so the first 200 from /api/health
 * means text analysis works (health reports `checks.engine`); OCR starts with the first image.
 * First start on an empty store (not in production) prints one bootstrap token.
 * SIGTERM/SIGINT: stop accepting, let in-flight requests finish, flush pending charges, close the
 * store — so every charge a client saw a 200 for is committed before the process exits.
 */
import { pino } from 'pino';
import { ConfigError, loadConfig } from './config.ts';
import { analyze, warmUp, warmUpSteps } from './engine/index.ts';
import { installEngineFiles } from './engine-files.ts';
import { createVeilApp } from './app.ts';
import { bootstrapDevAccount, bootstrapMessage } from './service/bootstrap.ts';
import { loggerOptions } from './service/log.ts';
import { lazyImageRoutes } from './service/routes/image.ts';
import { loadSecrets, openStore, PgliteStore } from './store/index.ts';
// Imported statically: part of the bundle anyway, and a dynamic import() here cost a round trip
// through Node's module loader (0.4–0.6 s measured on the loaded 2-core VM) on the path to listen.
import { startAdminChannel, type AdminChannel } from './admin/server.ts';

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
  // Node's own start and loading this bundle's modules, before main() runs (process time origin).
  log.info({ ms: Math.round(performance.now()), cpu_ms: Math.round(cpuMs()), code_cache: (globalThis as Record<symbol, unknown>)[Symbol.for('veil.codeCache')] ?? 'none' }, 'modules loaded');
  const store = openStore({
    dataDir: config.dataDir,
    databaseUrl: config.databaseUrl,
    masterKey: secrets.masterKey,
    onPoolError: (err) => log.warn({ err }, 'database connection failed'),
  });
  // Start-up runs three things at once: the store opens (PGlite: reading and compiling its WASM,
  // mostly off the main thread, then starting PostgreSQL), the engine builds its tables (lexicons,
  // name model, …: synchronous CPU, in steps of ≤ ~0.1 s with the event loop free between them so
  // PGlite's callbacks run in the gaps) and the app is built (fastify, routes, schemas).
  const storeReady = store.init().then(() => {
    const embedded = store instanceof PgliteStore ? store.startup() : {};
    log.info({ backend: config.databaseUrl ? 'postgres' : 'pglite', ...embedded, ms: Date.now() - started }, 'store ready');
  });
  // Only installs the data source (cheap); the tables are built by the steps below.
  installEngineFiles();
  const engineReady = config.scheduler.smallJobsOnWorkers
    ? Promise.resolve()
    : loadEngineInSteps().then(() => log.info({ ms: Date.now() - started }, 'engine ready'));
  // The image feature: OCR workers start with the first image request (health reports checks.ocr).
  // Detection worker threads start with the first large document and stop when idle, so an idle
  // server holds neither (see README, "Memory and start-up").
  let adminChannel: AdminChannel | null = null;
  const appReady = createVeilApp({ store, config, logger: log, extraRoutes: [lazyImageRoutes] }).then(async (app) => {
    // The admin socket (started below, once the store is open) closes with the app.
    app.addHook('onClose', async () => adminChannel?.close());
    // Fastify's boot (plugins, route schemas compiled) here, between the store's and the engine's
    // steps, instead of inside listen() once they are done.
    await app.ready();
    return app;
  });
  // All three are awaited together (a failure of any one is reported, not left unhandled).
  const [app] = await Promise.all([appReady, storeReady, engineReady]);
  const { scheduler } = app.veil;
  if (scheduler.smallJobsOnWorkers) {
    // The worker threads are the engine in this mode: they load it in parallel with the main thread.
    const loading = Date.now();
    await scheduler.warmUp();
    log.info({ ms: Date.now() - loading, threads: scheduler.workerThreads }, 'engine ready (worker threads)');
  }
  // "ok" from the first answer on: the server listens only now, with the engine loaded. Reported so
  // that a client (and test/service/start-order.test.ts) can see that text analysis is ready.
  app.veil.health.register('engine', () => 'ok');

  const boot = config.production ? null : await bootstrapDevAccount(store, secrets.jwtSecret);
  // `veil` admin commands reach this process through DATA_DIR/admin.sock (PGlite allows one
  // process per data dir); closed with the app. See src/admin/server.ts and docs/cli.md.
  adminChannel = await startAdminChannel(app, { dataDir: config.dataDir, databaseUrl: config.databaseUrl, jwtSecret: secrets.jwtSecret });

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
  log.info({ address, ms: Date.now() - started, since_process_start_ms: Math.round(performance.now()), cpu_ms: Math.round(cpuMs()) }, 'listening');
  // What the engine compiles on first use (its regular expressions, functions the code cache
  // lacks) is done now, one document per event-loop turn, rather than inside the first requests: a
  // request arriving meanwhile waits for one document at most (~5–20 ms), work it would otherwise
  // have done itself. (With SMALL_JOBS_ON_WORKERS this thread runs no detection: nothing to do.)
  if (!scheduler.smallJobsOnWorkers) primeAfterListening(PRIMING_TEXTS);
  if (boot) {
    const shown = config.host === '0.0.0.0' || config.host === '::' || config.host === '127.0.0.1' ? `http://localhost:${config.port}` : address;
    // Plain stdout, once: the user needs to copy it; it is never logged.
    process.stdout.write(`${bootstrapMessage(boot.token, shown, boot.expires_at)}\n`);
  }
}

/** CPU time of this process so far (all threads: PGlite compiles its WASM on V8's background threads). */
function cpuMs(): number {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
}

/** The engine's tables, one step (≤ ~0.1 s) per event-loop turn; resolves when all are built. */
function loadEngineInSteps(): Promise<void> {
  const steps = warmUpSteps();
  return new Promise((resolve, reject) => {
    const next = (k: number): void => {
      if (k === steps.length) return resolve();
      try {
        steps[k]!();
      } catch (err) {
        return reject(err instanceof Error ? err : new Error(String(err)));
      }
      setImmediate(next, k + 1);
    };
    setImmediate(next, 0);
  });
}

/**
 * For the build's code cache (server-bundle.ts): runs what a start and the first text requests run
 * of the engine (its tables, then a few documents), so that V8's cache of this script holds those
 * functions' bytecode. Never called by a running server.
 */
export function primeCodeCache(): void {
  installEngineFiles();
  warmUp();
  for (const [language, text] of PRIMING_TEXTS) analyze(text, { language });
}

const PRIMING_TEXTS: [string, string][] = [
  ['en', 'Dear Mr. John Smith, call me on (415) 555-0132 or write to john.smith@example.com; I live at 12 Baker Street, Boston, MA 02110. My card is 4111 1111 1111 1111, IBAN GB82 WEST 1234 5698 7654 32, born 03/04/1985, SSN 078-05-1120, server 192.168.0.12.'],
  ['de', 'Sehr geehrte Frau Anna Müller, bitte rufen Sie Herrn Dr. Peter Schmidt von der Deutschen Bank in München unter +49 89 1234567 an.'],
  ['fr', 'Madame Claire Dubois habite au 12 rue de la Paix à Paris; écrivez à claire.dubois@exemple.fr ou appelez le 01 23 45 67 89.'],
  ['es', 'El señor Juan García López vive en Madrid y trabaja para Telefónica; su teléfono es +34 612 345 678.'],
];

function primeAfterListening(texts: readonly [string, string][]): void {
  const [first, ...rest] = texts;
  if (!first) return;
  setImmediate(() => {
    try {
      analyze(first[1], { language: first[0] });
    } catch {
      // Priming only: a real request reports any engine error itself.
    }
    primeAfterListening(rest);
  });
}

/** Runs the server; exits the process when it cannot start. */
export function serve(): void {
  main().catch((err: unknown) => {
    const e = err as Error;
    console.error(`veil: failed to start: ${e.name}: ${e.message}`);
    process.exit(1);
  });
}
