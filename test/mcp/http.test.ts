/* eslint-disable @typescript-eslint/no-unsafe-member-access, @typescript-eslint/no-unsafe-assignment, @typescript-eslint/no-unsafe-argument, @typescript-eslint/no-unsafe-call, @typescript-eslint/no-unsafe-return, @typescript-eslint/no-explicit-any --
   tool results and response bodies are untyped JSON; the assertions are the type check. */
/**
 * POST /mcp with the SDK's own client against the real app on a real store (PGlite), next to the
 * REST endpoints it mirrors: the same results, the same error messages, the same charges.
 */
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { call, makeAccount, pgliteBackend, startServer, type Server, type TestAccount } from '../service/harness.ts';
import type { SqlStore } from '../../src/store/index.ts';
import { TOOL_NAMES } from '../../src/mcp/tools.ts';

const TEXT = 'Contact Jane Doe at jane.doe@example.com or 212-555-0123.';
const KEY = 'a-secret-key-of-32-characters!!!';

async function connect(url: string, token: string | undefined): Promise<Client> {
  const client = new Client({ name: 'veil-test', version: '1.0.0' });
  const headers: Record<string, string> = token === undefined ? {} : { authorization: `Bearer ${token}` };
  await client.connect(new StreamableHTTPClientTransport(new URL('/mcp', url), { requestInit: { headers } }));
  return client;
}

/** A raw JSON-RPC initialize over HTTP, to look at statuses and headers the SDK client hides. */
function initialize(url: string, token?: string) {
  return call(url, 'POST', '/mcp', {
    ...(token !== undefined ? { token } : {}),
    headers: { accept: 'application/json, text/event-stream' },
    body: { jsonrpc: '2.0', id: 1, method: 'initialize', params: { protocolVersion: '2025-06-18', capabilities: {}, clientInfo: { name: 'raw', version: '1' } } },
  });
}

async function tool(client: Client, name: string, args: Record<string, unknown> = {}): Promise<CallToolResult> {
  return (await client.callTool({ name, arguments: args })) as CallToolResult;
}

/** The structured result of a successful call. */
async function ok(client: Client, name: string, args: Record<string, unknown> = {}): Promise<any> {
  const result = await tool(client, name, args);
  assert.ok(!result.isError, `${name} failed: ${JSON.stringify(result.content)}`);
  assert.ok(result.structuredContent, `${name} has no structuredContent`);
  return result.structuredContent;
}

/** The error body ({error, details?, status}) of a failed call. */
async function failed(client: Client, name: string, args: Record<string, unknown> = {}): Promise<any> {
  const result = await tool(client, name, args);
  assert.equal(result.isError, true, `${name} should fail: ${JSON.stringify(result.content).slice(0, 300)}`);
  assert.equal(result.structuredContent, undefined);
  const first = result.content[0];
  assert.equal(first?.type, 'text');
  return JSON.parse((first as { text: string }).text);
}

