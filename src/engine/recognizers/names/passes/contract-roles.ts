/**
 * Contracts name their parties by role and capitalise the role: "the Servicer shall …", "each
 * Holder", "Lender and Borrower have agreed", "the Company", "Agent". The model reads an unknown or
 * capitalised word as a name and gave these as PERSON or ORGANIZATION (sec-en dev: "Servicer" alone
 * 40 PERSON false positives; train: "Agent" 54, "Bank" 29, "Issuer" 13, "Borrower and Bank" 7).
 *
 * A role word is a capitalised English word of the dictionary (wordRank, or an office or job
 * word, "Agent", "Manager"; after a determiner also a dictionary word that is a name too), or an
 * agent noun of one ("Servicer" of "service", "Issuer", "Licensee", "Assignor"), its plural too,
 * and no listed organisation, place or acronym ("Apple", "Treasury", "Reading" stay). In a text
 * written as a contract (it has "shall", "hereby", "hereunder", "thereof", "pursuant", "whereas" …,
 * or a contract's own capitalised terms: "this Agreement", "Section 6.5", "Event of Default",
 * "Obligations", "Collateral"), or where the span is itself defined as a term ("the "Servicer"",
 * ""Servicer" shall mean"), a PERSON or ORGANIZATION span that is one role word, or role words
 * joined by "and", "or", "&" and commas ("Borrower and Bank", "Lenders, Agent and Lenders"), is
 * dropped. A longer span of role words ("Management Fee", "Borrower Related Party") goes when it
 * is a term defined in the text, or follows a determiner ("the", "each", "such", "any" …) in a
 * contract, unless its last word heads organisation names ("the Union Bank", "the Federal Trade
 * Commission" stay).
 *
 * Definitions are collected in one scan of the text (bounded: at most MAX_TERMS, each at most
 * MAX_TERM_LENGTH characters) and looked up by set: the pass is linear in the text. English only
 * (the pipeline's call); runs on the names after the vote.
 *
 * Dev: sec-en F2 0.361 -> 0.412 (PERSON F1 0.224 -> 0.415, ORGANIZATION 0.211 -> 0.235), no other
 * file moves; all files F2 0.7737 -> 0.7743, target mean 0.780 unchanged. Tried and dropped: a coined
 * agent noun ("Servicer") dropped outside contracts too cost wikigold-en PERSON 0.908 -> 0.894
 * (unlisted family names ending in -er/-or). The contract terms and office words as roles: dev
 * unchanged, train sec-en F2 0.685 -> 0.727 (PERSON F1 0.424 -> 0.621: "Agent", "Bank" in clauses
 * without "shall").
 */
import type { Candidate } from '../../../types.ts';
import type { Lexicon } from '../lexicon.ts';
import { JOB_HEADS, OFFICE_TITLES, ORG_HEADS } from '../vocab.ts';
import { firmAliases } from './firm-aliases.ts';

/** Words of a contract's drafting, rare elsewhere. */
const CONTRACT_MARKERS = /\b(?:shall|here(?:by|of|in|to|under|inafter|unto|with|after)|there(?:of|under|to|in|by)|pursuant|whereas|witnesseth|notwithstanding|foregoing|payable|indebtedness|covenants?|indemnif\w*|warranties)\b/i;
/** The same, capitalised as contracts write their own terms ("this Agreement", "Section 6.5", "an Event of Default"). */
const CONTRACT_TERMS = /\b(?:Agreement|Section \d|Event of Default|Obligations|Collateral|Loan Documents)\b/;

/**
 * A term's definition: a quoted capitalised phrase after "(the" / "(a" / "(each" / "(collectively, the"
 * (the role a party or a thing takes in the text), or before "shall mean", "means", "shall have the
 * meaning", "has the meaning". A quoted name right after a name without an article ("(" PIM ")")
 * is an alias of that name, not a term: not collected.
 */
