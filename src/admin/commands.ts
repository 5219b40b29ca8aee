/**
 * The admin commands — accounts and API tokens — implemented once over the Store.
 *
 * Two callers run them: the `veil` CLI directly on the store (server stopped, or PostgreSQL), and
 * the running server on behalf of the CLI through its admin socket (see server.ts). Parameters
 * arrive as untyped JSON in the second case, so every command validates its own input here rather
 * than trusting the CLI's argument parsing.
 */
import { isStorableString, UNSTORABLE_MESSAGE } from '../store/storable.ts';
import type { IssuedToken } from '../service/auth.ts';
import { accountSummary } from '../service/operations/account.ts';
import { MAX_TOKEN_NAME_LENGTH, tokenView } from '../service/operations/token-view.ts';
import { NotFoundError, PlanError } from '../store/errors.ts';
import { PLANS, isPlan } from '../store/plans.ts';
import { ConflictError, type Account, type Store } from '../store/types.ts';

/** What went wrong, in terms a caller can map to an exit code (see `exitCodeFor`). */
export type AdminErrorCode =
  /** Bad parameters: the caller's mistake (exit 2). */
  | 'invalid'
  /** No such account / token. */
  | 'not_found'
  /** The account exists already. */
  | 'conflict'
  /** The plan does not allow it (top-up on free). */
  | 'plan'
  /** The other side does not know the command (CLI newer than the running server). */
  | 'unknown_command'
  /** The running server cannot be reached, or went away mid-command. */
  | 'unavailable'
  /** Anything else; the details stay in the server log. */
  | 'internal';

export class AdminError extends Error {
  override name = 'AdminError';
  constructor(
    message: string,
    readonly code: AdminErrorCode,
  ) {
    super(message);
  }
}

/** Usage errors are 2, everything else that failed is 1 (API.md §0, shared by all commands). */
export function exitCodeFor(code: AdminErrorCode): 1 | 2 {
  return code === 'invalid' ? 2 : 1;
}

export interface AdminContext {
  store: Store;
  /** Signs the JWTs of `token.create`. */
  jwtSecret: string;
  /** A running server drops its cached copy of the token, so the revocation applies at once. */
  onTokenRevoked?: (tokenId: string) => void;
  /** A running server drops its cached copy of the account (plan, balance). */
  onAccountChanged?: (account: Account) => void;
}

// ------------------------------------------------------------------ results (the --json shapes)

export interface AccountCreated {
  id: string;
  email: string;
  plan: string;
}

export interface AccountView extends AccountCreated {
  balance: { allowance_left: number; top_up: number; total: number };
  cycle_started_at: string;
  cycle_resets_at: string;
  created_at: string;
}

export interface TokenListed {
  id: string;
  name: string | null;
  created_at: string;
  expires_at: string | null;
  revoked_at: string | null;
  /** active, expired or revoked, at the time of the listing. */
  status: 'active' | 'expired' | 'revoked';
}

export interface PasswordSet {
  email: string;
  password_set: true;
  /** Console sessions of the account signed out by the change. */
  sessions_revoked: number;
}

export interface TokenRevoked {
  id: string;
  revoked: true;
}

/** Parameters and results of each command, so both transports stay typed end to end. */
export interface AdminCommands {
  'account.create': { params: { email: string; plan: string }; result: AccountCreated };
  'account.set-plan': { params: { email: string; plan: string }; result: AccountView };
  'account.top-up': { params: { email: string; tokens: number }; result: AccountView };
  'account.show': { params: { email: string }; result: AccountView };
  'account.set-password': { params: { email: string; password: string }; result: PasswordSet };
  'token.create': { params: { email: string; name?: string | null; expires_at?: string | null }; result: IssuedToken };
  'token.revoke': { params: { id: string }; result: TokenRevoked };
  'token.list': { params: { email: string }; result: { email: string; tokens: TokenListed[] } };
}

