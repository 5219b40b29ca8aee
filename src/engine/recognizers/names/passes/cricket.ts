/**
 * A cricket scorecard names players in fixed shapes: a batsman's line gives how he was out and his
 * runs ("Atherton c Latif b Mushtaq 38", "N. Hussain lbw b Wasim 12", "Thorpe run out 16", "Irani
 * not out 4"), a bowler's line his overs, maidens, runs and wickets ("Wasim Akram 20-4-62-3").
 * Every name in such a line is a PERSON; the model reads the lone letters and figures between them
 * as noise and misses or joins the names.
 */
import type { Candidate } from '../../../types.ts';
import { SCORECARD_PLAYER } from '../scores.ts';
import { type Claim, claimSpans } from './claim.ts';

/** A player: initials, then one or two capitalised words ("M. Vaughan", "Wasim Akram", "de Silva"). */
const P = String.raw`(?:\p{Lu}\.[ \t]?)*(?:(?:de|van|du|ul|al)[ \t]+)?\p{Lu}[\p{L}'’-]+(?:[ \t]+\p{Lu}[\p{L}'’-]+)?`;
const RUNS = String.raw`[ \t]+\d{1,3}\*?[ \t]*$`;
const BATSMAN_LINE = new RegExp(
  String.raw`^[ \t]*(${P})[ \t]+(?:c[ \t]+(?:&|and)[ \t]+b[ \t]+(${P})|c[ \t]+(${P})[ \t]+b[ \t]+(${P})|st[ \t]+(${P})[ \t]+b[ \t]+(${P})|(?:lbw[ \t]+b|b|hit wicket[ \t]+b)[ \t]+(${P})|run out(?:[ \t]*\([ \t]*(${P})[ \t]*\))?|not out|retired hurt)${RUNS}`,
  'gmu',
);
const BOWLER_LINE = new RegExp(String.raw`^[ \t]*(${P})[ \t]+\d{1,2}(?:\.\d)?-\d{1,2}-\d{1,3}-\d{1,2}(?:[ \t]*\([^)\n]*\))?[ \t]*$`, 'gmu');

export function cricket(names: Candidate[], text: string, recognizer: string): void {
  if (!/ (?:b|lbw|run out|not out) |\d-\d+-\d+-\d/.test(text)) return;
  const claims: Claim[] = [];
  for (const re of [BATSMAN_LINE, BOWLER_LINE]) {
    re.lastIndex = 0;
    for (let m = re.exec(text); m !== null; m = re.exec(text)) {
      let from = m.index;
      for (let g = 1; g < m.length; g++) {
        const name = m[g];
        if (name === undefined) continue;
        const start = text.indexOf(name, from);
        from = start + name.length;
        claims.push({ entity: 'PERSON', start, end: start + name.length, score: SCORECARD_PLAYER, pattern: 'scorecard', reason: 'a player on a cricket scorecard line' });
      }
    }
  }
  claimSpans(names, claims, recognizer);
}
