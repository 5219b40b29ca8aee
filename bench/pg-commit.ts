/**
 * PostgreSQL's cost per group commit, prepared (the default, src/store/postgres.ts) against the
 * statement sent through drizzle unprepared, alternating: `npx tsx bench/pg-commit.ts [rounds] [commits]`.
 * Per round and variant: a store on a throw-away database of TEST_DATABASE_URL's server, one
 * account, then `commits` group commits of 20 charges each; prints the wall time per commit and
 * the CPU the PostgreSQL server's processes spent per commit (/proc/<pid>/stat of every
 * `postgres` process, so it needs the server on this machine).
 */
import { randomBytes } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { PostgresStore } from '../src/store/postgres.ts';
import { ADMIN_URL, adminQuery } from '../test/support/postgres.ts';

const rounds = Number(process.argv[2] ?? 3);
const commits = Number(process.argv[3] ?? 300);

function postgresCpuMs(): number {
  let ticks = 0;
  for (const pid of readdirSync('/proc')) {
    if (!/^\d+$/.test(pid)) continue;
    try {
      if (readFileSync(`/proc/${pid}/comm`, 'utf8').trim() !== 'postgres') continue;
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
      ticks += Number(stat[11]) + Number(stat[12]);
    } catch {
      // gone
    }
  }
  return ticks * 10;
}

async function run(prepared: boolean): Promise<{ wallMs: number; pgCpuMs: number }> {
  const name = `veil_commit_${randomBytes(5).toString('hex')}`;
  await adminQuery(`create database ${name}`);
  const url = new URL(ADMIN_URL);
  url.pathname = `/${name}`;
  const store = new PostgresStore({
    databaseUrl: url.toString(),
    masterKey: 'bench-master-key-0123456789abcdefghijkl',
    ...(prepared ? {} : { metering: { debitCovered: undefined } }),
  });
  try {
    await store.init();
    const account = await store.createAccount({ email: `${name}@example.test`, plan: 'business' });
    await store.topUp(account.id, 1_000_000);
    const batch = () => Promise.all(Array.from({ length: 20 }, (_, i) => store.charge({ accountId: account.id, tokens: 1, endpoint: 'analyze', reference: `r${i}` })));
    for (let i = 0; i < 20; i++) await batch();
    const cpu0 = postgresCpuMs();
    const t0 = performance.now();
    for (let i = 0; i < commits; i++) await batch();
    const wallMs = (performance.now() - t0) / commits;
    const pgCpuMs = (postgresCpuMs() - cpu0) / commits;
    return { wallMs, pgCpuMs };
  } finally {
    await store.close();
    await adminQuery(`drop database if exists ${name} with (force)`);
  }
}

for (let r = 0; r < rounds; r++) {
  for (const prepared of r % 2 === 0 ? [true, false] : [false, true]) {
    const { wallMs, pgCpuMs } = await run(prepared);
    const load = readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ');
    console.log(`round ${r + 1} ${prepared ? 'prepared  ' : 'unprepared'}: ${wallMs.toFixed(2)} ms per commit of 20 charges, PostgreSQL CPU ${pgCpuMs.toFixed(2)} ms per commit (load ${load})`);
  }
}
