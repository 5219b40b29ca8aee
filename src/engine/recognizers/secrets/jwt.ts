import { scan, secretCandidate, type SecretDetector } from './detector.ts';

// Header and payload are base64url JSON objects, so both start with "eyJ" ('{"'); the signature may
// be empty (alg "none").
const JWT = /(?<![A-Za-z0-9_\-.])eyJ[A-Za-z0-9_-]{8,}\.eyJ[A-Za-z0-9_-]{8,}\.[A-Za-z0-9_-]*(?![A-Za-z0-9_\-.])/g;

/** True when the first part decodes to a JSON object with a string `alg`: a JOSE header. */
export function jwtHeaderValid(token: string): boolean {
  const header = token.slice(0, token.indexOf('.'));
  try {
    const parsed: unknown = JSON.parse(Buffer.from(header, 'base64url').toString('utf8'));
    return typeof parsed === 'object' && parsed !== null && typeof (parsed as { alg?: unknown }).alg === 'string';
  } catch {
    return false;
  }
}

/** JSON Web Tokens: three base64url parts whose header is a JOSE header. */
export const jwtDetector: SecretDetector = {
  name: 'jwt',
  triggers: ['eyJ'],
  find: (text) =>
    scan(JWT, text, (m) => (jwtHeaderValid(m[0]) ? secretCandidate('AUTH_TOKEN', m.index, m.index + m[0].length, 0.95, 'jwt', 'three base64url parts', 'JOSE header with alg') : null)),
};
