/**
 * "People's", "Women's", "Workers'" and the like inside a name are part of it: "the People's
 * Liberation Army", "the People's Republic of China", "the Chinese People's Political Consultative
 * Conference", "the Women's National Basketball Association". English names end at a glued
 * possessive unless an organisation head follows (the model's decoding, `model/tagger.ts`), which
 * these names defeat: the model keeps "Liberation Army", or "Republic of China" (another state). A
 * plural noun for people with its possessive, right before a PERSON-less name the vote found (an
 * ORGANIZATION or LOCATION), joins that name, with the capitalised words before it ("Chinese") and
 * any span the model made of them ("Women"); the name keeps its type. English only (the pipeline's
 * call); runs on the names after the vote; linear (each name looks 80 characters back).
 */
import type { Candidate } from '../../../types.ts';
import { claimSpansOverNrp, type Claim } from './claim.ts';

/**
 * Capitalised words (at most three), a plural noun for people and its possessive, right before a
 * name: "Chinese People's ", "Women's ", "Workers' ".
 */
const BEFORE =
  /(?:^|[^\p{L}\p{N}'’.-])((?:\p{Lu}[\p{L}-]* ){0,3}(?:People|Peoples|Women|Men|Children|Workers|Farmers|Citizens|Veterans|Teachers|Nurses|Writers|Journalists|Students|Mothers|Soldiers|Consumers|Pensioners|Nations|Employees|Miners|Seamen|Officers|Patriots|Volunteers)(?:['’]s|s?['’]) ?)$/u;

export function peoplePossessives(names: Candidate[], text: string, recognizer: string): void {
  if (!/(?:en|le|rs|ns|ts|es|rs)['’]/.test(text)) return;
  const claims: Claim[] = [];
  for (const c of names) {
    if (c.entity !== 'ORGANIZATION' && c.entity !== 'LOCATION') continue;
    if (c.start < 3 || !/['’]/.test(text.slice(c.start - 3, c.start))) continue;
    const m = BEFORE.exec(text.slice(Math.max(0, c.start - 80), c.start));
    if (m === null) continue;
    let start = c.start - m[1]!.length;
    // "The People's …" opening a sentence: the article is no part of the name.
    if (text.startsWith('The ', start)) start += 4;
    claims.push({ entity: c.entity, start, end: c.end, score: c.score, pattern: 'people-possessive', reason: `${c.reason ?? ''}; a plural noun for people and its possessive begin the name` });
  }
  if (claims.length === 0) return;
  claimSpansOverNrp(names, claims, recognizer);
}
