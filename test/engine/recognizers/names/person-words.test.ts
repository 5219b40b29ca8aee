/** German PERSON spans from the model lose the capitalised dictionary nouns they ran into (rules/person-words.ts). */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { isKnownName, keepUpper } from '../../../../src/engine/recognizers/names/detect.ts';
import { lexicon } from '../../../../src/engine/recognizers/names/lexicon.ts';
import { nameTagger } from '../../../../src/engine/recognizers/names/model-file.ts';
import type { ModelSpan } from '../../../../src/engine/recognizers/names/model/tagger.ts';
import { prepare } from '../../../../src/engine/recognizers/names/prepare.ts';
import { personWords } from '../../../../src/engine/recognizers/names/rules/person-words.ts';
import { profileFor } from '../../../../src/engine/recognizers/names/lang/index.ts';

/** The surfaces of personWords' output for one model span over tokens [first, last] of `text`. */
function cut(text: string, first: number, last: number, cls: ModelSpan['cls'] = 'PER'): string[] {
  const tokens = prepare(text, [], keepUpper, isKnownName).tokens;
  const tagger = nameTagger();
  assert.ok(tagger, 'the shipped name model loads');
  const out = personWords([{ first, last, cls, prob: 0.8 }], tokens, lexicon(), tagger.ordinary('de'));
  return out.map((s) => `${s.cls}:${text.slice(tokens[s.first]!.s, tokens[s.last]!.e)}`);
}

test('a dictionary noun at the end of a German PERSON span is cut off, one inside splits it', () => {
  assert.deepEqual(cut('Sabine Krügers Entscheidung überraschte alle.', 0, 2), ['PER:Sabine Krügers']);
  assert.deepEqual(cut('Merkels Sprecherin Ulrike Demmer widersprach.', 0, 3), ['PER:Merkels', 'PER:Ulrike Demmer']);
  // A span that is nothing but a dictionary word goes.
  assert.deepEqual(cut('Entscheidung gefallen.', 0, 0), []);
});

test('surnames that are also German words stay after a given name, and other types are untouched', () => {
  assert.deepEqual(cut('Oskar Strauß dirigierte.', 0, 1), ['PER:Oskar Strauß']);
  assert.deepEqual(cut('Wolfgang Fischer kam spät.', 0, 1), ['PER:Wolfgang Fischer']);
  assert.deepEqual(cut('Die Deutsche Bahn streikt.', 1, 2, 'ORG'), ['ORG:Deutsche Bahn']);
});

test('only the German profile turns the cut on', () => {
  assert.equal(profileFor('de').capitalisedNouns, true);
  for (const l of ['en', 'fr', 'nl', 'pt', 'es', 'it', 'pl'] as const) assert.equal(profileFor(l).capitalisedNouns, false, l);
});

test('a PERSON span of titles alone is dropped in every language', () => {
  const tokens = prepare('The President said so.', [], keepUpper, isKnownName).tokens;
  const span: ModelSpan = { first: 1, last: 1, cls: 'PER', prob: 0.7 };
  assert.deepEqual(personWords([span], tokens, lexicon(), undefined), []);
  const named: ModelSpan = { first: 1, last: 2, cls: 'PER', prob: 0.7 };
  const t2 = prepare('The President Lincoln said so.', [], keepUpper, isKnownName).tokens;
  assert.deepEqual(personWords([named], t2, lexicon(), undefined), [named]);
});

test("a strong noun's genitive in -es, which the dictionary lacks, is a dictionary noun too; a surname in -es is not", () => {
  assert.deepEqual(cut('Die Burg liegt oberhalb des Dorfes Kochem an der Mosel.', 5, 6), ['PER:Kochem']);
  assert.deepEqual(cut('Er traf Pedro Gomes in Lissabon.', 2, 3), ['PER:Pedro Gomes']);
});
