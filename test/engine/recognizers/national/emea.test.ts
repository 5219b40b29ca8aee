import { test } from 'node:test';
import assert from 'node:assert/strict';
import { scoreOf, texts } from './helpers.ts';
import { saIdValid } from '../../../../src/engine/recognizers/za/id-number.ts';
import { tcknValid } from '../../../../src/engine/recognizers/tr/national-id.ts';
import { turkishPhoneValid } from '../../../../src/engine/recognizers/tr/phone-number.ts';

test('TR_NATIONAL_ID: two check digits', () => {
  assert.equal(tcknValid('10000000146'), true); // the number used in the registry's own documentation
  assert.equal(tcknValid('10000000147'), false);
  assert.equal(tcknValid('01000000146'), false, 'never starts with 0');
  assert.ok(scoreOf('TC Kimlik No: 10000000146', 'TR_NATIONAL_ID', 'tr') >= 0.99);
  assert.ok(scoreOf('number 10000000146', 'TR_NATIONAL_ID') >= 0.6);
  assert.deepEqual(texts('10000000147 and 100000001460', 'TR_NATIONAL_ID', 'tr'), []);
});

test('TR_PHONE_NUMBER: mobiles and landlines, +90 and national forms, outscoring PHONE_NUMBER', () => {
  assert.equal(turkishPhoneValid('+90 532 123 45 67'), true);
  assert.equal(turkishPhoneValid('0212 345 67 89'), true);
  assert.equal(turkishPhoneValid('0123 345 67 89'), false);
  assert.ok(scoreOf('Telefon: 0532 123 45 67', 'TR_PHONE_NUMBER', 'tr') >= 0.95);
  assert.ok(scoreOf('+90 (212) 345 67 89', 'TR_PHONE_NUMBER') >= 0.85);
  assert.deepEqual(texts('+90 123 123 45 67', 'TR_PHONE_NUMBER', 'tr'), []);
});

test('TR_LICENSE_PLATE: province 01–81 and the official letter/digit combinations', () => {
  assert.deepEqual(texts('Plaka: 34 ABC 123, 06 A 1234, 35 AB 12', 'TR_LICENSE_PLATE', 'tr'), ['34 ABC 123', '06 A 1234']);
  assert.ok(scoreOf('araç plakası 34 ABC 123', 'TR_LICENSE_PLATE', 'tr') >= 0.9);
  assert.deepEqual(texts('82 ABC 123, 34 ABCD 123, 10 AM 2024', 'TR_LICENSE_PLATE', 'tr'), []);
});

test('ZA_ID_NUMBER: date of birth, citizenship digit, Luhn', () => {
  assert.equal(saIdValid('8001015009087'), true);
  assert.equal(saIdValid('800101 5009 087'), true);
  assert.equal(saIdValid('8001015009088'), false);
  assert.equal(saIdValid('8013015009083'), false, 'month 13');
  assert.ok(scoreOf('ID number: 8001015009087', 'ZA_ID_NUMBER') >= 0.99);
  assert.ok(scoreOf('ref 8001015009087', 'ZA_ID_NUMBER') >= 0.7);
  assert.deepEqual(texts('8001015009088 and 80010150090870', 'ZA_ID_NUMBER'), []);
});

test('NG_NIN (Verhoeff) and NG_VEHICLE_REGISTRATION', () => {
  assert.ok(scoreOf('NIN: 12345678902', 'NG_NIN') >= 0.99);
  assert.ok(scoreOf('ref 12345678902', 'NG_NIN') < 0.5, 'a 1-in-10 check is weak alone');
  assert.deepEqual(texts('NIN: 12345678901', 'NG_NIN'), [], 'Verhoeff fails');
  assert.ok(scoreOf('plate number ABC-123DE', 'NG_VEHICLE_REGISTRATION') >= 0.85);
  assert.deepEqual(texts('ABC 123 DE and KJA 456 XY', 'NG_VEHICLE_REGISTRATION'), ['ABC 123 DE', 'KJA 456 XY']);
  assert.deepEqual(texts('abc-123de and ABCD-123DE and ABC-1234DE', 'NG_VEHICLE_REGISTRATION'), []);
});
