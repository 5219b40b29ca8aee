/** French institutions continue through a lower-case complement ("de la santé", "des dépôts"): passes/french-complements.ts, in unit and end to end. */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { analyze } from '../../../../src/engine/index.ts';
import { frenchComplements } from '../../../../src/engine/recognizers/names/passes/french-complements.ts';
import type { Candidate } from '../../../../src/engine/types.ts';

/** The ORGANIZATION surfaces after the pass, given the names the vote found as [surface, type]. */
function orgs(text: string, given: [string, Candidate['entity']][] = []): string[] {
  const names: Candidate[] = given.map(([s, entity]) => {
    const start = text.indexOf(s);
    return { entity, start, end: start + s.length, score: 0.7, recognizer: 'test', pattern: 'model' };
  });
  frenchComplements(names, text, 'test');
  return names.filter((c) => c.entity === 'ORGANIZATION').map((c) => text.slice(c.start, c.end));
}

test('an institution noun after an article takes in one complement with a lower-case noun, and its adjective', () => {
  assert.deepEqual(orgs("L'Organisation mondiale de la santé a déclaré la fin de l'urgence.", [['Organisation mondiale', 'ORGANIZATION']]), ['Organisation mondiale de la santé']);
  assert.deepEqual(orgs('Le Centre national de la recherche scientifique emploie des chercheurs.'), ['Centre national de la recherche scientifique']);
  assert.deepEqual(orgs('La Caisse des dépôts a investi.'), ['Caisse des dépôts']);
  assert.deepEqual(orgs('Hier, la Compagnie des courtiers d\' assurances a voté.'), ["Compagnie des courtiers d' assurances"]);
});

test('no article, no institution noun, a determiner as the noun, a capitalised complement or a longer name: left alone', () => {
  assert.deepEqual(orgs('Organisation de la fête par le comité.'), []);
  assert.deepEqual(orgs('La Révolution de la veille a échoué.'), []);
  assert.deepEqual(orgs('Le Conseil de ce matin a voté.'), []);
  assert.deepEqual(orgs('La Banque de France a relevé ses prévisions.', [['Banque de France', 'ORGANIZATION']]), ['Banque de France']);
  assert.deepEqual(orgs('Le Tribunal de grande instance de Paris a jugé.', [['Tribunal de grande instance de Paris', 'ORGANIZATION']]), ['Tribunal de grande instance de Paris']);
  assert.deepEqual(orgs('Le Conseil de sécurité de la ville a voté.'), ['Conseil de sécurité']);
});

test('end to end: French only', () => {
  const fr = analyze("L'Organisation mondiale de la santé a déclaré la fin de l'urgence sanitaire.", { language: 'fr', entities: ['ORGANIZATION'] }).entities.map((e) => e.text);
  assert.deepEqual(fr, ['Organisation mondiale de la santé']);
});
