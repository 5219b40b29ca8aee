/**
 * A place written right before an organisation's name is part of it: "the U.S. Supreme Court",
 * "the Anguilla United Front", "Ontario New Democratic Party". The model often reads the place
 * word as a LOCATION of its own and the rest as the ORGANIZATION. A LOCATION or NRP span followed,
 * after one space, by an ORGANIZATION span of at least two words that starts in a capital (not an
 * all-capitals acronym: "China HSBC" is a headline's two names) becomes one ORGANIZATION. Runs on
 * the names after the vote; English only (dev/: in French and Dutch it joined as many names wrongly
 * as rightly).
 */
import type { Candidate } from '../../../types.ts';
import { claimSpans, type Claim } from './claim.ts';

export function placeLedOrgs(names: Candidate[], text: string, recognizer: string): void {
  let orgs = 0;
  for (const c of names) if (c.entity === 'ORGANIZATION') orgs++;
  if (orgs === 0) return;
  const sorted = names.filter((c) => c.entity === 'LOCATION' || c.entity === 'ORGANIZATION' || c.entity === 'NRP').sort((a, b) => a.start - b.start);
  const claims: Claim[] = [];
  for (let i = 0; i + 1 < sorted.length; i++) {
    const place = sorted[i]!;
    const org = sorted[i + 1]!;
    if (place.entity === 'ORGANIZATION' || org.entity !== 'ORGANIZATION') continue;
    if (org.start !== place.end + 1 || text.charCodeAt(place.end) !== 32) continue;
    const firstSpace = text.indexOf(' ', org.start);
    // Two words or more, the first with a lower-case letter.
    if (firstSpace < 0 || firstSpace >= org.end || !/\p{Ll}/u.test(text.slice(org.start, firstSpace))) continue;
    claims.push({ entity: 'ORGANIZATION', start: place.start, end: org.end, score: org.score, pattern: 'place-led-org', reason: 'place before an organisation' });
  }
  claimSpans(names, claims, recognizer);
}
