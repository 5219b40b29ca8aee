/** An institution named by its kind and its town, and German federal bodies, are organisations (passes/institution-places.ts), unit and end to end. */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { afterPass } from './given-names.ts';
import { analyze } from '../../../../src/engine/index.ts';
import { institutionPlaces } from '../../../../src/engine/recognizers/names/passes/institution-places.ts';

/** The names after the pass as "TYPE text", given names found by the vote as "TYPE text". */
function after(text: string, language: string, given: string[] = []): string[] {
  return afterPass(text, given, (names) => institutionPlaces(names, text, language, 'test'));
}

test('an institution noun right before a place the vote found makes one organisation of both', () => {
  assert.deepEqual(after('Laut einer Studie der Universität Heidelberg leiden viele.', 'de', ['LOCATION Heidelberg']), ['ORGANIZATION Universität Heidelberg']);
  assert.deepEqual(after('Die Vorwürfe der Staatsanwaltschaft Hamburg wiegen schwer.', 'de', ['LOCATION Hamburg']), ['ORGANIZATION Staatsanwaltschaft Hamburg']);
  assert.deepEqual(after('De Universiteit Utrecht stopt ermee.', 'nl', ['LOCATION Utrecht']), ['ORGANIZATION Universiteit Utrecht']);
  assert.deepEqual(after("L'université de Strasbourg accueille des étudiants.", 'fr', ['LOCATION Strasbourg']), ['ORGANIZATION université de Strasbourg']);
  assert.deepEqual(after('Le gouverneur de la Banque de France a parlé.', 'fr', ['LOCATION France']), ['ORGANIZATION Banque de France']);
});

test('no institution noun, a lower-case noun in German or Dutch, French without "de", or a noun inside another name: the place stays', () => {
  assert.deepEqual(after('Die Stadt Hamburg wächst.', 'de', ['LOCATION Hamburg']), ['LOCATION Hamburg']);
  assert.deepEqual(after('la ville de Paris', 'fr', ['LOCATION Paris']), ['LOCATION Paris']);
  assert.deepEqual(after('Le Conseil Paris', 'fr', ['LOCATION Paris']), ['LOCATION Paris']);
  assert.deepEqual(after('Die Schwebebahn Wuppertal fährt.', 'de', ['LOCATION Wuppertal']), ['LOCATION Wuppertal']);
  assert.deepEqual(after('Die Studenten der Universität Heidelberg.', 'de', ['ORGANIZATION Studenten der Universität', 'LOCATION Heidelberg']), ['LOCATION Heidelberg', 'ORGANIZATION Studenten der Universität']);
  assert.deepEqual(after('Universität Heidelberg', 'en', ['LOCATION Heidelberg']), ['LOCATION Heidelberg']);
});

test('German federal and state bodies in one word are organisations, also where a place was found', () => {
  assert.deepEqual(after('Der Bundestag hat das Gesetz beschlossen.', 'de', ['LOCATION Bundestag']), ['ORGANIZATION Bundestag']);
  assert.deepEqual(after('Das Bundesverfassungsgericht in Karlsruhe entschied.', 'de', ['LOCATION Karlsruhe']), ['LOCATION Karlsruhe', 'ORGANIZATION Bundesverfassungsgericht']);
  assert.deepEqual(after('Das Bundesland Bayern wählt.', 'de', ['LOCATION Bayern']), ['LOCATION Bayern']);
});

test('end to end: a Dutch council "van" something is no place "van", and German bodies are organisations', () => {
  const nl = analyze('Het advies van de Raad van State werd gevolgd.', { language: 'nl', entities: ['LOCATION', 'ORGANIZATION'] }).entities.map((e) => `${e.entity_type} ${e.text}`);
  assert.ok(!nl.some((e) => e.endsWith(' van') || e.includes('Raad van') && !e.includes('State')), nl.join('|'));
  const de = analyze('Der Bundestag und das Bundesverfassungsgericht in Karlsruhe.', { language: 'de', entities: ['LOCATION', 'ORGANIZATION'] }).entities.map((e) => `${e.entity_type} ${e.text}`);
  assert.ok(de.includes('ORGANIZATION Bundestag') && de.includes('ORGANIZATION Bundesverfassungsgericht') && de.includes('LOCATION Karlsruhe'), de.join('|'));
});
