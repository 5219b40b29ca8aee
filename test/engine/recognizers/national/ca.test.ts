import { test } from 'node:test';
import assert from 'node:assert/strict';
import { scoreOf, texts } from './helpers.ts';
import { sinValid } from '../../../../src/engine/recognizers/ca/sin.ts';

test('CA_SIN: Luhn, first digit neither 0 nor 8', () => {
  // 130 692 544 and 800 000 002 are Luhn-valid (computed); 046 454 286 is the SIN in Canada's own
  // documentation, Luhn-valid but starting with 0, which is never issued.
  assert.equal(sinValid('130 692 544'), true);
  assert.equal(sinValid('130-692-544'), true);
  assert.equal(sinValid('130 692 545'), false);
  assert.equal(sinValid('046 454 286'), false);
  assert.equal(sinValid('800 000 002'), false, '8 is for business numbers');
  assert.ok(scoreOf('ref 130 692 544', 'CA_SIN') < 0.5);
  assert.ok(scoreOf('SIN: 130 692 544', 'CA_SIN') >= 0.9);
  assert.ok(scoreOf('social insurance number 130692544', 'CA_SIN') >= 0.9);
  assert.deepEqual(texts('SIN 130 692 545, 046 454 286, 130 692-544, 1130 692 544', 'CA_SIN'), []);
});
