import { test } from 'node:test';
import assert from 'node:assert/strict';
import { bech32Decode, segwitAddressValid } from '../../../src/engine/checksums/bech32.ts';

// Test vectors from BIP-173 and BIP-350.
test('bech32 and bech32m strings decode with their encoding', () => {
  assert.equal(bech32Decode('a12uel5l')?.encoding, 'bech32');
  assert.equal(bech32Decode('A12UEL5L')?.encoding, 'bech32');
  assert.equal(bech32Decode('abcdef1qpzry9x8gf2tvdw0s3jn54khce6mua7lmqqqxw')?.hrp, 'abcdef');
  assert.equal(bech32Decode('a1lqfn3a')?.encoding, 'bech32m');
  assert.equal(bech32Decode('abcdef1l7aum6echk45nj3s0wdvt2fg8x9yrzpqzd3ryx')?.encoding, 'bech32m');
});

test('bech32 rejects mixed case, a bad checksum, a missing separator and bad characters', () => {
  assert.equal(bech32Decode('A12uEL5L'), null);
  assert.equal(bech32Decode('a12uel5m'), null);
  assert.equal(bech32Decode('pzry9x0s0muk'), null);
  assert.equal(bech32Decode('1pzry9x0s0muk'), null);
  assert.equal(bech32Decode('a12ueb5l'), null); // 'b' is not in the charset
});

test('segwit addresses: v0 in bech32, v1 in bech32m, upper case allowed', () => {
  assert.ok(segwitAddressValid('bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4'));
  assert.ok(segwitAddressValid('BC1QW508D6QEJXTDG4Y5R3ZARVARY0C5XW7KV8F3T4'));
  assert.ok(segwitAddressValid('bc1qrp33g0q5c5txsp9arysrx4k6zdkfs4nce4xj0gdcccefvpysxf3qccfmv3'));
  assert.ok(segwitAddressValid('bc1p0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7vqzk5jj0'));
});

test('segwit addresses: wrong checksum, wrong encoding for the version, wrong network, bad program length', () => {
  assert.ok(!segwitAddressValid('bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t5'));
  // v1 program written with the bech32 constant (BIP-350 invalid vector)
  assert.ok(!segwitAddressValid('bc1p0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7vqh2y7hd'));
  // v0 written with the bech32m constant
  assert.ok(!segwitAddressValid('BC1QR508D6QEJXTDG4Y5R3ZARVARYV98GJ9P'));
  const testnet = 'tb1qrp33g0q5c5txsp9arysrx4k6zdkfs4nce4xj0gdcccefvpysxf3q0sl5k7';
  assert.ok(!segwitAddressValid(testnet), 'testnet address is not a mainnet address');
  assert.ok(segwitAddressValid(testnet, 'tb'));
  assert.ok(!segwitAddressValid('bc1pw5dgrnzv'), 'a 1-byte program is too short');
});
