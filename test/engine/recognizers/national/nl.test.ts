import { test } from 'node:test';
import assert from 'node:assert/strict';
import { scoreOf, texts } from './helpers.ts';
import { bsnValid } from '../../../../src/engine/recognizers/nl/bsn.ts';

test('NL_BSN: 11-proof', () => {
  // 111222333: 9+8+7+12+10+8+9+6−3 = 66 = 6·11. 123456782: 9+16+21+24+25+24+21+16−2 = 154 = 14·11.
  assert.equal(bsnValid('111222333'), true);
  assert.equal(bsnValid('123456782'), true);
  assert.equal(bsnValid('1234.56.782'), true);
  assert.equal(bsnValid('111222334'), false);
  assert.equal(bsnValid('000000000'), false, 'passes the arithmetic, never issued');
});

test('NL_BSN: 0.3–0.4 alone, above 0.9 with BSN, in Dutch and English', () => {
  const alone = scoreOf('nummer 111222333', 'NL_BSN', 'nl');
  assert.ok(alone >= 0.3 && alone <= 0.4, `alone ${alone}`);
  assert.ok(scoreOf('Mijn BSN is 111222333.', 'NL_BSN', 'nl') >= 0.9);
  assert.ok(scoreOf('burgerservicenummer: 1234.56.782', 'NL_BSN', 'nl') >= 0.9);
  assert.ok(scoreOf('Dutch citizen service number 123456782', 'NL_BSN', 'en') >= 0.9);
  assert.deepEqual(texts('BSN 111222334, 1112223330, 111 222 333x', 'NL_BSN', 'nl'), []);
});
