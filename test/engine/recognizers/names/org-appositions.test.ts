/** A name after a noun for a kind of organisation is that organisation (passes/org-appositions.ts), unit and end to end. */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { Candidate } from '../../../../src/engine/types.ts';
import { analyze } from '../../../../src/engine/index.ts';
import { orgAppositions } from '../../../../src/engine/recognizers/names/passes/org-appositions.ts';

/** The type the pass gives the name `surface` of `text`, found by the vote as `entity`. */
function typed(text: string, language: string, surface: string, entity = 'PERSON'): string {
  const start = text.indexOf(surface);
  assert.ok(start >= 0, surface);
  const names: Candidate[] = [{ entity, start, end: start + surface.length, score: 0.6, recognizer: 'test' }];
  orgAppositions(names, text, language);
  return names[0]!.entity;
}

test('a person or place after an article and a noun of a kind of organisation is the organisation', () => {
  assert.equal(typed('Le constructeur Renault va supprimer des postes.', 'fr', 'Renault'), 'ORGANIZATION');
  assert.equal(typed("Il a rejoint l'entreprise Dassault en 2010.", 'fr', 'Dassault'), 'ORGANIZATION');
  assert.equal(typed('A empresa Vale foi condenada.', 'pt', 'Vale'), 'ORGANIZATION');
  assert.equal(typed('O jornal Folha publicou a notícia.', 'pt', 'Folha', 'LOCATION'), 'ORGANIZATION');
  assert.equal(typed('Het bedrijf Philips schrapt banen.', 'nl', 'Philips'), 'ORGANIZATION');
  assert.equal(typed('Kritik kam von der Gewerkschaft Verdi.', 'de', 'Verdi'), 'ORGANIZATION');
  assert.equal(typed('Der Autobauer Porsche meldet Gewinne.', 'de', 'Porsche'), 'ORGANIZATION');
});

test('no article, a capitalised noun outside German, a place in German or Dutch, another noun, or English: unchanged', () => {
  assert.equal(typed('Groupe Renault a publié ses comptes.', 'fr', 'Renault'), 'PERSON');
  assert.equal(typed('Le Groupe Renault a publié ses comptes.', 'fr', 'Renault'), 'PERSON');
  assert.equal(typed('Le ministre Bruno Le Maire a parlé.', 'fr', 'Bruno Le Maire'), 'PERSON');
  assert.equal(typed('Der Konzern Köln ist groß.', 'de', 'Köln', 'LOCATION'), 'LOCATION');
  assert.equal(typed('Die Stadt Porsche ist klein.', 'de', 'Porsche'), 'PERSON');
  assert.equal(typed('The carmaker Renault cut jobs.', 'en', 'Renault'), 'PERSON');
});

test('end to end: a firm named after its founder, introduced by its kind, is an organisation', () => {
  const found = analyze('Le constructeur Renault va supprimer des postes dans son usine de Flins.', { language: 'fr', entities: ['PERSON', 'ORGANIZATION'] }).entities.map((e) => `${e.entity_type} ${e.text}`);
  assert.ok(found.includes('ORGANIZATION Renault') && !found.includes('PERSON Renault'), found.join('|'));
});
