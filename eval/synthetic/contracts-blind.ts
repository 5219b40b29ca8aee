/**
 * npx tsx eval/synthetic/contracts-blind.ts [--errors N]
 * A probe of English business and legal text (contracts, notice and signature blocks, filings,
 * business letters, e-mails), written on 2026-11-27 (seventh session) by hand, not copied from any
 * corpus. NOT blind: it was written after the session had read the detector's word lists and
 * built passes/contract-roles.ts, title-spans.ts and legal-form-splits.ts, so it checks that those
 * rules carry to other wording (other roles, firms, titles, letters and e-mails), not a headline.
 *
 * Markup [[TYPE|text]]: PER, LOC, ORG are scored (PERSON, LOCATION, ORGANIZATION). Conventions (the
 * sec-en train split's and CoNLL's): a contract's role words ("the Borrower", "Licensee") are no
 * names; a firm's name takes a legal form written without a comma ("Evergreen Solar Inc"), not one
 * after a comma ("Wells Fargo Bank, N.A.": the sec-en train split leaves 12 of 12 out); a state of incorporation is a place ("a Delaware corporation"); a job title is
 * no person ("Vice President"); an alias defined in quotes after a firm is the firm ("Acme").
 * Scored as the dev corpora are (eval/lib/corpora.ts).
 */
import { parseArgs } from 'node:util';
import { analyze } from '../../src/engine/index.ts';
import { loadEngineFiles } from '../../src/engine-files.ts';
import { emptyScores, f2, normaliseGold, prf, scoreSentence, SCORED_TYPES } from '../lib/corpora.ts';
import { unmark } from '../lib/probe.ts';

export const CONTRACTS: string[] = [
  // preambles and recitals
  'This Credit Agreement is entered into as of March 3, 2011 by and between [[ORG|Harbor Point Capital LLC]], a [[LOC|Delaware]] limited liability company (the "Lender"), and [[ORG|Norbeck Instruments Inc.]], a [[LOC|Minnesota]] corporation (the "Borrower").',
  'WHEREAS, the Licensor owns certain patents relating to optical sensors and the Licensee wishes to obtain a license thereunder;',
  'The Guarantor hereby unconditionally guarantees to the Trustee the punctual payment of all Obligations of the Issuer.',
  'Each Purchaser shall deliver to the Seller, on or before the Closing Date, the Purchase Price in immediately available funds.',
  'If the Tenant fails to pay Rent when due, the Landlord may terminate this Lease upon ten days written notice.',
  'The Servicer shall remit all collections to the Collection Account maintained with [[ORG|Wells Fargo Bank]], N.A.',
  'Nothing herein shall prevent the Administrative Agent from exercising any remedy available to it under the Loan Documents.',
  '"Permitted Liens" shall mean liens in favor of the Collateral Agent securing the Obligations.',
  'Executive shall report directly to the Board and shall devote substantially all of Executive\'s business time to the Company.',
  'The Consultant agrees that all Work Product shall be the sole property of the Client.',
  'Agreement and Plan of Merger among [[ORG|Blue Ridge Foods Corp]] and [[ORG|Calloway Brands Inc]] dated June 1, 2009',
  'This Amendment is made by [[ORG|Fairmont Leasing Ltd]] and [[ORG|Oakridge Medical Group]] and shall be governed by the laws of the State of [[LOC|New York]].',
  'Any dispute shall be settled by arbitration in [[LOC|London]] under the rules of the [[ORG|London Court of International Arbitration]].',
  // notice and signature blocks
  'If to the Company: [[ORG|Norbeck Instruments Inc.]], 400 Lake Street, [[LOC|Minneapolis]], [[LOC|Minnesota]] 55401, Attention: [[PER|Karen Lindqvist]], Chief Financial Officer',
  'with a copy to: [[ORG|Baird & Whitcombe LLP]], 12 Fleet Lane, [[LOC|Chicago]], [[LOC|Illinois]] 60601, Attention: [[PER|Thomas A. Reyes]], Esq.',
  'By: /s/ [[PER|Marcus Olufemi]] Name: [[PER|Marcus Olufemi]] Title: Executive Vice President',
  'IN WITNESS WHEREOF, the parties have executed this Agreement. LENDER: [[ORG|HARBOR POINT CAPITAL LLC]] By: [[PER|Jonathan Pryce]], Managing Director',
  // filings
  '[[ORG|Calloway Brands Inc]] (the "Company") filed its annual report with the [[ORG|Securities and Exchange Commission]] on February 28.',
  'The Company\'s principal executive offices are located in [[LOC|Austin]], [[LOC|Texas]], and its auditor is [[ORG|Pemberton Hale LLP]].',
  'On May 4, the Board of Directors appointed [[PER|Priya Raman]] as Chief Operating Officer of the Company.',
  // business letters and e-mails
  'Dear Mr. [[PER|Hargreaves]], thank you for meeting with our team in [[LOC|Leeds]] last week to discuss the supply contract.',
  'Please find attached the signed term sheet from [[ORG|Kestrel Logistics]]; [[PER|Anna]] will send the draft agreement to [[PER|David Osei]] tomorrow.',
  'Hi [[PER|Tom]], the Supplier has agreed to extend the delivery date to 15 July, but the Buyer wants a discount.',
  'Kind regards, [[PER|Laura Benítez]] Head of Procurement, [[ORG|Solano Foods S.A.]], [[LOC|Madrid]]',
  'I have copied [[PER|James Whitfield]] from [[ORG|Deloitte]], who audits the Seller, and our counsel at [[ORG|Clifford Chance]].',
];

const { values: args } = parseArgs({ options: { errors: { type: 'string', default: '0' } } });

if (import.meta.url === `file://${process.argv[1]}`) {
  loadEngineFiles();
  const scores = emptyScores();
  const errors: string[] = [];
  for (const source of CONTRACTS) {
    const { text, spans } = unmark(source);
    const res = analyze(text, { language: 'en', entities: [...SCORED_TYPES] });
    scoreSentence(text, normaliseGold(text, spans), res.entities, scores, (e) => errors.push(`${e.type} ${e.kind} ⟦${e.text}⟧ in: ${text.slice(0, 120)}`));
  }
  for (const t of SCORED_TYPES) {
    const { p, r, f1 } = prf(scores.types[t]!, 'exact');
    console.log(`${t.padEnd(12)} P ${p.toFixed(3)} R ${r.toFixed(3)} F1 ${f1.toFixed(3)} n=${scores.types[t]!.gold}`);
  }
  const a = f2(scores.iou90);
  console.log(`type-agnostic IoU ≥ 0.9: P ${a.p.toFixed(3)} R ${a.r.toFixed(3)} F2 ${a.f2.toFixed(3)}`);
  for (const e of errors.slice(0, Number(args.errors))) console.log(e);
}
