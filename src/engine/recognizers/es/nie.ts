import { hasPlainRun } from '../../checksums/digits.ts';
import type { PatternRecognizer } from '../../types.ts';
import { spanishControlLetter } from './nif.ts';

/** NIE check: X, Y, Z stand for 0, 1, 2 before the seven digits; the control letter is then the NIF's. */
export function nieValid(value: string): boolean {
  const m = /^([XYZ])[- ]?(\d{7})[- ]?([A-Z])$/.exec(value);
  if (!m) return false;
  const number = Number(`${'XYZ'.indexOf(m[1]!)}${m[2]}`);
  return spanishControlLetter(number) === m[3];
}

/** Spanish foreigner identity number (NIE): X, Y or Z, seven digits, a mod-23 control letter. */
export const esNieRecognizer: PatternRecognizer = {
  kind: 'pattern',
  name: 'EsNieRecognizer',
  entity_type: 'ES_NIE',
  description: 'Spanish foreigner identity number (NIE)',
  category: 'government_id',
  detection: 'pattern+checksum',
  languages: ['es', 'en'],
  prefilter: (text) => hasPlainRun(text, 7),
  patterns: [{ name: 'nie', regex: /(?<![\w-])[XYZ][- ]?\d{7}[- ]?[TRWAGMYFPDXBNJZSQVHLCKE](?![\w-])/g, score: 0.4 }],
  validate: nieValid,
  validationName: 'NIE mod-23 control letter',
  validScore: 0.95,
  context: ['nie', 'extranjero', 'foreigner', 'foreign national', 'residence permit', 'residencia'],
  contextScore: 1,
};
