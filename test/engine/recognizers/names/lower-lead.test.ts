import { test } from 'node:test';
import assert from 'node:assert/strict';
import { analyze } from '../../../../src/engine/index.ts';
import { lowerLead } from '../../../../src/engine/recognizers/names/rules/lower-lead.ts';
import { prepare } from '../../../../src/engine/recognizers/names/prepare.ts';

const tokens = (text: string) => prepare(text, [], () => false, () => false).tokens;
/** The text of each span lowerLead leaves of one model span over the whole text. */
function lead(text: string, cls: 'ORG' | 'LOC' | 'PER' = 'ORG'): string {
  const t = tokens(text);
  const [s] = lowerLead([{ first: 0, last: t.length - 1, cls, prob: 0.9 }], t);
  return text.slice(t[s!.first]!.s, t[s!.last]!.e);
}

test('lower-case words before an organisation or place name are cut off', () => {
  assert.equal(lead('visa for Panama'), 'Panama');
  assert.equal(lead('campus of the Georgia Institute of Technology'), 'Georgia Institute of Technology');
  assert.equal(lead('centrist Sammarinese Christian Democratic Party'), 'Sammarinese Christian Democratic Party');
  assert.equal(lead('minority party Movement for Rights', 'LOC'), 'Movement for Rights');
  assert.equal(lead('eastern Ukraine', 'LOC'), 'Ukraine', 'a compass adjective, as CoNLL-style news and UNER label it');
  assert.deepEqual(analyze('She applied for a visa for Honduras.', { entities: ['ORGANIZATION', 'LOCATION'] }).entities.map((e) => e.text), ['Honduras']);
});

test('near misses: "the" alone, no capitalised word, persons', () => {
  assert.equal(lead('the Beach Boys'), 'the Beach Boys');
  assert.equal(lead('national unity government'), 'national unity government');
  assert.equal(lead('kendrick lamar', 'PER'), 'kendrick lamar');
  assert.equal(lead('van Gogh', 'PER'), 'van Gogh');
});
