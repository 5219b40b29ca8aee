import { test } from 'node:test';
import assert from 'node:assert/strict';
import { scoreOf, texts } from './helpers.ts';
import { fiscalCodeCheckChar, fiscalCodeValid } from '../../../../src/engine/recognizers/it/fiscal-code.ts';
import { itVatCodeValid } from '../../../../src/engine/recognizers/it/vat-code.ts';

test('IT_FISCAL_CODE: check character over odd/even position tables', () => {
  // RSSMRA85T10A562S: the textbook Mario Rossi, born 10 Dec 1985 in Rome (H501 is Rome; A562 is
  // Bagni di Lucca in the common example). Other values were computed with the same tables.
  assert.equal(fiscalCodeCheckChar('RSSMRA85T10A562'), 'S');
  assert.equal(fiscalCodeValid('RSSMRA85T10A562S'), true);
  assert.equal(fiscalCodeValid('VRDGPP80A41H501Y'), true, 'women add 40 to the day');
  assert.equal(fiscalCodeValid('rssmra85t10a562s'), true, 'all lower case is the same code');
  assert.equal(fiscalCodeValid('RSSMRA85T10A562T'), false);
  assert.equal(fiscalCodeValid('RssMRA85T10A562S'), false, 'mixed case is not a code');
  assert.equal(fiscalCodeValid('RSSMRA85T35A562B'), false, 'day 35 does not exist (32–40 are never issued)');
});

test('IT_FISCAL_CODE: omocodia letters stand for digits', () => {
  // Last digit 2 → N, then 6 → S; the check character is recomputed over the letters.
  assert.equal(fiscalCodeValid('RSSMRA85T10A56NH'), true);
  assert.equal(fiscalCodeValid('RSSMRA85T10A5SNT'), true);
  assert.deepEqual(texts('CF RSSMRA85T10A56NH', 'IT_FISCAL_CODE', 'it'), ['RSSMRA85T10A56NH']);
});

test('IT_FISCAL_CODE: omocodic day digits are decoded before the day check', () => {
  // Check characters computed with the tables; only the decoded day decides these.
  assert.equal(fiscalCodeValid('RSSMRA85TMLA562G'), true, 'M L = day 10');
  assert.equal(fiscalCodeValid('RSSMRA85T0VA562A'), true, '0 V = day 9');
  assert.equal(fiscalCodeValid('RSSMRA85TPVA562P'), false, 'P V = day 39, never issued');
});

test('IT_FISCAL_CODE: found in Italian and English text, strong alone', () => {
  assert.ok(scoreOf('ref RSSMRA85T10A562S', 'IT_FISCAL_CODE', 'it') >= 0.95);
  assert.ok(scoreOf('Codice fiscale: RSSMRA85T10A562S', 'IT_FISCAL_CODE', 'it') >= 0.99);
  assert.ok(scoreOf('Italian tax code RSSMRA85T10A562S', 'IT_FISCAL_CODE', 'en') >= 0.95);
  assert.deepEqual(texts('CF RSSMRA85T10A562T XRSSMRA85T10A562S RSSMRA85T10A562SX RSSMRA85Z10A562S', 'IT_FISCAL_CODE', 'it'), []);
});

test('IT_VAT_CODE: office code and Luhn check digit', () => {
  // 00743110157: company 0074311, office 015 (Milan), Luhn check 7. 12345670017 computed likewise.
  assert.equal(itVatCodeValid('00743110157'), true);
  assert.equal(itVatCodeValid('12345670017'), true);
  assert.equal(itVatCodeValid('IT 00743110157'), true);
  assert.equal(itVatCodeValid('00743110158'), false, 'check digit');
  assert.equal(itVatCodeValid('12345675008'), false, 'office 500 does not exist though Luhn passes');
  assert.equal(itVatCodeValid('00000000000'), false, 'no company number');
});

test('IT_VAT_CODE: with IT prefix conclusive, bare digits need partita IVA', () => {
  assert.ok(scoreOf('VAT IT00743110157', 'IT_VAT_CODE', 'it') >= 0.95);
  assert.ok(scoreOf('fornitore IT 00743110157 srl', 'IT_VAT_CODE', 'it') >= 0.9);
  assert.ok(scoreOf('codice 00743110157', 'IT_VAT_CODE', 'it') < 0.5);
  assert.ok(scoreOf('Partita IVA 00743110157', 'IT_VAT_CODE', 'it') >= 0.9);
  assert.ok(scoreOf('P.IVA: 00743110157', 'IT_VAT_CODE', 'it') >= 0.9);
  assert.deepEqual(texts('P.IVA 00743110158 e IT007431101570 e 100743110157', 'IT_VAT_CODE', 'it'), []);
});
