import { hasPlainRun } from '../../checksums/digits.ts';
import { mod11_10Valid } from '../../checksums/iso7064.ts';
import type { PatternRecognizer } from '../../types.ts';

/** USt-IdNr. check: the ninth digit is the ISO 7064 MOD 11,10 check digit of the first eight. */
export function deVatIdValid(value: string): boolean {
  const m = /^DE ?(\d{9})$/.exec(value);
  return m !== null && mod11_10Valid(m[1]!);
}

/** German VAT identification number (USt-IdNr.): DE and nine digits. Prefix and check digit together are conclusive. */
export const deVatIdRecognizer: PatternRecognizer = {
  kind: 'pattern',
  name: 'DeVatIdRecognizer',
  entity_type: 'DE_VAT_ID',
  description: 'German VAT identification number (USt-IdNr.)',
  category: 'financial',
  detection: 'pattern+checksum',
  languages: ['de', 'en'],
  prefilter: (text) => hasPlainRun(text, 9) && text.includes('DE'),
  patterns: [{ name: 'ust-idnr', regex: /(?<![\w-])DE ?\d{9}(?![\w-]|[.,]\d)/g, score: 0.5 }],
  validate: deVatIdValid,
  validationName: 'ISO 7064 MOD 11,10 check digit',
  validScore: 0.95,
  context: ['ust-idnr', 'ust-id', 'ustid', 'umsatzsteuer', 'mwst', 'vat'],
  contextScore: 1,
};
