/* eslint-disable @typescript-eslint/no-unsafe-member-access, @typescript-eslint/no-unsafe-assignment, @typescript-eslint/no-unsafe-argument, @typescript-eslint/no-explicit-any, @typescript-eslint/no-unsafe-call, @typescript-eslint/restrict-plus-operands --
   response bodies are untyped JSON; the assertions are the type check. */
/**
 * POST /api/pii/image over real HTTP against the real app (PGlite store), with one OCR pool for
 * the file: both modes, billing headers and charges, plan gating, presets, every 4xx of the
 * contract, back-pressure as 503 + Retry-After, and health's checks.ocr.
 */
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import sharp from 'sharp';
import { OcrPool } from '../../src/image/index.ts';
import { createImageRoutes } from '../../src/service/routes/image.ts';
import type { SqlStore } from '../../src/store/index.ts';
import { DEFAULT_LIMITS } from '../../src/config.ts';
import { call, makeAccount, pgliteBackend, startServer, type Server, type TestAccount } from '../service/harness.ts';
import { declaredPng } from './fixtures.ts';

/** A valid all-white PNG of any shape (sharp refuses to create huge ones without limitInputPixels: false). */
async function blankPng(width: number, height: number): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: '#ffffff' }, limitInputPixels: false }).png().toBuffer();
}

/** A small upright badge with an e-mail and a phone number (one OCR pass). */
async function badge(format: 'png' | 'jpeg' = 'png'): Promise<Buffer> {
  const svg =
    '<svg xmlns="http://www.w3.org/2000/svg" width="460" height="120"><rect width="100%" height="100%" fill="#fff"/>' +
    '<text x="16" y="44" font-family="DejaVu Sans" font-size="20">olivia.martinez@example.com</text>' +
    '<text x="16" y="92" font-family="DejaVu Sans" font-size="20">Visitor pass valid today</text></svg>';
  const img = sharp(Buffer.from(svg));
  return format === 'png' ? img.png().toBuffer() : img.jpeg({ quality: 85 }).toBuffer();
}

function form(fields: Record<string, string>, file?: { data: Buffer; name?: string; type?: string; field?: string }): FormData {
  const fd = new FormData();
  for (const [k, v] of Object.entries(fields)) fd.append(k, v);
  if (file) fd.append(file.field ?? 'file', new Blob([file.data], { type: file.type ?? 'application/octet-stream' }), file.name ?? 'upload.png');
  return fd;
}

async function postImage(url: string, token: string, body: FormData): Promise<{ status: number; headers: Headers; json: any; bytes: Buffer }> {
  const res = await fetch(`${url}/api/pii/image`, { method: 'POST', headers: { authorization: `Bearer ${token}` }, body });
  const bytes = Buffer.from(await res.arrayBuffer());
  let json: any = null;
  if ((res.headers.get('content-type') ?? '').includes('json')) json = JSON.parse(bytes.toString('utf8'));
  return { status: res.status, headers: res.headers, json, bytes };
}

