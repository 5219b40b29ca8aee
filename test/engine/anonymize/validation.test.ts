import { test, describe } from 'node:test';
import assert from 'node:assert/strict';
import { anonymize, deanonymize, validateOperators, OperatorSet } from '../../../src/engine/anonymize/index.ts';
import { EngineError } from '../../../src/engine/errors.ts';
import { engineError, KEY } from './helpers.ts';

const rejects = (operators: unknown, message: string, code = 'invalid_operator') => {
  assert.throws(() => validateOperators(operators), engineError(message, code));
  // anonymize validates the same way before touching the text
  assert.throws(() => anonymize('x', [], operators), engineError(message, code));
};

describe('validateOperators: every error names its field', () => {
  test('operators not an object', () => {
    for (const bad of [null, 'replace', 42, [{ type: 'redact' }], true]) {
      rejects(bad, 'operators must be an object keyed by entity type (or DEFAULT)', 'invalid_operators');
    }
  });

  test('entry not an object, entry without type, type not a string, unknown type', () => {
    rejects({ PERSON: 'redact' }, 'operators.PERSON must be an object with a type');
    rejects({ PERSON: null }, 'operators.PERSON must be an object with a type');
    rejects({ PERSON: {} }, 'operators.PERSON.type is required');
    rejects({ DEFAULT: { new_value: 'x' } }, 'operators.DEFAULT.type is required');
    rejects({ PERSON: { type: 3 } }, 'operators.PERSON.type must be a string');
    rejects({ PERSON: { type: 'scramble' } }, "operators.PERSON.type 'scramble' is not an operator; use one of replace, redact, hash, encrypt, mask, keep", 'unknown_operator');
    rejects({ PERSON: { type: 'Replace' } }, "operators.PERSON.type 'Replace' is not an operator; use one of replace, redact, hash, encrypt, mask, keep", 'unknown_operator');
  });

  test('replace: new_value over 100 characters or not a string', () => {
    rejects({ PERSON: { type: 'replace', new_value: 'x'.repeat(101) } }, 'operators.PERSON.new_value must be at most 100 characters');
    rejects({ PERSON: { type: 'replace', new_value: '😀'.repeat(101) } }, 'operators.PERSON.new_value must be at most 100 characters');
    rejects({ PERSON: { type: 'replace', new_value: 5 } }, 'operators.PERSON.new_value must be a string');
    assert.doesNotThrow(() => validateOperators({ PERSON: { type: 'replace', new_value: 'x'.repeat(100) } }));
  });

  test('hash: bad hash_type, short salt', () => {
    rejects({ SSN: { type: 'hash', hash_type: 'MD5' } }, 'operators.SSN.hash_type must be SHA256 or SHA512');
    rejects({ SSN: { type: 'hash', hash_type: 'SHA-256' } }, 'operators.SSN.hash_type must be SHA256 or SHA512');
    rejects({ SSN: { type: 'hash', hash_type: 256 } }, 'operators.SSN.hash_type must be a string');
    rejects({ SSN: { type: 'hash', salt: 'x'.repeat(15) } }, 'operators.SSN.salt must be at least 16 characters');
    rejects({ SSN: { type: 'hash', salt: 123456789012345 } }, 'operators.SSN.salt must be a string');
    assert.doesNotThrow(() => validateOperators({ SSN: { type: 'hash', hash_type: 'sha512', salt: 'x'.repeat(16) } }));
  });

  test('encrypt: key length outside 16–32, key and key_id together, empty key_id', () => {
    rejects({ DEFAULT: { type: 'encrypt', key: 'x'.repeat(15) } }, 'operators.DEFAULT.key must be 16 to 32 characters');
    rejects({ DEFAULT: { type: 'encrypt', key: 'x'.repeat(33) } }, 'operators.DEFAULT.key must be 16 to 32 characters');
    rejects({ DEFAULT: { type: 'encrypt', key: 123456789012345 } }, 'operators.DEFAULT.key must be a string');
    rejects({ DEFAULT: { type: 'encrypt', key: KEY, key_id: 'k1' } }, 'operators.DEFAULT.key and operators.DEFAULT.key_id cannot both be given');
    rejects({ DEFAULT: { type: 'encrypt', key_id: '' } }, 'operators.DEFAULT.key_id must not be empty');
    for (const ok of ['x'.repeat(16), 'x'.repeat(32), '😀'.repeat(32)]) assert.doesNotThrow(() => validateOperators({ DEFAULT: { type: 'encrypt', key: ok } }));
  });

  test('mask: masking_char not one character, chars_to_mask negative or fractional, from_end not boolean', () => {
    rejects({ PHONE: { type: 'mask', masking_char: '' } }, 'operators.PHONE.masking_char must be exactly one character');
    rejects({ PHONE: { type: 'mask', masking_char: '**' } }, 'operators.PHONE.masking_char must be exactly one character');
    rejects({ PHONE: { type: 'mask', masking_char: '👍🏽' } }, 'operators.PHONE.masking_char must be exactly one character');
    rejects({ PHONE: { type: 'mask', masking_char: 42 } }, 'operators.PHONE.masking_char must be a string');
    rejects({ PHONE: { type: 'mask', chars_to_mask: -1 } }, 'operators.PHONE.chars_to_mask must be an integer of at least 0');
    rejects({ PHONE: { type: 'mask', chars_to_mask: 1.5 } }, 'operators.PHONE.chars_to_mask must be an integer of at least 0');
    rejects({ PHONE: { type: 'mask', chars_to_mask: '3' } }, 'operators.PHONE.chars_to_mask must be an integer of at least 0');
    rejects({ PHONE: { type: 'mask', chars_to_mask: Infinity } }, 'operators.PHONE.chars_to_mask must be an integer of at least 0');
    rejects({ PHONE: { type: 'mask', from_end: 'true' } }, 'operators.PHONE.from_end must be a boolean (true or false)');
    assert.doesNotThrow(() => validateOperators({ PHONE: { type: 'mask', masking_char: '😀', chars_to_mask: 0, from_end: true } }));
  });

  test('unknown parameters are ignored', () => {
    assert.doesNotThrow(() => validateOperators({ PERSON: { type: 'redact', new_value: 'x', foo: [1] } }));
  });

  test('the returned set is reusable and is accepted by anonymize as is', () => {
    const set = validateOperators({ DEFAULT: { type: 'redact' } });
    assert.ok(set instanceof OperatorSet);
    assert.equal(anonymize('ab', [{ entity_type: 'X', start: 0, end: 1, score: 1 }], set).anonymized_text, '[REDACTED]b');
    assert.equal(validateOperators(set), set);
  });

  test('requirements() tells the caller which keys and secrets to load', () => {
    const set = validateOperators({
      A: { type: 'encrypt', key_id: 'k1' },
      B: { type: 'encrypt', key_id: 'k1' },
      C: { type: 'encrypt', key_id: 'k2' },
      D: { type: 'encrypt' },
      E: { type: 'encrypt', key: KEY },
      F: { type: 'hash' },
      G: { type: 'hash', salt: 'x'.repeat(16) },
    });
    assert.deepEqual(set.requirements(), [
      { kind: 'key_id', id: 'k1' },
      { kind: 'key_id', id: 'k2' },
      { kind: 'default_encryption_key' },
      { kind: 'hash_secret' },
    ]);
    assert.deepEqual(validateOperators({ P: { type: 'redact' } }).requirements(), []);
  });

  test('operator params never carry key material', () => {
    const set = validateOperators({ A: { type: 'encrypt', key: KEY }, B: { type: 'hash', salt: 'y'.repeat(16) } });
    assert.ok(!JSON.stringify([set.operatorFor('A')?.params, set.operatorFor('B')?.params]).includes(KEY));
    assert.ok(!JSON.stringify(set.operatorFor('B')?.params).includes('yyyy'));
  });
});

