import { hasPlainRun, hasShape, layoutsOf } from '../../checksums/digits.ts';
import type { PatternRecognizer } from '../../types.ts';

/** The digits of every pattern: three pairs, each separated from the next by a space, a dash or nothing. */
const DIGIT_LAYOUTS = [...layoutsOf([[2], [2], [2]], ' -'), ...layoutsOf([[2], [4]], ' -'), ...layoutsOf([[4], [2]], ' -')];

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
  prefilter: (text) => hasPlainRun(text, 6) || hasShape(text, ...DIGIT_LAYOUTS),
  patterns: [
    { name: 'nino spaced', regex: new RegExp(`(?<![\\w-])${PREFIX} \\d{2} \\d{2} \\d{2} [A-D](?![\\w-])`, 'g'), score: 0.7 },
    { name: 'nino compact', regex: new RegExp(`(?<![\\w-])${PREFIX}\\d{6}[A-D](?![\\w-])`, 'g'), score: 0.6 },
    // Other ways people write it: "AB 123456 C", "AB12 34 56C", "AB-12-34-56-C", and in lower case.
    { name: 'nino other spacing', regex: new RegExp(`(?<![\\w-])${PREFIX}(?=[ -]?\\d{2}[ -]?\\d{2}[ -]?\\d{2}[ -]?[A-D](?![\\w-]))(?! \\d{2} \\d{2} \\d{2} [A-D])(?!\\d{6}[A-D])[ -]?\\d{2}[ -]?\\d{2}[ -]?\\d{2}[ -]?[A-D](?![\\w-])`, 'g'), score: 0.55 },
    { name: 'nino lower case', regex: new RegExp(`(?<![\\w-])${PREFIX.toLowerCase()}[ -]?\\d{2}[ -]?\\d{2}[ -]?\\d{2}[ -]?[a-d](?![\\w-])`, 'g'), score: 0.4 },
  ],
  context: ['national insurance', 'nino', 'ni number', 'ni no', 'insurance number'],
  contextScore: 0.95,
};
