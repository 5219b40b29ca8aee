/**
 * Firms named by their trade: "Nikko Securities", "Daiwa Securities", "Caltex Petroleum", "Ssangyong
 * Cement", "Hanwha Chemicals", "Fleet Bancorp". The last word names a line of business that no
 * person or place ends with, and the model's word set of organisation heads (vocab.ts ORG_HEADS, a
 * model feature left as it is) lacks these, so it read "Nikko Securities" as a person or found only
 * "Daiwa" before "Securities". A PERSON or LOCATION of two words or more ending in one of them
 * becomes an ORGANIZATION; a name right before one of them (capitalised, a space between, no other
 * finding on it) is extended over it and becomes an ORGANIZATION. The list holds trades only,
 * none of them a common family name ("Steel", "Mills" are left out: "Mike Mills"). English only
 * (the pipeline's call); after the vote; linear in the names' lengths.
 */
import type { Candidate } from '../../../types.ts';
import { SpanIndex } from '../span-index.ts';
import { isNameType, isStructural } from '../vote.ts';

export const TRADES: ReadonlySet<string> = new Set([
  'Securities', 'Investments', 'Bancorp', 'Bancshares', 'Assurance', 'Petroleum', 'Petrochemical', 'Petrochemicals', 'Chemicals',
  'Cement', 'Brokerage', 'Shipbuilding', 'Textiles', 'Breweries', 'Refining', 'Reinsurance', 'Shipyards', 'Distillers', 'Steelworks',
]);
/** The longest trade word: a longer word is none of them, found without slicing it. */
const LONGEST = Math.max(...[...TRADES].map((w) => w.length));

/** First letters of the trade words (all ASCII capitals): any other character is no trade's start. */
const FIRST_LETTERS = new Set([...TRADES].map((w) => w.charCodeAt(0)));
const isAsciiLetter = (c: number) => (c >= 65 && c <= 90) || (c >= 97 && c <= 122);

/** The trade word starting at `at` (a capital, then letters to a word's end), or undefined. */
function tradeAt(text: string, at: number): string | undefined {
  // Called for every name's last word and the word after it: reject on the first character, and
  // scan ASCII letters only (every trade word is ASCII; a letter beyond them fails the check below).
  if (!FIRST_LETTERS.has(text.charCodeAt(at))) return undefined;
  let end = at;
  while (end < text.length && end - at <= LONGEST && isAsciiLetter(text.charCodeAt(end))) end++;
  if (end - at > LONGEST || (end < text.length && /[\p{L}\p{N}'’-]/u.test(text[end]!))) return undefined;
  const word = text.slice(at, end);
  return TRADES.has(word) ? word : undefined;
}

export function firmHeads(names: Candidate[], text: string): void {
  let index: SpanIndex<Candidate> | undefined;
  for (let i = 0; i < names.length; i++) {
    const c = names[i]!;
    if (!isNameType(c.entity) || isStructural(c)) continue;
    // The name's own last word (the space before it looked for within the trade words' length).
    let space = c.end - 1;
    while (space > c.start && c.end - space <= LONGEST + 1 && text.charCodeAt(space) !== 32) space--;
    const own = space > c.start && text.charCodeAt(space) === 32 ? tradeAt(text, space + 1) : undefined;
    if ((c.entity === 'PERSON' || c.entity === 'LOCATION') && own !== undefined && space + 1 + own.length === c.end) {
      names[i] = { ...c, entity: 'ORGANIZATION', reason: `${c.reason ?? ''}; a firm named by its trade` };
      continue;
    }
    // A trade word right after the name.
    if (text.charCodeAt(c.end) !== 32) continue;
    const trade = tradeAt(text, c.end + 1);
    if (trade === undefined) continue;
    index ??= new SpanIndex(names);
    const end = c.end + 1 + trade.length;
    if (index.some(c.end + 1, end)) continue;
    names[i] = { ...c, entity: 'ORGANIZATION', end, reason: `${c.reason ?? ''}; a firm named by its trade` };
  }
}
