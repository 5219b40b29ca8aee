import { hasPlainRun, hasShape } from '../../checksums/digits.ts';
import type { PatternRecognizer } from '../../types.ts';
import { tokenRegex } from '../shape.ts';

/** Thai national ID check: weights 13 down to 2 over twelve digits, check = (11 − sum mod 11) mod 10. */
export function thaiIdValid(value: string): boolean {
  const d = value.replace(/[- ]/g, '');
  if (!/^[1-8]\d{12}$/.test(d)) return false;
  let sum = 0;
  for (let i = 0; i < 12; i++) sum += (d.charCodeAt(i) - 48) * (13 - i);
  return (11 - (sum % 11)) % 10 === d.charCodeAt(12) - 48;
}

/** Thai national identification number (เลขประจำตัวประชาชน), thirteen digits written 1-4-5-2-1. */
export const thTninRecognizer: PatternRecognizer = {
  kind: 'pattern',
  name: 'ThTninRecognizer',
  entity_type: 'TH_TNIN',
  description: 'Thai national identification number (เลขประจำตัวประชาชน)',
  category: 'government_id',
  detection: 'pattern+checksum',
  languages: ['th', 'en'],
  prefilter: (text) => hasShape(text, '1-4-5-2-1', '1 4 5 2 1') || hasPlainRun(text, 13),
  patterns: [
    { name: 'tnin grouped', regex: tokenRegex('[1-8][- ]\\d{4}[- ]\\d{5}[- ]\\d{2}[- ]\\d'), score: 0.4 },
    { name: 'tnin digits', regex: tokenRegex('[1-8]\\d{12}'), score: 0.1 },
  ],
  validate: thaiIdValid,
  validationName: 'Thai ID mod-11 check digit',
  validScore: 0.5, // 1 in 11 by chance: without a context word less likely than a bank account in a banking sentence
  context: ['เลขประจำตัวประชาชน', 'บัตรประชาชน', 'เลขบัตร', 'thai id', 'national id', 'citizen id', 'id card', 'tnin'],
  contextScore: 1,
};
