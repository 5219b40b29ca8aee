import { hasPlainRun } from '../../checksums/digits.ts';
import type { PatternRecognizer } from '../../types.ts';

/**
 * Indian Permanent Account Number: five letters, four digits, a letter. The fourth letter is the
 * holder type — P person, C company, H Hindu undivided family, F firm, A association of persons,
 * T trust, B body of individuals, L local authority, J artificial juridical person, G government.
 * The last letter is a check character whose algorithm is not published, so the shape alone scores.
 */
export const inPanRecognizer: PatternRecognizer = {
  kind: 'pattern',
  name: 'InPanRecognizer',
  entity_type: 'IN_PAN',
  description: 'Indian Permanent Account Number (PAN)',
  category: 'government_id',
  detection: 'pattern',
  languages: ['en'],
  prefilter: (text) => hasPlainRun(text, 4) && /\d{4}[A-Z]/.test(text),
  patterns: [{ name: 'pan', regex: /(?<![\w-])[A-Z]{3}[ABCFGHJLPT][A-Z]\d{4}[A-Z](?![\w-])/g, score: 0.55 }],
  context: ['pan', 'permanent account number', 'income tax'],
  contextScore: 0.95,
};
