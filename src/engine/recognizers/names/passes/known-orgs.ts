/**
 * A name the model took for a person or a place that is, as written, a listed organisation
 * ("Adidas is helping…", "a report by Oxfam") is an ORGANIZATION. The model weighs the list as one
 * feature among many and is often swayed by the context of people and places; the list is built
 * without entries that are also places or ordinary words on their own, and names holding a given
 * or family name ("Ford", "Morgan Stanley") are left to the model, which reads their context.
 * A person after an office title stays one ("Emperor Meiji": Meiji is also a dairy company).
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
    const name = text.slice(c.start, c.end).toLowerCase();
    if (!lex.orgs.has(name) || lex.places.has(name)) continue;
    if (name.split(' ').some((w) => lex.first.has(w) || lex.surname.has(w))) continue;
    if (c.entity === 'PERSON' && isTitleWord(wordBefore(text, c.start))) continue;
    names[i] = { ...c, entity: 'ORGANIZATION', reason: `${c.reason ?? ''}; a listed organisation` };
  }
}
