/**
 * npx tsx scripts/calibrate.ts [--dir ../shared/corpora] — fits the Platt table of
 * src/engine/recognizers/names/calibration.ts on dev/: for every PERSON / LOCATION / ORGANIZATION
 * span the name model reports (raw confidences), whether it is exactly right, then a logistic fit
 * of correctness on logit(raw score) per type. Prints the table to paste.
 */
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

process.env.NAMES_RAW_SCORES = '1';
const { analyze } = await import('../src/engine/index.ts');
const { loadEngineFiles } = await import('../src/engine-files.ts');
const { readDevFile, SCORED_TYPES } = await import('../eval/lib/corpora.ts');

const { values: args } = parseArgs({ options: { dir: { type: 'string', default: fileURLToPath(new URL('../../shared/corpora', import.meta.url)) } } });
const dev = join(args.dir, 'dev');
loadEngineFiles();
const samples = new Map<string, { x: number; y: number }[]>();
for (const file of readdirSync(dev).filter((f) => f.endsWith('.jsonl'))) {
  for (const doc of readDevFile(join(dev, file))) {
    const res = analyze(doc.text, { language: doc.lang, entities: [...SCORED_TYPES], return_decision_process: true });
    for (const e of res.entities) {
      const pattern = (e as { explanation?: { pattern?: string } }).explanation?.pattern ?? '';
      if (!pattern.startsWith('model')) continue;
      const p = Math.min(1 - 1e-6, Math.max(1e-6, e.score));
      const y = doc.gold.some((g) => g.type === e.entity_type && g.start === e.start && g.end === e.end) ? 1 : 0;
      let list = samples.get(e.entity_type);
      if (!list) samples.set(e.entity_type, (list = []));
      list.push({ x: Math.log(p / (1 - p)), y });
    }
  }
}
const lines: string[] = [];
for (const [type, list] of [...samples].sort()) {
  let a = 1;
  let b = 0;
  for (let it = 0; it < 3000; it++) {
    let ga = 0;
    let gb = 0;
    for (const { x, y } of list) {
      const q = 1 / (1 + Math.exp(-(a * x + b)));
      ga += (q - y) * x;
      gb += q - y;
    }
    a -= (0.5 * ga) / list.length;
    b -= (0.5 * gb) / list.length;
  }
  const precision = list.reduce((s, v) => s + v.y, 0) / list.length;
  lines.push(`  ${type}: { a: ${a.toFixed(3)}, b: ${b.toFixed(3)} }, // ${list.length} spans, ${(precision * 100).toFixed(1)}% exact`);
}
console.log(`export const PLATT: Readonly<Record<string, { a: number; b: number }>> = {\n${lines.join('\n')}\n};`);
