import { test } from 'node:test';
import assert from 'node:assert/strict';
import { analyze } from '../../../../src/engine/index.ts';
import { found, onlyScore, texts } from './helpers.ts';

const P = 'PHONE_NUMBER';

test('US/CA national formats: parentheses, dashes, dots, trunk 1', () => {
  for (const number of ['(415) 555-2671', '415-555-2671', '415.555.2671', '1-415-555-2671', '(613) 555-0199']) {
    assert.deepEqual(texts(`Reach me on ${number} today`, P), [number], number);
  }
});

test('international formats: +, with (0), 00 dialling prefix', () => {
  for (const number of ['+1 415 555 2671', '+14155552671', '+44 20 7946 0018', '+44 (0)20 7946 0018', '+49 30 12345678', '+33 6 12 34 56 78', '+34 612 34 56 78', '+39 347 123 4567', '+31 6 12345678', '+55 11 91234-5678', '+61 412 345 678', '+91 98765 43210', '+48 22 123 45 67']) {
    assert.deepEqual(texts(`Reach me on ${number} today`, P), [number], number);
  }
  assert.deepEqual(texts('Reach me on 0044 20 7946 0018 today', P), ['0044 20 7946 0018']);
});

test('English documents: GB, AU and IN national numbers', () => {
  for (const number of ['020 7946 0018', '07911 123456', '(02) 9876 5432', '0412 345 678', '098765 43210']) {
    assert.deepEqual(texts(`Reach me on ${number} today`, P), [number], number);
  }
});

test('national numbers of each language region', () => {
  const cases: [string, string, string[]][] = [
    ['de', 'Erreichbar unter 030 12345678, 030/12345678 oder 0151 23456789.', ['030 12345678', '030/12345678', '0151 23456789']],
    ['fr', 'Joignable au 06 12 34 56 78 ou au 01.23.45.67.89.', ['06 12 34 56 78', '01.23.45.67.89']],
    ['es', 'Disponible en el 612 345 678 o el 91 123 45 67.', ['612 345 678', '91 123 45 67']],
    ['it', 'Disponibile allo 02 1234 5678 o al 347 123 4567.', ['02 1234 5678', '347 123 4567']],
    ['nl', 'Bereikbaar op 020-1234567 of 06-12345678.', ['020-1234567', '06-12345678']],
    ['pt', 'Disponível em (11) 91234-5678, (21) 2345-6789 ou 912 345 678.', ['(11) 91234-5678', '(21) 2345-6789', '912 345 678']],
    ['pl', 'Dostępny pod 512 345 678 lub 22 123 45 67.', ['512 345 678', '22 123 45 67']],
  ];
  for (const [language, text, expected] of cases) assert.deepEqual(texts(text, P, language), expected, language);
});

test('a national number of another language region: formatted and valid, at a lower score', () => {
  assert.equal(onlyScore('Reach me on 0151 23456789 today', P, 'en'), 0.5, 'German mobile in an English text');
  assert.equal(onlyScore('Reach me on 0151 23456789 today', P, 'de'), 0.65);
  assert.equal(onlyScore('Reach me on 06 12 34 56 78 today', P, 'en'), 0.5, 'French mobile in an English text');
  assert.equal(onlyScore('Reach me on 06 12 34 56 78 today', P, 'fr'), 0.65);
  for (const number of ['06 9283 7632', '(46) 2844-8584', '06-12345678']) {
    assert.deepEqual(texts(`Her new number is ${number} and her email is below.`, P, 'en'), [number], number);
  }
  assert.match(found('Reach me on (46) 2844-8584 today', P, 'en')[0]?.explanation?.validation ?? '', /valid number for BR/);
});

test('another region\'s number: bare digits only next to a phone word, and never an invalid one', () => {
  assert.deepEqual(texts('The reference is 0760915340 for this case.', P, 'en'), [], 'bare French mobile without a phone word');
  assert.deepEqual(texts('The guest in room 12, phone 0760915340.', P, 'en'), ['0760915340']);
  assert.deepEqual(texts('Her new number is (46) 53276-6891 today.', P, 'en'), [], 'a Brazilian mobile must start with 9');
  assert.deepEqual(texts('Batch 0099 1234 closed.', P, 'en'), []);
  assert.deepEqual(texts('Ticket 612 345 678 closed.', P, 'en'), [], 'a Spanish mobile has neither a trunk 0 nor parentheses');
});

