/**
 * A family name written in lower case right after a person's name belongs to it: chat and tweets
 * capitalise the given name at most ("Kylie minogue feel", "with Ed sheeran"). Only a word the
 * surname list has and no English word list does (not "short" of "Martin short"), after a
 * one-word PERSON span. Runs on the names after the vote; English only.
 */
import type { Candidate } from '../../../types.ts';
import type { Lexicon } from '../lexicon.ts';

const LOWER_WORD = /^ ([a-z][a-z'-]{2,})(?![\p{L}\p{N}])/u;

export function lowerSurnames(names: Candidate[], text: string, lex: Lexicon): void {
  for (let k = 0; k < names.length; k++) {
    const c = names[k]!;
    if (c.entity !== 'PERSON' || text.slice(c.start, c.end).includes(' ')) continue;
    const m = LOWER_WORD.exec(text.slice(c.end, c.end + 24));
    if (m === null) continue;
    const w = m[1]!;
    if (!lex.surname.has(w) || lex.wordRank.has(w) || lex.nameWords.has(w) || lex.first.has(w)) continue;
    names[k] = { ...c, end: c.end + m[0].length, reason: `${c.reason ?? ''}; a family name in lower case after it` };
  }
}
