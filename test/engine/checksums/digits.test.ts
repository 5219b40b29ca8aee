import { test } from 'node:test';
import assert from 'node:assert/strict';
import { allSameDigit, digitRuns, digitsOf, hasLetterAfter, hasLetterBefore, hasPlainRun, hasShape, layoutsOf } from '../../../src/engine/checksums/digits.ts';

test('digitsOf / allSameDigit', () => {
  assert.equal(digitsOf('123-45 67.89/0'), '1234567890');
  assert.equal(allSameDigit('000000000'), true);
  assert.equal(allSameDigit('000000001'), false);
});

const bits = (...lengths: number[]) => lengths.reduce((mask, n) => mask | (1 << n), 0);
const lengthsOf = (text: string) => {
  const { grouped, plainLengths } = digitRuns(text);
  return { grouped, plainLengths };
};

test('digitRuns: longest grouped number and the lengths of plain digit runs', () => {
  assert.deepEqual(lengthsOf('no digits here'), { grouped: 0, plainLengths: 0 });
  assert.deepEqual(lengthsOf('SSN 123-45-6789, order 12345'), { grouped: 9, plainLengths: bits(3, 2, 4, 5) });
  assert.deepEqual(lengthsOf('NIR 1 85 05 78 006 084 36'), { grouped: 15, plainLengths: bits(1, 2, 3) });
  assert.deepEqual(lengthsOf('id 12345678901 end'), { grouped: 11, plainLengths: bits(11) });
  assert.deepEqual(lengthsOf('x1Z999AA10123456784'), { grouped: 11, plainLengths: bits(1, 3, 11) });
  // Two separators in a row end a number; so does any other character.
  assert.deepEqual(lengthsOf('12  34 and 56:78'), { grouped: 2, plainLengths: bits(2) });
  assert.deepEqual(lengthsOf('tail 123-'), { grouped: 3, plainLengths: bits(3) });
  assert.equal(digitRuns('9'.repeat(40)).plainLengths, bits(31), 'runs of 31 and more share the top bit');
});

test('hasPlainRun: exact lengths of maximal digit runs', () => {
  assert.equal(hasPlainRun('order 123456789 shipped', 9), true);
  assert.equal(hasPlainRun('order 1234567890 shipped', 9), false, 'a longer run does not contain a run of nine');
  assert.equal(hasPlainRun('call +1 415-555-0132', 9, 17), false, 'a grouped phone number has only short runs');
  assert.equal(hasPlainRun('acct 12345678901234', 8, 17), true);
  assert.equal(hasPlainRun('x'.repeat(10), 1, 31), false);
});

test('digitRuns: the cached answer belongs to the text asked about', () => {
  const a = 'call 555 123 4567';
  const b = 'no numbers';
  assert.equal(digitRuns(a).grouped, 10);
  assert.equal(digitRuns(b).grouped, 0);
  assert.equal(digitRuns(a).grouped, 10);
  assert.equal(digitRuns(`${a} 1`).grouped, 11, 'an equal-looking but different text is rescanned');
});

test('digitRuns: layouts of separated numbers and letters glued to digit runs', () => {
  assert.deepEqual(digitRuns('SSN 123-45-6789 ok, 1234567890123-12').layouts, ['3-2-4', '13-2']);
  assert.equal(hasShape('SSN 123-45-6789 ok', '3-2'), true);
  assert.equal(hasShape('SSN 123-45-6789 ok', '2-4'), true);
  assert.equal(hasShape('a 1234567890123-12 b', '3-2'), false, 'stretches start at group boundaries');
  assert.equal(hasShape('Steuernummer 21/815/08150', '2/3/5'), true);
  assert.equal(hasShape('pnr 811218-9876', '6-4'), true);
  assert.equal(hasShape('pnr 8112189876', '6-4'), false);
  assert.equal(hasShape('a 1 2 3 4 5 6 7 8 9 10 095 742 719 end', '3 3 3'), true, 'a layout at the end of a long number');
  assert.equal(hasLetterBefore('reg MH 12 AB 1234', 4), true);
  assert.equal(hasLetterBefore('reg mh 12 ab 1234', 4), false, 'upper case only');
  assert.equal(hasLetterAfter('UEN 53325555D', 8), true);
  assert.equal(hasLetterAfter('UEN 53325555 d', 8), false);
  assert.deepEqual(layoutsOf([[2], [3, 4]], '-/'), ['2-3', '2-4', '2/3', '2/4']);
});
