import type { PatternRecognizer } from '../../types.ts';
import { germanDocumentNumberCheck, SERIAL_CHAR } from './document-number.ts';

/**
 * German identity card (Personalausweis) number: the serial starts with L, M, N, P, R, T, V, W, X or Y.
 * Without its check digit it is just a short code, so it needs a context word to pass 0.5; with a
 * valid check digit it is strong.
 */
export const deIdCardRecognizer: PatternRecognizer = {
  kind: 'pattern',
  name: 'DeIdCardRecognizer',
  entity_type: 'DE_ID_CARD',
  description: 'German identity card number (Personalausweis)',
  category: 'government_id',
  detection: 'pattern+checksum',
  languages: ['de', 'en'],
  prefilter: (text) => /[LMNPRTVWXY][0-9CFGHJ-NPRTV-Z]{8}/.test(text),
  patterns: [{ name: 'id card serial', regex: new RegExp(`(?<![\\w-])[LMNPRTVWXY]${SERIAL_CHAR}{8}\\d?(?![\\w-])`, 'g'), score: 0.25 }],
  validate: germanDocumentNumberCheck,
  validationName: 'ICAO 9303 check digit',
  validScore: 0.6,
  context: ['personalausweis', 'ausweis', 'id card', 'identity card', 'identification card', 'dokumentennummer', 'document number'],
  contextScore: 0.9,
};
