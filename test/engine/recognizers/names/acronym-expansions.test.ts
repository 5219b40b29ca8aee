/** An organisation named before its initials in brackets (passes/acronym-expansions.ts), unit and end to end. */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { afterPass } from './given-names.ts';
import { analyze } from '../../../../src/engine/index.ts';
import { lexicon } from '../../../../src/engine/recognizers/names/lexicon.ts';
import { acronymExpansions } from '../../../../src/engine/recognizers/names/passes/acronym-expansions.ts';

function after(text: string, given: string[] = []): string[] {
  return afterPass(text, given, (names) => acronymExpansions(names, text, lexicon(), 'test'));
}

test('a name with an organisation head before its initials is one organisation, and so are the initials', () => {
  assert.deepEqual(after('The Organisation of African Unity (OAU) met.'), ['ORGANIZATION OAU', 'ORGANIZATION Organisation of African Unity']);
  assert.deepEqual(after('He joined the Organisation for Economic Co-operation and Development ( OECD ) in 1990 .'), [
    'ORGANIZATION OECD',
    'ORGANIZATION Organisation for Economic Co-operation and Development',
  ]);
  // The model's place inside the name and its nationality word give way.
  assert.deepEqual(after('The Palestine Liberation Organisation (PLO) said no.', ['LOCATION Palestine']), ['ORGANIZATION PLO', 'ORGANIZATION Palestine Liberation Organisation']);
  assert.deepEqual(after('Rebels of the Moro Islamic Liberation Front (MILF) fled.', ['NRP Islamic']), ['ORGANIZATION MILF', 'ORGANIZATION Moro Islamic Liberation Front']);
});

test('initials first, the name in brackets; later uses of the initials', () => {
  assert.deepEqual(after('A spokesman for the OAU (Organisation of African Unity) said so.'), ['ORGANIZATION OAU', 'ORGANIZATION Organisation of African Unity']);
  assert.deepEqual(after('The Democratic Unionist Party (DUP) won. The DUP leader spoke.'), ['ORGANIZATION DUP', 'ORGANIZATION DUP', 'ORGANIZATION Democratic Unionist Party']);
});

test('without a head word the vote decides; places, persons, job titles and measures are left alone', () => {
  // An organisation over part of the name and the initials: the whole name.
  assert.deepEqual(after('Shares of International Business Machines (IBM) rose.', ['ORGANIZATION Business Machines', 'ORGANIZATION IBM']), [
    'ORGANIZATION IBM',
    'ORGANIZATION International Business Machines',
  ]);
  assert.deepEqual(after('She flew to the United Arab Emirates (UAE).', ['LOCATION United Arab Emirates', 'LOCATION UAE']), ['LOCATION UAE', 'LOCATION United Arab Emirates']);
  assert.deepEqual(after('Our Chief Executive Officer (CEO) spoke.'), []);
  assert.deepEqual(after('The Gross Domestic Product (GDP) fell.', ['ORGANIZATION GDP']), ['ORGANIZATION GDP']);
  // The initials do not spell the words before them.
  assert.deepEqual(after('The Democratic Unionist Party (SDLP) met.'), []);
  // A lower-case word inside breaks the name.
  assert.deepEqual(after('the people of the region (PKK) fled.'), []);
});

test('end to end: the British spelling the model misses', () => {
  const found = analyze('The Organisation of African Unity (OAU) said on Monday it would send observers.', { language: 'en', entities: ['ORGANIZATION'] }).entities.map(
    (e) => e.text,
  );
  assert.ok(found.includes('Organisation of African Unity') && found.includes('OAU'), found.join('|'));
});

test('linear on hostile input', () => {
  const unit = 'The Alpha Beta Gamma Delta Organisation (ABGDO) and (AB) and (ABC) met ';
  const time = (n: number) => {
    const text = unit.repeat(n);
    const t0 = performance.now();
    acronymExpansions([], text, lexicon(), 'test');
    return performance.now() - t0;
  };
  time(100);
  const small = time(1_500);
  const big = time(6_000);
  assert.ok(big < small * 8 + 50, `${small.toFixed(0)} ms → ${big.toFixed(0)} ms`);
});
