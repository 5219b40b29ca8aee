/* eslint-disable @typescript-eslint/no-unsafe-member-access, @typescript-eslint/no-unsafe-assignment, @typescript-eslint/no-unsafe-argument, @typescript-eslint/no-unsafe-call --
   response bodies are untyped JSON; the assertions are the type check. */
/**
 * The console's JSON API over real HTTP against the real app on real PGlite: accounts and sessions
 * (cookie attributes, fixation, rotation, password change, sign-out), CSRF, throttling, Developer
 * Access over the same token records as the API, usage from the ledger, the metered playground,
 * presets and keys — success and failure paths.
 */
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { SqlStore } from '../../../src/store/index.ts';
import { backends, call, startServer, uniqueEmail, type Server } from '../harness.ts';
import { ConsoleClient } from './client.ts';

const PASSWORD = 'correct horse battery';

for (const backend of await backends()) describe(`console API on ${backend.name}`, { skip: backend.skip }, () => {
  let store: SqlStore;
  let server: Server;

  before(async () => {
    store = await backend.openStore();
    server = await startServer(store, { config: { console: { signup: 'open', sessionTtlMs: 3_600_000, loginMaxFailuresPerAccount: 3, loginMaxFailuresPerIp: 1000, loginWindowMs: 60_000 } } });
  });
  after(async () => {
    await server?.close();
    await store?.close();
    await backend.cleanup();
  });

  async function signedUp(plan: 'free' | 'basic' | 'pro' = 'free'): Promise<{ client: ConsoleClient; email: string; accountId: string }> {
    const client = new ConsoleClient(server.url);
    const email = uniqueEmail('console');
    const res = await client.signup(email, PASSWORD);
    assert.equal(res.status, 201, JSON.stringify(res.body));
    const accountId = res.body.account.id as string;
    if (plan !== 'free') await store.setPlan(accountId, plan);
    return { client, email, accountId };
  }

  describe('accounts and sessions', () => {
    test('sign-up starts a free account and an httpOnly, SameSite=Strict session (not Secure over plain HTTP)', async () => {
      const client = new ConsoleClient(server.url);
      const email = uniqueEmail('Signup');
      const res = await client.signup(`  ${email} `, PASSWORD);
      assert.equal(res.status, 201);
      assert.equal(res.body.account.email, email.toLowerCase());
      assert.equal(res.body.account.plan, 'free');
      assert.match(res.body.csrf_token, /^[A-Za-z0-9_-]{43}$/);
      const cookie = res.headers.get('set-cookie')!;
      assert.match(cookie, /^veil_session=[A-Za-z0-9_-]{43}; Path=\/; HttpOnly; SameSite=Strict; Max-Age=3600$/);
      assert.equal(res.headers.get('cache-control'), 'no-store');
      const session = await client.send('GET', '/api/console/session');
      assert.equal(session.status, 200);
      assert.equal(session.body.account.email, email.toLowerCase());
      assert.equal(session.body.csrf_token, res.body.csrf_token);
      // The password is stored as an scrypt hash, never as sent.
      const hash = await store.getPasswordHash(res.body.account.id);
      assert.match(hash!, /^scrypt\$32768\$8\$1\$/);
      assert.ok(!hash!.includes(PASSWORD));
    });

    test('Secure cookie when the request came over HTTPS (behind a trusted proxy)', async () => {
      const proxied = await startServer(store, { config: { trustProxy: true } });
      try {
        const res = await call(proxied.url, 'POST', '/api/console/signup', { body: { email: uniqueEmail(), password: PASSWORD }, headers: { 'x-forwarded-proto': 'https' } });
        assert.equal(res.status, 201);
        assert.match(res.headers.get('set-cookie')!, /; Secure$/);
      } finally {
        await proxied.close();
      }
    });

    test('sign-up refuses a bad email, a short password and a taken email, naming the field', async () => {
      const client = new ConsoleClient(server.url);
      let res = await client.signup('not-an-email', PASSWORD);
      assert.equal(res.status, 400);
      assert.equal(res.body.details.field, 'email');
      res = await client.signup(uniqueEmail(), 'short');
      assert.equal(res.status, 400);
      assert.equal(res.body.details.field, 'password');
      assert.match(res.body.error, /at least 10 characters/);
      res = await client.send('POST', '/api/console/signup', { body: { email: uniqueEmail() } });
      assert.equal(res.status, 400);
      assert.equal(res.body.details.field, 'password');
      const { email } = await signedUp();
      res = await new ConsoleClient(server.url).signup(email.toUpperCase(), PASSWORD);
      assert.equal(res.status, 409);
      assert.equal(res.body.details.field, 'email');
      assert.equal(client.cookie, null, 'no session for a refused sign-up');
    });

    test('SIGNUP=closed: only the CLI creates accounts', async () => {
      const closed = await startServer(store, { config: { console: { signup: 'closed', sessionTtlMs: 3_600_000, loginMaxFailuresPerAccount: 5, loginMaxFailuresPerIp: 20, loginWindowMs: 60_000 } } });
      try {
        assert.deepEqual((await call(closed.url, 'GET', '/api/console/config')).body, { signup: 'closed' });
        const res = await call(closed.url, 'POST', '/api/console/signup', { body: { email: uniqueEmail(), password: PASSWORD } });
        assert.equal(res.status, 403);
        assert.match(res.body.error, /Sign-up is closed/);
        assert.equal(res.headers.get('set-cookie'), null);
      } finally {
        await closed.close();
      }
    });

    test('sign-in: wrong password and unknown email get the same 401; the right one a new session', async () => {
      const { email } = await signedUp();
      const client = new ConsoleClient(server.url);
      const wrong = await client.signin(email, 'wrong password!');
      assert.equal(wrong.status, 401);
      const unknown = await client.signin(uniqueEmail(), PASSWORD);
      assert.equal(unknown.status, 401);
      assert.deepEqual(unknown.body, wrong.body);
      assert.equal(client.cookie, null);
      const ok = await client.signin(email.toUpperCase(), PASSWORD);
      assert.equal(ok.status, 200);
      assert.equal((await client.send('GET', '/api/console/session')).status, 200);
    });

    test('an account created by the CLI (no password) cannot sign in until one is set', async () => {
      const account = await store.createAccount({ email: uniqueEmail('cli'), plan: 'basic' });
      const client = new ConsoleClient(server.url);
      assert.equal((await client.signin(account.email, PASSWORD)).status, 401);
      const { hashPassword } = await import('../../../src/service/console/passwords.ts');
      await store.setPasswordHash(account.id, await hashPassword(PASSWORD));
      assert.equal((await client.signin(account.email, PASSWORD)).status, 200);
    });

    test('session fixation: a planted session id is replaced at sign-in and never becomes valid', async () => {
      const { email } = await signedUp();
      const victim = new ConsoleClient(server.url);
      const planted = randomBytes(32).toString('base64url');
      victim.cookie = planted;
      assert.equal((await victim.send('GET', '/api/console/session')).status, 401);
      assert.equal((await victim.signin(email, PASSWORD)).status, 200);
      assert.notEqual(victim.cookie, planted);
      const attacker = new ConsoleClient(server.url);
      attacker.cookie = planted;
      assert.equal((await attacker.send('GET', '/api/console/session')).status, 401);
      assert.equal((await attacker.send('GET', '/api/console/usage')).status, 401);
    });

    test('signing in again rotates the session: the previous cookie is revoked', async () => {
      const { client, email } = await signedUp();
      const before = client.cookie;
      assert.equal((await client.signin(email, PASSWORD)).status, 200);
      assert.notEqual(client.cookie, before);
      const old = new ConsoleClient(server.url);
      old.cookie = before;
      assert.equal((await old.send('GET', '/api/console/session')).status, 401);
      assert.equal((await client.send('GET', '/api/console/session')).status, 200);
    });

    test('an expired session is refused', async () => {
      const { client, accountId } = await signedUp();
      await store.db.execute(`update console_sessions set expires_at = now() - interval '1 second' where account_id = '${accountId}'`);
      assert.equal((await client.send('GET', '/api/console/session')).status, 401);
    });

    test('password change: wrong current password refused; others signed out; new password works', async () => {
      const { client, email } = await signedUp();
      const other = new ConsoleClient(server.url);
      assert.equal((await other.signin(email, PASSWORD)).status, 200);
      let res = await client.send('POST', '/api/console/password', { body: { current_password: 'not it at all', new_password: 'a new passphrase' } });
      assert.equal(res.status, 400);
      assert.equal(res.body.details.field, 'current_password');
      res = await client.send('POST', '/api/console/password', { body: { current_password: PASSWORD, new_password: 'short' } });
      assert.equal(res.status, 400);
      assert.equal(res.body.details.field, 'new_password');
      const before = client.cookie;
      res = await client.send('POST', '/api/console/password', { body: { current_password: PASSWORD, new_password: 'a new passphrase' } });
      assert.equal(res.status, 200);
      assert.notEqual(client.cookie, before, 'the session is rotated');
      assert.equal((await client.send('GET', '/api/console/session')).status, 200);
      assert.equal((await other.send('GET', '/api/console/session')).status, 401, 'other sessions are signed out');
      assert.equal((await new ConsoleClient(server.url).signin(email, PASSWORD)).status, 401);
      assert.equal((await new ConsoleClient(server.url).signin(email, 'a new passphrase')).status, 200);
    });

    test('sign-out revokes the session and clears the cookie', async () => {
      const { client } = await signedUp();
      const cookie = client.cookie;
      const res = await client.send('POST', '/api/console/signout');
      assert.equal(res.status, 204);
      assert.match(res.headers.get('set-cookie')!, /^veil_session=; .*Max-Age=0/);
      const replay = new ConsoleClient(server.url);
      replay.cookie = cookie;
      assert.equal((await replay.send('GET', '/api/console/session')).status, 401);
    });
  });

  describe('protection', () => {
    test('401 without a session on every signed-in route', async () => {
      const anonymous = new ConsoleClient(server.url);
      for (const [method, path] of [
        ['GET', '/api/console/session'],
        ['GET', '/api/console/tokens'],
        ['POST', '/api/console/tokens'],
        ['DELETE', `/api/console/tokens/${randomUUID()}`],
        ['GET', '/api/console/usage'],
        ['GET', '/api/console/presets'],
        ['GET', '/api/console/keys'],
        ['POST', '/api/console/playground/analyze'],
        ['POST', '/api/console/signout'],
        ['POST', '/api/console/password'],
      ] as const) {
        const res = await anonymous.send(method, path, method === 'GET' ? {} : { body: {} });
        assert.equal(res.status, 401, `${method} ${path}`);
        assert.deepEqual(res.body, { error: 'Unauthorized' });
      }
    });

    test('an API token is not a console session, and a session cookie is not an API token', async () => {
      const { client } = await signedUp('basic');
      const created = await client.send('POST', '/api/console/tokens', { body: { name: 'ci' } });
      assert.equal((await call(server.url, 'GET', '/api/console/usage', { token: created.body.token })).status, 401);
      assert.equal((await call(server.url, 'GET', '/api/account', { headers: { cookie: `veil_session=${client.cookie}` } })).status, 401);
    });

    test('CSRF: state changes without the token, with a wrong one, or from another origin get 403', async () => {
      const { client } = await signedUp('basic');
      const body = { name: 'csrf' };
      for (const options of [{ csrf: null }, { csrf: 'x'.repeat(43) }, { csrf: client.csrf!.slice(1) }, { headers: { origin: 'https://evil.example' } }]) {
        const res = await client.send('POST', '/api/console/tokens', { body, ...options });
        assert.equal(res.status, 403, JSON.stringify(options));
        assert.equal(res.body.details.reason, 'csrf');
      }
      // The token of one session does not work for another.
      const other = await signedUp('basic');
      assert.equal((await client.send('POST', '/api/console/tokens', { body, csrf: other.client.csrf })).status, 403);
      assert.equal((await client.send('DELETE', `/api/console/presets/${randomUUID()}`, { csrf: null })).status, 403);
      assert.equal((await client.send('POST', '/api/console/signout', { csrf: null })).status, 403);
      assert.equal((await client.send('GET', '/api/console/session')).status, 200, 'still signed in');
      assert.deepEqual((await client.send('GET', '/api/console/tokens')).body.tokens, [], 'nothing was created');
      // Sign-in from another origin (login CSRF) is refused as well.
      const res = await new ConsoleClient(server.url).send('POST', '/api/console/signin', { body: { email: other.email, password: PASSWORD }, headers: { origin: 'http://evil.example' } });
      assert.equal(res.status, 403);
      // The right token from the right origin passes.
      const ok = await client.send('POST', '/api/console/tokens', { body, headers: { origin: server.url } });
      assert.equal(ok.status, 201);
    });

    test('throttling: after 3 failures the account gets 429 with Retry-After, even with the right password', async () => {
      const { email } = await signedUp();
      const client = new ConsoleClient(server.url);
      for (let i = 0; i < 3; i++) assert.equal((await client.signin(email, `wrong password ${i}`)).status, 401);
      const res = await client.signin(email, PASSWORD);
      assert.equal(res.status, 429);
      assert.equal(res.body.details.reason, 'login_throttled');
      assert.ok(Number(res.headers.get('retry-after')) >= 1);
      assert.equal(client.cookie, null);
      // Another account from the same client is not affected (the IP limit is higher).
      const other = await signedUp();
      assert.equal((await new ConsoleClient(server.url).signin(other.email, PASSWORD)).status, 200);
    });

    test('throttling per client IP across accounts', async () => {
      const strict = await startServer(store, { config: { console: { signup: 'open', sessionTtlMs: 3_600_000, loginMaxFailuresPerAccount: 100, loginMaxFailuresPerIp: 4, loginWindowMs: 60_000 } } });
      try {
        const client = new ConsoleClient(strict.url);
        for (let i = 0; i < 4; i++) assert.equal((await client.signin(uniqueEmail(), PASSWORD)).status, 401);
        const res = await client.signin(uniqueEmail(), PASSWORD);
        assert.equal(res.status, 429);
        assert.ok(Number(res.headers.get('retry-after')) >= 1);
        assert.equal((await client.signup(uniqueEmail(), PASSWORD)).status, 429, 'sign-ups from the address too');
      } finally {
        await strict.close();
      }
    });
  });

  describe('Developer Access', () => {
    test('free plan: no tokens, and the answer says which plan is needed', async () => {
      const { client } = await signedUp('free');
      const list = await client.send('GET', '/api/console/tokens');
      assert.equal(list.status, 200);
      assert.deepEqual(list.body, { tokens: [], can_create: false, plan: 'free', required_plan: 'basic' });
      const res = await client.send('POST', '/api/console/tokens', { body: { name: 'laptop' } });
      assert.equal(res.status, 403);
      assert.match(res.body.error, /basic plan or higher/);
      assert.deepEqual(res.body.details, { reason: 'upgrade_required', plan: 'free', required: 'basic' });
    });

    test('create (shown once) → the API accepts it → listed without the secret → revoke → the API refuses it', async () => {
      const { client, accountId } = await signedUp('basic');
      const created = await client.send('POST', '/api/console/tokens', { body: { name: 'laptop', expires_in_days: 30 } });
      assert.equal(created.status, 201);
      const { id, token } = created.body;
      assert.match(token, /^[\w-]+\.[\w-]+\.[\w-]+$/);
      assert.ok(Math.abs(Date.parse(created.body.expires_at) - (Date.now() + 30 * 86_400_000)) < 60_000);

      const api = await call(server.url, 'POST', '/api/pii/analyze', { token, body: { text: 'Mail ada@example.com' } });
      assert.equal(api.status, 200);
      assert.equal(api.body.entities[0].entity_type, 'EMAIL_ADDRESS');

      // The same record the CLI lists.
      assert.deepEqual(
        (await store.listApiTokens(accountId)).map((t) => t.id),
        [id],
      );
      const list = await client.send('GET', '/api/console/tokens');
      assert.equal(list.body.can_create, true);
      assert.equal(list.body.tokens.length, 1);
      const listed = list.body.tokens[0];
      assert.deepEqual(Object.keys(listed).sort(), ['created_at', 'expires_at', 'id', 'last_used_at', 'name', 'revoked_at', 'status']);
      assert.equal(listed.status, 'active');
      assert.equal(listed.name, 'laptop');
      assert.ok(listed.last_used_at !== null, 'last use recorded');
      assert.ok(!JSON.stringify(list.body).includes(token));

      assert.equal((await client.send('DELETE', `/api/console/tokens/${id}`)).status, 204);
      const refused = await call(server.url, 'POST', '/api/pii/analyze', { token, body: { text: 'Mail ada@example.com' } });
      assert.equal(refused.status, 401);
      assert.equal((await client.send('GET', '/api/console/tokens')).body.tokens[0].status, 'revoked');
    });

    test('token input is validated; another account’s token answers 404', async () => {
      const { client } = await signedUp('pro');
      let res = await client.send('POST', '/api/console/tokens', { body: { name: '' } });
      assert.equal(res.status, 400);
      assert.equal(res.body.details.field, 'name');
      res = await client.send('POST', '/api/console/tokens', { body: { name: 'x', expires_in_days: 0 } });
      assert.equal(res.status, 400);
      assert.equal(res.body.details.field, 'expires_in_days');
      const other = await signedUp('pro');
      const theirs = await other.client.send('POST', '/api/console/tokens', { body: { name: 'theirs' } });
      assert.equal((await client.send('DELETE', `/api/console/tokens/${theirs.body.id}`)).status, 404);
      assert.equal((await client.send('DELETE', '/api/console/tokens/not-a-uuid')).status, 404);
      assert.equal((await call(server.url, 'GET', '/api/account', { token: theirs.body.token })).status, 200, 'still valid');
    });
  });

  describe('playground and usage', () => {
    test('analyze highlights an email and a name, metered like the API; free accounts may use it', async () => {
      const { client, accountId } = await signedUp('free');
      const text = 'Contact Maria Garcia at maria.garcia@example.com tomorrow.';
      const res = await client.send('POST', '/api/console/playground/analyze', { body: { text, language: 'en', score_threshold: 0.3 } });
      assert.equal(res.status, 200, JSON.stringify(res.body));
      const types = res.body.entities.map((e: { entity_type: string }) => e.entity_type);
      assert.ok(types.includes('EMAIL_ADDRESS'), types.join());
      assert.ok(types.includes('PERSON'), types.join());
      assert.equal(res.body.tokens_charged, 1);
      assert.equal(res.headers.get('x-tokens-charged'), '1');
      assert.equal(res.headers.get('x-tokens-remaining'), '199');
      assert.equal(await store.ledgerTotal(accountId), 1);
    });

    test('anonymize with an operator per type; invalid input is a 400 naming the field and charges nothing', async () => {
      const { client, accountId } = await signedUp('free');
      const res = await client.send('POST', '/api/console/playground/anonymize', {
        body: { text: 'Mail maria.garcia@example.com', operators: { EMAIL_ADDRESS: { type: 'mask', masking_char: '*', chars_to_mask: 5, from_end: false } } },
      });
      assert.equal(res.status, 200, JSON.stringify(res.body));
      assert.equal(res.body.anonymized_text, 'Mail *****.garcia@example.com');
      let bad = await client.send('POST', '/api/console/playground/analyze', { body: { text: 'x', score_threshold: 2 } });
      assert.equal(bad.status, 400);
      assert.equal(bad.body.details.field, 'score_threshold');
      bad = await client.send('POST', '/api/console/playground/anonymize', { body: { text: 'x', operators: { PERSON: { type: 'nope' } } } });
      assert.equal(bad.status, 400);
      bad = await client.send('POST', '/api/console/playground/analyze', { body: {} });
      assert.equal(bad.status, 400);
      assert.equal(bad.body.details.field, 'text');
      assert.equal(await store.ledgerTotal(accountId), 1);
    });

    test('usage: plan, balance, limits, 30 days from the ledger and the last charges — never the text', async () => {
      const { client } = await signedUp('basic');
      const secret = 'Call Peter Parker on 212-555-0199';
      await client.send('POST', '/api/console/playground/analyze', { body: { text: secret } });
      await client.send('POST', '/api/console/playground/anonymize', { body: { text: 'y'.repeat(1500) } });
      const res = await client.send('GET', '/api/console/usage');
      assert.equal(res.status, 200);
      assert.equal(res.body.account.plan, 'basic');
      assert.equal(res.body.account.balance.total, 997);
      assert.equal(res.body.allowance, 1000);
      assert.equal(res.body.account.limits.requests_per_minute, 100_000);
      assert.equal(res.body.daily.length, 30);
      const today = new Date().toISOString().slice(0, 10);
      assert.deepEqual(res.body.daily.at(-1), { day: today, tokens: 3 });
      assert.equal(res.body.daily[0].tokens, 0);
      assert.deepEqual(
        res.body.charges.map((c: { endpoint: string; tokens: number }) => [c.endpoint, c.tokens]),
        [
          ['anonymize', 2],
          ['analyze', 1],
        ],
      );
      assert.ok(!JSON.stringify(res.body).includes('Peter'));
    });

    test('a balance of zero answers 429 insufficient_tokens', async () => {
      const { client, accountId } = await signedUp('free');
      await store.charge({ accountId, tokens: 200, endpoint: 'test-setup', reference: 'setup' });
      const res = await client.send('POST', '/api/console/playground/analyze', { body: { text: 'hello' } });
      assert.equal(res.status, 429);
      assert.equal(res.body.details.reason, 'insufficient_tokens');
    });

    test('image without the image feature on this server: 501; bad base64: 400', async () => {
      const { client } = await signedUp('free');
      const res = await client.send('POST', '/api/console/playground/image', { body: { image: 'iVBORw0KGgo=' } });
      assert.equal(res.status, 501);
      const bad = await client.send('POST', '/api/console/playground/image', { body: {} });
      assert.equal(bad.status, 400);
      assert.equal(bad.body.details.field, 'image');
    });
  });

  describe('presets and keys', () => {
    test('presets CRUD through the API’s own validation', async () => {
      const { client } = await signedUp('free');
      const created = await client.send('POST', '/api/console/presets', { body: { name: 'hr', description: 'HR letters', settings: { entities: ['PERSON'], score_threshold: 0.5 } } });
      assert.equal(created.status, 201, JSON.stringify(created.body));
      const id = created.body.id;
      assert.deepEqual((await client.send('GET', '/api/console/presets')).body.presets.map((p: { name: string }) => p.name), ['hr']);
      const updated = await client.send('PUT', `/api/console/presets/${id}`, { body: { name: 'hr2', settings: { operators: { PERSON: { type: 'redact' } } } } });
      assert.equal(updated.status, 200);
      assert.deepEqual(updated.body.settings, { operators: { PERSON: { type: 'redact' } } });
      const used = await client.send('POST', '/api/console/playground/anonymize', { body: { text: 'Dear Maria Garcia,', preset_id: id } });
      assert.equal(used.status, 200);
      assert.ok(!used.body.anonymized_text.includes('Maria'));
      let bad = await client.send('POST', '/api/console/presets', { body: { name: 'x', settings: { score_threshold: 3 } } });
      assert.equal(bad.status, 400);
      assert.equal(bad.body.details.field, 'settings.score_threshold');
      bad = await client.send('POST', '/api/console/presets', { body: { name: 'hr2' } });
      assert.equal(bad.status, 409);
      assert.equal((await client.send('DELETE', `/api/console/presets/${id}`)).status, 204);
      assert.equal((await client.send('DELETE', `/api/console/presets/${id}`)).status, 404);
      const other = await signedUp('free');
      const theirs = await other.client.send('POST', '/api/console/presets', { body: { name: 'theirs' } });
      assert.equal((await client.send('PUT', `/api/console/presets/${theirs.body.id}`, { body: { name: 'mine' } })).status, 404);
    });

    test('keys: create, list without values, reveal only on request, delete', async () => {
      const { client } = await signedUp('free');
      const created = await client.send('POST', '/api/console/keys', { body: { name: 'payroll' } });
      assert.equal(created.status, 201);
      assert.equal(created.body.key, undefined);
      const list = await client.send('GET', '/api/console/keys');
      assert.equal(list.body.keys.length, 1);
      assert.equal(list.body.keys[0].key, undefined);
      const revealed = await client.send('POST', `/api/console/keys/${created.body.id}/reveal`);
      assert.equal(revealed.status, 200);
      assert.match(revealed.body.key, /^.{32}$/);
      assert.equal((await client.send('POST', `/api/console/keys/${created.body.id}/reveal`, { csrf: null })).status, 403);
      const bad = await client.send('POST', '/api/console/keys', { body: { name: '' } });
      assert.equal(bad.status, 400);
      assert.equal(bad.body.details.field, 'name');
      assert.equal((await client.send('DELETE', `/api/console/keys/${created.body.id}`)).status, 204);
      assert.equal((await client.send('POST', `/api/console/keys/${created.body.id}/reveal`)).status, 404);
    });
  });

  describe('pages', () => {
    test('a built console is served at / and its page paths, with a strict CSP; assets are cached', async () => {
      const root = mkdtempSync(join(tmpdir(), 'veil-web-'));
      mkdirSync(join(root, 'assets'));
      writeFileSync(join(root, 'index.html'), '<!doctype html><title>Veil</title><div id="app"></div>');
      writeFileSync(join(root, 'assets', 'app-abc123.js'), 'console.log(1)');
      writeFileSync(join(root, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
      const web = await startServer(store, { webRoot: `${root}/` });
      try {
        for (const path of ['/', '/signin', '/settings/developer-access', '/playground']) {
          const res = await fetch(web.url + path);
          assert.equal(res.status, 200, path);
          assert.match(await res.text(), /<div id="app">/);
          assert.match(res.headers.get('content-security-policy')!, /script-src 'self'/);
          assert.equal(res.headers.get('x-frame-options'), 'DENY');
        }
        const asset = await fetch(`${web.url}/assets/app-abc123.js`);
        assert.equal(asset.status, 200);
        assert.match(asset.headers.get('cache-control')!, /immutable/);
        assert.equal((await fetch(`${web.url}/assets/missing.js`)).status, 404);
        const icon = await fetch(`${web.url}/favicon.svg`);
        assert.equal(icon.status, 200);
        assert.match(icon.headers.get('content-type')!, /svg/);
        const api404 = await fetch(`${web.url}/api/nope`);
        assert.equal(api404.status, 404);
        assert.match(await api404.text(), /"error"/);
        assert.equal((await fetch(`${web.url}/docs/json`)).status, 200);
      } finally {
        await web.close();
      }
    });

    test('without a build, the pages say how to make one', async () => {
      const web = await startServer(store, { webRoot: `${mkdtempSync(join(tmpdir(), 'veil-empty-'))}/` });
      try {
        const res = await fetch(`${web.url}/`);
        assert.equal(res.status, 503);
        assert.match(await res.text(), /npm run build:web/);
      } finally {
        await web.close();
      }
    });

    test('the console API is not in the public OpenAPI document', async () => {
      const doc = await call(server.url, 'GET', '/docs/json');
      assert.ok(!Object.keys(doc.body.paths).some((p) => p.startsWith('/api/console')));
      assert.ok(Object.keys(doc.body.paths).includes('/api/pii/analyze'));
    });
  });
});
