/**
 * Text without case distinctions (chat in lower case, shouted headlines) is read by the caseless
 * name model (model-file.ts, names-model-caseless.bin); cased text by the main one.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { loadResources } from '../../../../src/engine/index.ts';
import { fileResources, loadEngineFiles } from '../../../../src/engine-files.ts';
import { caselessTagger, nameTagger } from '../../../../src/engine/recognizers/names/model-file.ts';
import { caselessText, isKnownName, keepUpper } from '../../../../src/engine/recognizers/names/pipeline.ts';
import { prepare } from '../../../../src/engine/recognizers/names/prepare.ts';

loadEngineFiles();
const caseless = (text: string) => caselessText(prepare(text, [], keepUpper, isKnownName, true).tokens);

test('lower-case chat and shouted headlines are caseless; prose with few capitals is not', () => {
  assert.equal(caseless('lol me and jessica went to see taylor swift last night'), true);
  assert.equal(caseless('SOCCER - JUVENTUS SIGN DUTCH STRIKER KLUIVERT FROM MILAN'), true);
  assert.equal(caseless('Mr. Knightley, a sensible man about seven or eight-and-thirty, was not only a very old and intimate friend of the family.'), false);
  assert.equal(caseless('I met Sarah Johnson in Denver.'), false);
  // Chat with a capital or two keeps the main model, which reads the capitals it has.
  assert.equal(caseless('lol me and Jessica went to see taylor swift last night'), false);
  // Too short to tell.
  assert.equal(caseless('hi jess'), false);
});

test('the caseless model is its own weights file, and the main model stands in when a host lacks it', () => {
  const main = nameTagger();
  assert.ok(main !== null);
  assert.notEqual(caselessTagger(), main, 'the shipped caseless model');
  const files = fileResources({});
  try {
    loadResources({ read: (name) => (name === 'names-model-caseless.bin' ? undefined : files.read(name)) });
    assert.equal(caselessTagger(), nameTagger(), 'without the file');
    loadResources({ read: (name) => (name === 'names-model.bin' || name === 'names-model-caseless.bin' ? undefined : files.read(name)) });
    assert.equal(caselessTagger(), null, 'no model at all: rules only');
  } finally {
    loadResources(fileResources({}));
  }
});
