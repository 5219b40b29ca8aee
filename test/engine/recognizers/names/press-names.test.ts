/** Newspapers and news agencies named with their kind (passes/press-names.ts). */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { afterPass } from './given-names.ts';
import { loadEngineFiles } from '../../../../src/engine-files.ts';
import { lexicon } from '../../../../src/engine/recognizers/names/lexicon.ts';
import { pressNames } from '../../../../src/engine/recognizers/names/passes/press-names.ts';

loadEngineFiles();
const after = (text: string, given: string[]) => afterPass(text, given, (names) => pressNames(names, text, lexicon(), 'test'));

test('the name after or before the press noun is an organisation', () => {
  assert.deepEqual(after('The daily Kobe Shimpo said on Monday.', ['PERSON Kobe Shimpo']), ['ORGANIZATION Kobe Shimpo']);
  assert.deepEqual(after('the Turkish daily Yeni Gazete said.', ['PERSON Yeni Gazete']), ['ORGANIZATION Yeni Gazete']);
  assert.deepEqual(after('the Zorva news agency said.', []), ['ORGANIZATION Zorva']);
  assert.deepEqual(after('the mass-circulation Blitz newspaper said', ['PERSON Blitz']), ['ORGANIZATION Blitz']);
  assert.deepEqual(after('the newspaper Hora Nova reported.', []), ['ORGANIZATION Hora Nova']);
});

test('days, places, nationalities, adverbs and names reaching out are left alone', () => {
  assert.deepEqual(after('the Sunday newspaper said.', []), []);
  assert.deepEqual(after('told the newspaper Monday that', []), []);
  assert.deepEqual(after('the French newspaper said.', []), []);
  assert.deepEqual(after('the Jakarta daily said.', ['LOCATION Jakarta']), ['LOCATION Jakarta']);
  assert.deepEqual(after('It is published daily Monday to Friday.', []), []);
  assert.deepEqual(after('a paper Smith wrote', ['PERSON Smith']), ['PERSON Smith']);
  // "daily" and "weekly" as adjectives: no reporting frame after the name.
  assert.deepEqual(after('They held a weekly Bible study.', []), []);
  assert.deepEqual(after('the daily Kobe Shimpo reported on Monday.', []), ['ORGANIZATION Kobe Shimpo']);
  assert.deepEqual(after('the daily New York Times Company said', ['ORGANIZATION New York Times Company']), ['ORGANIZATION New York Times Company']);
});

test('linear on hostile input (100 KB and 400 KB)', () => {
  const time = (text: string) => {
    const t0 = performance.now();
    pressNames([], text, lexicon(), 'test');
    return performance.now() - t0;
  };
  const units = ['the Ab Cd Ef Gh daily ', 'the ab cd Ef Gh Ij Kl Mn newspaper x ', 'Abc daily Ab Cd Ef Gh Ij ', 'a'.repeat(300) + '-languag daily ', 'The The The daily '];
  for (const unit of units) {
    time(unit.repeat(100));
    const small = time(unit.repeat(Math.ceil(100_000 / unit.length)));
    const big = time(unit.repeat(Math.ceil(400_000 / unit.length)));
    assert.ok(big < 800 && big < small * 8 + 50, `${JSON.stringify(unit.slice(0, 16))}: ${small.toFixed(0)} ms → ${big.toFixed(0)} ms`);
  }
});
