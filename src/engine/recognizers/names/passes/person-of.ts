/**
 * A person's name does not run on through "of" into where they come from or whom they play for:
 * "Michael Schumacher of Ferrari", "Greg Norman of Australia", "Jane Roe of Acme Corp". News names
 * a player or an official with the team, country or firm after "of"; the model sometimes takes the
 * three as one name. A PERSON span of two words or more before " of " and capitalised words after
 * it is cut there, and the words after it become a place when the gazetteer knows them, else an
 * organisation. Left whole: one word before "of" ("Isabella of France", "Duke of Edinburgh"), a
 * title or a regnal number before it ("Vratislaus II of Bohemia", "Anne Seymour, Countess of
 * Warwick"). English text only (the pipeline's call); runs on the names after the vote.
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
