/**
 * Runs one admin command wherever it can run right now (the store directly, or the running server
 * through its admin socket — see src/admin/client.ts), configured from the same environment as
 * the server (DATA_DIR, DATABASE_URL, JWT_SECRET, MASTER_KEY).
 */
import { resolve } from 'node:path';
import type { AdminCommandName, AdminCommands } from '../admin/commands.ts';
import { openAdminSession } from '../admin/client.ts';
import { loadConfig } from '../config.ts';
import type { Invocation } from './types.ts';

export async function runAdmin<C extends AdminCommandName>(inv: Invocation, command: C, params: AdminCommands[C]['params']): Promise<AdminCommands[C]['result']> {
  const config = loadConfig(inv.io.env);
  const session = await openAdminSession({
    dataDir: resolve(inv.io.cwd, config.dataDir),
    databaseUrl: config.databaseUrl,
    env: inv.io.env,
    onWait: (pid) => inv.io.stderr.write(`veil: waiting for the server (process ${pid}) starting on ${config.dataDir}…\n`),
  });
  try {
    return await session.run(command, params);
  } finally {
    await session.close();
  }
}
