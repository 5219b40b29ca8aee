import { test } from 'node:test';
import assert from 'node:assert/strict';
import { analyze } from '../../../../src/engine/index.ts';

const persons = (text: string) => analyze(text, { entities: ['PERSON'] }).entities.map((e) => e.text);

test('a listed given name alone in brackets, or a chat speaker in angle brackets opening a line, is a person', () => {
  assert.deepEqual(persons('Agent (Aliyah): Can I take the postcode, please?'), ['Aliyah']);
  assert.deepEqual(persons('Family (Aveline) visiting after 18:55.'), ['Aveline']);
  assert.deepEqual(persons('<Susanne> anyone around?\n<Annelie> yes'), ['Susanne', 'Annelie']);
});

test('places, months, placeholders and markup in brackets stay out', () => {
  assert.deepEqual(persons('He moved to Paris (France) in (May).'), []);
  assert.deepEqual(persons('Dear <Name>, thanks'), []);
});
