import { test } from 'node:test';
import assert from 'node:assert/strict';
import { weightedSum } from '../../../src/engine/checksums/weighted.ts';

test('weightedSum: digits times weights, extra digits ignored', () => {
  assert.equal(weightedSum('123', [1, 2, 3]), 14);
  assert.equal(weightedSum('1234', [1, 2, 3]), 14);
  assert.equal(weightedSum('111222333', [9, 8, 7, 6, 5, 4, 3, 2, -1]), 66);
  assert.throws(() => weightedSum('12', [1, 2, 3]), RangeError);
  assert.throws(() => weightedSum('1a3', [1, 2, 3]), RangeError);
});

test('weightedCrossSum: products reduced to their digit sums', async () => {
  const { weightedCrossSum } = await import('../../../src/engine/checksums/weighted.ts');
  // 7·2 = 14 → 5, 9·1 = 9, 8·2 = 16 → 7.
  assert.equal(weightedCrossSum('798', [2, 1, 2]), 5 + 9 + 7);
  assert.throws(() => weightedCrossSum('12', [1, 2, 3]), RangeError);
});
