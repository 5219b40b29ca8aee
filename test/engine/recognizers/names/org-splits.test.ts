/**
 * Names the model ran together or read inside an event: two organisations joined by "and the"
 * (passes/org-and-org.ts); places and parties inside an election named by its year
 * (passes/elections.ts).
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { afterPass } from './given-names.ts';
import { elections } from '../../../../src/engine/recognizers/names/passes/elections.ts';
import { orgAndOrg } from '../../../../src/engine/recognizers/names/passes/org-and-org.ts';

const split = (text: string, given: string[]) => afterPass(text, given, (names) => orgAndOrg(names, text));
const events = (text: string, given: string[]) => afterPass(text, given, (names) => elections(names, text));

test('two organisations joined by "and the" are two', () => {
  assert.deepEqual(split('The Bank of Japan and the Reserve Bank of India held rates.', ['ORGANIZATION Bank of Japan and the Reserve Bank of India']), [
    'ORGANIZATION Bank of Japan',
    'ORGANIZATION Reserve Bank of India',
  ]);
  assert.deepEqual(split("The Women's Institute and the Children's Hospital met.", ["ORGANIZATION Women's Institute and the Children's Hospital"]), [
    "ORGANIZATION Children's Hospital",
    "ORGANIZATION Women's Institute",
  ]);
});

test('bands and names with "and" alone stay whole', () => {
  assert.deepEqual(split('Sly and the Family Stone played.', ['ORGANIZATION Sly and the Family Stone']), ['ORGANIZATION Sly and the Family Stone']);
  assert.deepEqual(split('Echo and the Bunnymen played.', ['ORGANIZATION Echo and the Bunnymen']), ['ORGANIZATION Echo and the Bunnymen']);
  assert.deepEqual(split('The Department of Housing and Urban Development said.', ['ORGANIZATION Department of Housing and Urban Development']), [
    'ORGANIZATION Department of Housing and Urban Development',
  ]);
});

test('a place or party inside an election named by its year is no name', () => {
  assert.deepEqual(events('He lost the 1983 United Kingdom general election .', ['LOCATION United Kingdom']), []);
  assert.deepEqual(events('the 2011 Bremen state election', ['LOCATION Bremen']), []);
  assert.deepEqual(events('In the 1980 Republican Party presidential primaries , Bush won Texas.', ['ORGANIZATION Republican Party', 'PERSON Bush', 'LOCATION Texas']), [
    'LOCATION Texas',
    'PERSON Bush',
  ]);
  assert.deepEqual(events('the 2004 European Parliament election in the United Kingdom', ['ORGANIZATION European Parliament', 'LOCATION United Kingdom']), []);
});

test('an election without its year, and places elsewhere, stay', () => {
  assert.deepEqual(events('The Bremen state election was held in Bremen.', ['LOCATION Bremen']), ['LOCATION Bremen']);
  assert.deepEqual(events('the U.S. presidential election', ['LOCATION U.S.']), ['LOCATION U.S.']);
  assert.deepEqual(events('In 2011 Bremen voted in a state election.', ['LOCATION Bremen']), ['LOCATION Bremen']);
});

test('two firms joined by a bare "and": a legal form or trade ends the first, a legal form the second', () => {
  assert.deepEqual(split('Ulsan Cement and Hanil Electronics Co led the market.', ['ORGANIZATION Ulsan Cement and Hanil Electronics Co']), ['ORGANIZATION Hanil Electronics Co', 'ORGANIZATION Ulsan Cement']);
  assert.deepEqual(split('Daeho Corp and Hanil Motor Co agreed.', ['ORGANIZATION Daeho Corp and Hanil Motor Co']), ['ORGANIZATION Daeho Corp', 'ORGANIZATION Hanil Motor Co']);
  // One firm with "and" in its name stays whole.
  assert.deepEqual(split('Procter and Gamble Co said.', ['ORGANIZATION Procter and Gamble Co']), ['ORGANIZATION Procter and Gamble Co']);
  assert.deepEqual(split('Harris Bank and Trust Co said.', ['ORGANIZATION Harris Bank and Trust Co']), ['ORGANIZATION Harris Bank and Trust Co']);
  assert.deepEqual(split('Daeho Corp and Co said.', ['ORGANIZATION Daeho Corp and Co']), ['ORGANIZATION Daeho Corp and Co']);
});
