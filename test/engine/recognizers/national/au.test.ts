import { test } from 'node:test';
import assert from 'node:assert/strict';
import { scoreOf, texts } from './helpers.ts';
import { abnValid } from '../../../../src/engine/recognizers/au/abn.ts';
import { tfnValid } from '../../../../src/engine/recognizers/au/tfn.ts';

test('AU_TFN: weights 1 4 3 7 5 8 6 9 10, mod 11', () => {
  // 123 456 782: 1+8+9+28+25+48+42+72+20 = 253 = 23·11. 876 543 210 computed likewise.
  assert.equal(tfnValid('123 456 782'), true);
  assert.equal(tfnValid('876543210'), true);
  assert.equal(tfnValid('123 456 789'), false);
  assert.ok(scoreOf('ref 123 456 782', 'AU_TFN') < 0.5);
  assert.ok(scoreOf('Tax file number: 123 456 782', 'AU_TFN') >= 0.9);
  assert.ok(scoreOf('TFN 123-456-782', 'AU_TFN') >= 0.9);
  assert.deepEqual(texts('TFN 123 456 789, 123 456-782, 1123 456 782', 'AU_TFN'), []);
});

test('AU_ABN: first digit minus one, weights 10 1 3 … 19, mod 89', () => {
  // 51 824 753 556 is the ATO's worked example: 40+1+24+10+28+63+55+39+75+85+114 = 534 = 6·89.
  assert.equal(abnValid('51 824 753 556'), true);
  assert.equal(abnValid('53004085616'), true);
  assert.equal(abnValid('51 824 753 557'), false);
  assert.ok(scoreOf('Pty Ltd 51 824 753 556', 'AU_ABN') >= 0.7, 'mod 89 is strong alone');
  assert.ok(scoreOf('ABN: 51 824 753 556', 'AU_ABN') >= 0.99);
  assert.deepEqual(texts('ABN 51 824 753 557, 51 824753 556, 151 824 753 556', 'AU_ABN'), []);
});
