/** Accounts, API tokens, presets and encryption keys on both backends. */
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { ConflictError, MasterKeyMismatchError, NotFoundError, PlanError, keyFingerprint, type SqlStore } from '../../src/store/index.ts';
import { accounts, encryptionKeys } from '../../src/store/schema.ts';
import { addMonths } from '../../src/store/plans.ts';
import { backends, uniqueEmail } from './backends.ts';

for (const backend of await backends()) {
  describe(`records on ${backend.name}`, { skip: backend.skip }, () => {
    let store: SqlStore;
    before(async () => {
      store = await backend.open();
    });
    after(async () => {
      await store?.close();
      await backend.cleanup();
    });

    const newAccount = (plan: 'free' | 'basic' | 'pro' | 'business' = 'basic') => store.createAccount({ email: uniqueEmail(), plan });

    test('ping', async () => {
      assert.equal(await store.ping(), true);
    });

    describe('accounts', () => {
      test('create and read back, with the plan allowance and a one-month cycle', async () => {
        const before = await store.countAccounts();
        const email = uniqueEmail('Mixed.Case');
        const a = await store.createAccount({ email: `  ${email.toUpperCase()} `, plan: 'pro' });
        assert.equal(a.email, email.toLowerCase());
        assert.equal(a.plan, 'pro');
        assert.equal(a.allowanceLeft, 4000);
        assert.equal(a.topUp, 0);
        assert.deepEqual(a.cycleResetsAt, addMonths(a.cycleStartedAt, 1));
        assert.ok(Math.abs(a.cycleStartedAt.getTime() - Date.now()) < 60_000);
        assert.deepEqual(await store.getAccount(a.id), a);
        assert.deepEqual(await store.getAccountByEmail(email.toUpperCase()), a);
        assert.equal(await store.countAccounts(), before + 1);
      });

      test('allowance per plan', async () => {
        for (const [plan, allowance] of [['free', 200], ['basic', 1000], ['pro', 4000], ['business', 10000]] as const) {
          assert.equal((await newAccount(plan)).allowanceLeft, allowance);
        }
      });

      test('a duplicate email (any case) is a ConflictError', async () => {
        const email = uniqueEmail();
        await store.createAccount({ email, plan: 'basic' });
        await assert.rejects(store.createAccount({ email: email.toUpperCase(), plan: 'pro' }), ConflictError);
      });

      test('an unknown plan is refused', async () => {
        await assert.rejects(store.createAccount({ email: uniqueEmail(), plan: 'gold' as 'pro' }), RangeError);
      });

      test('unknown or malformed ids read as null', async () => {
        assert.equal(await store.getAccount(randomUUID()), null);
        assert.equal(await store.getAccount('not-a-uuid'), null);
        assert.equal(await store.getAccountByEmail('nobody@example.test'), null);
      });

      test('setPlan applies at once and keeps the usage of the cycle', async () => {
        const a = await newAccount('basic');
        await store.db.update(accounts).set({ allowanceLeft: 700 }).where(eq(accounts.id, a.id)); // 300 used
        const up = await store.setPlan(a.id, 'pro');
        assert.equal(up.plan, 'pro');
        assert.equal(up.allowanceLeft, 3700);
        const down = await store.setPlan(a.id, 'free');
        assert.equal(down.allowanceLeft, 0); // 300 used > 200
        assert.equal((await store.getAccount(a.id))?.plan, 'free');
        await assert.rejects(store.setPlan(randomUUID(), 'pro'), NotFoundError);
      });

      test('topUp adds credits on paid plans only', async () => {
        const a = await newAccount('basic');
        assert.equal((await store.topUp(a.id, 500)).topUp, 500);
        assert.equal((await store.topUp(a.id, 1)).topUp, 501);
        await assert.rejects(store.topUp(a.id, 0), RangeError);
        await assert.rejects(store.topUp(a.id, 1.5), RangeError);
        await assert.rejects(store.topUp((await newAccount('free')).id, 10), PlanError);
        await assert.rejects(store.topUp(randomUUID(), 10), NotFoundError);
      });

      test('hash secret: 32 bytes, stable, per account, encrypted at rest', async () => {
        const a = await newAccount();
        const b = await newAccount();
        const s1 = await store.getHashSecret(a.id);
        assert.equal(s1.length, 32);
        assert.deepEqual(await store.getHashSecret(a.id), s1);
        assert.notDeepEqual(await store.getHashSecret(b.id), s1);
        const [raw] = await store.db.select({ hashSecret: accounts.hashSecret }).from(accounts).where(eq(accounts.id, a.id));
        assert.equal(raw!.hashSecret.includes(s1), false);
        await assert.rejects(store.getHashSecret(randomUUID()), NotFoundError);
      });
    });

    describe('API tokens', () => {
      test('create, read, revoke (idempotently)', async () => {
        const a = await newAccount();
        const expiresAt = new Date(Date.now() + 86_400_000);
        const t = await store.createApiToken({ accountId: a.id, name: 'ci', expiresAt });
        assert.equal(t.accountId, a.id);
        assert.equal(t.name, 'ci');
        assert.equal(t.expiresAt?.getTime(), expiresAt.getTime());
        assert.equal(t.revokedAt, null);
        assert.deepEqual(await store.getApiToken(t.id), t);

        const forever = await store.createApiToken({ accountId: a.id, name: null, expiresAt: null });
        assert.equal(forever.expiresAt, null);
        assert.equal(forever.name, null);

        assert.equal(await store.revokeApiToken(t.id), true);
        const revokedAt = (await store.getApiToken(t.id))?.revokedAt;
        assert.ok(revokedAt instanceof Date);
        assert.equal(await store.revokeApiToken(t.id), true);
        assert.deepEqual((await store.getApiToken(t.id))?.revokedAt, revokedAt);
        assert.equal((await store.getApiToken(forever.id))?.revokedAt, null);
      });

      test('unknown ids and accounts', async () => {
        assert.equal(await store.getApiToken(randomUUID()), null);
        assert.equal(await store.getApiToken('garbage'), null);
        assert.equal(await store.revokeApiToken(randomUUID()), false);
        await assert.rejects(store.createApiToken({ accountId: randomUUID(), name: null, expiresAt: null }), NotFoundError);
      });
    });

    describe('presets', () => {
      const settings = { language: 'en', entities: ['PERSON', 'EMAIL_ADDRESS'], operators: { DEFAULT: { type: 'mask', masking_char: '•' } }, score_threshold: 0.5 };

      test('create, list, get, update, delete, count', async () => {
        const a = await newAccount();
        assert.deepEqual(await store.listPresets(a.id), []);
        const p = await store.createPreset(a.id, { name: 'gdpr', description: 'EU defaults', settings });
        assert.equal(p.accountId, a.id);
        assert.deepEqual(p.settings, settings);
        assert.equal(p.description, 'EU defaults');
        const q = await store.createPreset(a.id, { name: 'second', description: null, settings: {} });
        assert.deepEqual(await store.getPreset(a.id, p.id), p);
        assert.deepEqual(
          (await store.listPresets(a.id)).map((x) => x.id),
          [p.id, q.id],
        );
        assert.equal(await store.countPresets(a.id), 2);

        const updated = await store.updatePreset(a.id, p.id, { name: 'gdpr-v2', description: null, settings: { language: 'de' } });
        assert.equal(updated?.name, 'gdpr-v2');
        assert.equal(updated?.description, null);
        assert.deepEqual(updated?.settings, { language: 'de' });
        assert.equal(updated?.createdAt.getTime(), p.createdAt.getTime());
        assert.ok(updated.updatedAt.getTime() >= p.updatedAt.getTime());

        assert.equal(await store.deletePreset(a.id, p.id), true);
        assert.equal(await store.deletePreset(a.id, p.id), false);
        assert.equal(await store.getPreset(a.id, p.id), null);
        assert.equal(await store.countPresets(a.id), 1);
      });

      test('duplicate names within an account are a ConflictError (create and rename); other accounts may reuse them', async () => {
        const a = await newAccount();
        const b = await newAccount();
        await store.createPreset(a.id, { name: 'x', description: null, settings: {} });
        const y = await store.createPreset(a.id, { name: 'y', description: null, settings: {} });
        await assert.rejects(store.createPreset(a.id, { name: 'x', description: null, settings: {} }), ConflictError);
        await assert.rejects(store.updatePreset(a.id, y.id, { name: 'x', description: null, settings: {} }), ConflictError);
        await store.createPreset(b.id, { name: 'x', description: null, settings: {} });
      });

      test("another account's preset id behaves as unknown", async () => {
        const a = await newAccount();
        const b = await newAccount();
        const p = await store.createPreset(a.id, { name: 'mine', description: null, settings });
        assert.equal(await store.getPreset(b.id, p.id), null);
        assert.equal(await store.updatePreset(b.id, p.id, { name: 'stolen', description: null, settings: {} }), null);
        assert.equal(await store.deletePreset(b.id, p.id), false);
        assert.deepEqual(await store.listPresets(b.id), []);
        assert.deepEqual(await store.getPreset(a.id, p.id), p);
        assert.equal(await store.getPreset(a.id, 'not-a-uuid'), null);
      });

      test('unknown account', async () => {
        await assert.rejects(store.createPreset(randomUUID(), { name: 'x', description: null, settings: {} }), NotFoundError);
      });
    });

    describe('encryption keys', () => {
      test('create, list, get, value, fingerprint, delete', async () => {
        const a = await newAccount();
        const k = await store.createKey(a.id, { name: 'archive' });
        assert.equal(k.name, 'archive');
        assert.equal(k.algorithm, 'AES-256-GCM');
        assert.equal(k.isDefault, false);
        assert.equal(k.useCount, 0);
        assert.equal(k.lastUsedAt, null);
        const value = await store.getKeyValue(a.id, k.id);
        assert.ok(value);
        assert.equal(value.length, 32);
        assert.equal(k.fingerprint, keyFingerprint(value));
        assert.match(k.fingerprint, /^[0-9a-f]{16}$/);
        assert.deepEqual(await store.getKey(a.id, k.id), k);
        const k2 = await store.createKey(a.id, { name: 'other' });
        assert.notEqual(await store.getKeyValue(a.id, k2.id), value);
        assert.deepEqual(
          (await store.listKeys(a.id)).map((x) => x.id),
          [k.id, k2.id],
        );
        assert.equal(await store.deleteKey(a.id, k.id), true);
        assert.equal(await store.deleteKey(a.id, k.id), false);
        assert.equal(await store.getKey(a.id, k.id), null);
        assert.equal(await store.getKeyValue(a.id, k.id), null);
      });

      test('key values are encrypted at rest', async () => {
        const a = await newAccount();
        const k = await store.createKey(a.id, { name: 'secret' });
        const value = (await store.getKeyValue(a.id, k.id))!;
        const [raw] = await store.db.select().from(encryptionKeys).where(eq(encryptionKeys.id, k.id));
        const bytes = raw!.value;
        assert.equal(bytes.includes(Buffer.from(value, 'utf8')), false);
        assert.equal(bytes.toString('latin1').includes(value), false);
        assert.equal(bytes.toString('base64').includes(value), false);
        assert.equal(bytes.toString('hex').includes(Buffer.from(value).toString('hex')), false);
        assert.equal(JSON.stringify(raw).includes(value), false);
      });

      test('a sealed value moved to another row does not decrypt', async () => {
        const a = await newAccount();
        const k1 = await store.createKey(a.id, { name: 'one' });
        const k2 = await store.createKey(a.id, { name: 'two' });
        const [raw1] = await store.db.select().from(encryptionKeys).where(eq(encryptionKeys.id, k1.id));
        await store.db.update(encryptionKeys).set({ value: raw1!.value }).where(eq(encryptionKeys.id, k2.id));
        await assert.rejects(store.getKeyValue(a.id, k2.id), MasterKeyMismatchError);
      });

      test('default key: created on first use, once, also under concurrent first uses', async () => {
        const a = await newAccount();
        assert.deepEqual(await store.listKeys(a.id), []);
        const keys = await Promise.all(Array.from({ length: 20 }, () => store.getOrCreateDefaultKey(a.id)));
        assert.equal(new Set(keys.map((k) => k.id)).size, 1);
        assert.equal(keys[0]!.isDefault, true);
        const all = await store.listKeys(a.id);
        assert.equal(all.length, 1);
        assert.equal((await store.getOrCreateDefaultKey(a.id)).id, keys[0]!.id);
        await assert.rejects(store.createKey(a.id, { name: 'second default', isDefault: true }), ConflictError);
        await assert.rejects(store.getOrCreateDefaultKey(randomUUID()), NotFoundError);
        await assert.rejects(store.createKey(randomUUID(), { name: 'x' }), NotFoundError);
      });

      test('recordKeyUse counts and timestamps', async () => {
        const a = await newAccount();
        const k = await store.getOrCreateDefaultKey(a.id);
        await Promise.all([store.recordKeyUse(a.id, k.id), store.recordKeyUse(a.id, k.id), store.recordKeyUse(a.id, k.id)]);
        const used = await store.getKey(a.id, k.id);
        assert.equal(used?.useCount, 3);
        assert.ok(used?.lastUsedAt instanceof Date);
      });

      test("another account's key id behaves as unknown", async () => {
        const a = await newAccount();
        const b = await newAccount();
        const k = await store.createKey(a.id, { name: 'mine' });
        assert.equal(await store.getKey(b.id, k.id), null);
        assert.equal(await store.getKeyValue(b.id, k.id), null);
        assert.equal(await store.deleteKey(b.id, k.id), false);
        await store.recordKeyUse(b.id, k.id);
        assert.equal((await store.getKey(a.id, k.id))?.useCount, 0);
        assert.deepEqual(await store.listKeys(b.id), []);
        assert.equal(await store.getKey(a.id, 'nope'), null);
      });
    });

    if (backend.name === 'postgres') {
      test('a different MASTER_KEY is refused at init, not on first use', async () => {
        await assert.rejects(backend.open({ masterKey: 'another-master-key-that-is-long-enough!!' }), MasterKeyMismatchError);
      });
    }
  });
}
