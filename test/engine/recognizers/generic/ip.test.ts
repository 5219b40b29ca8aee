import { test } from 'node:test';
import assert from 'node:assert/strict';
import { found, texts } from './helpers.ts';

const IP = 'IP_ADDRESS';

test('IPv4 addresses, including at sentence end and with a port', () => {
  assert.deepEqual(texts('Hosts 192.168.1.1, 10.0.0.255 and 8.8.8.8. Proxy 172.16.0.1:8080 up.', IP), ['192.168.1.1', '10.0.0.255', '8.8.8.8', '172.16.0.1']);
  assert.equal(found('server 203.0.113.7 down', IP)[0]!.score, 1, 'context word "server"');
  assert.equal(found('see 203.0.113.7 now', IP)[0]!.score, 0.8);
});

test('IPv4 near-misses: octets over 255, leading zeros, longer dotted runs, version numbers', () => {
  assert.deepEqual(texts('256.1.1.1 1.2.3.999 01.02.03.04 1.2.3.4.5 2.3.1.4.2 1.2.3', IP), []);
  assert.deepEqual(texts('version 1.0.0.1, Version: 10.2.0.15, v1.2.3.4, build 4.3.2.1, firmware 2.0.0.1', IP), []);
  assert.deepEqual(texts('a1.2.3.4 1.2.3.4b', IP), []);
});

test('IPv6: full, compressed, loopback, IPv4-mapped', () => {
  assert.deepEqual(texts('a 2001:0db8:85a3:0000:0000:8a2e:0370:7334 b 2001:db8::8a2e:370:7334 c ::1 d ::ffff:192.0.2.128 e fe80::1', IP), [
    '2001:0db8:85a3:0000:0000:8a2e:0370:7334',
    '2001:db8::8a2e:370:7334',
    '::1',
    '::ffff:192.0.2.128',
    'fe80::1',
  ]);
});

test('IPv6 scores: parse-validated long forms 0.85, short compressed forms 0.5', () => {
  assert.equal(found('x 2001:db8::8a2e:370:7334 y', IP)[0]!.score, 0.85);
  assert.equal(found('x fe80::1 y', IP)[0]!.score, 0.5);
});

test('IPv6 near-misses: times, MAC addresses, C++ scopes, too many groups, a trailing colon', () => {
  assert.deepEqual(texts('at 10:30:00, mac 00:1a:2b:3c:4d:5e, std::vector, 1:2:3:4:5:6:7:8:9, a:b:c, Foo :: Bar', IP), []);
  assert.deepEqual(texts('address fe80::1: done', IP), ['fe80::1']);
});
