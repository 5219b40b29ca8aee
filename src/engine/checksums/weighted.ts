/**
 * Weighted digit sums, the core of most national mod-N checks (NHS, BSN, TFN, ABN, PESEL, ABA…).
 * Each recognizer states its own weights and modulus next to its pattern; this only does the sum.
 */

/** Sum of digit[i] × weights[i]; `digits` must be decimal digits, at least as many as the weights. */
export function weightedSum(digits: string, weights: readonly number[]): number {
  if (digits.length < weights.length || !/^\d+$/.test(digits)) throw new RangeError('decimal digits expected, at least one per weight');
  let sum = 0;
  for (let i = 0; i < weights.length; i++) sum += (digits.charCodeAt(i) - 48) * weights[i]!;
  return sum;
}

/**
 * Sum of the cross sums (digit sums) of digit[i] × weights[i]: the Luhn-style reduction used by the
 * German health insurance and pension insurance numbers (7 × 2 = 14 counts as 1 + 4).
 */
export function weightedCrossSum(digits: string, weights: readonly number[]): number {
  if (digits.length < weights.length || !/^\d+$/.test(digits)) throw new RangeError('decimal digits expected, at least one per weight');
  let sum = 0;
  for (let i = 0; i < weights.length; i++) {
    const p = (digits.charCodeAt(i) - 48) * weights[i]!;
    sum += Math.floor(p / 10) + (p % 10);
  }
  return sum;
}
