/**
 * Portuguese names its towns without an article ("em Santos", "de Braga") and its clubs, firms and
 * papers with the masculine one ("o Santos", "do Benfica", "contra o Milan"). A town the gazetteer
 * lists, written after "o" or one of its contractions, is an ORGANIZATION: in the Bosque training
 * text 90 such mentions are labelled so and 26 a place (towns that take the article: "o Cairo",
 * "o Funchal"); without the article, 326 are places and 52 organisations. Countries, states and
 * regions keep theirs ("o Brasil", "o Ceará"). Runs on the names after the vote.
 */
import type { Candidate } from '../../../types.ts';
import type { Lexicon } from '../lexicon.ts';

/** "o" and its contractions with a preposition, as the last word before the name. */
const MASCULINE_ARTICLE = /(?:^|[\s(«"])(?:o|do|no|ao|pelo)\s$/i;

export function articleClubs(names: Candidate[], text: string, lex: Lexicon): void {
  for (let k = 0; k < names.length; k++) {
    const c = names[k]!;
    if (c.entity !== 'LOCATION' || c.start < 2) continue;
    if (!MASCULINE_ARTICLE.test(text.slice(Math.max(0, c.start - 6), c.start))) continue;
    const kind = lex.places.get(text.slice(c.start, c.end).toLowerCase());
    if (kind === undefined || !kind.startsWith('city')) continue;
    names[k] = { ...c, entity: 'ORGANIZATION', reason: `${c.reason ?? ''}; a town after the masculine article is a club or a firm` };
  }
}
