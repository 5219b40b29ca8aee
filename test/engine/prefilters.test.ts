/**
 * Prefilters skip a pattern recognizer on texts its patterns cannot match. Skipping must never lose a
 * match, or the engine's output would depend on the prefilter: over realistic documents (the bench
 * corpus and the evaluation generator's documents in every language it writes, PII-dense), whenever
 * a prefilter says no, none of its recognizer's patterns may match. That makes the output with
 * prefilters the same as without them. The fast-check property in national/catalogue.test.ts
 * covers the identifier layouts themselves.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { benchCorpus } from '../../bench/corpus.ts';
import { generateDocs } from '../../eval/generate/generate.ts';
import { analyze } from '../../src/engine/index.ts';
import { defaultRecognizers } from '../../src/engine/recognizers/registry.ts';
import type { PatternRecognizer } from '../../src/engine/types.ts';

const filtered = defaultRecognizers.filter((r): r is PatternRecognizer => r.kind === 'pattern' && r.prefilter !== undefined);

function firstMatch(r: PatternRecognizer, text: string): string | undefined {
  for (const p of r.patterns) {
    p.regex.lastIndex = 0;
    const m = p.regex.exec(text);
    p.regex.lastIndex = 0;
    if (m) return `${p.name} matches ${JSON.stringify(m[0])}`;
  }
  return undefined;
}

test('a prefilter that says no hides no match, over the bench corpus and generated documents', () => {
  const texts = [...benchCorpus(1000), ...generateDocs({ seed: 4242, scale: 0.5 }).map((d) => d.text)];
  let skipped = 0;
  for (const text of texts) {
    for (const r of filtered) {
      if (r.prefilter!(text)) continue;
      skipped++;
      const hidden = firstMatch(r, text);
      if (hidden) assert.fail(`${r.name}'s prefilter rejected a text in which ${hidden}: ${JSON.stringify(text.slice(0, 200))}`);
    }
  }
  // The test means something only if the prefilters do skip texts.
  assert.ok(skipped > texts.length * 10, `only ${skipped} skips`);
});

test('recognizers behind the digit-layout prefilters still find their identifiers', () => {
  const cases: [string, string, string][] = [
    ['en', 'SSN 536-22-8791 on file', 'US_SSN'],
    ['en', 'ITIN: 912-70-1234', 'US_ITIN'],
    ['en', 'routing number 021000021', 'ABA_ROUTING_NUMBER'],
    ['en', 'SIN 130-692-544', 'CA_SIN'],
    ['en', 'Tax file number: 123 456 782', 'AU_TFN'],
    ['en', 'NHS number 943 476 5919', 'UK_NHS'],
    ['en', 'ABN 51 824 753 556', 'AU_ABN'],
    ['en', 'NI number AB 12 34 56 C', 'UK_NINO'],
    ['es', 'DNI 12345678Z', 'ES_NIF'],
    ['fr', 'numéro de sécurité sociale 2 55 08 14 168 025 38', 'FR_NIR'],
    ['nl', 'BSN 111222333', 'NL_BSN'],
    ['de', 'Steuer-ID 86 095 742 719', 'DE_TAX_ID'],
  ];
  for (const [language, text, type] of cases) {
    const found = analyze(text, { language }).entities.map((e) => e.entity_type);
    assert.ok(found.includes(type), `${type} not found in ${JSON.stringify(text)}: ${found.join(', ')}`);
  }
});
