import { test } from 'node:test';
import assert from 'node:assert/strict';
import { scoreOf, texts } from './helpers.ts';
import { nricFinValid } from '../../../../src/engine/recognizers/sg/nric-fin.ts';

test('SG_NRIC_FIN: check letter per series', () => {
  // 1234567 weighted 2 7 6 5 4 3 2 = 106. S: 106 mod 11 = 7 → JZIHGFEDCBA[7] = D. T adds 4: 110 → 0 → J.
  // F: 7 → XWUTRQPNMLK[7] = N. G: 0 → X. M adds 3: 109 → 10 → XWUTRQPNJLK[10] = K.
  for (const id of ['S1234567D', 'T1234567J', 'F1234567N', 'G1234567X', 'M1234567K']) assert.equal(nricFinValid(id), true, id);
  for (const id of ['S1234567A', 'T1234567D', 'F1234567D', 'A1234567D']) assert.equal(nricFinValid(id), false, id);
});

test('SG_NRIC_FIN: strong alone, certain with NRIC', () => {
  assert.ok(scoreOf('ref S1234567D', 'SG_NRIC_FIN') >= 0.85);
  assert.ok(scoreOf('NRIC: S1234567D', 'SG_NRIC_FIN') >= 0.99);
  assert.deepEqual(texts('NRIC S1234567A, S12345678D, XS1234567D, s1234567d', 'SG_NRIC_FIN'), []);
});
