/** Firms and bands named "… Brothers" / "… Bros" / "… Sisters" (passes/brothers-firms.ts). */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { afterPass } from './given-names.ts';
import { brothersFirms } from '../../../../src/engine/recognizers/names/passes/brothers-firms.ts';

const after = (text: string, given: string[]) => afterPass(text, given, (names) => brothersFirms(names, text));

test('a person ending in "Brothers" is a firm or band', () => {
  assert.deepEqual(after('Lehman Brothers collapsed in 2008.', ['PERSON Lehman Brothers']), ['ORGANIZATION Lehman Brothers']);
  assert.deepEqual(after('Shares in Salomon Brothers rose.', ['PERSON Salomon Brothers', 'PERSON rose']), ['ORGANIZATION Salomon Brothers']);
  assert.deepEqual(after('Shares in Salomon Brothers rose.', ['PERSON Salomon Brothers rose']), ['ORGANIZATION Salomon Brothers']);
  assert.deepEqual(after('The Pointer Sisters sang.', ['PERSON Pointer Sisters']), ['ORGANIZATION Pointer Sisters']);
});

test('the word alone, other persons and other types stay', () => {
  assert.deepEqual(after('Brothers and sisters came.', ['PERSON Brothers']), ['PERSON Brothers']);
  assert.deepEqual(after('John Brotherson came.', ['PERSON John Brotherson']), ['PERSON John Brotherson']);
  assert.deepEqual(after('Warner Bros. signed him.', ['ORGANIZATION Warner Bros']), ['ORGANIZATION Warner Bros']);
  assert.deepEqual(after('Smith Brothers Ltd and rose said.', ['PERSON rose']), ['PERSON rose']);
});
