import { test } from 'node:test';
import assert from 'node:assert/strict';
import { found, texts } from './helpers.ts';

const M = 'MAC_ADDRESS';

test('colon, dash and Cisco dot forms', () => {
  assert.deepEqual(texts('eth0 00:1A:2B:3C:4D:5E, wlan 00-1a-2b-3c-4d-5f, switch 0000.0c12.3456.', M), ['00:1A:2B:3C:4D:5E', '00-1a-2b-3c-4d-5f', '0000.0c12.3456']);
});

test('scores: colon/dash 0.85, Cisco 0.6, context lifts', () => {
  assert.equal(found('x 00:1A:2B:3C:4D:5E y', M)[0]!.score, 0.85);
  assert.equal(found('x 0000.0c12.3456 y', M)[0]!.score, 0.6);
  assert.equal(found('MAC address 00:1A:2B:3C:4D:5E', M)[0]!.score, 1);
});

test('all-zero and broadcast addresses are rejected', () => {
  assert.deepEqual(texts('00:00:00:00:00:00 FF:FF:FF:FF:FF:FF ff-ff-ff-ff-ff-ff 0000.0000.0000 ffff.ffff.ffff', M), []);
});

test('mixed separators, longer runs, non-hex and fingerprints are not MACs', () => {
  assert.deepEqual(texts('00:1A-2B:3C:4D:5E 00:1A:2B:3C:4D:5E:6F 00:1G:2B:3C:4D:5E', M), []);
  assert.deepEqual(texts('43:51:43:a1:b5:fc:8b:b7:0a:3a:a9:b1:0f:66:73:a8', M), []);
  assert.deepEqual(texts('x0000.0c12.3456 0000.0c12.3456.7', M), []);
});
