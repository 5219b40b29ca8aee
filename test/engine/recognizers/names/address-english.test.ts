import { test } from 'node:test';
import assert from 'node:assert/strict';
import { analyze } from '../../../../src/engine/index.ts';

// Addresses as English text writes them: the tails of address.ts and the continental and French
// forms that address-block.ts accepts in English.

function places(text: string): string[] {
  return analyze(text, { entities: ['LOCATION'] }).entities.map((e) => e.text);
}

test('a unit keyword is a whole word: the town after the street may begin like one', () => {
  assert.deepEqual(places('Send it to 12 Main Street, Floydborough, NY 30141.'), ['12 Main Street, Floydborough, NY 30141']);
  assert.deepEqual(places('Send it to 12 Main Street, Stevenage, SG1 1AA.'), ['12 Main Street, Stevenage, SG1 1AA']);
  assert.deepEqual(places('Send it to 12 Main Street Fl 3, Boston.'), ['12 Main Street Fl 3, Boston']);
  assert.deepEqual(places('Send it to 12 Main Street Ste 200, Unity, ME 04988.'), ['12 Main Street Ste 200, Unity, ME 04988']);
});

test('towns with an abbreviated first word or a lower-case joint stay whole', () => {
  assert.deepEqual(places('Write to 12 Main Street, St. Louis, MO 63101.'), ['12 Main Street, St. Louis, MO 63101']);
  assert.deepEqual(places('Write to 17 Park Road Apt. 961, St. Albans.'), ['17 Park Road Apt. 961, St. Albans']);
  assert.deepEqual(places('He lives at 12 High Street, Newcastle upon Tyne, NE1 4XF.'), ['12 High Street, Newcastle upon Tyne, NE1 4XF']);
  assert.deepEqual(places('Our office moved to 191 Alameda Xavier Apto. 351, Feliciano do Sul.'), ['191 Alameda Xavier Apto. 351, Feliciano do Sul']);
});

test('near misses: a sentence after the town, "on" a day, a lower-case word that is no joint', () => {
  assert.deepEqual(places('It is at 5 Main Street, Lyon. Prof Marc came.'), ['5 Main Street, Lyon']);
  assert.deepEqual(places('We met at 12 Main Street, Boston on Monday.'), ['12 Main Street, Boston']);
  assert.deepEqual(places('I sent it to 12 Elm Street, Springfield do it again.'), ['12 Elm Street, Springfield']);
});

test('a continental address quoted in English: street of any name, number, five-digit postcode, town', () => {
  assert.deepEqual(places('Update the billing address to Am Jägerhof 83, 53506 Rinkdorf, please.'), ['Am Jägerhof 83, 53506 Rinkdorf']);
  assert.deepEqual(places('Update it to Alte Ziegelei 3, 08593 Bad Johndorf, please.'), ['Alte Ziegelei 3, 08593 Bad Johndorf']);
  assert.deepEqual(places('It was at Rosenthal 77b, 12345 Luciastadt.'), ['Rosenthal 77b, 12345 Luciastadt']);
});

test('near misses: four digits, numbered things, an address running into the sentence', () => {
  assert.deepEqual(places('He said Windows 10, 2021 edition is fine.'), []);
  assert.deepEqual(places('Chapter 5, 12345 Words later.'), []);
  assert.deepEqual(places('See Seite 12, 10000 Exemplare.'), []);
});

test('a French address quoted in English, with its postcode', () => {
  assert.deepEqual(places('I live at 43, rue Martin, 75002 Paris.'), ['43, rue Martin, 75002 Paris']);
  assert.deepEqual(places('I live at 43 rue de la Paix, 75002 Paris, France.'), ['43 rue de la Paix, 75002 Paris, France']);
  assert.deepEqual(places('Take 5 route Nationale home.'), [], 'no postcode');
});
