/** German one-word LOCATION spans the model is unsure of lose dictionary nouns (rules/place-words.ts), in unit and end to end. */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { analyze } from '../../../../src/engine/index.ts';
import { isKnownName, keepUpper } from '../../../../src/engine/recognizers/names/detect.ts';
import { lexicon } from '../../../../src/engine/recognizers/names/lexicon.ts';
import { nameTagger } from '../../../../src/engine/recognizers/names/model-file.ts';
import type { ModelSpan } from '../../../../src/engine/recognizers/names/model/tagger.ts';
import { prepare } from '../../../../src/engine/recognizers/names/prepare.ts';
import { placeWords } from '../../../../src/engine/recognizers/names/rules/place-words.ts';

/** The surfaces placeWords keeps of one model span over token `at` of `text`. */
function kept(text: string, at: number, prob: number, cls: ModelSpan['cls'] = 'LOC', last = at): string[] {
  const tokens = prepare(text, [], keepUpper, isKnownName).tokens;
  const tagger = nameTagger();
  assert.ok(tagger, 'the shipped name model loads');
  return placeWords([{ first: at, last, cls, prob }], tokens, lexicon(), tagger.ordinary('de')).map((s) => text.slice(tokens[s.first]!.s, tokens[s.last]!.e));
}

test('a German noun the model is unsure of is no place: a dictionary word, or a compound of two', () => {
  assert.deepEqual(kept('Er sprach über Frauen.', 3, 0.41), []);
  assert.deepEqual(kept('Das Geld kam über das Bankkonto.', 5, 0.37), []);
  assert.deepEqual(kept('Sie suchen auf dem Wohnungsmarkt.', 4, 0.4), []);
});

test('places stay: a sure model, a place list, a genitive of one, a compound ending like a place, other types, longer spans', () => {
  assert.deepEqual(kept('Er reiste nach Rom.', 3, 0.94), ['Rom']);
  assert.deepEqual(kept('Er reiste nach Bayern.', 3, 0.4), ['Bayern']);
  assert.deepEqual(kept('Die Grenzen Polens blieben.', 2, 0.4), ['Polens']);
  assert.deepEqual(kept('Sie segelten über das Mittelmeer.', 4, 0.45), ['Mittelmeer']);
  assert.deepEqual(kept('Er sprach über Frauen.', 3, 0.41, 'ORG'), ['Frauen']);
  assert.deepEqual(kept('Die Vereinigten Staaten wählen.', 1, 0.4, 'LOC', 2), ['Vereinigten Staaten']);
});

test('end to end: German nouns after prepositions are not reported as places, the places beside them are', () => {
  const text = 'In China werden die Haare normalerweise gefärbt, und die Polizei ermittelt wegen Polizeibeamten in Ontario.';
  const found = analyze(text, { language: 'de', entities: ['LOCATION'] }).entities.map((e) => e.text);
  assert.ok(found.includes('China') && found.includes('Ontario'), found.join('|'));
  assert.ok(!found.includes('Polizeibeamten'), found.join('|'));
});
