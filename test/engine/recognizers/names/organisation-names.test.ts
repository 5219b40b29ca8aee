/** Names headed by "Organisation" / "Organization" (passes/organisation-names.ts), unit and end to end. */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { afterPass } from './given-names.ts';
import { analyze } from '../../../../src/engine/index.ts';
import { organisationNames } from '../../../../src/engine/recognizers/names/passes/organisation-names.ts';

const after = (text: string, given: string[] = []) => afterPass(text, given, (names) => organisationNames(names, text, 'test'));

test('the head with capitalised words before it or "of" / "for" and capitalised words after it', () => {
  assert.deepEqual(after('Ministers of the Organisation of Petroleum Exporting Countries met.'), ['ORGANIZATION Organisation of Petroleum Exporting Countries']);
  assert.deepEqual(after('Members of the Palestine Liberation Organisation met.'), ['ORGANIZATION Palestine Liberation Organisation']);
  assert.deepEqual(after('The Food and Agriculture Organisation said.', ['ORGANIZATION Agriculture Organisation']), ['ORGANIZATION Food and Agriculture Organisation']);
  assert.deepEqual(after('He joined the Organisation for Economic Co-operation and Development in 1990.'), ['ORGANIZATION Organisation for Economic Co-operation and Development']);
  assert.deepEqual(after('The Organisation of Islamic Cooperation said.', ['NRP Islamic']), ['ORGANIZATION Organisation of Islamic Cooperation']);
});

test('the head alone, "and the", lower-case words: no longer name', () => {
  assert.deepEqual(after('The Organisation said it would help.'), []);
  assert.deepEqual(after('a charitable Organisation of volunteers'), []);
  assert.deepEqual(after('The Organization of American States and the European Union met.'), ['ORGANIZATION Organization of American States']);
  assert.deepEqual(after('the organisation of labour'), []);
});

test('end to end', () => {
  const found = analyze('Ministers of the Organisation of Petroleum Exporting Countries met in Vienna.', { language: 'en', entities: ['ORGANIZATION', 'LOCATION'] }).entities.map(
    (e) => `${e.entity_type} ${e.text}`,
  );
  assert.deepEqual(found, ['ORGANIZATION Organisation of Petroleum Exporting Countries', 'LOCATION Vienna']);
});
