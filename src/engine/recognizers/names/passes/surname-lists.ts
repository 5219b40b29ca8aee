/**
 * People named in a list are all people: "Smith, Gray and Hughes scored", "Gray, Bates and Wright
 * filed the motion". A capitalised word joined by ", ", " and " or " & " to a PERSON span is a
 * PERSON too, even when it is also an ordinary word ("Gray", "Day") that the model and the rules
 * left alone: inside a sentence any capitalised word, at a sentence's start only a known given or
 * family name. Only words that no other finding covers are added; places, organisations, group
 * words, titles and head nouns ("Chairman", "Bank") never are. English only: where every noun is
 * capitalised (German) a capitalised word is no evidence, and the joiners are English.
 * Runs on the names after the vote.
 */
import type { Candidate } from '../../../types.ts';
import type { Lexicon } from '../lexicon.ts';
import { SURNAME_IN_LIST } from '../scores.ts';
import { HONORIFICS, JOB_HEADS, NEVER_NAME, OFFICE_TITLES, ORG_HEADS } from '../vocab.ts';

/** The word right before a list joiner that ends where a name starts: "Gray, " / "Gray and ". */
const WORD_BEFORE = /(?:^|[\s(“"])(\p{Lu}[\p{Ll}'’]+(?:-\p{Lu}[\p{Ll}'’]+)?)(, | and | & |, and )$/u;
/** Character codes of ',', 'd' and '&': the last before the closing space of a WORD_BEFORE separator. */
const SEPARATOR_ENDS = new Set([44, 100, 38]);
/** The word right after a list joiner that follows a name: ", Gray" / " and Gray". */
const WORD_AFTER = /^(?:, | and | & |, and )(\p{Lu}[\p{Ll}'’]+(?:-\p{Lu}[\p{Ll}'’]+)?)(?![\p{L}\p{N}'’-])/u;

/**
 * Which characters of the text a finding covers, kept up to date as people are added: asking
 * costs the length of the word asked about, not a scan of every finding (a long list of names
 * stays linear).
 */
class Coverage {
  private readonly marks: Uint8Array;
  constructor(text: string, names: readonly Candidate[]) {
    this.marks = new Uint8Array(text.length);
    for (const c of names) this.mark(c);
  }
  mark(c: Candidate): void {
    this.marks.fill(1, Math.max(0, c.start), c.end);
  }
  covered(start: number, end: number): boolean {
    for (let k = start; k < end; k++) if (this.marks[k] !== 0) return true;
    return false;
  }
}

/** At a sentence's start a capitalised word says nothing: there it must be a known name. */
const SENTENCE_END_BEFORE = /(?:^|[.!?:;]\s*|\n\s*)$/;

function nameLike(word: string, start: number, text: string, lex: Lexicon): boolean {
  const lower = word.toLowerCase();
  if (NEVER_NAME.has(lower) || lex.places.has(lower) || lex.nrpLower.has(lower) || lex.orgs.has(lower)) return false;
  if (OFFICE_TITLES.has(lower) || HONORIFICS.has(lower) || JOB_HEADS.has(lower) || ORG_HEADS.has(lower)) return false;
  const known = lower.split('-').every((part) => lex.surname.has(part) || lex.first.has(part));
  return known || !SENTENCE_END_BEFORE.test(text.slice(Math.max(0, start - 4), start));
}

export function surnameLists(names: Candidate[], text: string, lex: Lexicon, recognizer: string): void {
  if (!text.includes(',') && !text.includes(' and ') && !text.includes(' & ')) return;
  // Every person is looked at once, those added here too (a list grows from both of its ends).
  const people = names.filter((c) => c.entity === 'PERSON');
  // Built at the first word that needs it: most texts have no list next to a person.
  let coverage: Coverage | undefined;
  for (let k = 0; k < people.length; k++) {
    const p = people[k]!;
    // WORD_BEFORE and WORD_AFTER need a list separator next to the person (", ", " and ", " & " end
    // in a space preceded by ',', 'd' or '&'; after the person they begin with ", " or " "): most
    // people have none, and skip the slices and the expressions.
    const sepBefore = text.charCodeAt(p.start - 1) === 32 && SEPARATOR_ENDS.has(text.charCodeAt(p.start - 2));
    const before = sepBefore ? WORD_BEFORE.exec(text.slice(Math.max(0, p.start - 40), p.start)) : null;
    if (before !== null) {
      const end = p.start - before[2]!.length;
      const start = end - before[1]!.length;
      coverage ??= new Coverage(text, names);
      if (!coverage.covered(start, end) && nameLike(before[1]!, start, text, lex)) addPerson(listed(start, end, p, recognizer), names, people, coverage);
    }
    const sepAfter = text.startsWith(', ', p.end) || text.startsWith(' and ', p.end) || text.startsWith(' & ', p.end);
    const after = sepAfter ? WORD_AFTER.exec(text.slice(p.end, p.end + 40)) : null;
    if (after !== null) {
      const start = p.end + after[0].length - after[1]!.length;
      const end = p.end + after[0].length;
      coverage ??= new Coverage(text, names);
      if (!coverage.covered(start, end) && nameLike(after[1]!, start, text, lex)) addPerson(listed(start, end, p, recognizer), names, people, coverage);
    }
  }
}

/**
 * A module function, not closures over the loop's state: under tsx, whose transform keeps function
 * names, each named closure made per call also costs an Object.defineProperty (0.5% of the engine).
 */
function addPerson(person: Candidate, names: Candidate[], people: Candidate[], coverage: Coverage): void {
  names.push(person);
  people.push(person);
  coverage.mark(person);
}

function listed(start: number, end: number, neighbour: Candidate, recognizer: string): Candidate {
  const score = Math.min(SURNAME_IN_LIST, neighbour.score);
  return { entity: 'PERSON', start, end, score, baseScore: score, recognizer, pattern: 'surname-in-list', reason: 'family name listed with a person', contextApplied: true };
}
