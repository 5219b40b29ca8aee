import { test } from 'node:test';
import assert from 'node:assert/strict';
import { found, texts } from './helpers.ts';

const D = 'DATE_TIME';

test('weekdays, with and without a modifier, are DATE_TIME', () => {
  assert.deepEqual(texts('The audit moved to Thursday. We spoke on Tuesday and again last Saturday.', D), ['Thursday', 'Tuesday', 'last Saturday']);
  // A preposition or modifier makes the weekday a surer date.
  const scores = Object.fromEntries(found('Deadline: Friday. Call me on Friday.', D).map((e) => [e.start, e.score]));
  assert.ok(Object.values(scores).some((s) => s >= 0.8));
  assert.deepEqual(texts('see u tuesday', D), ['tuesday']);
});

test('a weekday and a time, or a weekday and a date, are one span', () => {
  assert.deepEqual(texts('Let us meet next Thursday at 4:15 pm in the lobby.', D), ['next Thursday at 4:15 pm']);
  // A calendar date and a clock time joined by a word are two values (a date field and a time field).
  assert.deepEqual(texts('The hearing is on Tuesday, 9 June 2026, at 09:30.', D), ['Tuesday, 9 June 2026', '09:30']);
  assert.deepEqual(texts('Am 17.11.2016 um 04:45 erschien er; at 09:30 on 12/03/2021; sent 3 March 2021 14:30.', D), ['17.11.2016', '04:45', '09:30', '12/03/2021', '3 March 2021 14:30']);
  assert.equal(found('on 12/03/2021 at 09:30', D)[1]!.score, 0.75);
  assert.deepEqual(texts('Pickup 7am on Sunday.', D), ['7am on Sunday']);
  // Two dates side by side stay two, and a relative date after a time and a comma is its own.
  assert.deepEqual(texts('Either 04/05/2026, 11/05/2026 works.', D), ['04/05/2026', '11/05/2026']);
});

test('relative dates: days, weeks, months and years from now', () => {
  assert.deepEqual(texts('Results come tomorrow; the samples left the day before yesterday.', D), ['tomorrow', 'the day before yesterday']);
  assert.deepEqual(texts('She resigned 6 weeks ago and starts a new job in three months.', D), ['6 weeks ago', 'in three months']);
  assert.deepEqual(texts('Prices rose last year and will fall next month.', D), ['last year', 'next month']);
  // Relative weeks, months and years are vague: reported below 0.5. "today" is not reported.
  assert.ok(found('Prices rose last year.', D).every((e) => e.score < 0.5));
  assert.deepEqual(texts('Ship it today.', D), []);
});

test('years after a preposition, not bare numbers or counts', () => {
  assert.deepEqual(texts('He has lived in Leeds since 2011 and moved there in 2009.', D), ['2011', '2009']);
  assert.deepEqual(texts('In 1500 trials the drug failed. Order 2020 units. Room 1999 is free.', D), []);
});

test('names and titles that contain weekday or month words are not dates', () => {
  assert.deepEqual(texts('She writes for the Sunday Times. Good Friday is a holiday. Robinson Crusoe met Man Friday.', D), []);
  assert.deepEqual(texts('May signed the letter; the soldiers march on. A scan from May Banks arrived.', D), []);
  // Weekdays the language writes in lower case are names when capitalised mid-sentence.
  assert.deepEqual(texts('Ayer cantó Plácido Domingo en Madrid.', D, 'es'), ['Ayer']);
  assert.deepEqual(texts('Il quadro di Pietro Sabato è esposto.', D, 'it'), []);
  // Durations without a modifier are not dates.
  assert.deepEqual(texts('The course takes two weeks and costs a month of salary.', D), []);
});

test('the other supported languages', () => {
  const cases: [string, string, string][] = [
    ['de', 'Der Termin ist am Donnerstag um 10 Uhr; die Rechnung kam vor zwei Wochen, seit 2015 im Haus.', 'Donnerstag um 10 Uhr|vor zwei Wochen|2015'],
    ['es', 'La reunión es el próximo martes a las 9:30; llegó hace tres días.', 'el próximo martes a las 9:30|hace tres días'],
    ['fr', 'Rendez-vous jeudi prochain à 16h00, commande passée il y a deux semaines.', 'jeudi prochain à 16h00|il y a deux semaines'],
    ['it', 'Ci vediamo venerdì alle 18:00; il pacco è partito tre giorni fa.', 'venerdì alle 18:00|tre giorni fa'],
    ['nl', 'De afspraak is vrijdag om 14:00 en de factuur kwam vorige maand.', 'vrijdag om 14:00|vorige maand'],
    ['pt', 'A consulta é na quinta-feira às 10h30, marcada há duas semanas.', 'quinta-feira às 10h30|há duas semanas'],
    ['pl', 'Spotkanie jest w środę o 12:00, a paczka przyszła trzy dni temu.', 'środę o 12:00|trzy dni temu'],
  ];
  for (const [language, text, expected] of cases) assert.equal(texts(text, D, language).join('|'), expected, `${language}: ${text}`);
});

test('a part of the year makes a year a date, in the supported languages; decades are dates', () => {
  assert.deepEqual(texts('Sales fell in late 2003, recovered by mid-2005 and peaked in the summer of 2007.', D), ['late 2003', 'mid-2005', 'the summer of 2007']);
  assert.deepEqual(texts('Q3 2021 revenue beat the end of 2019 and the 1990s.', D), ['Q3 2021', 'the end of 2019', 'the 1990s']);
  assert.deepEqual(texts('Das Werk schloss Anfang 2020.', D, 'de'), ['Anfang 2020']);
  assert.deepEqual(texts('La obra terminó a finales de 2019.', D, 'es'), ['finales de 2019']);
  assert.deepEqual(texts('A obra começou no início de 2020.', D, 'pt'), ['início de 2020']);
  // Without such a word, a number stays a number; "end" needs "of".
  assert.deepEqual(texts('Order 2020 units by the end 2019 batch.', D), []);
});

test('a part of the day belongs to the weekday or relative day before it; alone it is not reported', () => {
  assert.deepEqual(texts('See you tomorrow morning, or Friday night at 9pm.', D), ['tomorrow morning', 'Friday night at 9pm']);
  assert.deepEqual(texts('On se voit demain matin.', D, 'fr'), ['demain matin']);
  assert.deepEqual(texts('Are you coming tonight? We met last night and this morning.', D), []);
  assert.deepEqual(texts('We watched Friday Night Lights.', D), []);
});
