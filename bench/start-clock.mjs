// Cold start of `node <tree>/dist/main.js`, measured from outside (issue 13, item 1):
//   node bench/start-clock.mjs [--tree DIR]... [--rounds N] [--restarts N] [--poll MS] [--node-arg ARG]...
// Per round and tree: a fresh DATA_DIR (first start, which prints the bootstrap token), then
// --restarts restarts on it. For each start: ms from spawn to the first 200 from /api/health,
// then ms to the first 200 from POST /api/pii/analyze sent right after it (the first text request),
// the server's phase log lines (pino JSON: `ms`, `since_process_start_ms`), RSS at ready.
// Trees alternate within a round (A B A B …) since the shared machine's load drifts.
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { createServer } from 'node:net';
import { join, resolve } from 'node:path';

const args = process.argv.slice(2);
const trees = [];
const nodeArgs = [];
let rounds = 3;
let restarts = 2;
let poll = 5;
for (let i = 0; i < args.length; i++) {
  const a = args[i];
  if (a === '--tree') trees.push(resolve(args[++i]));
  else if (a === '--rounds') rounds = Number(args[++i]);
  else if (a === '--restarts') restarts = Number(args[++i]);
  else if (a === '--poll') poll = Number(args[++i]);
  else if (a === '--node-arg') nodeArgs.push(args[++i]);
  else throw new Error(`unknown argument ${a}`);
}
if (trees.length === 0) trees.push(process.cwd());

const TEXT = 'Dear Mr. John Smith, call me on (415) 555-0132 or write to john.smith@example.com; I live at 12 Baker Street, Boston, MA 02110.';
/** A port nothing listens on now (the OS picks it). */
function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

function sleep(ms) {
  return new Promise((r) => setTimeout(r, ms));
}

async function startOnce(tree, dataDir, token) {
  const p = await freePort();
  const t0 = performance.now();
  const child = spawn(process.execPath, [...nodeArgs, join(tree, 'dist', 'main.js')], {
    env: { ...process.env, PORT: String(p), DATA_DIR: dataDir, LOG_LEVEL: 'info', NODE_ENV: 'development' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  child.stdout.on('data', (d) => (out += d));
  child.stderr.on('data', (d) => (out += d));
  let healthyMs = NaN;
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    try {
      const r = await fetch(`http://127.0.0.1:${p}/api/health`);
      if (r.status === 200) {
        healthyMs = performance.now() - t0;
        await r.arrayBuffer();
        break;
      }
    } catch {
      // not listening yet
    }
    if (child.exitCode !== null) break;
    await sleep(poll);
  }
  let rssMb = NaN;
  let mainCpuMs = NaN;
  let cpuMs = NaN;
  try {
    // CPU at ready: the main (event-loop) thread's, and the whole process's (PGlite's thread included).
    mainCpuMs = Number(readFileSync(`/proc/${child.pid}/task/${child.pid}/schedstat`, 'utf8').split(' ')[0]) / 1e6;
    const stat = readFileSync(`/proc/${child.pid}/stat`, 'utf8').split(') ')[1].split(' ');
    cpuMs = ((Number(stat[11]) + Number(stat[12])) * 1000) / 100;
  } catch {}
  try {
    const status = readFileSync(`/proc/${child.pid}/status`, 'utf8');
    rssMb = Number(/VmRSS:\s+(\d+)/.exec(status)[1]) / 1024;
  } catch {}
  // The bootstrap token is printed at the first start, just after listening.
  for (let i = 0; i < 100 && !token; i++) {
    token = /^(eyJ[\w.-]+)$/m.exec(out)?.[1];
    if (!token) await sleep(10);
  }
  let analyzeMs = NaN;
  let entities = NaN;
  if (token && !Number.isNaN(healthyMs)) {
    const ta = performance.now();
    const r = await fetch(`http://127.0.0.1:${p}/api/pii/analyze`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ text: TEXT, language: 'en' }),
    });
    const body = await r.json();
    analyzeMs = performance.now() - ta;
    if (r.status !== 200) throw new Error(`analyze: ${r.status} ${JSON.stringify(body)}`);
    entities = Array.isArray(body) ? body.length : (body.results ?? body.entities ?? []).length;
  }
  child.kill('SIGTERM');
  await new Promise((r) => (child.exitCode !== null ? r() : child.once('exit', r)));
  const phases = {};
  for (const line of out.split('\n')) {
    if (!line.startsWith('{')) continue;
    try {
      const o = JSON.parse(line);
      if (o.msg && (o.ms !== undefined || o.since_process_start_ms !== undefined)) phases[o.msg] = o.since_process_start_ms ?? o.ms;
    } catch {}
  }
  if (Number.isNaN(healthyMs)) console.error(out.slice(-3000));
  return { healthyMs, analyzeMs, entities, rssMb, mainCpuMs, cpuMs, phases, token };
}

const results = new Map(trees.map((t) => [t, { first: [], restart: [], analyzeFirst: [], analyzeRestart: [], mainCpu: [] }]));
const fmt = (x) => (Number.isNaN(x) ? 'n/a' : x.toFixed(0));
for (let round = 0; round < rounds; round++) {
  const order = round % 2 === 0 ? trees : [...trees].reverse();
  for (const tree of order) {
    const dataDir = mkdtempSync(join(tmpdir(), 'veil-start-'));
    try {
      const first = await startOnce(tree, dataDir, undefined);
      const r = results.get(tree);
      r.first.push(first.healthyMs);
      r.analyzeFirst.push(first.analyzeMs);
      console.log(`${tree} round ${round} first:   healthy ${fmt(first.healthyMs)} ms (main thread CPU ${fmt(first.mainCpuMs)} ms, process ${fmt(first.cpuMs)} ms), first analyze ${fmt(first.analyzeMs)} ms (${first.entities} entities), RSS ${fmt(first.rssMb)} MB ${JSON.stringify(first.phases)}`);
      for (let k = 0; k < restarts; k++) {
        const again = await startOnce(tree, dataDir, first.token);
        r.restart.push(again.healthyMs);
        r.analyzeRestart.push(again.analyzeMs);
        r.mainCpu.push(again.mainCpuMs);
        console.log(`${tree} round ${round} restart: healthy ${fmt(again.healthyMs)} ms (main thread CPU ${fmt(again.mainCpuMs)} ms, process ${fmt(again.cpuMs)} ms), first analyze ${fmt(again.analyzeMs)} ms (${again.entities} entities), RSS ${fmt(again.rssMb)} MB ${JSON.stringify(again.phases)}`);
      }
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  }
}
const median = (xs) => {
  const s = xs.filter((x) => !Number.isNaN(x)).sort((a, b) => a - b);
  return s.length ? s[Math.floor((s.length - 1) / 2)] : NaN;
};
for (const [tree, r] of results) {
  console.log(
    `${tree}: first start ${fmt(median(r.first))} ms (${r.first.map(fmt).join(' ')}), first analyze after it ${fmt(median(r.analyzeFirst))} ms; ` +
      `restart ${fmt(median(r.restart))} ms (${r.restart.map(fmt).join(' ')}), first analyze after it ${fmt(median(r.analyzeRestart))} ms (${r.analyzeRestart.map(fmt).join(' ')}); main thread CPU at ready on restart ${fmt(median(r.mainCpu))} ms`,
  );
}
