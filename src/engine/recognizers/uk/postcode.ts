import type { PatternRecognizer } from '../../types.ts';

// Outward code per BS 7666: area letter(s) and district; the letters Q, V, X never start a postcode,
// I, J, Z never come second, and only some letters may end a district (SW1A, W1A, EC1A …).
export const UK_POSTCODE_OUTWARD = '[A-PR-UWYZ](?:\\d{1,2}|[A-HK-Y]\\d{1,2}|\\d[A-HJKPSTUW]|[A-HK-Y]\\d[ABEHMNPRV-Y])';
// Inward code: sector digit and a unit of two letters without C, I, K, M, O, V.
export const UK_POSTCODE_INWARD = '\\d[ABD-HJLNP-UW-Z]{2}';

/**
 * UK postcode, including Girobank's GIR 0AA. With the separating space the format is distinctive;
 * written solid it is easily a part or product code.
 */
export const ukPostcodeRecognizer: PatternRecognizer = {
  kind: 'pattern',
  name: 'UkPostcodeRecognizer',
  entity_type: 'UK_POSTCODE',
  description: 'UK postcode',
  category: 'location',
  detection: 'pattern',
  languages: ['en'],
  prefilter: (text) => /\d[A-Z]{2}/.test(text),
  patterns: [
    { name: 'postcode spaced', regex: new RegExp(`(?<![\\w-])(?:GIR 0AA|${UK_POSTCODE_OUTWARD} ${UK_POSTCODE_INWARD})(?![\\w-])`, 'g'), score: 0.6 },
    { name: 'postcode compact', regex: new RegExp(`(?<![\\w-])(?:GIR0AA|${UK_POSTCODE_OUTWARD}${UK_POSTCODE_INWARD})(?![\\w-])`, 'g'), score: 0.3 },
  ],
  context: ['postcode', 'post code', 'address', 'zip'],
  contextScore: 0.9,
};
