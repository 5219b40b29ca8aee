import { test } from 'node:test';
import assert from 'node:assert/strict';
import { find, scoreOf, texts } from './helpers.ts';
import { krBrnValid } from '../../../../src/engine/recognizers/kr/brn.ts';
import { koreanRegistrationValid } from '../../../../src/engine/recognizers/kr/rrn-checksum.ts';
import { thaiIdValid } from '../../../../src/engine/recognizers/th/tnin.ts';
import { phMobileNumberRecognizer } from '../../../../src/engine/recognizers/ph/mobile-number.ts';

test('KR_RRN and KR_FRN: date of birth, gender digit, weighted mod-11 check digit', () => {
  // 900101-123456C: 2·9+3·0+4·0+5·1+6·0+7·1+8·1+9·2+2·3+3·4+4·5+5·6 = 124; (11 − 124 mod 11) mod 10 = 8.
  assert.equal(koreanRegistrationValid('900101-1234568', false), true);
  assert.equal(koreanRegistrationValid('900101-1234567', false), false);
  assert.equal(koreanRegistrationValid('901301-1234568', false), false, 'month 13');
  assert.equal(koreanRegistrationValid('900101-5234561', true), true, 'foreigner: (13 − sum mod 11) mod 10');
  assert.equal(koreanRegistrationValid('900101-5234561', false), false, 'gender digit 5 is a foreigner');
  assert.ok(scoreOf('주민등록번호: 900101-1234568', 'KR_RRN', 'ko') >= 0.99);
  assert.ok(scoreOf('RRN 900101-1234568', 'KR_RRN') >= 0.99);
  assert.ok(scoreOf('외국인등록번호 900101-5234561', 'KR_FRN', 'ko') >= 0.99);
  assert.deepEqual(texts('900101-1234567, 900101-12345680', 'KR_RRN', 'ko'), []);
});

test('KR_BRN: weights 1 3 7 1 3 7 1 3 5 plus the carry of 5 × the ninth digit', () => {
  assert.equal(krBrnValid('124-81-00998'), true); // a listed company's published number
  assert.equal(krBrnValid('124-81-00997'), false);
  assert.ok(scoreOf('사업자등록번호 124-81-00998', 'KR_BRN', 'ko') >= 0.99);
  assert.deepEqual(texts('124-81-00997 and 124-810-0998', 'KR_BRN', 'ko'), []);
});

test('KR_DRIVER_LICENSE and KR_PASSPORT: shapes, the passport only with its word', () => {
  assert.ok(scoreOf('운전면허번호 11-19-123456-01', 'KR_DRIVER_LICENSE', 'ko') >= 0.85);
  assert.ok(scoreOf('driver licence 서울 19 123456 01', 'KR_DRIVER_LICENSE') >= 0.85);
  assert.deepEqual(texts('ref 31-19-123456-01', 'KR_DRIVER_LICENSE', 'ko'), [], 'region 31 does not exist');
  assert.ok(scoreOf('여권번호: M12345678', 'KR_PASSPORT', 'ko') >= 0.7);
  assert.ok(scoreOf('passport M123A4567', 'KR_PASSPORT') >= 0.7);
  assert.deepEqual(texts('order M12345678 shipped', 'KR_PASSPORT'), []);
});

test('TH_TNIN: weights 13..2, (11 − sum mod 11) mod 10', () => {
  assert.equal(thaiIdValid('1101700207030'), true);
  assert.equal(thaiIdValid('1-1017-00207-03-0'), true);
  assert.equal(thaiIdValid('1101700207031'), false);
  assert.equal(thaiIdValid('0101700207030'), false, 'first digit 0 is not issued');
  assert.ok(scoreOf('เลขประจำตัวประชาชน 1-1017-00207-03-0', 'TH_TNIN', 'th') >= 0.99);
  assert.ok(scoreOf('ID 1101700207030', 'TH_TNIN') >= 0.5);
  assert.deepEqual(texts('1101700207031 and 11017002070300', 'TH_TNIN', 'th'), []);
});

test('PH_MOBILE_NUMBER and PH_TIN', () => {
  assert.ok(scoreOf('call 0917 123 4567', 'PH_MOBILE_NUMBER') >= 0.85);
  assert.ok(scoreOf('+63 917 123 4567', 'PH_MOBILE_NUMBER') >= 0.85);
  assert.ok(scoreOf('mobile: 0917-123-4567', 'PH_MOBILE_NUMBER') >= 0.9);
  assert.deepEqual(texts('landline (02) 8123 4567 and 0917 123 456', 'PH_MOBILE_NUMBER'), []);
  assert.equal(phMobileNumberRecognizer.validate!('02 8123 4567'), false, 'a Manila landline is not a mobile');
  assert.ok(scoreOf('TIN: 123-456-789-000', 'PH_TIN') >= 0.9);
  assert.ok(scoreOf('invoice 123-456-789-000', 'PH_TIN') < 0.5, 'no check digit: modest alone');
  assert.deepEqual(find('call 123-456-7890', 'PH_TIN'), []);
});
