import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mod11_10CheckDigit, mod11_10Valid } from '../../../src/engine/checksums/iso7064.ts';

test('mod 11,10: the widely published Steuer-ID test value 86095742719', () => {
  assert.equal(mod11_10CheckDigit('8609574271'), 9);
  assert.equal(mod11_10Valid('86095742719'), true);
});

test('mod 11,10: hand-computed check digit of 12345678 is 8', () => {
  // product starts at 10: (1+10)%10=1 → 2; (2+2)=4 → 8; (3+8)%10=1 → 2; (4+2)=6 → 12%11=1;
  // (5+1)=6 → 1; (6+1)=7 → 14%11=3; (7+3)%10=0→10 → 20%11=9; (8+9)%10=7 → 14%11=3; check 11−3=8.
  assert.equal(mod11_10CheckDigit('12345678'), 8);
  assert.equal(mod11_10Valid('123456788'), true);
});

test('mod 11,10: a check of 10 becomes 0, every wrong last digit fails', () => {
  for (const payload of ['0', '1', '86095742', '4703689281', '99999999']) {
    const check = mod11_10CheckDigit(payload);
    assert.ok(check >= 0 && check <= 9);
    for (let d = 0; d <= 9; d++) assert.equal(mod11_10Valid(`${payload}${d}`), d === check, `${payload}${d}`);
  }
  assert.equal(mod11_10Valid('8'), false, 'one digit has no payload');
  assert.equal(mod11_10Valid('8609574271x'), false);
  assert.throws(() => mod11_10CheckDigit('12a'), RangeError);
});
