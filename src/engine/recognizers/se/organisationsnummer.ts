import { hasPlainRun, hasShape } from '../../checksums/digits.ts';
import { luhnValid } from '../../checksums/luhn.ts';
import type { PatternRecognizer } from '../../types.ts';
import { tokenRegex } from '../shape.ts';

/**
 * Organisationsnummer check: ten digits (an optional "16" century prefix), Luhn; the first digit is
 * the legal-form group (never 0 or 4) and the third is at least 2, which keeps them apart from
 * personal numbers (whose month digit is 0 or 1).
 */
export function organisationsnummerValid(value: string): boolean {
  const digits = value.replace(/-/g, '').replace(/^16(?=\d{10}$)/, '');
  return /^[1-35-9]\d[2-9]\d{7}$/.test(digits) && luhnValid(digits);
}

/** Swedish organisation number (organisationsnummer), Luhn-checked. */
export const seOrganisationsnummerRecognizer: PatternRecognizer = {
  kind: 'pattern',
  name: 'SeOrganisationsnummerRecognizer',
  entity_type: 'SE_ORGANISATIONSNUMMER',
  description: 'Swedish organisation number (organisationsnummer)',
  category: 'financial',
  detection: 'pattern+checksum',
  languages: ['sv', 'en'],
  prefilter: (text) => hasShape(text, '6-4', '8-4') || hasPlainRun(text, 10) || hasPlainRun(text, 12),
  patterns: [
    { name: 'organisationsnummer with dash', regex: tokenRegex('(?:16)?\\d{6}-\\d{4}'), score: 0.3 },
    { name: 'organisationsnummer digits', regex: tokenRegex('(?:16)?\\d{10}'), score: 0.05 },
  ],
  validate: organisationsnummerValid,
  validationName: 'organisationsnummer legal-form digits and Luhn check digit',
  validScore: 0.4, // a 1-in-10 check digit: weak alone
  context: ['organisationsnummer', 'org.nr', 'orgnr', 'organisation number', 'organization number', 'momsregistreringsnummer'],
  contextScore: 1,
};
