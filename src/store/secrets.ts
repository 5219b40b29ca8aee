/**
 * JWT_SECRET and MASTER_KEY. From the environment when set; otherwise, in embedded mode only,
 * generated once into DATA_DIR (mode 0600) and reused on every start. With DATABASE_URL several
 * instances share one database, so each must be given the same secrets: generating them per
 * instance would make tokens and stored keys unusable across instances, hence a startup error.
 * Nothing here logs or prints a secret.
 */
import { randomBytes } from 'node:crypto';
import { chmodSync, closeSync, linkSync, mkdirSync, openSync, readFileSync, statSync, unlinkSync, writeSync } from 'node:fs';
import { join } from 'node:path';
import { SecretsError } from './errors.ts';

export interface Secrets {
  jwtSecret: string;
  masterKey: string;
}

/** Short secrets make HS256 and the at-rest encryption brute-forceable. */
export const MIN_SECRET_LENGTH = 32;

const SECRETS = [
  { env: 'JWT_SECRET', file: 'jwt_secret', field: 'jwtSecret' },
  { env: 'MASTER_KEY', file: 'master_key', field: 'masterKey' },
] as const;

export interface LoadSecretsOptions {
  /** Embedded mode's data directory (DATA_DIR). */
  dataDir: string;
  /** Set when running on PostgreSQL: then the environment must provide both secrets. */
  databaseUrl?: string | undefined;
  env?: NodeJS.ProcessEnv;
}

export function loadSecrets(options: LoadSecretsOptions): Secrets {
  const env = options.env ?? process.env;
  const fromEnv = (name: string): string | undefined => {
    const value = env[name]?.trim();
    if (!value) return undefined;
    if (value.length < MIN_SECRET_LENGTH) {
      throw new SecretsError(`${name} must be at least ${MIN_SECRET_LENGTH} characters (generate one with: openssl rand -base64 32)`);
    }
    return value;
  };

  if (options.databaseUrl) {
    const missing = SECRETS.filter((s) => fromEnv(s.env) === undefined).map((s) => s.env);
    if (missing.length > 0) {
      throw new SecretsError(
        `${missing.join(' and ')} must be set when DATABASE_URL is used: every instance sharing the database needs the same ` +
          `value${missing.length > 1 ? 's' : ''} (generate with: openssl rand -base64 32)`,
      );
    }
  }

  const result: Partial<Secrets> = {};
  for (const s of SECRETS) {
    result[s.field] = fromEnv(s.env) ?? readOrCreateSecretFile(options.dataDir, s.file);
  }
  return result as Secrets;
}

/**
 * Reads DATA_DIR/<name>, creating it with a fresh random secret if absent. Creation is atomic
 * (write a temporary file, then hard-link it into place, which fails if the name exists), so two
 * processes starting at once agree on one secret and a crash never leaves a half-written file.
 */
export function readOrCreateSecretFile(dataDir: string, name: string): string {
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  const path = join(dataDir, name);
  const existing = readSecretFile(path);
  if (existing !== undefined) return existing;

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
    // Another process won the race: use its secret.
  } finally {
    unlinkSync(tmp);
  }
  const created = readSecretFile(path);
  if (created === undefined) throw new SecretsError(`could not create ${path}`);
  return created;
}

function readSecretFile(path: string): string | undefined {
  let content: string;
  try {
    content = readFileSync(path, 'utf8');
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw err;
  }
  // A secret readable by group or others (e.g. after a careless copy) is tightened, not refused:
  // refusing would lock the user out of their own data.
  if (process.platform !== 'win32' && (statSync(path).mode & 0o077) !== 0) chmodSync(path, 0o600);
  const value = content.trim();
  if (value.length < MIN_SECRET_LENGTH) {
    throw new SecretsError(`${path} does not hold a valid secret (at least ${MIN_SECRET_LENGTH} characters); restore it from a backup`);
  }
  return value;
}
