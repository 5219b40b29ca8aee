/** Riders' and drivers' teams after their country on a results line (passes/rider-teams.ts). */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { afterPass } from './given-names.ts';
import { riderTeams } from '../../../../src/engine/recognizers/names/passes/rider-teams.ts';

const NATIONS = new Set(['france', 'belgium', 'britain', 'italy', 'kenya', 'spain']);
const isNation = (lower: string) => NATIONS.has(lower);
const after = (text: string, given: string[]) => afterPass(text, given, (names) => riderTeams(names, text, 'test', isNation));

test('the words between the country and the time are the team', () => {
  assert.deepEqual(after('1. Luc Moreau (France) Festina 4:35:12', ['PERSON Luc Moreau', 'LOCATION France', 'LOCATION Festina']), ['LOCATION France', 'ORGANIZATION Festina', 'PERSON Luc Moreau']);
  assert.deepEqual(after('2. Piet Claes ( Belgium ) Lotto same time', ['PERSON Piet Claes', 'LOCATION Belgium']), ['LOCATION Belgium', 'ORGANIZATION Lotto', 'PERSON Piet Claes']);
  assert.deepEqual(after('3. Tom Ward (Britain) Jordan 18.265 seconds behind', ['PERSON Tom Ward', 'LOCATION Britain', 'PERSON Jordan']), ['LOCATION Britain', 'ORGANIZATION Jordan', 'PERSON Tom Ward']);
  assert.deepEqual(after('4. Aldo Neri (Ita) ZG Mobili s.t.', ['PERSON Aldo Neri']), ['ORGANIZATION ZG Mobili', 'PERSON Aldo Neri']);
  assert.deepEqual(after('Aldo Neri (Italy) Saeco 5 hours 2 minutes 11 seconds', ['PERSON Aldo Neri']), ['ORGANIZATION Saeco', 'PERSON Aldo Neri']);
});

test('athletics and golf lines, prose, and brackets of no country are left alone', () => {
  assert.deepEqual(after('1. Paul Kibet (Kenya) 1:44.97', ['PERSON Paul Kibet', 'LOCATION Kenya']), ['LOCATION Kenya', 'PERSON Paul Kibet']);
  assert.deepEqual(after('205 Juan Ortiz (Spain) 68 70 67', ['PERSON Juan Ortiz', 'LOCATION Spain']), ['LOCATION Spain', 'PERSON Juan Ortiz']);
  assert.deepEqual(after('Mr Ortiz (Spain) Said 2 points', ['LOCATION Spain']), ['LOCATION Spain']);
  assert.deepEqual(after('1. Anna Berg (Oxford University) Boat Club 3:12', ['PERSON Anna Berg']), ['PERSON Anna Berg']);
});

test('linear on hostile input (100 KB and 400 KB)', () => {
  const time = (text: string) => {
    const t0 = performance.now();
    riderTeams([], text, 'test', isNation);
    return performance.now() - t0;
  };
  const units = ['1. Ab Cd Ef Gh Ij (France) Kl Mn Op Qr 12 ', '1. A (France) B '.repeat(20) + '\n', 'Aa '.repeat(30) + '(' + ' '.repeat(40) + ')\n', '1. Aa (' + 'Bb '.repeat(12) + ') Cc 1:2\n'];
  for (const unit of units) {
    time(unit.repeat(100));
    const small = time(unit.repeat(Math.ceil(100_000 / unit.length)));
    const big = time(unit.repeat(Math.ceil(400_000 / unit.length)));
    assert.ok(big < 500 && big < small * 8 + 50, `${JSON.stringify(unit.slice(0, 16))}: ${small.toFixed(0)} ms → ${big.toFixed(0)} ms`);
  }
});
