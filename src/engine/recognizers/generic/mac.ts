import type { PatternRecognizer } from '../../types.ts';

/**
 * MAC addresses: six hex pairs joined by one separator (":" or "-" throughout), or Cisco's three
 * dotted groups of four. All-zero and broadcast (all-FF) values are placeholders, not device ids.
 */

const PLACEHOLDER = /^(?:[0:.-]+|[fF:.-]+)$/;

export const macAddressRecognizer: PatternRecognizer = {
  kind: 'pattern',
  name: 'MacAddressRecognizer',
  entity_type: 'MAC_ADDRESS',
  description: 'Network hardware (MAC) address',
  category: 'network',
  detection: 'pattern',
  languages: 'all',
  // Separator-led, so cheap; the hex-led expressions below would try every letter of the text.
  prefilter: (text) => /[:-][0-9A-Fa-f]{2}[:-][0-9A-Fa-f]{2}[:-]|\.[0-9A-Fa-f]{4}\./.test(text),
  patterns: [
    {
      name: 'mac colon/dash',
      // A seventh pair (longer fingerprints, IPv6 groups) or a surrounding hex run disqualifies.
      regex: /(?<![\w:-])[0-9A-Fa-f]{2}([:-])(?:[0-9A-Fa-f]{2}\1){4}[0-9A-Fa-f]{2}(?![\w]|[:-]\w)/g,
      score: 0.85,
    },
    {
      // Three dotted groups of four hex digits also spell part numbers, hence lower.
      name: 'mac cisco',
      regex: /(?<![\w.])[0-9A-Fa-f]{4}\.[0-9A-Fa-f]{4}\.[0-9A-Fa-f]{4}(?![\w]|\.\w)/g,
      score: 0.6,
    },
  ],
  invalidate: (match) => PLACEHOLDER.test(match),
  context: ['mac', 'mac address', 'hardware address', 'ethernet', 'wifi', 'wi-fi', 'wlan', 'bssid', 'nic', 'interface', 'device'],
};