export type AdminCommandName = keyof AdminCommands;

// ------------------------------------------------------------------ validation

const MAX_EMAIL_LENGTH = 254;
/** A typo guard (an extra zero or three), well below the store's integer column limit. */
const MAX_TOP_UP = 1_000_000_000;

function record(params: unknown): Record<string, unknown> {
  if (typeof params !== 'object' || params === null || Array.isArray(params)) throw new AdminError('params must be an object', 'invalid');
  return params as Record<string, unknown>;
}

function email(params: Record<string, unknown>): string {
  const value = params.email;
  if (typeof value !== 'string' || value.trim() === '') throw new AdminError('--email is required', 'invalid');
  const trimmed = value.trim();
  // Deliberately loose (one @, something on both sides, no spaces): the address is an account
  // name, not a mailbox Veil writes to.
  if (trimmed.length > MAX_EMAIL_LENGTH || !/^[^\s@]+@[^\s@]+$/.test(trimmed) || !isStorableString(trimmed)) {
    throw new AdminError(`--email '${value}' is not an email address`, 'invalid');
  }
  return trimmed;
}

function plan(params: Record<string, unknown>): (typeof PLANS)[number] {
  const value = params.plan;
  if (value === undefined || value === '') throw new AdminError('--plan is required', 'invalid');
  if (!isPlan(value)) throw new AdminError(`--plan must be one of ${PLANS.join(', ')} (got ${JSON.stringify(value)})`, 'invalid');
  return value;
}

async function accountByEmail(store: Store, address: string): Promise<Account> {
  const account = await store.getAccountByEmail(address);
  if (account === null) throw new AdminError(`no account with email ${address.toLowerCase()}`, 'not_found');
  return account;
}

/** The account operation's summary (the same fields as GET /api/account) plus created_at. */
export function accountView(account: Account): AccountView {
  return { ...accountSummary(account), created_at: account.createdAt.toISOString() };
}

// ------------------------------------------------------------------ the commands

type Handler<C extends AdminCommandName> = (ctx: AdminContext, params: Record<string, unknown>) => Promise<AdminCommands[C]['result']>;

