/**
 * Social-media text (eighth session): handles of organisations and places keep their "@"
 * (vote.ts), listed brands are organisations (passes/brands.ts), and a hashtag repeating a name of
 * the post is that name (passes/hashtags.ts).
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { analyze } from '../../../../src/engine/index.ts';
import type { Candidate } from '../../../../src/engine/types.ts';
import { lexicon } from '../../../../src/engine/recognizers/names/lexicon.ts';
import { brandNames } from '../../../../src/engine/recognizers/names/passes/brands.ts';
import { loadEngineFiles } from '../../../../src/engine-files.ts';

loadEngineFiles();

const found = (text: string): string[] =>
  analyze(text, { language: 'en', entities: ['PERSON', 'LOCATION', 'ORGANIZATION'] }).entities.map((e) => `${e.entity_type}:${e.text}`);

function brands(text: string, spans: [string, string][] = []): string[] {
  const names: Candidate[] = spans.map(([entity, surface]) => {
    const start = text.indexOf(surface);
    return { entity, start, end: start + surface.length, score: 0.8, baseScore: 0.8, recognizer: 'NameRecognizer', pattern: 'model' };
  });
  brandNames(names, text, lexicon(), 'NameRecognizer');
  return names.map((c) => `${c.entity}:${text.slice(c.start, c.end)}`);
}

test('a listed brand read as a person or place is an organisation; a big place or a person it is named after stays', () => {
  assert.deepEqual(brands('rip to my wallet, Primark had a sale', [['PERSON', 'Primark']]), ['ORGANIZATION:Primark']);
  assert.deepEqual(brands('Shocking service at Argos in Croydon', [['LOCATION', 'Argos']]), ['ORGANIZATION:Argos']);
  assert.deepEqual(brands('Disney won another Academy Award', [['PERSON', 'Disney']]), ['PERSON:Disney']);
  assert.deepEqual(brands('We landed in Iceland at noon', [['LOCATION', 'Iceland']]), ['LOCATION:Iceland']);
  assert.deepEqual(brands('Thanks Chase for the loan', [['PERSON', 'Chase']]), ['PERSON:Chase']);
});

test('an uncovered brand is added when capitalised, or in lower case when it is no English word', () => {
  assert.deepEqual(brands('So Deliveroo delivered my food to the wrong flat'), ['ORGANIZATION:Deliveroo']);
  assert.deepEqual(brands('starbucks got my name wrong again'), ['ORGANIZATION:starbucks']);
  assert.deepEqual(brands('ngl man utd are painful to watch'), ['ORGANIZATION:man utd']);
  assert.deepEqual(brands('DEAR AMAZON WHERE IS MY PARCEL'), ['ORGANIZATION:AMAZON']);
  assert.deepEqual(brands("Will McDonald's regain trust?"), ['ORGANIZATION:McDonald']);
});

test('no brand inside a longer name, a word, an address, a product of someone, or an ambiguous word', () => {
  assert.deepEqual(brands('she appeared on CTV Montreal as a guest'), []);
  assert.deepEqual(brands('a CBS-operated network'), []);
  assert.deepEqual(brands("Steve finds Cheney's BlackBerry"), []);
  assert.deepEqual(brands('my Nokia died'), []);
  assert.deepEqual(brands('the cure of the default'), []);
  assert.deepEqual(brands("' H 'm , no wonder"), []);
  assert.deepEqual(brands('see https://www.tesco.com/groceries or mail me@tesco.com'), []);
  assert.deepEqual(brands('Next week I will buy Boots'), []);
});

test('the account of a listed brand, or one ending in an organisation\'s word, is an organisation', () => {
  assert.deepEqual(brands('No thanks @AppleSupport', [['PERSON', '@AppleSupport']]), ['ORGANIZATION:@AppleSupport']);
  assert.deepEqual(brands('sort it out @ VodafoneUK', [['PERSON', '@ VodafoneUK']]), ['ORGANIZATION:@ VodafoneUK']);
  assert.deepEqual(brands('love this @ jamiecullum', [['PERSON', '@ jamiecullum']]), ['PERSON:@ jamiecullum']);
  assert.deepEqual(brands('@ MidlandPolice mornin chief', [['PERSON', '@ MidlandPolice']]), ['ORGANIZATION:@ MidlandPolice']);
  assert.deepEqual(brands('thanks @kissfm for playing it', [['PERSON', '@kissfm']]), ['ORGANIZATION:@kissfm']);
});

test('an organisation\'s or place\'s handle keeps its "@"; "@" before a town or venue of words is "at"', () => {
  assert.ok(found('RT @ BBCNews: Boris resigns').includes('ORGANIZATION:@ BBCNews'));
  const visit = found('School visits @ Taupo today , the kids were excited');
  assert.ok(!visit.some((e) => e.includes('@')) && visit.includes('LOCATION:Taupo'), visit.join(' | '));
});

test('a hashtag repeating a name of the post is that name', () => {
  assert.ok(found('Vale Lauren Bacall , who made a career of playing smart . #laurenbacall').includes('PERSON:#laurenbacall'));
  assert.ok(found('Thank you @ ShaniaTwain for coming to my show #ShaniaTwain').includes('PERSON:#ShaniaTwain'));
  assert.ok(!found('Lovely day in the park #sunshine').some((e) => e.includes('#')));
});

test('a name begins and ends with no emoji or symbol, and begins with no dash', () => {
  assert.ok(found('Shohei Ohtani hit another one 😳 Dodgers are unstoppable').every((e) => !e.includes('😳')));
  assert.ok(found('Thread: my experience renting a car at Dublin Airport 🧵').includes('LOCATION:Dublin Airport'));
  assert.ok(found('“ Music links us humans . ” ― Nancy Werlin').includes('PERSON:Nancy Werlin'));
});

test('brand words are read with their accents, not after "@" or "_", and beside emoji and across many words', () => {
  assert.deepEqual(brands('Grêmio beat Fenerbahçe in a friendly'), ['ORGANIZATION:Grêmio', 'ORGANIZATION:Fenerbahçe']);
  assert.deepEqual(brands('GRÊMIO!!'), ['ORGANIZATION:GRÊMIO']);
  assert.deepEqual(brands('follow @Tesco and my_Tesco and @ Tesco'), []);
  assert.deepEqual(brands('😳 Deliveroo 😳'), ['ORGANIZATION:Deliveroo']);
  // The word buffers grow past their first size; offsets stay right at the far end of the text.
  const long = `${'word '.repeat(2000)}Deliveroo was late`;
  assert.deepEqual(brands(long), ['ORGANIZATION:Deliveroo']);
  const names: Candidate[] = [];
  brandNames(names, long, lexicon(), 'NameRecognizer');
  assert.equal(names[0]!.start, long.indexOf('Deliveroo'));
});
