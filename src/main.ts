/**
 * `npm start` (dist/main.js): starts opening the embedded database on its own thread, then loads
 * and runs the server (server.ts). Loading the server's modules costs the main thread ~0.3 s on the
 * 2-core VM and PGlite's open ~0.3–0.5 s (a first start: copying the pre-initialised database
 * too); begun here, before the import below, the two overlap on the two cores instead of running
 * one after the other. Only light modules are imported statically (config, the thread's client,
 * the bundle's loader).
 * The server adopts the started thread (PgliteStore) and still answers /api/health only once the
 * store, the engine and the app are all ready (server.ts).
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { loadConfig } from './config.ts';
import { loadServerBundle, serverBundle } from './server-bundle.ts';
import { startEmbeddedEarly } from './store/pglite-client.ts';

try {
  const config = loadConfig();
  if (!config.databaseUrl) {
    mkdirSync(config.dataDir, { recursive: true, mode: 0o700 });
    startEmbeddedEarly(join(config.dataDir, 'pgdata'), join(config.dataDir, 'store.lock'));
  }
} catch {
  // A bad configuration is reported by the server, as without the early start.
}
// The server: dist/server.cjs with its V8 code cache when the build made it (server-bundle.ts),
// else (under tsx, or a build without esbuild) the ES module.
const bundle = serverBundle(import.meta.url);
if (bundle) {
  const { server, codeCache } = loadServerBundle(bundle);
  (globalThis as Record<symbol, unknown>)[Symbol.for('veil.codeCache')] = codeCache;
  server.serve();
} else {
  const { serve } = await import('./server.ts');
  serve();
}
