/** The console's records on both backends: passwords, sessions, token last-use, usage by day. */
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { randomBytes, randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { NotFoundError, type SqlStore } from '../../src/store/index.ts';
import { backends, uniqueEmail } from './backends.ts';

const sessionId = () => randomBytes(32).toString('hex');

for (const backend of await backends()) {
  describe(`console records on ${backend.name}`, { skip: backend.skip }, () => {
    let store: SqlStore;
    before(async () => {
      store = await backend.open();
    });
    after(async () => {
      await store?.close();
      await backend.cleanup();
    });

    test('password hash: absent, set, replaced; unknown account refused', async () => {
      const a = await store.createAccount({ email: uniqueEmail(), plan: 'free' });
      assert.equal(await store.getPasswordHash(a.id), null);
      await store.setPasswordHash(a.id, 'scrypt$1');
      assert.equal(await store.getPasswordHash(a.id), 'scrypt$1');
      await store.setPasswordHash(a.id, 'scrypt$2');
      assert.equal(await store.getPasswordHash(a.id), 'scrypt$2');
      await assert.rejects(store.setPasswordHash(randomUUID(), 'x'), NotFoundError);
      assert.equal(await store.getPasswordHash('not-a-uuid'), null);
    });

    test('sessions: create, read, revoke one, revoke all but one', async () => {
      const a = await store.createAccount({ email: uniqueEmail(), plan: 'free' });
      const expiresAt = new Date(Date.now() + 3_600_000);
      const [s1, s2, s3] = [sessionId(), sessionId(), sessionId()];
      const created = await store.createSession({ id: s1, accountId: a.id, expiresAt });
      assert.equal(created.accountId, a.id);
      assert.equal(created.revokedAt, null);
      assert.deepEqual(await store.getSession(s1), created);
      assert.equal(await store.getSession(sessionId()), null);

      assert.equal(await store.revokeSession(s1), true);
      const revokedAt = (await store.getSession(s1))!.revokedAt;
      assert.ok(revokedAt instanceof Date);
      assert.equal(await store.revokeSession(s1), true);
      assert.deepEqual((await store.getSession(s1))!.revokedAt, revokedAt, 'the first revocation time is kept');
      assert.equal(await store.revokeSession(sessionId()), false);

      await store.createSession({ id: s2, accountId: a.id, expiresAt });
      await store.createSession({ id: s3, accountId: a.id, expiresAt });
      assert.equal(await store.revokeSessions(a.id, s3), 1);
      assert.notEqual((await store.getSession(s2))!.revokedAt, null);
      assert.equal((await store.getSession(s3))!.revokedAt, null);
      assert.equal(await store.revokeSessions(a.id), 1);
      assert.notEqual((await store.getSession(s3))!.revokedAt, null);
      await assert.rejects(store.createSession({ id: sessionId(), accountId: randomUUID(), expiresAt }), NotFoundError);
    });

    test('ended sessions are pruned; live ones stay', async () => {
      const a = await store.createAccount({ email: uniqueEmail(), plan: 'free' });
      const [live, expired, revoked] = [sessionId(), sessionId(), sessionId()];
      await store.createSession({ id: live, accountId: a.id, expiresAt: new Date(Date.now() + 3_600_000) });
      await store.createSession({ id: expired, accountId: a.id, expiresAt: new Date(Date.now() - 3_600_000) });
      await store.createSession({ id: revoked, accountId: a.id, expiresAt: new Date(Date.now() + 3_600_000) });
      await store.revokeSession(revoked);
      assert.ok((await store.pruneSessions(new Date(Date.now() + 1000))) >= 2);
      assert.notEqual(await store.getSession(live), null);
      assert.equal(await store.getSession(expired), null);
      assert.equal(await store.getSession(revoked), null);
    });

    test('token last use is recorded', async () => {
      const a = await store.createAccount({ email: uniqueEmail(), plan: 'basic' });
      const t = await store.createApiToken({ accountId: a.id, name: 'ci', expiresAt: null });
      assert.equal(t.lastUsedAt, null);
      const at = new Date('2026-01-02T03:04:05.000Z');
      await store.touchApiToken(t.id, at);
      assert.deepEqual((await store.getApiToken(t.id))!.lastUsedAt, at);
      assert.deepEqual((await store.listApiTokens(a.id))[0]!.lastUsedAt, at);
    });

    test('usage by UTC day and the latest charges, newest first', async () => {
      const a = await store.createAccount({ email: uniqueEmail(), plan: 'pro' });
      for (const [tokens, endpoint] of [[3, 'analyze'], [5, 'anonymize'], [2, 'image']] as const) {
        const r = await store.charge({ accountId: a.id, tokens, endpoint, reference: randomUUID() });
        assert.equal(r.ok, true);
      }
      // One charge moved to an earlier day, as if made then.
      await store.db.execute(sql`update usage_ledger set created_at = '2026-01-10T23:30:00Z' where account_id = ${a.id} and endpoint = 'image'`);
      const today = new Date().toISOString().slice(0, 10);
      assert.deepEqual(await store.usageByDay(a.id, new Date('2026-01-01T00:00:00Z')), [
        { day: '2026-01-10', tokens: 2 },
        { day: today, tokens: 8 },
      ]);
      assert.deepEqual(await store.usageByDay(a.id, new Date('2026-01-11T00:00:00Z')), [{ day: today, tokens: 8 }]);
      const recent = await store.recentCharges(a.id, 2);
      assert.deepEqual(
        recent.map((c) => [c.endpoint, c.tokens]),
        [
          ['anonymize', 5],
          ['analyze', 3],
        ],
      );
      assert.ok(recent[0]!.createdAt instanceof Date);
      assert.deepEqual(await store.usageByDay(randomUUID(), new Date(0)), []);
      assert.deepEqual(await store.recentCharges('nope', 5), []);
    });
  });
}
