import { test } from 'node:test';
import assert from 'node:assert/strict';
import { analyze } from '../../../../src/engine/index.ts';

function names(text: string, language = 'en'): [string, string][] {
  return analyze(text, { language, entities: ['PERSON', 'LOCATION', 'ORGANIZATION'] }).entities.map((e) => [e.entity_type, e.text]);
}

test('three partners joined by a non-English "and" are one firm in English text', () => {
  assert.deepEqual(names('The audit of Santos, Saraiva e Franco was finished.'), [['ORGANIZATION', 'Santos, Saraiva e Franco']]);
  assert.deepEqual(names('She works for Huls, Lax und Schwandke in Berlin.')[0], ['ORGANIZATION', 'Huls, Lax und Schwandke']);
  assert.deepEqual(names('They hired Jansen, Bakker en Smit last year.'), [['ORGANIZATION', 'Jansen, Bakker en Smit']]);
});

test('near misses: an English "and", countries, other languages', () => {
  assert.ok(!names('I met Smith, Gray and Hughes.').some(([t]) => t === 'ORGANIZATION'));
  assert.deepEqual(names('We toured Brazil, Portugal e Angola.').map(([t]) => t), ['LOCATION', 'LOCATION', 'LOCATION']);
  assert.ok(!names('Gestern kamen Müller, Schmidt und Meier zu spät.', 'de').some(([t]) => t === 'ORGANIZATION'));
});

test('with an English "and" or "&", three names are a firm where the sentence says one is meant', () => {
  assert.deepEqual(names('She works for Smith, Johnson and Williams in Boston.')[0], ['ORGANIZATION', 'Smith, Johnson and Williams']);
  assert.deepEqual(names('He was represented by Baker, Lane & Cole.'), [['ORGANIZATION', 'Baker, Lane & Cole']]);
  assert.ok(!names('I met Smith, Johnson and Williams yesterday.').some(([t]) => t === 'ORGANIZATION'));
});

test('English "and": "at" before the three names, or their shares or offices after them, says a firm', () => {
  const orgs = (text: string) => analyze(text, { entities: ['ORGANIZATION'] }).entities.map((e) => e.text);
  assert.deepEqual(orgs('She got a job at Baker, Lee and Ortiz last year.'), ['Baker, Lee and Ortiz']);
  assert.deepEqual(orgs('Lesch, Hintz and Schulist shares fell 4% after the results.'), ['Lesch, Hintz and Schulist']);
  assert.deepEqual(orgs('I met Smith, Johnson and Williams at the party.'), []);
});

test('two names joined by a non-English "and" are a firm in English text; not the edge of a longer name', () => {
  const orgs = (text: string) => analyze(text, { entities: ['ORGANIZATION'], score_threshold: 0.5 }).entities.map((e) => e.text);
  assert.deepEqual(orgs('Please whitelist 201.233.140.5 for Marchand et Poirier.'), ['Marchand et Poirier']);
  assert.deepEqual(orgs('Louis et Boyer has opened a new factory in Cayenne.'), ['Louis et Boyer']);
  assert.deepEqual(orgs('Santos, Saraiva e Franco won.'), ['Santos, Saraiva e Franco']);
  assert.deepEqual(orgs('the German-speaking Partei für Freiheit und Fortschritt ( PFF ) of the East'), []);
  assert.deepEqual(orgs('They visited Brazil e Portugal.'), []);
});
