/** Two names joined by "and" (passes/coordinated-names.ts). */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { analyze } from '../../../../src/engine/index.ts';

function names(text: string, language = 'en'): [string, string][] {
  return analyze(text, { language, entities: ['PERSON', 'LOCATION', 'ORGANIZATION'] }).entities.map((e) => [e.entity_type, e.text]);
}

test('two places the gazetteer knows, or two place-shaped names, are two spans', () => {
  const clubs = names('He played with Footscray and North Melbourne.').map(([, t]) => t);
  assert.deepEqual(clubs, ['Footscray', 'North Melbourne']);
  assert.deepEqual(names('They marched between the Niger River and Lake Chad.'), [['LOCATION', 'Niger River'], ['LOCATION', 'Lake Chad']]);
});

test('a name the gazetteer knows whole, or a place before a headed name, stays one span', () => {
  assert.deepEqual(names('They flew to Trinidad and Tobago.'), [['LOCATION', 'Trinidad and Tobago']]);
  assert.deepEqual(names('She moved to Bosnia and Herzegovina.'), [['LOCATION', 'Bosnia and Herzegovina']]);
});
