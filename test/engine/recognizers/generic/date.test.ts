import { test } from 'node:test';
import assert from 'node:assert/strict';
import { found, texts } from './helpers.ts';

const D = 'DATE_TIME';
const pairs = (text: string, language = 'en') => found(text, D, language).map((e) => [e.text, e.score]);

test('ISO 8601 dates and timestamps with time zones', () => {
  assert.deepEqual(pairs('at 2021-03-04T10:30:00Z, 2021-03-04 10:30:00.123+02:00 and 2021-03-04.'), [
    ['2021-03-04T10:30:00Z', 0.95],
    ['2021-03-04 10:30:00.123+02:00', 0.95],
    ['2021-03-04', 0.85],
  ]);
});

test('a timestamp or clock time before a colon and a space, as log lines and notes write them', () => {
  assert.deepEqual(texts('2013-11-17T13:57:20: job started; Log 2013-11-17 13:57:20: retry; at 10:41: the server died', D), [
    '2013-11-17T13:57:20',
    '2013-11-17 13:57:20',
    '10:41',
  ]);
  // A colon followed by more digits is no boundary: no timestamp is cut out of "12:30:45:67".
  assert.deepEqual(texts('frame 12:30:45:67 and 2013-11-17T13:57:20:5', D), []);
});

test('numeric day/month/year in both orders and with / . - separators', () => {
  assert.deepEqual(texts('on 12/03/2021, 03/31/2021, 31.12.1999, 1-2-2020 and 2021/03/04', D), ['12/03/2021', '03/31/2021', '31.12.1999', '1-2-2020', '2021/03/04']);
  assert.equal(found('on 12/03/2021 we', D)[0]!.score, 0.75);
});

test('impossible dates are rejected whole', () => {
  assert.deepEqual(texts('13/13/2021 31/04/2021 2021-02-30 32.01.2020 29/02/2021 2021-13-01', D), []);
  assert.deepEqual(texts('29/02/2020 is a leap day', D), ['29/02/2020']);
  assert.deepEqual(texts('on 29 February 2021 or 31 April', D), []);
});

test('English month-name forms', () => {
  assert.deepEqual(pairs('March 3, 2021; 3 March 2021; Mar. 3rd 2021; the 3rd of March; March 3rd; in March 2021; 12-Mar-2021'), [
    ['March 3, 2021', 0.85],
    ['3 March 2021', 0.85],
    ['Mar. 3rd 2021', 0.85],
    ['3rd of March', 0.6],
    ['March 3rd', 0.6],
    ['March 2021', 0.6],
    ['12-Mar-2021', 0.8],
  ]);
});

test('month names of the other languages', () => {
  const cases: [string, string, string][] = [
    ['de', 'am 3. März 2021 und am 1. Mai', '3. März 2021|1. Mai'],
    ['fr', 'le 3 mars 2021 et le 1er mai', '3 mars 2021|1er mai'],
    ['es', 'el 3 de marzo de 2021 y en mayo del 2020', '3 de marzo de 2021|mayo del 2020'],
    ['it', 'il 3 marzo 2021 e il 5 settembre', '3 marzo 2021|5 settembre'],
    ['nl', 'op 3 maart 2021 en 14 februari', '3 maart 2021|14 februari'],
    ['pt', 'em 3 de março de 2021 e 7 de setembro', '3 de março de 2021|7 de setembro'],
    ['pl', 'dnia 3 marca 2021 i 11 listopada', '3 marca 2021|11 listopada'],
  ];
  for (const [language, text, expected] of cases) assert.deepEqual(texts(text, D, language).join('|'), expected, language);
});

test('times: am/pm, 24-hour with seconds, h:m (weak), 14h30', () => {
  assert.deepEqual(pairs('at 10:30 am, 9:30 a.m., 5 pm, 23:15:07, 14:05 and 14h30. Opens at 9:30 am.'), [
    ['10:30 am', 0.7],
    ['9:30 a.m.', 0.7],
    ['5 pm', 0.6],
    ['23:15:07', 0.6],
    ['14:05', 0.4],
    ['14h30', 0.5],
    ['9:30 am', 0.7],
  ]);
});

test('ambiguous forms stay below 0.5: month/year, h:m; two-digit years at 0.5', () => {
  assert.equal(found('issue 03/2021 out', D)[0]!.score, 0.45);
  assert.equal(found('score was 14:05 in', D)[0]!.score, 0.4);
  assert.equal(found('on 12/03/21 we', D)[0]!.score, 0.5);
});

test('bare years and m/yy only with a context word, then weak-to-moderate', () => {
  assert.deepEqual(texts('We sold 2000 units in 1999 boxes, see 03/25 of the plan.', D), []);
  assert.deepEqual(pairs('She was born in 1985. Card exp 03/25.'), [
    ['1985', 0.65],
    ['03/25', 0.55],
  ]);
});

test('a month name alone, the modal "may" and the verb "march" are not dates; a month after a preposition is', () => {
  assert.deepEqual(texts('It may 5 times fail. We march 3 miles. May we rest? March on, said August.', D), []);
  assert.deepEqual(texts("In May we rest. See you in August. In May's view it failed.", D), ['May', 'August']);
  assert.deepEqual(texts('Meet on May 5.', D), ['May 5']);
});

test('near misses: versions, IP addresses, phone numbers, amounts, ratios, French phone dots', () => {
  assert.deepEqual(texts('v1.2.21, version 2.4.1, 10.0.12.7, 1.2.3.4, (415) 555-2671, $1,250.00, 150/95, 06.12.34.56.78', D), []);
  assert.deepEqual(texts('2 out of 3, set 3 of 5, 3 sie', D), [], 'foreign abbreviations need a day and a year');
});

test('context lifts a date; the decision process names the form', () => {
  const [e] = found('Date of birth: 12/03/1980', D);
  assert.equal(e!.score, 1);
  assert.equal(e!.explanation?.pattern, 'dmy');
  assert.deepEqual(e!.explanation?.context_words, ['date', 'birth']);
});

test('a sentence\'s full stop after a month\'s full name is not part of the date; an abbreviation keeps its dot', () => {
  assert.deepEqual(texts('See you on Monday 5th June.', 'DATE_TIME'), ['Monday 5th June']);
  assert.deepEqual(texts('See you on 5 June.', 'DATE_TIME'), ['5 June']);
  assert.deepEqual(texts('Born 3 Sept. 1990.', 'DATE_TIME'), ['3 Sept. 1990']);
});

test('German "am" before a noun is the preposition, not a.m.; English keeps a.m.', () => {
  const dates = (text: string, language: string) => texts(text, D, language);
  assert.deepEqual(dates('Treffen um 01:27 am Bahnhof Dresden.', 'de'), ['01:27']);
  assert.deepEqual(dates('Geöffnet ab 10 am Eingang.', 'de'), []);
  assert.deepEqual(dates('See you at 10:30 am Monday.', 'en'), ['10:30 am Monday']);
});
