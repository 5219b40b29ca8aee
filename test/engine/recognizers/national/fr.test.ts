import { test } from 'node:test';
import assert from 'node:assert/strict';
import { scoreOf, texts } from './helpers.ts';
import { nirKey, nirValid } from '../../../../src/engine/recognizers/fr/nir.ts';

test('FR_NIR: key = 97 − (13 digits mod 97)', () => {
  // 2 55 08 14 168 025 38 is the example NIR of many French validators: 2550814168025 mod 97 = 59, 97 − 59 = 38.
  assert.equal(nirKey('2550814168025'), 38);
  assert.equal(nirValid('255081416802538'), true);
  assert.equal(nirValid('2 55 08 14 168 025 38'), true);
  assert.equal(nirValid('255081416802539'), false);
});

test('FR_NIR: Corsica 2A and 2B count as 19 and 18', () => {
  assert.equal(nirKey('159032A004123'), nirKey('1590319004123'));
  assert.equal(nirKey('159032B004123'), nirKey('1590318004123'));
  assert.equal(nirValid('159032A00412337'), true);
  assert.equal(nirValid('159032B00412364'), true);
  assert.equal(nirValid('159032B00412337'), false, '2A key on a 2B number');
  assert.deepEqual(texts('NIR 1 59 03 2A 004 123 37', 'FR_NIR', 'fr'), ['1 59 03 2A 004 123 37']);
});

test('FR_NIR: sex digit and birth month are checked', () => {
  assert.equal(nirValid('555081416802538'), false, 'sex digit 5');
  const withMonth = (mm: string) => {
    const first13 = `255${mm}14168025`;
    return `${first13}${String(nirKey(first13)).padStart(2, '0')}`;
  };
  assert.equal(nirValid(withMonth('12')), true);
  assert.equal(nirValid(withMonth('20')), true, 'INSEE months 20–42 for unknown births');
  assert.equal(nirValid(withMonth('00')), false);
  assert.equal(nirValid(withMonth('13')), false);
  assert.equal(nirValid(withMonth('45')), false);
});

test('FR_NIR: near certain alone, in French and English', () => {
  assert.ok(scoreOf('réf 255081416802538', 'FR_NIR', 'fr') >= 0.9);
  assert.ok(scoreOf('Numéro de sécurité sociale : 2 55 08 14 168 025 38', 'FR_NIR', 'fr') >= 0.99);
  assert.ok(scoreOf('French social security number 2 55 08 14 168 025 38', 'FR_NIR', 'en') >= 0.99);
  assert.deepEqual(texts('NIR 2 55 08 14 168 025 39 et 2550814168025380 et 12550814168025 38', 'FR_NIR', 'fr'), []);
});
