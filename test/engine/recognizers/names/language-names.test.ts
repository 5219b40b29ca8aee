/** Languages' names (passes/language-names.ts). */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { analyze } from '../../../../src/engine/index.ts';

function names(text: string, language = 'en'): [string, string][] {
  return analyze(text, { language, entities: ['PERSON', 'LOCATION', 'ORGANIZATION'] }).entities.map((e) => [e.entity_type, e.text]);
}

test('a language\'s name is no person or place (passes/language-names.ts)', () => {
  assert.deepEqual(names('They wrote the lyrics in Telugu, Hindi and Malayalam.'), []);
  assert.deepEqual(names('She translated the book from Swahili.'), []);
});