describe('MCP over Streamable HTTP (PGlite)', () => {
  const backend = pgliteBackend();
  let store: SqlStore;
  let server: Server;
  let url: string;
  let pro: TestAccount;
  let business: TestAccount;
  let client: Client;

  const balance = async (account: TestAccount): Promise<number> => (await call(url, 'GET', '/api/account', { token: account.token })).body.balance.total;
  const rest = (path: string, account: TestAccount, body: unknown) => call(url, 'POST', path, { token: account.token, body });

  before(async () => {
    store = await backend.openStore();
    server = await startServer(store);
    url = server.url;
    [pro, business] = await Promise.all([makeAccount(store, 'pro'), makeAccount(store, 'business')]);
    client = await connect(url, pro.token);
  });
  after(async () => {
    await client.close();
    await server.close();
    await store.close();
  });

  describe('tools/list', () => {
    test('lists the eight tools, each with a description, an input schema and an output schema', async () => {
      const { tools } = await client.listTools();
      assert.deepEqual(tools.map((t) => t.name).sort(), [...TOOL_NAMES].sort());
      for (const t of tools) {
        assert.ok((t.description ?? '').length > 80, `${t.name}: description too short for a model to choose by`);
        assert.equal(t.inputSchema.type, 'object');
        assert.equal(t.outputSchema?.type, 'object', `${t.name} has no output schema`);
      }
      const analyze = tools.find((t) => t.name === 'analyze_text')!;
      assert.deepEqual(analyze.inputSchema.required, ['text']);
      assert.ok(analyze.outputSchema?.properties?.tokens_charged);
      assert.ok(analyze.annotations?.readOnlyHint);
    });

    test('the server introduces itself', () => {
      assert.equal(client.getServerVersion()?.name, 'veil');
      assert.match(client.getInstructions() ?? '', /deanonymize_text/);
    });
  });

  describe('text tools match REST', () => {
    test('analyze_text returns what POST /api/pii/analyze returns and charges the same', async () => {
      const viaRest = await rest('/api/pii/analyze', pro, { text: TEXT });
      assert.equal(viaRest.status, 200);
      const before = await balance(pro);
      const result = await ok(client, 'analyze_text', { text: TEXT });
      assert.deepEqual(result.entities, viaRest.body.entities);
      assert.equal(result.language, 'en');
      assert.equal(result.tokens_charged, viaRest.body.tokens_charged);
      assert.equal(result.tokens_charged, 1);
      assert.equal(await balance(pro), before - 1);
      assert.equal(result.tokens_remaining, before - 1);
      assert.ok(result.entities.some((e: any) => e.entity_type === 'EMAIL_ADDRESS' && e.text === 'jane.doe@example.com'));
    });

    test('a 2,500-character text costs 3 tokens, as on REST', async () => {
      const text = `${TEXT} `.repeat(44).slice(0, 2500);
      const viaRest = await rest('/api/pii/analyze', pro, { text });
      assert.equal(viaRest.headers.get('x-tokens-charged'), '3');
      const before = await balance(pro);
      const result = await ok(client, 'analyze_text', { text, entities: ['EMAIL_ADDRESS'] });
      assert.equal(result.tokens_charged, 3);
      assert.equal(await balance(pro), before - 3);
      assert.ok(result.entities.every((e: any) => e.entity_type === 'EMAIL_ADDRESS'));
    });

    test('a bare tools/call POST works without a session (stateless), as in the docs’ curl example', async () => {
      const res = await call(url, 'POST', '/mcp', {
        token: pro.token,
        headers: { accept: 'application/json, text/event-stream' },
        body: { jsonrpc: '2.0', id: 7, method: 'tools/call', params: { name: 'analyze_text', arguments: { text: TEXT } } },
      });
      assert.equal(res.status, 200);
      assert.equal(res.body.id, 7);
      assert.equal(res.body.result.structuredContent.tokens_charged, 1);
      assert.equal(res.headers.get('mcp-session-id'), null);
      // The billing headers of REST are on the HTTP response as well.
      assert.equal(res.headers.get('x-tokens-charged'), '1');
      assert.equal(Number(res.headers.get('x-tokens-remaining')), res.body.result.structuredContent.tokens_remaining);
    });

    test('the content text carries the same JSON for clients without structured output', async () => {
      const result = await tool(client, 'analyze_text', { text: TEXT });
      const text = (result.content[0] as { text: string }).text;
      assert.deepEqual(JSON.parse(text), result.structuredContent);
    });

    test('anonymize_text applies operators as REST does', async () => {
      const operators = { PERSON: { type: 'replace', new_value: '[name]' }, DEFAULT: { type: 'redact' } };
      const viaRest = await rest('/api/pii/anonymize', pro, { text: TEXT, operators });
      const before = await balance(pro);
      const result = await ok(client, 'anonymize_text', { text: TEXT, operators });
      assert.equal(result.anonymized_text, viaRest.body.anonymized_text);
      assert.deepEqual(result.replacements, viaRest.body.replacements);
      assert.equal(result.entities_found, viaRest.body.entities_found);
      assert.match(result.anonymized_text, /^Contact \[name\] at \[REDACTED\]/);
      assert.equal(result.tokens_charged, 1);
      assert.equal(await balance(pro), before - 1);
    });

    test('batch_analyze charges the sum over the documents', async () => {
      const long = 'x'.repeat(1500);
      const before = await balance(pro);
      const result = await ok(client, 'batch_analyze', { documents: [{ id: 'a', text: TEXT }, { id: 'b', text: long }] });
      assert.equal(result.documents, 2);
      assert.deepEqual(
        result.results.map((r: any) => [r.id, r.tokens_charged]),
        [
          ['a', 1],
          ['b', 2],
        ],
      );
      assert.equal(result.tokens_charged, 3);
      assert.equal(await balance(pro), before - 3);
      const viaRest = await rest('/api/pii/batch', pro, { documents: [{ id: 'a', text: TEXT }, { id: 'b', text: long }] });
      assert.deepEqual(result.results, viaRest.body.results);
    });

    test('batch_analyze with operation anonymize', async () => {
      const result = await ok(client, 'batch_analyze', { texts: [TEXT, 'no pii here'], operation: 'anonymize' });
      assert.match(result.results[0].anonymized_text, /<EMAIL_ADDRESS>/);
      assert.equal(result.results[1].anonymized_text, 'no pii here');
    });
  });

  describe('LLM-style round trip', () => {
    test('anonymize with encrypt, let a "model" rewrite around the tokens, deanonymize → the originals', async () => {
      const original = 'Please email Jane Doe at jane.doe@example.com about invoice 42; her phone is 212-555-0123.';
      const anon = await ok(client, 'anonymize_text', { text: original, operators: { DEFAULT: { type: 'encrypt', key: KEY } } });
      assert.ok(!anon.anonymized_text.includes('jane.doe@example.com'));
      assert.ok(!anon.anonymized_text.includes('212-555-0123'));
      const tokens: string[] = anon.replacements.map((r: any) => r.replacement);
      assert.ok(tokens.length >= 3 && tokens.every((t) => t.startsWith('ENC:')));

      // Deanonymizing the anonymized text gives the original back exactly.
      const back = await ok(client, 'deanonymize_text', { text: anon.anonymized_text, key: KEY });
      assert.equal(back.text, original);
      assert.equal(back.decrypted, tokens.length);
      assert.equal(back.failed, 0);
      assert.equal(back.tokens_charged, 1);

      // A model's answer that reuses the tokens in new prose is restored too.
      const email = anon.replacements.find((r: any) => r.entity_type === 'EMAIL_ADDRESS').replacement;
      const answer = `Draft: "Dear customer, we will write to ${email} today."`;
      const restored = await ok(client, 'deanonymize_text', { text: answer, key: KEY });
      assert.equal(restored.text, 'Draft: "Dear customer, we will write to jane.doe@example.com today."');
    });

    test('without a key both directions use the account default key', async () => {
      const anon = await ok(client, 'anonymize_text', { text: TEXT, operators: { EMAIL_ADDRESS: { type: 'encrypt' } } });
      assert.match(anon.anonymized_text, /ENC:/);
      const back = await ok(client, 'deanonymize_text', { text: anon.anonymized_text });
      assert.equal(back.text, TEXT.replace('Jane Doe', '<PERSON>').replace('212-555-0123', '<PHONE_NUMBER>'));
      // Another account's default key does not open it.
      const other = await connect(url, business.token);
      try {
        const foreign = await ok(other, 'deanonymize_text', { text: anon.anonymized_text });
        assert.equal(foreign.decrypted, 0);
        assert.equal(foreign.failed, 1);
      } finally {
        await other.close();
      }
    });
  });

  describe('free tools', () => {
    test('list_entities matches GET /api/pii/entities and costs nothing', async () => {
      const before = await balance(pro);
      const result = await ok(client, 'list_entities');
      const viaRest = await call(url, 'GET', '/api/pii/entities', { token: pro.token });
      assert.deepEqual(result, viaRest.body);
      const de = await ok(client, 'list_entities', { language: 'de' });
      assert.ok(de.entities.length > 0 && de.entities.length < result.entities.length);
      assert.equal(await balance(pro), before);
    });

    test('get_balance is GET /api/account', async () => {
      const result = await ok(client, 'get_balance');
      const viaRest = await call(url, 'GET', '/api/account', { token: pro.token });
      assert.deepEqual(result, viaRest.body);
      assert.equal(result.plan, 'pro');
      assert.equal(result.limits.mcp, true);
    });

    test('list_presets lists the presets, which the text tools accept as preset_id', async () => {
      const created = await rest('/api/presets', pro, { name: 'emails only', settings: { entities: ['EMAIL_ADDRESS'], operators: { DEFAULT: { type: 'redact' } } } });
      assert.equal(created.status, 201);
      const result = await ok(client, 'list_presets');
      const preset = result.presets.find((p: any) => p.name === 'emails only');
      assert.equal(preset.id, created.body.id);
      const anon = await ok(client, 'anonymize_text', { text: TEXT, preset_id: preset.id });
      assert.equal(anon.anonymized_text, 'Contact Jane Doe at [REDACTED] or 212-555-0123.');
      // A preset of another account is not found, as on REST.
      const other = await connect(url, business.token);
      try {
        const err = await failed(other, 'analyze_text', { text: TEXT, preset_id: preset.id });
        assert.deepEqual(err, { error: 'Preset not found', status: 404 });
      } finally {
        await other.close();
      }
    });
  });

  describe('errors are tool errors with the REST message', () => {
    const cases: [string, string, Record<string, unknown>][] = [
      ['analyze_text', '/api/pii/analyze', {}],
      ['analyze_text', '/api/pii/analyze', { text: 5 }],
      ['analyze_text', '/api/pii/analyze', { text: TEXT, score_threshold: 2 }],
      ['analyze_text', '/api/pii/analyze', { text: TEXT, entities: ['NOT_A_TYPE'] }],
      ['analyze_text', '/api/pii/analyze', { text: TEXT, language: 'xx' }],
      ['analyze_text', '/api/pii/analyze', { text: TEXT, ad_hoc_recognizers: [{ entity_type: 'X', patterns: [{ regex: '(', score: 0.5 }] }] }],
      ['anonymize_text', '/api/pii/anonymize', { text: TEXT, operators: { PERSON: { type: 'replace', new_value: 'x'.repeat(101) } } }],
      ['anonymize_text', '/api/pii/anonymize', { text: TEXT, operators: { PERSON: { type: 'encrypt', key: 'short' } } }],
      ['anonymize_text', '/api/pii/anonymize', { text: TEXT, operators: { PERSON: { type: 'mask', masking_char: 'ab' } } }],
      ['deanonymize_text', '/api/pii/deanonymize', { text: TEXT, key_id: '00000000-0000-4000-8000-000000000000' }],
      ['batch_analyze', '/api/pii/batch', { documents: [{ text: 'a' }, { text: 7 }] }],
      ['batch_analyze', '/api/pii/batch', { operation: 'summarize', texts: ['a'] }],
    ];
    for (const [name, path, args] of cases) {
      test(`${name} ${JSON.stringify(args).slice(0, 90)}`, async () => {
        const before = await balance(pro);
        const viaRest = await rest(path, pro, args);
        assert.equal(viaRest.status, 400);
        const err = await failed(client, name, args);
        assert.deepEqual(err, { ...viaRest.body, status: 400 });
        assert.equal(await balance(pro), before, 'nothing charged');
      });
    }

    test('the messages are the contract’s wording', async () => {
      assert.equal((await failed(client, 'analyze_text', {})).error, 'text is required');
      assert.equal((await failed(client, 'analyze_text', { text: 1 })).error, 'text must be a string');
      const lang = await failed(client, 'analyze_text', { text: 'x', language: 'xx' });
      assert.ok(Array.isArray(lang.details.supported));
    });

    test('more documents than the plan allows → 403 Upgrade required with max_documents', async () => {
      const viaRest = await rest('/api/pii/batch', pro, { texts: Array.from({ length: 11 }, () => 'a') });
      const err = await failed(client, 'batch_analyze', { texts: Array.from({ length: 11 }, () => 'a') });
      assert.deepEqual(err, { ...viaRest.body, status: 403 });
      assert.deepEqual(err.details, { plan: 'pro', required: 'business', max_documents: 10 });
    });

    test('insufficient tokens → 429 tool error with the REST details, nothing charged', async () => {
      const poor = await makeAccount(store, 'pro', { balance: 2 });
      const c = await connect(url, poor.token);
      try {
        const err = await failed(c, 'analyze_text', { text: 'y'.repeat(2500) });
        assert.equal(err.status, 429);
        assert.equal(err.error, 'Insufficient tokens');
        assert.equal(err.details.reason, 'insufficient_tokens');
        assert.equal(err.details.required, 3);
        assert.equal(err.details.balance, 2);
        assert.equal((await ok(c, 'analyze_text', { text: 'short' })).tokens_charged, 1);
        assert.equal(await balance(poor), 1);
      } finally {
        await c.close();
      }
    });

    test('an unknown tool is a protocol error', async () => {
      await assert.rejects(client.callTool({ name: 'no_such_tool', arguments: {} }), /Tool no_such_tool not found/);
    });
  });

  describe('authentication and plans', () => {
    test('no token or a bad token → 401 with WWW-Authenticate: Bearer', async () => {
      for (const token of [undefined, 'not-a-jwt', `${pro.token}x`]) {
        const res = await initialize(url, token);
        assert.equal(res.status, 401);
        assert.deepEqual(res.body, { error: 'Unauthorized' });
        assert.match(res.headers.get('www-authenticate') ?? '', /^Bearer\b/);
      }
      await assert.rejects(connect(url, undefined), (err: Error & { code?: number }) => err.code === 401 || /401|Unauthorized/.test(err.message));
    });

    test('a revoked token → 401', async () => {
      const a = await makeAccount(store, 'pro');
      await store.revokeApiToken(a.tokenId);
      assert.equal((await initialize(url, a.token)).status, 401);
    });

    test('basic → 403 Upgrade required (pro)', async () => {
      const basic = await makeAccount(store, 'basic');
      const res = await initialize(url, basic.token);
      assert.equal(res.status, 403);
      assert.deepEqual(res.body, { error: 'Upgrade required', details: { plan: 'basic', required: 'pro' } });
      await assert.rejects(connect(url, basic.token), (err: Error & { code?: number }) => err.code === 403 || /403/.test(err.message));
      // The same account keeps its REST access.
      assert.equal((await rest('/api/pii/analyze', basic, { text: 'x' })).status, 200);
    });

    test('free → 403 Upgrade required', async () => {
      const free = await makeAccount(store, 'free');
      const res = await initialize(url, free.token);
      assert.equal(res.status, 403);
      assert.deepEqual(res.body, { error: 'Upgrade required', details: { plan: 'free', required: 'pro' } });
    });

    test('pro and business are served; an upgrade applies at once', async () => {
      const c = await connect(url, business.token);
      assert.equal((await ok(c, 'get_balance')).plan, 'business');
      await c.close();
      const upgraded = await makeAccount(store, 'basic');
      assert.equal((await initialize(url, upgraded.token)).status, 403);
      await store.setPlan(upgraded.account.id, 'pro');
      assert.equal((await initialize(url, upgraded.token)).status, 200);
    });

    test('GET and DELETE /mcp → 405 (stateless server: no SSE stream, no session)', async () => {
      for (const method of ['GET', 'DELETE']) {
        const res = await call(url, method, '/mcp', { token: pro.token, headers: { accept: 'text/event-stream' } });
        assert.equal(res.status, 405, method);
        assert.equal(res.headers.get('allow'), 'POST');
        assert.equal(res.body.jsonrpc, '2.0');
      }
      assert.equal((await call(url, 'GET', '/mcp')).status, 401);
    });
  });

  describe('rate limits', () => {
    test('each MCP request counts against the per-account limit like a REST request', async () => {
      const limited = await startServer(store, { config: { rateLimits: { basic: 2, pro: 3, business: 4 } } });
      try {
        const a = await makeAccount(store, 'pro');
        for (let i = 0; i < 3; i++) assert.equal((await initialize(limited.url, a.token)).status, 200);
        const res = await initialize(limited.url, a.token);
        assert.equal(res.status, 429);
        assert.equal(res.body.details.reason, 'rate_limited');
        assert.equal(res.body.details.limit, 3);
        assert.ok(Number(res.headers.get('retry-after')) >= 1);
        // REST and MCP share the budget.
        assert.equal((await call(limited.url, 'POST', '/api/pii/analyze', { token: a.token, body: { text: 'x' } })).status, 429);
      } finally {
        await limited.close();
      }
    });
  });
});
