import { test } from 'node:test';
import assert from 'node:assert/strict';
import { analyze, EngineError } from '../../src/engine/index.ts';
import { resolveOverlaps } from '../../src/engine/overlaps.ts';
import type { Candidate } from '../../src/engine/types.ts';

const cp = (text: string, start: number, end: number) => Array.from(text).slice(start, end).join('');

test('offsets count code points: emoji and combining marks before an entity', () => {
  const text = '😀👍🏽 é\u0301 write to jane.doe@example.org now';
  const { entities } = analyze(text, { entities: ['EMAIL_ADDRESS'] });
  assert.equal(entities.length, 1);
  const e = entities[0]!;
  assert.equal(e.text, 'jane.doe@example.org');
  assert.equal(cp(text, e.start, e.end), e.text);
  assert.equal(e.end - e.start, 20);
});

test('unsupported language is a typed error listing the supported ones', () => {
  assert.throws(
    () => analyze('x', { language: 'xx' }),
    (err: unknown) => err instanceof EngineError && err.code === 'unsupported_language' && Array.isArray(err.details?.supported) && (err.details.supported as string[]).includes('de'),
  );
});

test('unknown entity type is a typed error naming it', () => {
  assert.throws(() => analyze('x', { entities: ['NOPE'] }), /NOPE/);
});

test('ad hoc recognizer: pattern, context boost, deny list', () => {
  const text = 'Employee id EMP-12345 reported by Acme; badge EMP-99999.';
  const { entities } = analyze(text, {
    entities: ['EMPLOYEE_ID', 'COMPANY'],
    ad_hoc_recognizers: [
      { entity_type: 'EMPLOYEE_ID', patterns: [{ regex: 'EMP-\\d{5}', score: 0.4, name: 'emp' }], context: ['employee'] },
      { entity_type: 'COMPANY', deny_list: ['acme'] },
    ],
    return_decision_process: true,
  });
  assert.deepEqual(
    entities.map((e) => [e.entity_type, e.text]),
    [
      ['EMPLOYEE_ID', 'EMP-12345'],
      ['COMPANY', 'Acme'],
      ['EMPLOYEE_ID', 'EMP-99999'],
    ],
  );
  assert.ok(entities[0]!.score > 0.4, 'context word "employee" raises the first match');
  assert.deepEqual(entities[0]!.explanation?.context_words, ['employee']);
  assert.equal(entities[2]!.score, 0.4, 'no context word near the second match');
});

test('invalid ad hoc regex names recognizer and pattern', () => {
  assert.throws(
    () => analyze('x', { ad_hoc_recognizers: [{ entity_type: 'THING', patterns: [{ regex: '(abc', score: 0.5, name: 'broken' }] }] }),
    (err: unknown) => err instanceof EngineError && err.code === 'invalid_regex' && /THING/.test(err.message) && /broken/.test(err.message),
  );
});

test('hostile ad hoc pattern on 100k characters returns quickly (linear-time engine)', () => {
  const text = 'a'.repeat(100_000) + '!';
  const t0 = performance.now();
  const { entities } = analyze(text, { entities: ['EVIL'], ad_hoc_recognizers: [{ entity_type: 'EVIL', patterns: [{ regex: '(a+)+$', score: 0.5 }] }] });
  const ms = performance.now() - t0;
  assert.equal(entities.length, 0);
  assert.ok(ms < 2000, `took ${ms} ms`);
});

test('allow_list suppresses a value; score_threshold filters', () => {
  const text = 'mail ops@example.com or me@example.com';
  assert.deepEqual(analyze(text, { allow_list: ['OPS@example.com'] }).entities.map((e) => e.text), ['me@example.com']);
  assert.equal(analyze(text, { score_threshold: 1 }).entities.length, 2, 'context "mail" lifts both to 1');
});

const c = (entity: string, start: number, end: number, score: number): Candidate => ({ entity, start, end, score, recognizer: 't' });

