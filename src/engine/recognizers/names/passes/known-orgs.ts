/**
 * A name the model took for a person or a place that is, as written, a listed organisation
 * ("Adidas is helping…", "a report by Oxfam") is an ORGANIZATION. The model weighs the list as one
 * feature among many and is often swayed by the context of people and places; the list is built
 * without entries that are also places or ordinary words on their own, and names holding a given
 * or family name ("Ford", "Morgan Stanley") are left to the model, which reads their context.
 * A person after an office title stays one ("Emperor Meiji": Meiji is also a dairy company).
 * The dotted spelling of a listed acronym is the same organisation: news wire writes "U.N." and
 * "E.U." where the list has "UN" and "EU", and the model reads them like "U.S." (a place).
 * Runs on the names after the vote; rule findings (honorifics, addresses) are not touched.
 */
import type { Candidate } from '../../../types.ts';
import type { Lexicon } from '../lexicon.ts';
import { isTitleWord } from '../name-edges.ts';
import { wordBefore } from '../words.ts';

export function knownOrganisations(names: Candidate[], text: string, lex: Lexicon): void {
  for (let i = 0; i < names.length; i++) {
    const c = names[i]!;
    if ((c.entity !== 'PERSON' && c.entity !== 'LOCATION') || c.pattern !== 'model') continue;
    const surface = text.slice(c.start, c.end);
    const name = surface.toLowerCase();
    if ((!lex.orgs.has(name) || lex.places.has(name)) && !dottedAcronym(surface, lex)) continue;
    if (name.split(' ').some((w) => lex.first.has(w) || lex.surname.has(w))) continue;
    if (c.entity === 'PERSON' && isTitleWord(wordBefore(text, c.start))) continue;
    names[i] = { ...c, entity: 'ORGANIZATION', reason: `${c.reason ?? ''}; a listed organisation` };
  }
}

/** "U.N." → "UN": two to six capitals each followed by a full stop, undotted a listed acronym. */
function dottedAcronym(surface: string, lex: Lexicon): boolean {
  // The second character a full stop first: most names fail there, before the expression runs.
  return surface.charCodeAt(1) === 46 && /^(?:\p{Lu}\.){2,6}$/u.test(surface) && lex.acronyms.has(surface.replaceAll('.', ''));
}
