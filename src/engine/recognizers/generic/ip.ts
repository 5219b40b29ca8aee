import { isIP } from 'node:net';
import type { PatternRecognizer } from '../../types.ts';

/**
 * IP addresses. IPv4: four decimal octets 0–255 without leading zeros, not part of a longer dotted
 * run (1.2.3.4.5, section 2.3.1.4.2) and not right after a version word ("version 1.0.0.1",
 * "build 10.2.0.15"): there the same shape is a version number, so it is not reported at all.
 * IPv6: a loose hex-and-colon candidate that node:net's parser must accept (full, compressed,
 * IPv4-mapped). Times (10:30:00) and MAC addresses fail that parse.
 */

const OCTET = '(?:25[0-5]|2[0-4]\\d|1\\d\\d|[1-9]?\\d)';
const VERSION_WORD = String.raw`(?<!\b(?:[Vv]|[Vv]er|VER|[Vv]ersion|VERSION|[Rr]elease|[Bb]uild|[Rr]ev|[Rr]evision|[Ff]irmware|FW|[Pp]atch|[Uu]pdate)\.?:?\s?)`;

const context = ['ip', 'ip address', 'ipv4', 'ipv6', 'address', 'host', 'server', 'client', 'gateway', 'dns', 'subnet', 'router', 'adresse', 'dirección', 'indirizzo', 'adres', 'endereço', 'adres ip'];

export const ipv4Recognizer: PatternRecognizer = {
  kind: 'pattern',
  name: 'IpRecognizer',
  entity_type: 'IP_ADDRESS',
  description: 'IP address (IPv4 or IPv6)',
  category: 'network',
  detection: 'pattern',
  languages: 'all',
  // Cheap, digit-led: the full expression (with its version-word look-behind) runs only when this holds.
  prefilter: (text) => /\d\.\d{1,3}\.\d/.test(text),
  patterns: [
    {
      name: 'ipv4',
      regex: new RegExp(`${VERSION_WORD}(?<![\\w.]|\\d[.,]|[0-9A-Fa-f:]:)(?:${OCTET}\\.){3}${OCTET}(?![\\w]|\\.\\d)`, 'g'),
      score: 0.8,
    },
  ],
  context,
};

const HEX_GROUP = /[0-9A-Fa-f]{1,4}/g;

function colonCount(s: string): number {
  let n = 0;
  for (let i = 0; i < s.length; i++) if (s.charCodeAt(i) === 58) n++;
  return n;
}

/**
 * Parse check; short compressed forms ("fe80::1", "::1") parse too but so do a few hex words
 * ("dead::beef"), so those keep the lower pattern score instead of the validated one.
 */
function validateIpv6(match: string): boolean | undefined {
  // Without "::" an IPv6 address has 7 colons (6 before an embedded IPv4): fewer is no address, which
  // settles the times of logs ("10:30:00") without node:net's parser (1% of analyze() on the bench corpus).
  if (!match.includes('::') && colonCount(match) < 6) return false;
  if (isIP(match) !== 6 || match === '::') return false; // "::" alone is mostly a C++ or Ruby scope
  return match.includes('.') || (match.match(HEX_GROUP)?.length ?? 0) >= 3 ? true : undefined;
}

export const ipv6Recognizer: PatternRecognizer = {
  kind: 'pattern',
  name: 'IpRecognizer',
  entity_type: 'IP_ADDRESS',
  description: 'IP address (IPv4 or IPv6)',
  category: 'network',
  detection: 'pattern',
  languages: 'all',
  prefilter: (text) => /::|:[0-9A-Fa-f]{1,4}:/.test(text),
  patterns: [
    {
      name: 'ipv6',
      // Ends in a hex group, an embedded IPv4, or "::"; a trailing single ':' (sentence colon) is left out.
      regex: new RegExp(
        `(?<![\\w:.])(?:[0-9A-Fa-f]{0,4}:){2,7}(?:(?:${OCTET}\\.){3}${OCTET}|[0-9A-Fa-f]{1,4}|(?<=::))(?![\\w]|:[\\w:]|\\.\\d)`,
        'g',
      ),
      score: 0.5,
    },
  ],
  validate: validateIpv6,
  validScore: 0.85,
  validationName: 'IPv6 parse (node:net)',
  context,
};
