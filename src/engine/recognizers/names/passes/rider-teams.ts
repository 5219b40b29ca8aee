/**
 * Results of cycling and motor racing give each rider or driver their country in brackets and then
 * their team, before the time: "1. Laurent Jalabert (France) ONCE 5 hours 2 minutes", "2. Johan
 * Museeuw ( Belgium ) Mapei same time", "3. Jean Alesi (France) Benetton 18.265 seconds behind",
 * "1. Damon Hill ( Britain ) Williams 1:20.330". The word or words between the closing bracket and
 * the time are the team, an ORGANIZATION whatever they look like (sponsors' names, a founder's
 * family name the model reads as a person's, a shouted acronym it misses). A line qualifies when
 * it starts with a rank ("1.", "12") or with a person the detector found, the bracket holds a
 * country (or a two- or three-letter country code: "U.S.", "GB", "Ita"), and the line ends with a
 * time or a gap: a clock time ("4:35:12", "1:20.330"), "same time", "s.t.", figures with a unit
 * ("6 seconds behind", "5 hours 2 minutes 11 seconds", "12 points"). Athletics lists have no
 * words between the bracket and the time, golf leaderboards only figures: neither is touched.
 * Runs on the names after the vote; one expression over the text, anchored at line starts.
 */
import type { Candidate } from '../../../types.ts';
import { RESULT_SIDE } from '../scores.ts';
import { SpanIndex } from '../span-index.ts';
import { type Claim, claimSpans } from './claim.ts';

const WORD = String.raw`\p{Lu}[\p{L}.'’&-]*`;
/** A time or a gap at the end of the line. */
const TAIL = String.raw`(?:\d{1,3}(?::\d{2}){1,2}(?:\.\d{1,3})?(?:[ \t]+behind)?|same[ \t]+time|s\.[ \t]?t\.|\d{1,4}(?:\.\d{1,3})?[ \t]+(?:hours?|hrs?|minutes?|mins?|seconds?|secs?|points?|pts|laps?)(?:[ \t]+\d{1,2}[ \t]+(?:minutes?|mins?|seconds?|secs?))*(?:[ \t]+behind)?)`;
const LINE = new RegExp(
  String.raw`^[ \t]*(\d{1,3}\.?[ \t]+)?(${WORD}(?:[ \t]+${WORD}){0,4})[ \t]*\([ \t]*([^()\n]{1,30}?)[ \t]*\)[ \t]+(${WORD}(?:[ \t]+${WORD}){0,2})[ \t]+${TAIL}[ \t]*$`,
  'gmu',
);
/** A country code in the bracket: "U.S.", "GB", "ITA", "Ita". */
const CODE = /^(?:(?:\p{Lu}\.){2,3}|\p{Lu}{2,3}|\p{Lu}\p{Ll}{2})$/u;

/** What results lines put in brackets after a name: a country or a country code (also tennis-draws.ts). */
export function countryInBrackets(s: string, isNation: (lower: string) => boolean): boolean {
  return isNation(s.toLowerCase()) || CODE.test(s);
}

export function riderTeams(names: Candidate[], text: string, recognizer: string, isNation: (lower: string) => boolean): void {
  if (!text.includes(')')) return;
  const claims: Claim[] = [];
  let found: SpanIndex<Candidate> | undefined;
  LINE.lastIndex = 0;
  for (let m = LINE.exec(text); m !== null; m = LINE.exec(text)) {
    const country = m[3]!;
    if (!countryInBrackets(country, isNation)) continue;
    const rider = m[2]!;
    const riderStart = m.index + m[0].indexOf(rider, m[1]?.length ?? 0);
    if (m[1] === undefined) {
      found ??= new SpanIndex(names);
      if (!found.some(riderStart, riderStart + rider.length, (c) => c.entity === 'PERSON')) continue;
    }
    const team = m[4]!;
    // The team follows the closing bracket of the country.
    const start = m.index + m[0].indexOf(team, m[0].indexOf(')', riderStart - m.index + rider.length));
    claims.push({ entity: 'ORGANIZATION', start, end: start + team.length, score: RESULT_SIDE, pattern: 'team', reason: "a rider's or driver's team on a results line" });
  }
  claimSpans(names, claims, recognizer);
}
