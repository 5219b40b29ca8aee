/**
 * Two family names joined by a hyphen that nothing else covers (or, after a firm's cue, that the
 * model took for a person it was unsure of): "works for Garcia-Miller",
 * "Hewlett-Packard", "Smith-Jones said". The shape names a firm (the partners' names, as law and
 * accounting firms and Faker's companies write them) or a person with a double-barrelled name;
 * after a preposition or a verb of joining ("at", "for", "joined") it is reported as ORGANIZATION,
 * elsewhere as PERSON. Both halves must be known family names, two different ones, and neither a
 * group word, an organisation head, a country, a region or a large city, so compounds of ordinary
 * words and places ("Anglo-Saxon", "Austria-Hungary", "Baden-Baden") stay out.
 * English only: in German and Dutch hyphenated capitalised compounds are ordinary nouns and places.
 * Runs on the names after the vote.
 */
import type { Candidate } from '../../../types.ts';
import { bigPlaceOrGroup, type Lexicon } from '../lexicon.ts';
import { SURNAME_PAIR } from '../scores.ts';
import { SpanIndex } from '../span-index.ts';
import { UnsureModelSpans } from './claim.ts';
import { NEVER_NAME, ORG_HEADS } from '../vocab.ts';

/** Not before another capitalised word: then the pair names something bigger ("the Price-Anderson Act", "Ellison-Cliffe Medal"). */
const PAIR = /(?<![\p{L}\p{N}'’-])(\p{Lu}[\p{Ll}'’]+)-(\p{Lu}[\p{Ll}'’]+)(?![\p{L}\p{N}-]|[ \t]+\p{Lu})/gu;
/** The word before the pair that makes it the name of a firm. */
const FIRM_BEFORE = /(?:^|\s)(?:at|for|with|from|by|of|joined|hired|acquired|called|contact|to)\s+$/i;

/** Big places a hyphen joins into a bigger place or a people ("Austria-Hungary", "Alsace-Lorraine") are no family; small towns share family names ("Garcia"). */
function family(word: string, lex: Lexicon): boolean {
  const lower = word.toLowerCase();
  return lex.surname.has(lower) && !NEVER_NAME.has(lower) && !ORG_HEADS.has(lower) && !bigPlaceOrGroup(lex, lower);
}

/**
 * A hyphen followed by a capital, which PAIR needs (any non-ASCII character counts as one): hyphens
 * in dates, numbers and lower-case compounds do not start the Unicode expression's scan of the text.
 */
function capitalAfterHyphen(text: string): boolean {
  for (let at = text.indexOf('-'); at >= 0; at = text.indexOf('-', at + 1)) {
    const c = text.charCodeAt(at + 1);
    if ((c >= 65 && c <= 90) || c >= 128) return true;
  }
  return false;
}

export function surnamePairs(names: Candidate[], text: string, lex: Lexicon, recognizer: string): void {
  if (!capitalAfterHyphen(text)) return;
  // The names before this pass, indexed once: the pairs it adds never overlap one another.
  let found: SpanIndex<Candidate> | undefined;
  let unsure: UnsureModelSpans | undefined;
  PAIR.lastIndex = 0;
  for (let m = PAIR.exec(text); m !== null; m = PAIR.exec(text)) {
    const start = m.index;
    const end = start + m[0].length;
    found ??= new SpanIndex(names);
    if (m[1] === m[2] || !family(m[1]!, lex) || !family(m[2]!, lex)) continue;
    const firm = FIRM_BEFORE.test(text.slice(Math.max(0, start - 12), start));
    if (found.some(start, end)) {
      // The model's unsure person of exactly the pair after a firm's cue ("for Garcia-Miller" at
      // 0.42) is the firm: the cue is better evidence than the model's doubt.
      if (firm) (unsure ??= new UnsureModelSpans(names)).overrule(start, end, 'PERSON', 'ORGANIZATION', SURNAME_PAIR, 'two family names joined by a hyphen after a preposition (a firm)');
      continue;
    }
    names.push({
      entity: firm ? 'ORGANIZATION' : 'PERSON',
      start,
      end,
      score: SURNAME_PAIR,
      baseScore: SURNAME_PAIR,
      recognizer,
      pattern: 'surname-pair',
      reason: firm ? 'two family names joined by a hyphen after a preposition (a firm)' : 'two family names joined by a hyphen (a double-barrelled name)',
      contextApplied: true,
    });
  }
}
