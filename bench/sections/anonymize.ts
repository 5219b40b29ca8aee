/**
 * Anonymizer throughput on the same corpus, if src/engine/index.ts exports `anonymize`
 * (signature: anonymize(text, entities, operators?, context?)). Otherwise prints "skipped".
 * The anonymize step is timed on entities detected beforehand, interleaved round by round with
 * analyze on the same documents, so the ratio is not skewed by load from other processes.
 */
import { analyze } from '../../src/engine/index.ts';
import { loadEngineFiles } from '../../src/engine-files.ts';
import { benchCorpus } from '../corpus.ts';
import { fmt, heading, median, type BenchOptions } from '../lib.ts';

type Entity = { entity_type: string; start: number; end: number; score: number };
type AnonymizeFn = (text: string, entities: readonly Entity[], operators?: unknown, context?: Record<string, unknown>) => { anonymized_text: string };

export async function anonymizeThroughput(options: BenchOptions): Promise<void> {
  heading('Anonymize throughput (same corpus)');
  const engine = (await import('../../src/engine/index.ts')) as Record<string, unknown>;
  if (typeof engine.anonymize !== 'function') {
    console.log('skipped: src/engine/index.ts does not export anonymize yet');
    return;
  }
  const anonymize = engine.anonymize as AnonymizeFn;
  loadEngineFiles();
  const corpus = benchCorpus(options.quick ? 300 : 1000);
  const rounds = options.quick ? 3 : 7;
  const detected = corpus.map((d) => analyze(d).entities);
  const entities = detected.reduce((s, e) => s + e.length, 0);
  const operatorSets: [string, unknown, Record<string, unknown>][] = [
    ['replace (default <TYPE>)', undefined, {}],
    ['mask', { DEFAULT: { type: 'mask', masking_char: '*', chars_to_mask: 100, from_end: false } }, {}],
    ['hash SHA256 (keyed)', { DEFAULT: { type: 'hash' } }, { hashSecret: 'bench-secret-0123456789abcdef' }],
    ['encrypt AES-256-GCM', { DEFAULT: { type: 'encrypt', key: 'bench-key-0123456789abcdef' } }, {}],
  ];
  console.log(`${corpus.length} documents, ${entities} entities replaced per round; ${rounds} rounds, medians`);
  const time = (fn: () => void) => {
    const t = performance.now();
    fn();
    return performance.now() - t;
  };
  for (const [name, operators, context] of operatorSets) {
    const step = () => corpus.forEach((d, i) => anonymize(d, detected[i]!, operators, context));
    try {
      step();
    } catch (err) {
      console.log(`${name}: failed: ${err instanceof Error ? err.message : String(err)}`);
      continue;
    }
    const a: number[] = [];
    const s: number[] = [];
    for (let r = 0; r < rounds; r++) {
      a.push(time(() => corpus.forEach((d) => analyze(d))));
      s.push(time(step));
    }
    const analyzeMs = median(a);
    const stepMs = median(s);
    console.log(
      `${name.padEnd(26)} anonymize step ${fmt((corpus.length / stepMs) * 1000).padStart(8)} docs/s (analyze ${fmt((corpus.length / analyzeMs) * 1000)} docs/s) | ratio anonymize/analyze time ${(stepMs / analyzeMs).toFixed(3)} | analyze+anonymize ≈ ${fmt((corpus.length / (analyzeMs + stepMs)) * 1000)} docs/s`,
    );
  }
}
