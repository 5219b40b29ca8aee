/** Firms named by their trade: "Nikko Securities", "Caltex Petroleum" (passes/firm-heads.ts). */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { afterPass } from './given-names.ts';
import { firmHeads } from '../../../../src/engine/recognizers/names/passes/firm-heads.ts';

const after = (text: string, given: string[]) => afterPass(text, given, (names) => firmHeads(names, text));

test('a person or place ending in a trade, or a name before one, is a firm', () => {
  assert.deepEqual(after('Kobe Securities said profits fell.', ['PERSON Kobe Securities']), ['ORGANIZATION Kobe Securities']);
  assert.deepEqual(after('Shares of Ulsan Cement rose.', ['LOCATION Ulsan Cement']), ['ORGANIZATION Ulsan Cement']);
  assert.deepEqual(after('Shares of Daiyo Securities rose.', ['ORGANIZATION Daiyo']), ['ORGANIZATION Daiyo Securities']);
  assert.deepEqual(after('Shares of Harlan Petroleum rose.', ['PERSON Harlan']), ['ORGANIZATION Harlan Petroleum']);
});

test('family names that are trades, a trade alone and lower-case words are left alone', () => {
  assert.deepEqual(after('Mike Mills said.', ['PERSON Mike Mills']), ['PERSON Mike Mills']);
  assert.deepEqual(after('John Steel said.', ['PERSON John Steel']), ['PERSON John Steel']);
  assert.deepEqual(after('He owns Securities.', ['PERSON Securities']), ['PERSON Securities']);
  assert.deepEqual(after('Kobe securities firms fell.', ['LOCATION Kobe']), ['LOCATION Kobe']);
  assert.deepEqual(after('Kobe Securitiesx fell.', ['LOCATION Kobe']), ['LOCATION Kobe']);
});

test('linear on hostile input (100 KB and 400 KB)', () => {
  const time = (text: string, names: (text: string) => { entity: string; start: number; end: number; score: number; recognizer: string }[]) => {
    const given = names(text);
    const t0 = performance.now();
    firmHeads(given, text);
    return performance.now() - t0;
  };
  const everyWord = (text: string) => [...text.matchAll(/\S+/g)].map((m) => ({ entity: 'PERSON', start: m.index, end: m.index + m[0].length, score: 0.5, recognizer: 'test' }));
  const whole = (text: string) => [{ entity: 'PERSON', start: 0, end: text.length, score: 0.5, recognizer: 'test' }];
  for (const [unit, names] of [['Ab Securities ', everyWord], ['Securities'.repeat(3) + ' ', everyWord], ['x', whole], ['Ab Securities ', whole]] as const) {
    time(unit.repeat(100), names);
    const small = time(unit.repeat(Math.ceil(100_000 / unit.length)), names);
    const big = time(unit.repeat(Math.ceil(400_000 / unit.length)), names);
    assert.ok(big < 800 && big < small * 8 + 50, `${JSON.stringify(unit.slice(0, 16))}: ${small.toFixed(0)} ms → ${big.toFixed(0)} ms`);
  }
});
