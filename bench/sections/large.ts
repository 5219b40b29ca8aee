/** One large document (0.25 / 0.5 / 1 MB of realistic mixed text) to show time grows linearly. */
import { analyze } from '../../src/engine/index.ts';
import { loadEngineFiles } from '../../src/engine-files.ts';
import { benchCorpus, longDocument } from '../corpus.ts';
import { fmt, heading, ms, type BenchOptions } from '../lib.ts';

export function largeDocuments(options: BenchOptions): void {
  heading(`Large documents (one analyze call each, best of ${options.quick ? 1 : 3})`);
  loadEngineFiles();
  const corpus = benchCorpus(1000);
  const sizes = options.quick ? [62_500, 125_000, 250_000] : [250_000, 500_000, 1_000_000];
  analyze(longDocument(corpus, 20_000)); // warm the code paths for long input
  const base = { chars: 0, t: 0 };
  for (const chars of sizes) {
    const text = longDocument(corpus, chars);
    // best of N: one-shot timings on a shared machine are noisy, the minimum is the steadiest estimate
    let elapsed = Infinity;
    let n = 0;
    for (let i = 0; i < (options.quick ? 1 : 3); i++) {
      const t = performance.now();
      n = analyze(text).entities.length;
      elapsed = Math.min(elapsed, performance.now() - t);
    }
    if (base.chars === 0) Object.assign(base, { chars, t: elapsed });
    const perMb = elapsed / (chars / 1e6);
    const linear = (elapsed / base.t) / (chars / base.chars);
    console.log(
      `${fmt(chars / 1e6, 3)} MB: ${ms(elapsed).padStart(10)}  (${fmt(perMb)} ms per MB, ${n} entities)  time ratio vs smallest ${(elapsed / base.t).toFixed(2)}× for ${(chars / base.chars).toFixed(0)}× the size → ${linear.toFixed(2)} of linear`,
    );
  }
}
