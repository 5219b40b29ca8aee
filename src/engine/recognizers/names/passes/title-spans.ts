/**
 * A span made only of job-title words is a job title, not a person or an organisation. Notice and
 * signature blocks put the title after the name ("Attention: Richard Chleboski, Vice President",
 * "Attention: Frank Wouters, CEO Lender 138 Bartlett Street", "Title: Chief Financial Officer"),
 * and the model, reading capitalised words after a name, gave "Vice President" and "CEO Lender" as
 * PERSON and "Chief Financial Officer" as ORGANIZATION. A PERSON or ORGANIZATION span whose words
 * are all job-title words (office titles, job heads and their modifiers, "CEO", "VP" …), one of
 * them a head, with perhaps contract role words after an acronym title ("CEO Lender"), is reported
 * as the TITLE it is, over its job-title words; the role words are dropped. One word is taken only
 * from a PERSON span and not when it is also a listed given name, family name, organisation or
 * acronym ("Prince", "King", "Major", "GM", the band "Emperor"). English only (the pipeline's call); runs
 * on the names after the vote.
 *
 * A PERSON span that is a courtesy title alone ("Mr", "Dr", "Prof" …; "represented by Mr . Frank
 * Wouters" as tokenised text has it) is the TITLE too: dev sec-en F2 0.4639 -> 0.4768 (PERSON F1
 * 0.449 -> 0.458), train sec-en 0.727 -> 0.735, other files unchanged; "Esq" after a comma
 * ("Thomas A. Reyes, Esq."): dev unchanged, contracts probe F2 0.809 -> 0.838.
 *
 * Dev: sec-en F2 0.412 -> 0.424 (PERSON F1 0.415 -> 0.431); crossner-en two "Vice President" spans
 * become titles, F2 unchanged; all files F2 0.7743 -> 0.7744, target mean unchanged. Role words
 * after any job word (not only an acronym) cost btc-en, crossner-en and uner-pud-en ("General
 * Motors", "National Executive Committee", "Sister Sledge").
 */
import type { Candidate } from '../../../types.ts';
import type { Lexicon } from '../lexicon.ts';
import { JOB_ACRONYMS, JOB_HEADS, JOB_MODIFIERS, OFFICE_TITLES } from '../vocab.ts';
import { isRoleWord } from './contract-roles.ts';

/** Courtesy titles that are no one's name: a PERSON span of one alone is the TITLE ("represented by Mr . Frank Wouters" as tokenised text has it, "Thomas A. Reyes, Esq."). */
const COURTESY: ReadonlySet<string> = new Set(['mr', 'mrs', 'ms', 'mx', 'dr', 'prof', 'messrs', 'esq']);

/** The longest span looked at: a title is a few words. */
const LONGEST = 60;

const WORD = /[^\s,]+/g;

export function titleSpans(names: Candidate[], text: string, lex: Lexicon): void {
  for (let i = 0; i < names.length; i++) {
    const c = names[i]!;
    if ((c.entity !== 'PERSON' && c.entity !== 'ORGANIZATION') || c.end - c.start > LONGEST) continue;
    const end = c.entity === 'PERSON' && COURTESY.has(text.slice(c.start, c.end).replace(/\.$/, '').toLowerCase()) ? c.end : titleEnd(text, c.start, c.end, c.entity, lex);
    if (end > 0) names[i] = { ...c, entity: 'TITLE', end, reason: `${c.reason ?? ''}; job-title words only: a title` };
  }
}

/** Where the job-title words of the span [start, end) end, or 0 when it is not a title (with role words after it). */
function titleEnd(text: string, start: number, end: number, entity: string, lex: Lexicon): number {
  const surface = text.slice(start, end);
  let titleEnd = 0;
  let head = false;
  let words = 0;
  let roles = false;
  let acronym = false;
  WORD.lastIndex = 0;
  for (let m = WORD.exec(surface); m !== null; m = WORD.exec(surface)) {
    const w = m[0];
    words++;
    const lower = w.toLowerCase();
    const isHead = JOB_ACRONYMS.has(w) || JOB_HEADS.has(lower) || OFFICE_TITLES.has(lower);
    if (!roles && (isHead || JOB_MODIFIERS.has(lower))) {
      head ||= isHead;
      acronym = JOB_ACRONYMS.has(w);
      titleEnd = start + m.index + w.length;
    } else if (acronym && isRoleWord(w, lex)) {
      roles = true;
    } else {
      return 0;
    }
  }
  if (!head) return 0;
  if (words === 1) {
    const lower = surface.toLowerCase();
    if (entity !== 'PERSON' || lex.acronyms.has(surface) || lex.orgs.has(lower) || lex.first.has(lower) || lex.surname.has(lower)) return 0;
  }
  return titleEnd;
}
