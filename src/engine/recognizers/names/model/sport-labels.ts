/**
 * The sport that labels a news wire's headline: "SOCCER - LEEDS HOLD ARSENAL", "RUGBY UNION - NEW
 * ZEALAND CRUSH WALES 52-6", "MOTOR RACING - HILL ON POLE IN MONZA". On a shouted line the model
 * reads the label as a name ("RUGBY UNION" an organisation) or runs it into the headline's first
 * name ("ATHLETICS - JOHNSON"); the label and the dash after it at a line's start are no name and
 * no part of one (a decoding constraint: the rest of the line is decoded with that known). Only a
 * capitalised label followed by a spaced dash, at the start of the text or of a line.
 */
import type { Token } from '../prepare.ts';

/** The labels, as lower-case word sequences. */
const LABELS: readonly (readonly string[])[] = [
  'soccer', 'football', 'tennis', 'cricket', 'golf', 'cycling', 'rugby', 'rugby union', 'rugby league', 'basketball', 'baseball',
  'athletics', 'motor racing', 'motorcycling', 'motor rallying', 'rallying', 'boxing', 'ice hockey', 'hockey', 'skiing',
  'alpine skiing', 'nordic skiing', 'ski jumping', 'swimming', 'rowing', 'sailing', 'yachting', 'horse racing', 'racing',
  'squash', 'badminton', 'volleyball', 'handball', 'table tennis', 'chess', 'gymnastics', 'wrestling', 'judo', 'triathlon',
  'snooker', 'american football', 'nfl football', 'australian rules', 'speed skating', 'figure skating', 'bobsleigh', 'luge',
  'equestrianism', 'equestrian', 'darts', 'weightlifting', 'fencing', 'canoeing', 'shooting', 'archery', 'biathlon',
  'soccer roundup', 'tennis roundup',
].map((l) => l.split(' '));
const FIRST_WORDS: ReadonlySet<string> = new Set(LABELS.map((l) => l[0]!));

/**
 * When a sport's label opens the line at token `t` and a spaced dash follows it, the index of the
 * dash; else -1. Reads at most four tokens.
 */
export function sportLabelEnd(tokens: readonly Token[], t: number): number {
  const first = tokens[t]!;
  if (first.kind !== 1 || !first.cap || !FIRST_WORDS.has(first.lower) || (t > 0 && !first.nl)) return -1;
  for (const label of LABELS) {
    if (label[0] !== first.lower) continue;
    let k = 1;
    while (k < label.length && tokens[t + k]?.kind === 1 && tokens[t + k]!.cap && tokens[t + k]!.lower === label[k] && !tokens[t + k]!.nl) k++;
    if (k < label.length) continue;
    const dash = tokens[t + k];
    if (dash !== undefined && (dash.t === '-' || dash.t === '–') && dash.spaced) return t + k;
  }
  return -1;
}
