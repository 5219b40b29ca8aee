import type { PatternRecognizer } from '../../types.ts';
import { germanDocumentNumberCheck, SERIAL_CHAR } from './document-number.ts';

/**
 * German passport (Reisepass) number: the serial starts with C, F, G, H, J or K. Same scoring as the
 * identity card: weak alone, strong with a valid check digit or a passport word.
 */
export const dePassportRecognizer: PatternRecognizer = {
  kind: 'pattern',
  name: 'DePassportRecognizer',
  entity_type: 'DE_PASSPORT',
  description: 'German passport number (Reisepass)',
  category: 'government_id',
  detection: 'pattern+checksum',
  languages: ['de', 'en'],
  prefilter: (text) => /[CFGHJK][0-9CFGHJ-NPRTV-Z]{8}/.test(text),
  patterns: [{ name: 'passport serial', regex: new RegExp(`(?<![\\w-])[CFGHJK]${SERIAL_CHAR}{8}\\d?(?![\\w-])`, 'g'), score: 0.25 }],
  validate: germanDocumentNumberCheck,
  validationName: 'ICAO 9303 check digit',
  validScore: 0.6,
  context: ['reisepass', 'passnummer', 'pass-nr', 'passport', 'travel document'],
  contextScore: 0.9,
};
