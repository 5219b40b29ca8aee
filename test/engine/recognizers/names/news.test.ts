/** Reuters-style news formats found by the blind news probe (eval/synthetic/news.ts), sixth session. */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { analyze } from '../../../../src/engine/index.ts';
import { lexicon } from '../../../../src/engine/recognizers/names/lexicon.ts';
import { namesBeforeOffices, personOf } from '../../../../src/engine/recognizers/names/passes/person-of.ts';
import type { Candidate } from '../../../../src/engine/types.ts';

function names(text: string, language = 'en'): [string, string][] {
  return analyze(text, { language, entities: ['PERSON', 'LOCATION', 'ORGANIZATION'] }).entities.map((e) => [e.entity_type, e.text]);
}

test('a national side in a result keeps its country (passes/sports-results.ts)', () => {
  const found = names('Brazil beat Uruguay 3-1 in a friendly in Sao Paulo.');
  assert.ok(found.some(([t, n]) => t === 'LOCATION' && n === 'Brazil'), JSON.stringify(found));
  assert.ok(found.some(([t, n]) => t === 'LOCATION' && n === 'Uruguay'), JSON.stringify(found));
  // Clubs named after their towns are still teams.
  assert.ok(names('Sampdoria beat Heerenveen 3-1.').some(([t, n]) => t === 'ORGANIZATION' && n === 'Heerenveen'));
});

test('both sides of a results line are teams: clubs organisations, countries places (passes/sports-results.ts)', () => {
  assert.deepEqual(names('Blackburn 0 Manchester United 2'), [['ORGANIZATION', 'Blackburn'], ['ORGANIZATION', 'Manchester United']]);
  assert.deepEqual(names('Chicago Bulls 102 New York Knicks 94'), [['ORGANIZATION', 'Chicago Bulls'], ['ORGANIZATION', 'New York Knicks']]);
  assert.deepEqual(names('Results on Saturday:\nSheffield Wednesday 1 Aston Villa 2\nBrazil 3 Uruguay 1'), [
    ['ORGANIZATION', 'Sheffield Wednesday'],
    ['ORGANIZATION', 'Aston Villa'],
    ['LOCATION', 'Brazil'],
    ['LOCATION', 'Uruguay'],
  ]);
  // A state that is no home nation is a club's town.
  assert.deepEqual(names('Benfica 2 Porto 2'), [['ORGANIZATION', 'Benfica'], ['ORGANIZATION', 'Porto']]);
  assert.deepEqual(names('Hamburg defeated Bremen by two goals.'), [['ORGANIZATION', 'Hamburg'], ['ORGANIZATION', 'Bremen']]);
  assert.deepEqual(names('Wales 2 Scotland 1'), [['LOCATION', 'Wales'], ['LOCATION', 'Scotland']]);
  // Not a result: no name on the line.
  assert.deepEqual(names('Revenue 12 Costs 14'), []);
});

test('a sentence\'s opening "The" is no part of the organisation after it (passes/sentence-the.ts)', () => {
  const orgs = (text: string) => names(text).filter(([t]) => t === 'ORGANIZATION').map(([, n]) => n);
  assert.deepEqual(orgs('The State Department said the minister would travel to Damascus on Sunday.'), ['State Department']);
  assert.deepEqual(orgs('Prices fell. The Washington Post quoted unnamed officials as saying the plan was dead.'), ['Washington Post']);
});

test('a sport\'s label opening a headline is no name, nor part of one (model/sport-labels.ts)', () => {
  assert.deepEqual(names('RUGBY UNION - NEW ZEALAND CRUSH WALES 52-6.').filter(([, n]) => n.includes('RUGBY')), []);
  assert.deepEqual(names('ATHLETICS - JOHNSON BREAKS 200 METRES WORLD RECORD.'), [['PERSON', 'JOHNSON']]);
  // Elsewhere the words are what they are.
  assert.ok(names('A spokesman for the Welsh Rugby Union said the match would go ahead.').some(([t, n]) => t === 'ORGANIZATION' && n.includes('Rugby Union')));
});

