/**
 * The running server's admin channel: DATA_DIR/admin.sock (see protocol.ts).
 *
 * Why it exists: embedded PGlite allows one process per data directory, so while `npm start`
 * holds DATA_DIR the `veil` CLI cannot open the store itself. It sends the command here instead;
 * the server runs it with the same code the CLI would have run (commands.ts) and, being the
 * process that caches tokens and accounts, drops those cache entries at once — so a revocation or
 * plan change made through the CLI applies to the very next request.
 *
 * Only started in embedded mode: with DATABASE_URL the CLI opens PostgreSQL itself.
 */
import { chmodSync, lstatSync, unlinkSync } from 'node:fs';
import { createConnection, createServer, type Server, type Socket } from 'node:net';
import type { FastifyBaseLogger } from 'fastify';
import type { VeilApp } from '../service/app.ts';
import { AdminError, runAdminCommand, type AdminContext } from './commands.ts';
import { adminSocketPath, lineReader, PROTOCOL_VERSION, type AdminRequest, type AdminResponse } from './protocol.ts';

/** An idle client connection is dropped after this long (a CLI sends its line right away). */
const IDLE_TIMEOUT_MS = 30_000;

export interface AdminChannel {
  readonly path: string;
  /** Stops accepting, lets commands in progress answer, then closes every connection. */
  close(): Promise<void>;
}

export interface ListenAdminOptions {
  dataDir: string;
  context: AdminContext;
  log: Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>;
}

export class AdminChannelError extends Error {
  override name = 'AdminChannelError';
}

/** Whether something accepts connections on `path` right now. */
export function socketAnswers(path: string): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = createConnection(path);
    probe.once('connect', () => {
      probe.destroy();
      resolve(true);
    });
    probe.once('error', () => resolve(false));
  });
}

/**
 * Removes a socket file nobody listens on (left by a server that was killed). The caller must hold
 * the data directory (the store lock): only then can no other server be starting up on it.
 * Anything at the path that is not a socket is left alone and reported.
 */
export async function removeStaleSocket(path: string): Promise<boolean> {
  let stat;
  try {
    stat = lstatSync(path);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return false;
    throw err;
  }
  if (!stat.isSocket()) throw new AdminChannelError(`${path} exists and is not a socket; move it away`);
  if (await socketAnswers(path)) throw new AdminChannelError(`another process already serves ${path}`);
  try {
    unlinkSync(path);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'ENOENT') throw err;
  }
  return true;
}

export async function listenAdmin(options: ListenAdminOptions): Promise<AdminChannel> {
  const path = adminSocketPath(options.dataDir);
  if (await removeStaleSocket(path)) options.log.info('removed a stale admin socket left by an earlier server');

  const connections = new Map<Socket, { busy: number }>();
  let closing = false;
  const server = createServer((socket) => {
    const state = { busy: 0 };
    connections.set(socket, state);
    socket.on('close', () => connections.delete(socket));
    socket.on('error', () => socket.destroy());
    socket.setTimeout(IDLE_TIMEOUT_MS, () => socket.destroy());
    // Requests on one connection are answered in order, one at a time.
    let queue = Promise.resolve();
    const reply = (response: AdminResponse) => {
      if (!socket.destroyed) socket.write(`${JSON.stringify(response)}\n`);
    };
    socket.on(
      'data',
      lineReader(
        (line) => {
          state.busy++;
          queue = queue
            .then(async () => reply(await handle(line, options)))
            .finally(() => {
              state.busy--;
              if (closing && state.busy === 0) socket.end();
            });
        },
        () => {
          reply({ ok: false, error: { message: 'request line too long', code: 'invalid' } });
          socket.end();
        },
      ),
    );
  });

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    // bind() creates the file with the process umask; a restrictive umask for exactly that call
    // means the socket is never reachable by other users, not even for an instant before chmod.
    // listen() binds synchronously for a path, so restoring the umask right after is safe.
    const previous = process.umask(0o177);
    try {
      server.listen(path, () => {
        server.off('error', reject);
        resolve();
      });
    } finally {
      process.umask(previous);
    }
  });
  // Belt and braces (e.g. a filesystem that ignores the umask for sockets).
  chmodSync(path, 0o600);
  // After listening, an error (e.g. EMFILE on accept) must not crash the HTTP server with it.
  server.on('error', (err: NodeJS.ErrnoException) => options.log.warn({ err }, 'admin socket error'));

  return {
    path,
    close: () => closeServer(server, connections, () => (closing = true)),
  };
}

function closeServer(server: Server, connections: Map<Socket, { busy: number }>, markClosing: () => void): Promise<void> {
  markClosing();
  return new Promise((resolve) => {
    // Removes the socket file once the last connection is gone.
    server.close(() => resolve());
    for (const [socket, state] of connections) if (state.busy === 0) socket.end();
  });
}

async function handle(line: string, options: ListenAdminOptions): Promise<AdminResponse> {
  let request: Partial<AdminRequest>;
  try {
    request = JSON.parse(line) as Partial<AdminRequest>;
  } catch {
    return { ok: false, error: { message: 'request is not JSON', code: 'invalid' } };
  }
  if (typeof request !== 'object' || request === null || typeof request.command !== 'string') {
    return { ok: false, error: { message: 'request needs a command', code: 'invalid' } };
  }
  if (request.v !== PROTOCOL_VERSION) {
    return { ok: false, error: { message: `admin protocol version ${String(request.v)} is not supported (server speaks ${PROTOCOL_VERSION})`, code: 'unknown_command' } };
  }
  const started = Date.now();
  try {
    const result = await runAdminCommand(options.context, request.command, request.params);
    // The command name only: parameters hold emails, results hold tokens.
    options.log.info({ command: request.command, ok: true, ms: Date.now() - started }, 'admin command');
    return { ok: true, result };
  } catch (err) {
    if (err instanceof AdminError) {
      options.log.info({ command: request.command, ok: false, code: err.code }, 'admin command');
      return { ok: false, error: { message: err.message, code: err.code } };
    }
    options.log.error({ command: request.command, err }, 'admin command failed');
    return { ok: false, error: { message: 'internal error; see the server log', code: 'internal' } };
  }
}

/**
 * main.ts: serve the admin channel for this app's store, closed with the app. In embedded mode
 * only. A failure to listen is logged, not fatal: the HTTP API matters more than the CLI path.
 */
/** Starts the channel; the caller closes it (main.ts: in an onClose hook added before the app is ready). */
export async function startAdminChannel(app: VeilApp, options: { dataDir: string; databaseUrl: string | undefined; jwtSecret: string }): Promise<AdminChannel | null> {
  if (options.databaseUrl || process.platform === 'win32') return null;
  const { ctx, auth, meter } = app.veil;
  const context: AdminContext = {
    store: ctx.store,
    jwtSecret: options.jwtSecret,
    onTokenRevoked: (id) => auth.invalidateToken(id),
    onAccountChanged: (account) => {
      auth.invalidateAccount(account.id);
      meter.observe(account.id, { total: account.allowanceLeft + account.topUp, cycleResetsAt: account.cycleResetsAt });
    },
  };
  let channel: AdminChannel;
  try {
    channel = await listenAdmin({ dataDir: options.dataDir, context, log: app.log });
  } catch (err) {
    app.log.warn({ err }, 'admin socket not started: `veil` admin commands need the server stopped');
    return null;
  }
  app.log.info({ path: channel.path }, 'admin socket ready');
  return channel;
}
