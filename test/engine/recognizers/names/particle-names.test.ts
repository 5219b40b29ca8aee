/** Dutch: a given name, name particles and a capitalised word are a person (passes/particle-names.ts), unit and end to end. */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { afterPass } from './given-names.ts';
import { analyze } from '../../../../src/engine/index.ts';
import { lexicon } from '../../../../src/engine/recognizers/names/lexicon.ts';
import { particleNames } from '../../../../src/engine/recognizers/names/passes/particle-names.ts';

/** The names after the pass as "TYPE text", given names found by the vote as "TYPE text". */
function after(text: string, given: string[] = []): string[] {
  return afterPass(text, given, (names) => particleNames(names, text, lexicon(), 'test'));
}

test('a listed given name, one to three particles and a capitalised word are a person', () => {
  assert.deepEqual(after('De schilder Vincent van Gogh werd in 1853 geboren.'), ['PERSON Vincent van Gogh']);
  assert.deepEqual(after('Wethouder Marieke van der Laan wil meer woningen.'), ['PERSON Marieke van der Laan']);
  assert.deepEqual(after("In het parlement zit Sophie in 't Veld al sinds 2004."), ["PERSON Sophie in 't Veld"]);
  // A name found inside gives way.
  assert.deepEqual(after('De schilder Vincent van Gogh werd geboren.', ['LOCATION Gogh']), ['PERSON Vincent van Gogh']);
});

test('no listed given name, an article as the given name, no particle, a name reaching out or the same span typed otherwise: unchanged', () => {
  assert.deepEqual(after('Het Paleis van Justitie ligt in het centrum.'), []);
  assert.deepEqual(after('De rechtbank in Den Haag oordeelde anders.'), []);
  assert.deepEqual(after('Jan de bakker kwam langs.'), []);
  assert.deepEqual(after('Sanne Jansen kwam langs.'), []);
  assert.deepEqual(after('De Universiteit van Vincent van Gogh.', ['ORGANIZATION Universiteit van Vincent van Gogh']), ['ORGANIZATION Universiteit van Vincent van Gogh']);
  assert.deepEqual(after('Vincent van Gogh', ['LOCATION Vincent van Gogh']), ['LOCATION Vincent van Gogh']);
});

test('end to end: a Dutch person with a particle and a family name no list has', () => {
  const found = analyze('De schilder Vincent van Gogh werd in 1853 geboren in Zundert.', { language: 'nl', entities: ['PERSON'] }).entities.map((e) => e.text);
  assert.ok(found.includes('Vincent van Gogh'), found.join('|'));
});
