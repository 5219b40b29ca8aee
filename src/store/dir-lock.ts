/**
 * DATA_DIR/store.lock: one process per embedded data directory (PGlite is one process, one
 * connection; two processes on the same files would corrupt them). Its own module so that the
 * early start of the embedded database (main.ts) can take it without loading the store.
 */
import { closeSync, openSync, readFileSync, unlinkSync, writeSync } from 'node:fs';
import { StoreLockedError } from './errors.ts';

/** Lock files this process holds, to tell our own lock from a stale one left with a reused pid. */
const held = new Set<string>();

/**
 * An exclusive lock file holding the owner's pid. A lock whose process is gone (kill -9, power
 * loss) is stale and taken over. In a container the restarted server often gets the same pid as
 * the crashed one, so our own pid in a lock we do not hold counts as stale too.
 */
export class DirLock {
  private constructor(readonly path: string) {}

  static acquire(path: string): DirLock {
    for (let attempt = 0; attempt < 3; attempt++) {
      try {
        const fd = openSync(path, 'wx', 0o600);
        try {
          writeSync(fd, JSON.stringify({ pid: process.pid, since: new Date().toISOString() }));
        } finally {
          closeSync(fd);
        }
        held.add(path);
        return new DirLock(path);
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
      }
      const pid = readLockPid(path);
      if (pid !== null && (held.has(path) || (pid !== process.pid && isAlive(pid)))) {
        throw new StoreLockedError(
          `the data directory is in use by process ${pid} (a running Veil server?). Stop it or use its admin interface; ` +
            `if no such process runs, delete ${path}`,
          pid,
        );
      }
      try {
        unlinkSync(path);
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code !== 'ENOENT') throw err;
      }
    }
    throw new Error(`could not acquire ${path}`);
  }

  release(): void {
    if (!held.delete(this.path)) return;
    try {
      unlinkSync(this.path);
    } catch {
      // Already gone: nothing to release.
    }
  }
}

function readLockPid(path: string): number | null {
  try {
    const pid = (JSON.parse(readFileSync(path, 'utf8')) as { pid?: unknown }).pid;
    return typeof pid === 'number' && Number.isInteger(pid) && pid > 0 ? pid : null;
  } catch {
    // Unreadable or half-written (crash while writing): treat as stale.
    return null;
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    // EPERM: it exists but belongs to someone else.
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}
