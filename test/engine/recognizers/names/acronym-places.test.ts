/** Initials right before a place are an organisation named with its town (passes/acronym-places.ts), unit and end to end. */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { afterPass } from './given-names.ts';
import { analyze } from '../../../../src/engine/index.ts';
import { lexicon } from '../../../../src/engine/recognizers/names/lexicon.ts';
import { nameTagger } from '../../../../src/engine/recognizers/names/model-file.ts';
import { acronymPlaces } from '../../../../src/engine/recognizers/names/passes/acronym-places.ts';

/** The names after the pass as "TYPE text", given names found by the vote as "TYPE text". */
function after(text: string, language: string, given: string[]): string[] {
  const tagger = nameTagger();
  assert.ok(tagger, 'the shipped name model loads');
  return afterPass(text, given, (names) => acronymPlaces(names, text, lexicon(), tagger.ordinary(language), 'test'));
}

test('initials before a place the vote found make one organisation, taking in an organisation that is the initials alone', () => {
  assert.deepEqual(after('Der Trainer des VfB Stuttgart lobte die Spieler.', 'de', ['LOCATION Stuttgart']), ['ORGANIZATION VfB Stuttgart']);
  assert.deepEqual(after('Er wechselt zum VfL Wolfsburg.', 'de', ['ORGANIZATION VfL', 'LOCATION Wolfsburg']), ['ORGANIZATION VfL Wolfsburg']);
  assert.deepEqual(after("Il a signé à l'OGC Nice cet été.", 'fr', ['LOCATION Nice']), ['ORGANIZATION OGC Nice']);
});

test("a place's initials, a shouted word of the language, a shouted line, a name over the initials: unchanged", () => {
  assert.deepEqual(after('Er flog von der USA Texas zurück.', 'de', ['LOCATION Texas']), ['LOCATION Texas']);
  assert.deepEqual(after('Opening van het postkantoor TE Tilburg vandaag.', 'nl', ['LOCATION Tilburg']), ['LOCATION Tilburg']);
  assert.deepEqual(after('LE TOUR DE FRANCE', 'fr', ['LOCATION FRANCE']), ['LOCATION FRANCE']);
  assert.deepEqual(after('Sie sprach mit Max VfB Stuttgart.', 'de', ['PERSON Max VfB', 'LOCATION Stuttgart']), ['LOCATION Stuttgart', 'PERSON Max VfB']);
});

test('end to end: a club by its initials and town', () => {
  const found = analyze('Der Trainer des VfB Stuttgart berief drei Spieler in den Kader.', { language: 'de', entities: ['ORGANIZATION', 'LOCATION'] }).entities.map((e) => `${e.entity_type} ${e.text}`);
  assert.ok(found.includes('ORGANIZATION VfB Stuttgart') && !found.includes('LOCATION Stuttgart'), found.join('|'));
});
