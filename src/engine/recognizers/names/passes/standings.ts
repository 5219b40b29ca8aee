/**
 * A standings table names teams: a line that is a name followed by a row of figures ("Vitesse
 * Arnhem 5 4 1 0 12 4 13", "Northampton 8 3 4 1 16 9 13", "Toronto 80 62 .563 3 5") lists a team
 * with its played / won / drawn / lost / points. Rows of fewer than five figures (baseball's
 * "NEW YORK 74 58 .561 -") are left alone: too many other tables look like them. The name is an ORGANIZATION whatever it looks
 * like (clubs carry the names of towns and people), provided the names detector found a name in
 * it: the line's format alone does not make "Revenue 12 14 15 17 19" a team. Runs after the vote.
 */
import type { Candidate } from '../../../types.ts';
import { STANDINGS_TEAM } from '../scores.ts';
import { SpanIndex } from '../span-index.ts';
import { type Claim, claimSpans } from './claim.ts';

/**
 * A line: an optional rank ("1.", "12"), capitalised words, then at least five figures (one to
 * three digits, a ".561" percentage or a "-"), at least three of them plain numbers.
 */
const ROW = /^[ \t]*(?:\d{1,2}\.?[ \t]+)?(\p{Lu}[\p{L}.'’&-]*(?:[ \t]+\p{Lu}[\p{L}.'’&-]*){0,4})((?:[ \t]+(?:\d{1,3}|\.\d{3}|-)){5,})[ \t]*$/gmu;
const PLAIN_NUMBER = /(?:^|[ \t])\d{1,3}(?=[ \t]|$)/g;

export function standings(names: Candidate[], text: string, recognizer: string): void {
  if (!/\d[ \t]+\d[ \t]+\d/.test(text)) return;
  let found: SpanIndex<Candidate> | undefined;
  const claims: Claim[] = [];
  ROW.lastIndex = 0;
  for (let m = ROW.exec(text); m !== null; m = ROW.exec(text)) {
    if ((m[2]!.match(PLAIN_NUMBER)?.length ?? 0) < 3) continue;
    const start = m.index + m[0].indexOf(m[1]!);
    const end = start + m[1]!.length;
    found ??= new SpanIndex(names);
    // A name found inside the team's part of the row, and none reaching out of it.
    if (!found.some(start, end) || found.some(start, end, (c) => c.start < start || c.end > end)) continue;
    claims.push({ entity: 'ORGANIZATION', start, end, score: STANDINGS_TEAM, pattern: 'standings', reason: 'a team in a standings table' });
  }
  claimSpans(names, claims, recognizer);
}
