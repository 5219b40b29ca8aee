import { test } from 'node:test';
import assert from 'node:assert/strict';
import { found, texts } from './helpers.ts';

test('plain, dotted, plus-tagged and sub-domain addresses', () => {
  assert.deepEqual(texts('Write to jane.doe+news@mail.example.co.uk or BOB_99@Example.ORG.', 'EMAIL_ADDRESS'), ['jane.doe+news@mail.example.co.uk', 'BOB_99@Example.ORG']);
  const [e] = found('reach me: a@b.io', 'EMAIL_ADDRESS');
  assert.equal(e!.score, 0.95);
});

test('the closing dot, brackets and quotes stay outside', () => {
  assert.deepEqual(texts('Mail me at a.b@example.com. (or "c@example.de")', 'EMAIL_ADDRESS'), ['a.b@example.com', 'c@example.de']);
});

test('context word raises the score to 1', () => {
  assert.equal(found('Email: jane@example.com', 'EMAIL_ADDRESS')[0]!.score, 1);
});

test('not emails: URL userinfo, retina asset names, double dots, no TLD, numeric TLD', () => {
  assert.deepEqual(texts('https://user:secret@host.example.com/path', 'EMAIL_ADDRESS'), []);
  assert.deepEqual(texts('https://jane@example.com/x', 'EMAIL_ADDRESS'), []);
  assert.deepEqual(texts('icon@2x.png and logo@3x.webp', 'EMAIL_ADDRESS'), []);
  assert.deepEqual(texts('jane..doe@example.com', 'EMAIL_ADDRESS'), []);
  assert.deepEqual(texts('root@localhost, a@b.c1, @handle, name@', 'EMAIL_ADDRESS'), []);
});

test('mailto: keeps the address; two addresses in a row are both found', () => {
  assert.deepEqual(texts('mailto:jane@example.com,bob@example.com', 'EMAIL_ADDRESS'), ['jane@example.com', 'bob@example.com']);
});

test('offsets point at the address in code points', () => {
  const text = '😀 x@example.com';
  const [e] = found(text, 'EMAIL_ADDRESS');
  assert.equal(Array.from(text).slice(e!.start, e!.end).join(''), 'x@example.com');
});
