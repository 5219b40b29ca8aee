/** veil token create | list | revoke. */
import { runAdmin } from '../admin.ts';
import { emit, note, optionalString, requiredString } from '../output.ts';
import { UsageError, type Command } from '../types.ts';

const UNITS = { d: 86_400_000, h: 3_600_000, m: 60_000 } as const;
/** Ten years: beyond that an "expiry" is a typo, and a token that must never expire can omit it. */
const MAX_LIFETIME_MS = 3650 * UNITS.d;

/** `90d`, `12h`, `30m` → milliseconds. */
export function parseDuration(raw: string): number {
  const match = /^(\d+)([dhm])$/.exec(raw.trim());
  if (!match) throw new UsageError(`--expires-in must be a number followed by d, h or m, e.g. 90d, 12h, 30m (got '${raw}')`);
  const ms = Number(match[1]) * UNITS[match[2] as keyof typeof UNITS];
  if (ms <= 0) throw new UsageError('--expires-in must be longer than zero');
  if (ms > MAX_LIFETIME_MS) throw new UsageError('--expires-in must be at most 3650d; omit it for a token without expiry');
  return ms;
}

export const tokenCreate: Command = {
  usage: 'veil token create --email E [--name N] [--expires-in 90d|12h|30m] [--json]',
  help:
    'Issues an API token for the account and prints the JWT to stdout — once: only its id is stored.\n' +
    'Without --expires-in the token is valid until revoked.\n' +
    '--json prints {"id","token","expires_at"} (expires_at is null without expiry).\n\n' +
    'Examples:\n' +
    '  veil token create --email ada@example.com --name laptop --expires-in 90d\n' +
    '  TOKEN=$(veil token create --email ada@example.com)',
  options: { email: { type: 'string' }, name: { type: 'string' }, 'expires-in': { type: 'string' } },
  async run(inv) {
    const email = requiredString(inv, 'email');
    const name = optionalString(inv, 'name') ?? null;
    const expiresIn = optionalString(inv, 'expires-in');
    const expiresAt = expiresIn === undefined ? null : new Date(Date.now() + parseDuration(expiresIn)).toISOString();
    const issued = await runAdmin(inv, 'token.create', { email, name, expires_at: expiresAt });
    // Only the JWT on stdout, so that TOKEN=$(veil token create …) works; the rest is a note.
    emit(inv, issued, issued.token);
    note(inv, `token id ${issued.id}, ${issued.expires_at ? `expires ${issued.expires_at}` : 'no expiry'} — shown only once; revoke with: veil token revoke ${issued.id}`);
    return 0;
  },
};

export const tokenList: Command = {
  usage: 'veil token list --email E [--json]',
  help:
    "Lists the account's API tokens, oldest first: id, name, created, expiry and status (active,\n" +
    'expired or revoked). The tokens themselves are never stored, so never shown; use an id with\n' +
    '`veil token revoke ID`.\n--json prints {"email","tokens":[{"id","name","created_at","expires_at","revoked_at","status"}]}.\n\n' +
    'Example:\n  veil token list --email dev@localhost',
  options: { email: { type: 'string' } },
  async run(inv) {
    const listed = await runAdmin(inv, 'token.list', { email: requiredString(inv, 'email') });
    const lines = listed.tokens.map(
      (t) => `${t.id}  ${t.status.padEnd(7)}  ${t.name ?? '-'}  created ${t.created_at}  ${t.expires_at ? `expires ${t.expires_at}` : 'no expiry'}`,
    );
    emit(inv, listed, lines.length > 0 ? lines.join('\n') : `no tokens for ${listed.email}`);
    return 0;
  },
};

export const tokenRevoke: Command = {
  usage: 'veil token revoke ID [--json]',
  help:
    'Revokes an API token by its id (the `id` printed by `veil token create`, the JWT\'s jti).\n' +
    'A running server on the same DATA_DIR refuses the token from its next request on; with\n' +
    'DATABASE_URL, servers notice within AUTH_CACHE_TTL_MS (default 2 s).\n--json prints {"id","revoked":true}.\n\n' +
    'Example:\n  veil token revoke 0b0c8f5e-1f7e-4a53-9a8e-7a3f6f0d2c11',
  options: {},
  positionals: { min: 1, max: 1, name: 'ID (the token id printed by veil token create)' },
  async run(inv) {
    const id = inv.positionals[0]!;
    const revoked = await runAdmin(inv, 'token.revoke', { id });
    emit(inv, revoked, `revoked token ${revoked.id}`);
    return 0;
  },
};
