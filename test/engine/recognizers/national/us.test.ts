import { test } from 'node:test';
import assert from 'node:assert/strict';
import { scoreOf, texts } from './helpers.ts';
import { abaRoutingValid } from '../../../../src/engine/recognizers/us/aba-routing.ts';
import { deaNumberValid } from '../../../../src/engine/recognizers/us/medical-license.ts';
import { npiValid } from '../../../../src/engine/recognizers/us/npi.ts';
import { isInvalidSsn } from '../../../../src/engine/recognizers/us/ssn.ts';

// SSNs have no checksum; 536-22-8791 is an arbitrary value in a valid area/group/serial.

test('US_SSN: dashed form is likely alone, near certain with context', () => {
  const alone = scoreOf('Reference 536-22-8791 in the file.', 'US_SSN');
  assert.ok(alone >= 0.6 && alone <= 0.75, `dashed alone ${alone}`);
  assert.ok(scoreOf('My SSN is 536-22-8791.', 'US_SSN') >= 0.95);
  assert.ok(scoreOf('social security number: 536-22-8791', 'US_SSN') >= 0.95);
});

test('US_SSN: spaced and bare forms are weak until context says so', () => {
  assert.ok(scoreOf('Reference 536 22 8791 here', 'US_SSN') < 0.5);
  assert.ok(scoreOf('Reference 536228791 here', 'US_SSN') < 0.5);
  assert.ok(scoreOf('SSN 536228791', 'US_SSN') >= 0.9);
  assert.ok(scoreOf('SSN 536.22.8791', 'US_SSN') >= 0.9);
  assert.ok(scoreOf('Reference 536228791 here', 'US_SSN', 'en', ['ssn']) >= 0.9, "the request's context counts too");
});

test('US_SSN: invalid areas, zero groups and serials, specimen numbers are dropped', () => {
  const invalid = ['000-12-3456', '666-12-3456', '912-70-1234', '536-00-1234', '536-12-0000', '078-05-1120', '123-45-6789', '219-09-9999', '111-11-1111'];
  for (const ssn of invalid) {
    assert.equal(isInvalidSsn(ssn), true, ssn);
    assert.deepEqual(texts(`SSN ${ssn}`, 'US_SSN'), [], ssn);
  }
  assert.equal(isInvalidSsn('536-22-8791'), false);
});

test('US_SSN: mixed delimiters, longer numbers, decimals and words are not SSNs', () => {
  assert.deepEqual(texts('SSN 536-22 8791 or 536 22-8791', 'US_SSN'), []);
  assert.deepEqual(texts('SSN 1536-22-8791 and 536-22-87910 and 5362287910', 'US_SSN'), []);
  assert.deepEqual(texts('value 3.536228791 and 536228791.5 and x536228791 and 536228791b', 'US_SSN'), []);
  assert.deepEqual(texts('call +536228791', 'US_SSN'), [], 'a leading + makes it a phone number');
});

test('US_ITIN: 9xx with the IRS group ranges only', () => {
  assert.ok(scoreOf('ITIN 912-70-1234', 'US_ITIN') >= 0.95);
  const alone = scoreOf('ref 912-70-1234 ok', 'US_ITIN');
  assert.ok(alone >= 0.6 && alone < 0.8, `dashed alone ${alone}`);
  assert.ok(scoreOf('ref 912701234 ok', 'US_ITIN') < 0.5);
  for (const group of ['50', '65', '70', '88', '90', '92', '94', '99']) assert.equal(texts(`ITIN 912-${group}-1234`, 'US_ITIN').length, 1, group);
  for (const group of ['49', '66', '69', '89', '93', '00']) assert.deepEqual(texts(`ITIN 912-${group}-1234`, 'US_ITIN'), [], group);
  assert.deepEqual(texts('ITIN 812-70-1234 912-70-0000 912-70 1234', 'US_ITIN'), []);
});

test('US_PASSPORT: weak alone, above 0.5 with "passport"', () => {
  assert.ok(scoreOf('Ticket 912345678 issued', 'US_PASSPORT') < 0.5);
  assert.ok(scoreOf('Ticket A12345678 issued', 'US_PASSPORT') < 0.5);
  assert.ok(scoreOf('Passport number: 912345678', 'US_PASSPORT') > 0.5);
  assert.ok(scoreOf('passport no. A12345678', 'US_PASSPORT') > 0.5);
  assert.deepEqual(texts('passport 9123456789 and AB12345678 and 000000000', 'US_PASSPORT'), []);
});

