import { hasLetterAfter, hasShape } from '../../checksums/digits.ts';
import type { PatternRecognizer } from '../../types.ts';

const CONTROL_LETTERS = 'TRWAGMYFPDXBNJZSQVHLCKE';

/** The DNI/NIE control letter of a number: the number mod 23 indexes a fixed letter table. */
export function spanishControlLetter(number: number): string {
  return CONTROL_LETTERS[number % 23]!;
}

/** True when the last letter of a NIF (8 digits, optional separators, letter) is its control letter. */
export function nifValid(value: string): boolean {
  const compact = value.replace(/[\s.-]/g, '');
  const m = /^(\d{8})([A-Z])$/.exec(compact);
  return m !== null && spanishControlLetter(Number(m[1])) === m[2];
}

/**
 * Spanish NIF of a person (the DNI number and its control letter). A mod-23 letter lets only one
 * random value in 23 through and the eight-digits-and-letter shape is itself rare, so a pass is
 * strong evidence.
 */
export const esNifRecognizer: PatternRecognizer = {
  kind: 'pattern',
  name: 'EsNifRecognizer',
  entity_type: 'ES_NIF',
  description: 'Spanish tax identification number of a person (NIF / DNI)',
  category: 'government_id',
  detection: 'pattern+checksum',
  languages: ['es', 'en'],
  prefilter: (text) => hasLetterAfter(text, 8) || hasShape(text, '2.3.3'),
  patterns: [
    { name: 'nif', regex: /(?<![\w+-]|\d[.,])\d{8}[- ]?[TRWAGMYFPDXBNJZSQVHLCKE](?![\w-])/g, score: 0.3 },
    { name: 'nif dotted', regex: /(?<![\w+-]|\d[.,])\d{2}\.\d{3}\.\d{3}[- ]?[TRWAGMYFPDXBNJZSQVHLCKE](?![\w-])/g, score: 0.3 },
  ],
  validate: nifValid,
  validationName: 'NIF mod-23 control letter',
  validScore: 0.9,
  context: ['nif', 'dni', 'documento nacional', 'identificación fiscal', 'identificacion fiscal', 'número de identificación', 'tax id', 'national id'],
  contextScore: 1,
};
