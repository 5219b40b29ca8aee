/**
 * First-start bootstrap on a real (in-memory) PGlite store: one business account, one token that
 * expires after BOOTSTRAP_TOKEN_DAYS, a message that says when and how to get more; nothing on a
 * store that already has an account.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { BOOTSTRAP_EMAIL, BOOTSTRAP_TOKEN_DAYS, bootstrapDevAccount, bootstrapMessage } from '../../src/service/bootstrap.ts';
import { JWT_SECRET, pgliteBackend } from './harness.ts';

test('the bootstrap token expires; the message says when and names token create / token list', async () => {
  const store = await pgliteBackend().openStore();
  try {
    const before = Date.now();
    const boot = await bootstrapDevAccount(store, JWT_SECRET);
    assert.ok(boot);
    assert.equal(boot.email, BOOTSTRAP_EMAIL);
    const record = await store.getApiToken(boot.id);
    assert.ok(record?.expiresAt);
    const days = (record.expiresAt.getTime() - before) / 86_400_000;
    assert.ok(Math.abs(days - BOOTSTRAP_TOKEN_DAYS) < 0.01, `expires in ${days} days`);
    assert.equal(boot.expires_at, record.expiresAt.toISOString());
    const message = bootstrapMessage(boot.token, 'http://localhost:3000', boot.expires_at);
    assert.ok(message.includes(`It expires ${boot.expires_at}`));
    assert.match(message, /veil token create --email dev@localhost/);
    assert.match(message, /veil token list --email dev@localhost/);
    assert.equal(await bootstrapDevAccount(store, JWT_SECRET), null, 'only on an empty store');
    assert.deepEqual(
      (await store.listApiTokens(record.accountId)).map((t) => t.id),
      [boot.id],
    );
  } finally {
    await store.close();
  }
});
