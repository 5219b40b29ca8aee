import { crc32 } from '../../checksums/crc32.ts';
import { scan, secretCandidate, type SecretDetector } from './detector.ts';

const BASE62 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';

/** Six base-62 digits of the CRC-32 of the token's random part: GitHub's documented checksum tail. */
export function githubChecksumValid(token: string): boolean {
  const body = token.slice(4, -6);
  let crc = crc32(body);
  let tail = '';
  for (let i = 0; i < 6; i++) {
    tail = BASE62[crc % 62]! + tail;
    crc = Math.floor(crc / 62);
  }
  return tail === token.slice(-6);
}

// ghp_ personal, gho_ OAuth, ghu_ user-to-server, ghs_ server-to-server, ghr_ refresh: 36 base-62
// characters after the prefix. Fine-grained personal tokens: github_pat_ + 82 characters.
const CLASSIC = /(?<![A-Za-z0-9_])gh[pousr]_[A-Za-z0-9]{36}(?![A-Za-z0-9_])/g;
const FINE_GRAINED = /(?<![A-Za-z0-9_])github_pat_[A-Za-z0-9]{22}_[A-Za-z0-9]{59}(?![A-Za-z0-9_])/g;

/**
 * GitHub tokens. The prefix alone is documented and specific (0.9); a valid CRC-32 tail makes it
 * certain. A token whose tail fails is still reported: truncated or hand-made tokens are still secrets.
 */
export const githubDetector: SecretDetector = {
  name: 'github',
  triggers: ['ghp_', 'gho_', 'ghu_', 'ghs_', 'ghr_', 'github_pat_'],
  find(text) {
    return [
      ...scan(CLASSIC, text, (m) => {
        const valid = githubChecksumValid(m[0]);
        return secretCandidate('AUTH_TOKEN', m.index, m.index + m[0].length, valid ? 1 : 0.9, 'github', 'token prefix', valid ? 'GitHub CRC-32 checksum passed' : undefined);
      }),
      ...scan(FINE_GRAINED, text, (m) => secretCandidate('AUTH_TOKEN', m.index, m.index + m[0].length, 0.95, 'github', 'fine-grained token')),
    ];
  },
};
