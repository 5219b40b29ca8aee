import { test } from 'node:test';
import assert from 'node:assert/strict';
import { find, scoreOf, texts } from './helpers.ts';
import { deTaxIdValid } from '../../../../src/engine/recognizers/de/tax-id.ts';
import { deVatIdValid } from '../../../../src/engine/recognizers/de/vat-id.ts';

test('DE_TAX_ID: repetition rule and ISO 7064 MOD 11,10', () => {
  // 86095742719 is the test value printed in many Steuer-ID validators; the others were computed.
  assert.equal(deTaxIdValid('86095742719'), true);
  assert.equal(deTaxIdValid('47036892816'), true);
  assert.equal(deTaxIdValid('11234567890'), true, 'one digit twice');
  assert.equal(deTaxIdValid('11213456783'), true, 'one digit three times, not adjacent');
  assert.equal(deTaxIdValid('11123456786'), false, 'three in a row');
  assert.equal(deTaxIdValid('12345678903'), false, 'all ten digits distinct: no repeated digit');
  assert.equal(deTaxIdValid('86095742718'), false, 'check digit');
  assert.equal(deTaxIdValid('06095742719'), false, 'leading zero');
});

test('DE_TAX_ID: likely alone, certain with Steuer-ID, in German and English', () => {
  const alone = scoreOf('Nr. 86095742719', 'DE_TAX_ID', 'de');
  assert.ok(alone >= 0.6 && alone < 0.9, `alone ${alone}`);
  assert.ok(scoreOf('Steuer-ID: 86 095 742 719', 'DE_TAX_ID', 'de') >= 0.95);
  assert.ok(scoreOf('Ihre Steueridentifikationsnummer 86095742719', 'DE_TAX_ID', 'de') >= 0.95);
  assert.ok(scoreOf('German tax ID 86095742719', 'DE_TAX_ID', 'en') >= 0.95);
  assert.deepEqual(texts('IdNr 86095742718, 860957427190, 86 0957 42719', 'DE_TAX_ID', 'de'), []);
});

test('DE_ID_CARD: serial alone is weak, with the ICAO check digit or context strong', () => {
  // Specimen cards: L01X00T47 (2019, check digit 1) and T22000129 (2010, check digit 3).
  assert.ok(scoreOf('Nummer L01X00T47', 'DE_ID_CARD', 'de') < 0.5);
  assert.ok(scoreOf('Personalausweis L01X00T47', 'DE_ID_CARD', 'de') >= 0.85);
  assert.ok(scoreOf('Nummer L01X00T471', 'DE_ID_CARD', 'de') > 0.5);
  assert.ok(scoreOf('Ausweisnummer: T220001293', 'DE_ID_CARD', 'de') >= 0.9);
  assert.deepEqual(texts('Ausweis L01X00T472', 'DE_ID_CARD', 'de'), [], 'wrong check digit');
});

test('DE_ID_CARD / DE_PASSPORT: the document alphabet and first letters', () => {
  assert.deepEqual(texts('Ausweis LXYZCFGHK', 'DE_ID_CARD', 'de'), [], 'no digit: a word, not a serial');
  assert.deepEqual(texts('Ausweis L01A00T47 L01X00T4', 'DE_ID_CARD', 'de'), [], 'vowel A is not in the alphabet; eight characters');
  assert.deepEqual(texts('Ausweis C01X00T47', 'DE_ID_CARD', 'de'), [], 'C starts passports, not ID cards');
  assert.deepEqual(texts('Reisepass L01X00T47', 'DE_PASSPORT', 'de'), [], 'L starts ID cards, not passports');
});

test('DE_PASSPORT: specimen C01X00T47 (check digit 8)', () => {
  assert.ok(scoreOf('Nummer C01X00T47', 'DE_PASSPORT', 'de') < 0.5);
  assert.ok(scoreOf('Reisepass C01X00T47', 'DE_PASSPORT', 'de') >= 0.85);
  assert.ok(scoreOf('passport number C01X00T478', 'DE_PASSPORT', 'en') >= 0.9);
  assert.deepEqual(texts('Reisepass C01X00T479', 'DE_PASSPORT', 'de'), []);
});

test('DE_VAT_ID: DE + nine digits, last one the MOD 11,10 check digit', () => {
  // DE136695976: check digit of 13669597 is 6. DE123456788 computed the same way (see iso7064 tests).
  assert.equal(deVatIdValid('DE136695976'), true);
  assert.equal(deVatIdValid('DE 123456788'), true);
  assert.equal(deVatIdValid('DE136695977'), false);
  assert.ok(scoreOf('Firma DE136695976', 'DE_VAT_ID', 'de') >= 0.9);
  assert.ok(scoreOf('USt-IdNr.: DE136695976', 'DE_VAT_ID', 'de') >= 0.99);
  assert.equal(find('VAT DE136695976', 'DE_VAT_ID', 'en').length, 1);
  assert.deepEqual(texts('USt-IdNr. DE136695977 DE1366959760 XDE136695976 de136695976', 'DE_VAT_ID', 'de'), []);
});
