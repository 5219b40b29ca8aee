/**
 * /api/console — sign-up, sign-in, sign-out, password change and the session itself.
 * Sign-in failures are throttled per email and per client IP (throttle.ts); every success starts a
 * new session (sessions.ts: no fixation).
 */
import { Type } from 'typebox';
import type { FastifyPluginCallbackTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { isStorableString } from '../../store/storable.ts';
import { ConflictError, type Account } from '../../store/types.ts';
import type { ServiceContext } from '../operations/context.ts';
import { badRequest, conflict, ServiceError, unauthorized } from '../errors.ts';
import { accountView } from './operations.ts';
import { decoyHash, hashPassword, MAX_PASSWORD_LENGTH, passwordProblem, verifyPassword } from './passwords.ts';
import { consoleCaller, type ConsoleOptions } from './context.ts';
import { checkOrigin, type Sessions } from './sessions.ts';
import { LoginThrottle } from './throttle.ts';

const MAX_EMAIL_LENGTH = 254;

const Credentials = Type.Object({
  email: Type.String({ maxLength: MAX_EMAIL_LENGTH }),
  password: Type.String({ maxLength: MAX_PASSWORD_LENGTH }),
});

const PasswordChange = Type.Object({
  current_password: Type.String({ maxLength: MAX_PASSWORD_LENGTH }),
  new_password: Type.String({ maxLength: MAX_PASSWORD_LENGTH }),
});

function checkEmail(raw: string): string {
  const email = raw.trim();
  // As loose as the CLI's: the address names an account; Veil sends no mail.
  if (!/^[^\s@]+@[^\s@]+$/.test(email) || !isStorableString(email)) throw badRequest('email must be an email address', { field: 'email' });
  return email;
}

function checkNewPassword(password: string, field: string): void {
  const problem = passwordProblem(password);
  if (problem !== null) throw badRequest(`${field} ${problem}`, { field });
}

function throttled(retryMs: number): ServiceError {
  const retry = Math.max(1, Math.ceil(retryMs / 1000));
  return new ServiceError(429, 'Too many sign-in attempts; try again later', { reason: 'login_throttled', retry_after_s: retry }, { 'Retry-After': retry });
}

export interface SessionView {
  account: ReturnType<typeof accountView>;
  csrf_token: string;
}

function sessionView(ctx: ServiceContext, account: Account, csrfToken: string): SessionView {
  return { account: accountView(ctx, account), csrf_token: csrfToken };
}

export function accountRoutes(ctx: ServiceContext, sessions: Sessions): { public: FastifyPluginCallbackTypebox<ConsoleOptions>; private: FastifyPluginCallbackTypebox<ConsoleOptions> } {
  const { config, store } = ctx;
  const byAccount = new LoginThrottle({ max: config.console.loginMaxFailuresPerAccount, windowMs: config.console.loginWindowMs });
  const byIp = new LoginThrottle({ max: config.console.loginMaxFailuresPerIp, windowMs: config.console.loginWindowMs });
  const ipKey = (request: FastifyRequest) => request.ip;

  const publicRoutes: FastifyPluginCallbackTypebox<ConsoleOptions> = (app, _opts, done) => {
    app.get('/api/console/config', () => Promise.resolve({ signup: config.console.signup }));

    app.get('/api/console/session', async (request) => {
      const caller = await sessions.caller(request);
      if (!caller) throw unauthorized();
      return sessionView(ctx, caller.account, sessions.csrfToken(caller.sessionId));
    });

    app.post('/api/console/signup', { schema: { body: Credentials } }, async (request, reply) => {
      checkOrigin(request);
      if (config.console.signup === 'closed') {
        throw new ServiceError(403, 'Sign-up is closed on this server: an administrator creates accounts (veil account create)', { reason: 'signup_closed' });
      }
      const ipWait = byIp.retryAfterMs(ipKey(request));
      if (ipWait > 0) throw throttled(ipWait);
      const email = checkEmail(request.body.email);
      checkNewPassword(request.body.password, 'password');
      // Counted like a failure: bounds how many accounts one address can create per window.
      byIp.fail(ipKey(request));
      const hash = await hashPassword(request.body.password);
      let account: Account;
      try {
        account = await store.createAccount({ email, plan: 'free' });
      } catch (err) {
        if (err instanceof ConflictError) throw conflict('An account with this email already exists; sign in instead', { field: 'email' });
        throw err;
      }
      await store.setPasswordHash(account.id, hash);
      const { csrfToken } = await sessions.start(request, reply, account.id);
      void reply.code(201);
      return sessionView(ctx, account, csrfToken);
    });

    app.post('/api/console/signin', { schema: { body: Credentials } }, async (request, reply) => {
      checkOrigin(request);
      const email = request.body.email.trim().toLowerCase();
      const wait = Math.max(byIp.retryAfterMs(ipKey(request)), byAccount.retryAfterMs(email));
      if (wait > 0) throw throttled(wait);
      const account = email === '' ? null : await store.getAccountByEmail(email);
      const stored = account ? await store.getPasswordHash(account.id) : null;
      // Always one scrypt, so an unknown email answers as slowly as a wrong password.
      const ok = (await verifyPassword(request.body.password, stored ?? (await decoyHash()))) && stored !== null;
      if (!ok || !account) {
        byIp.fail(ipKey(request));
        byAccount.fail(email);
        throw new ServiceError(401, 'Email or password is incorrect');
      }
      byAccount.reset(email);
      const { csrfToken } = await sessions.start(request, reply, account.id);
      return sessionView(ctx, account, csrfToken);
    });
    done();
  };

  const privateRoutes: FastifyPluginCallbackTypebox<ConsoleOptions> = (app, _opts, done) => {
    app.post('/api/console/signout', async (request, reply) => {
      await sessions.end(request, reply);
      return reply.code(204).send();
    });

    app.post('/api/console/password', { schema: { body: PasswordChange } }, async (request, reply) => {
      const { account } = consoleCaller(request);
      const stored = await store.getPasswordHash(account.id);
      if (stored === null || !(await verifyPassword(request.body.current_password, stored))) {
        throw badRequest('current_password is incorrect', { field: 'current_password' });
      }
      checkNewPassword(request.body.new_password, 'new_password');
      await store.setPasswordHash(account.id, await hashPassword(request.body.new_password));
      // Everyone else signed in as this account (another browser, a thief) is signed out.
      await store.revokeSessions(account.id);
      const { csrfToken } = await sessions.start(request, reply, account.id);
      return sessionView(ctx, account, csrfToken);
    });
    done();
  };

  return { public: publicRoutes, private: privateRoutes };
}
