import { test } from 'node:test';
import assert from 'node:assert/strict';
import { found, texts } from './helpers.ts';

const X = 'CRYPTO';

test('bitcoin legacy (P2PKH, P2SH) and SegWit (bech32, bech32m) addresses score 1', () => {
  const addresses = [
    '1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNa',
    '3J98t1WpEZ73CNmQviecrnyiWrnqRhWNLy',
    'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4',
    'bc1p0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7vqzk5jj0',
  ];
  for (const a of addresses) assert.deepEqual(found(`send to ${a} today`, X).map((e) => [e.text, e.score]), [[a, 1]], a);
});

test('a changed character breaks the checksum and the address is dropped', () => {
  assert.deepEqual(texts('1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNb bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t5', X), []);
});

test('Ethereum: a valid EIP-55 checksum scores 1, a broken one is dropped', () => {
  assert.equal(found('to 0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed ok', X)[0]!.score, 1);
  assert.deepEqual(texts('to 0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAeD ok', X), []);
});

test('Ethereum without checksum (all lower / all upper) keeps 0.6, context lifts it', () => {
  assert.equal(found('to 0x5aaeb6053f3e94c9b9a09f33669435e7ef1beaed ok', X)[0]!.score, 0.6);
  assert.equal(found('to 0x5AAEB6053F3E94C9B9A09F33669435E7EF1BEAED ok', X)[0]!.score, 0.6);
  assert.ok(found('ETH wallet 0x5aaeb6053f3e94c9b9a09f33669435e7ef1beaed', X)[0]!.score >= 0.9);
});

test('near misses: longer hex (hashes), short hex, base58-looking words', () => {
  assert.deepEqual(texts('0x5aaeb6053f3e94c9b9a09f33669435e7ef1beaed00 0x5aaeb6053f3e94c9b9a09f33669435e7ef1bea', X), []);
  assert.deepEqual(texts('sha 1111111111111111111111111111111111 and 3333333333333333333333333', X), []);
});
