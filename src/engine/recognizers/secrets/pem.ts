import { scan, secretCandidate, type SecretDetector } from './detector.ts';

const LABEL = '(?:RSA |EC |DSA |OPENSSH |ENCRYPTED |PGP |ED25519 )?PRIVATE KEY(?: BLOCK)?';
// A block from BEGIN to its END line; a body is at most ~16 KB (an RSA-8192 key is under 7 KB).
// The body may hold real line breaks or escaped ones ("\n" inside JSON or a .env value).
const BLOCK = new RegExp(`-----BEGIN (${LABEL})-----[\\s\\S]{0,16384}?-----END \\1-----`, 'g');
// A block cut off before its END line: the header and the base64 lines that follow it.
const TRUNCATED = new RegExp(`-----BEGIN ${LABEL}-----(?:(?:\\\\[nr]|[\\s])+[A-Za-z0-9+/=:\\-, ]{16,})+`, 'g');

/** PEM private key blocks, reported as one span from BEGIN to END. */
export const pemDetector: SecretDetector = {
  name: 'pem',
  triggers: ['-----BEGIN '],
  find(text) {
    const whole = scan(BLOCK, text, (m) => secretCandidate('PRIVATE_KEY', m.index, m.index + m[0].length, 1, 'pem', 'private key block'));
    const cut = scan(TRUNCATED, text, (m) =>
      whole.some((w) => w.start === m.index) ? null : secretCandidate('PRIVATE_KEY', m.index, m.index + m[0].length, 0.9, 'pem', 'private key block without END line'),
    );
    return [...whole, ...cut];
  },
};
