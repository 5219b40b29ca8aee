/**
 * A scorers line of a match report names players: "Scorers: Berglund 12, Okafor 55", "Scorers :
 * Mboma ( 2nd , 53rd ) , Etame ( 46th )", "Goalscorers: Van Basten 12; De Boer 44 pen". On the rest
 * of the line after such a label, every capitalised name followed by a minute, a bracket, a comma,
 * a semicolon or the line's end is a PERSON, whatever the model made of it; a name followed by a
 * dash is the team of the players after it ("Japan - Miura 22") and is left alone, as are
 * structural findings (addresses).
 * A score followed by a bracketed list of names with minutes or runs is a result with its scorers:
 * "Brondby 3 ( Jensen 23 , Nielsen 67 ) Odense 1 ( Madsen 12 )", "Essex 532-8 declared ( N. Hussain
 * 158 , R. Irani 72 )". The names in the brackets are PERSON, the name before the score a team.
 */
import type { Candidate } from '../../../types.ts';
import type { Lexicon } from '../lexicon.ts';
import { SCORER_IN_LINE } from '../scores.ts';
import { isNameType } from '../vote.ts';
import { SpanIndex } from '../span-index.ts';
import { type Claim, claimSpans } from './claim.ts';

const LABEL = /(?:^|\n)[ \t]*(?:Goal ?scorers?|Scorers?|Try ?scorers?|Tries|Goals)[ \t]*:/gi;
/** A player: capitalised words (particles between them), then what follows a scorer. */
const PLAYER = /(\p{Lu}[\p{L}'’.-]*(?:[ \t]+(?:(?:van|de|der|den|da|di|dos|del|le|la)[ \t]+)*\p{Lu}[\p{L}'’.-]*){0,3})(?=[ \t]*(?:\d|\(|,|;|$|\n|\.[ \t]*$))/gmu;

export function scorerLines(names: Candidate[], text: string, lex: Lexicon, recognizer: string): void {
  const claims: Claim[] = [];
  if (text.includes('(')) scorerBrackets(names, text, lex, claims);
  if (/corer|Goals|Tries/.test(text)) scorersLabelLines(text, claims);
  claimSpans(names, claims, recognizer);
}

function scorersLabelLines(text: string, claims: Claim[]): void {
  LABEL.lastIndex = 0;
  for (let m = LABEL.exec(text); m !== null; m = LABEL.exec(text)) {
    const from = m.index + m[0].length;
    const nl = text.indexOf('\n', from);
    const to = nl < 0 ? text.length : nl;
    const line = text.slice(from, to);
    PLAYER.lastIndex = 0;
    for (let p = PLAYER.exec(line); p !== null; p = PLAYER.exec(line)) {
      const start = from + p.index;
      const end = start + p[1]!.length;
      // A trailing dot belongs to the sentence, not to the name.
      const trimmedEnd = text[end - 1] === '.' ? end - 1 : end;
      claims.push(player(start, trimmedEnd, 'a player on a scorers line'));
    }
  }
}

/** A score (goals, or runs and wickets), an optional "declared" / "all out", then a bracket. */
const SCORE_BRACKET = /(?<![\d.:/-])(\d{1,3}(?:-\d{1,2})?)(?:[ \t]+(?:declared|all out|dec))?[ \t]*\(([^()\n]{3,200})\)/g;
/** One scorer in the bracket: initials, capitalised words, then the minute or the runs. */
const BRACKET_SCORER = /^((?:\p{Lu}\.[ \t]?)*\p{Lu}[\p{L}'’-]+(?:[ \t]+(?:(?:van|de|der|den|da|di|dos|del|le|la)[ \t]+)*\p{Lu}[\p{L}'’-]+){0,3})[ \t]+\d{1,3}(?:st|nd|rd|th|')?(?:[ \t]+(?:pen|og|penalty)\.?)?(?:[ \t]+\d{1,3}(?:st|nd|rd|th|')?)*$/u;
/** A further minute of the scorer before ("Jensen 23 , 45"), or a not-out marker ("72 not out"). */
const MORE_MINUTES = /^\d{1,3}(?:st|nd|rd|th|')?(?:[ \t]+(?:pen|og|not out)\.?)?$/;
/** The team before the score: capitalised words ending right before it. */
const TEAM_BEFORE = /(\p{Lu}[\p{L}.'’&-]*(?:[ \t]+\p{Lu}[\p{L}.'’&-]*){0,3})[ \t]+$/u;

function scorerBrackets(names: readonly Candidate[], text: string, lex: Lexicon, claims: Claim[]): void {
  let found: SpanIndex<Candidate> | undefined;
  SCORE_BRACKET.lastIndex = 0;
  for (let m = SCORE_BRACKET.exec(text); m !== null; m = SCORE_BRACKET.exec(text)) {
    const inner = m[2]!;
    const innerStart = m.index + m[0].length - 1 - inner.length;
    const players: [number, number][] = [];
    let offset = 0;
    let ok = true;
    for (const item of inner.split(/[,;]/)) {
      const lead = item.length - item.trimStart().length;
      const body = item.trim();
      const p = BRACKET_SCORER.exec(body);
      if (p !== null) players.push([innerStart + offset + lead, innerStart + offset + lead + p[1]!.length]);
      else if (!MORE_MINUTES.test(body)) ok = false;
      offset += item.length + 1;
    }
    if (!ok || players.length === 0) continue;
    found ??= new SpanIndex(names);
    // Every player a name already found, a known family name or no English word: "Windows 95 ( Office 97 )" is no result.
    if (!players.every(([start, end]) => knownPlayer(found!, text.slice(start, end), start, end, lex))) continue;
    for (const [start, end] of players) claims.push(player(start, end, 'a player in the scorers of a result'));
    const team = TEAM_BEFORE.exec(text.slice(Math.max(0, m.index - 60), m.index));
    if (team === null) continue;
    const start = m.index - team[0].length;
    claims.push({ entity: 'ORGANIZATION', start, end: start + team[1]!.length, score: SCORER_IN_LINE, pattern: 'team', reason: 'a team before its score and scorers' });
  }
}

function knownPlayer(found: SpanIndex<Candidate>, name: string, start: number, end: number, lex: Lexicon): boolean {
  if (found.some(start, end, (c) => isNameType(c.entity))) return true;
  const last = /[\p{L}'’-]+$/u.exec(name);
  if (last === null) return false;
  const lower = last[0].toLowerCase();
  return lex.surname.has(lower) || !lex.wordRank.has(lower);
}

const player = (start: number, end: number, reason: string): Claim => ({ entity: 'PERSON', start, end, score: SCORER_IN_LINE, pattern: 'scorer', reason });
