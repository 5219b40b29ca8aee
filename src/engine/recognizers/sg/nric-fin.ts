import { hasPlainRun } from '../../checksums/digits.ts';
import { weightedSum } from '../../checksums/weighted.ts';
import type { PatternRecognizer } from '../../types.ts';

const WEIGHTS = [2, 7, 6, 5, 4, 3, 2];
/** Check letters indexed by the remainder, per series: citizens and PRs (S, T), foreigners (F, G), M series (2022+). */
const CHECK_LETTERS: Record<string, string> = { S: 'JZIHGFEDCBA', T: 'JZIHGFEDCBA', F: 'XWUTRQPNMLK', G: 'XWUTRQPNMLK', M: 'XWUTRQPNJLK' };
/** The later series of each family add a fixed offset to the weighted sum. */
const OFFSET: Record<string, number> = { S: 0, T: 4, F: 0, G: 4, M: 3 };

/** NRIC/FIN check letter: weighted digit sum plus the series offset, mod 11, looked up per series. */
export function nricFinValid(value: string): boolean {
  const m = /^([STFGM])(\d{7})([A-Z])$/.exec(value);
  if (!m) return false;
  const series = m[1]!;
  const remainder = (weightedSum(m[2]!, WEIGHTS) + OFFSET[series]!) % 11;
  return CHECK_LETTERS[series]![remainder] === m[3];
}

/** Singapore NRIC / FIN: series letter, seven digits, check letter. Specific shape, 1-in-11 check letter. */
export const sgNricFinRecognizer: PatternRecognizer = {
  kind: 'pattern',
  name: 'SgNricFinRecognizer',
  entity_type: 'SG_NRIC_FIN',
  description: 'Singapore National Registration Identity Card / Foreign Identification Number',
  category: 'government_id',
  detection: 'pattern+checksum',
  languages: ['en'],
  prefilter: (text) => hasPlainRun(text, 7),
  patterns: [{ name: 'nric fin', regex: /(?<![\w-])[STFGM]\d{7}[A-Z](?![\w-])/g, score: 0.3 }],
  validate: nricFinValid,
  validationName: 'NRIC/FIN check letter',
  validScore: 0.9,
  context: ['nric', 'fin', 'ic number', 'ic no', 'identity card', 'foreign identification'],
  contextScore: 1,
};
