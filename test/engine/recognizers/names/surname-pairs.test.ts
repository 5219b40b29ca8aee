import { test } from 'node:test';
import assert from 'node:assert/strict';
import { analyze } from '../../../../src/engine/index.ts';

/** [type, text] of the names found in `text` (threshold 0). */
function names(text: string, language = 'en'): [string, string][] {
  return analyze(text, { language, entities: ['PERSON', 'LOCATION', 'ORGANIZATION'] }).entities.map((e) => [e.entity_type, e.text]);
}

test('two family names joined by a hyphen: a firm after a preposition, a person elsewhere', () => {
  assert.deepEqual(names('I work for Garcia-Miller now.'), [['ORGANIZATION', 'Garcia-Miller']]);
  assert.deepEqual(names('Yesterday Garcia-Miller said no.'), [['PERSON', 'Garcia-Miller']]);
});

test('near misses: places, compass words, the same name twice, a longer name, other languages', () => {
  assert.deepEqual(names('The war ended Austria-Hungary.').filter(([t]) => t !== 'LOCATION'), []);
  assert.deepEqual(names('They spent a week in Baden-Baden.').filter(([t]) => t !== 'LOCATION'), []);
  assert.deepEqual(names('The plant is covered by the Price-Anderson Act.').filter(([, s]) => s === 'Price-Anderson'), []);
  assert.deepEqual(names('Sie arbeitet für Garcia-Miller seit Jahren.', 'de').filter(([, s]) => s === 'Garcia-Miller'), []);
  assert.deepEqual(names('a well-known long-term plan'), []);
});
