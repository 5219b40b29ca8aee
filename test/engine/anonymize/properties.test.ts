import { test } from 'node:test';
import assert from 'node:assert/strict';
import fc from 'fast-check';
import { anonymize, deanonymize, type AnonymizeEntity, type AnonymizeResult } from '../../../src/engine/anonymize/index.ts';
import { KEY } from './helpers.ts';

const TYPES = ['A', 'B', 'C'] as const;

/** Characters that stress offsets and token parsing: astral emoji, modifiers, combining marks, base64 look-alikes, "ENC:". */
const trickyUnit = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom('😀', '👍🏽', 'e\u0301', '\u0301', 'ENC:', '=', '==', ' ', '  ', '\n', 'A', 'z', '9', '+', '/', 'é', '中', '\u200d') },
  { weight: 2, arbitrary: fc.string({ unit: 'grapheme', minLength: 1, maxLength: 1 }) },
  { weight: 1, arbitrary: fc.string({ unit: 'binary', minLength: 1, maxLength: 1 }) },
);
const textArb = fc.string({ unit: trickyUnit, minLength: 1, maxLength: 40 });
const scoreArb = fc.constantFrom(0.3, 0.5, 0.85, 1);

/** Arbitrary (possibly overlapping) spans over a text of `length` code points, biased to its edges, plus a run of adjacent ones. */
function spansArb(length: number): fc.Arbitrary<AnonymizeEntity[]> {
  const edge = fc.oneof(fc.constant(0), fc.constant(length), fc.integer({ min: 0, max: length }));
  const free = fc.record({ type: fc.constantFrom(...TYPES), a: edge, b: edge, score: scoreArb }).map(({ type, a, b, score }) => {
    const start = Math.min(a, b, length - 1);
    return { entity_type: type, start, end: Math.max(start + 1, Math.max(a, b)), score };
  });
  const adjacent = fc
    .uniqueArray(fc.integer({ min: 0, max: length }), { maxLength: 5 })
    .chain((cuts) => {
      const points = [...cuts].sort((x, y) => x - y);
      const pairs = points.slice(1).map((end, i) => [points[i]!, end] as const);
      return fc.tuple(...pairs.map(([start, end]) => fc.record({ entity_type: fc.constantFrom(...TYPES), start: fc.constant(start), end: fc.constant(end), score: scoreArb })));
    });
  return fc.tuple(fc.array(free, { maxLength: 6 }), adjacent).map(([a, b]) => [...a, ...b]);
}

const docArb = textArb.chain((text) => fc.tuple(fc.constant(text), spansArb(Array.from(text).length)));

const operatorArb = fc.oneof(
  fc.record({ type: fc.constant('replace'), new_value: fc.constantFrom('', '<X_{n}>', 'x', '😀{n}', 'ENC:') }),
  fc.constant({ type: 'redact' }),
  fc.record({ type: fc.constant('hash'), hash_type: fc.constantFrom('SHA256', 'sha512'), salt: fc.constant('0123456789abcdef') }),
  fc.constant({ type: 'encrypt', key: KEY }),
  fc.record(
    { type: fc.constant('mask'), chars_to_mask: fc.integer({ min: 1, max: 6 }), masking_char: fc.constantFrom('*', '🙈', '#'), from_end: fc.boolean() },
    { requiredKeys: ['type'] },
  ),
  fc.constant({ type: 'keep' }),
);
const operatorsArb = fc.record({ A: operatorArb, B: operatorArb, C: operatorArb });

/** Offsets: slicing the output gives each replacement, and putting the originals back gives the input. */
function checkOffsets(text: string, r: AnonymizeResult): void {
  const out = Array.from(r.anonymized_text);
  let restored = '';
  let at = 0;
  for (const x of r.replacements) {
    assert.ok(x.start >= at && x.end >= x.start, 'in document order, not overlapping');
    assert.equal(out.slice(x.start, x.end).join(''), x.replacement);
    restored += out.slice(at, x.start).join('') + x.original;
    at = x.end;
  }
  assert.equal(restored + out.slice(at).join(''), text);
  assert.equal(r.entities_found, r.replacements.length);
}

test('property: encrypt everything, then deanonymize, gives back the text', () => {
  fc.assert(
    fc.property(docArb, ([text, entities]) => {
      const r = anonymize(text, entities, { DEFAULT: { type: 'encrypt', key: KEY } });
      const back = deanonymize(r.anonymized_text, KEY);
      assert.equal(back.text, text);
      assert.equal(back.decrypted, r.entities_found);
    }),
    { numRuns: 300 },
  );
});

test('property: replacement offsets are right for any spans and operators', () => {
  fc.assert(
    fc.property(docArb, operatorsArb, ([text, entities], operators) => {
      checkOffsets(text, anonymize(text, entities, operators, { hashSecret: 'account secret' }));
    }),
    { numRuns: 300 },
  );
});

test('property: the output never contains an anonymized original (unless kept)', () => {
  // Secrets are "§<unique number><decoration>§" and filler never has "§" or digits, so an original
  // can only reappear if an operator leaks it. Spans start and end on secret boundaries (and
  // overlap freely), hence every resolved span begins and ends with a whole unique secret.
  const filler = fc.string({ unit: fc.constantFrom(' ', 'a', 'Q', '😀', 'e\u0301', '-', '\n', 'ENC:', '='), maxLength: 5 });
  const piece = fc.oneof(fc.record({ filler }), fc.record({ decoration: fc.constantFrom('', '😀', 'x', 'é\u0301', ' ') }));
  const docs = fc.array(piece, { minLength: 1, maxLength: 12 }).chain((pieces) => {
    let text = '';
    const bounds: [number, number][] = [];
    for (const p of pieces) {
      if ('filler' in p) {
        text += p.filler;
        continue;
      }
      const secret = `§${bounds.length}${p.decoration}§`;
      const start = Array.from(text).length;
      text += secret;
      bounds.push([start, start + Array.from(secret).length]);
    }
    const n = bounds.length;
    if (n === 0) return fc.constant({ text, entities: [] as AnonymizeEntity[] });
    const entity = fc
      .record({ i: fc.nat(n - 1), j: fc.nat(n - 1), type: fc.constantFrom(...TYPES), score: scoreArb })
      .map(({ i, j, type, score }) => ({ entity_type: type, start: bounds[Math.min(i, j)]![0], end: bounds[Math.max(i, j)]![1], score }));
    return fc.record({ text: fc.constant(text), entities: fc.array(entity, { maxLength: 8 }) });
  });

  fc.assert(
    fc.property(docs, operatorsArb, ({ text, entities }, operators) => {
      const r = anonymize(text, entities, operators, { hashSecret: 'account secret' });
      checkOffsets(text, r);
      for (const x of r.replacements) {
        if (operators[x.entity_type as keyof typeof operators].type === 'keep') continue;
        assert.ok(!r.anonymized_text.includes(x.original), `${JSON.stringify(x.original)} leaked into ${JSON.stringify(r.anonymized_text)}`);
      }
    }),
    { numRuns: 300 },
  );
});
