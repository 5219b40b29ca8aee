import { test } from 'node:test';
import assert from 'node:assert/strict';
import { analyze } from '../../../../src/engine/index.ts';
import { found, texts } from './helpers.ts';

test('scheme URLs keep path, query and fragment; trailing punctuation stays out', () => {
  assert.deepEqual(texts('See https://example.com/a/b?x=1&y=2#top. Then http://example.org, ftp://files.example.net/x!', 'URL'), [
    'https://example.com/a/b?x=1&y=2#top',
    'http://example.org',
    'ftp://files.example.net/x',
  ]);
});

test('balanced parentheses belong to the URL, an enclosing one does not', () => {
  assert.deepEqual(texts('(see https://en.wikipedia.org/wiki/Foo_(bar))', 'URL'), ['https://en.wikipedia.org/wiki/Foo_(bar)']);
  assert.deepEqual(texts('[docs](https://example.com/docs)', 'URL'), ['https://example.com/docs']);
});

test('scores: scheme 0.8, www 0.7, bare domain 0.5', () => {
  const list = found('https://a.example.com then www.example.org then example.co.uk/about', 'URL');
  assert.deepEqual(list.map((e) => [e.text, e.score]), [
    ['https://a.example.com', 0.8],
    ['www.example.org', 0.7],
    ['example.co.uk/about', 0.5],
  ]);
});

test('bare domains with ports and paths', () => {
  assert.deepEqual(texts('api at sub.domain.example.de:8080/v1/users?id=3; shop.example.com.', 'URL'), ['sub.domain.example.de:8080/v1/users?id=3', 'shop.example.com']);
});

test('not URLs: file names, product names, abbreviations, version numbers', () => {
  assert.deepEqual(texts('Open report.pdf, index.ts, setup.py, README.md, main.go and data.json.', 'URL'), []);
  assert.deepEqual(texts('Built with ASP.NET and Socket.IO, e.g. this, i.e. that, v1.2.3, Node.js.', 'URL'), []);
  assert.deepEqual(texts('the end.Next sentence', 'URL'), []);
});

test('the domain of an email is not a URL', () => {
  assert.deepEqual(texts('write to jane@example.com', 'URL'), []);
  const { entities } = analyze('write to jane@example.com', { entities: ['URL', 'EMAIL_ADDRESS'], allow_overlaps: true });
  assert.deepEqual(entities.map((e) => e.entity_type), ['EMAIL_ADDRESS']);
});

test('context word raises a bare domain', () => {
  assert.ok(found('Our website: example.com', 'URL')[0]!.score > 0.5);
});