describe('context errors at anonymize time', () => {
  const e = [{ entity_type: 'X', start: 0, end: 1, score: 1 }];

  test('unknown key_id names the field', () => {
    assert.throws(
      () => anonymize('ab', e, { X: { type: 'encrypt', key_id: 'nope' } }, { resolveKeyId: () => undefined }),
      engineError("operators.X.key_id 'nope' is not a known encryption key", 'unknown_key_id'),
    );
    assert.throws(() => anonymize('ab', e, { X: { type: 'encrypt', key_id: 'nope' } }), engineError(/operators\.X\.key_id/, 'unknown_key_id'));
  });

  test('encrypt without key, key_id or default key says a key is required', () => {
    assert.throws(
      () => anonymize('ab', e, { DEFAULT: { type: 'encrypt' } }),
      engineError('operators.DEFAULT.key is required: give key or key_id (no default encryption key is available)', 'encryption_key_required'),
    );
  });

  test('a misconfigured operator fails even when no entity uses it', () => {
    assert.throws(() => anonymize('ab', [], { X: { type: 'encrypt', key_id: 'nope' } }), EngineError);
  });

  test('hash without salt or account secret', () => {
    assert.throws(
      () => anonymize('ab', e, { X: { type: 'hash' } }),
      engineError('operators.X.salt is required: no account hash secret is available', 'hash_secret_required'),
    );
    assert.throws(() => anonymize('ab', e, { X: { type: 'hash' } }, { hashSecret: '' }), EngineError);
  });
});

describe('entities and text', () => {
  const bad = (entities: unknown, message: string) =>
    assert.throws(() => anonymize('abc', entities as never), engineError(message, 'invalid_entity_span'));

  test('every bad span is an error, not garbled output', () => {
    bad('x', 'entities must be an array of spans');
    bad([null], 'entities[0].entity_type is required');
    bad([{ entity_type: '', start: 0, end: 1, score: 1 }], 'entities[0].entity_type must be a non-empty string');
    bad([{ entity_type: 'X', start: -1, end: 1, score: 1 }], 'entities[0].start must be an integer of at least 0');
    bad([{ entity_type: 'X', start: 0.5, end: 1, score: 1 }], 'entities[0].start must be an integer of at least 0');
    bad([{ entity_type: 'X', start: 0, end: 1, score: 1 }, { entity_type: 'X', start: 1, end: 1, score: 1 }], 'entities[1].end must be an integer greater than start and at most 3');
    bad([{ entity_type: 'X', start: 0, end: 4, score: 1 }], 'entities[0].end must be an integer greater than start and at most 3');
    bad([{ entity_type: 'X', start: 0, end: 1 }], 'entities[0].score must be a number');
    bad([{ entity_type: 'X', start: 0, end: 1, score: NaN }], 'entities[0].score must be a number');
  });

  test('text must be a string', () => {
    assert.throws(() => anonymize(5 as never, []), engineError('text must be a string', 'invalid_text'));
    assert.throws(() => deanonymize(5 as never, KEY), engineError('text must be a string', 'invalid_text'));
  });

  test('deanonymize key length', () => {
    assert.throws(() => deanonymize('x', 'short'), engineError('key must be 16 to 32 characters', 'invalid_key'));
    assert.throws(() => deanonymize('x', 'x'.repeat(33)), engineError('key must be 16 to 32 characters', 'invalid_key'));
    assert.throws(() => deanonymize('x', undefined as never), engineError('key must be a string', 'invalid_key'));
  });
});
