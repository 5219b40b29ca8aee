import { test } from 'node:test';
import assert from 'node:assert/strict';
import { analyze } from '../../../../src/engine/index.ts';

function locations(text: string): string[] {
  return analyze(text, { entities: ['LOCATION'], score_threshold: 0.5 }).entities.map((e) => e.text);
}

test('a full stop after a word ends a keyword-first street name: the next sentence is no part of it', () => {
  assert.deepEqual(locations('The event is at 61 Allée du Faubourg Saint-Honoré. Doors open at 23:21.'), ['61 Allée du Faubourg Saint-Honoré']);
  assert.deepEqual(locations("She collapsed at 5 Place d'Argenteuil. Call 0504866387."), ["5 Place d'Argenteuil"]);
});

test('abbreviations inside the street name keep it whole', () => {
  assert.deepEqual(locations('Rua Gen. Osório 12, Porto Alegre'), ['Rua Gen. Osório 12, Porto Alegre']);
  assert.deepEqual(locations('12 Rue Ste. Catherine, Bordeaux'), ['12 Rue Ste. Catherine, Bordeaux']);
});
