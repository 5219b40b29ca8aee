import { test, describe } from 'node:test';
import assert from 'node:assert/strict';
import { createDecipheriv, createHash, hkdfSync } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { anonymize, deanonymize, HKDF_INFO, HKDF_SALT, keyFingerprint } from '../../../src/engine/anonymize/index.ts';
import { span, KEY } from './helpers.ts';

const TOKEN = /ENC:[A-Za-z0-9+/]+={0,2}/g;

function encryptOne(value: string, operator: Record<string, unknown> = { key: KEY }, context = {}): string {
  const r = anonymize(value, [{ entity_type: 'T', start: 0, end: Array.from(value).length, score: 1 }], { T: { type: 'encrypt', ...operator } }, context);
  return r.anonymized_text;
}

/** Independent decryption straight from the documented scheme (not through project code). */
function decryptByTheBook(token: string, key: string): string {
  const data = Buffer.from(token.slice(4), 'base64');
  const aesKey = Buffer.from(hkdfSync('sha256', Buffer.from(key, 'utf8'), 'veil-encrypt-v1', 'veil AES-256-GCM entity encryption', 32));
  const d = createDecipheriv('aes-256-gcm', aesKey, data.subarray(0, 12));
  d.setAuthTag(data.subarray(data.length - 16));
  return Buffer.concat([d.update(data.subarray(12, data.length - 16)), d.final()]).toString('utf8');
}

/** Flips one bit of the ciphertext body, keeping the token well-formed base64. */
function tamper(token: string): string {
  const data = Buffer.from(token.slice(4), 'base64');
  data[14]! ^= 0x01;
  return `ENC:${data.toString('base64')}`;
}

describe('encrypt', () => {
  test('token layout: ENC: + base64(12-byte IV ‖ ciphertext ‖ 16-byte tag), decryptable by the documented scheme', () => {
    assert.equal(HKDF_SALT, 'veil-encrypt-v1');
    assert.equal(HKDF_INFO, 'veil AES-256-GCM entity encryption');
    const token = encryptOne('jane@example.org');
    assert.match(token, /^ENC:[A-Za-z0-9+/]+={0,2}$/);
    assert.equal(Buffer.from(token.slice(4), 'base64').length, 12 + Buffer.byteLength('jane@example.org') + 16);
    assert.equal(decryptByTheBook(token, KEY), 'jane@example.org');
  });

  test('a fresh IV per value: equal values give different tokens', () => {
    const text = 'ann; ann';
    const r = anonymize(text, [span(text, 'ann', 'T'), span(text, 'ann', 'T', 1, 2)], { T: { type: 'encrypt', key: KEY } });
    const [a, b] = r.replacements.map((x) => x.replacement);
    assert.notEqual(a, b);
    assert.notEqual(Buffer.from(a!.slice(4), 'base64').subarray(0, 12).toString('hex'), Buffer.from(b!.slice(4), 'base64').subarray(0, 12).toString('hex'));
  });

  test('key_id is resolved through the context', () => {
    const stored = 'k'.repeat(32);
    const seen: string[] = [];
    const token = encryptOne('x', { key_id: 'key_1' }, { resolveKeyId: (id: string) => (seen.push(id), id === 'key_1' ? stored : undefined) });
    assert.deepEqual(seen, ['key_1']);
    assert.equal(decryptByTheBook(token, stored), 'x');
  });

  test('neither key nor key_id: the account default key from the context', () => {
    const fallback = 'd'.repeat(32);
    assert.equal(decryptByTheBook(encryptOne('x', {}, { defaultEncryptionKey: fallback }), fallback), 'x');
  });

  test('keyFingerprint: first 16 hex of SHA-256 of the derived key', () => {
    const derived = Buffer.from(hkdfSync('sha256', Buffer.from(KEY, 'utf8'), 'veil-encrypt-v1', 'veil AES-256-GCM entity encryption', 32));
    assert.equal(keyFingerprint(KEY), createHash('sha256').update(derived).digest('hex').slice(0, 16));
    assert.notEqual(keyFingerprint(KEY), keyFingerprint('x'.repeat(16)));
  });

  test('many distinct keys (beyond the derived-key cache) each still decrypt their own tokens', () => {
    const keys = Array.from({ length: 150 }, (_, i) => `key-number-${String(i).padStart(6, '0')}`);
    const tokens = keys.map((key) => encryptOne('v', { key }));
    keys.forEach((key, i) => assert.equal(deanonymize(tokens[i]!, key).text, 'v'));
    assert.equal(deanonymize(tokens[0]!, keys[1]!).failed, 1);
  });

  test('unicode values round-trip', () => {
    const value = 'Zoë 😀 e\u0301 中文';
    assert.equal(decryptByTheBook(encryptOne(value), KEY), value);
  });
});