test('sporting events named after places are no place or organisation (passes/events.ts)', () => {
  const found = (text: string) => names(text).map(([, n]) => n);
  assert.deepEqual(found('Results of matches at the Hamburg Open tennis tournament on Wednesday.'), []);
  assert.deepEqual(found('TENNIS - RESULTS AT HAMBURG OPEN .').filter((n) => n.includes('HAMBURG')), []);
  assert.ok(!found('Bjarne Riis of Denmark won the Tour de France ahead of Jan Ullrich.').includes('France'));
  assert.ok(!found('Michael Johnson won the 200 metres at the Atlanta Olympics.').some((n) => n.includes('Atlanta')));
  // Shouted, "TOUR OF" names a cycling tour only opening a headline.
  assert.deepEqual(found('CYCLING - TOUR OF SPAIN STAGE RESULTS .').filter((n) => n.includes('SPAIN')), []);
  assert.ok(found("PRINCE WILLIAM AND KATE MIDDLETON 'S ROYAL TOUR OF CANADA AND THE US : INTERACTIVE MAP").includes('CANADA'));
  // A place before another capitalised name stays.
  assert.ok(found('She studied at the Milton Keynes Open University campus.').some((n) => n.includes('Milton Keynes')));
});

test('a person\'s name ends at "of" before a team, country or firm (passes/person-of.ts)', () => {
  const found = names('Michael Schumacher of Ferrari won the race ahead of his brother.');
  assert.ok(found.some(([t, n]) => t === 'PERSON' && n === 'Michael Schumacher'), JSON.stringify(found));
  assert.ok(!found.some(([, n]) => n.includes(' of ')), JSON.stringify(found));
  // One word before "of", a regnal number or a title: the name holds it.
  for (const text of ['Isabella of France', 'Vratislaus II of Bohemia', 'Lady Anne of Cleves']) {
    const spans: Candidate[] = [{ entity: 'PERSON', start: 0, end: text.length, score: 0.9, baseScore: 0.9, recognizer: 'test' }];
    personOf(spans, text, lexicon());
    assert.deepEqual(spans.map((c) => text.slice(c.start, c.end)), [text]);
  }
  const text = 'Greg Norman of Australia';
  const spans: Candidate[] = [{ entity: 'PERSON', start: 0, end: text.length, score: 0.9, baseScore: 0.9, recognizer: 'test' }];
  personOf(spans, text, lexicon());
  assert.deepEqual(spans.map((c) => [c.entity, text.slice(c.start, c.end)]), [['PERSON', 'Greg Norman'], ['LOCATION', 'Australia']]);
});

test('a town after what players do for a club is the club; a country stays a place (passes/sports-results.ts)', () => {
  const orgs = (text: string) => names(text).filter(([t]) => t === 'ORGANIZATION').map(([, n]) => n);
  assert.deepEqual(orgs('Brazilian forward Ronaldo scored twice for Barcelona.'), ['Barcelona']);
  assert.deepEqual(orgs('Ravanelli gave Middlesbrough the lead after 12 minutes .'), ['Middlesbrough']);
  assert.deepEqual(orgs('Ruud Gullit will take over as player-manager of Chelsea.'), ['Chelsea']);
  assert.deepEqual(orgs('Shearer scored twice for England on Saturday.'), []);
});

test('an organisation\'s name does not run on through "of" into an office before a name (passes/person-of.ts)', () => {
  const text = 'The Conservative Party of Prime Minister John Major trailed Labour by 20 points.';
  const spans: Candidate[] = [{ entity: 'ORGANIZATION', start: 4, end: 31, score: 0.9, baseScore: 0.9, recognizer: 'test' }];
  assert.equal(text.slice(4, 31), 'Conservative Party of Prime');
  namesBeforeOffices(spans, text);
  assert.deepEqual(spans.map((c) => text.slice(c.start, c.end)), ['Conservative Party']);
  assert.ok(names(text).some(([t, n]) => t === 'ORGANIZATION' && n === 'Conservative Party'));
  // An office without a name after it is part of the name.
  for (const whole of ['The European Court of Justice ruled on Tuesday.', 'The Department of Justice said.']) {
    const start = 4;
    const end = whole.indexOf(' ruled') > 0 ? whole.indexOf(' ruled') : whole.indexOf(' said');
    const kept: Candidate[] = [{ entity: 'ORGANIZATION', start, end, score: 0.9, baseScore: 0.9, recognizer: 'test' }];
    namesBeforeOffices(kept, whole);
    assert.equal(kept[0]!.end, end);
  }
});
