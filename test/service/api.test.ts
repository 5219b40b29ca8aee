/* eslint-disable @typescript-eslint/no-unsafe-member-access, @typescript-eslint/no-unsafe-assignment, @typescript-eslint/no-unsafe-argument, @typescript-eslint/no-unsafe-call, @typescript-eslint/no-unsafe-return, @typescript-eslint/no-explicit-any --
   response bodies are untyped JSON; the assertions are the type check. */
/**
 * The REST contract of API.md over real HTTP against the real app, on PGlite and on PostgreSQL:
 * every status code and error body, plan gating, batch limits, presets and keys isolation.
 */
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { createHmac } from 'node:crypto';
import { request as httpRequest } from 'node:http';
import { backends, call, JWT_SECRET, makeAccount, startServer, type Server, type TestAccount } from './harness.ts';
import type { SqlStore } from '../../src/store/index.ts';

const TEXT = 'Contact Jane Doe at jane.doe@example.com or 212-555-0123.';

for (const backend of await backends()) {
  describe(`REST API on ${backend.name}`, { skip: backend.skip }, () => {
    let store: SqlStore;
    let server: Server;
    let url: string;
    let basic: TestAccount;
    let pro: TestAccount;
    let business: TestAccount;
    let free: TestAccount;

    before(async () => {
      store = await backend.openStore();
      server = await startServer(store);
      url = server.url;
      [basic, pro, business, free] = await Promise.all([makeAccount(store, 'basic'), makeAccount(store, 'pro'), makeAccount(store, 'business'), makeAccount(store, 'free')]);
    });
    after(async () => {
      await server.close();
      await store.close();
      await backend.cleanup();
    });

    const post = (path: string, token: string, body: unknown) => call(url, 'POST', path, { token, body });

    describe('health and docs', () => {
      test('GET /api/health needs no token and reports storage', async () => {
        const res = await call(url, 'GET', '/api/health');
        assert.equal(res.status, 200);
        assert.equal(res.body.status, 'ok');
        assert.equal(res.body.checks.storage, 'ok');
        assert.equal(typeof res.body.version, 'string');
        assert.equal(typeof res.body.uptime_s, 'number');
        assert.equal(res.body.checks.ocr, undefined, 'no OCR provider registered → not reported');
      });

      test('health is 503 degraded when a check fails', async () => {
        server.app.veil.health.register('ocr', () => 'error');
        try {
          const res = await call(url, 'GET', '/api/health');
          assert.equal(res.status, 503);
          assert.equal(res.body.status, 'degraded');
          assert.equal(res.body.checks.ocr, 'error');
        } finally {
          server.app.veil.health.unregister('ocr');
        }
      });

      test('OpenAPI JSON at /docs/json lists the endpoints', async () => {
        const res = await call(url, 'GET', '/docs/json');
        assert.equal(res.status, 200);
        for (const path of ['/api/pii/analyze', '/api/pii/anonymize', '/api/pii/deanonymize', '/api/pii/batch', '/api/pii/entities', '/api/health', '/api/account', '/api/presets', '/api/presets/{id}', '/api/encryption-keys', '/api/encryption-keys/{id}']) {
          assert.ok(res.body.paths[path], `missing ${path}`);
        }
        assert.ok(res.body.paths['/api/pii/analyze'].post.requestBody);
      });

      test('Swagger UI (loaded with the first /docs request): page, assets, YAML; not itself in the document', async () => {
        const page = await fetch(`${url}/docs`);
        assert.equal(page.status, 200);
        assert.match(page.headers.get('content-type') ?? '', /text\/html/);
        const html = await page.text();
        const asset = /src="\.?\/?(?:docs\/)?(static\/[^"]+\.js)"/.exec(html)?.[1];
        assert.ok(asset, html);
        const js = await fetch(`${url}/docs/${asset}`);
        assert.equal(js.status, 200);
        assert.ok((await js.text()).length > 1000);
        const yaml = await fetch(`${url}/docs/yaml`);
        assert.equal(yaml.status, 200);
        assert.match(await yaml.text(), /\/api\/pii\/analyze:/);
        const json = await call(url, 'GET', '/docs/json');
        assert.equal(Object.keys(json.body.paths).filter((p: string) => p.startsWith('/docs')).length, 0);
        const missing = await fetch(`${url}/docs/static/no-such-file.js`);
        assert.equal(missing.status, 404);
      });

      test('unknown route → 404 with an error body', async () => {
        const res = await call(url, 'GET', '/api/nope', { token: basic.token });
        assert.equal(res.status, 404);
        assert.equal(typeof res.body.error, 'string');
      });
    });

    describe('request ids and transport errors', () => {
      const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

      test('every response carries X-Request-Id: 200, 401, 404, 400, 413, health', async () => {
        const responses = [
          await post('/api/pii/analyze', basic.token, { text: TEXT }),
          await call(url, 'POST', '/api/pii/analyze', { body: { text: TEXT } }),
          await call(url, 'GET', '/nope'),
          await call(url, 'POST', '/api/pii/analyze', { token: basic.token, raw: '{"text":' }),
          await call(url, 'POST', '/api/pii/analyze', { token: basic.token, raw: JSON.stringify({ text: 'x'.repeat(11 * 1024 * 1024) }) }),
          await call(url, 'GET', '/api/health'),
        ];
        assert.deepEqual(
          responses.map((r) => r.status),
          [200, 401, 404, 400, 413, 200],
        );
        const ids = responses.map((r) => r.headers.get('x-request-id') ?? '');
        for (const id of ids) assert.match(id, UUID);
        assert.equal(new Set(ids).size, ids.length, 'one id per request');
      });

      test('a valid incoming X-Request-Id is echoed; an unsafe one is replaced', async () => {
        const mine = 'client-7:trace.42';
        const echoed = await call(url, 'POST', '/api/pii/analyze', { token: basic.token, body: { text: TEXT }, headers: { 'x-request-id': mine } });
        assert.equal(echoed.headers.get('x-request-id'), mine);
        const replaced = await call(url, 'GET', '/api/account', { token: basic.token, headers: { 'x-request-id': 'a b<script>' } });
        assert.match(replaced.headers.get('x-request-id') ?? '', UUID);
        const long = await call(url, 'GET', '/api/account', { token: basic.token, headers: { 'x-request-id': 'x'.repeat(129) } });
        assert.match(long.headers.get('x-request-id') ?? '', UUID);
      });

      test('headers over the limit → 431 in the common error shape, with a request id', async () => {
        const res = await new Promise<{ status: number; headers: Record<string, unknown>; body: string }>((resolve, reject) => {
          const req = httpRequest(`${url}/api/account`, { headers: { authorization: `Bearer ${basic.token}`, 'x-big': 'y'.repeat(20_000) } }, (r) => {
            let body = '';
            r.on('data', (c: Buffer) => (body += c.toString()));
            r.on('end', () => resolve({ status: r.statusCode ?? 0, headers: r.headers, body }));
          });
          req.on('error', reject);
          req.end();
        });
        assert.equal(res.status, 431);
        assert.match(String(res.headers['content-type']), /application\/json/);
        assert.match(String(res.headers['x-request-id']), UUID);
        const body = JSON.parse(res.body);
        assert.deepEqual(Object.keys(body).sort(), ['details', 'error']);
        assert.match(body.error, /^Request headers too large: at most \d+ bytes$/);
        assert.equal(typeof body.details.limit_bytes, 'number');
      });
    });

    describe('authentication', () => {
      const unauthorized = (res: { status: number; body: any }) => {
        assert.equal(res.status, 401);
        assert.deepEqual(res.body, { error: 'Unauthorized' });
      };
      const b64 = (v: unknown) => Buffer.from(JSON.stringify(v)).toString('base64url');
      const sign = (header: unknown, payload: unknown, secret: string) => {
        const data = `${b64(header)}.${b64(payload)}`;
        return `${data}.${createHmac('sha256', secret).update(data).digest('base64url')}`;
      };

      test('missing, malformed and non-bearer headers → 401', async () => {
        unauthorized(await call(url, 'POST', '/api/pii/analyze', { body: { text: 'x' } }));
        unauthorized(await post('/api/pii/analyze', 'not-a-jwt', { text: 'x' }));
        unauthorized(await call(url, 'GET', '/api/account', { headers: { authorization: `Basic ${basic.token}` } }));
      });

      test('forged tokens: alg none, wrong secret, tampered payload, other algorithm → 401', async () => {
        const [h, p] = basic.token.split('.') as [string, string, string];
        const payload = JSON.parse(Buffer.from(p, 'base64url').toString()) as Record<string, unknown>;
        unauthorized(await call(url, 'GET', '/api/account', { token: `${b64({ alg: 'none', typ: 'JWT' })}.${p}.` }));
        unauthorized(await call(url, 'GET', '/api/account', { token: sign({ alg: 'HS256', typ: 'JWT' }, payload, 'wrong-secret-wrong-secret-wrong-secret') }));
        const tampered = `${h}.${b64({ ...payload, sub: business.account.id })}.${basic.token.split('.')[2]!}`;
        unauthorized(await call(url, 'GET', '/api/account', { token: tampered }));
        // Signed with the right secret but as HS512: the algorithm is pinned.
        const data = `${b64({ alg: 'HS512', typ: 'JWT' })}.${p}`;
        unauthorized(await call(url, 'GET', '/api/account', { token: `${data}.${createHmac('sha512', JWT_SECRET).update(data).digest('base64url')}` }));
      });

      test('valid signature but unknown jti, or sub not matching the token record → 401', async () => {
        unauthorized(await call(url, 'GET', '/api/account', { token: sign({ alg: 'HS256' }, { sub: basic.account.id, jti: '00000000-0000-4000-8000-000000000000' }, JWT_SECRET) }));
        unauthorized(await call(url, 'GET', '/api/account', { token: sign({ alg: 'HS256' }, { sub: business.account.id, jti: basic.tokenId }, JWT_SECRET) }));
        unauthorized(await call(url, 'GET', '/api/account', { token: sign({ alg: 'HS256' }, { sub: basic.account.id }, JWT_SECRET) }));
      });

      test('revoked token → 401', async () => {
        const a = await makeAccount(store, 'basic');
        assert.equal((await call(url, 'GET', '/api/account', { token: a.token })).status, 200);
        await store.revokeApiToken(a.tokenId);
        server.app.veil.auth.invalidateToken(a.tokenId);
        unauthorized(await call(url, 'GET', '/api/account', { token: a.token }));
      });

      test('expired token (record and exp claim) → 401', async () => {
        const a = await makeAccount(store, 'basic', { expiresAt: new Date(Date.now() - 1000) });
        unauthorized(await call(url, 'GET', '/api/account', { token: a.token }));
      });

      test('free plan → 403 Upgrade required on every bearer call', async () => {
        for (const [method, path, body] of [
          ['POST', '/api/pii/analyze', { text: 'x' }],
          ['GET', '/api/account', undefined],
          ['GET', '/api/presets', undefined],
          ['GET', '/api/pii/entities', undefined],
        ] as const) {
          const res = await call(url, method, path, { token: free.token, ...(body ? { body } : {}) });
          assert.equal(res.status, 403, path);
          assert.deepEqual(res.body, { error: 'Upgrade required', details: { plan: 'free', required: 'basic' } });
        }
      });

      test('a plan change applies at once (auth cache off in tests)', async () => {
        const a = await makeAccount(store, 'free');
        assert.equal((await post('/api/pii/analyze', a.token, { text: 'x' })).status, 403);
        await store.setPlan(a.account.id, 'basic');
        assert.equal((await post('/api/pii/analyze', a.token, { text: 'x' })).status, 200);
      });
    });

    describe('analyze', () => {
      test('200 with entities, tokens_charged, language and billing headers', async () => {
        const res = await post('/api/pii/analyze', basic.token, { text: TEXT });
        assert.equal(res.status, 200);
        assert.equal(res.body.language, 'en');
        assert.equal(res.body.tokens_charged, 1);
        assert.equal(res.headers.get('x-tokens-charged'), '1');
        assert.ok(Number(res.headers.get('x-tokens-remaining')) <= 999);
        const types = res.body.entities.map((e: any) => e.entity_type);
        assert.ok(types.includes('EMAIL_ADDRESS'), JSON.stringify(types));
        const email = res.body.entities.find((e: any) => e.entity_type === 'EMAIL_ADDRESS');
        assert.equal(Array.from(TEXT).slice(email.start, email.end).join(''), email.text);
        assert.ok(res.headers.get('ratelimit-limit'));
        assert.ok(res.headers.get('ratelimit-remaining'));
        assert.ok(res.headers.get('ratelimit-reset'));
      });

      test('basic, pro and business may call REST', async () => {
        for (const a of [basic, pro, business]) assert.equal((await post('/api/pii/analyze', a.token, { text: 'hello' })).status, 200);
      });

      test('cost: 1 token per started 1,000 characters', async () => {
        const res = await post('/api/pii/analyze', pro.token, { text: 'a'.repeat(2001) });
        assert.equal(res.body.tokens_charged, 3);
        assert.equal(res.headers.get('x-tokens-charged'), '3');
      });

      test('return_decision_process adds explanations; entities filter; allow_list', async () => {
        const res = await post('/api/pii/analyze', basic.token, { text: TEXT, entities: ['EMAIL_ADDRESS'], return_decision_process: true });
        assert.equal(res.status, 200);
        assert.deepEqual(res.body.entities.map((e: any) => e.entity_type), ['EMAIL_ADDRESS']);
        assert.equal(typeof res.body.entities[0].explanation.recognizer, 'string');
        const allowed = await post('/api/pii/analyze', basic.token, { text: TEXT, entities: ['EMAIL_ADDRESS'], allow_list: ['jane.doe@example.com'] });
        assert.deepEqual(allowed.body.entities, []);
      });

      test('ad hoc recognizer', async () => {
        const res = await post('/api/pii/analyze', basic.token, {
          text: 'Employee EMP-12345 joined.',
          entities: ['EMPLOYEE_ID'],
          ad_hoc_recognizers: [{ entity_type: 'EMPLOYEE_ID', patterns: [{ regex: 'EMP-\\d{5}', score: 0.9 }] }],
        });
        assert.equal(res.status, 200);
        assert.equal(res.body.entities[0].text, 'EMP-12345');
      });

      const bad = async (body: unknown, error: string | RegExp, details?: Record<string, unknown>) => {
        const balanceBefore = (await store.balance(basic.account.id)).total;
        const res = await post('/api/pii/analyze', basic.token, body);
        assert.equal(res.status, 400, JSON.stringify(res.body));
        if (typeof error === 'string') assert.equal(res.body.error, error);
        else assert.match(res.body.error, error);
        if (details) for (const [k, v] of Object.entries(details)) assert.deepEqual(res.body.details[k], v, k);
        assert.equal((await store.balance(basic.account.id)).total, balanceBefore, 'a 400 charges nothing');
        return res;
      };

      test('400s name the field', async () => {
        await bad({}, 'text is required', { field: 'text' });
        await bad({ text: 5 }, 'text must be a string', { field: 'text' });
        await bad({ text: 'x', score_threshold: 2 }, 'score_threshold must be a number between 0 and 1');
        await bad({ text: 'x', score_threshold: '0.5' }, 'score_threshold must be a number between 0 and 1');
        await bad({ text: 'x', entities: 'PERSON' }, 'entities must be an array');
        await bad({ text: 'x', entities: ['NOPE'] }, /entities.*NOPE/);
        await bad({ text: 'x', return_decision_process: 'yes' }, 'return_decision_process must be a boolean');
      });

      test('unsupported language → 400 with details.supported', async () => {
        const res = await bad({ text: 'x', language: 'xx' }, /language/);
        assert.ok(res.body.details.supported.includes('de'));
      });

      test('invalid ad hoc regex → 400 naming recognizer and pattern', async () => {
        const res = await bad({ text: 'x', ad_hoc_recognizers: [{ entity_type: 'X_ID', patterns: [{ regex: '(unclosed', score: 0.5, name: 'p1' }] }] }, /X_ID.*p1|p1.*X_ID/);
        assert.match(res.body.details.field, /ad_hoc_recognizers\[0\]\.patterns\[0\]\.regex/);
      });

      test('unknown fields are ignored', async () => {
        assert.equal((await post('/api/pii/analyze', basic.token, { text: 'hi', something_else: { a: 1 } })).status, 200);
      });

      test('text over 1,000,000 characters → 400 naming text; body over 10 MB → 413', async () => {
        const long = await post('/api/pii/analyze', basic.token, { text: 'a'.repeat(1_000_001) });
        assert.equal(long.status, 400);
        assert.equal(long.body.error, 'text must be at most 1000000 characters');
        assert.equal(long.body.details.field, 'text');
        const huge = await post('/api/pii/analyze', basic.token, { text: 'a'.repeat(10 * 1024 * 1024 + 10) });
        assert.equal(huge.status, 413);
        assert.equal(typeof huge.body.error, 'string');
      });

      test('invalid JSON → 400', async () => {
        const res = await call(url, 'POST', '/api/pii/analyze', { token: basic.token, raw: '{"text": ' });
        assert.equal(res.status, 400);
        assert.equal(typeof res.body.error, 'string');
      });
    });

    describe('anonymize and deanonymize', () => {
      test('default operator replaces with <ENTITY_TYPE>; replacements carry offsets in the output', async () => {
        const res = await post('/api/pii/anonymize', basic.token, { text: TEXT, entities: ['EMAIL_ADDRESS'] });
        assert.equal(res.status, 200);
        assert.equal(res.body.anonymized_text, 'Contact Jane Doe at <EMAIL_ADDRESS> or 212-555-0123.');
        assert.equal(res.body.entities_found, 1);
        assert.equal(res.body.tokens_charged, 1);
        const r = res.body.replacements[0];
        assert.equal(r.original, 'jane.doe@example.com');
        assert.equal(Array.from(res.body.anonymized_text as string).slice(r.start, r.end).join(''), r.replacement);
        assert.equal(res.headers.get('x-tokens-charged'), '1');
      });

      test('operators: replace, mask, hash (deterministic per account), DEFAULT', async () => {
        const body = {
          text: TEXT,
          entities: ['EMAIL_ADDRESS', 'PHONE_NUMBER'],
          operators: { EMAIL_ADDRESS: { type: 'hash' }, DEFAULT: { type: 'mask', masking_char: '#', chars_to_mask: 4, from_end: true } },
        };
        const a = await post('/api/pii/anonymize', basic.token, body);
        const b = await post('/api/pii/anonymize', basic.token, body);
        const c = await post('/api/pii/anonymize', pro.token, body);
        assert.equal(a.status, 200);
        assert.equal(a.body.anonymized_text, b.body.anonymized_text, 'same account → same hash');
        assert.notEqual(a.body.anonymized_text, c.body.anonymized_text, 'other account → other hash');
        assert.match(a.body.anonymized_text, /[0-9a-f]{64}/);
        assert.match(a.body.anonymized_text, /212-555-####/);
      });

      test('operator parameter errors → 400 naming the field', async () => {
        const cases: [unknown, string | RegExp][] = [
          [{ PERSON: { type: 'replace', new_value: 'x'.repeat(101) } }, 'operators.PERSON.new_value must be at most 100 characters'],
          [{ PERSON: { type: 'nope' } }, /^operators\.PERSON\.type/],
          [{ PERSON: { type: 'encrypt', key: 'short' } }, 'operators.PERSON.key must be 16 to 32 characters'],
          [{ PERSON: { type: 'hash', hash_type: 'MD5' } }, /^operators\.PERSON\.hash_type/],
          [{ PERSON: { type: 'mask', masking_char: '##' } }, /^operators\.PERSON\.masking_char/],
          [{ PERSON: { type: 'mask', chars_to_mask: -1 } }, /^operators\.PERSON\.chars_to_mask/],
          [{ PERSON: { type: 'encrypt', key_id: '6f1c1f8e-4a1b-4c55-9f59-1a2b3c4d5e6f' } }, /^operators\.PERSON\.key_id/],
          [{ PERSON: {} }, 'operators.PERSON.type is required'],
          [{ PERSON: 'replace' }, /^operators\.PERSON/],
        ];
        for (const [operators, error] of cases) {
          const res = await post('/api/pii/anonymize', basic.token, { text: TEXT, operators });
          assert.equal(res.status, 400, JSON.stringify(operators));
          if (typeof error === 'string') assert.equal(res.body.error, error);
          else assert.match(res.body.error, error);
        }
      });

      test('encrypt with an explicit key round-trips through deanonymize; a wrong key counts as failed', async () => {
        const key = 'sixteen-chars-key-0123456789';
        const enc = await post('/api/pii/anonymize', basic.token, { text: TEXT, entities: ['EMAIL_ADDRESS'], operators: { DEFAULT: { type: 'encrypt', key } } });
        assert.equal(enc.status, 200);
        assert.match(enc.body.anonymized_text, /ENC:/);
        const dec = await post('/api/pii/deanonymize', basic.token, { text: enc.body.anonymized_text, key });
        assert.equal(dec.status, 200);
        assert.deepEqual(dec.body, { text: TEXT, decrypted: 1, failed: 0, tokens_charged: 1 });
        assert.equal(dec.headers.get('x-tokens-charged'), '1');
        const wrong = await post('/api/pii/deanonymize', basic.token, { text: enc.body.anonymized_text, key: 'another-key-0123456789' });
        assert.equal(wrong.body.decrypted, 0);
        assert.equal(wrong.body.failed, 1);
        assert.equal(wrong.body.text, enc.body.anonymized_text);
      });

      test('encrypt without key uses the account default key (created on first use); deanonymize without key too', async () => {
        const a = await makeAccount(store, 'basic');
        assert.deepEqual((await call(url, 'GET', '/api/encryption-keys', { token: a.token })).body.keys, []);
        const enc = await post('/api/pii/anonymize', a.token, { text: TEXT, entities: ['EMAIL_ADDRESS'], operators: { EMAIL_ADDRESS: { type: 'encrypt' } } });
        assert.equal(enc.status, 200);
        const keys = (await call(url, 'GET', '/api/encryption-keys', { token: a.token })).body.keys;
        assert.equal(keys.length, 1);
        assert.equal(keys[0].is_default, true);
        const dec = await post('/api/pii/deanonymize', a.token, { text: enc.body.anonymized_text });
        assert.equal(dec.body.text, TEXT);
        const byId = await post('/api/pii/deanonymize', a.token, { text: enc.body.anonymized_text, key_id: keys[0].id });
        assert.equal(byId.body.text, TEXT);
      });

      test('encrypt with key_id; another account cannot use that key_id (400)', async () => {
        const created = await call(url, 'POST', '/api/encryption-keys', { token: basic.token, body: { name: 'k1' } });
        assert.equal(created.status, 201);
        const id = created.body.id as string;
        const enc = await post('/api/pii/anonymize', basic.token, { text: TEXT, entities: ['EMAIL_ADDRESS'], operators: { EMAIL_ADDRESS: { type: 'encrypt', key_id: id } } });
        assert.equal(enc.status, 200);
        const withKey = await call(url, 'GET', `/api/encryption-keys/${id}?includeKey=true`, { token: basic.token });
        const dec = await post('/api/pii/deanonymize', basic.token, { text: enc.body.anonymized_text, key: withKey.body.key });
        assert.equal(dec.body.text, TEXT);
        const foreign = await post('/api/pii/anonymize', pro.token, { text: TEXT, operators: { EMAIL_ADDRESS: { type: 'encrypt', key_id: id } } });
        assert.equal(foreign.status, 400);
        assert.equal(foreign.body.details.field, 'operators.EMAIL_ADDRESS.key_id');
        const foreignDec = await post('/api/pii/deanonymize', pro.token, { text: 'x', key_id: id });
        assert.equal(foreignDec.status, 400);
        assert.equal(foreignDec.body.details.field, 'key_id');
      });

      test('deanonymize errors', async () => {
        assert.equal((await post('/api/pii/deanonymize', basic.token, { key: 'x'.repeat(16) })).body.error, 'text is required');
        assert.equal((await post('/api/pii/deanonymize', basic.token, { text: 'x', key: 'short' })).body.error, 'key must be 16 to 32 characters');
        assert.equal((await post('/api/pii/deanonymize', basic.token, { text: 'x', key: 'x'.repeat(16), key_id: 'y' })).status, 400);
      });
    });

    describe('batch', () => {
      const docs = (n: number) => Array.from({ length: n }, (_, i) => ({ id: `d${i}`, text: `Mail jane${i}@example.com` }));

      test('per-plan document limits: basic 5, pro 10 → 403 with max_documents; business 50 → 400 beyond', async () => {
        for (const [who, max] of [[basic, 5], [pro, 10], [business, 50]] as const) {
          const ok = await post('/api/pii/batch', who.token, { documents: docs(max) });
          assert.equal(ok.status, 200, `${who.account.plan} ${max}`);
          assert.equal(ok.body.documents, max);
          const over = await post('/api/pii/batch', who.token, { documents: docs(max + 1) });
          if (who.account.plan === 'business') {
            assert.equal(over.status, 400);
            assert.equal(over.body.details.max_documents, 50);
          } else {
            assert.equal(over.status, 403);
            assert.equal(over.body.error, 'Upgrade required');
            assert.equal(over.body.details.max_documents, max);
            assert.equal(over.body.details.plan, who.account.plan);
          }
        }
      });

      test('analyze batch: results in order with id, index, tokens_charged; total charged once', async () => {
        const a = await makeAccount(store, 'pro');
        const res = await post('/api/pii/batch', a.token, { documents: [{ id: 'a', text: 'jane@example.com' }, { text: 'x'.repeat(1500) }] });
        assert.equal(res.status, 200);
        assert.equal(res.body.documents, 2);
        assert.equal(res.body.tokens_charged, 3);
        assert.equal(res.headers.get('x-tokens-charged'), '3');
        assert.deepEqual(res.body.results.map((r: any) => [r.id, r.index, r.tokens_charged]), [['a', 0, 1], [null, 1, 2]]);
        assert.equal(res.body.results[0].entities[0].entity_type, 'EMAIL_ADDRESS');
        assert.equal(res.body.results[0].language, 'en');
        assert.equal(await store.ledgerTotal(a.account.id), 3);
      });

      test('anonymize batch with texts and shared operators', async () => {
        const res = await post('/api/pii/batch', basic.token, { texts: ['jane@example.com', 'no pii here'], operation: 'anonymize', operators: { DEFAULT: { type: 'redact' } } });
        assert.equal(res.status, 200);
        assert.equal(res.body.results[0].anonymized_text, '[REDACTED]');
        assert.equal(res.body.results[1].anonymized_text, 'no pii here');
        assert.equal(res.body.results[0].entities_found, 1);
      });

      test('an invalid document → 400 with details.index, nothing charged', async () => {
        const a = await makeAccount(store, 'pro');
        const before = await store.ledgerTotal(a.account.id);
        const missing = await post('/api/pii/batch', a.token, { documents: [{ text: 'ok' }, { id: 'x' }] });
        assert.equal(missing.status, 400);
        assert.equal(missing.body.details.index, 1);
        assert.equal(missing.body.error, 'documents[1].text is required');
        const wrongType = await post('/api/pii/batch', a.token, { texts: ['ok', 'ok', 7] });
        assert.equal(wrongType.status, 400);
        assert.equal(wrongType.body.details.index, 2);
        const tooLong = await post('/api/pii/batch', a.token, { texts: ['ok', 'a'.repeat(1_000_001)] });
        assert.equal(tooLong.status, 400);
        assert.equal(tooLong.body.details.index, 1);
        assert.equal(await store.ledgerTotal(a.account.id), before);
      });

      test('missing documents, empty list, bad operation → 400', async () => {
        assert.equal((await post('/api/pii/batch', basic.token, {})).body.error, 'documents is required');
        assert.equal((await post('/api/pii/batch', basic.token, { documents: [] })).status, 400);
        const op = await post('/api/pii/batch', basic.token, { texts: ['x'], operation: 'delete' });
        assert.equal(op.status, 400);
        assert.match(op.body.error, /^operation must be one of/);
      });

      test('the balance is checked for the whole batch up front', async () => {
        const a = await makeAccount(store, 'basic', { balance: 2 });
        const res = await post('/api/pii/batch', a.token, { texts: ['a', 'b', 'c'] });
        assert.equal(res.status, 429);
        assert.equal(res.body.details.required, 3);
        assert.equal(res.body.details.balance, 2);
        assert.equal((await store.balance(a.account.id)).total, 2);
      });
    });

    describe('entities and account', () => {
      test('GET /api/pii/entities with and without language', async () => {
        const all = await call(url, 'GET', '/api/pii/entities', { token: basic.token });
        assert.equal(all.status, 200);
        const email = all.body.entities.find((e: any) => e.entity_type === 'EMAIL_ADDRESS');
        assert.ok(email.description && email.category && email.detection && email.languages.includes('en'));
        const de = await call(url, 'GET', '/api/pii/entities?language=de', { token: basic.token });
        assert.ok(de.body.entities.length > 0 && de.body.entities.length < all.body.entities.length);
        assert.ok(de.body.entities.every((e: any) => e.languages.includes('de')));
        const xx = await call(url, 'GET', '/api/pii/entities?language=xx', { token: basic.token });
        assert.equal(xx.status, 400);
        assert.ok(Array.isArray(xx.body.details.supported));
      });

      test('GET /api/account shape', async () => {
        const a = await makeAccount(store, 'pro');
        await post('/api/pii/analyze', a.token, { text: 'x' });
        const res = await call(url, 'GET', '/api/account', { token: a.token });
        assert.equal(res.status, 200);
        assert.equal(res.body.id, a.account.id);
        assert.equal(res.body.plan, 'pro');
        assert.deepEqual(res.body.balance, { allowance_left: 3999, top_up: 0, total: 3999 });
        assert.deepEqual(res.body.limits, { batch_documents: 10, requests_per_minute: 100_000, mcp: true, priority: false });
        assert.ok(Date.parse(res.body.cycle_resets_at) > Date.parse(res.body.cycle_started_at));
      });

      test('top-ups add to the balance', async () => {
        const a = await makeAccount(store, 'basic', { balance: 0 });
        assert.equal((await post('/api/pii/analyze', a.token, { text: 'x' })).status, 429);
        await store.topUp(a.account.id, 5);
        const ok = await post('/api/pii/analyze', a.token, { text: 'x' });
        assert.equal(ok.status, 200);
        assert.equal(ok.headers.get('x-tokens-remaining'), '4');
        assert.deepEqual((await call(url, 'GET', '/api/account', { token: a.token })).body.balance, { allowance_left: 0, top_up: 4, total: 4 });
      });
    });

    describe('presets', () => {
      test('CRUD; 201/200/204; names unique per account (409); preset applied with request overrides', async () => {
        const a = await makeAccount(store, 'basic');
        const created = await call(url, 'POST', '/api/presets', {
          token: a.token,
          body: { name: 'emails', description: 'only emails', settings: { entities: ['EMAIL_ADDRESS'], operators: { DEFAULT: { type: 'redact' } }, unknown_field: 1 } },
        });
        assert.equal(created.status, 201);
        const p = created.body;
        assert.deepEqual(Object.keys(p).sort(), ['created_at', 'description', 'id', 'name', 'settings', 'updated_at']);
        assert.deepEqual(p.settings, { entities: ['EMAIL_ADDRESS'], operators: { DEFAULT: { type: 'redact' } } });
        const dup = await call(url, 'POST', '/api/presets', { token: a.token, body: { name: 'emails' } });
        assert.equal(dup.status, 409);
        // Another account may use the same name.
        assert.equal((await call(url, 'POST', '/api/presets', { token: pro.token, body: { name: 'emails' } })).status, 201);

        const analyzed = await post('/api/pii/analyze', a.token, { text: TEXT, preset_id: p.id });
        assert.deepEqual(analyzed.body.entities.map((e: any) => e.entity_type), ['EMAIL_ADDRESS']);
        const overridden = await post('/api/pii/analyze', a.token, { text: TEXT, preset_id: p.id, entities: ['PHONE_NUMBER'] });
        assert.deepEqual(overridden.body.entities.map((e: any) => e.entity_type), ['PHONE_NUMBER']);
        const anonymized = await post('/api/pii/anonymize', a.token, { text: TEXT, preset_id: p.id });
        assert.equal(anonymized.body.anonymized_text, 'Contact Jane Doe at [REDACTED] or 212-555-0123.');

        const list = await call(url, 'GET', '/api/presets', { token: a.token });
        assert.deepEqual(list.body.presets.map((x: any) => x.id), [p.id]);
        const put = await call(url, 'PUT', `/api/presets/${p.id}`, { token: a.token, body: { name: 'renamed', settings: { score_threshold: 0.5 } } });
        assert.equal(put.status, 200);
        assert.equal(put.body.name, 'renamed');
        assert.equal(put.body.description, null);
        assert.deepEqual(put.body.settings, { score_threshold: 0.5 });
        assert.equal((await call(url, 'GET', `/api/presets/${p.id}`, { token: a.token })).body.name, 'renamed');
        const del = await call(url, 'DELETE', `/api/presets/${p.id}`, { token: a.token });
        assert.equal(del.status, 204);
        assert.equal((await call(url, 'DELETE', `/api/presets/${p.id}`, { token: a.token })).status, 404);
      });

      test("another account's preset id → 404 everywhere", async () => {
        const owner = await makeAccount(store, 'basic');
        const other = await makeAccount(store, 'basic');
        const p = (await call(url, 'POST', '/api/presets', { token: owner.token, body: { name: 'mine' } })).body;
        for (const [method, body] of [['GET', undefined], ['PUT', { name: 'stolen' }], ['DELETE', undefined]] as const) {
          const res = await call(url, method, `/api/presets/${p.id}`, { token: other.token, ...(body ? { body } : {}) });
          assert.equal(res.status, 404, method);
          assert.equal(typeof res.body.error, 'string');
        }
        assert.equal((await post('/api/pii/analyze', other.token, { text: 'x', preset_id: p.id })).status, 404);
        assert.equal((await post('/api/pii/analyze', other.token, { text: 'x', preset_id: 'not-a-uuid' })).status, 404);
        assert.equal((await call(url, 'GET', '/api/presets/not-a-uuid', { token: other.token })).status, 404);
        assert.equal((await call(url, 'GET', `/api/presets/${p.id}`, { token: owner.token })).status, 200);
      });

      test('bad settings are refused at save time with 400 naming the field', async () => {
        const cases: [unknown, RegExp][] = [
          [{ score_threshold: 3 }, /^settings\.score_threshold must be a number between 0 and 1$/],
          [{ language: 'xx' }, /^settings\.language/],
          [{ entities: ['NOPE'] }, /^settings\.entities/],
          [{ operators: { PERSON: { type: 'replace', new_value: 'x'.repeat(101) } } }, /^settings\.operators\.PERSON\.new_value must be at most 100 characters$/],
          [{ ad_hoc_recognizers: [{ entity_type: 'X', patterns: [{ regex: '(', score: 0.5 }] }] }, /^settings\.ad_hoc_recognizers\[0\]\.patterns\[0\]\.regex/],
          [{ image_operator: 'blur' }, /^settings\.image_operator must be one of/],
          [{ mask_char: '**' }, /^settings\.mask_char must be exactly one character$/],
          [{ fill_color: 'red' }, /^settings\.fill_color/],
          [{ operators: { PERSON: { type: 'encrypt', key_id: '6f1c1f8e-4a1b-4c55-9f59-1a2b3c4d5e6f' } } }, /^settings\.operators\.PERSON\.key_id/],
        ];
        for (const [settings, error] of cases) {
          const res = await call(url, 'POST', '/api/presets', { token: basic.token, body: { name: `bad-${Math.random()}`, settings } });
          assert.equal(res.status, 400, JSON.stringify(settings));
          assert.match(res.body.error, error);
        }
        assert.equal((await call(url, 'POST', '/api/presets', { token: basic.token, body: { settings: {} } })).body.error, 'name is required');
        assert.equal((await call(url, 'POST', '/api/presets', { token: basic.token, body: { name: '' } })).body.error, 'name must not be empty');
      });

      test('at most 100 presets per account', async () => {
        const a = await makeAccount(store, 'basic');
        for (let i = 0; i < 100; i++) {
          const r = await call(url, 'POST', '/api/presets', { token: a.token, body: { name: `p${i}` } });
          assert.equal(r.status, 201);
        }
        const over = await call(url, 'POST', '/api/presets', { token: a.token, body: { name: 'p100' } });
        assert.equal(over.status, 400);
        assert.equal(over.body.details.limit, 100);
      });
    });

    describe('encryption keys', () => {
      test('create 201, list, get, includeKey, delete 204; isolation 404', async () => {
        const a = await makeAccount(store, 'basic');
        const created = await call(url, 'POST', '/api/encryption-keys', { token: a.token, body: { name: 'main' } });
        assert.equal(created.status, 201);
        const k = created.body;
        assert.equal(k.algorithm, 'AES-256-GCM');
        assert.match(k.fingerprint, /^[0-9a-f]{16}$/);
        assert.equal(k.use_count, 0);
        assert.equal(k.last_used_at, null);
        assert.equal(k.key, undefined, 'no key value without includeKey');

        const list = await call(url, 'GET', '/api/encryption-keys', { token: a.token });
        assert.deepEqual(list.body.keys.map((x: any) => x.id), [k.id]);
        assert.equal(list.body.keys[0].key, undefined);
        assert.equal((await call(url, 'GET', `/api/encryption-keys/${k.id}`, { token: a.token })).body.key, undefined);
        const withKey = await call(url, 'GET', `/api/encryption-keys/${k.id}?includeKey=true`, { token: a.token });
        assert.equal(withKey.status, 200);
        assert.equal(typeof withKey.body.key, 'string');
        assert.equal(withKey.body.key.length, 32);
        assert.equal((await call(url, 'GET', `/api/encryption-keys/${k.id}?includeKey=maybe`, { token: a.token })).status, 400);

        // The key works as operators.X.key and its use is counted.
        await post('/api/pii/anonymize', a.token, { text: TEXT, operators: { DEFAULT: { type: 'encrypt', key_id: k.id } } });
        await new Promise((r) => setTimeout(r, 200));
        const used = await call(url, 'GET', `/api/encryption-keys/${k.id}`, { token: a.token });
        assert.equal(used.body.use_count, 1);
        assert.notEqual(used.body.last_used_at, null);

        for (const path of [`/api/encryption-keys/${k.id}`, `/api/encryption-keys/${k.id}?includeKey=true`]) {
          assert.equal((await call(url, 'GET', path, { token: pro.token })).status, 404);
        }
        assert.equal((await call(url, 'DELETE', `/api/encryption-keys/${k.id}`, { token: pro.token })).status, 404);
        assert.equal((await call(url, 'GET', '/api/encryption-keys/not-a-uuid', { token: a.token })).status, 404);
        assert.equal((await call(url, 'DELETE', `/api/encryption-keys/${k.id}`, { token: a.token })).status, 204);
        assert.equal((await call(url, 'GET', `/api/encryption-keys/${k.id}`, { token: a.token })).status, 404);
        assert.equal((await call(url, 'POST', '/api/encryption-keys', { token: a.token, body: {} })).body.error, 'name is required');
      });
    });

    describe('pagination', () => {
      for (const [path, field, make] of [
        ['/api/encryption-keys', 'keys', (i: number) => ({ name: `page-key-${i}` })],
        ['/api/presets', 'presets', (i: number) => ({ name: `page-preset-${i}` })],
      ] as const) {
        test(`${path}: limit and cursor page through every item once, in creation order; bad values → 400`, async () => {
          const owner = await makeAccount(store, 'basic');
          for (let i = 0; i < 5; i++) assert.equal((await post(path, owner.token, make(i))).status, 201);
          const names: string[] = [];
          let cursor: string | null = null;
          let pages = 0;
          do {
            const query: string = `?limit=2${cursor ? `&cursor=${cursor}` : ''}`;
            const res = await call(url, 'GET', path + query, { token: owner.token });
            assert.equal(res.status, 200);
            assert.ok(res.body[field].length <= 2);
            names.push(...res.body[field].map((x: { name: string }) => x.name));
            cursor = res.body.next_cursor;
            pages++;
          } while (cursor !== null && pages < 10);
          assert.equal(pages, 3);
          assert.deepEqual(names, [0, 1, 2, 3, 4].map((i) => make(i).name));
          const all = await call(url, 'GET', path, { token: owner.token });
          assert.equal(all.body[field].length, 5);
          assert.equal(all.body.next_cursor, null);
          for (const bad of ['limit=0', 'limit=101', 'limit=abc', 'limit=-1', 'cursor=nonsense']) {
            const res = await call(url, 'GET', `${path}?${bad}`, { token: owner.token });
            assert.equal(res.status, 400, bad);
            assert.equal(res.body.details.field, bad.split('=')[0]);
          }
        });
      }
    });

    describe('429', () => {
      test('insufficient tokens: body with reason, required, balance, plan, cycle_resets_at', async () => {
        const a = await makeAccount(store, 'basic', { balance: 1 });
        const res = await post('/api/pii/analyze', a.token, { text: 'x'.repeat(1001) });
        assert.equal(res.status, 429);
        assert.equal(res.body.error, 'Insufficient tokens');
        assert.equal(res.body.details.reason, 'insufficient_tokens');
        assert.equal(res.body.details.required, 2);
        assert.equal(res.body.details.balance, 1);
        assert.equal(res.body.details.plan, 'basic');
        assert.ok(!Number.isNaN(Date.parse(res.body.details.cycle_resets_at)));
        // Free endpoints still work with an empty balance.
        assert.equal((await call(url, 'GET', '/api/account', { token: a.token })).status, 200);
      });

      test('rate limited: body, Retry-After and RateLimit-* headers; limits are per account', async () => {
        const limited = await startServer(store, { config: { rateLimits: { basic: 3, pro: 5, business: 8 } } });
        try {
          const a = await makeAccount(store, 'basic');
          const b = await makeAccount(store, 'basic');
          const statuses: number[] = [];
          let last: any;
          for (let i = 0; i < 4; i++) {
            last = await call(limited.url, 'POST', '/api/pii/analyze', { token: a.token, body: { text: 'x' } });
            statuses.push(last.status);
          }
          assert.deepEqual(statuses, [200, 200, 200, 429]);
          assert.equal(last.body.error, 'Rate limit exceeded');
          assert.equal(last.body.details.reason, 'rate_limited');
          assert.equal(last.body.details.limit, 3);
          assert.equal(last.body.details.window_s, 60);
          assert.ok(last.body.details.retry_after_s >= 1 && last.body.details.retry_after_s <= 60);
          assert.equal(last.headers.get('retry-after'), String(last.body.details.retry_after_s));
          assert.equal(last.headers.get('ratelimit-limit'), '3');
          assert.equal(last.headers.get('ratelimit-remaining'), '0');
          assert.ok(Number(last.headers.get('ratelimit-reset')) >= 1);
          assert.equal((await call(limited.url, 'POST', '/api/pii/analyze', { token: b.token, body: { text: 'x' } })).status, 200, 'other account unaffected');
          const pro5 = await makeAccount(store, 'pro');
          const proStatuses = [];
          for (let i = 0; i < 6; i++) proStatuses.push((await call(limited.url, 'GET', '/api/account', { token: pro5.token })).status);
          assert.deepEqual(proStatuses, [200, 200, 200, 200, 200, 429]);
        } finally {
          await limited.close();
        }
      });
    });
  });
}
