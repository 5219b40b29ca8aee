import { entropy, isPlaceholder, lastWord, scan, secretCandidate, type SecretDetector, type SecretEntity } from './detector.ts';

const KEY_WORDS = 'api[_\\- ]?key|apikey|secret(?:[_\\- ]?(?:access[_\\- ]?)?key)?|token|access[_\\- ]?key(?:[_\\- ]?id)?|auth[_\\- ]?key|private[_\\- ]?key|signing[_\\- ]?key|encryption[_\\- ]?key|client[_\\- ]?secret|credentials?|bearer|authorization|key';
// key (ending in a key word), optional closing quote, = : => := , value quoted or bare.
const ASSIGNMENT = new RegExp(
  `(?<![A-Za-z0-9])((?:[A-Za-z][\\w.\\-]{0,40}?)?(?:${KEY_WORDS}))["']?[ \\t]*(?:=>|:=|=|:)[ \\t]*(?:Bearer[ \\t]+|Token[ \\t]+)?` +
    `(?:"([^"\\s]{16,512})"|'([^'\\s]{16,512})'|([A-Za-z0-9+/_\\-.=~]{16,512}))`,
  'gi',
);
const KEY_NAME_WORDS = new Set(['key', 'apikey', 'secret', 'token', 'credential', 'credentials', 'bearer', 'authorization', 'secretaccesskey', 'accesskey', 'privatekey', 'clientsecret']);
// "Authorization: Bearer …" and "Bearer …" anywhere.
const BEARER = /\bBearer[ \t]+([A-Za-z0-9\-._~+/]{20,}=*)/g;
// AWS secret access keys: 40 base64 characters, recognisable only by a nearby AWS/secret word.
const AWS_SECRET = /(?<![A-Za-z0-9/+=])[A-Za-z0-9/+]{40}(?![A-Za-z0-9/+=])/g;
const AWS_WORDS = /aws|secret[_\- ]?access|secretaccesskey|secret[_\- ]?key/i;

/**
 * A value that looks machine-made: long enough, letters and digits mixed, high entropy per
 * character, not a path, URL, version or placeholder. Entropy alone flags camelCase identifiers and
 * file paths, hence the other tests.
 */
export function looksLikeKey(value: string): boolean {
  if (value.length < 16 || isPlaceholder(value)) return false;
  if (!/\d/.test(value) || !/[A-Za-z]/.test(value)) return false;
  if (/^(?:https?:|\/|\.\/|~\/|[A-Za-z]:\\)|\.(?:js|ts|py|json|ya?ml|txt|html?|png|jpe?g|pem|key|crt)$/i.test(value)) return false;
  if (/^[\d.\-_:]+$/.test(value)) return false; // versions, dates, numbers
  return entropy(value) >= (value.length >= 32 ? 3.5 : 3.2);
}

function entityFor(key: string): SecretEntity {
  if (/private[_\- ]?key/i.test(key)) return 'PRIVATE_KEY';
  return /token|bearer|authorization|auth(?![a-z])/i.test(key) ? 'AUTH_TOKEN' : 'API_KEY';
}

/**
 * Generic credentials: a high-entropy value assigned to a key named like a secret (`api_key=…`,
 * `"client_secret": "…"`, `GITHUB_TOKEN: …`), a Bearer token, and AWS secret access keys next to an
 * AWS/secret word. Weaker than the documented prefixes, so scored lower.
 */
export const keyedDetector: SecretDetector = {
  name: 'keyed',
  triggers: ['key', 'Key', 'KEY', 'secret', 'Secret', 'SECRET', 'token', 'Token', 'TOKEN', 'credential', 'Credential', 'CREDENTIAL', 'Bearer', 'bearer', 'authorization', 'Authorization', 'AUTHORIZATION'],
  find(text) {
    const out = scan(ASSIGNMENT, text, (m) => {
      const key = m[1]!;
      // The key word as a whole word of the key: `stripe_secret`, `apiKey`, `GITHUB_TOKEN` (not `monkey`, `tokenizer`).
      if (!KEY_NAME_WORDS.has(lastWord(key))) return null;
      const value = m[2] ?? m[3] ?? m[4]!;
      if (!looksLikeKey(value)) return null;
      const start = m.index + m[0].lastIndexOf(value);
      return secretCandidate(entityFor(key), start, start + value.length, 0.8, 'keyed', 'high-entropy value of a secret-named key');
    });
    if (text.includes('earer')) {
      for (const c of scan(BEARER, text, (m) => {
        const value = m[1]!;
        if (!looksLikeKey(value)) return null;
        const start = m.index + m[0].length - value.length;
        return secretCandidate('AUTH_TOKEN', start, start + value.length, 0.85, 'keyed', 'bearer token');
      })) {
        out.push(c);
      }
    }
    if (AWS_WORDS.test(text)) {
      for (const c of scan(AWS_SECRET, text, (m) => {
        const value = m[0];
        // Within 80 characters before it: the AWS/secret word that says what it is.
        if (!AWS_WORDS.test(text.slice(Math.max(0, m.index - 80), m.index))) return null;
        if (!/[a-z]/.test(value) || !/[A-Z]/.test(value) || entropy(value) < 4) return null;
        return secretCandidate('API_KEY', m.index, m.index + 40, 0.85, 'keyed', 'aws secret access key');
      })) {
        out.push(c);
      }
    }
    return out;
  },
};
