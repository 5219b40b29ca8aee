/** A table's header line of column abbreviations names no one (passes/column-headers.ts). */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { afterPass } from './given-names.ts';
import { columnHeaders } from '../../../../src/engine/recognizers/names/passes/column-headers.ts';

const after = (text: string, given: string[]) => afterPass(text, given, (names) => columnHeaders(names, text));

test('findings on a line of column abbreviations go', () => {
  assert.deepEqual(after('EASTERN DIVISION\nW L PCT GB\nNEW YORK 80 62 .563 -', ['PERSON W L PCT GB', 'ORGANIZATION NEW YORK']), ['ORGANIZATION NEW YORK']);
  assert.deepEqual(after('W L T GF GA PTS\nDetroit 20 8 3 99 70 43', ['PERSON T GF GA', 'ORGANIZATION Detroit']), ['ORGANIZATION Detroit']);
  assert.deepEqual(after('P W D L F A PTS\nAjax 8 7 1 0 24 5 22', ['PERSON P W D', 'ORGANIZATION Ajax']), ['ORGANIZATION Ajax']);
});

test('headlines, acronym lines and names with initials stay', () => {
  assert.deepEqual(after('NATO EU UN MEET', ['ORGANIZATION NATO']), ['ORGANIZATION NATO']);
  assert.deepEqual(after('J R SMITH WINS', ['PERSON J R SMITH']), ['PERSON J R SMITH']);
  assert.deepEqual(after('J. R. Ewing said', ['PERSON J. R. Ewing']), ['PERSON J. R. Ewing']);
  assert.deepEqual(after('A B Volvo', ['ORGANIZATION A B Volvo']), ['ORGANIZATION A B Volvo']);
  // A shouted name with initials, over no row of figures.
  assert.deepEqual(after('DR J J LEE\n12 High Street', ['PERSON J J LEE']), ['PERSON J J LEE']);
  assert.deepEqual(after('P W D L F A PTS', ['PERSON P W D']), ['PERSON P W D']);
});

test('a heading naming the league, conference or division over a table names no one', () => {
  const table = 'AMERICAN LEAGUE\nEASTERN DIVISION\nW L PCT GB\nNEW YORK 80 62 .563 -';
  assert.deepEqual(after(table, ['ORGANIZATION AMERICAN LEAGUE', 'LOCATION EASTERN DIVISION', 'ORGANIZATION NEW YORK']), ['ORGANIZATION NEW YORK']);
  assert.deepEqual(after('Premier league\nArsenal 2 Leeds 0', ['ORGANIZATION Premier league', 'ORGANIZATION Arsenal']), ['ORGANIZATION Arsenal']);
  // A league in a sentence, or a heading over no row of figures, stays.
  assert.deepEqual(after('The National Hockey League said 12 games were off.', ['ORGANIZATION National Hockey League']), ['ORGANIZATION National Hockey League']);
  assert.deepEqual(after('NATIONAL HOCKEY LEAGUE\nNo games were played.', ['ORGANIZATION NATIONAL HOCKEY LEAGUE']), ['ORGANIZATION NATIONAL HOCKEY LEAGUE']);
});

test('linear on hostile input (100 KB and 400 KB of header-like lines)', () => {
  const time = (text: string) => {
    const t0 = performance.now();
    columnHeaders([{ entity: 'PERSON', start: 0, end: 3, score: 0.5, recognizer: 'test' }], text);
    return performance.now() - t0;
  };
  for (const unit of ['W L PCT GB ', 'W L\n', 'A '.repeat(50) + 'Ab\n', 'ABCD ', 'W L PCT\n1 2 3 4 5 6\n', 'W L PCT\n', 'Ab Cd league\n', 'Ab '.repeat(30) + 'league\n1 2\n', 'AMERICAN LEAGUE\nW L T\n']) {
    time(unit.repeat(100));
    const small = time(unit.repeat(Math.ceil(100_000 / unit.length)));
    const big = time(unit.repeat(Math.ceil(400_000 / unit.length)));
    assert.ok(big < 500 && big < small * 8 + 50, `${JSON.stringify(unit.slice(0, 12))}: ${small.toFixed(0)} ms → ${big.toFixed(0)} ms`);
  }
});
