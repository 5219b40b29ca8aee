import { test } from 'node:test';
import assert from 'node:assert/strict';
import { cardNumberValid, knownIssuer } from '../../../../src/engine/recognizers/generic/credit-card.ts';
import { found, texts } from './helpers.ts';

const C = 'CREDIT_CARD';

test('major schemes in grouped form score 1', () => {
  const numbers = [
    '4111 1111 1111 1111', // Visa
    '5555-5555-5555-4444', // Mastercard
    '2223 0031 2200 3222', // Mastercard 2-series
    '3782 822463 10005', // Amex 4-6-5
    '3056 930902 5904', // Diners 4-6-4
    '6011 1111 1111 1117', // Discover
    '3530 1113 3330 0000', // JCB
    '6200 0000 0000 0005', // UnionPay
  ];
  for (const n of numbers) {
    const list = found(`paid with ${n} yesterday`, C);
    assert.deepEqual(list.map((e) => [e.text, e.score]), [[n, 1]], n);
  }
});

test('compact numbers are found at 0.9', () => {
  assert.deepEqual(found('paid with 4111111111111111 yesterday', C).map((e) => [e.text, e.score]), [['4111111111111111', 0.9]]);
  assert.deepEqual(texts('amex 378282246310005.', C), ['378282246310005']);
});

test('Luhn failures, unknown issuers and wrong lengths are dropped', () => {
  assert.deepEqual(texts('4111 1111 1111 1112 and 4111111111111112', C), [], 'Luhn');
  assert.deepEqual(texts('1234 5678 9012 3452 and 9999999999999995', C), [], 'no issuer starts with 1 or 9');
  assert.deepEqual(texts('3782 8224 6310 0056', C), [], 'Amex has 15 digits, not 16');
  assert.ok(!cardNumberValid('5555555555554444000'), 'Mastercard has 16 digits');
  assert.ok(knownIssuer('4111111111111') && knownIssuer('6011000990139424') && !knownIssuer('7111111111111111'));
});

test('separators must be consistent and groups must be the scheme groups', () => {
  assert.deepEqual(texts('4111 1111-1111 1111', C), []);
  assert.deepEqual(texts('41 1111 1111 1111 11', C), []);
  assert.deepEqual(texts('4111  1111  1111  1111', C), []);
});

test('not part of a longer digit run, a phone number or an id', () => {
  assert.deepEqual(texts('41111111111111111111 and 94111111111111111', C), []);
  assert.deepEqual(texts('+4111111111111111 and ID-4111111111111111 and X4111111111111111', C), []);
  assert.deepEqual(texts('4111 1111 1111 1111 1111 1111', C), []);
  assert.deepEqual(texts('1111 4111 1111 1111 1111', C), []);
});

test('an expiry date or CVV after the number stays outside', () => {
  assert.deepEqual(texts('4111 1111 1111 1111 12/27 123', C), ['4111 1111 1111 1111']);
  assert.deepEqual(texts('4111111111111111 exp 12/27', C), ['4111111111111111']);
});

test('context words are attached in the decision process', () => {
  const [e] = found('Visa card: 4111 1111 1111 1111', C);
  assert.equal(e!.score, 1);
  assert.equal(e!.explanation?.validation, 'issuer prefix, length and Luhn checksum passed');
});
