/** A field label before a telephone number is no name (passes/field-labels.ts), in unit and end to end. */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { analyze } from '../../../../src/engine/index.ts';
import { lexicon } from '../../../../src/engine/recognizers/names/lexicon.ts';
import { fieldLabels } from '../../../../src/engine/recognizers/names/passes/field-labels.ts';
import type { Candidate } from '../../../../src/engine/types.ts';

function after(text: string, surface: string): string[] {
  const start = text.indexOf(surface);
  const names: Candidate[] = [{ entity: 'PERSON', start, end: start + surface.length, score: 0.8, recognizer: 'names' }];
  fieldLabels(names, text, lexicon());
  return names.map((c) => text.slice(c.start, c.end));
}

test('the label before a telephone number is cut off; a span of it alone goes', () => {
  assert.deepEqual(after('Attention: Douglas Lambell, VP Telecopier: (619) 230-3766', 'VP Telecopier'), ['VP']);
  assert.deepEqual(after('Keith Love, Treasury Manager Telecopier : ( 303 ) 858 - 7048', 'Telecopier'), []);
  assert.deepEqual(after('Facsimile: +44 20 7946 0000', 'Facsimile'), []);
});

test('names stay: a listed family name before the number, no telephone number after the colon', () => {
  assert.deepEqual(after('Please call Smith: (555) 010-0199', 'Smith'), ['Smith']);
  assert.deepEqual(after('debut 666 Alexander von Meilenwald : 5 Klassiker .', 'Alexander von Meilenwald'), ['Alexander von Meilenwald']);
});

test('end to end: a notice block reports the person and the title, not the label', () => {
  const text = 'Attention: Douglas S. Lambell, VP Telecopier: (619) 230-3766 Telephone: (619) 230-3029';
  const found = analyze(text, { language: 'en', entities: ['PERSON', 'ORGANIZATION'] }).entities.map((e) => e.text);
  assert.ok(!found.some((f) => f.includes('Telecopier')), found.join('|'));
  assert.ok(found.some((f) => f.includes('Lambell')), found.join('|'));
});
