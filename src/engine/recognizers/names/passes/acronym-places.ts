/**
 * Initials right before a place are an organisation named with its town: "VfB Stuttgart", "VfL
 * Wolfsburg", "AS Monaco", "OGC Nice", "FC Utrecht" (clubs, the commonest case in sports news), "CDU
 * Berlin" (a party's branch). The gazetteer and the model find the town and report it alone as a
 * LOCATION, the initials as nothing or, after an article, as an organisation of their own
 * (passes/article-acronyms.ts); the seventh session's blind probe (eval/synthetic/intl-blind.ts) had
 * "des VfB Stuttgart" split so. The initials are two to four capitals (one lower-case letter inside:
 * "VfB"), one space before the place, not a place's initials themselves ("USA"), not a word of the
 * language with a vowel (shouted "DE", "TE", "HET": "TOUR DE FRANCE"), in prose (a lower-case letter
 * near), and not inside another name; an organisation that is exactly them joins the place.
 * Runs after the vote on the names, outside English (English clubs are in the organisation list
 * and its news passes); a bounded look before each place.
 * Dev (seventh session): UNER-PUD German F2 0.7389 → 0.7399 ("CTV Montreal"), the rest unchanged, also
 * shouted (--case upper); without the vowel and prose checks, shouted words before places cost nl-kb
 * 0.0045 and fr-bnf 0.0021. Probe German ORGANIZATION F1 0.737 → 0.772, LOCATION 0.875 → 0.886.
 */
import type { Candidate } from '../../../types.ts';
import type { Lexicon } from '../lexicon.ts';
import { SpanIndex } from '../span-index.ts';
import { replaceNames } from './claim.ts';

/** Initials at the end of the text before the place: two to four capitals, at most one lower-case letter inside. */
const INITIALS = /(?<![\p{L}\p{N}-])\p{Lu}[\p{Lu}\p{Ll}]{0,2}\p{Lu}$/u;

export function acronymPlaces(names: Candidate[], text: string, lex: Lexicon, isOrdinary: (lower: string) => boolean, recognizer: string): void {
  let index: SpanIndex<{ start: number; end: number; k: number }> | undefined;
  const drop = new Set<Candidate>();
  const added: Candidate[] = [];
  for (let k = 0; k < names.length; k++) {
    const c = names[k]!;
    if (c.entity !== 'LOCATION' || c.start < 3 || text[c.start - 1] !== ' ') continue;
    // A place written in capitals is on a shouted line, where initials cannot be told from words.
    if (!/\p{Ll}/u.test(text.slice(c.start, c.end))) continue;
    const m = INITIALS.exec(text.slice(Math.max(0, c.start - 6), c.start - 1));
    if (m === null) continue;
    const word = m[0];
    let lower = 0;
    for (const ch of word) if (ch !== ch.toUpperCase()) lower++;
    const lowerWord = word.toLowerCase();
    if (lower > 1 || lex.places.has(lowerWord)) continue;
    // A shouted word of the language ("DE", "LA", "TE", "HET": "TOUR DE FRANCE", "POSTKANTOOR TE
    // TILBURG") is no initials; initials without a vowel are ("VfB", "SC", "FC", "TSG").
    if (/[aeiouy]/.test(lowerWord) && isOrdinary(lowerWord)) continue;
    const start = c.start - 1 - word.length;
    // Prose only: a lower-case letter near the initials (a shouted line has none).
    if (!/\p{Ll}/u.test(text.slice(Math.max(0, start - 24), start)) && !/\p{Ll}/u.test(text.slice(c.end, c.end + 24))) continue;
    index ??= new SpanIndex(names.map((n, j) => ({ start: n.start, end: n.end, k: j })));
    let blocked = false;
    let own = -1;
    index.forEachOverlap(start, c.start - 1, (s) => {
      const n = names[s.k]!;
      if (n.start === start && n.end === c.start - 1 && n.entity === 'ORGANIZATION') own = s.k;
      else blocked = true;
    });
    if (blocked) continue;
    drop.add(c);
    if (own >= 0) drop.add(names[own]!);
    added.push({ entity: 'ORGANIZATION', start, end: c.end, score: Math.max(c.score, 0.6), recognizer, pattern: 'acronym-place', reason: `initials "${word}" before the place`, contextApplied: true });
  }
  replaceNames(names, drop, added);
}
