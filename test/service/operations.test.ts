/* eslint-disable @typescript-eslint/no-unsafe-member-access, @typescript-eslint/no-unsafe-argument --
   responses are untyped JSON; the assertions are the type check. */
/**
 * The operations layer seen from its transports, on the real app (PGlite, real HTTP, a real OCR
 * pool): one request validates its input once, whichever transport carried it, and REST, MCP and
 * the image endpoint charge identically for identical work (tokens_charged, the X-Tokens-Charged
 * header and the ledger).
 */
import { after, before, describe, mock, test } from 'node:test';
import assert from 'node:assert/strict';
import sharp from 'sharp';
import { optionChecks } from '../../src/engine/index.ts';
import { OcrPool } from '../../src/image/index.ts';
import { createToken, listTokens, revokeToken } from '../../src/service/operations/tokens.ts';
import { validation } from '../../src/service/operations/validate.ts';
import { createImageRoutes } from '../../src/service/routes/image.ts';
import type { SqlStore } from '../../src/store/index.ts';
import { call, makeAccount, pgliteBackend, startServer, type Res, type Server, type TestAccount } from './harness.ts';

const TEXT = 'Write to jane.doe@example.com or call 212-555-0123. ';
const LONG = TEXT.repeat(50); // 2,600 characters: 3 tokens

async function badge(): Promise<Buffer> {
  const svg =
    '<svg xmlns="http://www.w3.org/2000/svg" width="460" height="80"><rect width="100%" height="100%" fill="#fff"/>' +
    '<text x="16" y="48" font-family="DejaVu Sans" font-size="20">olivia.martinez@example.com</text></svg>';
  return sharp(Buffer.from(svg)).png().toBuffer();
}

