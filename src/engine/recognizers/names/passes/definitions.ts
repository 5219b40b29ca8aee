/**
 * A sentence that defines a name says what kind of thing it is: "Boultham is a village in
 * Lincolnshire", "Brensbach is a municipality in …", "Crown Pacific was a timber company". The model
 * reads two words either side and takes an unknown one-word place for a person; the noun of the
 * definition settles it. A name followed by "is/was a|an|the" (after an optional bracket), up to
 * three describing words ("a small village", "a French commune", "a census-designated place"), and a
 * noun for a kind of place or of organisation takes that type. A person's nouns are left alone:
 * the model finds people well, and "Smith is a village idiot" should stay a person.
 * Runs on the names after the vote; English only (the nouns are English).
 */
import type { Candidate } from '../../../types.ts';

const PLACE_NOUNS = 'village|town|city|municipality|commune|suburb|hamlet|parish|district|county|borough|township|settlement|neighbou?rhood|island|river|lake|mountain|region|province|port|resort|locality|place';
const ORG_NOUNS = 'company|band|club|team|party|university|college|school|newspaper|magazine|airline|organi[sz]ation|charity|firm|corporation|manufacturer|label|retailer|bank|broadcaster|publisher';
/** Describing words: not a preposition or a conjunction ("a member of the band" defines no band). */
const DESCRIBER = "(?!(?:of|in|for|with|from|at|by|on|and|or|to|who|which|that)\\b)[\\p{L}'’-]+";
const DEFINITION = new RegExp(`^(?: ?\\([^()]{0,80}\\))? ?,? (?:is|was) (?:a|an|the) (?:${DESCRIBER} ){0,3}?(?:(${PLACE_NOUNS})|(${ORG_NOUNS}))(?![\\p{L}-])`, 'u');

export function definitions(names: Candidate[], text: string): void {
  if (!text.includes(' is ') && !text.includes(' was ')) return;
  for (let i = 0; i < names.length; i++) {
    const c = names[i]!;
    if (c.entity !== 'PERSON' && c.entity !== 'LOCATION' && c.entity !== 'ORGANIZATION') continue;
    const m = DEFINITION.exec(text.slice(c.end, c.end + 160));
    if (m === null) continue;
    const entity = m[1] !== undefined ? 'LOCATION' : 'ORGANIZATION';
    // A "village idiot" or a "town crier" is a person: a place noun is the head only when no noun follows it.
    if (entity !== c.entity && !/^ (?:idiot|crier|councillor|council|hall|planner|clerk)\b/u.test(text.slice(c.end + m[0].length, c.end + m[0].length + 12))) names[i] = { ...c, entity };
  }
}
