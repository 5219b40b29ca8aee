/** Polish inflects names and places; the lexicon lookups of the model's features reach the nominatives (lang/pl.ts). */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { analyze } from '../../../../src/engine/index.ts';
import { polishBaseForms } from '../../../../src/engine/recognizers/names/lang/pl.ts';

test('inflected forms map to the nominatives the lexicons hold', () => {
  assert.ok(polishBaseForms('gdańsku').includes('gdańsk'));
  assert.ok(polishBaseForms('anną').includes('anna'));
  assert.ok(polishBaseForms('kowalską').includes('kowalski'));
  assert.ok(polishBaseForms('nowakiem').includes('nowak'));
  assert.ok(polishBaseForms('warszawie').includes('warszawa'));
  assert.deepEqual(polishBaseForms('ul'), [], 'short words are left alone');
});

test('"w Gdańsku" is a place in Polish text', () => {
  // Polish has no training data: the model reads it through the shared features, and since the
  // tenth session's retraining "Gdańsku" scores 0.48 (0.54 before), still above every other reading.
  const found = analyze('Spotkałem się z Anną Kowalską w Gdańsku w zeszłym tygodniu.', { language: 'pl', score_threshold: 0.45 }).entities;
  assert.ok(found.some((e) => e.entity_type === 'LOCATION' && e.text === 'Gdańsku'), JSON.stringify(found.map((e) => [e.entity_type, e.text, e.score])));
});
