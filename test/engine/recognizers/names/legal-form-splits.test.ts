/** Firms' names end at their legal forms and start after headings (passes/legal-form-splits.ts), in unit and end to end. */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { analyze } from '../../../../src/engine/index.ts';
import { legalFormSplits } from '../../../../src/engine/recognizers/names/passes/legal-form-splits.ts';
import type { Candidate } from '../../../../src/engine/types.ts';

function after(text: string, surface: string): string[] {
  const start = text.indexOf(surface);
  const names: Candidate[] = [{ entity: 'ORGANIZATION', start, end: start + surface.length, score: 0.8, recognizer: 'names' }];
  legalFormSplits(names, text);
  return names.map((c) => text.slice(c.start, c.end));
}

test('two firms joined by "and" after a legal form are two; a legal form left alone goes', () => {
  assert.deepEqual(after('Silicium de Provence SAS and Evergreen Solar Inc', 'Silicium de Provence SAS and Evergreen Solar Inc'), ['Silicium de Provence SAS', 'Evergreen Solar Inc']);
  assert.deepEqual(after('Union Bank of California , N . A . and Crocs Inc', 'Union Bank of California , N . A . and Crocs Inc'), ['Union Bank of California , N . A .', 'Crocs Inc']);
  assert.deepEqual(after('PIM Ashford Venture I LLC and Ashford Hospitality Servicing LLC', 'LLC and Ashford Hospitality Servicing LLC'), ['Ashford Hospitality Servicing LLC']);
});

test('a legal form read as a place is no place', () => {
  const text = 'The account is held with Wells Fargo Bank, N.A. in full.';
  const start = text.indexOf('N.A');
  const names: Candidate[] = [{ entity: 'LOCATION', start, end: start + 3, score: 0.8, recognizer: 'names' }, { entity: 'LOCATION', start: 0, end: 3, score: 0.8, recognizer: 'names' }];
  legalFormSplits(names, text);
  assert.deepEqual(names.map((c) => text.slice(c.start, c.end)), ['The']);
});

test('a heading before a firm is cut off', () => {
  assert.deepEqual(after('Loan Servicing Agreement ASHFORD HOSPITALITY SERVICING LLC', 'Loan Servicing Agreement ASHFORD HOSPITALITY SERVICING LLC'), ['ASHFORD HOSPITALITY SERVICING LLC']);
});

test('one name stays whole: a second legal form, "and" without a legal form before it, a legal form alone, no legal form at the end', () => {
  assert.deepEqual(after('Belz GmbH & Co. KG', 'Belz GmbH & Co. KG'), ['Belz GmbH & Co. KG']);
  assert.deepEqual(after('Marks and Spencer plc', 'Marks and Spencer plc'), ['Marks and Spencer plc']);
  assert.deepEqual(after('the AG said', 'AG'), ['AG']);
  assert.deepEqual(after('Trade Agreement Commission', 'Trade Agreement Commission'), ['Trade Agreement Commission']);
});

test('end to end: a contract title line names two firms', () => {
  const text = 'Subordinated Loan Agreement - Silicium de Provence SAS and Evergreen Solar Inc. 7 December 2007';
  const orgs = analyze(text, { language: 'en', entities: ['ORGANIZATION'] }).entities.map((e) => e.text);
  assert.ok(orgs.includes('Silicium de Provence SAS') && orgs.some((o) => o.startsWith('Evergreen Solar Inc')), orgs.join('|'));
});
