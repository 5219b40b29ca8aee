import type { PatternRecognizer } from '../../types.ts';

/**
 * Email addresses: local part, @, a domain ending in an alphabetic TLD of 2+ letters.
 * The pattern alone is reliable, so no checksum is needed; context only confirms.
 */
export const emailRecognizer: PatternRecognizer = {
  kind: 'pattern',
  name: 'EmailRecognizer',
  entity_type: 'EMAIL_ADDRESS',
  description: 'Email address',
  category: 'contact',
  detection: 'pattern',
  languages: 'all',
  prefilter: (text) => text.includes('@'),
  patterns: [
    {
      name: 'email',
      regex: /(?<![\w.%+-])[A-Za-z0-9](?:[A-Za-z0-9._%+-]{0,62}[A-Za-z0-9_%+-])?@(?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?\.)+[A-Za-z]{2,24}(?![\w-])/g,
      score: 0.95,
    },
  ],
  context: ['email', 'e-mail', 'mail', 'contact'],
  contextScore: 1,
};
