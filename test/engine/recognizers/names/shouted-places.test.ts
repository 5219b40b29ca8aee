/** On a shouted line, an English word the gazetteer also lists is a word (rules/places.ts). */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { analyze } from '../../../../src/engine/index.ts';

const places = (text: string) => analyze(text, { language: 'en', entities: ['LOCATION'], score_threshold: 0 }).entities.map((e) => e.text);

test('shouted words that are also towns or regions are no places', () => {
  assert.deepEqual(places('MOST OF THE WESTERN WORLD WAS IN FOR A SURPRISE THAT SPRING.'), []);
});

test('shouted places stay places, and the same words in cased text keep their reading', () => {
  assert.deepEqual(places('HE MET HIS WIFE IN PARIS IN 1990 AND MOVED TO BRAZIL.'), ['PARIS', 'BRAZIL']);
  assert.ok(places('They drove from Phoenix to Surprise, Arizona.').includes('Surprise'));
});
