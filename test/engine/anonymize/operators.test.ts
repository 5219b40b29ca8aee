import { test, describe } from 'node:test';
import assert from 'node:assert/strict';
import { createHmac } from 'node:crypto';
import { anonymize } from '../../../src/engine/anonymize/index.ts';
import { span } from './helpers.ts';

const TEXT = 'Ann wrote to Bob, then Ann called Cid and Bob.';
const people = (text = TEXT) => {
  const out = [];
  let from = 0;
  for (const name of ['Ann', 'Bob', 'Ann', 'Cid', 'Bob']) {
    const e = span(text, name, 'PERSON', 0.9, from);
    from = Array.from(text).slice(0, e.end).join('').length;
    out.push(e);
  }
  return out;
};

describe('replace', () => {
  test('new_value replaces the entity', () => {
    const r = anonymize('Hi Ann!', [span('Hi Ann!', 'Ann', 'PERSON')], { PERSON: { type: 'replace', new_value: 'someone' } });
    assert.equal(r.anonymized_text, 'Hi someone!');
  });

  test('empty or absent new_value gives <ENTITY_TYPE>', () => {
    const e = [span('Hi Ann!', 'Ann', 'PERSON')];
    assert.equal(anonymize('Hi Ann!', e, { PERSON: { type: 'replace', new_value: '' } }).anonymized_text, 'Hi <PERSON>!');
    assert.equal(anonymize('Hi Ann!', e, { PERSON: { type: 'replace' } }).anonymized_text, 'Hi <PERSON>!');
  });

  test('no entry and no DEFAULT: <ENTITY_TYPE>; undefined or empty operators too', () => {
    const text = 'Ann: ann@x.org';
    const e = [span(text, 'Ann', 'PERSON'), span(text, 'ann@x.org', 'EMAIL_ADDRESS')];
    assert.equal(anonymize(text, e).anonymized_text, '<PERSON>: <EMAIL_ADDRESS>');
    assert.equal(anonymize(text, e, {}).anonymized_text, '<PERSON>: <EMAIL_ADDRESS>');
    assert.equal(anonymize(text, e, { PERSON: { type: 'redact' } }).anonymized_text, '[REDACTED]: <EMAIL_ADDRESS>');
  });

  test('DEFAULT applies to types without their own entry', () => {
    const text = 'Ann: ann@x.org';
    const e = [span(text, 'Ann', 'PERSON'), span(text, 'ann@x.org', 'EMAIL_ADDRESS')];
    const r = anonymize(text, e, { DEFAULT: { type: 'redact' }, EMAIL_ADDRESS: { type: 'keep' } });
    assert.equal(r.anonymized_text, '[REDACTED]: ann@x.org');
  });

  test('numbered placeholders: same value → same number, per type, in order of first appearance', () => {
    const r = anonymize(TEXT, people(), { PERSON: { type: 'replace', new_value: '<PERSON_{n}>' } });
    assert.equal(r.anonymized_text, '<PERSON_1> wrote to <PERSON_2>, then <PERSON_1> called <PERSON_3> and <PERSON_2>.');
  });

  test('numbered placeholders count each entity type separately, also under DEFAULT', () => {
    const text = 'Ann a@x.org Bob b@x.org Ann b@x.org';
    const e = [
      span(text, 'Ann', 'PERSON'),
      span(text, 'a@x.org', 'EMAIL_ADDRESS'),
      span(text, 'Bob', 'PERSON'),
      span(text, 'b@x.org', 'EMAIL_ADDRESS'),
      span(text, 'Ann', 'PERSON', 0.9, 20),
      span(text, 'b@x.org', 'EMAIL_ADDRESS', 0.9, 24),
    ];
    const r = anonymize(text, e, { DEFAULT: { type: 'replace', new_value: '[{n}]' } });
    assert.equal(r.anonymized_text, '[1] [1] [2] [2] [1] [2]');
  });

  test('numbered placeholders: every {n} is filled, numbering restarts with each call, values compare exactly', () => {
    const text = 'Ann, ann, Ann';
    const e = [span(text, 'Ann', 'P'), span(text, 'ann', 'P'), span(text, 'Ann', 'P', 0.9, 5)];
    const ops = { P: { type: 'replace', new_value: '{n}-{n}' } };
    assert.equal(anonymize(text, e, ops).anonymized_text, '1-1, 2-2, 1-1');
    assert.equal(anonymize(text, e, ops).anonymized_text, '1-1, 2-2, 1-1');
  });

  test('new_value of exactly 100 characters is fine, counting an emoji as one', () => {
    const r = anonymize('x', [{ entity_type: 'T', start: 0, end: 1, score: 1 }], { T: { type: 'replace', new_value: '😀'.repeat(100) } });
    assert.equal(r.anonymized_text, '😀'.repeat(100));
  });
});

describe('redact and keep', () => {
  test('redact leaves [REDACTED]', () => {
    const r = anonymize('Hi Ann!', [span('Hi Ann!', 'Ann', 'PERSON')], { PERSON: { type: 'redact' } });
    assert.equal(r.anonymized_text, 'Hi [REDACTED]!');
    assert.equal(r.replacements[0]!.replacement, '[REDACTED]');
  });

  test('keep leaves the text and still lists the entity', () => {
    const r = anonymize('Hi Ann!', [span('Hi Ann!', 'Ann', 'PERSON')], { PERSON: { type: 'keep' } });
    assert.equal(r.anonymized_text, 'Hi Ann!');
    assert.deepEqual(r.replacements, [{ entity_type: 'PERSON', original: 'Ann', replacement: 'Ann', start: 3, end: 6 }]);
    assert.equal(r.entities_found, 1);
  });
});

