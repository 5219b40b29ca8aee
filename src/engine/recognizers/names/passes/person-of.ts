/**
 * A person's name does not run on through "of" into where they come from or whom they play for:
 * "Michael Schumacher of Ferrari", "Greg Norman of Australia", "Jane Roe of Acme Corp". News names
 * a player or an official with the team, country or firm after "of"; the model sometimes takes the
 * three as one name. A PERSON span of two words or more before " of " and capitalised words after
 * it is cut there, and the words after it become a place when the gazetteer knows them, else an
 * organisation. Left whole: one word before "of" ("Isabella of France", "Duke of Edinburgh"), a
 * title or a regnal number before it ("Vratislaus II of Bohemia", "Anne Seymour, Countess of
 * Warwick"). English text only (the pipeline's call); runs on the names after the vote.
 *
 * Nor does an organisation's or a place's name run on through "of" into an office title: "the
 * Conservative Party of Prime Minister John Major" (the model had "Conservative Party of Prime"),
 * "the government of President …". The span is cut before "of".
 */
import type { Candidate } from '../../../types.ts';
import type { Lexicon } from '../lexicon.ts';
import { isTitleWord } from '../name-edges.ts';

const OF_CAPITAL = / of (?=\p{Lu})/u;
const CAPITALISED_WORDS = /^\p{Lu}[\p{L}.'’&-]*(?: \p{Lu}[\p{L}.'’&-]*)*$/u;
const REGNAL = /^(?:[IVXL]+|\d+(?:st|nd|rd|th))$/;

export function personOf(names: Candidate[], text: string, lex: Lexicon): void {
  const added: Candidate[] = [];
  for (let i = 0; i < names.length; i++) {
    const c = names[i]!;
    if (c.entity !== 'PERSON') continue;
    const s = text.slice(c.start, c.end);
    const m = OF_CAPITAL.exec(s);
    if (m === null) continue;
    const head = s.slice(0, m.index);
    const tail = s.slice(m.index + 4);
    const words = head.split(' ');
    if (words.length < 2 || !/^[\p{L}.'’ -]+$/u.test(head) || words.some((w) => isTitleWord(w)) || REGNAL.test(words[words.length - 1]!)) continue;
    if (!CAPITALISED_WORDS.test(tail)) continue;
    const reason = `${c.reason ?? ''}; cut at "of" after a person's name`;
    names[i] = { ...c, end: c.start + head.length, reason };
    const entity = lex.places.has(tail.toLowerCase()) ? 'LOCATION' : 'ORGANIZATION';
    added.push({ ...c, entity, start: c.end - tail.length, reason });
  }
  names.push(...added);
}

/** Words that qualify an office written after "of": "Prime Minister", "Foreign Minister", "Vice President". */
const QUALIFIERS = new Set(['Prime', 'Deputy', 'Foreign', 'Finance', 'Interior', 'Defence', 'Defense', 'Vice', 'Acting']);

/** Whether `after` (the text after " of ") is an office and then a capitalised name: "Prime Minister John Major", not "Justice" of "Court of Justice". */
function officeThenName(after: string): boolean {
  const words = after.split(' ', 5);
  let k = 0;
  let office = false;
  while (k < words.length && (QUALIFIERS.has(words[k]!) || (/^\p{Lu}/u.test(words[k]!) && isTitleWord(words[k]!)))) {
    if (!QUALIFIERS.has(words[k]!)) office = true;
    k++;
  }
  const name = words[k];
  return office && name !== undefined && /^\p{Lu}\p{Ll}/u.test(name) && !isTitleWord(name);
}

export function namesBeforeOffices(names: Candidate[], text: string): void {
  for (let i = 0; i < names.length; i++) {
    const c = names[i]!;
    if (c.entity !== 'ORGANIZATION' && c.entity !== 'LOCATION') continue;
    const at = text.slice(c.start, c.end).indexOf(' of ');
    if (at <= 0 || !officeThenName(text.slice(c.start + at + 4, c.start + at + 64))) continue;
    names[i] = { ...c, end: c.start + at, reason: `${c.reason ?? ''}; cut before "of" and an office` };
  }
}
