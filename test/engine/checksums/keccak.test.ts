import { test } from 'node:test';
import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { eip55Valid, keccak256, keccakSponge256 } from '../../../src/engine/checksums/keccak.ts';

const hex = (bytes: Uint8Array) => Buffer.from(bytes).toString('hex');
const utf8 = (s: string) => new TextEncoder().encode(s);

test('Keccak-256 known digests (Ethereum padding, not SHA3-256)', () => {
  assert.equal(hex(keccak256(utf8(''))), 'c5d2460186f7233c927e7db2dcc703c0e500b653ca82273b7bfad8045d85a470');
  assert.equal(hex(keccak256(utf8('abc'))), '4e03657aea45a94fc7d47ba826c8d667c0d1e6e33a64a036ec44f58fa12d6c45');
  assert.notEqual(hex(keccak256(utf8('abc'))), createHash('sha3-256').update('abc').digest('hex'));
});

test('the same permutation with SHA-3 padding equals node:crypto sha3-256 across block boundaries', () => {
  for (const length of [0, 1, 135, 136, 137, 271, 272, 500]) {
    const input = new Uint8Array(length).map((_, i) => (i * 31 + 7) & 0xff);
    assert.equal(hex(keccakSponge256(input, 0x06)), createHash('sha3-256').update(input).digest('hex'), `length ${length}`);
  }
});

test('EIP-55: the specification examples pass, a flipped case fails', () => {
  for (const address of ['5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed', 'fB6916095ca1df60bB79Ce92cE3Ea74c37c5d359', 'dbF03B407c01E7cD3CBea99509d93f8DDDC8C6FB', 'D1220A0cf47c7B9Be7A2E6BA89F429762e7b9aDb']) {
    assert.ok(eip55Valid(address), address);
  }
  assert.ok(!eip55Valid('5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAeD'));
  assert.ok(!eip55Valid('5AAeb6053F3E94C9b9A09f33669435E7Ef1BeAed'));
  assert.ok(!eip55Valid('5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAe'), 'too short');
  assert.ok(!eip55Valid('5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAeg'), 'not hex');
});