describe('mask', () => {
  const one = (value: string, params: Record<string, unknown>) =>
    anonymize(value, [{ entity_type: 'T', start: 0, end: Array.from(value).length, score: 1 }], { T: { type: 'mask', ...params } }).anonymized_text;

  test('defaults: the whole value with *', () => assert.equal(one('secret', {}), '******'));
  test('chars_to_mask from the start', () => assert.equal(one('4111222233334444', { chars_to_mask: 12 }), '************4444'));
  test('from_end: true masks the end', () => assert.equal(one('4111222233334444', { chars_to_mask: 12, from_end: true }), '4111************'));
  test('from_end: false is the start', () => assert.equal(one('abcdef', { chars_to_mask: 2, from_end: false }), '**cdef'));
  test('a count larger than the value masks all of it, both ways', () => {
    assert.equal(one('abc', { chars_to_mask: 10 }), '***');
    assert.equal(one('abc', { chars_to_mask: 10, from_end: true }), '***');
  });
  test('chars_to_mask 0 masks nothing', () => assert.equal(one('abc', { chars_to_mask: 0 }), 'abc'));
  test('masking_char', () => assert.equal(one('abcdef', { chars_to_mask: 3, masking_char: '#' }), '###def'));
  test('an emoji in the value is one character and is never split', () => {
    assert.equal(one('a😀b👍🏽', { chars_to_mask: 2 }), '**b👍🏽');
    assert.equal(one('a😀b👍🏽', { chars_to_mask: 1, from_end: true }), 'a😀b👍*', 'skin tone modifier is its own code point');
    assert.equal(one('😀😀😀', {}), '***');
  });
  test('an emoji as masking_char', () => {
    assert.equal(one('abcd', { chars_to_mask: 2, masking_char: '🙈' }), '🙈🙈cd');
    const r = anonymize('x abcd', [{ entity_type: 'T', start: 2, end: 6, score: 1 }], { T: { type: 'mask', masking_char: '🙈' } });
    assert.deepEqual(r.replacements[0], { entity_type: 'T', original: 'abcd', replacement: '🙈🙈🙈🙈', start: 2, end: 6 });
  });
  test('a combining mark counts as its own character', () => assert.equal(one('e\u0301x', { chars_to_mask: 1, from_end: true }), 'e\u0301*'));
});

describe('hash', () => {
  const hash = (value: string, params: Record<string, unknown>, hashSecret?: string | Uint8Array) =>
    anonymize(value, [{ entity_type: 'T', start: 0, end: Array.from(value).length, score: 1 }], { T: { type: 'hash', ...params } }, hashSecret === undefined ? {} : { hashSecret })
      .anonymized_text;

  test('SHA256 (default): 64 lowercase hex characters, the HMAC keyed with the account secret', () => {
    const h = hash('123-45-6789', {}, 'account secret');
    assert.match(h, /^[0-9a-f]{64}$/);
    assert.equal(h, createHmac('sha256', 'account secret').update('123-45-6789').digest('hex'));
  });

  test('SHA512: 128 hex characters; hash_type is case-insensitive', () => {
    const h = hash('x', { hash_type: 'SHA512' }, 's');
    assert.match(h, /^[0-9a-f]{128}$/);
    assert.equal(hash('x', { hash_type: 'sha512' }, 's'), h);
    assert.equal(hash('x', { hash_type: 'Sha256' }, 's'), hash('x', {}, 's'));
  });

  test('deterministic: equal values hash equally, also across calls', () => {
    const text = 'ann; ann';
    const r = anonymize(text, [span(text, 'ann', 'T'), span(text, 'ann', 'T', 1, 2)], { T: { type: 'hash' } }, { hashSecret: 'k' });
    assert.equal(r.replacements[0]!.replacement, r.replacements[1]!.replacement);
    assert.equal(hash('ann', {}, 'k'), r.replacements[0]!.replacement);
  });

  test('different account secrets give different hashes; a byte secret works too', () => {
    assert.notEqual(hash('ann', {}, 'secret one'), hash('ann', {}, 'secret two'));
    assert.equal(hash('ann', {}, new TextEncoder().encode('secret one')), hash('ann', {}, 'secret one'));
  });

  test('salt replaces the account secret: deterministic, independent of the account', () => {
    const salt = 'a-salt-of-16-chr';
    const h = hash('ann', { salt }, 'secret one');
    assert.equal(hash('ann', { salt }, 'secret two'), h);
    assert.equal(hash('ann', { salt }), h, 'no account secret needed');
    assert.equal(h, createHmac('sha256', salt).update('ann').digest('hex'));
    assert.notEqual(hash('ann', { salt: 'another-salt-of-16' }), h);
  });

  test('unicode values are hashed as UTF-8', () => {
    assert.equal(hash('Zoë 😀', {}, 'k'), createHmac('sha256', 'k').update(Buffer.from('Zoë 😀', 'utf8')).digest('hex'));
  });
});
