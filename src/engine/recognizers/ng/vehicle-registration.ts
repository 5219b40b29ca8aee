import { hasLetterAfter, hasLetterBefore } from '../../checksums/digits.ts';
import type { PatternRecognizer } from '../../types.ts';
import { tokenRegex } from '../shape.ts';

/**
 * Nigerian number plate (2011 series): three letters of the local government area, three digits,
 * two letters ("ABC-123DE", "ABC 123 DE"). Upper case only: the shape is then rare in prose.
 */
export const ngVehicleRegistrationRecognizer: PatternRecognizer = {
  kind: 'pattern',
  name: 'NgVehicleRegistrationRecognizer',
  entity_type: 'NG_VEHICLE_REGISTRATION',
  description: 'Nigerian vehicle registration number (number plate)',
  category: 'identity',
  detection: 'pattern',
  languages: ['en'],
  prefilter: (text) => hasLetterBefore(text, 3) && hasLetterAfter(text, 3),
  patterns: [{ name: 'plate', regex: tokenRegex('[A-Z]{3}[- ]?\\d{3}[- ]?[A-Z]{2}'), score: 0.4 }],
  context: ['plate', 'registration', 'vehicle', 'car', 'reg no'],
  contextScore: 0.85,
};
