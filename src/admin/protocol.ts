/**
 * The admin channel's wire format and address.
 *
 * Address: a Unix domain socket at DATA_DIR/admin.sock, mode 0600, so only the OS user who runs
 * the server (and root) can connect — file permissions are the authentication.
 *
 * Format: JSON lines. One request per line, one response line per request, in order:
 *   → {"v":1,"command":"account.create","params":{"email":"a@b.c","plan":"pro"}}
 *   ← {"ok":true,"result":{...}}          or   {"ok":false,"error":{"message":"…","code":"not_found"}}
 */
import { Buffer } from 'node:buffer';
import { relative, resolve } from 'node:path';
import type { AdminErrorCode } from './commands.ts';

export const PROTOCOL_VERSION = 1;
export const SOCKET_NAME = 'admin.sock';
/** Requests are a few hundred bytes; anything this large is not a client of ours. */
export const MAX_LINE_BYTES = 64 * 1024;

export interface AdminRequest {
  v: number;
  command: string;
  params: unknown;
}

export type AdminResponse = { ok: true; result: unknown } | { ok: false; error: { message: string; code: AdminErrorCode } };

/**
 * sun_path holds 108 bytes on Linux (104 on macOS) including the terminating NUL. A deep DATA_DIR
 * would not fit, so fall back to the path relative to this process's working directory (each side
 * computes its own), and give a clear error when even that is too long.
 */
const MAX_SOCKET_PATH_BYTES = 103;

export class SocketPathError extends Error {
  override name = 'SocketPathError';
}

export function adminSocketPath(dataDir: string, cwd: string = process.cwd()): string {
  const absolute = resolve(cwd, dataDir, SOCKET_NAME);
  if (Buffer.byteLength(absolute) <= MAX_SOCKET_PATH_BYTES) return absolute;
  const rel = relative(cwd, absolute);
  if (Buffer.byteLength(rel) <= MAX_SOCKET_PATH_BYTES) return rel.startsWith('.') ? rel : `./${rel}`;
  throw new SocketPathError(`${absolute} is too long for a Unix socket (at most ${MAX_SOCKET_PATH_BYTES} bytes); use a shorter DATA_DIR`);
}

/**
 * Splits a byte stream into lines; calls `onLine` per complete line and `onOverflow` (once) when a
 * line grows beyond MAX_LINE_BYTES without a newline.
 */
export function lineReader(onLine: (line: string) => void, onOverflow: () => void): (chunk: Buffer) => void {
  let pending: Buffer = Buffer.alloc(0);
  let overflowed = false;
  return (chunk) => {
    if (overflowed) return;
    pending = pending.length === 0 ? chunk : Buffer.concat([pending, chunk]);
    let newline: number;
    while ((newline = pending.indexOf(0x0a)) !== -1) {
      const line = pending.subarray(0, newline).toString('utf8').trim();
      pending = pending.subarray(newline + 1);
      if (line !== '') onLine(line);
    }
    if (pending.length > MAX_LINE_BYTES) {
      overflowed = true;
      onOverflow();
    }
  };
}
