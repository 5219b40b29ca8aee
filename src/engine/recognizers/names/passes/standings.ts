/**
 * A standings table names teams: a line that is a name followed by a row of figures ("Vitesse
 * Arnhem 5 4 1 0 12 4 13", "Northampton 8 3 4 1 16 9 13", "Toronto 80 62 .563 3 5") lists a team
 * with its played / won / drawn / lost / points. Rows of fewer than five figures are left alone
 * (too many other tables look like them) except the win-loss rows of North American leagues:
 * won, lost (and tied), then the winning percentage as a three-digit fraction and the games behind
 * ("NEW YORK 74 58 .561 -", "MIAMI 14 4 .778 3 1/2"), a shape no other table has. The name is an
 * ORGANIZATION whatever it looks like (clubs carry the names of towns and people, and CoNLL-style
 * news labels a city standing for its club as one), provided the names detector found a name in
 * it: the line's format alone does not make "Revenue 12 14 15 17 19" a team (in a block of
 * consecutive rows, a name found in one row is enough for all: the model misses some shouted
 * cities). In a win-loss row the
 * model often runs the city on into the figures ("BALTIMORE 76 66"): a name starting in the team's
 * part may end among its figures, and the claim replaces it. Runs after the vote.
 */
import type { Candidate } from '../../../types.ts';
import { STANDINGS_TEAM } from '../scores.ts';
import { SpanIndex } from '../span-index.ts';
import { type Claim, claimSpans } from './claim.ts';

/**
 * A line: an optional rank ("1.", "12"), capitalised words, then at least five figures (one to
 * three digits, a ".561" percentage or a "-"), at least three of them plain numbers.
 */
const ROW = /^[ \t]*(?:\d{1,2}\.?[ \t]+)?(\p{Lu}[\p{L}.'’&-]*(?:[ \t]+\p{Lu}[\p{L}.'’&-]*){0,4})((?:[ \t]+(?:\d{1,3}|\.\d{3}|-)){5,})[ \t]*$/gmu;
const PLAIN_NUMBER = /(?:^|[ \t])\d{1,3}(?=[ \t]|$)/g;
/**
 * A win-loss row: an optional rank, capitalised words, won and lost (and tied), the percentage
 * (".561", "1.000"), then optionally the games behind ("-", "4", "3 1/2", "1/2", "12.5").
 */
const WIN_LOSS_ROW = /^[ \t]*(?:\d{1,2}\.?[ \t]+)?(\p{Lu}[\p{L}.'’&-]*(?:[ \t]+\p{Lu}[\p{L}.'’&-]*){0,4})[ \t]+\d{1,3}[ \t]+\d{1,3}(?:[ \t]+\d{1,3})?[ \t]+(?:\.\d{3}|1\.000)(?:[ \t]+(?:-|\d{1,2}(?:\.5)?(?:[ \t]+1\/2)?|1\/2))?[ \t]*$/gmu;

export function standings(names: Candidate[], text: string, recognizer: string): void {
  const winLoss = /\d[ \t]+\.\d{3}\b/.test(text);
  if (!winLoss && !/\d[ \t]+\d[ \t]+\d/.test(text)) return;
  // Built on the first row found: most texts with figures have no table.
  let built: SpanIndex<Candidate> | undefined;
  const index = () => (built ??= new SpanIndex(names));
  const claims: Claim[] = [];
  // A name found inside the team's part of a row, and none reaching out of it.
  rowBlocks(text, ROW, index, claims, 'a team in a standings table', (m) => (m[2]!.match(PLAIN_NUMBER)?.length ?? 0) >= 3, false);
  // In a win-loss row the name may run on into the figures.
  if (winLoss) rowBlocks(text, WIN_LOSS_ROW, index, claims, 'a team in a win-loss standings table', () => true, true);
  claimSpans(names, claims, recognizer);
}

/**
 * The rows `re` finds, by blocks of consecutive lines: a block with a name found in one row at
 * least is a table, and all its rows are teams (the model misses some cities in capitals). A row
 * with a name reaching in from before it (or, unless `runOn`, out of its team's part) is no row.
 */
function rowBlocks(text: string, re: RegExp, index: () => SpanIndex<Candidate>, claims: Claim[], reason: string, isRow: (m: RegExpExecArray) => boolean, runOn: boolean): void {
  let block: { start: number; end: number }[] = [];
  let blockFound = false;
  let blockEnd = -2;
  const flush = () => {
    if (blockFound) for (const { start, end } of block) claims.push({ entity: 'ORGANIZATION', start, end, score: STANDINGS_TEAM, pattern: 'standings', reason });
    block = [];
    blockFound = false;
  };
  re.lastIndex = 0;
  for (let m = re.exec(text); m !== null; m = re.exec(text)) {
    if (!isRow(m)) continue;
    const start = m.index + m[0].indexOf(m[1]!);
    const end = start + m[1]!.length;
    if (m.index !== blockEnd + 1) flush();
    blockEnd = m.index + m[0].length;
    if (index().some(start, end, (c) => c.start < start || (!runOn && c.end > end))) continue;
    if (index().some(start, end)) blockFound = true;
    block.push({ start, end });
  }
  flush();
}
