import { test } from 'node:test';
import assert from 'node:assert/strict';
import { analyze } from '../../../../src/engine/index.ts';
import type { Candidate } from '../../../../src/engine/types.ts';
import { lexicon } from '../../../../src/engine/recognizers/names/lexicon.ts';
import { surnamePairs } from '../../../../src/engine/recognizers/names/passes/surname-pairs.ts';

/** [type, text] of the names found in `text` (threshold 0). */
function names(text: string, language = 'en'): [string, string][] {
  return analyze(text, { language, entities: ['PERSON', 'LOCATION', 'ORGANIZATION'] }).entities.map((e) => [e.entity_type, e.text]);
}

test('two family names joined by a hyphen: a firm after a preposition, a person elsewhere', () => {
  assert.deepEqual(names('I work for Garcia-Miller now.'), [['ORGANIZATION', 'Garcia-Miller']]);
  assert.deepEqual(names('Yesterday Garcia-Miller said no.'), [['PERSON', 'Garcia-Miller']]);
});

test('near misses: places, compass words, the same name twice, a longer name, other languages', () => {
  assert.deepEqual(names('The war ended Austria-Hungary.').filter(([t]) => t !== 'LOCATION'), []);
  assert.deepEqual(names('They spent a week in Baden-Baden.').filter(([t]) => t !== 'LOCATION'), []);
  assert.deepEqual(names('The plant is covered by the Price-Anderson Act.').filter(([, s]) => s === 'Price-Anderson'), []);
  assert.deepEqual(names('Sie arbeitet für Garcia-Miller seit Jahren.', 'de').filter(([, s]) => s === 'Garcia-Miller'), []);
  assert.deepEqual(names('a well-known long-term plan'), []);
});

test('linear on hostile input: 100 KB and 400 KB of firms after "for" that the model read as unsure people', () => {
  const unit = 'I work for Garcia-Miller now. ';
  const time = (copies: number) => {
    const text = unit.repeat(copies);
    const found: Candidate[] = [];
    for (let k = 0; k < copies; k++) found.push({ entity: 'PERSON', start: k * unit.length + 11, end: k * unit.length + 24, score: 0.42, baseScore: 0.42, recognizer: 'test', pattern: 'model' });
    const t0 = performance.now();
    surnamePairs(found, text, lexicon(), 'test');
    assert.ok(found.every((c) => c.entity === 'ORGANIZATION'), 'every unsure person became the firm');
    return performance.now() - t0;
  };
  time(100);
  const small = time(Math.ceil(100_000 / unit.length));
  const big = time(Math.ceil(400_000 / unit.length));
  assert.ok(big < 1000 && big < small * 8 + 50, `${small.toFixed(0)} ms → ${big.toFixed(0)} ms`);
});
