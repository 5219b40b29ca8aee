/**
 * Sports lists name each player with their club in brackets: "Alan Shearer ( Newcastle ) , Ian
 * Wright ( Arsenal )", "1. Heinz Kessler (Hannover) 12". A town of the gazetteer in those
 * brackets is the club, an ORGANIZATION; anything else (a country, a state: "Tim Henman ( Britain
 * )", "Chantal Akerman (Bélgica)") is the player's nation and stays a LOCATION. A list is two such "person (place)" entries on one line at least, so a single "John
 * Smith (Leeds)" in prose (a home town) is left alone; a club the model already called an
 * organisation counts towards the two. Runs on the names after the vote.
 */
import type { Candidate } from '../../../types.ts';
import { lowerBound, SpanIndex } from '../span-index.ts';

export function playerClubs(names: Candidate[], text: string, isTown: (lower: string) => boolean): void {
  if (!text.includes('(')) return;
  let people: SpanIndex<Candidate> | undefined;
  const clubs: { index: number; line: number }[] = [];
  const perLine = new Map<number, number>();
  let newlines: number[] | undefined;
  for (let i = 0; i < names.length; i++) {
    const c = names[i]!;
    if (c.entity !== 'LOCATION' && c.entity !== 'ORGANIZATION') continue;
    const open = bracketBefore(text, c.start);
    if (open < 0 || !/^ ?\)/.test(text.slice(c.end, c.end + 2))) continue;
    people ??= new SpanIndex(names.filter((n) => n.entity === 'PERSON'));
    // The person right before the bracket.
    if (!people.some(open - 2, open, (p) => p.end === open || p.end === open - 1)) continue;
    newlines ??= newlineOffsets(text);
    // The line holding the name: how many newlines come before it.
    const line = lowerBound(newlines, c.start);
    perLine.set(line, (perLine.get(line) ?? 0) + 1);
    if (c.entity === 'LOCATION' && isTown(text.slice(c.start, c.end).toLowerCase())) clubs.push({ index: i, line });
  }
  for (const { index, line } of clubs) {
    if ((perLine.get(line) ?? 0) < 2) continue;
    const c = names[index]!;
    names[index] = { ...c, entity: 'ORGANIZATION', reason: `${c.reason ?? ''}; a club in brackets after a player` };
  }
}

/** Offset of the "(" right before `start` (after at most one space), or -1. */
function bracketBefore(text: string, start: number): number {
  if (text[start - 1] === '(') return start - 1;
  if (text[start - 1] === ' ' && text[start - 2] === '(') return start - 2;
  return -1;
}

function newlineOffsets(text: string): number[] {
  const out: number[] = [];
  for (let at = text.indexOf('\n'); at >= 0; at = text.indexOf('\n', at + 1)) out.push(at);
  return out;
}
