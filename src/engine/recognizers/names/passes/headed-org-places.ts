/**
 * A name that ends in an institution's head noun is an organisation, also when it begins with a
 * place: "the Chicago Symphony Orchestra", "the Moscow City Council", "the Paris Bourse", "the Kenya
 * Wildlife Authority", "Thames Valley Police". The model reads the town at the start and types the
 * whole span a LOCATION. In the train split (all English files) names of two words or more ending
 * in one of these heads, capitalised, are ORGANIZATION 647 times and LOCATION 3 (two orchestras and
 * "Newport News", a place the gazetteer lists, which is left alone). Heads that also end names of
 * buildings, sites and states were tried and dropped: with "Court", "Bank", "Exchange", "Union",
 * "Post", "University", "Institute", "Government", "Parliament", "Company", "Group" and the like in
 * the list, dev/ lost (UNER-PUD English LOCATION and ORGANIZATION −0.0014 each, litbank-en
 * ORGANIZATION −0.003: "Hampton Court", "the Corn Exchange" are places). English only (the
 * pipeline's call); runs on the names after the vote; linear.
 */
import type { Candidate } from '../../../types.ts';
import type { Lexicon } from '../lexicon.ts';

/** Institution heads that end organisation names, not buildings'. Lowercase. */
const INSTITUTION_HEADS = new Set(
  `orchestra council commission committee ministry department party association federation league police army navy
  bourse times journal herald tribune gazette telegraph news agency authority bureau`
    .split(/\s+/)
    .filter(Boolean),
);

export function headedOrgPlaces(names: Candidate[], text: string, lex: Lexicon): void {
  for (let i = 0; i < names.length; i++) {
    const c = names[i]!;
    if (c.entity !== 'LOCATION' || c.end - c.start > 80) continue;
    const surface = text.slice(c.start, c.end);
    const space = surface.lastIndexOf(' ');
    if (space < 0) continue;
    const last = surface.slice(space + 1);
    // A capitalised head ("Orchestra"), not a lower-case noun the corpora leave in a place ("Gaza strip").
    if (!/^\p{Lu}\p{Ll}/u.test(last) || !INSTITUTION_HEADS.has(last.toLowerCase())) continue;
    if (lex.places.has(surface.toLowerCase())) continue;
    names[i] = { ...c, entity: 'ORGANIZATION', reason: `${c.reason ?? ''}; ends in an institution's head noun` };
  }
}
