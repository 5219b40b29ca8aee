/**
 * The key of the hash operator for offline `veil anonymize`.
 *
 * On the server, `hash` without `salt` is an HMAC keyed with the account's secret. Offline there is
 * no account, and an unkeyed hash of an SSN or a phone number can be reversed by trying every
 * value — so the CLI keys it with a local secret instead: VEIL_HASH_SECRET when set (share it to get
 * the same hashes on several machines), else a random one generated once per user into
 * $XDG_CONFIG_HOME/veil/hash_secret (default ~/.config/veil/hash_secret), mode 0600. Hashes are then
 * stable across runs (joins work) but differ from the server's; pass the same `salt` to both to match.
 */
import { randomBytes } from 'node:crypto';
import { closeSync, linkSync, mkdirSync, openSync, readFileSync, unlinkSync, writeSync } from 'node:fs';
import { homedir } from 'node:os';
import { join } from 'node:path';
import { CliError } from './types.ts';

/** As for the operator's own `salt`. */
const MIN_LENGTH = 16;

export function hashSecretPath(env: NodeJS.ProcessEnv): string {
  const base = env.XDG_CONFIG_HOME?.trim() ? env.XDG_CONFIG_HOME.trim() : join(homedir(), '.config');
  return join(base, 'veil', 'hash_secret');
}

export function localHashSecret(env: NodeJS.ProcessEnv): string {
  const fromEnv = env.VEIL_HASH_SECRET?.trim();
  if (fromEnv) {
    if (fromEnv.length < MIN_LENGTH) throw new CliError(`VEIL_HASH_SECRET must be at least ${MIN_LENGTH} characters`, 2);
    return fromEnv;
  }
  const path = hashSecretPath(env);
  const existing = read(path);
  if (existing !== undefined) return existing;
  mkdirSync(join(path, '..'), { recursive: true, mode: 0o700 });
  // Write aside, then hard-link into place (fails if the name exists): two concurrent first runs
  // agree on one secret, and a crash never leaves a half-written file behind.
  const tmp = `${path}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`;
  const fd = openSync(tmp, 'wx', 0o600);
  try {
    writeSync(fd, `${randomBytes(32).toString('base64url')}\n`);
  } finally {
    closeSync(fd);
  }
  try {
    linkSync(tmp, path);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
  } finally {
    unlinkSync(tmp);
  }
  const created = read(path);
  if (created === undefined) throw new CliError(`could not create ${path}`);
  return created;
}

function read(path: string): string | undefined {
  let content: string;
  try {
    content = readFileSync(path, 'utf8');
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw err;
  }
  const value = content.trim();
  if (value.length < MIN_LENGTH) throw new CliError(`${path} does not hold a usable secret (at least ${MIN_LENGTH} characters); delete it to generate a new one`);
  return value;
}
