import { test } from 'node:test';
import assert from 'node:assert/strict';
import { ibanChecksumValid, mod97 } from '../../../src/engine/checksums/mod97.ts';

test('mod97 of plain numbers matches BigInt arithmetic', () => {
  for (const n of ['0', '96', '97', '98', '123456789012345678901234567890', '3214282912345698765432161182']) {
    assert.equal(mod97(n), Number(BigInt(n) % 97n), n);
  }
});

test('letters count as 10..35, either case', () => {
  assert.equal(mod97('A'), 10);
  assert.equal(mod97('Z'), 35 % 97);
  assert.equal(mod97('z'), mod97('Z'));
  assert.equal(mod97('1A'), Number(110n % 97n));
});

test('other characters are refused', () => {
  assert.equal(mod97('12 34'), -1);
  assert.equal(mod97('12-34'), -1);
  assert.equal(mod97('ä'), -1);
});

test('IBAN check digits: published examples pass, a changed digit or a swap fails', () => {
  for (const iban of ['DE89370400440532013000', 'GB82WEST12345698765432', 'FR1420041010050500013M02606', 'NL91ABNA0417164300', 'ES9121000418450200051332', 'IT60X0542811101000000123456', 'BE68539007547034', 'CH9300762011623852957']) {
    assert.ok(ibanChecksumValid(iban), iban);
  }
  assert.ok(!ibanChecksumValid('DE89370400440532013001'));
  assert.ok(!ibanChecksumValid('DE98370400440532013000'));
  assert.ok(!ibanChecksumValid('GB82WEST12345698765423'));
  assert.ok(!ibanChecksumValid('DE8'));
});