const HANDLERS: { [C in AdminCommandName]: Handler<C> } = {
  async 'account.create'(ctx, params) {
    const account = await ctx.store.createAccount({ email: email(params), plan: plan(params) });
    return { id: account.id, email: account.email, plan: account.plan };
  },

  async 'account.set-plan'(ctx, params) {
    const target = plan(params);
    const account = await ctx.store.setPlan((await accountByEmail(ctx.store, email(params))).id, target);
    ctx.onAccountChanged?.(account);
    return accountView(account);
  },

  async 'account.top-up'(ctx, params) {
    const tokens = params.tokens;
    if (typeof tokens !== 'number' || !Number.isSafeInteger(tokens) || tokens <= 0 || tokens > MAX_TOP_UP) {
      throw new AdminError(`--tokens must be a whole number from 1 to ${MAX_TOP_UP}`, 'invalid');
    }
    const address = email(params);
    const found = await accountByEmail(ctx.store, address);
    // Checked here too (the store refuses it as well) so the message names the account.
    if (found.plan === 'free') throw new AdminError(`${found.email} is on the free plan; top-ups need a paid plan (basic, pro or business)`, 'plan');
    const account = await ctx.store.topUp(found.id, tokens);
    ctx.onAccountChanged?.(account);
    return accountView(account);
  },

  async 'account.show'(ctx, params) {
    return accountView(await accountByEmail(ctx.store, email(params)));
  },

  async 'account.set-password'(ctx, params) {
    const address = email(params);
    const password = params.password;
    if (typeof password !== 'string') throw new AdminError('a password is required (on stdin)', 'invalid');
    // Loaded on use, like the token signer below: only this command needs scrypt.
    const { hashPassword, passwordProblem } = await import('../service/console/passwords.ts');
    const problem = passwordProblem(password);
    if (problem !== null) throw new AdminError(`the password ${problem}`, 'invalid');
    const account = await accountByEmail(ctx.store, address);
    await ctx.store.setPasswordHash(account.id, await hashPassword(password));
    // Whoever was signed in with the old password is signed out.
    const revoked = await ctx.store.revokeSessions(account.id);
    return { email: account.email, password_set: true, sessions_revoked: revoked };
  },

  async 'token.create'(ctx, params) {
    const name = params.name ?? null;
    if (name !== null && (typeof name !== 'string' || name.length > MAX_TOKEN_NAME_LENGTH)) {
      throw new AdminError(`--name must be a string of at most ${MAX_TOKEN_NAME_LENGTH} characters`, 'invalid');
    }
    if (name !== null && !isStorableString(name)) throw new AdminError(`--name ${UNSTORABLE_MESSAGE}`, 'invalid');
    const rawExpiry = params.expires_at ?? null;
    let expiresAt: Date | null = null;
    if (rawExpiry !== null) {
      expiresAt = typeof rawExpiry === 'string' ? new Date(rawExpiry) : new Date(NaN);
      if (Number.isNaN(expiresAt.getTime())) throw new AdminError('expires_at must be an ISO 8601 date', 'invalid');
      if (expiresAt.getTime() <= Date.now()) throw new AdminError('the expiry must lie in the future', 'invalid');
    }
    const account = await accountByEmail(ctx.store, email(params));
    // Loaded on use: the service's auth module pulls in the detection engine (through its error
    // mapping), which the CLI's other admin commands should not pay for at start-up.
    const { issueToken } = await import('../service/auth.ts');
    return issueToken(ctx.store, ctx.jwtSecret, { accountId: account.id, name, expiresAt });
  },

  async 'token.list'(ctx, params) {
    const account = await accountByEmail(ctx.store, email(params));
    const now = Date.now();
    const tokens = (await ctx.store.listApiTokens(account.id)).map((t): TokenListed => tokenView(t, now));
    return { email: account.email, tokens };
  },

  async 'token.revoke'(ctx, params) {
    const id = params.id;
    if (typeof id !== 'string' || id.trim() === '') throw new AdminError('a token id is required', 'invalid');
    // Revoking twice is fine (the first revocation time is kept); an id that never existed is not.
    if (!(await ctx.store.revokeApiToken(id.trim()))) throw new AdminError(`no token with id ${id}`, 'not_found');
    ctx.onTokenRevoked?.(id.trim());
    return { id: id.trim(), revoked: true };
  },
};

export function isAdminCommand(name: unknown): name is AdminCommandName {
  return typeof name === 'string' && Object.hasOwn(HANDLERS, name);
}

/** Runs one command; store errors come back as AdminError with a code, anything else is rethrown. */
export async function runAdminCommand<C extends AdminCommandName>(ctx: AdminContext, command: C, params: unknown): Promise<AdminCommands[C]['result']>;
export async function runAdminCommand(ctx: AdminContext, command: string, params: unknown): Promise<unknown>;
export async function runAdminCommand(ctx: AdminContext, command: string, params: unknown): Promise<unknown> {
  if (!isAdminCommand(command)) throw new AdminError(`unknown admin command '${command}'`, 'unknown_command');
  const handler = HANDLERS[command] as Handler<AdminCommandName>;
  try {
    return await handler(ctx, record(params));
  } catch (err) {
    if (err instanceof AdminError) throw err;
    if (err instanceof ConflictError) throw new AdminError(err.message, 'conflict');
    if (err instanceof NotFoundError) throw new AdminError(err.message, 'not_found');
    if (err instanceof PlanError) throw new AdminError(err.message, 'plan');
    // The store's own range checks (e.g. a top-up beyond its maximum balance).
    if (err instanceof RangeError) throw new AdminError(err.message, 'invalid');
    throw err;
  }
}
