import { test } from 'node:test';
import assert from 'node:assert/strict';
import { analyze } from '../../../../src/engine/index.ts';
import type { Candidate } from '../../../../src/engine/types.ts';
import { lexicon } from '../../../../src/engine/recognizers/names/lexicon.ts';
import { bracketedNames } from '../../../../src/engine/recognizers/names/passes/bracketed-names.ts';

const persons = (text: string) => analyze(text, { entities: ['PERSON'] }).entities.map((e) => e.text);

test('a listed given name alone in brackets, or a chat speaker in angle brackets opening a line, is a person', () => {
  assert.deepEqual(persons('Agent (Aliyah): Can I take the postcode, please?'), ['Aliyah']);
  assert.deepEqual(persons('Family (Aveline) visiting after 18:55.'), ['Aveline']);
  assert.deepEqual(persons('<Susanne> anyone around?\n<Annelie> yes'), ['Susanne', 'Annelie']);
});

test('places, months, placeholders and markup in brackets stay out', () => {
  assert.deepEqual(persons('He moved to Paris (France) in (May).'), []);
  assert.deepEqual(persons('Dear <Name>, thanks'), []);
});

test('linear on hostile input: 100 KB and 400 KB of bracketed names the model read as unsure places', () => {
  const unit = 'Family (Aveline) visiting. ';
  const time = (copies: number) => {
    const text = unit.repeat(copies);
    const names: Candidate[] = [];
    for (let k = 0; k < copies; k++) names.push({ entity: 'LOCATION', start: k * unit.length + 8, end: k * unit.length + 15, score: 0.37, baseScore: 0.37, recognizer: 'test', pattern: 'model' });
    const t0 = performance.now();
    bracketedNames(names, text, lexicon(), 'test');
    assert.ok(names.every((c) => c.entity === 'PERSON'), 'every unsure place became the person');
    return performance.now() - t0;
  };
  time(100);
  const small = time(Math.ceil(100_000 / unit.length));
  const big = time(Math.ceil(400_000 / unit.length));
  assert.ok(big < 1000 && big < small * 8 + 50, `${small.toFixed(0)} ms → ${big.toFixed(0)} ms`);
});
