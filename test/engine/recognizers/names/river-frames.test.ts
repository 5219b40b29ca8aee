/** A one-word person of the model right after a preposition of place and an article is a place (passes/river-frames.ts). */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { lexicon } from '../../../../src/engine/recognizers/names/lexicon.ts';
import { riverFrames } from '../../../../src/engine/recognizers/names/passes/river-frames.ts';
import type { Candidate } from '../../../../src/engine/types.ts';

/** The type of the model's PERSON `name` in `text` after the pass. */
function typeOf(text: string, name: string, language: string, pattern = 'model'): string {
  const start = text.indexOf(name);
  const names: Candidate[] = [{ entity: 'PERSON', start, end: start + name.length, score: 0.4, recognizer: 'test', pattern }];
  riverFrames(names, text, language, lexicon());
  return names[0]!.entity;
}

test('after a preposition of place and an article, German and French: a place', () => {
  assert.equal(typeOf('Dresden liegt an der Elbe.', 'Elbe', 'de'), 'LOCATION');
  assert.equal(typeOf('Die Werften an dem Clyde schlossen.', 'Clyde', 'de'), 'LOCATION');
  assert.equal(typeOf('Lyon est située sur le Rhône.', 'Rhône', 'fr'), 'LOCATION');
  assert.equal(typeOf('Ils campaient au bord de la Loire.', 'Loire', 'fr'), 'LOCATION');
});

test('left alone: no frame, a French family name after "le", Dutch, rule findings, two words', () => {
  assert.equal(typeOf('Gestern sprach Elbe in Berlin.', 'Elbe', 'de'), 'PERSON');
  assert.equal(typeOf('Le débat portait sur le Pen et ses alliés.', 'Pen', 'fr'), 'PERSON');
  assert.equal(typeOf('Hij gaf de bal aan de Jong.', 'Jong', 'nl'), 'PERSON');
  assert.equal(typeOf('Dresden liegt an der Elbe.', 'Elbe', 'de', 'title'), 'PERSON');
  assert.equal(typeOf('Er traf sich an der Anna Meier.', 'Anna Meier', 'de'), 'PERSON');
});
