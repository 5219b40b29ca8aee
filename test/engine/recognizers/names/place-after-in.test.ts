import { test } from 'node:test';
import assert from 'node:assert/strict';
import { analyze } from '../../../../src/engine/index.ts';

function locations(text: string, language = 'en'): string[] {
  return analyze(text, { language, entities: ['LOCATION'], score_threshold: 0.5 }).entities.map((e) => e.text);
}

test('an unknown capitalised word after a lower-case "in" that ends the clause is a place', () => {
  assert.deepEqual(locations('He identifies as Irish and votes in Blankscheid.'), ['Blankscheid']);
  assert.deepEqual(locations('Mr. Stolle is 29 years old and lives alone in Thimmscheid.'), ['Thimmscheid']);
  assert.deepEqual(locations("I'm 29 years old and work as a Tax adviser in Hasseltlaar."), ['Hasseltlaar']);
});

test('near misses: a title, one letter, a dictionary word, a word that goes on, other languages', () => {
  assert.deepEqual(locations('First appearing in A Study in Scarlet, the character became famous.'), []);
  assert.deepEqual(locations('An implementation of several procedures in R, including ZCA, is available.'), []);
  assert.deepEqual(locations('It is written in Python.'), []);
  const de = analyze('Er wohnt allein in Thimmscheid.', { language: 'de', return_decision_process: true }).entities;
  assert.deepEqual(de.filter((e) => e.explanation?.reason?.includes('after "in"')), [], 'English only');
});
