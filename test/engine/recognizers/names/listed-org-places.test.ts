/** A place the model found inside a listed organisation's name is that organisation (passes/listed-org-places.ts), in unit and end to end. */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { analyze } from '../../../../src/engine/index.ts';
import { lexicon } from '../../../../src/engine/recognizers/names/lexicon.ts';
import { listedOrgPlaces } from '../../../../src/engine/recognizers/names/passes/listed-org-places.ts';
import type { Candidate } from '../../../../src/engine/types.ts';

/** The names after the pass as "TYPE:surface", given the names the vote found as [surface, type, pattern]. */
function after(text: string, given: [string, Candidate['entity'], string?][]): string[] {
  const names: Candidate[] = given.map(([s, entity, pattern]) => {
    const start = text.indexOf(s);
    return { entity, start, end: start + s.length, score: 0.5, recognizer: 'test', pattern: pattern ?? 'model' };
  });
  listedOrgPlaces(names, text, lexicon(), 'test');
  return names.map((c) => `${c.entity}:${text.slice(c.start, c.end)}`).sort();
}

test('the model\'s place inside a listed club becomes the club, the pieces beside it give way', () => {
  assert.deepEqual(after("Le PSG s'est imposé face à l'Olympique de Marseille.", [['Marseille', 'LOCATION']]), ['ORGANIZATION:Olympique de Marseille']);
  assert.deepEqual(after('Sparta Rotterdam verloor van Heracles Almelo.', [['Sparta', 'LOCATION'], ['Rotterdam', 'LOCATION'], ['Almelo', 'LOCATION']]), ['ORGANIZATION:Heracles Almelo', 'ORGANIZATION:Sparta Rotterdam']);
});

test('left alone: a place alone, no listed name around it, a name crossing the phrase, rule findings, other types', () => {
  assert.deepEqual(after('Er wohnt in Bremen.', [['Bremen', 'LOCATION']]), ['LOCATION:Bremen']);
  assert.deepEqual(after('Die Stadt Bremen wächst.', [['Bremen', 'LOCATION']]), ['LOCATION:Bremen']);
  assert.deepEqual(after('Der Werder Bremen Fanclub.', [['Bremen Fanclub', 'ORGANIZATION'], ['Werder', 'LOCATION']]), ['LOCATION:Werder', 'ORGANIZATION:Bremen Fanclub']);
  assert.deepEqual(after('Sparta Rotterdam won.', [['Rotterdam', 'LOCATION', 'gazetteer']]), ['LOCATION:Rotterdam']);
  assert.deepEqual(after('Sparta Rotterdam won.', [['Rotterdam', 'PERSON']]), ['PERSON:Rotterdam']);
});

test('end to end: Dutch clubs named after their town', () => {
  const found = analyze('Sparta Rotterdam verloor zondag van Heracles Almelo.', { language: 'nl', entities: ['ORGANIZATION', 'LOCATION'] }).entities.map((e) => `${e.entity_type}:${e.text}`);
  assert.deepEqual(found.sort(), ['ORGANIZATION:Heracles Almelo', 'ORGANIZATION:Sparta Rotterdam']);
});
