/**
 * A word for where someone is from, written before their name, is no part of it: "Scotsman James
 * Watt", "Queenslander Mitchell Rawlins", "Texan Bob Smith", "Londoner Jane Roe". The model takes
 * it into the PERSON span (it is capitalised and sits where a first name would). A person's first
 * word is cut off when it is a nationality of the NRP lexicon, a "-man"/"-woman" word of one
 * ("Scotsman", "Dutchwoman"), or a listed place with "-er", "-r" or "-n" ("Londoner", "Berliner",
 * "Texan"), and at least two words are left. English only. Runs on the names after the vote.
 */
import type { Candidate } from '../../../types.ts';
import type { Lexicon } from '../lexicon.ts';

const MAN = /^(\p{Lu}\p{Ll}+?)(?:wo)?m[ae]n$/u;

export function demonymLeads(names: Candidate[], text: string, lex: Lexicon): void {
  for (let i = 0; i < names.length; i++) {
    const c = names[i]!;
    if (c.entity !== 'PERSON') continue;
    const space = text.indexOf(' ', c.start);
    if (space < 0 || space >= c.end) continue;
    const rest = text.slice(space + 1, c.end);
    if (!rest.includes(' ')) continue;
    if (!demonym(text.slice(c.start, space), lex)) continue;
    names[i] = { ...c, start: space + 1, reason: `${c.reason ?? ''}; a word for where the person is from cut off` };
  }
}

function demonym(word: string, lex: Lexicon): boolean {
  if (lex.nrp.get(word) === 'nationality') return true;
  const man = MAN.exec(word);
  if (man !== null && (man[1] === 'Scots' || man[1] === 'English' || man[1] === 'French' || man[1] === 'Dutch' || man[1] === 'Irish' || man[1] === 'Welsh' || man[1] === 'Cornish' || lex.places.has(man[1]!.toLowerCase()))) return true;
  const lower = word.toLowerCase();
  if (lex.first.has(lower) || lex.surname.has(lower)) return false;
  // A listed place with "-er", "-r" or "-n" after it: "Londoner" (london), "Berliner" (berlin).
  if (!lower.endsWith('r') && !lower.endsWith('n')) return false;
  for (const cut of [2, 1]) {
    const stem = lower.slice(0, -cut);
    if (stem.length >= 4 && lex.places.has(stem)) return true;
  }
  return false;
}
