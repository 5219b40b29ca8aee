/** A legal form right after a name makes it a firm (passes/legal-form-ends.ts). */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { afterPass } from './given-names.ts';
import { legalFormEnds } from '../../../../src/engine/recognizers/names/passes/legal-form-ends.ts';

const after = (text: string, given: string[]) => afterPass(text, given, (names) => legalFormEnds(names, text));

test('the name is extended over its legal form and becomes a firm', () => {
  assert.deepEqual(after('Valdora SpA said on Monday.', ['PERSON Valdora']), ['ORGANIZATION Valdora SpA']);
  assert.deepEqual(after('Brenta SpA said on Monday.', ['ORGANIZATION Brenta']), ['ORGANIZATION Brenta SpA']);
  assert.deepEqual(after('Kestrel Mining Plc rose.', ['LOCATION Kestrel Mining', 'ORGANIZATION Plc']), ['ORGANIZATION Kestrel Mining Plc']);
  // The form's full stop when the sentence goes on, not at its end.
  assert.deepEqual(after('Acme Inc. said on Monday.', ['PERSON Acme']), ['ORGANIZATION Acme Inc.']);
  assert.deepEqual(after('He sold it to Acme Inc. Then he left.', ['PERSON Acme']), ['ORGANIZATION Acme Inc']);
});

test('state codes after places, longer words and other findings are left alone', () => {
  assert.deepEqual(after('He flew to Adelaide SA on Monday.', ['LOCATION Adelaide']), ['LOCATION Adelaide']);
  assert.deepEqual(after('in Las Vegas NV 89101', ['LOCATION Las Vegas']), ['LOCATION Las Vegas']);
  assert.deepEqual(after('John Smith Coates said.', ['PERSON John Smith']), ['PERSON John Smith']);
  assert.deepEqual(after('Valdora SpA Milano said.', ['PERSON Valdora', 'LOCATION SpA Milano']), ['LOCATION SpA Milano', 'PERSON Valdora']);
});

test('linear on hostile input (100 KB and 400 KB)', () => {
  const everyWord = (text: string) => [...text.matchAll(/\S+/g)].map((m) => ({ entity: 'PERSON', start: m.index, end: m.index + m[0].length, score: 0.5, recognizer: 'test' }));
  const time = (text: string) => {
    const given = everyWord(text);
    const t0 = performance.now();
    legalFormEnds(given, text);
    return performance.now() - t0;
  };
  for (const unit of ['Ab SpA ', 'Ab Inc. x ', 'Ab ' + 'S.p.A'.repeat(20) + ' ', 'Ab ./././././././././. ']) {
    time(unit.repeat(100));
    const small = time(unit.repeat(Math.ceil(100_000 / unit.length)));
    const big = time(unit.repeat(Math.ceil(400_000 / unit.length)));
    assert.ok(big < 800 && big < small * 8 + 50, `${JSON.stringify(unit.slice(0, 16))}: ${small.toFixed(0)} ms → ${big.toFixed(0)} ms`);
  }
});
