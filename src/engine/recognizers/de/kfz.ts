import { hasLetterBefore } from '../../checksums/digits.ts';
import type { PatternRecognizer } from '../../types.ts';
import { tokenRegex } from '../shape.ts';

/**
 * German number plate (Kfz-Kennzeichen): district code of one to three letters (umlauts allowed),
 * a dash or space, one or two letters, one to four digits, and E (electric) or H (historic)
 * ("B-AB 1234", "HH-AB 12E"). Only the dash form, the usual written one: with spaces alone
 * ("PM ON 28") the shape is everywhere in English text.
 */
export const deKfzRecognizer: PatternRecognizer = {
  kind: 'pattern',
  name: 'DeKfzRecognizer',
  entity_type: 'DE_KFZ',
  description: 'German vehicle registration plate (Kfz-Kennzeichen)',
  category: 'identity',
  detection: 'pattern',
  languages: ['de', 'en'],
  prefilter: (text) => text.includes('-') && hasLetterBefore(text, 1, 4),
  patterns: [{ name: 'kennzeichen with dash', regex: tokenRegex('[A-ZÄÖÜ]{1,3}-[A-Z]{1,2} ?[1-9]\\d{0,3}[EH]?'), score: 0.45 }],
  context: ['kennzeichen', 'kfz', 'nummernschild', 'fahrzeug', 'auto', 'zulassung', 'license plate', 'licence plate', 'number plate'],
  contextScore: 0.9,
};
