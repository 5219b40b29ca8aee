/**
 * The key of the hash operator without a server (offline `veil anonymize`, `veil mcp` on the local engine).
 *
 * On the server, `hash` without `salt` is an HMAC keyed with the account's secret. Offline there is
 * no account, and an unkeyed hash of an SSN or a phone number can be reversed by trying every
 * value — so the CLI keys it with a local secret instead: VEIL_HASH_SECRET when set (share it to get
 * the same hashes on several machines), else a random one generated once per user into
 * $XDG_CONFIG_HOME/veil/hash_secret (default ~/.config/veil/hash_secret), mode 0600. Hashes are then
 * stable across runs (joins work) but differ from the server's; pass the same `salt` to both to match.
 */
import { homedir } from 'node:os';
import { dirname, join, basename } from 'node:path';
import { SecretsError } from '../store/errors.ts';
import { readOrCreateSecretFile } from '../store/secrets.ts';


/** The local secret is unusable: `config` (a bad VEIL_HASH_SECRET: exit 2) or `unreadable` (the file: exit 1). */
export class LocalSecretError extends Error {
  override name = 'LocalSecretError';
  constructor(
    message: string,
    readonly kind: 'config' | 'unreadable',
  ) {
    super(message);
  }
}

/** As for the operator's own `salt`. */
const MIN_LENGTH = 16;

export function hashSecretPath(env: NodeJS.ProcessEnv): string {
  const base = env.XDG_CONFIG_HOME?.trim() ? env.XDG_CONFIG_HOME.trim() : join(homedir(), '.config');
  return join(base, 'veil', 'hash_secret');
}

export function localHashSecret(env: NodeJS.ProcessEnv): string {
  const fromEnv = env.VEIL_HASH_SECRET?.trim();
  if (fromEnv) {
    if (fromEnv.length < MIN_LENGTH) throw new LocalSecretError(`VEIL_HASH_SECRET must be at least ${MIN_LENGTH} characters`, 'config');
    return fromEnv;
  }
  const path = hashSecretPath(env);
  try {
    // The same atomic create-or-read as the server's own secrets (mode 0600, race-safe).
    return readOrCreateSecretFile(dirname(path), basename(path));
  } catch (err) {
    if (err instanceof SecretsError) throw new LocalSecretError(`${err.message}; delete it to generate a new one`, 'unreadable');
    throw err;
  }
}
