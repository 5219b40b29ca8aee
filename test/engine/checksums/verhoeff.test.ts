import { test } from 'node:test';
import assert from 'node:assert/strict';
import { verhoeffCheckDigit, verhoeffValid } from '../../../src/engine/checksums/verhoeff.ts';

test('verhoeff: published examples (236 → 2363, 12345 → 123451)', () => {
  assert.equal(verhoeffCheckDigit('236'), 3);
  assert.equal(verhoeffCheckDigit('12345'), 1);
  assert.equal(verhoeffValid('2363'), true);
  assert.equal(verhoeffValid('123451'), true);
});

test('verhoeff: every single-digit error and adjacent transposition of a valid number is caught', () => {
  const valid = '234123412346';
  assert.equal(verhoeffValid(valid), true);
  for (let i = 0; i < valid.length; i++) {
    for (let d = 0; d <= 9; d++) {
      const digit = String(d);
      if (digit === valid[i]) continue;
      assert.equal(verhoeffValid(valid.slice(0, i) + digit + valid.slice(i + 1)), false, `substitution at ${i}`);
    }
    if (i + 1 < valid.length && valid[i] !== valid[i + 1]) {
      const swapped = valid.slice(0, i) + valid[i + 1]! + valid[i]! + valid.slice(i + 2);
      assert.equal(verhoeffValid(swapped), false, `transposition at ${i}`);
    }
  }
});

test('verhoeff: generated check digits validate; non-digits are refused', () => {
  for (const payload of ['0', '9', '23412341234', '98765432101', '5555555555']) {
    assert.equal(verhoeffValid(`${payload}${verhoeffCheckDigit(payload)}`), true, payload);
  }
  assert.equal(verhoeffValid('2363a'), false);
  assert.equal(verhoeffValid(''), false);
  assert.throws(() => verhoeffCheckDigit('12 3'), RangeError);
});
