/** Spans of job-title words are titles, not people or organisations (passes/title-spans.ts), in unit and end to end. */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { analyze } from '../../../../src/engine/index.ts';
import { lexicon } from '../../../../src/engine/recognizers/names/lexicon.ts';
import { titleSpans } from '../../../../src/engine/recognizers/names/passes/title-spans.ts';
import type { Candidate } from '../../../../src/engine/types.ts';

function after(text: string, surface: string, entity = 'PERSON'): string {
  const start = text.indexOf(surface);
  const names: Candidate[] = [{ entity, start, end: start + surface.length, score: 0.8, recognizer: 'names' }];
  titleSpans(names, text, lexicon());
  const c = names[0]!;
  return `${c.entity} ${text.slice(c.start, c.end)}`;
}

test('job-title words alone are a TITLE; role words after an acronym title are cut off', () => {
  assert.equal(after('Attention: Richard Chleboski, Vice President', 'Vice President'), 'TITLE Vice President');
  assert.equal(after('Attention: Frank Wouters, CEO Lender 138 Bartlett Street', 'CEO Lender'), 'TITLE CEO');
  assert.equal(after('Title: Chief Financial Officer', 'Chief Financial Officer', 'ORGANIZATION'), 'TITLE Chief Financial Officer');
});

test('a courtesy title alone is a TITLE, not a person', () => {
  assert.equal(after('represented by Mr . Frank Wouters', 'Mr'), 'TITLE Mr');
  assert.equal(after('signed by Dr. Jones', 'Dr.'), 'TITLE Dr.');
  assert.equal(after('Attention: Thomas A. Reyes, Esq.', 'Esq'), 'TITLE Esq');
  assert.equal(after('Father Brown said', 'Father'), 'PERSON Father');
});

test('names stay: a name word in the span, one word that is a listed name or acronym, role words after a word title', () => {
  assert.equal(after('President Lincoln spoke.', 'President Lincoln'), 'PERSON President Lincoln');
  assert.equal(after('Then Prince sang.', 'Prince'), 'PERSON Prince');
  assert.equal(after('GM said so.', 'GM', 'ORGANIZATION'), 'ORGANIZATION GM');
  assert.equal(after('with support from General Motors.', 'General Motors', 'ORGANIZATION'), 'ORGANIZATION General Motors');
  assert.equal(after('Disco acts like Sister Sledge sang.', 'Sister Sledge'), 'PERSON Sister Sledge');
});

test('end to end: the title after a name in a notice block is no person', () => {
  const text = 'Attention: Richard Chleboski, Vice President or at such other address as the relevant Party may specify.';
  const people = analyze(text, { language: 'en', entities: ['PERSON'] }).entities.map((e) => e.text);
  assert.ok(people.some((p) => p.includes('Chleboski')), people.join('|'));
  assert.ok(!people.some((p) => p.includes('Vice')), people.join('|'));
});
