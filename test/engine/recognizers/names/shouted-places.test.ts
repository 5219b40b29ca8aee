/** On a shouted line, an English word the gazetteer also lists is a word (rules/places.ts). */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { analyze } from '../../../../src/engine/index.ts';

const places = (text: string, threshold = 0) => analyze(text, { language: 'en', entities: ['LOCATION'], score_threshold: threshold }).entities.map((e) => e.text);

test('shouted words that are also towns or regions are no places', () => {
  // The caseless model's own unsure reading (0.32 since the tenth session's retraining) is left to the threshold.
  assert.deepEqual(places('MOST OF THE WESTERN WORLD WAS IN FOR A SURPRISE THAT SPRING.', 0.5), []);
});

test('shouted places stay places, and the same words in cased text keep their reading', () => {
  assert.deepEqual(places('HE MET HIS WIFE IN PARIS IN 1990 AND MOVED TO BRAZIL.'), ['PARIS', 'BRAZIL']);
  assert.ok(places('They drove from Phoenix to Surprise, Arizona.').includes('Surprise'));
});
