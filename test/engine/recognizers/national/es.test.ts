import { test } from 'node:test';
import assert from 'node:assert/strict';
import { scoreOf, texts } from './helpers.ts';
import { nieValid } from '../../../../src/engine/recognizers/es/nie.ts';
import { nifValid, spanishControlLetter } from '../../../../src/engine/recognizers/es/nif.ts';

test('ES_NIF: control letter is the number mod 23 in TRWAGMYFPDXBNJZSQVHLCKE', () => {
  // 12345678 = 23 · 536769 + 15 → index 15 → Z; 87654321 mod 23 = 10 → X.
  assert.equal(spanishControlLetter(12345678), 'Z');
  assert.equal(spanishControlLetter(87654321), 'X');
  // The official table, letter by remainder 0…22.
  const table = 'TRWAGMYFPDXBNJZSQVHLCKE';
  for (let n = 0; n < 23; n++) {
    assert.equal(spanishControlLetter(n), table[n], `remainder ${n}`);
    assert.equal(spanishControlLetter(23 * 434782 + n), table[n], `remainder ${n} of a large number`);
  }
  assert.equal(nifValid('12345678Z'), true);
  assert.equal(nifValid('12.345.678-Z'), true);
  assert.equal(nifValid('12345678A'), false);
});

test('ES_NIF: a valid NIF is strong alone, in Spanish and English text', () => {
  assert.ok(scoreOf('ref 12345678Z', 'ES_NIF', 'es') >= 0.85);
  assert.ok(scoreOf('Mi DNI es 12345678Z.', 'ES_NIF', 'es') >= 0.95);
  assert.ok(scoreOf('Spanish NIF 87654321X on file', 'ES_NIF', 'en') >= 0.95);
  assert.deepEqual(texts('DNI 12.345.678-Z y 12345678 Z', 'ES_NIF', 'es'), ['12.345.678-Z', '12345678 Z']);
});

test('ES_NIF: wrong letter, lower case, too many digits, inside words are dropped', () => {
  assert.deepEqual(texts('DNI 12345678A, 12345678z, 112345678Z, A12345678Z, 12345678ZA', 'ES_NIF', 'es'), []);
});

test('ES_NIE: X, Y, Z count as 0, 1, 2 before the mod-23 letter', () => {
  // X1234567 → 01234567 mod 23 = 19 → L; Y → 11234567 → X; Z → 21234567 → R.
  assert.equal(nieValid('X1234567L'), true);
  assert.equal(nieValid('Y1234567X'), true);
  assert.equal(nieValid('Z1234567R'), true);
  assert.equal(nieValid('X-1234567-L'), true);
  assert.equal(nieValid('X1234567T'), false);
  assert.ok(scoreOf('ref X1234567L', 'ES_NIE', 'es') >= 0.9);
  assert.ok(scoreOf('NIE: Y1234567X', 'ES_NIE', 'en') >= 0.95);
  assert.deepEqual(texts('NIE X1234567T, W1234567L, X12345678L, AX1234567L', 'ES_NIE', 'es'), []);
});
