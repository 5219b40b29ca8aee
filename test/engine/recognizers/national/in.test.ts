import { test } from 'node:test';
import assert from 'node:assert/strict';
import { scoreOf, texts } from './helpers.ts';
import { aadhaarValid } from '../../../../src/engine/recognizers/in/aadhaar.ts';

test('IN_PAN: holder-type letter in fourth place', () => {
  for (const holder of 'ABCFGHJLPT') assert.deepEqual(texts(`PAN ABC${holder}E1234F`, 'IN_PAN'), [`ABC${holder}E1234F`], holder);
  for (const bad of ['ABCDE1234F', 'ABCXE1234F', 'ABCPE12345', 'ABCPE1234FG', 'abcpe1234f', 'AABCPE1234F']) assert.deepEqual(texts(`PAN ${bad}`, 'IN_PAN'), [], bad);
  assert.ok(scoreOf('ref ABCPE1234F', 'IN_PAN') >= 0.5);
  assert.ok(scoreOf('PAN card: ABCPE1234F', 'IN_PAN') >= 0.9);
});

test('IN_AADHAAR: twelve digits, first 2–9, Verhoeff', () => {
  // 234123412346 and 987654321012 end in the Verhoeff check digit of their first eleven digits.
  assert.equal(aadhaarValid('2341 2341 2346'), true);
  assert.equal(aadhaarValid('987654321012'), true);
  assert.equal(aadhaarValid('2341 2341 2345'), false);
  assert.equal(aadhaarValid('123412341234'), false, 'Verhoeff passes but Aadhaar never starts with 1');
  assert.ok(scoreOf('ref 2341 2341 2346', 'IN_AADHAAR') < 0.5);
  assert.ok(scoreOf('Aadhaar: 2341 2341 2346', 'IN_AADHAAR') >= 0.9);
  assert.ok(scoreOf('aadhar no 234123412346', 'IN_AADHAAR') >= 0.9);
  assert.deepEqual(texts('Aadhaar 2341 2341 2345, 2341-2341 2346, 12341 2341 2346', 'IN_AADHAAR'), []);
});