test('calibration: international > national formatted > bare digits; possible-only needs context', () => {
  assert.equal(onlyScore('Reach me on +1 415 555 2671 now', P), 0.8);
  assert.equal(onlyScore('Reach me on 0044 20 7946 0018 now', P), 0.75);
  assert.equal(onlyScore('Reach me on (415) 555-2671 now', P), 0.65);
  assert.equal(onlyScore('Reach me on 4155552671 now', P), 0.4);
  assert.equal(onlyScore('Reach me on +44 7700 900123 now', P), 0.4, '+44 7700 900xxx is possible but reserved for drama');
  assert.deepEqual(texts('Code 415 555 26 seen', P), []);
});

test('context words lift the score (en, de, fr, es)', () => {
  assert.equal(onlyScore('Phone: (415) 555-2671', P), 1);
  assert.equal(onlyScore('Mobile 4155552671', P), 0.75);
  assert.equal(onlyScore('Telefon: 030 12345678', P, 'de'), 1);
  assert.equal(onlyScore('Téléphone : 06 12 34 56 78', P, 'fr'), 1);
  assert.equal(onlyScore('Teléfono 612 345 678', P, 'es'), 1);
  const [e] = found('call me at (415) 555-2671', P);
  assert.deepEqual(e!.explanation?.context_words, ['call']);
  assert.match(e!.explanation?.validation ?? '', /valid number for US/);
});

test('never inside GUIDs, IP addresses, dates, card numbers or longer digit runs', () => {
  const text = [
    'GUID 123e4567-e89b-12d3-a456-426614174000 and 550e8400-e29b-41d4-a716-446655440000,',
    'all-digit 12345678-1234-1234-1234-123456789012,',
    'IP 192.168.100.200 and 10.0.0.1,',
    'dates 2021-03-04, 04/03/2021, 04.03.2021, 2021-03-04 10:30:00,',
    'card 4111 1111 1111 1111 and 378282246310005,',
    'order 12345678901234567890, total 1.234.567, stamp 20210304103000,',
    'ISBN 978-3-16-148410-0, version 2.4.1.1234567, hex 0x4155552671, ratio 0.8164965809.',
  ].join(' ');
  assert.deepEqual(texts(text, P), []);
});

test('not glued to letters or ids', () => {
  assert.deepEqual(texts('ref ID-4155552671, A4155552671, 4155552671B, $4155552671, 4155552671%', P), []);
});

test('two numbers separated by a comma or "or" are two entities', () => {
  assert.deepEqual(texts('Call (415) 555-2671, (415) 555-2672 or 415-555-2673', P), ['(415) 555-2671', '(415) 555-2672', '415-555-2673']);
});

test('tel: links and numbers at the start and end of the text', () => {
  assert.deepEqual(texts('tel:+14155552671', P), ['+14155552671']);
  assert.deepEqual(texts('+44 20 7946 0018', P), ['+44 20 7946 0018']);
});

test('an explicit entity list without PHONE_NUMBER skips libphonenumber', () => {
  assert.deepEqual(analyze('Phone (415) 555-2671', { entities: ['EMAIL_ADDRESS'] }).entities, []);
});

test('an extension ("x1234", "ext. 12") is part of the number', () => {
  assert.deepEqual(texts('Reach her at (312)281-3370x2231 or 615-423-9034 ext. 56 today', P), ['(312)281-3370x2231', '615-423-9034 ext. 56']);
  assert.deepEqual(texts('Reach her at +1-615-423-9034x1234 today', P), ['+1-615-423-9034x1234']);
  assert.deepEqual(texts('Reach her at 001-312-840-5567x123 today', P), ['001-312-840-5567x123'], 'the 00 dialling prefix');
  assert.deepEqual(texts('The screen is 1920x1080 and the hex 0x4155552671', P), [], 'resolutions and hex are not extensions');
});

test('North American layout: an unassigned area code or the 555 exchange is still a phone number, at 0.4', () => {
  assert.equal(onlyScore('Reach me on (555)281-3370 now', P), 0.4, 'area code 555 is not assigned');
  assert.equal(onlyScore('Reach me on 001-289-555-5567 now', P), 0.75);
  assert.deepEqual(texts('Ref 212-155-1234 seen', P), [], 'an exchange starting with 1: not this layout');
});

test('"my number", "her number" are phone words; "order number" is not', () => {
  assert.deepEqual(texts('i live in Le Mans and my number is 0643373151', P, 'en'), ['0643373151']);
  assert.deepEqual(texts('Your order number is 0643373151.', P, 'en'), []);
});

test('a bare national number of another region next to a record\'s contact word', () => {
  assert.deepEqual(texts('Emergency contact: 0681626259', 'PHONE_NUMBER'), ['0681626259']);
  assert.deepEqual(texts('Order number 0188956349 shipped', 'PHONE_NUMBER'), []);
});
