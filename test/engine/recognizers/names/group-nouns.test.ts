import { test } from 'node:test';
import assert from 'node:assert/strict';
import { analyze } from '../../../../src/engine/index.ts';

function nrp(text: string, language = 'en'): string[] {
  return analyze(text, { language, entities: ['NRP'] }).entities.map((e) => e.text);
}

test('a faith or creed named after a religious or political group word is NRP', () => {
  assert.deepEqual(nrp('Her religion is Buddhism; his was Hinduism.'), ['Buddhism', 'Hinduism']);
  assert.deepEqual(nrp('He converted from Catholicism to Protestantism.'), ['Catholicism', 'Protestantism']);
  assert.deepEqual(nrp('They studied Christianity and Sikhism.'), ['Christianity', 'Sikhism']);
  assert.deepEqual(nrp('He read about Communism and Socialism.'), ['Communism', 'Socialism']);
  assert.deepEqual(nrp('My religion is Islam.'), ['Islam'], 'a weaker guess of a person on the word gives way');
});

test('near misses: ordinary -ism/-ity words, nationalities, lower case, other languages', () => {
  assert.deepEqual(nrp('The Mechanism of the Community shows Humanity and Celebrity.'), []);
  assert.deepEqual(nrp('A speech full of Americanism.'), []);
  assert.deepEqual(nrp('they studied buddhism and hinduism.'), []);
  assert.deepEqual(nrp('Sie interessiert sich für Buddhism.', 'de'), []);
});
