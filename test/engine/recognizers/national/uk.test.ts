import { test } from 'node:test';
import assert from 'node:assert/strict';
import { scoreOf, texts } from './helpers.ts';
import { nhsNumberValid } from '../../../../src/engine/recognizers/uk/nhs.ts';

test('UK_NHS: mod-11 check, weak alone, near certain with "NHS"', () => {
  // 943 476 5919 is NHS Digital's documentation example: 9·10+4·9+3·8+4·7+7·6+6·5+5·4+9·3+1·2 = 299,
  // 299 mod 11 = 2, 11 − 2 = 9. 401 023 2137 was computed with the same rule.
  assert.equal(nhsNumberValid('943 476 5919'), true);
  assert.equal(nhsNumberValid('4010232137'), true);
  assert.equal(nhsNumberValid('943 476 5918'), false);
  assert.equal(nhsNumberValid('0000000000'), false, 'placeholder passes the arithmetic but is not issued');
  assert.ok(scoreOf('ref 943 476 5919 ok', 'UK_NHS') < 0.5);
  assert.ok(scoreOf('NHS number: 943 476 5919', 'UK_NHS') >= 0.9);
  assert.ok(scoreOf('NHS no 9434765919', 'UK_NHS') >= 0.9);
  assert.ok(scoreOf('NHS 943-476-5919', 'UK_NHS') >= 0.9);
});

test('UK_NHS: wrong check digits, mixed separators and longer numbers are dropped', () => {
  assert.deepEqual(texts('NHS 943 476 5918, 943 4765919, 1943 476 5919, 94347659190', 'UK_NHS'), []);
});

test('UK_NINO: valid prefixes and suffixes, spaced and compact', () => {
  assert.deepEqual(texts('NI number AB 12 34 56 C and ZY123456D.', 'UK_NINO'), ['AB 12 34 56 C', 'ZY123456D']);
  const compact = scoreOf('ref AB123456C', 'UK_NINO');
  assert.ok(compact >= 0.5 && compact < 0.9, `compact alone ${compact}`);
  assert.ok(scoreOf('national insurance number AB123456C', 'UK_NINO') >= 0.9);
});

test('UK_NINO: excluded letters, prefixes and suffixes', () => {
  // D, F, I, Q, U, V never first; the same and O never second; BG GB KN NK NT TN ZZ not allocated; suffix A–D.
  const bad = ['DA123456A', 'FA123456A', 'IA123456A', 'QQ123456C', 'UA123456A', 'VA123456A', 'AD123456A', 'AO123456A', 'AV123456A'];
  const unallocated = ['BG123456A', 'GB123456A', 'KN123456A', 'NK123456A', 'NT123456A', 'TN123456A', 'ZZ123456A'];
  for (const nino of [...bad, ...unallocated, 'AB123456E', 'AB1234567C', 'XAB123456C']) {
    assert.deepEqual(texts(`NINO ${nino}`, 'UK_NINO'), [], nino);
  }
});

test('UK_POSTCODE: the official formats, GIR 0AA included', () => {
  const valid = ['SW1A 1AA', 'EC1A 1BB', 'W1A 0AX', 'M1 1AE', 'B33 8TH', 'CR2 6XH', 'DN55 1PT', 'GIR 0AA'];
  for (const postcode of valid) assert.deepEqual(texts(`Send it to ${postcode}, please.`, 'UK_POSTCODE'), [postcode], postcode);
  assert.ok(scoreOf('Send it to SW1A 1AA.', 'UK_POSTCODE') >= 0.5);
  assert.ok(scoreOf('part EC1A1BB', 'UK_POSTCODE') < 0.5, 'solid form alone is weak');
  assert.ok(scoreOf('postcode EC1A1BB', 'UK_POSTCODE') >= 0.8);
});

test('UK_POSTCODE: letters that never occur where they stand', () => {
  // Q, V, X never first; I, J, Z never second; C, I, K, M, O, V never in the unit.
  for (const bad of ['QA1 1AA', 'VA1 1AA', 'XA1 1AA', 'AI1 1AA', 'AJ1 1AA', 'AZ1 1AA', 'SW1A 1AC', 'SW1A 1IA', 'SW1A 1AK', 'SW1A 1MA', 'SW1A 1OA', 'SW1A 1AV']) {
    assert.deepEqual(texts(`at ${bad} today`, 'UK_POSTCODE'), [], bad);
  }
  assert.deepEqual(texts('at sw1a 1aa or XSW1A 1AA or SW1A 1AAB', 'UK_POSTCODE'), []);
});

test('UK_NINO: lower case, other spacing, after a "nino:" label', () => {
  assert.deepEqual(texts('nino: ab123456c', 'UK_NINO'), ['ab123456c']);
  assert.deepEqual(texts('NI number ab 12 34 56 c', 'UK_NINO'), ['ab 12 34 56 c']);
  assert.deepEqual(texts('AB 123456 C and AB-12-34-56-C', 'UK_NINO'), ['AB 123456 C', 'AB-12-34-56-C']);
  assert.ok(scoreOf('nino: ab123456c', 'UK_NINO') >= 0.7, 'the label is context');
  assert.deepEqual(texts('qq123456c, ab123456e, gb 12 34 56 a', 'UK_NINO'), [], 'unallocated prefixes, suffix beyond D');
});
