/* eslint-disable @typescript-eslint/no-unsafe-member-access, @typescript-eslint/no-unsafe-assignment, @typescript-eslint/no-unsafe-argument, @typescript-eslint/no-unsafe-call --
   response bodies are untyped JSON; the assertions are the type check. */
/**
 * Input hygiene at the edge, on PGlite and PostgreSQL: NUL and unpaired surrogates in any stored
 * string field are refused with a 400 naming the field (never a 500, never silently rewritten to
 * U+FFFD); in analysed text they are kept and offsets stay honest. A property test throws odd code
 * points at every string field of every route and asserts no 5xx.
 */
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import fc from 'fast-check';
import { backends, call, makeAccount, startServer, type Server, type TestAccount } from './harness.ts';
import type { SqlStore } from '../../src/store/index.ts';

/** NUL, lone high, lone low, a reversed pair, and each embedded in ordinary text. */
const ODD = ['\u0000', '\ud800', '\udfff', '\udc00\ud800', 'ab\u0000cd', 'x\udbffy', 'Jane\ud83d'];

type Body = Record<string, unknown>;
/** Stored fields: where each odd value goes, and the field the 400 must name. */
const STORED: [string, (v: string) => Body, string][] = [
  ['preset name', (v) => ({ name: v }), 'name'],
  ['preset description', (v) => ({ name: 'ok', description: v }), 'description'],
  ['allow_list', (v) => ({ name: 'ok', settings: { allow_list: ['fine', v] } }), 'settings.allow_list[1]'],
  ['context', (v) => ({ name: 'ok', settings: { context: [v] } }), 'settings.context[0]'],
  ['mask_char', (v) => ({ name: 'ok', settings: { mask_char: v } }), 'settings.mask_char'],
  ['fill_color', (v) => ({ name: 'ok', settings: { fill_color: v } }), 'settings.fill_color'],
  ['replace new_value', (v) => ({ name: 'ok', settings: { operators: { PERSON: { type: 'replace', new_value: v } } } }), 'settings.operators.PERSON.new_value'],
  ['operators key', (v) => ({ name: 'ok', settings: { operators: { [v]: { type: 'redact' } } } }), 'settings.operators'],
  ['mask masking_char', (v) => ({ name: 'ok', settings: { operators: { DEFAULT: { type: 'mask', masking_char: v } } } }), 'settings.operators.DEFAULT.masking_char'],
  ['deny_list', (v) => ({ name: 'ok', settings: { ad_hoc_recognizers: [{ entity_type: 'X', deny_list: [v] }] } }), 'settings.ad_hoc_recognizers[0].deny_list[0]'],
  ['ad hoc context', (v) => ({ name: 'ok', settings: { ad_hoc_recognizers: [{ entity_type: 'X', deny_list: ['y'], context: [v] }] } }), 'settings.ad_hoc_recognizers[0].context[0]'],
];

/** encodeURIComponent, except that a lone surrogate becomes the (invalid) UTF-8 bytes of one. */
function percentEncode(s: string): string {
  return Array.from(s)
    .map((c) => (/^[\ud800-\udfff]$/.test(c) ? '%ED%A0%80' : encodeURIComponent(c)))
    .join('');
}

