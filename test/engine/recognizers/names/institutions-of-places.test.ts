/** "The X of Y" institutions whose place the gazetteer knows strongly (vote.ts, institutionOfPlace). */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { analyze } from '../../../../src/engine/index.ts';

function names(text: string): string[] {
  return analyze(text, { language: 'en', entities: ['PERSON', 'LOCATION', 'ORGANIZATION'] }).entities.map((e) => `${e.entity_type} ${e.text}`);
}

test('an institution named with "of" and its country is one organisation', () => {
  assert.deepEqual(names('He sat in the House of Commons of the United Kingdom for ten years.'), ['ORGANIZATION House of Commons of the United Kingdom']);
  assert.deepEqual(names('The Reform Party of the United States of America nominated him.'), ['ORGANIZATION Reform Party of the United States of America']);
  assert.ok(names('The group was linked to the Boy Scouts of America.').includes('ORGANIZATION Boy Scouts of America'));
});

test('a firm or club and its country stay two names', () => {
  const firm = names('Bayer AG of Germany said profits rose.');
  assert.ok(firm.includes('ORGANIZATION Bayer AG') && firm.includes('LOCATION Germany'), firm.join('|'));
  const place = names('She moved to the United Kingdom in 1990.');
  assert.deepEqual(place, ['LOCATION United Kingdom']);
});
