import { digitsOf, hasPlainRun, hasShape } from '../../checksums/digits.ts';
import { weightedSum } from '../../checksums/weighted.ts';
import type { PatternRecognizer } from '../../types.ts';

/**
 * First two digits of a routing number: 01–12 Federal Reserve banks, 21–32 thrifts, 61–72 electronic
 * transactions, 80 traveller's cheques. 00 is reserved to the US government and not used by banks.
 */
function validPrefix(prefix: number): boolean {
  return (prefix >= 1 && prefix <= 12) || (prefix >= 21 && prefix <= 32) || (prefix >= 61 && prefix <= 72) || prefix === 80;
}

/** ABA routing transit number check: weights 3-7-1 repeated, sum divisible by 10, valid prefix. */
export function abaRoutingValid(value: string): boolean {
  const d = digitsOf(value);
  if (!/^\d{9}$/.test(d) || !validPrefix(Number(d.slice(0, 2)))) return false;
  return weightedSum(d, [3, 7, 1, 3, 7, 1, 3, 7, 1]) % 10 === 0;
}

/**
 * ABA routing transit number. A 1-in-10 checksum and the prefix ranges let about 4 % of random nine
 * digit strings through, and nine-digit numbers are everywhere, so a pass alone stays below 0.5.
 */
export const abaRoutingRecognizer: PatternRecognizer = {
  kind: 'pattern',
  name: 'AbaRoutingRecognizer',
  entity_type: 'ABA_ROUTING_NUMBER',
  description: 'American Bankers Association routing transit number',
  category: 'financial',
  detection: 'pattern+checksum',
  languages: ['en'],
  prefilter: (text) => hasPlainRun(text, 9) || hasShape(text, '4-4-1'),
  patterns: [
    { name: 'routing digits', regex: /(?<![\w+-]|\d[.,])[0-8]\d{8}(?![\w-]|[.,]\d)/g, score: 0.05 },
    { name: 'routing dashed', regex: /(?<![\w+-]|\d[.,])[0-8]\d{3}-\d{4}-\d(?![\w-]|[.,]\d)/g, score: 0.05 },
  ],
  validate: abaRoutingValid,
  validationName: 'ABA 3-7-1 checksum',
  validScore: 0.4,
  context: ['routing', 'aba', 'rtn', 'abartn', 'transit number', 'bank'],
  contextScore: 0.95,
};
