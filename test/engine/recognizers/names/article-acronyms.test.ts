/** An acronym after a definite article is an organisation (passes/article-acronyms.ts), unit and end to end. */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { afterPass } from './given-names.ts';
import { analyze } from '../../../../src/engine/index.ts';
import { lexicon } from '../../../../src/engine/recognizers/names/lexicon.ts';
import { articleAcronyms } from '../../../../src/engine/recognizers/names/passes/article-acronyms.ts';

/** The names after the pass as "TYPE text", given names found by the vote as "TYPE text". */
function after(text: string, language: string, given: string[] = []): string[] {
  return afterPass(text, given, (names) => articleAcronyms(names, text, language, lexicon(), 'test'));
}

test('capitals after a definite article are an organisation', () => {
  assert.deepEqual(after('Geert Wilders won met de PVV de verkiezingen.', 'nl'), ['ORGANIZATION PVV']);
  assert.deepEqual(after('Volgens het KNMI wordt het warm.', 'nl'), ['ORGANIZATION KNMI']);
  assert.deepEqual(after('In Vlaanderen ligt de N-VA voor.', 'nl'), ['ORGANIZATION N-VA']);
  assert.deepEqual(after('In Umfragen liegt die AfD vorn.', 'de'), ['ORGANIZATION AfD']);
  assert.deepEqual(after("Le président de l'UMP a démissionné.", 'fr'), ['ORGANIZATION UMP']);
  assert.deepEqual(after('O PSD venceu as eleições.', 'pt'), ['ORGANIZATION PSD']);
});

test('no article, a place, a Roman numeral, a number after it, a longer shouted word, an abbreviation, a found name, English: nothing added', () => {
  assert.deepEqual(after('Bij ING waren storingen.', 'nl'), []);
  assert.deepEqual(after('Er flog in die USA.', 'de'), []);
  assert.deepEqual(after('Les palais construits du IX au XI siècle.', 'fr'), []);
  assert.deepEqual(after('Der Stau auf der A 7 wächst.', 'de'), []);
  assert.deepEqual(after('Het veilinghuis verkoopt in het ODEON.', 'nl'), []);
  assert.deepEqual(after('Afwezig de HH. Bosch en Kerkhoven.', 'nl'), []);
  assert.deepEqual(after('Er sprach mit der SPD.', 'de', ['ORGANIZATION SPD']), ['ORGANIZATION SPD']);
  assert.deepEqual(after('He spoke to the PVV.', 'en'), []);
  // A shouted line: no lower-case letter near the article.
  assert.deepEqual(after('A CASA DO POVO', 'pt'), []);
  assert.deepEqual(after('NOTÍCIAS: O REI E A LEI', 'pt'), []);
});

test('end to end: Dutch parties and institutes by their initials', () => {
  const found = analyze('Bij de VVD en het KNMI was het druk.', { language: 'nl', entities: ['ORGANIZATION'] }).entities.map((e) => e.text);
  assert.ok(found.includes('VVD') && found.includes('KNMI'), found.join('|'));
});
