/**
 * PLACEHOLDER — HTTP benchmark section, to be written by the service's owner.
 * Contract: export `httpBench(options)`; start the real app (src/service/app.ts) on 127.0.0.1 with an
 * ephemeral port, drive POST /api/pii/analyze with autocannon using the bench corpus (bench/corpus.ts),
 * print req/s, latency p50/p99 and errors, and stop the server. Loopback only; bounded duration.
 * Until then it reports why it is skipped.
 */
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { heading, type BenchOptions } from './lib.ts';

const appPath = fileURLToPath(new URL('../src/service/app.ts', import.meta.url));

export function httpBench(_options: BenchOptions): Promise<void> {
  heading('HTTP service');
  if (!existsSync(appPath)) console.log('skipped: service not built (src/service/app.ts does not exist)');
  else console.log('skipped: src/service/app.ts exists but the HTTP benchmark is not written yet (fill in bench/http.ts)');
  return Promise.resolve();
}
