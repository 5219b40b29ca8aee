/**
 * A country with a possessive is the place: "Kenya's ruling party", "Russia's Gazprom", "Britain 's
 * Labour Party", "Japan's central bank". The model reads a country before "'s" and an organisation's
 * words as an ORGANIZATION now and then (it sees the organisation words in its window); the train
 * split labels such countries LOCATION 108 times (crossner-en 44, btc-en 58, uner-ewt-en, wikigold-en,
 * wnut17-en 2 each) and ORGANIZATION never. An ORGANIZATION span whose whole text is a country of the
 * gazetteer and that a glued or tokenised possessive follows becomes a LOCATION. Countries without a
 * possessive are left to the model: tweets and UNER label national sides and countries acting as
 * parties as organisations now and then. English only (the pipeline's call); runs on the names
 * after the vote; linear.
 */
import type { Candidate } from '../../../types.ts';
import type { Lexicon } from '../lexicon.ts';

/** A possessive right after a name: "'s", "’s", or tokenised " 's". */
const POSSESSIVE_AFTER = /^ ?['’]s\b/;

export function countryPossessives(names: Candidate[], text: string, lex: Lexicon): void {
  for (let i = 0; i < names.length; i++) {
    const c = names[i]!;
    if (c.entity !== 'ORGANIZATION' || c.end - c.start > 40) continue;
    if (!POSSESSIVE_AFTER.test(text.slice(c.end, c.end + 4))) continue;
    if (lex.places.get(text.slice(c.start, c.end).toLowerCase()) !== 'country') continue;
    names[i] = { ...c, entity: 'LOCATION', reason: `${c.reason ?? ''}; a country before a possessive is the place` };
  }
}
