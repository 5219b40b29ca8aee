/** The console's small parts on their own: config, scrypt passwords, throttling, cookies, CSRF tokens. */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { ConfigError, loadConfig } from '../../../src/config.ts';
import { hashPassword, passwordProblem, verifyPassword } from '../../../src/service/console/passwords.ts';
import { readCookie, Sessions } from '../../../src/service/console/sessions.ts';
import { LoginThrottle } from '../../../src/service/console/throttle.ts';
import type { Store } from '../../../src/store/types.ts';

test('config: SIGNUP open by default, closed on request, anything else refused; throttle and session settings', () => {
  const c = loadConfig({});
  assert.deepEqual(c.console, { signup: 'open', sessionTtlMs: 7 * 24 * 3_600_000, loginMaxFailuresPerAccount: 5, loginMaxFailuresPerIp: 20, loginWindowMs: 900_000 });
  assert.equal(loadConfig({ SIGNUP: 'Closed' }).console.signup, 'closed');
  assert.throws(() => loadConfig({ SIGNUP: 'maybe' }), (e: unknown) => e instanceof ConfigError && /SIGNUP must be open or closed/.test(e.message));
  assert.equal(loadConfig({ SESSION_TTL_HOURS: '2' }).console.sessionTtlMs, 7_200_000);
  assert.throws(() => loadConfig({ LOGIN_MAX_FAILURES_PER_IP: '0' }), /LOGIN_MAX_FAILURES_PER_IP/);
});

test('scrypt: verifies the right password only; salted; malformed hashes are false, not errors', async () => {
  const a = await hashPassword('correct horse battery');
  const b = await hashPassword('correct horse battery');
  assert.notEqual(a, b, 'a fresh salt each time');
  assert.match(a, /^scrypt\$32768\$8\$1\$[\w-]{22}\$[\w-]{43}$/);
  assert.equal(await verifyPassword('correct horse battery', a), true);
  assert.equal(await verifyPassword('correct horse batterY', a), false);
  // Unicode forms of the same text are the same password.
  const composed = await hashPassword('caf\u00e9 au lait!!');
  assert.equal(await verifyPassword('cafe\u0301 au lait!!', composed), true);
  for (const bad of ['', 'plain', 'scrypt$1$1$1$x$y', `scrypt$${2 ** 24}$8$1$AAAA$${'A'.repeat(43)}`, a.replace(/\$[\w-]{43}$/, '$short')]) {
    assert.equal(await verifyPassword('correct horse battery', bad), false, bad);
  }
  assert.equal(passwordProblem('123456789'), 'must be at least 10 characters');
  assert.equal(passwordProblem('😀'.repeat(10)), null, 'characters, not UTF-16 units');
  assert.equal(passwordProblem('x'.repeat(257)), 'must be at most 256 characters');
});

test('throttle: max failures per key per window, then a wait until the window ends; reset clears', () => {
  const t = new LoginThrottle({ max: 3, windowMs: 1000, maxKeys: 4 });
  for (let i = 0; i < 3; i++) {
    assert.equal(t.retryAfterMs('a', 100), 0);
    t.fail('a', 100);
  }
  assert.equal(t.retryAfterMs('a', 100), 1000);
  assert.equal(t.retryAfterMs('a', 600), 500);
  assert.equal(t.retryAfterMs('a', 1100), 0, 'the window has ended');
  assert.equal(t.retryAfterMs('b', 100), 0, 'keys are independent');
  t.fail('b', 100);
  t.reset('b');
  assert.equal(t.retryAfterMs('b', 100), 0);
  // Bounded memory: beyond maxKeys, ended windows are dropped first.
  for (const k of ['c', 'd', 'e', 'f', 'g']) t.fail(k, 2000);
  assert.equal(t.retryAfterMs('a', 2000), 0);
});

test('cookies and CSRF tokens', () => {
  assert.equal(readCookie('a=1; veil_session=abc; b=2', 'veil_session'), 'abc');
  assert.equal(readCookie('xveil_session=abc', 'veil_session'), null);
  assert.equal(readCookie(undefined, 'veil_session'), null);
  const sessions = new Sessions({} as Store, 'server-secret-server-secret-0123456789', 1000);
  const other = new Sessions({} as Store, 'another-secret-another-secret-01234567', 1000);
  const token = sessions.csrfToken('s1');
  assert.match(token, /^[\w-]{43}$/);
  assert.equal(sessions.csrfValid('s1', token), true);
  assert.equal(sessions.csrfValid('s2', token), false, 'bound to the session');
  assert.equal(other.csrfValid('s1', token), false, 'bound to the server secret');
  assert.equal(sessions.csrfValid('s1', undefined), false);
  assert.equal(sessions.csrfValid('s1', [token]), false);
});
