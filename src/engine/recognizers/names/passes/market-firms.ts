/**
 * Market reports name firms in two fixed frames, whatever the firm's name looks like:
 * - the people quoted on markets by their trade and their firm: "said a dealer at Sanwa Bank",
 *   "a trader at Nikko Securities", "analysts at Merrill Lynch", "an economist with Northern Trust
 *   Co", "chief economist Jane Roe at Donaldson, Lufkin & Jenrette". The capitalised words after
 *   "at" or "with" there are the house they work for: a bank, a broker, a research firm (the model
 *   read a founder's family name as a person, a bank as a place, or missed a foreign name);
 * - a company's shares that move: "Elf Aquitaine shares slipped", "Hutchison Whampoa shares rose"
 *   (the model read the name as a person's or found part of it).
 * The words become one ORGANIZATION, unless they are a listed place ("dealers at Frankfurt", "Tokyo
 * shares fell": a market), a nationality ("Japanese shares"), or the detector found a name
 * reaching out of them (kept as found; an organisation inside them is extended). The shares frame
 * needs a name the detector found in the words (a capital opening a sentence is no firm). English
 * only (the pipeline's call); after the vote; each frame is one expression over the text.
 */
import type { Candidate } from '../../../types.ts';
import type { Lexicon } from '../lexicon.ts';
import { RESULT_SIDE } from '../scores.ts';
import { SpanIndex } from '../span-index.ts';
import { isNameType } from '../vote.ts';
import { type Claim, claimSpans } from './claim.ts';

const WORD = String.raw`\p{Lu}[\p{L}\p{N}'’.&-]*`;
/** Capitalised words; "&" between two, and a comma before a word that comes before "&" ("Donaldson, Lufkin & Jenrette"). */
const FIRM = String.raw`${WORD}(?:(?:[ \t]+&[ \t]+|[ \t]*,[ \t]*(?=${WORD}[ \t]+&[ \t])|[ \t]+)${WORD}){0,5}`;
const TRADE_AT = new RegExp(
  String.raw`\b(?:[Dd]ealers?|[Tt]raders?|[Aa]nalysts?|[Ee]conomists?|[Ss]trategists?|[Bb]rokers?|[Cc]hartists?|(?:[Ff]und|[Pp]ortfolio|[Ii]nvestment|[Mm]oney) managers?)(?:[ \t]+[A-Z][\p{L}.'’-]*(?:[ \t]+[A-Z][\p{L}.'’-]*){0,3}[ \t]*,?)?[ \t]+(?:at|with)[ \t]+(${FIRM})`,
  'gu',
);
/** A name right before "shares" and a verb of movement; it starts at a word's start (no rescans inside one long word). */
const SHARES = new RegExp(String.raw`(?<![\p{L}\p{N}'’.&-])(${WORD}(?:[ \t]+${WORD}){0,3})[ \t]+shares[ \t]+(?:rose|fell|slipped|gained|jumped|dropped|climbed|eased|firmed|slid|tumbled|surged|soared|plunged|plummeted|lost|added|closed|ended|edged|were|was|rallied|recovered|weakened|dipped)\b`, 'gu');
/** Words that open a sentence or a clause, and days and months, which are no part of a firm's name before "shares". */
const OPENERS = new Set([
  ...['The', 'A', 'An', 'But', 'And', 'Its', 'Their', 'His', 'Her', 'On', 'In', 'At', 'By', 'As', 'When', 'While', 'After', 'Before', 'Meanwhile', 'Elsewhere', 'Since', 'Until', 'Last', 'This'],
  ...['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday', 'January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'],
]);

export function marketFirms(names: Candidate[], text: string, lex: Lexicon, recognizer: string): void {
  const trade = / (?:at|with) \p{Lu}/u.test(text);
  const shares = text.includes(' shares ');
  if (!trade && !shares) return;
  let index: SpanIndex<Candidate> | undefined;
  const claims: Claim[] = [];
  const consider = (start: number, end: number, needFound: boolean, reason: string) => {
    // A word ending in a full stop ends the name: what follows opens the next sentence ("… & Co. The bank").
    const stop = text.slice(start, end).indexOf('. ');
    if (stop >= 0) end = start + stop + 1;
    // A full stop after the last word ends the sentence (the text or the line ends, or a capital
    // follows), unless the word holds dots ("U.S."): "Goldman Sachs & Co. on Monday" keeps it.
    if (text.charCodeAt(end - 1) === 46 && !text.slice(start, end - 1).split(' ').pop()!.includes('.') && /^(?:$|\s*\n|[ \t]+["'“‘(]?\p{Lu})/u.test(text.slice(end, end + 4))) end--;
    const words = text.slice(start, end);
    const lower = words.toLowerCase();
    if (lex.places.has(lower) || lex.nrpLower.has(lower)) return;
    index ??= new SpanIndex(names);
    let found = false;
    let blocked = false;
    index.forEachOverlap(start, end, (c) => {
      if (c.start < start || c.end > end || c.entity === 'NRP') blocked = true;
      else if (isNameType(c.entity)) found = true;
    });
    if (blocked || (needFound && !found)) return;
    claims.push({ entity: 'ORGANIZATION', start, end, score: RESULT_SIDE, pattern: 'market-firm', reason });
  };
  if (trade) {
    TRADE_AT.lastIndex = 0;
    for (let m = TRADE_AT.exec(text); m !== null; m = TRADE_AT.exec(text)) {
      const start = m.index + m[0].length - m[1]!.length;
      consider(start, start + m[1]!.length, false, 'a firm whose dealer, analyst or economist is quoted');
    }
  }
  if (shares) {
    SHARES.lastIndex = 0;
    for (let m = SHARES.exec(text); m !== null; m = SHARES.exec(text)) {
      let start = m.index;
      const end = start + m[1]!.length;
      // Words that open a sentence or clause before the name are cut off ("On Monday …" is left to the check).
      for (;;) {
        const space = text.indexOf(' ', start);
        if (space < 0 || space >= end || !OPENERS.has(text.slice(start, space))) break;
        start = space + 1;
      }
      consider(start, end, true, 'a company whose shares moved');
    }
  }
  claimSpans(names, claims, recognizer);
}
