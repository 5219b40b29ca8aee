/** Pure parts of the store: plans and cycle arithmetic, key derivation, sealing. */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { inspect } from 'node:util';
import { ENCRYPT_KDF, MasterKey, MasterKeyMismatchError, deriveEncryptionKey, generateKeyString, keyFingerprint } from '../../src/store/crypto.ts';
import { PLAN_ALLOWANCE, addMonths, isPlan, rollCycle } from '../../src/store/plans.ts';
import { isUuid } from '../../src/store/ids.ts';

const d = (iso: string) => new Date(iso);

test('plan allowances', () => {
  assert.deepEqual(PLAN_ALLOWANCE, { free: 200, basic: 1000, pro: 4000, business: 10000 });
  assert.equal(isPlan('pro'), true);
  assert.equal(isPlan('gold'), false);
  assert.equal(isPlan(undefined), false);
});

test('addMonths: calendar months in UTC, clamping to the last day', () => {
  assert.deepEqual(addMonths(d('2024-01-15T10:20:30.456Z'), 1), d('2024-02-15T10:20:30.456Z'));
  assert.deepEqual(addMonths(d('2024-01-31T00:00:00Z'), 1), d('2024-02-29T00:00:00Z'));
  assert.deepEqual(addMonths(d('2023-01-31T00:00:00Z'), 1), d('2023-02-28T00:00:00Z'));
  assert.deepEqual(addMonths(d('2024-12-10T23:59:59Z'), 1), d('2025-01-10T23:59:59Z'));
  assert.deepEqual(addMonths(d('2024-03-31T12:00:00Z'), 1), d('2024-04-30T12:00:00Z'));
  assert.deepEqual(addMonths(d('2024-01-31T00:00:00Z'), 13), d('2025-02-28T00:00:00Z'));
});

test('rollCycle: none while running, the cycle containing now when ended', () => {
  const cycle = { startedAt: d('2024-01-10T08:00:00Z'), resetsAt: d('2024-02-10T08:00:00Z') };
  assert.equal(rollCycle(cycle, d('2024-02-10T07:59:59.999Z')), null);
  assert.deepEqual(rollCycle(cycle, d('2024-02-10T08:00:00Z')), { startedAt: d('2024-02-10T08:00:00Z'), resetsAt: d('2024-03-10T08:00:00Z') });
  assert.deepEqual(rollCycle(cycle, d('2024-07-01T00:00:00Z')), { startedAt: d('2024-06-10T08:00:00Z'), resetsAt: d('2024-07-10T08:00:00Z') });
});

test('encrypt-operator key derivation matches an independent HKDF-SHA256 computation', () => {
  assert.deepEqual(ENCRYPT_KDF, { hash: 'sha256', salt: 'veil-encrypt-v1', info: 'veil:aes-256-gcm', length: 32 });
  // Computed with Python's hmac/hashlib (RFC 5869 by hand), not with node:crypto.
  const key = '0123456789abcdef0123456789abcdef';
  assert.equal(deriveEncryptionKey(key).toString('hex'), 'e533ffab117f2deb3220e644e48876061609cf8d145900bddaaaeb9ea7e7a7e2');
  assert.equal(keyFingerprint(key), 'd6811c2b7a844cc3');
});

test('generated key strings: 32 characters, usable as an operator key, unique', () => {
  const keys = new Set(Array.from({ length: 100 }, generateKeyString));
  assert.equal(keys.size, 100);
  for (const k of keys) assert.match(k, /^[A-Za-z0-9_-]{32}$/);
});

test('MasterKey seals with authentication bound to the context', () => {
  const mk = new MasterKey('a'.repeat(32));
  const secret = Buffer.from('the plaintext secret');
  const sealed = mk.seal(secret, 'row:1');
  assert.equal(sealed.length, 12 + secret.length + 16);
  assert.equal(sealed.includes(secret), false);
  assert.notDeepEqual(mk.seal(secret, 'row:1'), sealed, 'fresh IV each time');
  assert.deepEqual(mk.open(sealed, 'row:1'), secret);
  assert.throws(() => mk.open(sealed, 'row:2'), MasterKeyMismatchError);
  assert.throws(() => new MasterKey('b'.repeat(32)).open(sealed, 'row:1'), MasterKeyMismatchError);
  const tampered = Buffer.from(sealed);
  tampered[14]! ^= 1;
  assert.throws(() => mk.open(tampered, 'row:1'), MasterKeyMismatchError);
  assert.throws(() => mk.open(sealed.subarray(0, 10), 'row:1'), MasterKeyMismatchError);
  assert.throws(() => new MasterKey('short'), /at least 32/);
  assert.equal(inspect(mk).includes('a'.repeat(32)), false);
  assert.equal(JSON.stringify({ mk }), '{"mk":"[MasterKey]"}');
});

test('isUuid', () => {
  assert.equal(isUuid('0b7e6c1e-9a7d-4f7e-8a2b-3c4d5e6f7a8b'), true);
  assert.equal(isUuid('0B7E6C1E-9A7D-4F7E-8A2B-3C4D5E6F7A8B'), true);
  assert.equal(isUuid("0b7e6c1e-9a7d-4f7e-8a2b-3c4d5e6f7a8b' or 1=1"), false);
  assert.equal(isUuid(42), false);
});
