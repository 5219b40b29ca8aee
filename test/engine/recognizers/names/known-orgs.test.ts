/** Model PERSON and LOCATION spans that are listed organisations become ORGANIZATION (passes/known-orgs.ts). */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { Candidate } from '../../../../src/engine/types.ts';
import { lexicon } from '../../../../src/engine/recognizers/names/lexicon.ts';
import { knownOrganisations } from '../../../../src/engine/recognizers/names/passes/known-orgs.ts';
import { loadEngineFiles } from '../../../../src/engine-files.ts';

loadEngineFiles();

function relabel(text: string, surface: string, entity: string, pattern = 'model'): string {
  const start = text.indexOf(surface);
  const names: Candidate[] = [{ entity, start, end: start + surface.length, score: 0.8, baseScore: 0.8, recognizer: 'NameRecognizer', pattern }];
  knownOrganisations(names, text, lexicon());
  return names[0]!.entity;
}

test('a listed organisation the model took for a person or place is an organisation', () => {
  assert.equal(relabel('Shares of Adidas fell on Monday.', 'Adidas', 'PERSON'), 'ORGANIZATION');
  assert.equal(relabel('He flew with Lufthansa to Rome.', 'Lufthansa', 'LOCATION'), 'ORGANIZATION');
});

test('names holding a personal name, places, unlisted names and rule findings keep their type', () => {
  assert.equal(relabel('Goldman Sachs hired him.', 'Goldman Sachs', 'PERSON'), 'PERSON');
  assert.equal(relabel('Shares of Adidas fell.', 'Adidas', 'PERSON', 'honorific'), 'PERSON');
  assert.equal(relabel('Meet Lindqvist tomorrow.', 'Lindqvist', 'PERSON'), 'PERSON');
  assert.equal(relabel('She lives in Paris.', 'Paris', 'LOCATION'), 'LOCATION');
});

test('a person after an office title stays a person, though the name is also a listed firm', () => {
  assert.equal(relabel('Since Emperor Meiji, one era per emperor has been the rule.', 'Meiji', 'PERSON'), 'PERSON');
  assert.equal(relabel('Since Meiji, one era per emperor has been the rule.', 'Meiji', 'PERSON'), 'ORGANIZATION');
});

test('the dotted spelling of a listed acronym is the organisation: "U.N.", not "U.S." nor an unlisted one', () => {
  assert.equal(relabel('A U.N. spokesman said the talks would resume.', 'U.N.', 'LOCATION'), 'ORGANIZATION');
  assert.equal(relabel('The E.U. said on Friday it would act.', 'E.U.', 'LOCATION'), 'ORGANIZATION');
  assert.equal(relabel('The U.S. said on Friday it would act.', 'U.S.', 'LOCATION'), 'LOCATION');
  assert.equal(relabel('The Q.X. said on Friday it would act.', 'Q.X.', 'LOCATION'), 'LOCATION');
  // Linear on hostile input: a long run of dotted capitals is no acronym and is refused at once.
  const long = 'A.'.repeat(200_000);
  const started = performance.now();
  assert.equal(relabel(long, long, 'LOCATION'), 'LOCATION');
  assert.ok(performance.now() - started < 1000);
});
