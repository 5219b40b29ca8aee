/**
 * First start: an empty store gets a local business account and one bearer token, so a new user
 * can call the API within a minute. Never in production (main.ts checks NODE_ENV).
 */
import { ConflictError, type Store } from '../store/types.ts';
import { issueToken, type IssuedToken } from './auth.ts';

export const BOOTSTRAP_EMAIL = 'dev@localhost';
/**
 * The printed token is a convenience for the first minutes, and it sits in a terminal's
 * scroll-back: it expires. Longer-lived tokens come from `veil token create`.
 */
export const BOOTSTRAP_TOKEN_DAYS = 30;

/** Creates the account and token when the store has no account; null when it already had one. */
export async function bootstrapDevAccount(store: Store, jwtSecret: string): Promise<(IssuedToken & { email: string }) | null> {
  if ((await store.countAccounts()) > 0) return null;
  try {
    const account = await store.createAccount({ email: BOOTSTRAP_EMAIL, plan: 'business' });
    const expiresAt = new Date(Date.now() + BOOTSTRAP_TOKEN_DAYS * 86_400_000);
    const token = await issueToken(store, jwtSecret, { accountId: account.id, name: 'bootstrap', expiresAt });
    return { ...token, email: account.email };
  } catch (err) {
    // Another instance on the same database bootstrapped first.
    if (err instanceof ConflictError) return null;
    throw err;
  }
}

export function bootstrapMessage(token: string, baseUrl: string, expiresAt?: string | null): string {
  return [
    '',
    `Veil: created account ${BOOTSTRAP_EMAIL} (plan business). Your API token — shown only this once, keep it:`,
    '',
    token,
    '',
    `It expires ${expiresAt ?? `in ${BOOTSTRAP_TOKEN_DAYS} days`}. More tokens: npx veil token create --email ${BOOTSTRAP_EMAIL} --expires-in 90d; ` +
      `list them (ids for revoking): npx veil token list --email ${BOOTSTRAP_EMAIL}`,
    '',
    `Try it: curl -s ${baseUrl}/api/pii/analyze -H "Authorization: Bearer ${token}" -H "Content-Type: application/json" -d '{"text":"Call Jane Doe at 212-555-0123"}'`,
    '',
  ].join('\n');
}