test('US_DRIVER_LICENSE: needs an explicit licence phrase, as whole words', () => {
  assert.deepEqual(texts("Driver's license number: D1234567", 'US_DRIVER_LICENSE'), ['D1234567']);
  assert.ok(scoreOf('driving licence S123-4567-8901 on file', 'US_DRIVER_LICENSE') > 0.5);
  assert.deepEqual(texts('DLN 123456789', 'US_DRIVER_LICENSE'), ['123456789']);
  assert.deepEqual(texts('Employee D1234567 joined', 'US_DRIVER_LICENSE'), [], 'no context: dropped');
  assert.deepEqual(texts('I have a duplicate licensed copy A1234567', 'US_DRIVER_LICENSE'), [], '"duplicate" and "licensed" are not licence context');
  assert.deepEqual(texts('The software license key 12345678 expires', 'US_DRIVER_LICENSE'), []);
  assert.deepEqual(texts('download https://example.com/dl/12345678', 'US_DRIVER_LICENSE'), []);
  assert.deepEqual(texts("driver's license: the car, the house", 'US_DRIVER_LICENSE'), [], 'ordinary words never match');
  assert.deepEqual(texts("driver's license d1234567 and 123", 'US_DRIVER_LICENSE'), [], 'lower case codes and short numbers do not match');
  // More state shapes: North Dakota (3 letters + 6 digits), Washington since 2018 (WDL + 9), Michigan as printed.
  assert.deepEqual(texts('ND driver license number ABC123456 issued', 'US_DRIVER_LICENSE'), ['ABC123456']);
  assert.deepEqual(texts("Driver's licence: WDLAB12CD34E", 'US_DRIVER_LICENSE'), ['WDLAB12CD34E']);
  assert.deepEqual(texts("driver's license: WDLABCDEFGHI", 'US_DRIVER_LICENSE'), [], 'WDL followed by letters only is a word');
  assert.deepEqual(texts('Michigan driver license S 123 456 789 012 on file', 'US_DRIVER_LICENSE'), ['S 123 456 789 012']);
  assert.deepEqual(texts('driver license: see page 123 456', 'US_DRIVER_LICENSE'), [], 'spaced numbers without the letter do not match');
});

test('US_BANK_NUMBER: 8–17 digits next to a banking word only', () => {
  assert.ok(scoreOf('Wire to account number 123456789012', 'US_BANK_NUMBER') >= 0.5);
  assert.ok(scoreOf('checking 00123456789', 'US_BANK_NUMBER') >= 0.5);
  assert.deepEqual(texts('Order 123456789012 shipped', 'US_BANK_NUMBER'), []);
  assert.deepEqual(texts('account 1234567 and 123456789012345678', 'US_BANK_NUMBER'), [], '7 and 18 digits');
  assert.deepEqual(texts('account opened 20240115, account 11111111', 'US_BANK_NUMBER'), [], 'compact dates and placeholders');
});

test('ABA_ROUTING_NUMBER: 3-7-1 checksum and Federal Reserve prefixes', () => {
  // Published routing numbers: JPMorgan Chase NY, Federal Reserve Bank of Boston, Bank of America.
  for (const rtn of ['021000021', '011000015', '026009593']) assert.equal(abaRoutingValid(rtn), true, rtn);
  // 0·3+2·7+1·1 + 0·3+0·7+0·1 + 0·3+2·7+1·1 = 30 ≡ 0 (mod 10).
  assert.equal(abaRoutingValid('0210-0002-1'), true);
  assert.equal(abaRoutingValid('021000022'), false, 'checksum');
  assert.equal(abaRoutingValid('131000000'), false, 'prefix 13 is not assigned (and the checksum fails)');
  assert.equal(abaRoutingValid('401000007'), false, 'prefix 40 is not assigned though 3-7-1 passes');
  assert.ok(scoreOf('ref 021000021 ok', 'ABA_ROUTING_NUMBER') < 0.5);
  assert.ok(scoreOf('routing number 021000021', 'ABA_ROUTING_NUMBER') >= 0.9);
  assert.deepEqual(texts('routing 021000022 and 0210000210', 'ABA_ROUTING_NUMBER'), []);
});

test('MEDICAL_LICENSE: DEA numbers with a valid check digit', () => {
  // AB1234563: (1+3+5) + 2·(2+4+6) = 33 → check 3. BJ6125341: (6+2+3) + 2·(1+5+4) = 31 → 1.
  assert.equal(deaNumberValid('AB1234563'), true);
  assert.equal(deaNumberValid('BJ6125341'), true);
  assert.equal(deaNumberValid('A91234563'), true, 'business registrants use 9 as second character');
  assert.equal(deaNumberValid('AB1234564'), false);
  assert.ok(scoreOf('code AB1234563', 'MEDICAL_LICENSE') < 0.5);
  assert.ok(scoreOf('DEA# AB1234563', 'MEDICAL_LICENSE') >= 0.9);
  assert.deepEqual(texts('DEA AB1234564 and IB1234563 and AB12345631', 'MEDICAL_LICENSE'), [], 'checksum, registrant letter I, too long');
});

test('US_NPI: Luhn over 80840 + the ten digits', () => {
  // 1234567893 is the example NPI in the CMS check-digit documentation.
  assert.equal(npiValid('1234567893'), true);
  assert.equal(npiValid('1234567890'), false);
  assert.equal(npiValid('3234567893'), false, 'NPIs start with 1 or 2');
  assert.ok(scoreOf('id 1234567893', 'US_NPI') < 0.5);
  assert.ok(scoreOf('NPI: 1234567893', 'US_NPI') >= 0.9);
  assert.deepEqual(texts('NPI 1234567890 and 12345678930', 'US_NPI'), []);
});

test('US_NPI: also written 4-3-3 with dashes or spaces', () => {
  assert.ok(scoreOf('NPI 1234-567-893', 'US_NPI') >= 0.9);
  assert.ok(scoreOf('npi: 1234 567 893', 'US_NPI') >= 0.9);
  assert.deepEqual(texts('NPI 1234-567-894, 1234-567 893', 'US_NPI'), [], 'Luhn fails; mixed separators');
});
