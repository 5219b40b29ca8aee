/** Words that are no name alone (passes/never-alone.ts). */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { analyze } from '../../../../src/engine/index.ts';

function names(text: string, language = 'en'): [string, string][] {
  return analyze(text, { language, entities: ['PERSON', 'LOCATION', 'ORGANIZATION'] }).entities.map((e) => [e.entity_type, e.text]);
}

test('a language\'s name is no person or place (passes/never-alone.ts)', () => {
  assert.deepEqual(names('They wrote the lyrics in Telugu, Hindi and Malayalam.'), []);
  assert.deepEqual(names('She translated the book from Swahili.'), []);
});

test('a name particle alone is no name: lower case, shouted, or a Dutch sentence\'s opening "Van"', () => {
  assert.deepEqual(names('DE BURGEMEESTER VAN AMSTERDAM HEEFT GISTEREN DE NIEUWE BRUG GEOPEND.', 'nl').filter(([, t]) => t === 'VAN'), []);
  assert.deepEqual(names('Van wege de algemeene Synode is een besluit genomen.', 'nl').filter(([, t]) => t === 'Van'), []);
  // Names that hold a particle, and given names that are particles elsewhere, stay.
  assert.ok(names('Yesterday Ben met Vincent van Gogh in Arles.').some(([t, n]) => t === 'PERSON' && n === 'Ben'));
  assert.ok(names('Yesterday Ben met Vincent van Gogh in Arles.').some(([, n]) => n === 'Vincent van Gogh'));
});

test('a plural noun for people is no person: "Men\'s singles", "Women\'s 800 metres"', () => {
  assert.ok(!names("Men's doubles, first round\nWomen's 800 metres").some(([t]) => t === 'PERSON'));
  // An organisation holding the word stays.
  assert.ok(names("The Women's Institute met on Monday.").some(([t, n]) => t === 'ORGANIZATION' && n.includes('Women')));
});