test('overlaps: container wins, partial overlap to higher score, same-type neighbours merge', () => {
  const text = 'x'.repeat(40);
  const out = resolveOverlaps([c('URL', 0, 20, 0.5), c('EMAIL_ADDRESS', 5, 15, 0.9), c('A', 22, 30, 0.4), c('B', 25, 35, 0.8)], text);
  assert.deepEqual(out.map((o) => [o.entity, o.start, o.end]), [['URL', 0, 20], ['B', 25, 35]]);
  const tie = resolveOverlaps([c('A', 0, 10, 0.5), c('B', 5, 20, 0.5)], text);
  assert.deepEqual(tie.map((o) => o.entity), ['B'], 'tie goes to the longer');
  const spaced = 'John  Smith, Anna';
  const merged = resolveOverlaps([c('PERSON', 0, 4, 0.7), c('PERSON', 6, 11, 0.9), c('PERSON', 13, 17, 0.9)], spaced);
  assert.deepEqual(merged.map((o) => [o.start, o.end, o.score]), [[0, 11, 0.9], [13, 17, 0.9]]);
  const phones = resolveOverlaps([c('PHONE_NUMBER', 0, 4, 0.7), c('PHONE_NUMBER', 6, 11, 0.9)], spaced);
  assert.equal(phones.length, 2, 'identifiers side by side are not merged');
});

test('decision process: checksum-validated match reports its validation and the context boost', () => {
  const { entities } = analyze('Spanish NIF: 12345678Z', { entities: ['ES_NIF'], return_decision_process: true });
  const e = entities[0]!;
  assert.match(e.explanation?.validation ?? '', /passed/);
  assert.ok(e.explanation!.context_boost > 0, 'the word "NIF" lifted the validated score');
  assert.equal(e.explanation!.score, e.score);
});

test('context words match whole tokens or token prefixes, never the inside of a token', async () => {
  const { findContext, mayContainContext } = await import('../../src/engine/context.ts');
  assert.deepEqual(findContext(['my', 'licences', 'are'], ['licence']), ['licence'], 'prefix of a token');
  assert.deepEqual(findContext(['duplicate', 'entry'], ['lic', 'licence']), [], 'no match inside a token');
  assert.deepEqual(findContext(['driver', 'license', 'no'], ['driver license', 'dl']), ['driver license'], 'multi-word entry');
  assert.deepEqual(findContext(['driver', 'of', 'license'], ['driver license']), [], 'multi-word entry needs consecutive tokens');
  assert.equal(mayContainContext('Her Driver License: X', ['driver license']), true);
  assert.equal(mayContainContext('a duplicate entry', ['lic']), false);
});

test('context windows: the outward scan gives the tokens of the sliced window (first one dropped when cut, six before, three after)', async () => {
  const { windowTokens } = await import('../../src/engine/context.ts');
  // The slicing definition the scan replaces.
  const word = (s: string, i: number) => /[\p{L}\p{N}]/u.test(s[i]!);
  const tokens = (s: string) => {
    const out: string[] = [];
    let start = -1;
    for (let i = 0; i <= s.length; i++) {
      const w = i < s.length && word(s, i);
      if (w && start < 0) start = i;
      else if (!w && start >= 0) {
        out.push(s.slice(start, i).toLowerCase());
        start = -1;
      }
    }
    return out;
  };
  const reference = (text: string, start: number, end: number) => {
    const from = start - 96;
    const before = tokens(text.slice(Math.max(0, from), start));
    const after = tokens(text.slice(end, end + 48));
    return [...(from > 0 ? before.slice(1) : before).slice(-6), ...after.slice(0, 3)];
  };
  const pieces = ['a', 'Bc', 'DEF', '12', ' ', '  ', '.', '-', 'É', 'ß', 'İ', 'ΟΔΟΣ', '😀', '\uD800', '\n', 'licence', 'x1'];
  let seed = 7;
  const rand = (n: number) => {
    seed = (Math.imul(seed, 1103515245) + 12345) & 0x7fffffff;
    return seed % n;
  };
  for (let k = 0; k < 3000; k++) {
    let text = '';
    const parts = rand(120);
    for (let p = 0; p < parts; p++) text += pieces[rand(pieces.length)]!;
    const start = rand(text.length + 1);
    const end = start + rand(text.length - start + 1);
    assert.deepEqual(windowTokens(text, start, end), reference(text, start, end), JSON.stringify({ text, start, end }));
  }
});

test('codePointLength counts as Array.from does, lone surrogates included', async () => {
  const { codePointLength } = await import('../../src/engine/text/offsets.ts');
  for (const s of ['', 'abc', 'a😀b', '😀😀', '\uD800x', 'x\uDC00', '\uDC00\uD800', '\uD800', 'é\u0301👍🏽']) {
    assert.equal(codePointLength(s), Array.from(s).length, JSON.stringify(s));
  }
});
