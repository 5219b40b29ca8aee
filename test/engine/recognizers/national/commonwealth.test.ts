import { test } from 'node:test';
import assert from 'node:assert/strict';
import { scoreOf, texts } from './helpers.ts';
import { acnValid } from '../../../../src/engine/recognizers/au/acn.ts';
import { medicareValid } from '../../../../src/engine/recognizers/au/medicare.ts';
import { gstinValid } from '../../../../src/engine/recognizers/in/gstin.ts';
import { uenValid } from '../../../../src/engine/recognizers/sg/uen.ts';
import { ukDrivingLicenceValid } from '../../../../src/engine/recognizers/uk/driving-licence.ts';

test('AU_ACN: weights 8..1, complement mod 10', () => {
  assert.equal(acnValid('004 085 616'), true); // ASIC's published example
  assert.equal(acnValid('000 000 019'), true);
  assert.equal(acnValid('004 085 617'), false);
  assert.ok(scoreOf('ACN 004 085 616', 'AU_ACN') >= 0.99);
  assert.deepEqual(texts('ACN 004 085 617, 004 085616', 'AU_ACN'), []);
});

test('AU_MEDICARE: first digit 2–6, weights 1 3 7 9, issue number', () => {
  assert.equal(medicareValid('2123 45670 1'), true);
  assert.equal(medicareValid('2123456701'), true);
  assert.equal(medicareValid('2123 45671 1'), false);
  assert.equal(medicareValid('7123 45670 1'), false, 'first digit 7');
  assert.ok(scoreOf('Medicare card 2123 45670 1', 'AU_MEDICARE') >= 0.99);
  assert.deepEqual(texts('Medicare 2123 45671 1', 'AU_MEDICARE'), []);
});

test('IN_GSTIN: state code, embedded PAN, mod-36 check character', () => {
  assert.equal(gstinValid('27AAPFU0939F1ZV'), true);
  assert.equal(gstinValid('27AAPFU0939F1ZW'), false);
  assert.equal(gstinValid('45AAPFU0939F1ZV'), false, 'no state 45');
  assert.ok(scoreOf('GSTIN: 27AAPFU0939F1ZV', 'IN_GSTIN') >= 0.99);
  assert.ok(scoreOf('supplier 27AAPFU0939F1ZV', 'IN_GSTIN') >= 0.9);
  assert.deepEqual(texts('27AAPFU0939F1ZW and 27AAPFU0939F1YV', 'IN_GSTIN'), []);
});

test('IN_PASSPORT, IN_VOTER, IN_VEHICLE_REGISTRATION', () => {
  assert.ok(scoreOf('Passport No. A1234567', 'IN_PASSPORT') >= 0.8);
  assert.deepEqual(texts('part A1234567 shipped', 'IN_PASSPORT'), [], 'needs a passport word');
  assert.ok(scoreOf('Voter ID: ABC1234567', 'IN_VOTER') >= 0.9);
  assert.deepEqual(texts('voter id AB1234567', 'IN_VOTER'), []);
  assert.deepEqual(texts('MH 12 AB 1234, KA01AB1234, DL 3C AB 1234, 22 BH 1234 AA', 'IN_VEHICLE_REGISTRATION'), ['MH 12 AB 1234', 'KA01AB1234', 'DL 3C AB 1234', '22 BH 1234 AA']);
  assert.deepEqual(texts('XX 12 AB 1234 and MH 12 AB 123', 'IN_VEHICLE_REGISTRATION'), [], 'unknown state, short number');
});

test('SG_UEN: business and company check letters, entity-type codes', () => {
  assert.equal(uenValid('53325555D'), true);
  assert.equal(uenValid('53325555E'), false);
  assert.equal(uenValid('200012345W'), true);
  assert.equal(uenValid('200012345X'), false);
  assert.equal(uenValid('T09LL0001B'), true);
  assert.equal(uenValid('T09ZZ0001B'), false, 'unknown entity type');
  assert.ok(scoreOf('UEN: 200012345W', 'SG_UEN') >= 0.99);
  assert.deepEqual(texts('UEN 53325555E, 200012345X', 'SG_UEN'), []);
});

test('UK_DRIVING_LICENCE, UK_PASSPORT, UK_VEHICLE_REGISTRATION', () => {
  assert.equal(ukDrivingLicenceValid('MORGA657054SM9IJ'), true); // DVLA's example layout
  assert.equal(ukDrivingLicenceValid('MORGA613054SM9IJ'), false, 'month 13');
  assert.ok(scoreOf('Driving licence: MORGA657054SM9IJ', 'UK_DRIVING_LICENCE') >= 0.99);
  assert.deepEqual(texts('MORGA657354SM9IJ', 'UK_DRIVING_LICENCE'), [], 'day 35');
  assert.ok(scoreOf('passport number 925076473', 'UK_PASSPORT') >= 0.7);
  assert.deepEqual(texts('order 925076473', 'UK_PASSPORT'), []);
  assert.deepEqual(texts('reg AB51 ABC, BD51SMR, A123 BCD', 'UK_VEHICLE_REGISTRATION'), ['AB51 ABC', 'BD51SMR', 'A123 BCD']);
  assert.ok(scoreOf('vehicle registration AB51 ABC', 'UK_VEHICLE_REGISTRATION') >= 0.85);
  assert.deepEqual(texts('AB99 ABC and IQ51 ABC', 'UK_VEHICLE_REGISTRATION'), [], 'no age identifier 99; no I or Q region letters');
});

test('US_MBI: CMS layout, dashed or not', () => {
  assert.deepEqual(texts('MBI 1EG4-TE5-MK73 and 1EG4TE5MK73', 'US_MBI'), ['1EG4-TE5-MK73', '1EG4TE5MK73']);
  assert.ok(scoreOf('Medicare Beneficiary Identifier 1EG4-TE5-MK73', 'US_MBI') >= 0.99);
  assert.deepEqual(texts('0EG4TE5MK73, 1SG4TE5MK73, 1EG4TE5MK7', 'US_MBI'), [], 'C cannot be 0; S is excluded; too short');
});
