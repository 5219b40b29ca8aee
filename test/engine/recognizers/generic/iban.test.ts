import { test } from 'node:test';
import assert from 'node:assert/strict';
import { IBAN_LENGTHS } from '../../../../src/engine/recognizers/generic/iban.ts';
import { found, texts } from './helpers.ts';

const I = 'IBAN_CODE';

test('compact and grouped print forms of several countries, validated → 1', () => {
  const ibans = [
    'DE89370400440532013000',
    'DE89 3704 0044 0532 0130 00',
    'GB82 WEST 1234 5698 7654 32',
    'FR14 2004 1010 0505 0001 3M02 606',
    'NL91ABNA0417164300',
    'ES91 2100 0418 4502 0005 1332',
    'IT60 X054 2811 1010 0000 0123 456',
    'BE68 5390 0754 7034',
    'CH93 0076 2011 6238 5295 7',
    'PL61 1090 1014 0000 0712 1981 2874',
    'PT50 0002 0123 1234 5678 9015 4',
  ];
  for (const iban of ibans) {
    assert.deepEqual(found(`pay to ${iban} please`, I).map((e) => [e.text, e.score]), [[iban, 1]], iban);
  }
});

test('a word or number after the IBAN is not swallowed into its last group', () => {
  assert.deepEqual(texts('IBAN DE89 3704 0044 0532 0130 00 for rent', I), ['DE89 3704 0044 0532 0130 00']);
  assert.deepEqual(texts('IBAN DE89 3704 0044 0532 0130 00 12 EUR', I), ['DE89 3704 0044 0532 0130 00']);
  assert.deepEqual(texts('(GB82WEST12345698765432).', I), ['GB82WEST12345698765432']);
});

test('wrong check digits, wrong country length, unknown country → dropped', () => {
  assert.deepEqual(texts('DE89 3704 0044 0532 0130 01', I), []);
  assert.deepEqual(texts('GB82 WEST 1234 5698 7654 33', I), []);
  assert.deepEqual(texts('DE89370400440532013000 7', I), ['DE89370400440532013000']);
  assert.deepEqual(texts('DE8937040044053201300', I), [], '21 characters: one short for DE');
  assert.deepEqual(texts('ZZ89370400440532013000', I), []);
});

test('not inside a longer alphanumeric token', () => {
  assert.deepEqual(texts('XDE89370400440532013000 and DE89370400440532013000X', I), []);
});

test('length table sanity', () => {
  assert.equal(IBAN_LENGTHS.DE, 22);
  assert.equal(IBAN_LENGTHS.NO, 15);
  assert.equal(IBAN_LENGTHS.RU, 33);
  assert.ok(Object.values(IBAN_LENGTHS).every((n) => n >= 15 && n <= 34));
});

test('Iran\'s IBANs ("Sheba" numbers, outside the SWIFT registry) are found, and checked', () => {
  assert.deepEqual(texts('Please wire the funds to IR06 2960 0000 0010 0324 2000 01 now.', I), ['IR06 2960 0000 0010 0324 2000 01']);
  assert.deepEqual(texts('Please wire the funds to IR07 2960 0000 0010 0324 2000 01 now.', I), [], 'wrong check digits');
});
