import { hasPlainRun } from '../../checksums/digits.ts';
import type { PatternRecognizer } from '../../types.ts';
import { tokenRegex } from '../shape.ts';

/**
 * Betriebsstättennummer (BSNR) of a German medical practice: nine digits, the first two the
 * Kassenärztliche Vereinigung region (01–03, 06–07, 17, 20–21, 24–25, 27–28, 31, 38, 46–48, 51–52,
 * 55, 60–62, 71–73, 78–79, 83, 85–88, 93–96, 98–99). No check digit, so it needs its name nearby.
 */
export const deBsnrRecognizer: PatternRecognizer = {
  kind: 'pattern',
  name: 'DeBsnrRecognizer',
  entity_type: 'DE_BSNR',
  description: 'German practice site number (Betriebsstättennummer, BSNR)',
  category: 'medical',
  detection: 'pattern',
  languages: ['de', 'en'],
  prefilter: (text) => hasPlainRun(text, 9),
  patterns: [{ name: 'bsnr', regex: tokenRegex('(?:0[1-367]|17|2[014578]|31|38|4[678]|5[125]|6[012]|7[1389]|8[35-8]|9[3-689])\\d{7}'), score: 0.1 }],
  context: ['bsnr', 'betriebsstätte', 'praxis'],
  requiresContext: true,
  contextScore: 0.85,
};