describe('POST /api/pii/image', () => {
  const backend = pgliteBackend();
  let store: SqlStore;
  let server: Server;
  let pool: OcrPool;
  let basic: TestAccount;
  let business: TestAccount;
  let free: TestAccount;
  let png: Buffer;

  before(async () => {
    store = await backend.openStore();
    pool = new OcrPool();
    server = await startServer(store, { extraRoutes: [createImageRoutes({ pool })] });
    [basic, business, free, png] = await Promise.all([makeAccount(store, 'basic'), makeAccount(store, 'business'), makeAccount(store, 'free'), badge()]);
    await pool.start();
  });
  after(async () => {
    await server.close();
    await pool.close();
    await store.close();
  });

  const balance = async (a: TestAccount) => (await call(server.url, 'GET', '/api/account', { token: a.token })).body.balance.total as number;

  test('health reports checks.ocr from the pool', async () => {
    const res = await call(server.url, 'GET', '/api/health');
    assert.equal(res.status, 200);
    assert.equal(res.body.checks.ocr, 'ok');
  });

  test('mode=analyze: JSON boxes, processing_time, 5 tokens with billing headers', async () => {
    const before = await balance(basic);
    const res = await postImage(server.url, basic.token, form({ mode: 'analyze' }, { data: png }));
    assert.equal(res.status, 200, JSON.stringify(res.json));
    assert.equal(res.json.tokens_charged, 5);
    assert.equal(typeof res.json.processing_time, 'number');
    const email = res.json.entities.find((e: any) => e.entity_type === 'EMAIL_ADDRESS');
    assert.ok(email, JSON.stringify(res.json.entities));
    assert.equal(email.text, 'olivia.martinez@example.com');
    assert.deepEqual(Object.keys(email).sort(), ['entity_type', 'height', 'left', 'score', 'text', 'top', 'width']);
    assert.ok(email.top < 44 && email.top + email.height > 30);
    assert.equal(res.headers.get('x-tokens-charged'), '5');
    assert.equal(Number(res.headers.get('x-tokens-remaining')), before - 5);
    assert.equal(await balance(basic), before - 5);
  });

  test('mode=redact: image/png of the same size, the e-mail covered in the fill colour', async () => {
    const jpeg = await badge('jpeg');
    const res = await postImage(server.url, basic.token, form({ mode: 'redact', operator: 'label', fill_color: '#204080', entities: '["EMAIL_ADDRESS"]' }, { data: jpeg, name: 'photo.jpg' }));
    assert.equal(res.status, 200);
    assert.equal(res.headers.get('content-type'), 'image/png');
    assert.equal(res.headers.get('x-tokens-charged'), '5');
    assert.ok(Number(res.headers.get('x-tokens-remaining')) > 0);
    assert.equal(res.headers.get('x-entities-found'), '1');
    const { data, info } = await sharp(res.bytes).raw().toBuffer({ resolveWithObject: true });
    assert.deepEqual([info.width, info.height], [460, 120]);
    // Inside the e-mail's line: the fill colour (label text is drawn further in).
    const at = (26 * info.width + 20) * info.channels;
    assert.deepEqual([data[at], data[at + 1], data[at + 2]], [0x20, 0x40, 0x80]);
  });

  test('a preset supplies entities and the image operator; request fields override it', async () => {
    const created = await call(server.url, 'POST', '/api/presets', {
      token: business.token,
      body: { name: 'badge', settings: { entities: ['PHONE_NUMBER'], image_operator: 'mask', mask_char: '#' } },
    });
    assert.equal(created.status, 201, JSON.stringify(created.body));
    const viaPreset = await postImage(server.url, business.token, form({ mode: 'analyze', preset_id: created.body.id }, { data: png }));
    assert.equal(viaPreset.status, 200);
    assert.deepEqual(viaPreset.json.entities, [], 'the preset restricts detection to phone numbers');
    const overridden = await postImage(server.url, business.token, form({ mode: 'analyze', preset_id: created.body.id, entities: '["EMAIL_ADDRESS"]' }, { data: png }));
    assert.equal(overridden.json.entities.length, 1);
    const other = await postImage(server.url, basic.token, form({ mode: 'analyze', preset_id: created.body.id }, { data: png }));
    assert.equal(other.status, 404, "another account's preset is not found");
  });

  test('every field and file error is a 4xx naming the problem, and nothing is charged', async () => {
    const before = await balance(basic);
    const jpeg = await badge('jpeg');
    const gif = await sharp(png).gif().toBuffer();
    const cases: [string, FormData, number, RegExp][] = [
      ['no mode', form({}, { data: png }), 400, /mode is required/],
      ['bad mode', form({ mode: 'ocr' }, { data: png }), 400, /mode must be one of/],
      ['no file', form({ mode: 'analyze' }), 400, /file is required/],
      ['entities not JSON', form({ mode: 'analyze', entities: 'EMAIL_ADDRESS' }, { data: png }), 400, /entities must be a JSON-encoded array/],
      ['unknown entity', form({ mode: 'analyze', entities: '["NOPE"]' }, { data: png }), 400, /NOPE/],
      ['bad threshold', form({ mode: 'analyze', score_threshold: 'high' }, { data: png }), 400, /score_threshold/],
      ['bad language', form({ mode: 'analyze', language: 'xx' }, { data: png }), 400, /language/],
      ['bad operator', form({ mode: 'redact', operator: 'blur' }, { data: png }), 400, /operator/],
      ['bad fill colour', form({ mode: 'redact', fill_color: 'red' }, { data: png }), 400, /fill_color/],
      ['bad mask char', form({ mode: 'redact', mask_char: '**' }, { data: png }), 400, /mask_char/],
      ['GIF', form({ mode: 'analyze' }, { data: gif, name: 'x.png', type: 'image/png' }), 415, /PNG or JPEG/],
      ['text named .png', form({ mode: 'analyze' }, { data: Buffer.from('name,ssn\nJo,536-22-8471\n'), name: 'data.png', type: 'image/png' }), 415, /PNG or JPEG/],
      ['100,000 × 100,000 PNG', form({ mode: 'redact' }, { data: declaredPng(100_000, 100_000) }), 413, /pixels/],
      // A valid 4-megapixel strip (7.8 KB) OCR cannot read: refused up front, not a 503 to retry forever.
      ['1 × 4,000,000 PNG', form({ mode: 'analyze' }, { data: await blankPng(4_000_000, 1) }), 413, /sides must be at most 32000 pixels/],
      ['truncated JPEG', form({ mode: 'analyze' }, { data: jpeg.subarray(0, Math.floor(jpeg.length * 0.6)) }), 400, /corrupt or truncated/],
      ['file over 10 MB', form({ mode: 'analyze' }, { data: Buffer.concat([png, Buffer.alloc(10 * 1024 * 1024)]) }), 413, /at most/],
      ['two files', (() => { const f = form({ mode: 'analyze' }, { data: png }); f.append('file', new Blob([png]), 'b.png'); return f; })(), 400, /one file/],
    ];
    for (const [label, body, status, message] of cases) {
      const res = await postImage(server.url, basic.token, body);
      assert.equal(res.status, status, `${label}: ${res.status} ${JSON.stringify(res.json)}`);
      assert.match(res.json.error, message, label);
      assert.equal(res.headers.get('retry-after'), null, `${label}: a client error is not worth retrying`);
    }
    const json = await call(server.url, 'POST', '/api/pii/image', { token: basic.token, body: { mode: 'analyze' } });
    assert.equal(json.status, 415);
    assert.equal(await balance(basic), before, 'failed calls are not charged');
    const health = await call(server.url, 'GET', '/api/health');
    assert.deepEqual([health.status, health.body.checks.ocr], [200, 'ok']);
  });

  test('long thin images within the limits are read, not failed: OCR variants stay under tesseract\'s side limit', async () => {
    // 20,000 × 3 used to be upscaled 2× to a 40,000-pixel side, which tesseract aborts on.
    for (const [w, h] of [[20_000, 3], [3, 30_000]] as const) {
      const res = await postImage(server.url, basic.token, form({ mode: 'analyze' }, { data: await blankPng(w, h) }));
      assert.equal(res.status, 200, `${w} × ${h}: ${res.status} ${JSON.stringify(res.json)}`);
      assert.deepEqual(res.json.entities, []);
    }
  });

  test('plans: free → 403; a balance under 5 tokens → 429 before any OCR', async () => {
    const res = await postImage(server.url, free.token, form({ mode: 'analyze' }, { data: png }));
    assert.equal(res.status, 403);
    assert.deepEqual(res.json, { error: 'Upgrade required', details: { plan: 'free', required: 'basic' } });
    const poor = await makeAccount(store, 'basic', { balance: 4 });
    const jobs = pool.stats().jobs;
    const short = await postImage(server.url, poor.token, form({ mode: 'redact' }, { data: png }));
    assert.equal(short.status, 429);
    assert.equal(short.json.details.reason, 'insufficient_tokens');
    assert.equal(short.json.details.required, 5);
    assert.equal(pool.stats().jobs, jobs);
  });

  test('ad hoc patterns on the OCR text run under the text budgets: 413 work / matches, uncharged', async () => {
    // The badge reads ~50 characters: '.' is ~150 work units there, the nested pattern ~20,000.
    const tight = await startServer(store, { config: { limits: { ...DEFAULT_LIMITS, maxMatches: 20, maxWorkUnits: 5_000 } }, extraRoutes: [createImageRoutes({ pool })] });
    try {
      const flood = JSON.stringify([{ entity_type: 'ANY_CHARACTER', patterns: [{ regex: '.', score: 0.5 }] }]);
      const before = await balance(basic);
      const res = await postImage(tight.url, basic.token, form({ mode: 'redact', ad_hoc_recognizers: flood }, { data: png }));
      assert.equal(res.status, 413, res.bytes.toString('utf8').slice(0, 300));
      assert.equal(res.json.details.budget, 'matches');
      assert.equal(await balance(basic), before, 'a spent budget charges nothing');
      const heavy = JSON.stringify([{ entity_type: 'NESTED', patterns: [{ regex: '[a-z]{1,100}x?[a-z]{1,100}', score: 0.5 }] }]);
      const work = await postImage(tight.url, basic.token, form({ mode: 'analyze', ad_hoc_recognizers: heavy }, { data: png }));
      assert.equal(work.status, 413, work.bytes.toString('utf8').slice(0, 300));
      assert.equal(work.json.details.budget, 'work');
      assert.ok(work.json.details.estimated > 5_000);
      assert.equal(await balance(basic), before);
      // An ordinary ad hoc pattern on the same image is served.
      const visitor = JSON.stringify([{ entity_type: 'PASS_WORD', patterns: [{ regex: 'Visitor', score: 0.9 }] }]);
      const ok = await postImage(tight.url, basic.token, form({ mode: 'analyze', ad_hoc_recognizers: visitor }, { data: png }));
      assert.equal(ok.status, 200);
      assert.ok(ok.json.entities.some((e: any) => e.entity_type === 'PASS_WORD'));
    } finally {
      await tight.close();
    }
  });

  test('OpenAPI documents the endpoint as multipart', async () => {
    const res = await call(server.url, 'GET', '/docs/json');
    const op = res.body.paths['/api/pii/image'].post;
    assert.ok(op.requestBody.content['multipart/form-data'].schema.properties.file);
  });
});

