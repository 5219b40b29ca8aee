// Preloaded by scripts/test.mjs into every test process (after tsx): installs the engine's data
// files (test/setup/engine-files.ts). Worker threads inherit the flags but load their own
// (src/service/worker.ts), and tsx's loader is not active yet at this point in a worker.
import { isMainThread } from 'node:worker_threads';

if (isMainThread) await import('./engine-files.ts');
