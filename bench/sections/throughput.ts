/** Single-thread engine throughput on the ~300-character corpus, next to redact-pii's SyncRedactor. */
import redactPii from 'redact-pii';
import { analyze } from '../../src/engine/index.ts';
import { loadEngineFiles } from '../../src/engine-files.ts';
import { benchCorpus } from '../corpus.ts';
import { fmt, heading, median, ratio, timeRounds, utf8Bytes, type BenchOptions } from '../lib.ts';

export interface ThroughputResult {
  docs: number;
  analyzeMs: number;
}

export function throughput(options: BenchOptions): ThroughputResult {
  heading('Engine throughput (single thread, ~300-char English documents)');
  const corpus = benchCorpus(options.quick ? 300 : 1000);
  const bytes = utf8Bytes(corpus);
  const rounds = options.quick ? 3 : 7;
  const avg = Math.round(corpus.reduce((s, d) => s + d.length, 0) / corpus.length);
  console.log(`corpus: ${corpus.length} documents, ${fmt(bytes)} bytes (avg ${avg} chars), ${rounds} timed rounds (alternating Veil / redact-pii) after 1 warm-up round each`);

  loadEngineFiles();
  let found = 0;
  const runVeil = () => {
    found = 0;
    for (const d of corpus) found += analyze(d).entities.length;
  };
  const redactor = new redactPii.SyncRedactor();
  let changed = 0;
  const runRedact = () => {
    changed = 0;
    for (const d of corpus) if (redactor.redact(d) !== d) changed++;
  };
  runVeil();
  runRedact();
  // Rounds alternate between the two, so load from other processes hits both alike.
  const veilRounds: number[] = [];
  const redactRounds: number[] = [];
  for (let r = 0; r < rounds; r++) {
    veilRounds.push(...timeRounds(1, runVeil));
    redactRounds.push(...timeRounds(1, runRedact));
  }
  const veil = median(veilRounds);
  const redact = median(redactRounds);

  const row = (name: string, t: number, note: string) =>
    console.log(`${name.padEnd(26)} ${fmt((corpus.length / t) * 1000).padStart(8)} docs/s  ${fmt(bytes / 1e6 / (t / 1000), 2).padStart(6)} MB/s  ${fmt(t, 1).padStart(8)} ms/round  ${note}`);
  row('Veil analyze (all recog.)', veil, `${found} entities; best round ${fmt((corpus.length / Math.min(...veilRounds)) * 1000)} docs/s`);
  row('redact-pii SyncRedactor', redact, `${changed} docs changed; best round ${fmt((corpus.length / Math.min(...redactRounds)) * 1000)} docs/s`);
  console.log(`ratio Veil / redact-pii (docs/s): ${ratio(redact, veil)}   (per-doc latency Veil ${fmt((veil / corpus.length) * 1000)} µs, redact-pii ${fmt((redact / corpus.length) * 1000)} µs)`);
  return { docs: corpus.length, analyzeMs: veil };
}
