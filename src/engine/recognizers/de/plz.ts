import { hasLetterBefore, hasPlainRun } from '../../checksums/digits.ts';
import type { PatternRecognizer } from '../../types.ts';

const PLZ = '(?:0[1-9]|[1-9]\\d)\\d{3}';
const CONTEXT = ['plz', 'postleitzahl', 'postcode', 'post code', 'zip', 'anschrift', 'adresse'];
const DESCRIPTION = { entity_type: 'DE_PLZ', description: 'German postcode (Postleitzahl, PLZ)', category: 'location', detection: 'pattern' } as const;

/**
 * German postcode (Postleitzahl): five digits 01001–99998. A bare five-digit number is anything, so
 * only the written forms count: after "D-" and after a PLZ label, in any text; before a town name
 * ("10115 Berlin") in German text only (in English "12345 Main Street" is a house number).
 */
export const dePlzRecognizer: PatternRecognizer = {
  kind: 'pattern',
  name: 'DePlzRecognizer',
  ...DESCRIPTION,
  languages: ['de', 'en'],
  prefilter: (text) => (text.includes('D-') && hasLetterBefore(text, 5)) || (hasPlainRun(text, 5) && /plz|postleitzahl/i.test(text)),
  patterns: [
    { name: 'plz with D-', regex: new RegExp(`(?<![\\w-])D-${PLZ}(?![\\w-]|[.,]\\d)`, 'g'), score: 0.5 },
    { name: 'plz after label', regex: new RegExp(`(?<=\\b(?:PLZ|Plz|plz|Postleitzahl|postleitzahl)\\.?:? ?)${PLZ}(?![\\w-]|[.,]\\d)`, 'g'), score: 0.6 },
  ],
  context: CONTEXT,
  contextScore: 0.8,
};

/** "10115 Berlin": a postcode before a capitalised town name, in German text. */
export const dePlzTownRecognizer: PatternRecognizer = {
  kind: 'pattern',
  name: 'DePlzTownRecognizer',
  ...DESCRIPTION,
  languages: ['de'],
  prefilter: (text) => hasPlainRun(text, 5),
  patterns: [{ name: 'plz before town', regex: new RegExp(`(?<![\\w+\\-/.,:])${PLZ}(?= [A-ZÄÖÜ][a-zäöüß]+(?:[\\s,.;]|$))`, 'g'), score: 0.4 }],
  context: CONTEXT,
  contextScore: 0.8,
};
