/**
 * Runs one admin command wherever it can run right now (the store directly, or the running server
 * through its admin socket — see src/admin/client.ts), configured from the same environment as
 * the server (DATA_DIR, DATABASE_URL, JWT_SECRET, MASTER_KEY).
 */
import { resolve } from 'node:path';
import type { AdminCommandName, AdminCommands } from '../admin/commands.ts';
import { openAdminSession } from '../admin/client.ts';
import { loadConfig } from '../config.ts';
import { CliError, type Invocation } from './types.ts';

/** VEIL_ADMIN_WAIT_MS: how long to wait for a server that holds DATA_DIR but does not answer yet. */
function waitMs(env: NodeJS.ProcessEnv): number | undefined {
  const raw = env.VEIL_ADMIN_WAIT_MS?.trim();
  if (!raw) return undefined;
  const value = Number(raw);
  if (!Number.isSafeInteger(value) || value < 0) throw new CliError(`VEIL_ADMIN_WAIT_MS must be a whole number of milliseconds (got '${raw}')`, 2);
  return value;
}

export async function runAdmin<C extends AdminCommandName>(inv: Invocation, command: C, params: AdminCommands[C]['params']): Promise<AdminCommands[C]['result']> {
  const config = loadConfig(inv.io.env);
  const session = await openAdminSession({
    dataDir: resolve(inv.io.cwd, config.dataDir),
    databaseUrl: config.databaseUrl,
    env: inv.io.env,
    waitMs: waitMs(inv.io.env),
    onWait: (pid) => inv.io.stderr.write(`veil: waiting for the server (process ${pid}) starting on ${config.dataDir}…\n`),
  });
  try {
    return await session.run(command, params);
  } finally {
    await session.close();
  }
}
