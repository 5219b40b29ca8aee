/* eslint-disable @typescript-eslint/no-unsafe-member-access, @typescript-eslint/no-unsafe-assignment, @typescript-eslint/no-unsafe-argument, @typescript-eslint/no-unsafe-call, @typescript-eslint/no-unsafe-return, @typescript-eslint/no-explicit-any --
   tool results are untyped JSON; the assertions are the type check. */
/**
 * `veil mcp` as an MCP client starts it: a child process (`node bin/veil.js mcp`) spoken to over
 * stdio with the SDK's StdioClientTransport — once on the local engine, once proxying to a real
 * server (PGlite) with VEIL_API_URL + VEIL_API_TOKEN.
 */
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { call, makeAccount, pgliteBackend, startServer, type Server, type TestAccount } from '../service/harness.ts';
import type { SqlStore } from '../../src/store/index.ts';
import { TOOL_NAMES } from '../../src/mcp/tools.ts';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const VEIL = join(ROOT, 'bin', 'veil.js');
const TEXT = 'Contact Jane Doe at jane.doe@example.com or 212-555-0123.';
const KEY = 'a-secret-key-of-32-characters!!!';

/** The parent's environment without any Veil settings, plus `extra`. */
function childEnv(extra: Record<string, string>): Record<string, string> {
  const env: Record<string, string> = {};
  for (const [k, v] of Object.entries(process.env)) if (v !== undefined && !k.startsWith('VEIL_')) env[k] = v;
  // bin/veil.js runs src/ (the code under test), not a possibly older dist/ build.
  return { ...env, VEIL_FROM_SOURCE: '1', ...extra };
}

interface Spawned {
  client: Client;
  stderr: () => string;
}

async function spawnVeil(env: Record<string, string>): Promise<Spawned> {
  const transport = new StdioClientTransport({ command: process.execPath, args: [VEIL, 'mcp'], env: childEnv(env), cwd: ROOT, stderr: 'pipe' });
  let stderr = '';
  transport.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString('utf8')));
  const client = new Client({ name: 'veil-stdio-test', version: '1.0.0' });
  await client.connect(transport);
  return { client, stderr: () => stderr };
}

async function ok(client: Client, name: string, args: Record<string, unknown> = {}): Promise<any> {
  const result = (await client.callTool({ name, arguments: args })) as CallToolResult;
  assert.ok(!result.isError, `${name} failed: ${JSON.stringify(result.content).slice(0, 400)}`);
  return result.structuredContent;
}

async function failed(client: Client, name: string, args: Record<string, unknown> = {}): Promise<any> {
  const result = (await client.callTool({ name, arguments: args })) as CallToolResult;
  assert.equal(result.isError, true, `${name} should fail`);
  return JSON.parse((result.content[0] as { text: string }).text);
}

describe('veil mcp over stdio, local engine', () => {
  let veil: Spawned;
  let home: string;

  before(async () => {
    home = mkdtempSync(join(tmpdir(), 'veil-mcp-'));
    veil = await spawnVeil({ XDG_CONFIG_HOME: home });
  });
  after(async () => {
    await veil.client.close();
    rmSync(home, { recursive: true, force: true });
  });

  test('lists the tools and logs only to stderr', async () => {
    const { tools } = await veil.client.listTools();
    assert.deepEqual(tools.map((t) => t.name).sort(), [...TOOL_NAMES].sort());
    // Anything else on stdout would have broken the protocol before this point.
    assert.match(veil.stderr(), /veil mcp: local engine/);
  });

  test('analyze_text runs locally and charges nothing', async () => {
    const result = await ok(veil.client, 'analyze_text', { text: TEXT });
    assert.ok(result.entities.some((e: any) => e.entity_type === 'EMAIL_ADDRESS' && e.start === 20 && e.end === 40));
    assert.ok(result.entities.some((e: any) => e.entity_type === 'PHONE_NUMBER'));
    assert.equal(result.tokens_charged, 0);
    assert.equal(result.tokens_remaining, undefined);
  });

  test('encrypt → deanonymize round trip with an explicit key', async () => {
    const anon = await ok(veil.client, 'anonymize_text', { text: TEXT, operators: { DEFAULT: { type: 'encrypt', key: KEY } } });
    assert.ok(!anon.anonymized_text.includes('jane.doe@example.com'));
    const back = await ok(veil.client, 'deanonymize_text', { text: anon.anonymized_text, key: KEY });
    assert.equal(back.text, TEXT);
    assert.equal(back.tokens_charged, 0);
  });

  test('hash without salt is keyed with the local secret and stable', async () => {
    const args = { text: TEXT, entities: ['EMAIL_ADDRESS'], operators: { DEFAULT: { type: 'hash' } } };
    const a = await ok(veil.client, 'anonymize_text', args);
    const b = await ok(veil.client, 'anonymize_text', args);
    assert.match(a.anonymized_text, /at [0-9a-f]{64} or/);
    assert.equal(a.anonymized_text, b.anonymized_text);
  });

  test('what needs an account says so', async () => {
    for (const name of ['get_balance', 'list_presets']) {
      const err = await failed(veil.client, name);
      assert.match(err.error, /needs a Veil account.*VEIL_API_URL and VEIL_API_TOKEN/);
    }
    const noKey = await failed(veil.client, 'anonymize_text', { text: TEXT, operators: { DEFAULT: { type: 'encrypt' } } });
    assert.equal(noKey.status, 400);
    assert.match(noKey.error, /give key/);
  });

  test('bad arguments → the REST message', async () => {
    assert.deepEqual(await failed(veil.client, 'analyze_text', {}), { error: 'text is required', details: { field: 'text' }, status: 400 });
    const lang = await failed(veil.client, 'analyze_text', { text: 'x', language: 'xx' });
    assert.equal(lang.status, 400);
    assert.ok(Array.isArray(lang.details.supported));
  });

  test('list_entities works offline', async () => {
    const result = await ok(veil.client, 'list_entities', { language: 'en' });
    assert.ok(result.entities.some((e: any) => e.entity_type === 'CREDIT_CARD'));
  });
});

