import { test } from 'node:test';
import assert from 'node:assert/strict';
import { analyze } from '../../../../src/engine/index.ts';

function places(text: string): string[] {
  return analyze(text, { entities: ['LOCATION'] }).entities.map((e) => e.text);
}

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
