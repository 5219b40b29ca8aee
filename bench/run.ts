/**
 * npm run bench [-- --quick] [-- --only name[,name…]]
 * Sections: throughput, anonymize, coldstart, server, large, redos, http, image, soak (soak runs only
 * when named: `--only soak`, 10 minutes per backend; see bench/sections/soak.ts). Each prints absolute numbers and ratios.
 * --quick: smaller corpus, fewer rounds, smaller large documents (a smoke run in well under a minute).
 */
import os from 'node:os';
import { parseArgs } from 'node:util';
import { httpBench } from './http.ts';
import { runImageBench } from './image.ts';
import type { BenchOptions, Section } from './lib.ts';
import { anonymizeThroughput } from './sections/anonymize.ts';
import { coldStart } from './sections/coldstart.ts';
import { largeDocuments } from './sections/large.ts';
import { serverStart } from './sections/server.ts';
import { hostilePattern } from './sections/redos.ts';
import { soak } from './sections/soak.ts';
import { throughput } from './sections/throughput.ts';

const { values } = parseArgs({ options: { quick: { type: 'boolean', default: false }, only: { type: 'string' } } });
const options: BenchOptions = { quick: values.quick ?? false };

const sections: Section[] = [
  { name: 'throughput', run: (o) => void throughput(o) },
  { name: 'anonymize', run: anonymizeThroughput },
  { name: 'coldstart', run: coldStart },
  { name: 'server', run: serverStart },
  { name: 'large', run: largeDocuments },
  { name: 'redos', run: hostilePattern },
  { name: 'http', run: httpBench },
  { name: 'image', run: async (o) => { await runImageBench(o); } },
  { name: 'soak', run: soak, onlyWhenNamed: true },
];

const only = values.only ? new Set(values.only.split(',')) : null;
const cpu = os.cpus()[0]?.model ?? 'unknown CPU';
const load = os.loadavg().map((l) => l.toFixed(1)).join(' ');
console.log(`Veil benchmark${options.quick ? ' (quick)' : ''} — Node ${process.version}, ${cpu}, ${os.cpus().length} cores, load average ${load} (single-threaded measurements; other processes on the machine inflate every number)`);
const started = performance.now();
for (const s of sections) {
  if (only ? !only.has(s.name) : s.onlyWhenNamed) continue;
  const t = performance.now();
  await s.run(options);
  console.log(`(${s.name}: ${((performance.now() - t) / 1000).toFixed(1)} s)`);
}
console.log(`\ntotal ${((performance.now() - started) / 1000).toFixed(1)} s`);
