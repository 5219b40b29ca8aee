import { test } from 'node:test';
import assert from 'node:assert/strict';
import { scoreOf, texts } from './helpers.ts';
import { healthInsuranceValid } from '../../../../src/engine/recognizers/de/health-insurance.ts';
import { lanrValid } from '../../../../src/engine/recognizers/de/lanr.ts';
import { rvnrValid } from '../../../../src/engine/recognizers/de/social-security.ts';

test('DE_SOCIAL_SECURITY: area, birth date, initial, serial, check digit', () => {
  assert.equal(rvnrValid('65 170839 J 003'), true);
  assert.equal(rvnrValid('65170839J003'), true);
  assert.equal(rvnrValid('65 170839 J 004'), false);
  assert.equal(rvnrValid('65 371339 J 003'), false, 'month 13');
  assert.ok(scoreOf('Sozialversicherungsnummer: 65 170839 J 003', 'DE_SOCIAL_SECURITY', 'de') >= 0.99);
  assert.deepEqual(texts('65 170839 J 004', 'DE_SOCIAL_SECURITY', 'de'), []);
});

test('DE_HEALTH_INSURANCE: letter position, alternating weights, check digit', () => {
  assert.equal(healthInsuranceValid('A123456780'), true);
  assert.equal(healthInsuranceValid('A123456781'), false);
  assert.ok(scoreOf('Krankenversichertennummer A123456780', 'DE_HEALTH_INSURANCE', 'de') >= 0.99);
  assert.deepEqual(texts('A123456781 and AB123456780', 'DE_HEALTH_INSURANCE', 'de'), []);
});

test('DE_LANR (check digit) and DE_BSNR (KV region), both only next to their names', () => {
  assert.equal(lanrValid('123456601'), true);
  assert.equal(lanrValid('123456701'), false);
  assert.ok(scoreOf('LANR: 123456601', 'DE_LANR', 'de') >= 0.95);
  assert.deepEqual(texts('Rechnung 123456601', 'DE_LANR', 'de'), []);
  assert.deepEqual(texts('LANR: 123456701', 'DE_LANR', 'de'), []);
  assert.ok(scoreOf('BSNR 021234500', 'DE_BSNR', 'de') >= 0.85);
  assert.deepEqual(texts('BSNR 041234500', 'DE_BSNR', 'de'), [], 'no KV region 04');
});

test('DE_TAX_NUMBER, DE_HANDELSREGISTER, DE_KFZ, DE_PLZ, DE_FUEHRERSCHEIN', () => {
  assert.ok(scoreOf('Steuernummer: 21/815/08150', 'DE_TAX_NUMBER', 'de') >= 0.99);
  assert.deepEqual(texts('St.-Nr. 181/815/08155 und 133/8150/8159', 'DE_TAX_NUMBER', 'de'), ['181/815/08155', '133/8150/8159']);
  assert.deepEqual(texts('Datum 12/03/2024', 'DE_TAX_NUMBER', 'de'), []);
  assert.ok(scoreOf('Amtsgericht München HRB 123456', 'DE_HANDELSREGISTER', 'de') >= 0.95);
  assert.deepEqual(texts('eingetragen unter HRA 98765 B', 'DE_HANDELSREGISTER', 'de'), ['HRA 98765 B']);
  assert.deepEqual(texts('HRC 12345', 'DE_HANDELSREGISTER', 'de'), []);
  assert.ok(scoreOf('Kennzeichen B-AB 1234', 'DE_KFZ', 'de') >= 0.9);
  assert.deepEqual(texts('HH-XY 123E und M-A 1', 'DE_KFZ', 'de'), ['HH-XY 123E', 'M-A 1']);
  assert.deepEqual(texts('ABCD-AB 1234 und B-AB 12345', 'DE_KFZ', 'de'), []);
  assert.deepEqual(texts('10115 Berlin, D-80331 München, PLZ: 01067', 'DE_PLZ', 'de'), ['10115', 'D-80331', '01067']);
  assert.deepEqual(texts('12345 Main Street', 'DE_PLZ', 'en'), [], 'in English a number before a capitalised word is a house number');
  assert.deepEqual(texts('00999 Berlin', 'DE_PLZ', 'de'), []);
  assert.ok(scoreOf('Führerscheinnummer: B072RRE2I55', 'DE_FUEHRERSCHEIN', 'de') >= 0.85);
  assert.deepEqual(texts('Bestellung B072RRE2I55', 'DE_FUEHRERSCHEIN', 'de'), []);
});

test('IT_DRIVER_LICENSE, IT_IDENTITY_CARD, IT_PASSPORT, ES_PASSPORT', () => {
  assert.ok(scoreOf('patente di guida n. AB1234567C', 'IT_DRIVER_LICENSE', 'it') >= 0.85);
  assert.ok(scoreOf('patente U1H83V5RTX', 'IT_DRIVER_LICENSE', 'it') >= 0.85);
  assert.deepEqual(texts('codice AB1234567C', 'IT_DRIVER_LICENSE', 'it'), []);
  assert.ok(scoreOf("carta d'identità CA00000AA", 'IT_IDENTITY_CARD', 'it') >= 0.85);
  assert.ok(scoreOf("carta d'identità AA 1234567", 'IT_IDENTITY_CARD', 'it') >= 0.4);
  assert.deepEqual(texts('CA0000AA', 'IT_IDENTITY_CARD', 'it'), []);
  assert.ok(scoreOf('passaporto YA1234567', 'IT_PASSPORT', 'it') >= 0.8);
  assert.deepEqual(texts('codice YA1234567', 'IT_PASSPORT', 'it'), []);
  assert.ok(scoreOf('pasaporte PAA123456', 'ES_PASSPORT', 'es') >= 0.8);
  assert.deepEqual(texts('pedido PAA123456', 'ES_PASSPORT', 'es'), []);
  assert.deepEqual(texts('pasaporte PAAA123456', 'ES_PASSPORT', 'es'), []);
});
