/** German: closed-class words opening a sentence begin no name (lang/de.ts), genitives, compounds and epithets (passes, rules/person-words.ts). */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { analyze } from '../../../../src/engine/index.ts';
import { GERMAN_FUNCTION_WORDS } from '../../../../src/engine/recognizers/names/lang/de.ts';
import { NAME_PARTICLES } from '../../../../src/engine/recognizers/names/vocab.ts';

const people = (text: string) => analyze(text, { language: 'de', entities: ['PERSON'], score_threshold: 0 }).entities.map((e) => e.text);
const names = (text: string) => analyze(text, { language: 'de', entities: ['PERSON', 'LOCATION', 'ORGANIZATION'], score_threshold: 0 }).entities.map((e) => e.text);

test('the function-word list holds no name particle and no article', () => {
  for (const w of ['der', 'die', 'das', 'ein', 'eine']) assert.ok(!GERMAN_FUNCTION_WORDS.has(w), w);
  for (const w of NAME_PARTICLES) assert.ok(!GERMAN_FUNCTION_WORDS.has(w), w);
});

test('an adverb or preposition opening a sentence begins no name', () => {
  assert.deepEqual(names('Allerdings war sie zu sehr auf kleine Posten in dem Westen ausgerichtet.'), []);
  assert.deepEqual(names('Darin befindet sich eine winzige Lagune, die beinahe ausgetrocknet ist.'), []);
  assert.ok(!names('Laut Parker sind in Großbritannien zahlreiche Agenten aktiv.').some((n) => n.startsWith('Laut')));
});

test('the same words stay names where they are names: mid-sentence, or a particle', () => {
  assert.deepEqual(people('Der Brief von Ludwig van Beethoven kam an.'), ['Ludwig van Beethoven']);
  assert.deepEqual(people('Von der Leyen sagte am Montag, die Kommission werde handeln.'), ['Von der Leyen']);
});

test('a known surname in the genitive is a person', () => {
  assert.deepEqual(people('Die Kritik an der Rede Merkels wurde lauter.'), ['Merkels']);
  assert.deepEqual(names('Der Rücktritt Schröders kam überraschend.'), ['Schröders']);
  assert.deepEqual(names('Seit der Übergabe Hong Kongs 1997 regiert Peking mit.'), ['Hong Kongs', 'Peking']);
});

test('a plural noun or a noun genitive is no name: "Krieges", "Links"', () => {
  assert.deepEqual(people('Während des Dreißigjährigen Krieges wurde die Stadt zerstört.'), []);
  assert.deepEqual(people('Viele klicken gedankenlos auf Links und Anhänge.'), []);
});

test('a compound of ordinary words is cut out of a person, a name-making tail is not', () => {
  assert.deepEqual(people('Die Gesundheit hemmte Hitchcocks Schaffensleistung in den letzten Jahren.'), ['Hitchcocks']);
  assert.deepEqual(people('Nordalgerien liegt in der gemäßigten Klimazone.'), []);
  assert.deepEqual(people('Gestern sprach Anna Löwenstein in Bonn.'), ['Anna Löwenstein']);
});

test('a ruler\'s epithet belongs to the name; a dative object does not', () => {
  assert.deepEqual(people('Katharina die Große war ebenfalls sehr zufrieden.'), ['Katharina die Große']);
  assert.deepEqual(people('Besondere Hingucker sind die Gemälde von Lucas Cranach dem Älteren.'), ['Lucas Cranach dem Älteren']);
  assert.deepEqual(people('Das sagte Angela Merkel der Presse am Montag.'), ['Angela Merkel']);
});

test('no name goes on through a lower-case word between two capitalised ones, unless names hold such words', () => {
  assert.deepEqual(names('Eintracht Frankfurt schlug Werder Bremen mit 3:1.'), ['Eintracht Frankfurt', 'Werder Bremen']);
  assert.ok(names('Das Institut für Weltwirtschaft in Kiel legte Zahlen vor.').includes('Institut für Weltwirtschaft'));
});
