import { digitRuns } from '../../checksums/digits.ts';
import type { PatternRecognizer } from '../../types.ts';

// Prefix letters: never D, F, I, Q, U or V; the second never O; BG, GB, KN, NK, NT, TN and ZZ are not
// allocated. Suffix A–D.
const PREFIX = '(?!BG|GB|KN|NK|NT|TN|ZZ)[A-CEGHJ-PR-TW-Z][A-CEGHJ-NPR-TW-Z]';

/**
 * UK National Insurance number. No check digit, but the letter rules and the rare two-letters,
 * six-digits, one-letter shape make a match likely on its own; HMRC's spaced print form more so.
 */
export const ukNinoRecognizer: PatternRecognizer = {
  kind: 'pattern',
  name: 'UkNinoRecognizer',
  entity_type: 'UK_NINO',
  description: 'UK National Insurance number',
  category: 'government_id',
  detection: 'pattern',
  languages: ['en'],
  prefilter: (text) => digitRuns(text).grouped >= 6,
  patterns: [
    { name: 'nino spaced', regex: new RegExp(`(?<![\\w-])${PREFIX} \\d{2} \\d{2} \\d{2} [A-D](?![\\w-])`, 'g'), score: 0.7 },
    { name: 'nino compact', regex: new RegExp(`(?<![\\w-])${PREFIX}\\d{6}[A-D](?![\\w-])`, 'g'), score: 0.6 },
  ],
  context: ['national insurance', 'nino', 'ni number', 'ni no', 'insurance number'],
  contextScore: 0.95,
};
