/**
 * Tweets, ninth session: handles are names of their own and whole (passes/handle-spans.ts), the
 * handles pass types organisations' accounts (passes/handles.ts), "Mum" and "Dad" alone are no
 * person (passes/never-alone.ts), and the corpora's offsets and tokenised titles are read right
 * (eval/lib/corpora.ts).
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { corpusSpans, normaliseGold } from '../../../../eval/lib/corpora.ts';
import { analyze } from '../../../../src/engine/index.ts';
import { lexicon } from '../../../../src/engine/recognizers/names/lexicon.ts';
import { handleSpans } from '../../../../src/engine/recognizers/names/passes/handle-spans.ts';
import { ordinaryWords } from '../../../../src/engine/recognizers/names/passes/handles.ts';
import type { Candidate } from '../../../../src/engine/types.ts';
import { loadEngineFiles } from '../../../../src/engine-files.ts';

loadEngineFiles();

/** handleSpans over names given by their surface (the n-th occurrence with "#n"), as "TYPE:surface". */
function spans(text: string, given: [string, string][]): string[] {
  const names: Candidate[] = given.map(([entity, surface]) => {
    const start = text.indexOf(surface);
    assert.ok(start >= 0, surface);
    return { entity, start, end: start + surface.length, score: 0.8, baseScore: 0.8, recognizer: 'NameRecognizer', pattern: 'model' };
  });
  handleSpans(names, text, lexicon());
  return names.map((c) => `${c.entity}:${text.slice(c.start, c.end)}`);
}

const found = (text: string): string[] =>
  analyze(text, { language: 'en', entities: ['PERSON', 'LOCATION', 'ORGANIZATION'] }).entities.map((e) => `${e.entity_type}:${e.text}`);

test("a name ending or beginning inside a handle's account name takes the whole handle", () => {
  assert.deepEqual(spans('So no @ Wiley__ in # cbb then', [['PERSON', '@ Wiley']]), ['PERSON:@ Wiley__']);
  assert.deepEqual(spans('RT @ _NicoleMx : Love it', [['PERSON', 'NicoleMx']]), ['PERSON:@ _NicoleMx']);
  assert.deepEqual(spans('lol @ Ms_StJuste', [['PERSON', '_StJuste']]), ['PERSON:@ Ms_StJuste']);
  assert.deepEqual(spans('thanks @Dr_Airbrake!', [['PERSON', 'Airbrake']]), ['PERSON:@Dr_Airbrake']);
  // Two pieces of one handle become one name.
  assert.deepEqual(spans('hi @ Mr_Lee_Fleming', [['PERSON', 'Lee'], ['PERSON', 'Fleming']]), ['PERSON:@ Mr_Lee_Fleming']);
});

test('a name run through handles is cut into the handles and the words around them that may be a name', () => {
  assert.deepEqual(spans('@ DannyHackett @ Crossrail thanks for attending', [['PERSON', '@ DannyHackett @ Crossrail']]), ['PERSON:@ DannyHackett', 'PERSON:@ Crossrail']);
  assert.deepEqual(spans('@ markobroin cheers , will do', [['PERSON', '@ markobroin cheers']]), ['PERSON:@ markobroin']);
  assert.deepEqual(spans('@ petestoreyis Good point !', [['PERSON', '@ petestoreyis Good']]), ['PERSON:@ petestoreyis']);
  assert.deepEqual(spans('@ kellyexeter Hahahahah', [['PERSON', '@ kellyexeter Hahahahah']]), ['PERSON:@ kellyexeter']);
  assert.deepEqual(spans('YEP RT @ visxnya is it', [['PERSON', 'YEP RT @ visxnya']]), ['PERSON:@ visxnya']);
  assert.deepEqual(spans('Great catch up with Mark Lowe @ Dr_Airbrake in Penkridge', [['PERSON', 'Mark Lowe @ Dr_Airbrake']]), ['PERSON:Mark Lowe', 'PERSON:@ Dr_Airbrake']);
  assert.deepEqual(spans('@lessafelipe Vai no show hoje ?', [['PERSON', '@lessafelipe Vai']]), ['PERSON:@lessafelipe']);
  assert.deepEqual(spans('On the panel Fin Min @ MathiasCormann tonight', [['PERSON', 'Fin Min @ MathiasCormann']]), ['PERSON:@ MathiasCormann']);
});