describe('POST /api/pii/image under saturation', () => {
  const backend = pgliteBackend();
  let store: SqlStore;
  let server: Server;
  let account: TestAccount;

  before(async () => {
    store = await backend.openStore();
    // One worker and no waiting room: a second concurrent image is refused at once.
    server = await startServer(store, { extraRoutes: [createImageRoutes({ poolOptions: { workers: 1, queueLimit: 0 } })] });
    account = await makeAccount(store, 'pro');
  });
  after(async () => {
    await server.close();
    await store.close();
  });

  test('health says starting, then ok; a full queue answers 503 with Retry-After, uncharged', async () => {
    const first = await call(server.url, 'GET', '/api/health');
    assert.ok(['starting', 'ok'].includes(first.body.checks.ocr));
    assert.equal(first.status, 200, 'a warming OCR does not degrade the service');
    for (let i = 0; i < 100 && (await call(server.url, 'GET', '/api/health')).body.checks.ocr !== 'ok'; i++) await new Promise((r) => setTimeout(r, 200));
    const png = await badge();
    const results = await Promise.all([1, 2, 3].map(() => postImage(server.url, account.token, form({ mode: 'analyze' }, { data: png }))));
    const statuses = results.map((r) => r.status).sort();
    assert.ok(statuses.includes(200) && statuses.includes(503), statuses.join(','));
    for (const r of results.filter((x) => x.status === 503)) {
      assert.ok(Number(r.headers.get('retry-after')) >= 1);
      assert.match(r.json.error, /busy/);
    }
    const ok = results.filter((r) => r.status === 200).length;
    const account2 = (await call(server.url, 'GET', '/api/account', { token: account.token })).body;
    assert.equal(account2.balance.total, 4000 - 5 * ok);
  });
});
