import { test } from 'node:test';
import assert from 'node:assert/strict';
import { scoreOf, texts } from './helpers.ts';
import { peselValid } from '../../../../src/engine/recognizers/pl/pesel.ts';

test('PL_PESEL: weights 1-3-7-9 and a real birth date', () => {
  // 44051401359 is the Wikipedia example (born 14 May 1944): 4+12+0+45+1+12+0+9+3+15 = 101 → (10 − 1) = 9.
  assert.equal(peselValid('44051401359'), true);
  assert.equal(peselValid('02070803628'), true, '8 July 1902');
  assert.equal(peselValid('02270803624'), true, 'month + 20: 8 July 2002');
  assert.equal(peselValid('00222901239'), true, '29 Feb 2000 (leap year)');
  assert.equal(peselValid('99811501233'), true, 'month + 80: 15 Jan 1899');
  assert.equal(peselValid('00022901233'), false, '29 Feb 1900 did not exist (checksum is right)');
  assert.equal(peselValid('44023001356'), false, '30 Feb (checksum is right)');
  assert.equal(peselValid('44051401358'), false, 'checksum');
});

test('PL_PESEL: likely alone, certain with PESEL, in Polish and English', () => {
  const alone = scoreOf('nr 44051401359', 'PL_PESEL', 'pl');
  assert.ok(alone >= 0.5 && alone < 0.9, `alone ${alone}`);
  assert.ok(scoreOf('PESEL: 44051401359', 'PL_PESEL', 'pl') >= 0.99);
  assert.ok(scoreOf('Polish PESEL 44051401359', 'PL_PESEL', 'en') >= 0.99);
  assert.deepEqual(texts('PESEL 44051401358 i 440514013590 i 4405140135', 'PL_PESEL', 'pl'), []);
});
