/**
 * Argument handling of `veil`, in-process through runCli (no store is opened for any of these, so
 * a child process per case would only add start-up time). That the real binary turns the result
 * into its exit code is checked at the end and in the other files.
 */
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { PassThrough } from 'node:stream';
import { runCli } from '../../src/cli/run.ts';
import { COMMANDS } from '../../src/cli/registry.ts';
import { parseDuration } from '../../src/cli/commands/token.ts';
import { baseEnv, jsonError, veil } from './helpers.ts';

async function cli(args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  const stdout = new PassThrough();
  const stderr = new PassThrough();
  let out = '';
  let err = '';
  stdout.on('data', (d: Buffer) => (out += d.toString()));
  stderr.on('data', (d: Buffer) => (err += d.toString()));
  // A data dir that must never be created: none of these cases may reach the store.
  const code = await runCli(args, { env: { DATA_DIR: '/nonexistent/veil-usage-test' }, cwd: process.cwd(), stdin: new PassThrough(), stdout, stderr });
  return { code, stdout: out, stderr: err };
}

describe('veil usage errors (exit code 2)', () => {
  const cases: [string[], RegExp][] = [
    [['account', 'create', '--plan', 'pro'], /--email is required/],
    [['account', 'create', '--email', 'a@b.c'], /--plan is required/],
    [['account', 'set-plan', '--email', 'a@b.c'], /--plan is required/],
    [['account', 'top-up', '--email', 'a@b.c'], /--tokens is required/],
    [['account', 'top-up', '--email', 'a@b.c', '--tokens', 'ten'], /--tokens must be a positive whole number/],
    [['account', 'top-up', '--email', 'a@b.c', '--tokens=-5'], /--tokens must be a positive whole number/],
    [['account', 'show'], /--email is required/],
    [['account', 'create', '--email', 'a@b.c', '--plan', 'pro', '--colour', 'red'], /Unknown option '--colour'/],
    [['account', 'create', '--email'], /argument missing/],
    [['account', 'show', '--email', 'a@b.c', 'extra'], /unexpected argument 'extra'/],
    [['token', 'create', '--email', 'a@b.c', '--expires-in', '3 days'], /--expires-in must be a number followed by d, h or m/],
    [['token', 'create', '--email', 'a@b.c', '--expires-in', '0d'], /longer than zero/],
    [['token', 'create', '--email', 'a@b.c', '--expires-in', '9999d'], /at most 3650d/],
    [['token', 'revoke'], /missing argument ID/],
    [['token', 'revoke', 'a', 'b'], /unexpected argument 'b'/],
    [['analyze'], /missing argument FILE/],
    [['analyze', 'a.txt', '--threshold', 'high'], /--threshold must be a number from 0 to 1/],
    [['analyze', 'a.txt', '--entities', ','], /--entities needs at least one entity type/],
    [['frobnicate'], /unknown command 'frobnicate'/],
    [['account'], /veil account needs a subcommand: create, set-plan, top-up, show, set-password/],
    [['account', 'delete'], /unknown command 'veil account delete'; try one of: create, set-plan, top-up, show, set-password/],
    [[], /usage: veil <command>/],
  ];
  for (const [args, message] of cases) {
    test(`veil ${args.join(' ') || '(nothing)'}`, async () => {
      const run = await cli(args);
      assert.equal(run.code, 2);
      assert.equal(run.stdout, '');
      assert.match(run.stderr, message);
    });
  }

  test('--json: the error as one JSON line on stderr, nothing on stdout', async () => {
    const run = await cli(['account', 'create', '--plan', 'pro', '--json']);
    assert.equal(run.code, 2);
    assert.equal(run.stdout, '');
    assert.deepEqual(JSON.parse(run.stderr), { error: '--email is required' });
  });
});

describe('veil help', () => {
  test('--help lists every registered command', async () => {
    const run = await cli(['--help']);
    assert.equal(run.code, 0);
    const lines = run.stdout.split('\n').map((l) => l.trim().replace(/\s{2,}/, ' '));
    for (const entry of COMMANDS) assert.ok(lines.includes(`${entry.name} ${entry.summary}`), entry.name);
  });

  test('every command has --help with its usage line; the admin and offline ones with --json and an example', async () => {
    const withJson = ['account create', 'account set-plan', 'account top-up', 'account show', 'account set-password', 'token create', 'token revoke', 'analyze', 'anonymize'];
    for (const entry of COMMANDS) {
      const run = await cli([...entry.name.split(' '), '--help']);
      assert.equal(run.code, 0, entry.name);
      assert.ok(run.stdout.startsWith(`usage: veil ${entry.name}`), run.stdout);
      if (!withJson.includes(entry.name)) continue;
      assert.match(run.stdout, /--json/, entry.name);
      assert.match(run.stdout, /Examples?:/, entry.name);
    }
    assert.deepEqual(await cli(['help', 'token', 'create']), await cli(['token', 'create', '--help']));
  });

  test('--version prints the package version', async () => {
    const run = await cli(['--version']);
    assert.equal(run.code, 0);
    assert.match(run.stdout, /^\d+\.\d+\.\d+/);
  });
});

describe('--expires-in', () => {
  test('d, h and m', () => {
    assert.equal(parseDuration('90d'), 90 * 86_400_000);
    assert.equal(parseDuration('12h'), 12 * 3_600_000);
    assert.equal(parseDuration('30m'), 30 * 60_000);
  });
});

test('the real binary exits with the code runCli returns', async () => {
  const env = baseEnv({ DATA_DIR: '/nonexistent/veil-usage-test' });
  const usage = await veil(['account', 'create', '--plan', 'pro', '--json'], { env });
  assert.equal(usage.code, 2);
  assert.deepEqual(jsonError(usage), { error: '--email is required' });
  const help = await veil(['--help'], { env });
  assert.equal(help.code, 0);
});
