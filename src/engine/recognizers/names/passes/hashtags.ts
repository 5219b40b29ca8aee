/**
 * Hashtags are written glued to their "#": "#Gaza", "#BillClinton". Two things follow.
 * - A name found right after a hashtag's "#" takes the "#" in: the tag as a whole is the name, as
 *   the tweet corpora label it ("#Gaza" is the place, "# Gaza" only where a tokeniser split it),
 *   and redacting "Gaza" alone would leave a "#" pointing at it.
 * - A camel-case tag is masked as code before the names see it, so a name written that way is
 *   found here: its parts a known given name and a known family name ("#BillClinton",
 *   "#ShaniaTwain") make a PERSON, its parts together a known place ("#AliceSprings") a LOCATION or
 *   a known organisation ("#MalaysiaAirlines") an ORGANIZATION.
 * Runs on the names after the vote.
 */
import type { Candidate } from '../../../types.ts';
import type { Lexicon } from '../lexicon.ts';
import { HASHTAG_NAME } from '../scores.ts';
import { SpanIndex } from '../span-index.ts';
import { isNameType } from '../vote.ts';

/** A "#" that opens a tag: at the text's start or after a space or an opening bracket or quote. */
const opensTag = (text: string, hash: number) => text[hash] === '#' && (hash === 0 || /[\s([{"“'‘]/u.test(text[hash - 1]!));

/** A camel-case tag of two or three capitalised parts, not glued to more letters, digits or "_". */
const CAMEL_TAG = /#((?:\p{Lu}\p{Ll}+){2,3})(?![\p{L}\p{N}_])/gu;
const PART = /\p{Lu}\p{Ll}+/gu;

export function hashtags(names: Candidate[], text: string, lex: Lexicon, recognizer: string): void {
  if (!text.includes('#')) return;
  for (let i = 0; i < names.length; i++) {
    const c = names[i]!;
    if (isNameType(c.entity) && c.start > 0 && opensTag(text, c.start - 1)) names[i] = { ...c, start: c.start - 1 };
  }
  let found: SpanIndex<Candidate> | undefined;
  const added: Candidate[] = [];
  CAMEL_TAG.lastIndex = 0;
  for (let m = CAMEL_TAG.exec(text); m !== null; m = CAMEL_TAG.exec(text)) {
    const start = m.index;
    const end = start + m[0].length;
    if (!opensTag(text, start)) continue;
    found ??= new SpanIndex(names);
    if (found.some(start, end)) continue;
    const entity = tagEntity(m[1]!.match(PART)!.map((p) => p.toLowerCase()), lex);
    if (entity === undefined) continue;
    added.push({ entity, start, end, score: HASHTAG_NAME, baseScore: HASHTAG_NAME, recognizer, pattern: 'hashtag', reason: 'a name written as a camel-case hashtag', contextApplied: false });
  }
  names.push(...added);
}

function tagEntity(parts: readonly string[], lex: Lexicon): string | undefined {
  const whole = parts.join(' ');
  if (lex.places.has(whole)) return 'LOCATION';
  if (lex.orgs.has(whole)) return 'ORGANIZATION';
  const inner = parts.slice(1, -1);
  if (lex.first.has(parts[0]!) && lex.surname.has(parts[parts.length - 1]!) && inner.every((p) => lex.first.has(p) || lex.surname.has(p))) return 'PERSON';
  return undefined;
}
