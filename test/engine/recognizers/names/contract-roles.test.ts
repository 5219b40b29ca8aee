/** Parties named by their contract roles are no names (passes/contract-roles.ts), in unit and end to end. */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { analyze } from '../../../../src/engine/index.ts';
import { lexicon } from '../../../../src/engine/recognizers/names/lexicon.ts';
import { contractRoles, definedTerms, isRoleWord } from '../../../../src/engine/recognizers/names/passes/contract-roles.ts';
import type { Candidate } from '../../../../src/engine/types.ts';

function span(text: string, surface: string, entity = 'PERSON'): Candidate {
  const start = text.indexOf(surface);
  assert.ok(start >= 0, surface);
  return { entity, start, end: start + surface.length, score: 0.8, recognizer: 'names' };
}

function kept(text: string, ...spans: [string, string?][]): string[] {
  const names = spans.map(([s, e]) => span(text, s, e));
  contractRoles(names, text, lexicon());
  return names.map((c) => text.slice(c.start, c.end));
}

test('role words: dictionary words and agent nouns coined from them, plurals; no listed organisation or place', () => {
  const lex = lexicon();
  for (const w of ['Servicer', 'Lender', 'Holders', 'Company', 'Issuer', 'Licensee', 'Borrowers']) assert.ok(isRoleWord(w, lex), w);
  for (const w of ['Ashford', 'PIM', 'Apple', 'Treasury', 'Wouters', 'servicer']) assert.ok(!isRoleWord(w, lex), w);
});

test('definitions are collected: "(the "X")" and ""X" shall mean"; an alias after a name is not', () => {
  const terms = definedTerms('Acme Corp. ("Acme") and the lender (the "Servicer"). "Management Fee" shall mean the fee. Borrower Related Party " shall mean any Affiliate.');
  assert.ok(terms.has('Servicer') && terms.has('Management Fee') && terms.has('Borrower Related Party'), [...terms].join('|'));
  assert.ok(!terms.has('Acme'));
});

test('in a contract, roles and phrases of role words after a determiner go; names stay', () => {
  const text = 'The Servicer shall notify each Holder, and Lender and Borrower hereby agree that Ashford and Frank Wouters shall pay the Management Fee to the Union Bank.';
  const out = kept(text, ['Servicer'], ['Holder', 'ORGANIZATION'], ['Lender and Borrower', 'ORGANIZATION'], ['Ashford', 'ORGANIZATION'], ['Frank Wouters'], ['Management Fee', 'ORGANIZATION'], ['Union Bank', 'ORGANIZATION']);
  assert.deepEqual(out, ['Ashford', 'Frank Wouters', 'Union Bank']);
});

test('contract terms mark a contract too ("Section 6.5", "Obligations"); office words are roles there ("Agent")', () => {
  assert.deepEqual(kept('An amount held by Bank under Section 8.5 is paid to Agent.', ['Bank'], ['Agent']), []);
  assert.deepEqual(kept('An amount held by Bank is paid to Agent.', ['Bank'], ['Agent']), ['Bank', 'Agent']);
});

test('in a contract, a role joined to a name by "and" is cut off; a listed firm stays whole', () => {
  const text = 'The Facility Agreement between Northwind Traders Limited as Borrower and Barclays Bank PLC as Agent shall apply.';
  assert.deepEqual(kept(text, ['Borrower and Barclays Bank PLC', 'ORGANIZATION']), ['Barclays Bank PLC']);
  assert.deepEqual(kept('Payments hereunder go to Acme Corp and Lender.', ['Acme Corp and Lender', 'ORGANIZATION']), ['Acme Corp']);
  assert.deepEqual(kept('He shall shop at Marks and Spencer.', ['Marks and Spencer', 'ORGANIZATION']), ['Marks and Spencer']);
});

test('outside a contract the same words stay (a newspaper, a band), unless the text defines them as terms', () => {
  assert.deepEqual(kept('He wrote for the Observer and sang with Company.', ['Observer', 'ORGANIZATION'], ['Company', 'ORGANIZATION']), ['Observer', 'Company']);
  assert.deepEqual(kept('The fee is paid to the agent (the "Servicer"). Replacement of Servicer.', ['Servicer']), []);
});

test('end to end: a contract clause reports the firm, not its roles', () => {
  const text = 'In the event of such termination, the Servicer shall cooperate with the Holders and Prudential Investment Management in the transition.';
  const found = analyze(text, { language: 'en', entities: ['PERSON', 'ORGANIZATION', 'LOCATION'] }).entities.map((e) => e.text);
  assert.ok(!found.includes('Servicer') && !found.includes('Holders'), found.join('|'));
  assert.ok(found.some((f) => f.includes('Prudential')), found.join('|'));
});
