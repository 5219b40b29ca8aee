/** "People's", "Women's", "Workers'" begin the name after them (passes/people-possessives.ts). */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { afterPass } from './given-names.ts';
import { peoplePossessives } from '../../../../src/engine/recognizers/names/passes/people-possessives.ts';

const after = (text: string, given: string[]) => afterPass(text, given, (names) => peoplePossessives(names, text, 'test'));

test('a plural noun for people and its possessive join the name after it', () => {
  assert.deepEqual(after("He served in the People's Liberation Army.", ['ORGANIZATION Liberation Army']), ["ORGANIZATION People's Liberation Army"]);
  assert.deepEqual(after("The People's Republic of China sent troops.", ['LOCATION Republic of China']), ["LOCATION People's Republic of China"]);
  assert.deepEqual(after("She played in the Women's National Basketball Association.", ['ORGANIZATION Women', 'ORGANIZATION National Basketball Association']), [
    "ORGANIZATION Women's National Basketball Association",
  ]);
  assert.deepEqual(after("The Chinese People's Political Consultative Conference opened.", ['NRP Chinese', 'ORGANIZATION Political Consultative Conference']), [
    "ORGANIZATION Chinese People's Political Consultative Conference",
  ]);
  assert.deepEqual(after("the Workers' Revolutionary Party", ['ORGANIZATION Revolutionary Party']), ["ORGANIZATION Workers' Revolutionary Party"]);
});

test('other possessives, persons and words between are left alone', () => {
  assert.deepEqual(after("Austria's People's Party won.", ['LOCATION Austria', "ORGANIZATION People's Party"]), ['LOCATION Austria', "ORGANIZATION People's Party"]);
  assert.deepEqual(after("Google's Android team met.", ['ORGANIZATION Google', 'ORGANIZATION Android']), ['ORGANIZATION Android', 'ORGANIZATION Google']);
  assert.deepEqual(after("the people's Congress", ['ORGANIZATION Congress']), ['ORGANIZATION Congress']);
  assert.deepEqual(after("the Women's John Smith", ['PERSON John Smith']), ['PERSON John Smith']);
});
