import { ibanChecksumValid } from '../../checksums/mod97.ts';
import type { PatternRecognizer } from '../../types.ts';

/**
 * International Bank Account Numbers: country code, two check digits, a BBAN whose length the
 * country fixes. Printed compact or in groups of four. The regex is generated from the length table
 * so each match has exactly its country's length: a word after the number ("… 0130 00 for rent")
 * can never be swallowed into the last group and then fail the checksum.
 */

/**
 * Total IBAN length per country: the SWIFT IBAN registry, plus Iran (IR, 26), whose banks issue IBANs
 * ("Sheba" numbers) outside the registry and which generators of test data produce too.
 */
export const IBAN_LENGTHS: Readonly<Record<string, number>> = {
  AD: 24, AE: 23, AL: 28, AT: 20, AZ: 28, BA: 20, BE: 16, BG: 22, BH: 22, BI: 27, BR: 29, BY: 28,
  CH: 21, CR: 22, CY: 28, CZ: 24, DE: 22, DJ: 27, DK: 18, DO: 28, EE: 20, EG: 29, ES: 24, FI: 18,
  FK: 18, FO: 18, FR: 27, GB: 22, GE: 22, GI: 23, GL: 18, GR: 27, GT: 28, HN: 28, HR: 21, HU: 28,
  IE: 22, IL: 23, IQ: 23, IR: 26, IS: 26, IT: 27, JO: 30, KW: 30, KZ: 20, LB: 28, LC: 32, LI: 21, LT: 20,
  LU: 20, LV: 21, LY: 25, MC: 27, MD: 24, ME: 22, MK: 19, MN: 20, MR: 27, MT: 31, MU: 30, NI: 28,
  NL: 18, NO: 15, OM: 23, PK: 24, PL: 28, PS: 29, PT: 25, QA: 29, RO: 24, RS: 22, RU: 33, SA: 24,
  SC: 31, SD: 18, SE: 24, SI: 19, SK: 24, SM: 27, SO: 23, ST: 25, SV: 28, TL: 23, TN: 24, TR: 26,
  UA: 29, VA: 22, VG: 24, XK: 20, YE: 30,
};

/** Country code, check digits, then the BBAN in groups of four with an optional space before each group. */
function ibanRegex(): RegExp {
  const byLength = new Map<number, string[]>();
  for (const [country, length] of Object.entries(IBAN_LENGTHS)) {
    const list = byLength.get(length) ?? [];
    list.push(country);
    byLength.set(length, list);
  }
  const alternatives: string[] = [];
  for (const [length, countries] of [...byLength].sort((a, b) => b[0] - a[0])) {
    const bban = length - 4;
    const full = Math.floor(bban / 4);
    const rest = bban % 4;
    alternatives.push(`(?:${countries.join('|')})\\d{2}(?: ?[A-Z0-9]{4}){${full}}${rest ? `(?: ?[A-Z0-9]{${rest}})` : ''}`);
  }
  return new RegExp(`(?<![A-Za-z0-9])(?:${alternatives.join('|')})(?![A-Za-z0-9])`, 'g');
}

function validate(match: string): boolean {
  const compact = match.replace(/ /g, '');
  return IBAN_LENGTHS[compact.slice(0, 2)] === compact.length && ibanChecksumValid(compact);
}

export const ibanRecognizer: PatternRecognizer = {
  kind: 'pattern',
  name: 'IbanRecognizer',
  entity_type: 'IBAN_CODE',
  description: "International Bank Account Number (IBAN) of the SWIFT registry's countries and Iran, length per country and mod-97 checked",
  category: 'financial',
  detection: 'pattern+checksum',
  languages: 'all',
  prefilter: (text) => /[A-Z]{2}\d{2}/.test(text),
  patterns: [{ name: 'iban', regex: ibanRegex(), score: 0.5 }],
  validate,
  validationName: 'country length and mod-97 checksum',
  context: ['iban', 'bank', 'account', 'konto', 'bankverbindung', 'cuenta', 'compte', 'rib', 'conto', 'rekening', 'conta', 'rachunek', 'rachunku'],
};