test('not cut: a place written after "@" as words, a web address after "@", an e-mail address', () => {
  assert.deepEqual(spans('Dinner ( @ Nottingham Railway Station )', [['LOCATION', 'Nottingham Railway Station']]), ['LOCATION:Nottingham Railway Station']);
  assert.deepEqual(spans('" I always believed that every war was avoidable " : @ Madeleine Albright on WWI', [['PERSON', '@ Madeleine Albright']]), ['PERSON:@ Madeleine Albright']);
  assert.deepEqual(spans('Currently playing - Ronnie Lovejoy @ http://t.co/88E80YKn1s', [['PERSON', 'Ronnie Lovejoy']]), ['PERSON:Ronnie Lovejoy']);
  assert.deepEqual(spans('write to Jane Roe at jane@example.com', [['PERSON', 'Jane Roe']]), ['PERSON:Jane Roe']);
  assert.deepEqual(spans('Now playing - Ronnie Lovejoy @ http://t.co/88E80YKn1s', [['PERSON', 'Ronnie Lovejoy @ http']]), ['PERSON:Ronnie Lovejoy']);
  assert.ok(!found("See my speech on Tony Abbott 's GP Tax @ http://t.co/Y6EknQi1It").some((e) => e.includes('@')));
});

test('a parent called by the word for them is no person', () => {
  assert.deepEqual(found("Here 's to 60 years of my Mum. Happy birthday Mum !"), []);
  assert.deepEqual(found('With Dad on the way to pick up his new car'), []);
});

test('end to end: the API joins handles of one type again, and keeps their underscores', () => {
  assert.deepEqual(found('RT @ Lexi_Bailey_ : Fun night'), ['PERSON:@ Lexi_Bailey_']);
  assert.ok(found('@ markobroin cheers , will do').includes('PERSON:@ markobroin'));
});

test('the handles pass reports an organisation\'s account as an organisation', () => {
  assert.equal(ordinaryWords('fiveholeforfood', lexicon()), true);
  assert.equal(ordinaryWords('PostOffice', lexicon()), true);
  assert.equal(ordinaryWords('drop4drop', lexicon()), true);
  assert.equal(ordinaryWords('markwright99', lexicon()), false);
  assert.equal(ordinaryWords('jamiecullum', lexicon()), false);
  assert.equal(ordinaryWords('Telegraph', lexicon()), false);
  assert.ok(found('Lots of supporters out for the new branch @ PostOffice http://t.co/x').includes('ORGANIZATION:@ PostOffice'));
});

test("the corpora's offsets count code points: converted to UTF-16 after an emoji", () => {
  const text = 'I am ur mom 💁 “ @ KatyCatChloe : hi';
  const cp = Array.from(text);
  const start = cp.indexOf('@');
  const end = start + '@ KatyCatChloe'.length;
  const [s] = corpusSpans(text, [{ start, end, type: 'PER' }]);
  assert.equal(text.slice(s!.start, s!.end), '@ KatyCatChloe');
  // Without a character outside the BMP nothing moves.
  assert.deepEqual(corpusSpans('Jane Roe', [{ start: 0, end: 4, type: 'PER' }]), [{ start: 0, end: 4, type: 'PER' }]);
});

test('gold after the title peel loses the dot and space a tokenised title left', () => {
  const text = 'hosting Dr . Henry Kissinger and others';
  const start = text.indexOf('Dr');
  const gold = normaliseGold(text, [{ start, end: text.indexOf(' and'), type: 'PER' }]);
  assert.deepEqual(gold.map((g) => text.slice(g.start, g.end)), ['Henry Kissinger']);
  const t2 = "Paul Ryan 's budget";
  assert.deepEqual(normaliseGold(t2, [{ start: 0, end: 12, type: 'PER' }]).map((g) => t2.slice(g.start, g.end)), ['Paul Ryan']);
});
