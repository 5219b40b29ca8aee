import { allSameDigit, hasPlainRun } from '../../checksums/digits.ts';
import type { PatternRecognizer } from '../../types.ts';

/** 8-digit values that read as a date (YYYYMMDD, 1900–2099) are dates, not accounts. */
function looksLikeCompactDate(digits: string): boolean {
  if (digits.length !== 8) return false;
  const year = Number(digits.slice(0, 4));
  const month = Number(digits.slice(4, 6));
  const day = Number(digits.slice(6));
  return year >= 1900 && year <= 2099 && month >= 1 && month <= 12 && day >= 1 && day <= 31;
}

/**
 * US bank account number: 8 to 17 digits, no check digit, no fixed format. Without a banking word
 * nearby such a number is an order, invoice or phone number, so the match needs context.
 */
export const usBankNumberRecognizer: PatternRecognizer = {
  kind: 'pattern',
  name: 'UsBankNumberRecognizer',
  entity_type: 'US_BANK_NUMBER',
  description: 'US bank account number',
  category: 'financial',
  detection: 'pattern',
  languages: ['en'],
  prefilter: (text) => hasPlainRun(text, 8, 17),
  patterns: [{ name: 'account digits', regex: /(?<![\w+-]|\d[.,])\d{8,17}(?![\w-]|[.,]\d)/g, score: 0.1 }],
  invalidate: (value) => allSameDigit(value) || looksLikeCompactDate(value),
  context: ['account', 'acct', 'bank', 'checking', 'savings', 'direct deposit'],
  requiresContext: true,
  contextScore: 0.6,
};