for (const backend of await backends()) {
  describe(`input hygiene on ${backend.name}`, { skip: backend.skip }, () => {
    let store: SqlStore;
    let server: Server;
    let user: TestAccount;

    before(async () => {
      store = await backend.openStore();
      server = await startServer(store);
      user = await makeAccount(store, 'business');
    });
    after(async () => {
      await server.close();
      await store.close();
      await backend.cleanup();
    });

    const send = (method: string, path: string, body: unknown) => call(server.url, method, path, { token: user.token, body });

    test('every stored preset field: NUL and unpaired surrogates → 400 naming the field, nothing stored (POST and PUT)', async () => {
      const existing = await send('POST', '/api/presets', { name: 'hygiene-base' });
      assert.equal(existing.status, 201);
      for (const [label, body, field] of STORED) {
        for (const odd of ODD) {
          for (const [method, path] of [['POST', '/api/presets'], ['PUT', `/api/presets/${existing.body.id}`]] as const) {
            const res = await send(method, path, body(odd));
            assert.equal(res.status, 400, `${method} ${label} ${JSON.stringify(odd)}: ${res.status} ${JSON.stringify(res.body)}`);
            assert.equal(res.body.details.field, field, label);
            assert.match(res.body.error, new RegExp(`^${field.replace(/[[\].]/g, '\\$&')} must not contain NUL characters or unpaired surrogates$`));
          }
        }
      }
      const list = await call(server.url, 'GET', '/api/presets', { token: user.token });
      assert.deepEqual(
        list.body.presets.map((p: { name: string }) => p.name),
        ['hygiene-base'],
      );
      assert.deepEqual((await call(server.url, 'GET', `/api/presets/${existing.body.id}`, { token: user.token })).body.settings, {});
    });

    test('a well-formed pair (emoji) is stored and returned unchanged', async () => {
      const name = 'smile \ud83d\ude00 preset';
      const res = await send('POST', '/api/presets', { name, description: 'ok \ud83d\ude00', settings: { allow_list: ['\ud83d\ude00'] } });
      assert.equal(res.status, 201);
      const got = await call(server.url, 'GET', `/api/presets/${res.body.id}`, { token: user.token });
      assert.equal(got.body.name, name);
      assert.deepEqual(got.body.settings.allow_list, ['\ud83d\ude00']);
    });

    test('encryption key names: 400 naming name; nothing created', async () => {
      const before = (await call(server.url, 'GET', '/api/encryption-keys', { token: user.token })).body.keys.length;
      for (const odd of ODD) {
        const res = await send('POST', '/api/encryption-keys', { name: `key ${odd}` });
        assert.equal(res.status, 400, JSON.stringify(odd));
        assert.equal(res.body.details.field, 'name');
      }
      assert.equal((await call(server.url, 'GET', '/api/encryption-keys', { token: user.token })).body.keys.length, before);
    });

    test('analysed text keeps NUL and lone surrogates; offsets count them as one code point each', async () => {
      const text = '\u0000\ud800 mail jane.doe@example.com \udc00 ok';
      const res = await send('POST', '/api/pii/analyze', { text, entities: ['EMAIL_ADDRESS'] });
      assert.equal(res.status, 200);
      const [e] = res.body.entities;
      assert.equal(Array.from(text).slice(e.start, e.end).join(''), 'jane.doe@example.com');
      assert.equal(e.start, 8);
      const anon = await send('POST', '/api/pii/anonymize', { text, entities: ['EMAIL_ADDRESS'] });
      assert.equal(anon.status, 200);
      assert.equal(anon.body.anonymized_text, '\u0000\ud800 mail <EMAIL_ADDRESS> \udc00 ok');
    });

    test('property: odd code points in any string field of any route → never a 5xx', { timeout: 120_000 }, async () => {
      const oddString = fc.oneof(
        fc.constantFrom(...ODD),
        fc.string({ unit: 'binary', maxLength: 12 }),
        fc.array(fc.constantFrom('\u0000', '\ud800', '\udc00', '\uffff', '\ufffe', '\u200b', 'a', ' ', '@', '\ud83d\ude00'), { maxLength: 8 }).map((a) => a.join('')),
      );
      const routes: [string, string, (s: string) => unknown][] = [
        ['POST', '/api/pii/analyze', (s) => ({ text: s, allow_list: [s], context: [s], language: 'en' })],
        ['POST', '/api/pii/analyze', (s) => ({ text: 'x', language: s })],
        ['POST', '/api/pii/analyze', (s) => ({ text: 'x', entities: [s] })],
        ['POST', '/api/pii/analyze', (s) => ({ text: `a ${s} b`, ad_hoc_recognizers: [{ entity_type: 'X', patterns: [{ regex: s || 'a', score: 0.5 }], deny_list: [s], context: [s] }] })],
        ['POST', '/api/pii/anonymize', (s) => ({ text: `Jane Doe ${s} jane@example.com`, operators: { DEFAULT: { type: 'replace', new_value: s } } })],
        ['POST', '/api/pii/anonymize', (s) => ({ text: `jane@example.com ${s}`, operators: { DEFAULT: { type: 'mask', masking_char: s } } })],
        ['POST', '/api/pii/anonymize', (s) => ({ text: 'jane@example.com', operators: { DEFAULT: { type: 'hash', salt: `${s}0123456789abcdef` } } })],
        ['POST', '/api/pii/anonymize', (s) => ({ text: 'jane@example.com', operators: { DEFAULT: { type: 'encrypt', key: `${s}0123456789abcdef`.slice(0, 20) } } })],
        ['POST', '/api/pii/anonymize', (s) => ({ text: 'jane@example.com', operators: { [s]: { type: 'redact' } } })],
        ['POST', '/api/pii/deanonymize', (s) => ({ text: `ENC:${s}`, key: '0123456789abcdef' })],
        ['POST', '/api/pii/deanonymize', (s) => ({ text: 'x', key_id: s })],
        ['POST', '/api/pii/batch', (s) => ({ documents: [{ id: s, text: s }], operation: 'anonymize' })],
        ['POST', '/api/pii/analyze', (s) => ({ text: 'x', preset_id: s })],
        ['GET', '/api/pii/entities?language=', (s) => s],
        ['POST', '/api/presets', (s) => ({ name: s, description: s, settings: { allow_list: [s], mask_char: s, fill_color: s, language: s } })],
        ['POST', '/api/encryption-keys', (s) => ({ name: s })],
        ['GET', '/api/encryption-keys/', (s) => s],
        ['DELETE', '/api/presets/', (s) => s],
      ];
      await fc.assert(
        fc.asyncProperty(fc.integer({ min: 0, max: routes.length - 1 }), oddString, async (i, s) => {
          const [method, path, make] = routes[i]!;
          const input = make(s);
          const res =
            typeof input === 'string'
              ? await call(server.url, method, path + percentEncode(input), { token: user.token })
              : await call(server.url, method, path, { token: user.token, body: input });
          assert.ok(res.status < 500, `${method} ${path} ${JSON.stringify(s)} → ${res.status} ${JSON.stringify(res.body)}`);
          if (res.status >= 400) assert.equal(typeof res.body.error, 'string');
          if (path === '/api/presets' && res.status === 201) {
            // Stored only when every string was storable: then it reads back unchanged.
            const got = await call(server.url, 'GET', `/api/presets/${res.body.id}`, { token: user.token });
            assert.equal(got.body.name, s);
            await call(server.url, 'DELETE', `/api/presets/${res.body.id}`, { token: user.token });
          }
        }),
        { numRuns: 150, seed: 10 },
      );
    });
  });
}