describe('operations under REST, MCP and image (PGlite)', () => {
  const backend = pgliteBackend();
  let store: SqlStore;
  let server: Server;
  let pool: OcrPool;
  let pro: TestAccount;
  let png: Buffer;

  const rest = (path: string, body: unknown) => call(server.url, 'POST', path, { token: pro.token, body });
  const mcp = (name: string, args: Record<string, unknown>) =>
    call(server.url, 'POST', '/mcp', {
      token: pro.token,
      headers: { accept: 'application/json, text/event-stream' },
      body: { jsonrpc: '2.0', id: 1, method: 'tools/call', params: { name, arguments: args } },
    });
  const image = (fields: Record<string, string>) => {
    const form = new FormData();
    for (const [k, v] of Object.entries(fields)) form.append(k, v);
    form.append('file', new Blob([png], { type: 'image/png' }), 'badge.png');
    return fetch(`${server.url}/api/pii/image`, { method: 'POST', headers: { authorization: `Bearer ${pro.token}` }, body: form });
  };
  const ledger = () => store.ledgerTotal(pro.account.id);

  /** What one request charged: the body's tokens_charged, the header, and the ledger's growth. */
  async function charged(send: () => Promise<{ tokens: number; header: string | null }>): Promise<{ tokens: number; header: string | null; ledger: number }> {
    const before = await ledger();
    const { tokens, header } = await send();
    return { tokens, header, ledger: (await ledger()) - before };
  }
  const viaRest = (path: string, body: unknown) => async () => {
    const res: Res = await rest(path, body);
    assert.equal(res.status, 200, JSON.stringify(res.body));
    return { tokens: res.body.tokens_charged as number, header: res.headers.get('x-tokens-charged') };
  };
  const viaMcp = (name: string, args: Record<string, unknown>) => async () => {
    const res: Res = await mcp(name, args);
    assert.equal(res.status, 200);
    assert.ok(!res.body.result.isError, JSON.stringify(res.body.result.content));
    return { tokens: res.body.result.structuredContent.tokens_charged as number, header: res.headers.get('x-tokens-charged') };
  };

  before(async () => {
    store = await backend.openStore();
    pool = new OcrPool({ workers: 1 });
    server = await startServer(store, { extraRoutes: [createImageRoutes({ pool })] });
    [pro, png] = await Promise.all([makeAccount(store, 'pro'), badge()]);
    await pool.start();
  });
  after(async () => {
    mock.restoreAll();
    await server.close();
    await pool.close();
    await store.close();
  });

  describe('validation: once per request, whatever the transport', () => {
    /** Counts the checks one request makes. */
    async function checksOf(send: () => Promise<unknown>): Promise<{ input: number; detection: number; shape: number; meaning: number }> {
      const spies = {
        input: mock.method(validation, 'input'),
        detection: mock.method(validation, 'detection'),
        shape: mock.method(optionChecks, 'shape'),
        meaning: mock.method(optionChecks, 'meaning'),
      };
      try {
        await send();
      } finally {
        mock.restoreAll();
      }
      return {
        input: spies.input.mock.callCount(),
        detection: spies.detection.mock.callCount(),
        shape: spies.shape.mock.callCount(),
        meaning: spies.meaning.mock.callCount(),
      };
    }
    // score_threshold is checked by the input schema, language by the meaning check: each once.
    const ONCE = { input: 1, detection: 1, shape: 0, meaning: 1 };
    const fields = { language: 'en', score_threshold: 0.4 };

    test('REST analyze, anonymize and batch', async () => {
      assert.deepEqual(await checksOf(viaRest('/api/pii/analyze', { text: TEXT, ...fields })), ONCE);
      assert.deepEqual(await checksOf(viaRest('/api/pii/anonymize', { text: TEXT, ...fields })), ONCE);
      assert.deepEqual(await checksOf(viaRest('/api/pii/batch', { texts: [TEXT, TEXT, TEXT], ...fields })), ONCE);
    });

    test('MCP analyze_text and batch_analyze', async () => {
      assert.deepEqual(await checksOf(viaMcp('analyze_text', { text: TEXT, ...fields })), ONCE);
      assert.deepEqual(await checksOf(viaMcp('batch_analyze', { texts: [TEXT, TEXT], ...fields })), ONCE);
    });

    test('image: REST analyze and redact, MCP redact_image', async () => {
      const send = (mode: string) => async () => assert.equal((await image({ mode, language: 'en', score_threshold: '0.4' })).status, 200);
      assert.deepEqual(await checksOf(send('analyze')), ONCE);
      assert.deepEqual(await checksOf(send('redact')), ONCE);
      assert.deepEqual(await checksOf(viaMcp('redact_image', { image: png.toString('base64'), ...fields })), ONCE);
    });

    test('a bad score_threshold is refused by that one check, with the same answer on each transport', async () => {
      const expected = { error: 'score_threshold must be a number between 0 and 1', details: { field: 'score_threshold' } };
      const before = await ledger();
      const restAnswer = await rest('/api/pii/analyze', { text: TEXT, score_threshold: 2 });
      assert.equal(restAnswer.status, 400);
      assert.deepEqual(restAnswer.body, expected);
      const mcpAnswer = await mcp('analyze_text', { text: TEXT, score_threshold: 2 });
      assert.deepEqual(JSON.parse(mcpAnswer.body.result.content[0].text), { ...expected, status: 400 });
      const imageAnswer = await image({ mode: 'analyze', score_threshold: '2' });
      assert.equal(imageAnswer.status, 400);
      assert.deepEqual(await imageAnswer.json(), expected);
      assert.equal(await ledger(), before, 'nothing charged');
    });
  });

  describe('charging: identical work, identical charge', () => {
    test('analyze: REST and MCP', async () => {
      const r = await charged(viaRest('/api/pii/analyze', { text: LONG }));
      const m = await charged(viaMcp('analyze_text', { text: LONG }));
      assert.deepEqual(r, { tokens: 3, header: '3', ledger: 3 });
      assert.deepEqual(m, r);
    });

    test('anonymize and deanonymize: REST and MCP', async () => {
      const key = 'a-key-of-24-characters!!';
      const ops = { operators: { DEFAULT: { type: 'encrypt', key } } };
      const r = await charged(viaRest('/api/pii/anonymize', { text: LONG, ...ops }));
      const m = await charged(viaMcp('anonymize_text', { text: LONG, ...ops }));
      assert.equal(r.tokens, 3);
      assert.deepEqual(m, r);
      const rd = await charged(viaRest('/api/pii/deanonymize', { text: TEXT, key }));
      const md = await charged(viaMcp('deanonymize_text', { text: TEXT, key }));
      assert.deepEqual(rd, { tokens: 1, header: '1', ledger: 1 });
      assert.deepEqual(md, rd);
    });

    test('batch: REST and MCP charge the sum over the documents', async () => {
      const body = { texts: [LONG, TEXT, TEXT] };
      const r = await charged(viaRest('/api/pii/batch', body));
      const m = await charged(viaMcp('batch_analyze', body));
      assert.deepEqual(r, { tokens: 5, header: '5', ledger: 5 });
      assert.deepEqual(m, r);
    });

    test('image: REST analyze, REST redact and MCP redact_image cost 5 each', async () => {
      const restImage = (mode: string) => async () => {
        const res = await image({ mode });
        assert.equal(res.status, 200);
        const header = res.headers.get('x-tokens-charged');
        return { tokens: mode === 'analyze' ? ((await res.json()) as { tokens_charged: number }).tokens_charged : Number(header), header };
      };
      const analyzed = await charged(restImage('analyze'));
      const redacted = await charged(restImage('redact'));
      const viaTool = await charged(viaMcp('redact_image', { image: png.toString('base64') }));
      assert.deepEqual(analyzed, { tokens: 5, header: '5', ledger: 5 });
      assert.deepEqual(redacted, analyzed);
      assert.deepEqual(viaTool, analyzed);
    });
  });

  describe('tokens: the caller’s own API tokens', () => {
    test('issue → the JWT works; list shows it; revoke → refused at once; other accounts’ ids are not found', async () => {
      const ctx = server.app.veil.ctx;
      const owner = await makeAccount(store, 'basic');
      const other = await makeAccount(store, 'basic');
      const asOwner = { account: owner.account, requestId: 'test-owner' };
      const issued = await createToken(ctx, asOwner, { name: 'console' });
      assert.equal((await call(server.url, 'GET', '/api/account', { token: issued.token })).status, 200);
      const listed = (await listTokens(ctx, asOwner)).tokens;
      assert.deepEqual(listed.map((t) => [t.id === issued.id || t.id === owner.tokenId, t.status]), [[true, 'active'], [true, 'active']]);
      assert.equal(listed.find((t) => t.id === issued.id)?.name, 'console');

      await assert.rejects(revokeToken(ctx, asOwner, other.tokenId), /Token not found/);
      assert.equal((await call(server.url, 'GET', '/api/account', { token: other.token })).status, 200, 'not revoked');
      assert.deepEqual(await revokeToken(ctx, asOwner, issued.id), { id: issued.id, revoked: true });
      assert.equal((await call(server.url, 'GET', '/api/account', { token: issued.token })).status, 401);
      assert.equal((await listTokens(ctx, asOwner)).tokens.find((t) => t.id === issued.id)?.status, 'revoked');
    });

    test('bad input is a 400 naming the field', async () => {
      const ctx = server.app.veil.ctx;
      const asPro = { account: pro.account, requestId: 'test-pro' };
      await assert.rejects(createToken(ctx, asPro, { expires_at: 'soon' }), (err: Error & { details?: unknown }) => err.details !== undefined && /expires_at/.test(err.message));
      await assert.rejects(createToken(ctx, asPro, { expires_at: '2001-01-01T00:00:00Z' }), /expires_at must lie in the future/);
      await assert.rejects(createToken(ctx, asPro, { name: 'x'.repeat(101) }), /name must be at most 100 characters/);
    });
  });
});
