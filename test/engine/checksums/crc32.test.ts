import { test } from 'node:test';
import assert from 'node:assert/strict';
import { crc32 as zlibCrc32 } from 'node:zlib';
import fc from 'fast-check';
import { crc32 } from '../../../src/engine/checksums/crc32.ts';

test('crc32: the IEEE check value and agreement with zlib on random ASCII', () => {
  assert.equal(crc32('123456789'), 0xcbf43926); // the published check value of CRC-32/ISO-HDLC
  assert.equal(crc32(''), 0);
  fc.assert(fc.property(fc.stringMatching(/^[ -~]{0,64}$/), (s) => crc32(s) === zlibCrc32(s)), { numRuns: 300, seed: 11 });
});
