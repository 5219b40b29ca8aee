import { hasLetterBefore } from '../../checksums/digits.ts';
import type { PatternRecognizer } from '../../types.ts';
import { tokenRegex } from '../shape.ts';

/** State and union-territory codes of Indian registrations (Motor Vehicles Act), incl. the old OR/UA/DD/DN. */
const STATES = 'AN|AP|AR|AS|BR|CG|CH|DD|DL|DN|GA|GJ|HP|HR|JH|JK|KA|KL|LA|LD|MH|ML|MN|MP|MZ|NL|OD|OR|PB|PY|RJ|SK|TN|TR|TS|UA|UK|UP|WB';

/**
 * Indian vehicle registration: state code, district number, up to three series letters, four-digit
 * number ("MH 12 AB 1234", "KA01AB1234", "DL 3C AB 1234"), and the Bharat series "22 BH 1234 AA".
 */
export const inVehicleRegistrationRecognizer: PatternRecognizer = {
  kind: 'pattern',
  name: 'InVehicleRegistrationRecognizer',
  entity_type: 'IN_VEHICLE_REGISTRATION',
  description: 'Indian vehicle registration number',
  category: 'identity',
  detection: 'pattern',
  languages: ['en', 'hi'],
  prefilter: (text) => hasLetterBefore(text, 4),
  patterns: [
    { name: 'state series', regex: tokenRegex(`(?:${STATES})[ -]?\\d{1,2}[ -]?[A-Z]{0,1}[ -]?[A-Z]{1,3}[ -]?\\d{4}`), score: 0.5 },
    { name: 'bharat series', regex: tokenRegex('\\d{2}[ -]?BH[ -]?\\d{4}[ -]?[A-HJ-NP-Z]{1,2}'), score: 0.5 },
  ],
  context: ['vehicle', 'registration', 'number plate', 'rc', 'car', 'bike', 'reg no'],
  contextScore: 0.9,
};
