/**
 * Firms named after their partners in another language, quoted in English: "Santos, Saraiva e
 * Franco", "Huls, Lax und Schwandke", "Dupont, Martin et Roux", "Jansen, Bakker en Smit". Three
 * capitalised names joined by a comma and a conjunction that is no English word ("e", "und", "et",
 * "en", "y") are one ORGANIZATION: an English list of people would say "and". People, places or
 * organisations found on the names give way to the one span; a country, region, large city or
 * group word among them ("Brazil, Portugal e Angola") keeps the words apart. Two names joined so
 * are a firm too ("Marchand et Poirier", "Melo e Braga").
 * With the English "and" or "&", three names are a firm only where the sentence says one is meant:
 * "works for Smith, Johnson and Williams", "was represented by Baker, Lane & Cole", "joined Hill,
 * Stone and Frost", "a job at Baker, Lee and Ortiz", "Lesch, Hintz and Schulist shares fell" ("I met
 * Smith, Johnson and Williams" stays three people).
 * Runs on the names after the vote; English text only.
 */
import type { Candidate } from '../../../types.ts';
import { bigPlaceOrGroup, type Lexicon } from '../lexicon.ts';
import { PARTNER_FIRM } from '../scores.ts';
import { SpanIndex } from '../span-index.ts';
import { replaceNames } from './claim.ts';

const NAME = String.raw`\p{Lu}[\p{Ll}'’]+(?:-\p{Lu}[\p{Ll}'’]+)?`;
const FIRM = new RegExp(String.raw`(?<![\p{L}\p{N}'’-])(${NAME}), (${NAME}),? (?:e|und|et|en|y) (${NAME})(?![\p{L}\p{N}'’-])`, 'gu');
/**
 * Two names joined by "et", "und", "en" or "e" ("Marchand et Poirier", "Melo e Braga"): a firm in
 * English text too; not the end or the start of a longer name ("Partei für Freiheit und
 * Fortschritt", "Open Vlaamse Liberalen en Democraten").
 */
const FIRM_TWO = new RegExp(String.raw`(?<![\p{L}\p{N}'’-]|, |\p{Lu}[\p{L}'’-]* |(?<![\p{L}])(?:für|de|des|du|van|von|der|la|le|del|di|da|do) )(${NAME}) (?:e|und|et|en) (${NAME})(?![\p{L}\p{N}'’-]| (?:e|und|et|en|and|&) | \p{Lu})`, 'gu');
const FIRM_EN = new RegExp(String.raw`(?<![\p{L}\p{N}'’-])(${NAME}), (${NAME}),? (?:and|&) (${NAME})(?![\p{L}\p{N}'’-])`, 'gu');
/** What says that a firm follows: an employer, a client, a counsel ("works for", "represented by"). */
const FIRM_CUE = /(?:\b(?:works?|worked|working|employed|partner|partners|associate|counsel|lawyer|lawyers|accountants?|auditors?) (?:for|at|by|with the firm)|\b(?:joined|joins|join|hired by|retained|represented by|audited by|the firm of|law firm|accounting firm|firm|at) ) ?$/;
/** What says that a firm came before: its shares, offices, staff ("Smith, Jones and Brown shares fell"). */
const FIRM_AFTER = /^,? (?:shares|stock|offices?|headquarters|employees|staff|branch|branches|stores?|subsidiary|plant|factory|customers|shareholders|workforce|executives|Inc|LLC|Ltd|PLC)\b/;
const YIELDS = new Set(['PERSON', 'LOCATION', 'ORGANIZATION']);

const partnerName = (word: string, lex: Lexicon): boolean => !bigPlaceOrGroup(lex, word.toLowerCase());

export function partnerFirms(names: Candidate[], text: string, lex: Lexicon, recognizer: string): void {
  const foreign = / (?:e|und|et|en|y) /.test(text);
  const english = / (?:and|&) \p{Lu}/u.test(text) && text.includes(', ');
  if (!foreign && !english) return;
  // The names before this pass, indexed once (the firms never overlap one another), and removed
  // at the end in one sweep: a text of many firms stays linear.
  let found: SpanIndex<Candidate> | undefined;
  const replaced = new Set<Candidate>();
  const added: Candidate[] = [];
  const matches: RegExpExecArray[] = [];
  if (foreign) for (const m of text.matchAll(FIRM)) matches.push(m);
  if (foreign) for (const m of text.matchAll(FIRM_TWO)) matches.push(m);
  if (english) {
    for (const m of text.matchAll(FIRM_EN)) {
      const after = m.index + m[0].length;
      if (FIRM_CUE.test(text.slice(Math.max(0, m.index - 40), m.index)) || FIRM_AFTER.test(text.slice(after, after + 20))) matches.push(m);
    }
  }
  for (const m of matches) {
    const start = m.index;
    const end = start + m[0].length;
    if (![m[1]!, m[2]!, m[3]].every((w) => w === undefined || partnerName(w, lex))) continue;
    found ??= new SpanIndex(names);
    const over: Candidate[] = [];
    found.forEachOverlap(start, end, (c) => over.push(c));
    if (over.some((c) => !YIELDS.has(c.entity) || c.start < start || c.end > end)) continue;
    for (const c of over) replaced.add(c);
    added.push({ entity: 'ORGANIZATION', start, end, score: PARTNER_FIRM, baseScore: PARTNER_FIRM, recognizer, pattern: 'partner-firm', reason: m[3] === undefined ? 'two names joined by a non-English "and": a firm' : 'three names joined by a comma and an "and": a firm', contextApplied: true });
  }
  replaceNames(names, replaced, added);
}
