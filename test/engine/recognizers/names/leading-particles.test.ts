import { test } from 'node:test';
import assert from 'node:assert/strict';
import { analyze } from '../../../../src/engine/index.ts';

function people(text: string, language = 'en'): string[] {
  return analyze(text, { language, entities: ['PERSON'] }).entities.map((e) => e.text);
}

test('a family name takes its lower-case particles when no given name stands before them', () => {
  assert.deepEqual(people('According to de Graaf, the account was closed.'), ['de Graaf']);
  assert.deepEqual(people('A letter from van der Berg arrived.'), ['van der Berg']);
  assert.deepEqual(people('In 1848 , de Bary graduated from a Gymnasium at Frankfurt.'), ['de Bary']);
  assert.deepEqual(people('I met Sofie van der Heyden.'), ['Sofie van der Heyden']);
});

test('near misses: a full name after a foreign preposition, other languages', () => {
  assert.deepEqual(people('Vuelvo a recomendar el documental de Ross Ashcroft en youtube.'), ['Ross Ashcroft']);
  assert.deepEqual(people('Ik kreeg een brief van Jansen gisteren.', 'nl'), ['Jansen'], 'Dutch "van" is "from"');
});
