/**
 * Soak and chaos (`npm run bench -- --only soak`): the real server under 10 minutes of mixed
 * traffic with 5% hostile requests, kill -9 and restart mid-way, and on PostgreSQL the termination
 * of the server's database connections; then the charge reconciliation, the RSS against its start
 * and the 5xx count. See bench/soak/ and docs/soak.md for the rules.
 *
 * Environment: SOAK_SECONDS (default 600, --quick 60) per backend, SOAK_CLIENTS (default 8),
 * SOAK_BACKENDS (default "pglite,postgres"; PostgreSQL is skipped with a message when
 * unreachable), TEST_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/test).
 * Loopback only; every loop is bounded in time.
 */
import { benchCorpus } from '../corpus.ts';
import { heading, type BenchOptions } from '../lib.ts';
import { formatReport, postgresUnreachable, runSoak } from '../soak/run.ts';

export async function soak(options: BenchOptions): Promise<void> {
  const seconds = Number(process.env.SOAK_SECONDS ?? (options.quick ? 60 : 600));
  const clients = Number(process.env.SOAK_CLIENTS ?? 8);
  const backends = (process.env.SOAK_BACKENDS ?? 'pglite,postgres').split(',').map((b) => b.trim());
  const adminUrl = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
  const docs = benchCorpus(options.quick ? 200 : 1000);
  let failed = false;
  for (const backend of backends) {
    if (backend !== 'pglite' && backend !== 'postgres') throw new Error(`SOAK_BACKENDS: unknown backend '${backend}'`);
    heading(`Soak and chaos: ${backend}, ${seconds} s, ${clients} clients, 5% hostile`);
    if (backend === 'postgres') {
      const problem = await postgresUnreachable(adminUrl);
      if (problem) {
        console.log(`  skipped: PostgreSQL not reachable at ${adminUrl.replace(/:[^:@/]*@/, ':***@')} (${problem}); set TEST_DATABASE_URL`);
        continue;
      }
    }
    const report = await runSoak({ backend, seconds, clients, docs, adminUrl, log: (line) => console.log(`  · ${line}`) });
    for (const line of formatReport(report)) console.log(line);
    if (report.failures.length > 0) {
      failed = true;
      console.log(`  server log (warnings and errors, last lines):\n${report.serverLog.split('\n').slice(-30).join('\n')}`);
    }
  }
  if (failed) process.exitCode = 1;
}
