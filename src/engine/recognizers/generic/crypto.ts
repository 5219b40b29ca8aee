import { bitcoinBase58AddressValid } from '../../checksums/base58.ts';
import { segwitAddressValid } from '../../checksums/bech32.ts';
import { eip55Valid } from '../../checksums/keccak.ts';
import type { PatternRecognizer } from '../../types.ts';

/**
 * Cryptocurrency wallet addresses. Bitcoin legacy (Base58Check, "1…"/"3…") and SegWit (Bech32 /
 * Bech32m, "bc1…") carry checksums: valid → 1, invalid → dropped. Ethereum ("0x" + 40 hex) has a
 * checksum only in mixed case (EIP-55): a mixed-case address must pass it; an all-lower or
 * all-upper one cannot be checked and keeps the pattern score, since 160-bit hex values with an
 * "0x" prefix are also hashes and keys.
 */
function validate(match: string): boolean | undefined {
  if (match.startsWith('0x')) {
    const hex = match.slice(2);
    if (hex === hex.toLowerCase() || hex === hex.toUpperCase()) return undefined;
    return eip55Valid(hex);
  }
  if (match.startsWith('bc1') || match.startsWith('BC1')) return segwitAddressValid(match);
  return bitcoinBase58AddressValid(match);
}

export const cryptoRecognizer: PatternRecognizer = {
  kind: 'pattern',
  name: 'CryptoRecognizer',
  entity_type: 'CRYPTO',
  description: 'Cryptocurrency wallet address (Bitcoin Base58Check / Bech32, Ethereum with EIP-55)',
  category: 'financial',
  detection: 'pattern+checksum',
  languages: 'all',
  prefilter: (text) => /[13][1-9A-HJ-NP-Za-km-z]{25}|bc1|BC1|0x[0-9a-fA-F]{40}/.test(text),
  patterns: [
    { name: 'bitcoin base58', regex: /(?<![\w/+=])[13][1-9A-HJ-NP-Za-km-z]{25,34}(?![\w/+=])/g, score: 0.5 },
    { name: 'bitcoin bech32', regex: /(?<![\w/+=])(?:bc1[02-9ac-hj-np-z]{8,87}|BC1[02-9AC-HJ-NP-Z]{8,87})(?![\w/+=])/g, score: 0.5 },
    { name: 'ethereum', regex: /(?<![\w/+=])0x[0-9a-fA-F]{40}(?![\w/+=])/g, score: 0.6 },
  ],
  validate,
  validationName: 'address checksum (Base58Check / Bech32 / EIP-55)',
  context: ['wallet', 'bitcoin', 'btc', 'ethereum', 'eth', 'crypto', 'address', 'send', 'pay', 'monedero', 'portefeuille', 'portafoglio', 'carteira', 'portfel'],
};