describe('deanonymize', () => {
  test('restores every token and counts them', () => {
    const text = 'Write to ann@x.org or bob@y.org, 😀 thanks';
    const e = [span(text, 'ann@x.org', 'EMAIL_ADDRESS'), span(text, 'bob@y.org', 'EMAIL_ADDRESS')];
    const anon = anonymize(text, e, { DEFAULT: { type: 'encrypt', key: KEY } }).anonymized_text;
    assert.deepEqual(deanonymize(anon, KEY), { text, decrypted: 2, failed: 0 });
  });

  test('a wrong key leaves the tokens and counts them as failed', () => {
    const anon = `a ${encryptOne('one')} b ${encryptOne('two')}`;
    assert.deepEqual(deanonymize(anon, 'another key of 24 chars!'), { text: anon, decrypted: 0, failed: 2 });
  });

  test('a tampered token fails authentication; the others still decrypt', () => {
    const good = encryptOne('good');
    const bad = tamper(encryptOne('bad'));
    assert.deepEqual(deanonymize(`${bad} ${good}`, KEY), { text: `${bad} good`, decrypted: 1, failed: 1 });
    const truncated = good.slice(0, -4);
    assert.equal(deanonymize(truncated, KEY).decrypted, 0);
  });

  test('tokens made with different keys: only those of this key decrypt', () => {
    const other = 'o'.repeat(20);
    const text = `${encryptOne('mine')} ${encryptOne('theirs', { key: other })}`;
    const r = deanonymize(text, KEY);
    assert.equal(r.text.startsWith('mine '), true);
    assert.deepEqual([r.decrypted, r.failed], [1, 1]);
    assert.equal(deanonymize(r.text, other).text, 'mine theirs');
  });

  test('text without tokens, and "ENC:" followed by too little to be a token, are untouched and not counted', () => {
    assert.deepEqual(deanonymize('plain text', KEY), { text: 'plain text', decrypted: 0, failed: 0 });
    assert.deepEqual(deanonymize('ENC: ENC:abc ENC:', KEY), { text: 'ENC: ENC:abc ENC:', decrypted: 0, failed: 0 });
  });

  test('a token glued to base64-like text before or after still comes back', () => {
    // Values of every length mod 3, so tokens both with and without "=" padding are covered.
    for (const value of ['ab', 'abc', 'abcd', 'abcde', 'abcdef']) {
      for (const [before, after] of [
        ['ENC:', 'xyz'],
        ['xENC:', '+/Abc'],
        ['', '='],
        ['ENC:' + 'A'.repeat(60), '==q'],
        ['', 'ENC:abc'],
        ['', 'Q'.repeat(200)],
      ] as const) {
        const text = `${before}${value}${after}`;
        const start = Array.from(before).length;
        const anon = anonymize(text, [{ entity_type: 'T', start, end: start + value.length, score: 1 }], { T: { type: 'encrypt', key: KEY } }).anonymized_text;
        assert.equal(deanonymize(anon, KEY).text, text, JSON.stringify({ before, value, after }));
      }
    }
  });

  test('a hostile run of base64 after ENC: costs bounded work', () => {
    const text = `ENC:${'A'.repeat(200_000)} ${encryptOne('x')}`.repeat(5);
    const t0 = performance.now();
    const r = deanonymize(text, KEY);
    assert.equal(r.decrypted, 5);
    assert.equal(r.failed, 5);
    assert.ok(performance.now() - t0 < 2000);
  });

  test('the docs snippet (```js interop) decrypts a token on its own, with only node:crypto', () => {
    const doc = readFileSync(new URL('../../../docs/anonymization.md', import.meta.url), 'utf8');
    const snippet = /```js interop\n([\s\S]*?)```/.exec(doc)?.[1];
    assert.ok(snippet, 'docs/anonymization.md has a ```js interop block');
    assert.doesNotMatch(snippet, /from ['"](?!node:)/, 'imports nothing but node: modules');
    const value = 'Zoë O’Brien 😀 <zoe@example.org>';
    const token = encryptOne(value);
    assert.match(token, TOKEN);
    const run = spawnSync(process.execPath, ['--input-type=module', '-e', snippet], {
      env: { PATH: process.env.PATH, VEIL_TOKEN: token, VEIL_KEY: KEY },
      encoding: 'utf8',
      cwd: '/',
    });
    assert.equal(run.stderr, '');
    assert.equal(run.stdout, `${value}\n`);
  });
});
