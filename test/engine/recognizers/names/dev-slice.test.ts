/**
 * Regression guard on third-party text: per file and type, the exact-span F1 on a fixed slice of the
 * held-out corpora (test/fixtures/corpora) must not drop more than 0.01 below the recorded baseline.
 * After a deliberate improvement, record the new figures with
 *   UPDATE_DEV_BASELINE=1 node scripts/test.mjs test/engine/recognizers/names/dev-slice.test.ts
 * and commit dev-slice.baseline.json with the change that earned them.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync, writeFileSync } from 'node:fs';
import { analyze } from '../../../../src/engine/index.ts';
import { corpusSpans, countType, emptyCounts, normaliseGold, prf, SCORED_TYPES, type TypeCounts } from '../../../../eval/lib/corpora.ts';

const fixture = new URL('../../../fixtures/corpora/dev-slice.jsonl', import.meta.url);
const baselineFile = new URL('../../../fixtures/corpora/dev-slice.baseline.json', import.meta.url);
const TOLERANCE = 0.01;

test('F1 per file and type on the dev slice stays within 0.01 of the baseline', () => {
  const counts = new Map<string, TypeCounts>();
  for (const line of readFileSync(fixture, 'utf8').split('\n')) {
    if (!line.trim()) continue;
    const s = JSON.parse(line) as { file: string; lang: string; text: string; spans: { start: number; end: number; type: string }[] };
    const gold = normaliseGold(s.text, corpusSpans(s.text, s.spans));
    const pred = analyze(s.text, { language: s.lang, entities: [...SCORED_TYPES] }).entities.map((e) => ({ type: e.entity_type, start: e.start, end: e.end }));
    for (const t of SCORED_TYPES) {
      const key = `${s.file} ${t}`;
      let c = counts.get(key);
      if (!c) counts.set(key, (c = emptyCounts()));
      countType(
        gold.filter((g) => g.type === t),
        pred.filter((p) => p.type === t),
        c,
      );
    }
  }
  const f1 = Object.fromEntries([...counts].filter(([, c]) => c.gold > 0).map(([k, c]) => [k, Number(prf(c, 'exact').f1.toFixed(4))]));
  if (process.env.UPDATE_DEV_BASELINE === '1') {
    writeFileSync(baselineFile, JSON.stringify(f1, null, 2) + '\n');
    return;
  }
  const baseline = JSON.parse(readFileSync(baselineFile, 'utf8')) as Record<string, number>;
  const drops = Object.entries(baseline)
    .filter(([k, v]) => (f1[k] ?? 0) < v - TOLERANCE)
    .map(([k, v]) => `${k}: ${f1[k] ?? 0} < baseline ${v}`);
  assert.deepEqual(drops, [], `F1 dropped on the dev slice:\n${drops.join('\n')}`);
  assert.ok(Object.keys(baseline).length >= 20, 'the baseline covers the slice');
});
