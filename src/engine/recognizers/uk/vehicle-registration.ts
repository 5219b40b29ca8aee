import { digitRuns, lengthBits } from '../../checksums/digits.ts';
import type { PatternRecognizer } from '../../types.ts';
import { tokenRegex } from '../shape.ts';

// Current (2001–): two letters (region; no I, Q, Z), age identifier (02–29 March, 51–79 September),
// three letters (no I, Q). Prefix (1983–2001): year letter, 1–3 digits, three letters.
// Suffix (1963–1983): three letters, 1–3 digits, year letter.
const CURRENT = '[A-HJ-PR-Y][A-HJ-PR-Y](?:0[2-9]|[12]\\d|5[1-9]|[67]\\d) ?[A-HJ-PR-Z]{3}';
const PREFIX = '[A-HJ-NP-Y]\\d{1,3} ?[A-HJ-PR-Y]{3}';
const SUFFIX = '[A-HJ-PR-Y]{3} ?\\d{1,3}[A-HJ-NP-Y]';

/** UK vehicle registration (number plate) in the current, prefix and suffix formats. */
export const ukVehicleRegistrationRecognizer: PatternRecognizer = {
  kind: 'pattern',
  name: 'UkVehicleRegistrationRecognizer',
  entity_type: 'UK_VEHICLE_REGISTRATION',
  description: 'UK vehicle registration number (number plate)',
  category: 'identity',
  detection: 'pattern',
  languages: ['en'],
  prefilter: (text) => {
    const runs = digitRuns(text);
    return (runs.letterBefore & runs.letterAfter & lengthBits(1, 3)) !== 0; // letters on both sides of 1–3 digits
  },
  patterns: [
    { name: 'current format', regex: tokenRegex(CURRENT), score: 0.5 },
    { name: 'prefix or suffix format', regex: tokenRegex(`${PREFIX}|${SUFFIX}`), score: 0.15 },
  ],
  context: ['registration', 'reg', 'vrm', 'plate', 'vehicle', 'car'],
  contextScore: 0.85,
};
