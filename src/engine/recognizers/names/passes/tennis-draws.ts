/**
 * A tennis results line names two players, each with their country in brackets, joined by "beat"
 * and followed by the set scores: "Conchita Martinez (Spain) beat Kimiko Date (Japan) 6-2 6-4",
 * "2 - Michael Chang ( U.S. ) beat Thomas Enqvist ( Sweden ) 6-3 6-4 7-6 ( 7-5 )" (a seeding
 * before a name). Both names are people, whatever the model made of them (a family name that is
 * also a word, "Date"; a name it read as a firm). The brackets must hold a country or a country
 * code, the line must end in two set scores at least. Doubles ("A / B (Country)") are not read.
 * Runs on the names after the vote; one expression over the text, anchored at line starts.
 */
import type { Candidate } from '../../../types.ts';
import { SCORECARD_PLAYER } from '../scores.ts';
import { type Claim, claimSpans } from './claim.ts';
import { countryInBrackets } from './rider-teams.ts';

const WORD = String.raw`\p{Lu}[\p{L}'’.-]*`;
const PLAYER = String.raw`(?:\d{1,2}[ \t]*-[ \t]*)?(${WORD}(?:[ \t]+(?:${WORD}|de|van|von|da|del|der|di|le|la)){0,4})[ \t]*\([ \t]*([^()\n]{1,30}?)[ \t]*\)`;
const SET = String.raw`[0-7][ \t]*-[ \t]*[0-7](?:[ \t]*\([ \t]*\d{1,2}[ \t]*-[ \t]*\d{1,2}[ \t]*\))?`;
const LINE = new RegExp(String.raw`^[ \t]*${PLAYER}[ \t]+(?:beat|beats|bt|defeated)[ \t]+${PLAYER}[ \t]+${SET}(?:[ \t]*,?[ \t]+${SET}){1,4}(?:[ \t]+(?:retired|ret\.|walkover))?[ \t]*$`, 'gmu');

export function tennisDraws(names: Candidate[], text: string, recognizer: string, isNation: (lower: string) => boolean): void {
  if (!/ (?:beat|beats|bt|defeated) /.test(text)) return;
  const claims: Claim[] = [];
  LINE.lastIndex = 0;
  for (let m = LINE.exec(text); m !== null; m = LINE.exec(text)) {
    if (!countryInBrackets(m[2]!, isNation) || !countryInBrackets(m[4]!, isNation)) continue;
    const first = m.index + m[0].indexOf(m[1]!);
    // The second player comes after the first one's closing bracket.
    const second = m.index + m[0].indexOf(m[3]!, m[0].indexOf(')', first - m.index));
    for (const [start, name] of [[first, m[1]!], [second, m[3]!]] as const) {
      claims.push({ entity: 'PERSON', start, end: start + name.length, score: SCORECARD_PLAYER, pattern: 'tennis', reason: 'a player on a tennis results line' });
    }
  }
  claimSpans(names, claims, recognizer);
}
