import { test, describe } from 'node:test';
import assert from 'node:assert/strict';
import { anonymize, deanonymize } from '../../../src/engine/anonymize/index.ts';
import { analyze } from '../../../src/engine/analyze.ts';
import { cpSlice, span, KEY } from './helpers.ts';

describe('anonymize: spans and offsets', () => {
  test('replacements are in document order with offsets in the output, in code points', () => {
    const text = '😀 Bob 👍🏽 wrote to ann@x.org, é\u0301 ok';
    // given out of order on purpose
    const e = [span(text, 'ann@x.org', 'EMAIL_ADDRESS'), span(text, 'Bob', 'PERSON')];
    const r = anonymize(text, e, { PERSON: { type: 'replace', new_value: '<P>' }, EMAIL_ADDRESS: { type: 'mask', masking_char: '🙈', chars_to_mask: 3 } });
    assert.equal(r.anonymized_text, '😀 <P> 👍🏽 wrote to 🙈🙈🙈@x.org, é\u0301 ok');
    assert.deepEqual(
      r.replacements.map((x) => x.entity_type),
      ['PERSON', 'EMAIL_ADDRESS'],
    );
    for (const x of r.replacements) assert.equal(cpSlice(r.anonymized_text, x.start, x.end), x.replacement);
    assert.deepEqual(r.replacements[0], { entity_type: 'PERSON', original: 'Bob', replacement: '<P>', start: 2, end: 5 });
    assert.equal(r.entities_found, 2);
  });

  test('entities at the very start and end, and adjacent entities', () => {
    const text = 'AnnBob';
    const e = [
      { entity_type: 'A', start: 0, end: 3, score: 0.5 },
      { entity_type: 'B', start: 3, end: 6, score: 0.5 },
    ];
    const r = anonymize(text, e, { DEFAULT: { type: 'replace', new_value: '{n}' } });
    assert.equal(r.anonymized_text, '11');
    assert.deepEqual(
      r.replacements.map((x) => [x.start, x.end]),
      [
        [0, 1],
        [1, 2],
      ],
    );
  });

  test('no entities: the text is returned as is', () => {
    assert.deepEqual(anonymize('nothing here', []), { anonymized_text: 'nothing here', replacements: [], entities_found: 0 });
    assert.deepEqual(anonymize('', []), { anonymized_text: '', replacements: [], entities_found: 0 });
  });
});

describe('anonymize: overlapping input never garbles the output', () => {
  const text = 'see https://ann@x.org/ok now';

  test('a contained span goes to the container', () => {
    const r = anonymize(text, [span(text, 'ann@x.org', 'EMAIL_ADDRESS', 1), span(text, 'https://ann@x.org/ok', 'URL', 0.5)]);
    assert.equal(r.anonymized_text, 'see <URL> now');
    assert.equal(r.entities_found, 1);
  });

  test('a partial overlap goes to the higher score', () => {
    const t = 'call 555-1234-99 now';
    const a = span(t, '555-1234', 'PHONE_NUMBER', 0.4);
    const b = span(t, '1234-99', 'ID', 0.8);
    assert.equal(anonymize(t, [a, b]).anonymized_text, 'call 555-<ID> now');
    assert.equal(anonymize(t, [{ ...a, score: 0.9 }, b]).anonymized_text, 'call <PHONE_NUMBER>-99 now');
  });

  test('identical spans: the higher score wins', () => {
    const a = span(text, 'ann@x.org', 'EMAIL_ADDRESS', 0.9);
    const r = anonymize(text, [{ ...a, entity_type: 'URL', score: 0.5 }, a]);
    assert.equal(r.anonymized_text, 'see https://<EMAIL_ADDRESS>/ok now');
  });

  test('same-type neighbours separated by spaces merge into one replacement', () => {
    const t = 'Dr Ann  Lee came';
    const r = anonymize(t, [span(t, 'Ann', 'PERSON'), span(t, 'Lee', 'PERSON')], { PERSON: { type: 'replace', new_value: '<PERSON_{n}>' } });
    assert.equal(r.anonymized_text, 'Dr <PERSON_1> came');
    assert.equal(r.replacements[0]!.original, 'Ann  Lee');
  });
});

describe('anonymize on top of the real analyze()', () => {
  const text = 'Contact 😀 jane.doe@example.org or ops@acme.io; jane.doe@example.org is primary. Mail: x@y';

  test('emails are detected and replaced with numbered placeholders', () => {
    const { entities } = analyze(text);
    const emails = entities.filter((e) => e.entity_type === 'EMAIL_ADDRESS');
    assert.equal(emails.length, 3);
    const r = anonymize(text, entities, { EMAIL_ADDRESS: { type: 'replace', new_value: '<EMAIL_{n}>' } });
    assert.ok(r.anonymized_text.startsWith('Contact 😀 <EMAIL_1> or <EMAIL_2>; <EMAIL_1> is primary.'), r.anonymized_text);
    assert.doesNotMatch(r.anonymized_text, /example\.org|acme\.io/);
    for (const x of r.replacements) assert.equal(cpSlice(r.anonymized_text, x.start, x.end), x.replacement);
  });

  test('encrypt then deanonymize restores the text', () => {
    const { entities } = analyze(text);
    const anon = anonymize(text, entities, { DEFAULT: { type: 'encrypt', key: KEY } }).anonymized_text;
    assert.doesNotMatch(anon, /jane|acme/);
    const back = deanonymize(anon, KEY);
    assert.equal(back.text, text);
    assert.equal(back.decrypted, entities.length);
  });
});
