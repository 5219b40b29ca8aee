/**
 * News wire cites the press by its kind and its name: "the daily Asahi Shimbun said", "the
 * newspaper Dagens Nyheter", "the Turkish daily Hurriyet", "news agency Tanjug", and with the kind
 * after the name, "the Hurriyet newspaper", "the Tanjug news agency", "the Kompas daily". The
 * capitalised words right after the press noun, or between "the" and it, name a newspaper or an
 * agency: an ORGANIZATION by CoNLL's conventions, whatever they look like (the model read foreign
 * titles as people's names: "Asahi Shimbun", "Hurriyet", "Bild", or missed them). Before the name
 * the press noun must itself follow an article, a capitalised word (a nationality) or an adjective
 * of the press ("state-run", "mass-circulation", "Arabic-language"), so that the adverb "daily"
 * ("published daily Monday") is no cue, and after "daily" or "weekly" the name must be followed
 * by punctuation or a word of reporting ("a weekly Bible study" is no newspaper); "paper" is left
 * out ("a paper Smith wrote"). Days and
 * months ("the Sunday newspaper", "told the newspaper Monday"), listed places ("the Jakarta daily", "the U.S. newspaper") and nationalities are left
 * alone, and so is a name the detector found reaching out of the words. English only (the
 * pipeline's call); after the vote; two expressions over the text.
 */
import type { Candidate } from '../../../types.ts';
import type { Lexicon } from '../lexicon.ts';
import { RESULT_SIDE } from '../scores.ts';
import { SpanIndex } from '../span-index.ts';
import { type Claim, claimSpans } from './claim.ts';

const WORD = String.raw`\p{Lu}[\p{L}'’.-]*`;
const NAME = String.raw`${WORD}(?:[ \t]+${WORD}){0,3}`;
const PRESS = String.raw`(?:daily|newspaper|weekly|magazine|tabloid|news[ \t]+agency)`;
/** What may come right before a press noun that a name follows. */
const LEAD = String.raw`(?:the|The|a|an|its|official|state-run|state-owned|independent|leading|mass-circulation|influential|conservative|liberal|popular|financial|business|respected|opposition|pro-government|government|evening|morning|economic|[\p{Ll}]+-language|\p{Lu}\p{Ll}+)`;
const NAME_AFTER = new RegExp(String.raw`(?<![\p{L}\p{N}-])${LEAD}[ \t]+(${PRESS})[ \t]+(${NAME})`, 'gu');
/**
 * "daily" and "weekly" are also adjectives ("a weekly Bible study"): the name after them counts
 * only in a reporting frame, followed by punctuation, the end, or a verb of reporting or a
 * preposition ("the daily Kommersant said", "in the weekly Der Spiegel on Monday").
 */
const REPORT_AFTER = /^(?:$|\s*\n|[ \t]*[,.;:)"'”’]|[ \t]+(?:said|says|reported|reports|quoted|quotes|wrote|writes|carried|carries|cited|cites|published|publishes|ran|runs|added|on|in|that|which|newspaper|'s|’s)\b)/u;
const NAME_BEFORE = new RegExp(String.raw`(?<![\p{L}\p{N}-])(?:the|The)[ \t]+(?:[\p{Ll}-]+[ \t]+){0,2}(${NAME})[ \t]+${PRESS}(?![\p{L}-])`, 'gu');

const CALENDAR = new Set(['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday', 'January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December']);

export function pressNames(names: Candidate[], text: string, lex: Lexicon, recognizer: string): void {
  if (!/(?:daily|newspaper|weekly|magazine|tabloid|agency)[ \t]/.test(text)) return;
  let index: SpanIndex<Candidate> | undefined;
  const claims: Claim[] = [];
  for (const re of [NAME_AFTER, NAME_BEFORE]) {
    re.lastIndex = 0;
    for (let m = re.exec(text); m !== null; m = re.exec(text)) {
      const name = re === NAME_AFTER ? m[2]! : m[1]!;
      // The name ends the match (NAME_AFTER) or comes right before the press noun, which has no capital.
      const start = m.index + m[0].lastIndexOf(name);
      let end = start + name.length;
      // A sentence's full stop after the name stays out.
      if (text.charCodeAt(end - 1) === 46 && !name.slice(0, -1).split(' ').pop()!.includes('.')) end--;
      if (re === NAME_AFTER && /^(?:daily|weekly)$/.test(m[1]!) && !REPORT_AFTER.test(text.slice(start + name.length, start + name.length + 12))) continue;
      const words = text.slice(start, end);
      if (CALENDAR.has(words.split(' ')[0]!) || lex.places.has(words.toLowerCase()) || lex.nrpLower.has(words.toLowerCase())) continue;
      index ??= new SpanIndex(names);
      if (index.some(start, end, (c) => c.start < start || c.end > end || c.entity === 'NRP')) continue;
      claims.push({ entity: 'ORGANIZATION', start, end, score: RESULT_SIDE, pattern: 'press', reason: 'a newspaper or news agency named with its kind' });
    }
  }
  claimSpans(names, claims, recognizer);
}
