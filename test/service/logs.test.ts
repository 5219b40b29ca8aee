/* eslint-disable @typescript-eslint/no-unsafe-member-access, @typescript-eslint/no-unsafe-assignment, @typescript-eslint/no-unsafe-argument, @typescript-eslint/no-unsafe-return --
   response bodies and log lines are untyped JSON; the assertions are the type check. */
/**
 * Logs never carry request data. The service's real logger configuration (log.ts) writes into a
 * buffer while requests full of canary values go through every path: successes, 4xx, spent work
 * budgets, an engine failure whose message quotes the text, and a genuine store failure whose
 * message holds the SQL parameters (a drizzle DrizzleQueryError from the real database). No
 * canary may appear in any captured line; the 500s must still be logged, classified, with the
 * request id.
 */
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { Writable } from 'node:stream';
import { sql } from 'drizzle-orm';
import { pino } from 'pino';
import { loggerOptions } from '../../src/service/log.ts';
import type { SqlStore } from '../../src/store/index.ts';
import type { PresetInput } from '../../src/store/types.ts';
import { backends, call, makeAccount, startServer, type Server, type TestAccount } from './harness.ts';

const CANARY = {
  email: 'canary.q7x@leak.example',
  ssn: '536-90-4399',
  name: 'Zebulon Canarywood',
  key: 'canarykey-9f8e7d6c5b4a',
  salt: 'canarysalt-0123456789',
  preset: 'canary-preset-k2v',
  keyName: 'canary-keyname-w5',
};
const TEXT = `Dear ${CANARY.name}, mail ${CANARY.email}, SSN ${CANARY.ssn}.`;

class Capture extends Writable {
  readonly lines: string[] = [];
  override _write(chunk: Buffer, _enc: BufferEncoding, done: () => void): void {
    this.lines.push(...chunk.toString('utf8').split('\n').filter(Boolean));
    done();
  }
}

for (const backend of await backends()) {
  describe(`logs carry no request data on ${backend.name}`, { skip: backend.skip }, () => {
    let store: SqlStore;
    let server: Server;
    let failing: Server;
    let user: TestAccount;
    const capture = new Capture();
    let storeErrorMessage = '';

    before(async () => {
      store = await backend.openStore();
      const logger = pino(loggerOptions('debug'), capture);
      server = await startServer(store, { logger });
      // The same store, except that creating a preset runs a query the database refuses, with
      // the preset's name as a bound parameter: a real driver error, wrapped by drizzle.
      const createPreset = async (_account: string, input: PresetInput) => {
        try {
          await store.db.execute(sql`select ${input.name}::int`);
        } catch (err) {
          storeErrorMessage = (err as Error).message;
          throw err;
        }
        throw new Error('the query should have failed');
      };
      const broken = new Proxy(store, {
        get(target, prop) {
          if (prop === 'createPreset') return createPreset;
          const value: unknown = Reflect.get(target, prop, target);
          return typeof value === 'function' ? (value as (...a: unknown[]) => unknown).bind(target) : value;
        },
      });
      failing = await startServer(broken, {
        logger,
        engine: (job) => {
          throw new Error(`engine blew up on ${job.text}`);
        },
      });
      user = await makeAccount(store, 'business');
    });
    after(async () => {
      await failing.close();
      await server.close();
      await store.close();
      await backend.cleanup();
    });

    test('no canary in any log line, through successes, 4xx, budgets and 500s', async () => {
      const post = (s: Server, path: string, body: unknown, token = user.token) => call(s.url, 'POST', path, { token, body });
      const ok = [
        await post(server, '/api/pii/analyze', { text: TEXT, allow_list: [CANARY.key], context: [CANARY.salt] }),
        await post(server, '/api/pii/anonymize', { text: TEXT, operators: { EMAIL_ADDRESS: { type: 'encrypt', key: CANARY.key }, DEFAULT: { type: 'hash', salt: CANARY.salt } } }),
        await post(server, '/api/pii/batch', { documents: [{ id: CANARY.preset, text: TEXT }], operation: 'anonymize' }),
        await post(server, '/api/presets', { name: CANARY.preset, description: TEXT, settings: { allow_list: [CANARY.email] } }),
        await post(server, '/api/encryption-keys', { name: CANARY.keyName }),
      ];
      for (const r of ok) assert.ok(r.status === 200 || r.status === 201, JSON.stringify(r.body));
      const keyId = ok[4]!.body.id;
      const withKey = await call(server.url, 'GET', `/api/encryption-keys/${keyId}?includeKey=true`, { token: user.token });
      const storedKey: string = withKey.body.key;
      const clientErrors = [
        await post(server, '/api/pii/analyze', { text: TEXT, language: CANARY.preset }),
        await post(server, '/api/pii/analyze', { text: TEXT, ad_hoc_recognizers: [{ entity_type: 'X', patterns: [{ regex: `(${CANARY.email}`, score: 1 }] }] }),
        await post(server, '/api/pii/anonymize', { text: TEXT, operators: { DEFAULT: { type: 'replace', new_value: CANARY.name.repeat(20) } } }),
        await post(server, '/api/pii/analyze', { text: TEXT.repeat(2000), ad_hoc_recognizers: [{ entity_type: 'X', patterns: Array.from({ length: 20 }, () => ({ regex: '[a-z]{1,100}x?[a-z]{1,100}', score: 1 })) }] }),
        await post(server, '/api/presets', { name: CANARY.preset, settings: { allow_list: [CANARY.email] } }),
        await post(server, '/api/pii/analyze', { text: TEXT }, `${CANARY.key}.${CANARY.salt}.x`),
        await call(server.url, 'GET', `/api/presets/${CANARY.email}`, { token: user.token }),
        await call(server.url, 'POST', '/api/pii/analyze', { token: user.token, raw: `{"text": "${CANARY.email}` }),
      ];
      assert.deepEqual(
        clientErrors.map((r) => r.status),
        [400, 400, 400, 413, 409, 401, 404, 400],
      );
      const serverErrors = [
        await post(failing, '/api/pii/analyze', { text: TEXT }),
        await post(failing, '/api/presets', { name: CANARY.preset, description: CANARY.email }),
      ];
      assert.deepEqual(
        serverErrors.map((r) => r.status),
        [500, 500],
      );
      // The store error is genuine and its message does hold the parameter: the test can fail.
      assert.match(storeErrorMessage, /params: canary-preset-k2v/);

      const log = capture.lines.join('\n');
      const canaries = [...Object.values(CANARY), storedKey, user.token, user.token.split('.')[2]!, 'engine blew up'];
      for (const canary of canaries) assert.ok(!log.includes(canary), `log contains ${canary}:\n${capture.lines.filter((l) => l.includes(canary)).join('\n')}`);

      // Yet the failures are logged, classified, with the request id.
      const failures = capture.lines.map((l) => JSON.parse(l)).filter((l) => l.msg === 'request failed');
      assert.equal(failures.length, 2);
      assert.deepEqual(failures.map((f) => f.err.kind).sort(), ['store', 'unexpected']);
      for (const f of failures) {
        assert.equal(typeof f.reqId, 'string');
        assert.match(f.err.frames, /^\s+at /);
      }
      const store500 = failures.find((f) => f.err.kind === 'store');
      assert.equal(store500.err.type, 'DrizzleQueryError');
      assert.equal(store500.err.cause.code, '22P02', 'the driver error code survives (invalid_text_representation)');
    });
  });
}
