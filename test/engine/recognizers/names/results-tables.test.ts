/**
 * Sports tables through the whole detector: win-loss standings rows (passes/standings.ts) and
 * blocks of results lines (passes/sports-results.ts, resultLines).
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { analyze } from '../../../../src/engine/index.ts';
import { loadEngineFiles } from '../../../../src/engine-files.ts';
import { sportsResults } from '../../../../src/engine/recognizers/names/passes/sports-results.ts';
import { standings } from '../../../../src/engine/recognizers/names/passes/standings.ts';

loadEngineFiles();
const all = (text: string) => analyze(text, { language: 'en', entities: ['PERSON', 'LOCATION', 'ORGANIZATION'] }).entities.map((e) => `${e.entity_type} ${e.text}`);

test('win-loss standings rows name teams, the city run into the figures or not', () => {
  const found = all('EASTERN DIVISION\nW L PCT GB\nHARTFORD 80 62 .563 -\nATLANTA 76 66 .535 4\nDENVER 12 6 .667 3 1/2');
  for (const team of ['HARTFORD', 'ATLANTA', 'DENVER']) assert.ok(found.includes(`ORGANIZATION ${team}`), found.join(' | '));
  assert.ok(!found.some((f) => f.startsWith('PERSON')), found.join(' | '));
  // Figures with no percentage, or a percentage not after won and lost, are no win-loss row.
  assert.deepEqual(all('Denver 12 6'), all('Denver 12 6').filter((f) => !f.startsWith('ORGANIZATION')));
  assert.ok(!all('Growth in Denver was 2 .563 percent').some((f) => f.startsWith('ORGANIZATION')));
});

test('a results block: one found side is enough, a bracketed note names no one, a score is no house number', () => {
  const found = all('Results on Tuesday (home team in CAPS):\nHartford 4 BUFFALO 2\nDenver 3 NY RANGERS 3 (OT)\nCOLORADO 5 Calgary 1');
  for (const team of ['Hartford', 'BUFFALO', 'Denver', 'NY RANGERS', 'COLORADO', 'Calgary']) assert.ok(found.includes(`ORGANIZATION ${team}`), found.join(' | '));
  assert.ok(!found.some((f) => f.endsWith(' OT')), found.join(' | '));
  const soccer = all('Arsenal 2 Leeds 0\nCoventry 1 Nottingham Forest 1');
  assert.ok(soccer.includes('ORGANIZATION Coventry') && soccer.includes('ORGANIZATION Nottingham Forest'), soccer.join(' | '));
  // A single line still needs both sides found; an address in prose stays.
  assert.ok(!all('Revenue 12 Costs 14').some((f) => f.startsWith('ORGANIZATION')));
  assert.ok(all('He lives at 1 Nottingham Road, Leeds.').some((f) => f.startsWith('LOCATION 1 Nottingham Road')));
});

test('linear on hostile input (100 KB and 400 KB of table-like lines)', () => {
  const time = (pass: (text: string) => void, text: string) => {
    const t0 = performance.now();
    pass(text);
    return performance.now() - t0;
  };
  const passes = [(text: string) => standings([], text, 'test'), (text: string) => sportsResults([], text, 'test', () => false)];
  const units = ['Ab Cd Ef Gh Ij 12 34 .567 1 1/2\n', 'Ab '.repeat(40) + '1 2 .345 ', 'Ab Cd 3 Ef Gh 4 (' + 'x'.repeat(20) + ')\n', 'Ab 3 Cd 4 (OT)\n', '1 2 .345 '.repeat(30) + 'x\n'];
  for (const pass of passes) {
    for (const unit of units) {
      time(pass, unit.repeat(100));
      const small = time(pass, unit.repeat(Math.ceil(100_000 / unit.length)));
      const big = time(pass, unit.repeat(Math.ceil(400_000 / unit.length)));
      assert.ok(big < 800 && big < small * 8 + 50, `${JSON.stringify(unit.slice(0, 16))}: ${small.toFixed(0)} ms → ${big.toFixed(0)} ms`);
    }
  }
});

test('a block of standings rows: one found team makes every row a team', () => {
  const found = all('W L T PF PA PCT\nNEW ENGLAND 9 4 0 322 256 .692\nBUFFALO 9 4 0 265 209 .692\nMIAMI 6 7 0 260 271 .462');
  for (const team of ['NEW ENGLAND', 'BUFFALO', 'MIAMI']) assert.ok(found.includes(`ORGANIZATION ${team}`), found.join(' | '));
  // A lone row of figures after no name is still no team.
  assert.ok(!all('Revenue 12 14 15 17 19\nCosts 10 11 12 13 14').some((f) => f.startsWith('ORGANIZATION')));
});
