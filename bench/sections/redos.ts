/** A hostile ad hoc pattern through analyze: `(a+)+$` on 100k "a"s (user regexes must be linear). */
import { analyze } from '../../src/engine/index.ts';
import { ensureEngineFiles } from '../../src/engine-files.ts';
import { heading, ms, type BenchOptions } from '../lib.ts';

export function hostilePattern(_options: BenchOptions): void {
  ensureEngineFiles();
  heading('Hostile ad hoc pattern (a+)+$ on 100,000 characters');
  const adHoc = [{ entity_type: 'HOSTILE', patterns: [{ regex: '(a+)+$', score: 0.5 }] }];
  const inputs: [string, string][] = [
    ['100k "a"', 'a'.repeat(100_000)],
    ['100k "a" + "!" (the backtracking killer)', 'a'.repeat(100_000) + '!'],
  ];
  for (const [label, text] of inputs) {
    let t = performance.now();
    const only = analyze(text, { ad_hoc_recognizers: adHoc, entities: ['HOSTILE'] }).entities.length;
    const tOnly = performance.now() - t;
    t = performance.now();
    const all = analyze(text, { ad_hoc_recognizers: adHoc }).entities.length;
    const tAll = performance.now() - t;
    console.log(`${label.padEnd(42)} ad hoc only: ${ms(tOnly).padStart(9)} (${only} match)   with all default recognizers: ${ms(tAll).padStart(9)} (${all} entities)`);
  }
  const native = /(a+)+$/;
  const t = performance.now();
  native.test('a'.repeat(20) + '!');
  console.log(`for scale: JavaScript's own backtracking RegExp takes ${ms(performance.now() - t)} on just 20 "a" + "!" (doubling with each extra "a")`);
}
