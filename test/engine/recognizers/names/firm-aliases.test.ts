/** A firm's alias defined in the text is that firm wherever it recurs (passes/firm-aliases.ts), in unit and end to end. */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { analyze } from '../../../../src/engine/index.ts';
import { firmAliasNames, firmAliases } from '../../../../src/engine/recognizers/names/passes/firm-aliases.ts';
import type { Candidate } from '../../../../src/engine/types.ts';

function span(text: string, surface: string, entity: string, from = 0): Candidate {
  const start = text.indexOf(surface, from);
  assert.ok(start >= 0, surface);
  return { entity, start, end: start + surface.length, score: 0.8, recognizer: 'names' };
}

test('an alias is the first words of a firm shortly before it; a word inside a name or no firm is none', () => {
  const text = 'Ashford Hospitality Servicing LLC ("Ashford"), Union Bank of California, N.A. ("Bank") and Vringo, Inc., a Delaware corporation ("Borrower")';
  const names = [span(text, 'Ashford Hospitality Servicing LLC', 'ORGANIZATION'), span(text, 'Union Bank of California', 'ORGANIZATION'), span(text, 'Vringo, Inc', 'ORGANIZATION')];
  assert.deepEqual([...firmAliases(names, text)], ['Ashford']);
});

test('the alias takes the firm type where it was another, and is added where no name covers it', () => {
  const text = 'Ashford Hospitality Servicing LLC ("Ashford") is the Servicer. Ashford shall report; Ashford Park is a place.';
  const names = [span(text, 'Ashford Hospitality Servicing LLC', 'ORGANIZATION'), span(text, 'Ashford', 'LOCATION', 60)];
  firmAliasNames(names, text, 'names');
  const out = names.map((c) => `${c.entity} ${text.slice(c.start, c.end)}@${c.start}`).sort();
  const later = text.indexOf('Ashford shall');
  const bracket = text.indexOf('"Ashford"') + 1;
  assert.deepEqual(out, [`ORGANIZATION Ashford Hospitality Servicing LLC@0`, `ORGANIZATION Ashford@${bracket}`, `ORGANIZATION Ashford@${later}`].sort());
});

test('end to end: an alias that is a dictionary word is found and kept in a contract', () => {
  const text = 'Acme Widgets, Inc. ("Acme") and Zenith Tools Corp. ("Zenith") entered into a Supply Agreement. Acme shall supply widgets to Zenith.';
  const found = analyze(text, { language: 'en', entities: ['ORGANIZATION'] }).entities.map((e) => e.text);
  assert.equal(found.filter((f) => f === 'Acme').length, 2, found.join('|'));
});
