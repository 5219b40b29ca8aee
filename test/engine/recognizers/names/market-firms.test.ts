/** Firms named by market reports' frames: "a dealer at X", "X shares rose" (passes/market-firms.ts). */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { afterPass } from './given-names.ts';
import { analyze } from '../../../../src/engine/index.ts';
import { loadEngineFiles } from '../../../../src/engine-files.ts';
import { lexicon } from '../../../../src/engine/recognizers/names/lexicon.ts';
import { marketFirms } from '../../../../src/engine/recognizers/names/passes/market-firms.ts';

loadEngineFiles();
const after = (text: string, given: string[]) => afterPass(text, given, (names) => marketFirms(names, text, lexicon(), 'test'));

test('the house a dealer, analyst or economist works for is an organisation', () => {
  assert.deepEqual(after('"Rates will fall," said a dealer at Kobe Trust Bank.', ['LOCATION Kobe Trust Bank']), ['ORGANIZATION Kobe Trust Bank']);
  assert.deepEqual(after('Analysts at Hartley Pym cut their forecasts.', ['PERSON Hartley Pym']), ['ORGANIZATION Hartley Pym']);
  assert.deepEqual(after('said a trader at Oriel Securities in Leeds.', ['LOCATION Leeds']), ['LOCATION Leeds', 'ORGANIZATION Oriel Securities']);
  assert.deepEqual(after('said chief economist Ann Lee with Baird , Kent & Noyes .', ['PERSON Ann Lee', 'PERSON Baird', 'LOCATION Kent']), ['ORGANIZATION Baird , Kent & Noyes', 'PERSON Ann Lee']);
  // The sentence's full stop stays out; an abbreviation's stays in mid-sentence.
  assert.deepEqual(after('said a dealer at Kobe Trust Bank. Bonds fell.', []), ['ORGANIZATION Kobe Trust Bank']);
  assert.deepEqual(after('said analysts at Pym & Co. on Monday.', []), ['ORGANIZATION Pym & Co.']);
});

test('a company whose shares moved is an organisation; markets, nationalities and openers are not', () => {
  assert.deepEqual(after('Volta Mecanica shares slipped 2 percent.', ['ORGANIZATION Mecanica']), ['ORGANIZATION Volta Mecanica']);
  assert.deepEqual(after('On Monday Ravel Bosch shares rose.', ['PERSON Ravel Bosch']), ['ORGANIZATION Ravel Bosch']);
  assert.deepEqual(after('Tokyo shares fell on Monday.', ['LOCATION Tokyo']), ['LOCATION Tokyo']);
  assert.deepEqual(after('Banking shares fell on Monday.', []), []);
  assert.deepEqual(after('dealers at Frankfurt said', ['LOCATION Frankfurt']), ['LOCATION Frankfurt']);
  // A name reaching out of the words is kept as found.
  assert.deepEqual(after('an economist at the Institute of International Finance said', ['ORGANIZATION Institute of International Finance']), ['ORGANIZATION Institute of International Finance']);
});

test('through the detector', () => {
  const found = analyze('"There is a lot of selling," said a trader at Nikko Securities.', { language: 'en', entities: ['ORGANIZATION'] }).entities.map((e) => e.text);
  assert.deepEqual(found, ['Nikko Securities']);
});

test('linear on hostile input (100 KB and 400 KB)', () => {
  const time = (text: string) => {
    const t0 = performance.now();
    marketFirms([], text, lexicon(), 'test');
    return performance.now() - t0;
  };
  const units = ['A'.repeat(200) + ' shares ', 'Ab Cd Ef Gh shares x ', 'dealer at Ab , Cd , Ef , Gh , ', 'analyst at ' + 'Ab. '.repeat(20), 'dealers at Ab Cd Ef Gh Ij Kl Mn '];
  for (const unit of units) {
    time(unit.repeat(100));
    const small = time(unit.repeat(Math.ceil(100_000 / unit.length)));
    const big = time(unit.repeat(Math.ceil(400_000 / unit.length)));
    assert.ok(big < 800 && big < small * 8 + 50, `${JSON.stringify(unit.slice(0, 16))}: ${small.toFixed(0)} ms → ${big.toFixed(0)} ms`);
  }
});

test('a nationality before "shares" is no company', () => {
  assert.deepEqual(after('Japanese shares fell on Monday.', ['PERSON Japanese']), ['PERSON Japanese']);
});
