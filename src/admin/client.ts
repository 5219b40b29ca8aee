/**
 * Where an admin command runs, decided per CLI invocation:
 *
 *   DATABASE_URL set            → open PostgreSQL directly (it is multi-process; a running server
 *                                 notices changes within its auth cache TTL)
 *   DATA_DIR/admin.sock answers → send the command to the running server
 *   otherwise                   → open the embedded store directly (server stopped); a socket file
 *                                 left by a killed server is removed once we hold the store lock
 *
 * A server that is still starting holds the store lock before its socket answers; then we wait for
 * the socket (up to `waitMs`) instead of failing.
 */
import { setTimeout as sleep } from 'node:timers/promises';
import { createConnection, type Socket } from 'node:net';
import { StoreLockedError } from '../store/errors.ts';
import { AdminError, runAdminCommand, type AdminCommandName, type AdminCommands } from './commands.ts';
import { adminSocketPath, lineReader, PROTOCOL_VERSION, SocketPathError, type AdminResponse } from './protocol.ts';
import { removeStaleSocket } from './server.ts';

export type AdminRoute = 'socket' | 'pglite' | 'postgres';

export interface AdminSession {
  readonly route: AdminRoute;
  run<C extends AdminCommandName>(command: C, params: AdminCommands[C]['params']): Promise<AdminCommands[C]['result']>;
  close(): Promise<void>;
}

export interface OpenAdminOptions {
  dataDir: string;
  databaseUrl: string | undefined;
  env?: NodeJS.ProcessEnv;
  /** How long to wait for a server that holds the data directory but does not answer yet. */
  waitMs?: number;
  /** Called once when we start waiting for such a server (the CLI tells the user). */
  onWait?: (pid: number) => void;
}

const DEFAULT_WAIT_MS = 30_000;
const RETRY_MS = 200;
/** Admin commands are single-row writes; this only guards against a hung server. */
const RESPONSE_TIMEOUT_MS = 60_000;

export async function openAdminSession(options: OpenAdminOptions): Promise<AdminSession> {
  if (options.databaseUrl) return openDirect(options, 'postgres');
  if (process.platform === 'win32') return openDirect(options, 'pglite');

  let path: string;
  try {
    path = adminSocketPath(options.dataDir);
  } catch (err) {
    // A DATA_DIR too deep for a socket path: the server runs without the admin channel too.
    if (err instanceof SocketPathError) return openDirect(options, 'pglite');
    throw err;
  }
  const deadline = Date.now() + (options.waitMs ?? DEFAULT_WAIT_MS);
  let waiting = false;
  for (;;) {
    const socket = await connect(path);
    if (socket) return socketSession(socket, path);
    try {
      return await openDirect(options, 'pglite', path);
    } catch (err) {
      if (!(err instanceof StoreLockedError)) throw err;
      if (Date.now() >= deadline) {
        throw new AdminError(
          `the data directory is in use by process ${err.pid}, but its admin socket ${path} does not answer ` +
            '(a server still starting, or one without the admin channel); try again, or stop that process',
          'unavailable',
        );
      }
      if (!waiting) options.onWait?.(err.pid);
      waiting = true;
      await sleep(RETRY_MS);
    }
  }
}

/** A connected socket, or null when nobody listens (no file, or a stale file). */
function connect(path: string): Promise<Socket | null> {
  return new Promise((resolve, reject) => {
    const socket = createConnection(path);
    socket.once('connect', () => {
      socket.off('error', onError);
      resolve(socket);
    });
    const onError = (err: NodeJS.ErrnoException) => {
      socket.destroy();
      if (err.code === 'ENOENT' || err.code === 'ECONNREFUSED') resolve(null);
      else reject(new AdminError(`cannot connect to the running server's admin socket ${path}: ${err.code ?? err.message}`, 'unavailable'));
    };
    socket.once('error', onError);
  });
}

function socketSession(socket: Socket, path: string): AdminSession {
  const waiting: { resolve: (r: AdminResponse) => void; reject: (e: Error) => void }[] = [];
  const failAll = (err: Error) => {
    for (const w of waiting.splice(0)) w.reject(err);
  };
  socket.on(
    'data',
    lineReader(
      (line) => {
        const next = waiting.shift();
        if (!next) return;
        try {
          next.resolve(JSON.parse(line) as AdminResponse);
        } catch {
          next.reject(new AdminError('the server sent an unreadable answer', 'internal'));
        }
      },
      () => failAll(new AdminError('the server sent an oversized answer', 'internal')),
    ),
  );
  // Closed before answering: the server stopped or crashed. The command may or may not have run.
  const gone = () => failAll(new AdminError(`the server closed ${path} before answering; check with \`veil account show\` whether the change was applied`, 'unavailable'));
  socket.on('close', gone);
  socket.on('error', gone);
  socket.setTimeout(RESPONSE_TIMEOUT_MS, () => socket.destroy());

  return {
    route: 'socket',
    async run(command, params) {
      const response = await new Promise<AdminResponse>((resolve, reject) => {
        waiting.push({ resolve, reject });
        socket.write(`${JSON.stringify({ v: PROTOCOL_VERSION, command, params })}\n`);
      });
      if (!response.ok) throw new AdminError(response.error.message, response.error.code);
      return response.result as AdminCommands[typeof command]['result'];
    },
    close() {
      socket.end();
      return Promise.resolve();
    },
  };
}

/**
 * Opens the store in this process. For PGlite, constructing the store takes the data directory's
 * lock (StoreLockedError while a server holds it); holding it, a leftover socket file is stale.
 */
async function openDirect(options: OpenAdminOptions, route: 'pglite' | 'postgres', socketPath?: string): Promise<AdminSession> {
  const { loadSecrets, openStore } = await import('../store/index.ts');
  const secrets = loadSecrets({ dataDir: options.dataDir, databaseUrl: options.databaseUrl, ...(options.env ? { env: options.env } : {}) });
  const store = openStore({ dataDir: options.dataDir, databaseUrl: options.databaseUrl, masterKey: secrets.masterKey });
  try {
    if (socketPath !== undefined) await removeStaleSocket(socketPath);
    await store.init();
  } catch (err) {
    await store.close().catch(() => undefined);
    throw err;
  }
  const context = { store, jwtSecret: secrets.jwtSecret };
  return {
    route,
    run: (command, params) => runAdminCommand(context, command, params),
    close: () => store.close(),
  };
}
