/**
 * Where the HTTP thread's CPU goes, by stage, from a V8 CPU profile of the server (issue 13):
 *
 *   npx tsx bench/http-cpu.ts --prof DIR …        (writes DIR/CPU.*.<pid>.0.001.cpuprofile, the main thread)
 *   node bench/prof-stages.mjs DIR/CPU….cpuprofile   [LAST_S=9] [MAIN_US=<main-thread µs per request>]
 *
 * Takes the LAST_S seconds before the last sample with engine code on the stack (the end of the
 * load), drops idle samples, and puts each sample in one category: detection when engine code is on
 * the stack, metering commits when PGlite / drizzle / src/store is, else the nearest frame that is
 * metrics (prom-client, stage clocks), auth + rate limit, scheduler, metering (JS), handler, or HTTP
 * (fastify, find-my-way, JSON parsing, node's HTTP and socket code, writev). With MAIN_US (e.g. the
 * main-thread CPU per request http-cpu.ts printed) the shares are also shown as µs per request.
 */
import { readFileSync } from 'node:fs';
const p = JSON.parse(readFileSync(process.argv[2], 'utf8'));
const LAST = Number(process.env.LAST_S ?? 9) * 1e6;
const byId = new Map(p.nodes.map((n) => [n.id, n]));
const parent = new Map();
for (const n of p.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
const chainOf = (id) => { const c = []; let cur = id; while (cur !== undefined) { c.push(byId.get(cur)); cur = parent.get(cur); } return c; };
const s = (n) => n.callFrame.url + ' ' + n.callFrame.functionName;
let t = p.startTime, endT = p.startTime;
const times = [];
for (let i = 0; i < p.samples.length; i++) { t += p.timeDeltas[i] ?? 0; times.push(t); if (chainOf(p.samples[i]).some((n) => n.callFrame.url.includes('/src/engine/'))) endT = t; }
const near = [
  [/prom-client|src\/service\/metrics\.ts|src\/service\/stages\.ts/, 'metrics'],
  [/src\/service\/auth\.ts|rate-limit|src\/service\/app\.ts authenticate/, 'auth + rate limit'],
  [/src\/service\/scheduler\.ts|piscina/, 'scheduler'],
  [/src\/service\/metering\.ts/, 'metering (JS)'],
  [/src\/service\/(operations|routes)\//, 'handler'],
  [/^ writev$|^ writeBuffer$|fastify|find-my-way|secure-json-parse|node:_http|node:net|node:internal\/streams|stream_base/, 'HTTP (fastify, parse, serialize, socket)'],
];
const cats = new Map(); let busy = 0;
for (let i = 0; i < p.samples.length; i++) {
  if (times[i] < endT - LAST || times[i] > endT) continue;
  const d = p.timeDeltas[i] ?? 0; const chain = chainOf(p.samples[i]); const leaf = chain[0].callFrame.functionName;
  if (leaf === '(idle)') continue;
  busy += d;
  let c;
  if (leaf === '(garbage collector)') c = 'GC (main thread)';
  else if (leaf === '(program)') c = '(program: native, unattributed)';
  else if (chain.some((n) => n.callFrame.url.includes('/src/engine/'))) c = 'detection (engine)';
  else if (chain.some((n) => /pglite|drizzle|src\/store\//.test(n.callFrame.url) || n.callFrame.url.startsWith('wasm'))) c = 'metering commits (PGlite, store)';
  else { for (const n of chain) { const m = near.find(([re]) => re.test(s(n))); if (m) { c = m[1]; break; } } c ??= 'other'; }
  cats.set(c, (cats.get(c) ?? 0) + d);
}
const perReq = Number(process.env.MAIN_US ?? 0);
for (const [k, v] of [...cats].sort((a, b) => b[1] - a[1])) console.log(`${(100 * v / busy).toFixed(1).padStart(5)}%${perReq ? ` ${(perReq * v / busy).toFixed(0).padStart(4)} µs` : ''}  ${k}`);
