/* eslint-disable @typescript-eslint/no-unsafe-member-access, @typescript-eslint/no-unsafe-assignment, @typescript-eslint/no-unsafe-argument, @typescript-eslint/no-unsafe-call, @typescript-eslint/no-unsafe-return, @typescript-eslint/no-explicit-any --
   tool results are untyped JSON; the assertions are the type check. */
/**
 * redact_image: over HTTP on a server with the image feature (one OCR pool for the file), through
 * the stdio proxy to that server, and on the local engine of `veil mcp`.
 */
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { OcrPool } from '../../src/image/index.ts';
import { createImageRoutes } from '../../src/service/routes/image.ts';
import type { SqlStore } from '../../src/store/index.ts';
import { call, makeAccount, pgliteBackend, startServer, type Server, type TestAccount } from '../service/harness.ts';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const EMAIL = 'olivia.martinez@example.com';

/** A small badge with an e-mail address and words that must stay. */
async function badge(): Promise<Buffer> {
  const svg =
    '<svg xmlns="http://www.w3.org/2000/svg" width="460" height="120"><rect width="100%" height="100%" fill="#fff"/>' +
    `<text x="16" y="44" font-family="DejaVu Sans" font-size="20">${EMAIL}</text>` +
    '<text x="16" y="92" font-family="DejaVu Sans" font-size="20">Visitor pass valid today</text></svg>';
  return sharp(Buffer.from(svg)).png().toBuffer();
}

async function callTool(client: Client, args: Record<string, unknown>): Promise<CallToolResult> {
  return (await client.callTool({ name: 'redact_image', arguments: args })) as CallToolResult;
}

function errorOf(result: CallToolResult): any {
  assert.equal(result.isError, true, JSON.stringify(result.content).slice(0, 300));
  return JSON.parse((result.content[0] as { text: string }).text);
}

/** Checks a successful redaction: a PNG of the input's size with the e-mail covered. */
async function assertRedacted(result: CallToolResult, charged: number): Promise<any> {
  assert.ok(!result.isError, JSON.stringify(result.content).slice(0, 300));
  const out = result.structuredContent as any;
  assert.equal(out.mime_type, 'image/png');
  assert.equal(out.tokens_charged, charged);
  const email = out.entities.find((e: any) => e.entity_type === 'EMAIL_ADDRESS');
  assert.ok(email, JSON.stringify(out.entities));
  const png = Buffer.from(out.image, 'base64');
  const meta = await sharp(png).metadata();
  assert.equal(meta.format, 'png');
  assert.deepEqual([meta.width, meta.height], [460, 120]);
  // The middle of the e-mail's box is now the fill colour (black).
  const { data, info } = await sharp(png).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const box = email as { left: number; top: number; width: number; height: number };
  const x = Math.round(box.left + box.width / 2);
  const y = Math.round(box.top + box.height / 2);
  const i = (y * info.width + x) * info.channels;
  assert.deepEqual([data[i], data[i + 1], data[i + 2]], [0, 0, 0]);
  // Image-aware clients get the picture as an image block, and a text block without the base64.
  assert.equal(result.content[0]?.type, 'image');
  assert.equal((result.content[1] as { text: string }).text.includes(out.image.slice(0, 100)), false);
  return out;
}