const DEFINED = /\((?:\s*(?:collectively|each|together|individually)\s*,?)?\s*(?:the|a|an|each|any)\s+["“]\s?([A-Z][^"”()\n]{0,60}?)\s?["”]|["“]?\s?([A-Z][^"”()\n]{0,60}?)\s?["”]\s*(?:shall\s+mean|means|shall\s+have\s+the\s+meaning|has\s+the\s+meaning|shall\s+include|includes)\b/g;

const MAX_TERMS = 512;
const MAX_TERM_LENGTH = 64;

/** Words before a role in a contract ("the Servicer", "each Holder", "such Lender"). */
const DETERMINERS: ReadonlySet<string> = new Set(['the', 'each', 'such', 'any', 'said', 'every', 'no', 'either', 'neither', 'all', 'another', 'other', 'a', 'an', 'this', 'that']);

const WORD = /^[\p{Lu}][\p{L}'’-]*$/u;
const CONJUNCTION = /^(?:and|or|&|,)$/;
const AGENT_SUFFIX = /(?:er|or|ee)s?$/;

export function contractRoles(names: Candidate[], text: string, lex: Lexicon): void {
  if (names.length === 0) return;
  const contract = CONTRACT_MARKERS.test(text) || CONTRACT_TERMS.test(text);
  const terms = definedTerms(text);
  if (!contract && terms.size === 0) return;
  // A firm's alias that is also a dictionary word stays ("Acme Widgets, Inc. (\"Acme\")", firm-aliases.ts).
  const aliases = firmAliases(names, text);
  let kept = 0;
  for (const c of names) {
    if (!(c.entity === 'PERSON' || c.entity === 'ORGANIZATION') || c.end - c.start > MAX_TERM_LENGTH || (aliases.size > 0 && aliases.has(text.slice(c.start, c.end)))) names[kept++] = c;
    else if (!isRoleSpan(c, text, lex, contract, terms)) names[kept++] = contract ? withoutRole(c, text, lex) : c;
  }
  names.length = kept;
}

/**
 * A role joined to a name by "and" is cut off it: "between Northwind Traders Limited as Borrower
 * and Barclays Bank PLC as Agent" gave "Borrower and Barclays Bank PLC" as one organisation. One
 * role word before or after the only "and" of the span, the other side no role, the whole no
 * listed organisation ("Marks and Spencer" stays).
 */
function withoutRole(c: Candidate, text: string, lex: Lexicon): Candidate {
  const surface = text.slice(c.start, c.end);
  const at = surface.indexOf(' and ');
  if (at <= 0 || at !== surface.lastIndexOf(' and ') || lex.orgs.has(surface.toLowerCase())) return c;
  const left = surface.slice(0, at);
  const right = surface.slice(at + 5);
  const leftRole = !left.includes(' ') && isRoleWord(left, lex);
  const rightRole = !right.includes(' ') && isRoleWord(right, lex);
  if (leftRole === rightRole) return c;
  const reason = `${c.reason ?? ''}; a contract role cut off`;
  return leftRole ? { ...c, start: c.start + at + 5, reason } : { ...c, end: c.start + at, reason };
}

/** The terms the text defines, in one scan. */
export function definedTerms(text: string): Set<string> {
  const terms = new Set<string>();
  if (!text.includes('"') && !text.includes('“')) return terms;
  DEFINED.lastIndex = 0;
  for (let m = DEFINED.exec(text); m !== null && terms.size < MAX_TERMS; m = DEFINED.exec(text)) {
    const term = (m[1] ?? m[2] ?? '').trim();
    if (term.length > 0 && term.length <= MAX_TERM_LENGTH) terms.add(term);
  }
  return terms;
}

function isRoleSpan(c: Candidate, text: string, lex: Lexicon, contract: boolean, terms: ReadonlySet<string>): boolean {
  const surface = text.slice(c.start, c.end);
  const defined = terms.has(surface);
  const words = surface.split(/\s+/);
  // A name that is also a dictionary word is a role after a determiner only ("the Agent", not "Baker shall").
  const determined = DETERMINERS.has(wordBefore(text, c.start));
  // One role word, or role words joined by conjunctions and commas.
  let roles = 0;
  let alone = true;
  let expectWord = true;
  for (const w of words) {
    if (expectWord) {
      const bare = w.endsWith(',') ? w.slice(0, -1) : w;
      if (!isRoleWord(bare, lex, determined)) {
        alone = false;
        break;
      }
      roles++;
      expectWord = bare !== w;
    } else {
      if (!CONJUNCTION.test(w)) {
        alone = false;
        break;
      }
      expectWord = true;
    }
  }
  if (alone && roles > 0 && !expectWord) return contract || defined;
  // A longer phrase of role words: a defined term, or after a determiner in a contract, unless it ends in an organisation's head word.
  if (words.length < 2 || words.length > 5) return false;
  for (const w of words) if (!isRoleWord(w, lex)) return false;
  if (defined) return true;
  if (ORG_HEADS.has(words[words.length - 1]!.toLowerCase())) return false;
  return contract && determined;
}

/** The lower-case word just before `at` (skipping spaces), or ''. */
function wordBefore(text: string, at: number): string {
  let e = at;
  // Bounded: a run of spaces before every name would otherwise make the pass quadratic.
  while (e > 0 && e > at - 4 && text.charCodeAt(e - 1) === 32) e--;
  let s = e;
  while (s > 0 && s > e - 12 && /\p{L}/u.test(text[s - 1]!)) s--;
  return text.slice(s, e).toLowerCase();
}

/** A capitalised word of the dictionary or an agent noun of one, its plural too; no listed name. */
export function isRoleWord(word: string, lex: Lexicon, named = false): boolean {
  if (!WORD.test(word) || word.length < 3) return false;
  if (lex.acronyms.has(word)) return false;
  const lower = word.toLowerCase();
  if (lex.orgs.has(lower) || lex.places.has(lower)) return false;
  const single = lower.length > 3 && lower.endsWith('s') && !lower.endsWith('ss') ? lower.slice(0, -1) : lower;
  if (dictionary(lower, lex, named) || (single !== lower && dictionary(single, lex, named))) return true;
  if (!AGENT_SUFFIX.test(single)) return false;
  const stem = single.slice(0, -2);
  if (stem.length < 3) return false;
  if (lex.wordRank.has(stem) || lex.wordRank.has(`${stem}e`)) return true;
  // A doubled last letter: "transferor" of "transfer" is covered above; "controller" of "control".
  return stem.length > 3 && stem[stem.length - 1] === stem[stem.length - 2] && lex.wordRank.has(stem.slice(0, -1));
}

/** A word of the dictionary; a name that is also one ("Agent", "Smith") only when `named` allows it (after a determiner). */
function dictionary(lower: string, lex: Lexicon, named: boolean): boolean {
  return lex.wordRank.has(lower) || OFFICE_TITLES.has(lower) || JOB_HEADS.has(lower) || (named && lex.nameWords.has(lower) && !lex.first.has(lower));
}
