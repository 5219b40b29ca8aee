import { test } from 'node:test';
import assert from 'node:assert/strict';
import { icaoCheckDigit, icaoValid } from '../../../src/engine/checksums/icao9303.ts';

test('icao 9303: the specimen passport of Doc 9303 (L898902C< → 3, birth date 740812 → 2)', () => {
  assert.equal(icaoCheckDigit('L898902C<'), 3);
  assert.equal(icaoCheckDigit('740812'), 2);
  assert.equal(icaoValid('L898902C<3'), true);
});

test('icao 9303: German specimen documents (L01X00T47 → 1, T22000129 → 3, C01X00T47 → 8)', () => {
  // L=21, X=33, T=29; L01X00T47: 21·7+0·3+1·1+33·7+0·3+0·1+29·7+4·3+7·1 = 601 → 1.
  assert.equal(icaoCheckDigit('L01X00T47'), 1);
  assert.equal(icaoCheckDigit('T22000129'), 3);
  assert.equal(icaoCheckDigit('C01X00T47'), 8);
});

test('icao 9303: wrong check digits and foreign characters are refused', () => {
  for (let d = 0; d <= 9; d++) assert.equal(icaoValid(`L01X00T47${d}`), d === 1);
  assert.equal(icaoValid('l01x00t471'), false, 'lower case is not MRZ');
  assert.equal(icaoValid('L01X00T47A'), false, 'the check is a digit');
  assert.throws(() => icaoCheckDigit('AB-1'), RangeError);
});
