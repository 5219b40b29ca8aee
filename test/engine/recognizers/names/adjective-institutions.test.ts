/** Institutions named by an adjective and an institution noun in German, Dutch and French (passes/adjective-institutions.ts), unit and end to end. */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { afterPass } from './given-names.ts';
import { analyze } from '../../../../src/engine/index.ts';
import { lexicon } from '../../../../src/engine/recognizers/names/lexicon.ts';
import { nameTagger } from '../../../../src/engine/recognizers/names/model-file.ts';
import { adjectiveInstitutions } from '../../../../src/engine/recognizers/names/passes/adjective-institutions.ts';

/** The names after the pass, as "TYPE text", from the given names (each "TYPE text" found at its first occurrence). */
function after(text: string, language: string, given: string[] = []): string[] {
  const tagger = nameTagger();
  assert.ok(tagger, 'the shipped name model loads');
  return afterPass(text, given, (names) => adjectiveInstitutions(names, text, language, lexicon(), tagger.ordinary(language), 'test'));
}

test('German: a capitalised adjective mid-sentence before an institution noun, also a compound or a genitive, is an organisation', () => {
  assert.deepEqual(after('Die Europäische Zentralbank hat den Leitzins angehoben.', 'de'), ['ORGANIZATION Europäische Zentralbank']);
  assert.deepEqual(after('Nach Angaben des Statistischen Bundesamtes stiegen die Preise.', 'de'), ['ORGANIZATION Statistischen Bundesamtes']);
  assert.deepEqual(after('Die Vereinten Nationen warnen vor einer Hungersnot.', 'de'), ['ORGANIZATION Vereinten Nationen']);
  assert.deepEqual(after('Die Schiffe fuhren über das Schwarze Meer.', 'de'), ['LOCATION Schwarze Meer']);
});

test('German: no adjective, a sentence-opening word, a plural, a non-institution noun or a lower-case adjective is nothing', () => {
  assert.deepEqual(after('Andere Banken senkten die Zinsen.', 'de'), []);
  assert.deepEqual(after('Die Belgrader Zeitungen melden einen Streik.', 'de'), []);
  assert.deepEqual(after('Nach dem Zweiten Weltkrieg wurde die Stadt aufgebaut.', 'de'), []);
  assert.deepEqual(after('Die europäische Zentralbank ist unabhängig.', 'de'), []);
  assert.deepEqual(after('Er hat seine Bank gewechselt.', 'de'), []);
});

test('Dutch and French: "Tweede Kamer", "Openbaar Ministerie"; "Assemblée nationale", "Banque centrale européenne"', () => {
  assert.deepEqual(after('Volgens de Tweede Kamer is het voorstel onhaalbaar.', 'nl'), ['ORGANIZATION Tweede Kamer']);
  assert.deepEqual(after('Het Openbaar Ministerie eist tien jaar cel.', 'nl'), ['ORGANIZATION Openbaar Ministerie']);
  assert.deepEqual(after("L'Assemblée nationale a adopté la loi.", 'fr'), ['ORGANIZATION Assemblée nationale']);
  assert.deepEqual(after('La Banque centrale européenne a décidé.', 'fr'), ['ORGANIZATION Banque centrale européenne']);
  // No adjective, an adjective of time, a noun of no institution: nothing.
  assert.deepEqual(after('Les membres du Parlement actuel ont voté.', 'fr'), []);
  assert.deepEqual(after('La Révolution française a commencé en 1789.', 'fr'), []);
  assert.deepEqual(after('La Banque a décidé.', 'fr'), []);
});

test('names the vote found inside give way, one reaching out is kept, the same name is not added twice, a place after joins', () => {
  assert.deepEqual(after('Er sprach mit der Europäischen Kommission.', 'de', ['LOCATION Europäischen']), ['ORGANIZATION Europäischen Kommission']);
  assert.deepEqual(after('Er sprach mit der Europäischen Kommission.', 'de', ['ORGANIZATION Europäischen Kommission']), ['ORGANIZATION Europäischen Kommission']);
  assert.deepEqual(after('Sie lehrt an der Technischen Universität München.', 'de', ['LOCATION München']), ['ORGANIZATION Technischen Universität München']);
  assert.deepEqual(after('Er sprach mit der Europäischen Kommission Brüssel.', 'de', ['PERSON Kommission Brüssel']), ['PERSON Kommission Brüssel']);
  assert.deepEqual(after('Other languages: the European Central Bank.', 'en'), []);
});

test('end to end: modern institutions in German, Dutch and French are reported as organisations', () => {
  const cases: [string, string, string][] = [
    ['de', 'Die Deutsche Bahn kündigte an, im Sommer die Strecke zu sperren.', 'Deutsche Bahn'],
    ['nl', 'De Europese Commissie wil de uitstoot halveren.', 'Europese Commissie'],
    ['fr', 'La Commission européenne a ouvert une enquête.', 'Commission européenne'],
  ];
  for (const [language, text, name] of cases) {
    const found = analyze(text, { language, entities: ['ORGANIZATION', 'LOCATION', 'PERSON'] }).entities.map((e) => `${e.entity_type} ${e.text}`);
    assert.ok(found.includes(`ORGANIZATION ${name}`), `${language}: ${found.join('|')}`);
  }
});
