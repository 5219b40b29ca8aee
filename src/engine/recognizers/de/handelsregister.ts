import { hasLetterBefore } from '../../checksums/digits.ts';
import type { PatternRecognizer } from '../../types.ts';
import { tokenRegex } from '../shape.ts';

/**
 * German commercial register entry (Handelsregisternummer): the register department — HRA
 * (partnerships), HRB (corporations), GnR (cooperatives), PR (partnerships of professionals), VR
 * (associations) — and the number, sometimes with a court suffix letter ("HRB 12345 B").
 */
export const deHandelsregisterRecognizer: PatternRecognizer = {
  kind: 'pattern',
  name: 'DeHandelsregisterRecognizer',
  entity_type: 'DE_HANDELSREGISTER',
  description: 'German commercial register number (Handelsregisternummer: HRA, HRB, GnR, PR, VR)',
  category: 'financial',
  detection: 'pattern',
  languages: ['de', 'en'],
  prefilter: (text) => (text.includes('HR') || text.includes('GnR') || text.includes('PR') || text.includes('VR')) && hasLetterBefore(text, 1, 6),
  patterns: [
    { name: 'hr department', regex: tokenRegex('HR[AB] ?\\d{1,6}(?: [A-Z]{1,2}\\b)?'), score: 0.6 },
    // PR and VR (Partnerschafts-, Vereinsregister) only spelt out: "PR 17", "VR 2" are other things in prose.
    { name: 'other registers', regex: tokenRegex('GnR ?\\d{1,6}|(?:PR|VR) ?\\d{1,6}(?= *\\(?(?:Amtsgericht|AG) )'), score: 0.3 },
  ],
  context: ['handelsregister', 'registergericht', 'amtsgericht', 'registernummer', 'eingetragen', 'vereinsregister', 'genossenschaftsregister', 'partnerschaftsregister', 'commercial register'],
  contextScore: 0.95,
};