describe('redact_image', () => {
  const backend = pgliteBackend();
  let store: SqlStore;
  let server: Server;
  let pool: OcrPool;
  let pro: TestAccount;
  let client: Client;
  let png: Buffer;

  const balance = async (a: TestAccount): Promise<number> => (await call(server.url, 'GET', '/api/account', { token: a.token })).body.balance.total;

  before(async () => {
    store = await backend.openStore();
    pool = new OcrPool({ workers: 1 });
    server = await startServer(store, { extraRoutes: [createImageRoutes({ pool })] });
    [pro, png] = await Promise.all([makeAccount(store, 'pro'), badge()]);
    client = new Client({ name: 'veil-image-test', version: '1.0.0' });
    await client.connect(new StreamableHTTPClientTransport(new URL('/mcp', server.url), { requestInit: { headers: { authorization: `Bearer ${pro.token}` } } }));
    await pool.start();
  });
  after(async () => {
    await client.close();
    await server.close();
    await pool.close();
    await store.close();
  });

  test('over HTTP: base64 PNG in, redacted base64 PNG + entities out, 5 tokens as on REST', async () => {
    const before = await balance(pro);
    const result = await callTool(client, { image: png.toString('base64') });
    const out = await assertRedacted(result, 5);
    assert.equal(out.tokens_remaining, before - 5);
    assert.equal(await balance(pro), before - 5);

    // REST charges the same for the same image.
    const form = new FormData();
    form.append('mode', 'redact');
    form.append('file', new Blob([png], { type: 'image/png' }), 'badge.png');
    const res = await fetch(`${server.url}/api/pii/image`, { method: 'POST', headers: { authorization: `Bearer ${pro.token}` }, body: form });
    assert.equal(res.status, 200);
    assert.equal(res.headers.get('x-tokens-charged'), '5');
    assert.equal(Number(res.headers.get('x-entities-found')), out.entities.length);
  });

  test('a data: URL is accepted', async () => {
    const result = await callTool(client, { image: `data:image/png;base64,${png.toString('base64')}`, entities: ['EMAIL_ADDRESS'], operator: 'label', fill_color: '#000000' });
    await assertRedacted(result, 5);
  });

  test('bad input is a tool error with the REST message, nothing charged', async () => {
    const before = await balance(pro);
    assert.deepEqual(errorOf(await callTool(client, { image: '%%% not base64 %%%' })), { error: 'image must be base64', details: { field: 'image' }, status: 400 });
    const gif = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');
    const notPng = errorOf(await callTool(client, { image: gif.toString('base64') }));
    assert.equal(notPng.status, 415);
    assert.equal(notPng.details.detected, 'gif');
    const badOperator = errorOf(await callTool(client, { image: png.toString('base64'), operator: 'blur' }));
    assert.equal(badOperator.status, 400);
    assert.equal(badOperator.error, "operator must be one of 'box', 'label', 'mask'");
    assert.equal(errorOf(await callTool(client, {})).error, 'image is required');
    assert.equal(await balance(pro), before);
  });

  test('through the stdio proxy: the server’s operation and charge', async () => {
    const transport = new StdioClientTransport({
      command: process.execPath,
      args: [join(ROOT, 'bin', 'veil.js'), 'mcp'],
      env: { ...(process.env as Record<string, string>), VEIL_FROM_SOURCE: '1', VEIL_API_URL: server.url, VEIL_API_TOKEN: pro.token },
      cwd: ROOT,
      stderr: 'pipe',
    });
    const proxied = new Client({ name: 'veil-image-proxy-test', version: '1.0.0' });
    await proxied.connect(transport);
    try {
      const before = await balance(pro);
      const out = await assertRedacted(await callTool(proxied, { image: png.toString('base64') }), 5);
      assert.equal(out.tokens_remaining, before - 5);
      assert.equal(await balance(pro), before - 5);
      assert.equal(errorOf(await callTool(proxied, { image: '%%%' })).error, 'image must be base64');
    } finally {
      await proxied.close();
    }
  });

  test('on the local engine of veil mcp (its own OCR, nothing charged)', async () => {
    const env: Record<string, string> = {};
    for (const [k, v] of Object.entries(process.env)) if (v !== undefined && !k.startsWith('VEIL_')) env[k] = v;
    env.VEIL_FROM_SOURCE = '1';
    const local = new Client({ name: 'veil-image-local-test', version: '1.0.0' });
    await local.connect(new StdioClientTransport({ command: process.execPath, args: [join(ROOT, 'bin', 'veil.js'), 'mcp'], env, cwd: ROOT, stderr: 'pipe' }));
    try {
      const out = await assertRedacted(await callTool(local, { image: png.toString('base64') }), 0);
      assert.equal(out.tokens_remaining, undefined);
    } finally {
      await local.close();
    }
  });
});

describe('redact_image on a server without the image feature', () => {
  const backend = pgliteBackend();
  let store: SqlStore;
  let server: Server;

  before(async () => {
    store = await backend.openStore();
    server = await startServer(store);
  });
  after(async () => {
    await server.close();
    await store.close();
  });

  test('answers 501 with a clear message', async () => {
    const pro = await makeAccount(store, 'pro');
    const client = new Client({ name: 'veil-image-test', version: '1.0.0' });
    await client.connect(new StreamableHTTPClientTransport(new URL('/mcp', server.url), { requestInit: { headers: { authorization: `Bearer ${pro.token}` } } }));
    try {
      assert.deepEqual(errorOf(await callTool(client, { image: (await badge()).toString('base64') })), { error: 'image support is not available on this server', status: 501 });
    } finally {
      await client.close();
    }
  });
});
