/**
 * A news dateline opens a story with the place it was filed from, in capitals: "BRUSSELS
 * 1996-08-22", "AL-AIN , United Arab Emirates 1996-12-06", "WASHINGTON, Nov 27 (Reuters) -",
 * "BERLIN (dpa) -". The words in capitals at the start of a line, before a date or an agency in
 * brackets (after an optional ", Country"), are a LOCATION whatever the model made of them (an
 * all-capitals word alone reads as an acronym, so an organisation). Runs on the names after the vote.
 */
import type { Candidate } from '../../../types.ts';
import { DATELINE_PLACE } from '../scores.ts';
import { claimSpans, type Claim } from './claim.ts';

const MONTH = String.raw`(?:Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Sept|Oct|Nov|Dec)[a-z]*\.?`;
/** What follows a dateline's place: an ISO date, "Nov 27", "27 November 1996", an agency in brackets. */
const DATELINE_END = String.raw`(?:\d{4}-\d{2}-\d{2}|${MONTH} \d{1,2}\b|\d{1,2} ${MONTH}(?: \d{4})?\b|\((?:Reuters|AP|AFP|dpa|DPA|ANP|Belga|EFE|ANSA|Xinhua|UPI|Bloomberg|IANS|PTI)\))`;
/** Tried at the start of each line only (sticky): a text has few lines, and most start otherwise. */
const DATELINE = new RegExp(String.raw`[ \t]*(\p{Lu}[\p{Lu}.'’-]+(?: \p{Lu}[\p{Lu}.'’-]+){0,3})(?: ?, ?\p{Lu}[\p{L}.'’ -]{1,40}?)? ?,? ${DATELINE_END}`, 'uy');
const TWO_CAPITALS = /[ \t]*\p{Lu}\p{Lu}/uy;

export function datelines(names: Candidate[], text: string, recognizer: string): void {
  const claims: Claim[] = [];
  for (let at = 0; at >= 0 && at < text.length; at = text.indexOf('\n', at) + 1 || -1) {
    TWO_CAPITALS.lastIndex = at;
    if (!TWO_CAPITALS.test(text)) continue;
    DATELINE.lastIndex = at;
    const m = DATELINE.exec(text);
    if (m === null) continue;
    const place = m[1]!;
    // Two letters or more (not "A-1").
    if (place.replace(/[^\p{L}]/gu, '').length < 2) continue;
    const start = at + m[0].indexOf(place);
    claims.push({ entity: 'LOCATION', start, end: start + place.length, score: DATELINE_PLACE, pattern: 'dateline', reason: 'the place of a news dateline' });
  }
  claimSpans(names, claims, recognizer);
}
