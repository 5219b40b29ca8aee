/**
 * Offline `veil analyze` / `veil anonymize`: the engine in the CLI process, on a file and on
 * stdin, with the API's output shapes, and the offline rules for hash (local secret) and encrypt
 * (explicit key only).
 */
import { after, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { createHmac } from 'node:crypto';
import { existsSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { baseEnv, jsonError, tempDir, veil } from './helpers.ts';

interface Entity {
  entity_type: string;
  text: string;
  start: number;
  end: number;
  score: number;
}
interface Replacement {
  entity_type: string;
  original: string;
  replacement: string;
  start: number;
  end: number;
}
interface Analyzed {
  entities: Entity[];
  language: string;
}
interface Anonymized {
  anonymized_text: string;
  entities_found: number;
  replacements: Replacement[];
}

const TEXT = 'Call Jane Doe at 212-555-0123 or write to jane.doe@example.com.\n';

describe('veil analyze / anonymize (offline)', () => {
  const dir = tempDir('offline');
  const file = join(dir, 'letter.txt');
  writeFileSync(file, TEXT);
  // No DATA_DIR store is touched by these commands: point it somewhere that must stay empty.
  const env = baseEnv({ DATA_DIR: join(dir, 'data'), XDG_CONFIG_HOME: join(dir, 'xdg') });

  after(() => rmSync(dir, { recursive: true, force: true }));

  test('analyze FILE prints one line per entity; --json has the API shape', async () => {
    const human = await veil(['analyze', file], { env });
    assert.equal(human.code, 0, human.stderr);
    assert.match(human.stdout, /^PERSON\s+5-13\s+\d\.\d\d\s+"Jane Doe"$/m);
    assert.match(human.stdout, /^EMAIL_ADDRESS\s+.*"jane\.doe@example\.com"$/m);

    const run = await veil(['analyze', file, '--json'], { env });
    assert.equal(run.code, 0, run.stderr);
    const body = JSON.parse(run.stdout) as Analyzed;
    assert.deepEqual(Object.keys(body).sort(), ['entities', 'language']);
    assert.equal(body.language, 'en');
    const types = body.entities.map((e) => e.entity_type);
    assert.deepEqual(types, ['PERSON', 'PHONE_NUMBER', 'EMAIL_ADDRESS']);
    for (const e of body.entities) {
      assert.deepEqual(Object.keys(e).sort(), ['end', 'entity_type', 'score', 'start', 'text']);
      assert.equal(Array.from(TEXT).slice(e.start, e.end).join(''), e.text);
    }
    assert.equal(existsSync(join(dir, 'data')), false, 'offline commands never open the store');
  });

  test('analyze - reads stdin; --entities and --threshold filter', async () => {
    const run = await veil(['analyze', '-', '--entities', 'EMAIL_ADDRESS,PHONE_NUMBER', '--threshold', '0.5', '--json'], { env, input: TEXT });
    assert.equal(run.code, 0, run.stderr);
    const types = (JSON.parse(run.stdout) as Analyzed).entities.map((e) => e.entity_type);
    assert.deepEqual(types, ['PHONE_NUMBER', 'EMAIL_ADDRESS']);
    const none = await veil(['analyze', '-'], { env, input: 'nothing personal here\n' });
    assert.equal(none.code, 0);
    assert.equal(none.stdout, 'no PII found\n');
  });

  test('anonymize prints the anonymized text (default <TYPE>), from a file and from stdin', async () => {
    const fromFile = await veil(['anonymize', file], { env });
    assert.equal(fromFile.code, 0, fromFile.stderr);
    assert.equal(fromFile.stdout, 'Call <PERSON> at <PHONE_NUMBER> or write to <EMAIL_ADDRESS>.\n');
    const fromStdin = await veil(['anonymize', '-'], { env, input: TEXT });
    assert.equal(fromStdin.stdout, fromFile.stdout);

    const run = await veil(['anonymize', '-', '--json', '--operators', '{"DEFAULT":{"type":"redact"},"PHONE_NUMBER":{"type":"mask","chars_to_mask":4,"from_end":true}}'], {
      env,
      input: TEXT,
    });
    assert.equal(run.code, 0, run.stderr);
    const body = JSON.parse(run.stdout) as Anonymized;
    assert.deepEqual(Object.keys(body).sort(), ['anonymized_text', 'entities_found', 'replacements']);
    assert.equal(body.anonymized_text, 'Call [REDACTED] at 212-555-**** or write to [REDACTED].\n');
    assert.equal(body.entities_found, 3);
    assert.deepEqual(body.replacements[1], { entity_type: 'PHONE_NUMBER', original: '212-555-0123', replacement: '212-555-****', start: 19, end: 31 });
  });

  test('--operators @file; hash with salt is the documented HMAC; encrypt with an explicit key', async () => {
    const ops = join(dir, 'ops.json');
    writeFileSync(ops, JSON.stringify({ DEFAULT: { type: 'keep' }, EMAIL_ADDRESS: { type: 'hash', salt: 'a-salt-of-16-chars+' }, PERSON: { type: 'encrypt', key: '0123456789abcdef0123456789abcdef' } }));
    const run = await veil(['anonymize', file, '--operators', `@${ops}`, '--json'], { env });
    assert.equal(run.code, 0, run.stderr);
    const [person, phone, email] = (JSON.parse(run.stdout) as Anonymized).replacements as [Replacement, Replacement, Replacement];
    assert.equal(email.replacement, createHmac('sha256', 'a-salt-of-16-chars+').update('jane.doe@example.com').digest('hex'));
    assert.equal(phone.replacement, '212-555-0123');
    assert.match(person.replacement, /^ENC:[A-Za-z0-9+/]+=*$/);
  });

  test('hash without salt is keyed with VEIL_HASH_SECRET, else a per-user secret file (0600), stable across runs', async () => {
    const hashOps = ['--operators', '{"DEFAULT":{"type":"keep"},"EMAIL_ADDRESS":{"type":"hash"}}', '--entities', 'EMAIL_ADDRESS', '--json'];
    const secret = 'an-explicit-hash-secret-0123456789';
    const viaEnv = await veil(['anonymize', file, ...hashOps], { env: { ...env, VEIL_HASH_SECRET: secret } });
    assert.equal(viaEnv.code, 0, viaEnv.stderr);
    assert.equal((JSON.parse(viaEnv.stdout) as Anonymized).replacements[0]!.replacement, createHmac('sha256', secret).update('jane.doe@example.com').digest('hex'));

    const secretFile = join(dir, 'xdg', 'veil', 'hash_secret');
    assert.equal(existsSync(secretFile), false);
    const first = await veil(['anonymize', file, ...hashOps], { env });
    assert.equal(first.code, 0, first.stderr);
    assert.equal(statSync(secretFile).mode & 0o777, 0o600);
    const local = readFileSync(secretFile, 'utf8').trim();
    const expected = createHmac('sha256', local).update('jane.doe@example.com').digest('hex');
    assert.equal((JSON.parse(first.stdout) as Anonymized).replacements[0]!.replacement, expected);
    const second = await veil(['anonymize', file, ...hashOps], { env });
    assert.equal((JSON.parse(second.stdout) as Anonymized).replacements[0]!.replacement, expected, 'same value, same hash');
  });

  test('invalid input: exit 2 naming the field; unreadable file: exit 1', async () => {
    const encrypt = await veil(['anonymize', file, '--operators', '{"PERSON":{"type":"encrypt"}}', '--json'], { env });
    assert.equal(encrypt.code, 2);
    assert.match(jsonError(encrypt).error, /operators\.PERSON\.key is required offline/);

    const unknownOp = await veil(['anonymize', file, '--operators', '{"PERSON":{"type":"shred"}}', '--json'], { env });
    assert.equal(unknownOp.code, 2);
    assert.deepEqual(jsonError(unknownOp).details, { field: 'operators.PERSON.type' });

    const badJson = await veil(['anonymize', file, '--operators', '{PERSON', '--json'], { env });
    assert.equal(badJson.code, 2);
    assert.match(jsonError(badJson).error, /not valid JSON/);

    const language = await veil(['analyze', file, '--language', 'xx', '--json'], { env });
    assert.equal(language.code, 2);
    assert.equal(jsonError(language).code, 'unsupported_language');
    assert.deepEqual((jsonError(language).details as { supported: string[] }).supported.includes('en'), true);

    const entity = await veil(['analyze', file, '--entities', 'NOT_A_TYPE', '--json'], { env });
    assert.equal(entity.code, 2);

    const threshold = await veil(['analyze', file, '--threshold', '1.5'], { env });
    assert.equal(threshold.code, 2);
    assert.match(threshold.stderr, /--threshold must be a number from 0 to 1/);

    const missing = await veil(['analyze', join(dir, 'nope.txt')], { env });
    assert.equal(missing.code, 1);
    assert.match(missing.stderr, /cannot read .*nope\.txt: no such file/);

    const noArg = await veil(['anonymize'], { env });
    assert.equal(noArg.code, 2);
    assert.match(noArg.stderr, /missing argument FILE/);
  });
});
