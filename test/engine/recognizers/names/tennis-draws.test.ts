/** The two players of a tennis results line (passes/tennis-draws.ts). */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { afterPass } from './given-names.ts';
import { tennisDraws } from '../../../../src/engine/recognizers/names/passes/tennis-draws.ts';

const NATIONS = new Set(['spain', 'japan', 'belgium', 'sweden', 'france']);
const isNation = (lower: string) => NATIONS.has(lower);
const after = (text: string, given: string[]) => afterPass(text, given, (names) => tennisDraws(names, text, 'test', isNation));

test('both players of "A (Country) beat B (Country) sets" are people', () => {
  assert.deepEqual(after('Rosa Vidal (Spain) beat Emiko Date (Japan) 6-2 6-4', ['PERSON Rosa Vidal', 'LOCATION Spain', 'LOCATION Japan']), ['LOCATION Japan', 'LOCATION Spain', 'PERSON Emiko Date', 'PERSON Rosa Vidal']);
  assert.deepEqual(after('Ann Ek ( Sweden ) beat Lise Marchand ( Belgium ) 4-6 6-3 6-2', ['ORGANIZATION Lise Marchand']), ['PERSON Ann Ek', 'PERSON Lise Marchand']);
  assert.deepEqual(after('3 - Paul Roux (Fra) beat Jan de Boer (U.S.) 6-3 6-4 7-6 (7-5)', []), ['PERSON Jan de Boer', 'PERSON Paul Roux']);
});

test('prose, brackets of no country, and lines without set scores are left alone', () => {
  assert.deepEqual(after('Rosa Vidal (Spain) beat Emiko Date (Japan) in the final.', []), []);
  assert.deepEqual(after('Leeds United (Yorkshire) beat Hull City (Humber) 3-1 2-0', []), []);
  assert.deepEqual(after('Ajax (Holland) beat Porto (Portugal) 2-1', []), []);
});

test('linear on hostile input (100 KB and 400 KB)', () => {
  const time = (text: string) => {
    const t0 = performance.now();
    tennisDraws([], text, 'test', isNation);
    return performance.now() - t0;
  };
  const units = ['Ab Cd (Spain) beat Ef Gh (Japan) 6-2 6-4 6-', 'Ab Cd Ef Gh Ij (' + ' '.repeat(28) + ') beat ', 'Ab (Spain) beat Cd (Japan) ' + '6-2 '.repeat(10) + '\n', '1 - 2 - 3 - Ab ( Spain ) beat x\n'];
  for (const unit of units) {
    time(unit.repeat(100));
    const small = time(unit.repeat(Math.ceil(100_000 / unit.length)));
    const big = time(unit.repeat(Math.ceil(400_000 / unit.length)));
    assert.ok(big < 800 && big < small * 8 + 50, `${JSON.stringify(unit.slice(0, 16))}: ${small.toFixed(0)} ms → ${big.toFixed(0)} ms`);
  }
});