describe('veil mcp over stdio, proxying to a server', () => {
  const backend = pgliteBackend();
  let store: SqlStore;
  let server: Server;
  let pro: TestAccount;
  let veil: Spawned;

  const balance = async (): Promise<number> => (await call(server.url, 'GET', '/api/account', { token: pro.token })).body.balance.total;

  before(async () => {
    store = await backend.openStore();
    server = await startServer(store);
    pro = await makeAccount(store, 'pro');
    veil = await spawnVeil({ VEIL_API_URL: server.url, VEIL_API_TOKEN: pro.token });
  });
  after(async () => {
    await veil.client.close();
    await server.close();
    await store.close();
  });

  test('tool calls are charged on the server exactly as REST charges them', async () => {
    const before = await balance();
    const viaRest = await call(server.url, 'POST', '/api/pii/analyze', { token: pro.token, body: { text: TEXT } });
    assert.equal(await balance(), before - 1);
    const result = await ok(veil.client, 'analyze_text', { text: TEXT });
    assert.deepEqual(result.entities, viaRest.body.entities);
    assert.equal(result.tokens_charged, 1);
    assert.equal(result.tokens_remaining, before - 2);
    assert.equal(await balance(), before - 2);
    assert.match(veil.stderr(), /proxying tool calls to http:\/\/127\.0\.0\.1:\d+\//);
  });

  test('round trip with the account default key, stored on the server', async () => {
    const anon = await ok(veil.client, 'anonymize_text', { text: TEXT, operators: { DEFAULT: { type: 'encrypt' } } });
    const back = await ok(veil.client, 'deanonymize_text', { text: anon.anonymized_text });
    assert.equal(back.text, TEXT);
  });

  test('errors are the server’s', async () => {
    const viaRest = await call(server.url, 'POST', '/api/pii/anonymize', { token: pro.token, body: { text: TEXT, operators: { X: { type: 'nope' } } } });
    assert.equal(viaRest.status, 400);
    assert.deepEqual(await failed(veil.client, 'anonymize_text', { text: TEXT, operators: { X: { type: 'nope' } } }), { ...viaRest.body, status: 400 });
  });

  test('get_balance, list_presets and list_entities come from the server', async () => {
    const account = await ok(veil.client, 'get_balance');
    assert.equal(account.plan, 'pro');
    assert.equal(account.balance.total, await balance());
    const created = await call(server.url, 'POST', '/api/presets', { token: pro.token, body: { name: 'p1', settings: { entities: ['EMAIL_ADDRESS'] } } });
    const presets = await ok(veil.client, 'list_presets');
    assert.deepEqual(presets.presets.map((p: any) => p.id), [created.body.id]);
    assert.ok((await ok(veil.client, 'list_entities', { language: 'de' })).entities.length > 0);
  });

  test('a basic plan is refused like POST /mcp refuses it', async () => {
    const basic = await makeAccount(store, 'basic');
    const other = await spawnVeil({ VEIL_API_URL: server.url, VEIL_API_TOKEN: basic.token });
    try {
      assert.deepEqual(await failed(other.client, 'analyze_text', { text: TEXT }), { error: 'Upgrade required', details: { plan: 'basic', required: 'pro' }, status: 403 });
      assert.equal((await failed(other.client, 'get_balance')).status, 403);
    } finally {
      await other.client.close();
    }
  });
});

describe('veil mcp as a plain process', () => {
  test('piped requests are all answered before it exits at the end of input', () => {
    const messages = [
      { jsonrpc: '2.0', id: 1, method: 'initialize', params: { protocolVersion: '2025-06-18', capabilities: {}, clientInfo: { name: 'pipe', version: '1' } } },
      { jsonrpc: '2.0', method: 'notifications/initialized' },
      { jsonrpc: '2.0', id: 2, method: 'tools/call', params: { name: 'analyze_text', arguments: { text: TEXT } } },
      { jsonrpc: '2.0', id: 3, method: 'tools/call', params: { name: 'anonymize_text', arguments: { text: TEXT } } },
    ];
    const res = spawnSync(process.execPath, [VEIL, 'mcp'], { env: childEnv({}), input: messages.map((m) => `${JSON.stringify(m)}\n`).join(''), encoding: 'utf8', timeout: 60_000 });
    assert.equal(res.status, 0, res.stderr);
    const answers = res.stdout.trim().split('\n').map((line) => JSON.parse(line));
    assert.deepEqual(answers.map((a: any) => a.id), [1, 2, 3]);
    assert.equal(answers[2].result.structuredContent.anonymized_text, 'Contact <PERSON> at <EMAIL_ADDRESS> or <PHONE_NUMBER>.');
  });


  test('VEIL_API_URL without VEIL_API_TOKEN exits 2 with a message, before speaking the protocol', () => {
    const res = spawnSync(process.execPath, [VEIL, 'mcp'], { env: childEnv({ VEIL_API_URL: 'http://127.0.0.1:9' }), input: '', encoding: 'utf8', timeout: 60_000 });
    assert.equal(res.status, 2);
    assert.equal(res.stdout, '');
    assert.match(res.stderr, /VEIL_API_URL is set but VEIL_API_TOKEN is not/);
  });
});
