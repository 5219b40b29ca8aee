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
  echoedTags(names, text, recognizer);
}

/** Letters and digits of a name in lower case, without its "@" or "#": "Lauren Bacall" → "laurenbacall". */
const nameKey = (s: string): string => s.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, '');
/** A glued tag: "#" and letters, digits, "_". */
const TAG = /#([\p{L}\p{N}_]{4,40})(?![\p{L}\p{N}_])/gu;

/**
 * A tag that repeats a name found elsewhere in the post is that name ("Vale Lauren Bacall …
 * #laurenbacall", "@ ShaniaTwain … #ShaniaTwain"): tweets tag the person, place or club they
 * speak of, and the tweet corpora label such tags as the name. Only a name of two words or more or
 * a handle, so that a tag is not read into a common word found once as a name.
 */
function echoedTags(names: Candidate[], text: string, recognizer: string): void {
  let keys: Map<string, string> | undefined;
  let found: SpanIndex<Candidate> | undefined;
  const added: Candidate[] = [];
  TAG.lastIndex = 0;
  for (let m = TAG.exec(text); m !== null; m = TAG.exec(text)) {
    const start = m.index;
    const end = start + m[0].length;
    if (!opensTag(text, start)) continue;
    if (keys === undefined) {
      keys = new Map();
      for (const c of names) {
        if (!isNameType(c.entity)) continue;
        const surface = text.slice(c.start, c.end);
        if (!/^@|\s/u.test(surface.trim())) continue;
        const key = nameKey(surface);
        if (key.length >= 4) keys.set(key, c.entity);
        // Its runs of two words or more too ("Vale Lauren Bacall" → "laurenbacall").
        const words = surface.split(/\s+/u).filter((w) => nameKey(w) !== '');
        if (words.length > 8) continue;
        for (let a = 0; a < words.length; a++) {
          for (let b = a + 2; b <= words.length; b++) {
            if (a === 0 && b === words.length) continue;
            const sub = nameKey(words.slice(a, b).join(''));
            if (sub.length >= 4 && !keys.has(sub)) keys.set(sub, c.entity);
          }
        }
      }
      if (keys.size === 0) return;
    }
    const entity = keys.get(nameKey(m[1]!));
    if (entity === undefined) continue;
    found ??= new SpanIndex(names);
    if (found.some(start, end)) continue;
    added.push({ entity, start, end, score: HASHTAG_NAME, baseScore: HASHTAG_NAME, recognizer, pattern: 'hashtag', reason: 'a hashtag repeating a name of the post', contextApplied: false });
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
