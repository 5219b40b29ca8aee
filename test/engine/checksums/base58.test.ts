import { test } from 'node:test';
import assert from 'node:assert/strict';
import { base58CheckDecode, base58Decode, bitcoinBase58AddressValid } from '../../../src/engine/checksums/base58.ts';

test('base58 decodes leading 1s as zero bytes and rejects characters outside the alphabet', () => {
  assert.deepEqual([...base58Decode('1')!], [0]);
  assert.deepEqual([...base58Decode('11')!], [0, 0]);
  assert.deepEqual([...base58Decode('2')!], [1]);
  assert.deepEqual([...base58Decode('z')!], [57]);
  assert.deepEqual([...base58Decode('21')!], [58]);
  assert.deepEqual([...base58Decode('5R')!], [0x01, 0x00]); // 4*58 + 24 = 256
  for (const bad of ['0', 'O', 'I', 'l', '+', 'é']) assert.equal(base58Decode(`1${bad}`), null, bad);
});

test('Base58Check: the genesis address carries version 0 and a 20-byte hash', () => {
  const payload = base58CheckDecode('1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNa');
  assert.ok(payload);
  assert.equal(payload.length, 21);
  assert.equal(payload[0], 0);
  assert.equal(Buffer.from(payload.subarray(1)).toString('hex'), '62e907b15cbf27d5425399ebf6f0fb50ebb88f18');
});

test('bitcoin legacy addresses: P2PKH and P2SH valid, one changed character invalid', () => {
  assert.ok(bitcoinBase58AddressValid('1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNa'));
  assert.ok(bitcoinBase58AddressValid('1BvBMSEYstWetqTFn5Au4m4GFg7xJaNVN2'));
  assert.ok(bitcoinBase58AddressValid('3J98t1WpEZ73CNmQviecrnyiWrnqRhWNLy'));
  assert.ok(!bitcoinBase58AddressValid('1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNb'));
  assert.ok(!bitcoinBase58AddressValid('3J98t1WpEZ73CNmQviecrnyiWrnqRhWNLz'));
  assert.ok(!bitcoinBase58AddressValid('1A1zP1eP5QGefi2DMPTfTL5SLmv7Divf'));
});
