/**
 * Places and organisations named after places: a country before a possessive is the place
 * (passes/country-possessives.ts); a name ending in an institution's head is the organisation
 * (passes/headed-org-places.ts).
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { afterPass } from './given-names.ts';
import { lexicon } from '../../../../src/engine/recognizers/names/lexicon.ts';
import { countryPossessives } from '../../../../src/engine/recognizers/names/passes/country-possessives.ts';
import { headedOrgPlaces } from '../../../../src/engine/recognizers/names/passes/headed-org-places.ts';

const possessives = (text: string, given: string[]) => afterPass(text, given, (names) => countryPossessives(names, text, lexicon()));
const headed = (text: string, given: string[]) => afterPass(text, given, (names) => headedOrgPlaces(names, text, lexicon()));

test('a country before a possessive is a place', () => {
  assert.deepEqual(possessives("Kenya's ruling party won.", ['ORGANIZATION Kenya']), ['LOCATION Kenya']);
  assert.deepEqual(possessives("Britain 's Labour Party won .", ['ORGANIZATION Britain', 'ORGANIZATION Labour Party']), ['LOCATION Britain', 'ORGANIZATION Labour Party']);
  assert.deepEqual(possessives('Japan’s central bank cut rates.', ['ORGANIZATION Japan']), ['LOCATION Japan']);
});

test('no possessive, no country, or a longer name: left alone', () => {
  assert.deepEqual(possessives('Portugal beat Spain.', ['ORGANIZATION Portugal']), ['ORGANIZATION Portugal']);
  assert.deepEqual(possessives("Reuters's report was wrong.", ['ORGANIZATION Reuters']), ['ORGANIZATION Reuters']);
  assert.deepEqual(possessives("The Kenya Wildlife Service's rangers came.", ['ORGANIZATION Kenya Wildlife Service']), ['ORGANIZATION Kenya Wildlife Service']);
});

test('a place-led name ending in an institution head is an organisation', () => {
  assert.deepEqual(headed('The Chicago Symphony Orchestra played.', ['LOCATION Chicago Symphony Orchestra']), ['ORGANIZATION Chicago Symphony Orchestra']);
  assert.deepEqual(headed('Shares fell on the Paris Bourse.', ['LOCATION Paris Bourse']), ['ORGANIZATION Paris Bourse']);
  assert.deepEqual(headed('Officers of Thames Valley Police came.', ['LOCATION Thames Valley Police']), ['ORGANIZATION Thames Valley Police']);
});

test('buildings, listed places, one word and lower-case heads stay places', () => {
  assert.deepEqual(headed('They met at the Sydney Opera House.', ['LOCATION Sydney Opera House']), ['LOCATION Sydney Opera House']);
  assert.deepEqual(headed('He lives in Newport News.', ['LOCATION Newport News']), ['LOCATION Newport News']);
  assert.deepEqual(headed('He visited Hampton Court.', ['LOCATION Hampton Court']), ['LOCATION Hampton Court']);
  assert.deepEqual(headed('She grew up in Police.', ['LOCATION Police']), ['LOCATION Police']);
  assert.deepEqual(headed('They met the Essex police there.', ['LOCATION Essex police']), ['LOCATION Essex police']);
});
