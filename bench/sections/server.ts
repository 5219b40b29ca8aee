/**
 * The whole server as `npm start` runs it, on embedded storage in a fresh DATA_DIR: time from
 * spawning `npm start` to a 200 from /api/health (first start on an empty DATA_DIR — a copy of dist/pgdata-template, or initdb without one — then restarts on the
 * same DATA_DIR) and the RSS of the process tree after a few idle seconds. Linux only (/proc).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { heading, median, ms, type BenchOptions } from '../lib.ts';

const root = fileURLToPath(new URL('../../', import.meta.url));

/** VmRSS (MB) of `pid` and of every descendant, by process name. */
function treeRss(pid: number): { name: string; mb: number }[] {
  const children = new Map<number, number[]>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      const list = children.get(ppid) ?? [];
      list.push(Number(entry));
      children.set(ppid, list);
    } catch {
      // the process ended meanwhile
    }
  }
  const all = [pid];
  for (let i = 0; i < all.length; i++) all.push(...(children.get(all[i]!) ?? []));
  return all.flatMap((p) => {
    try {
      const status = readFileSync(`/proc/${p}/status`, 'utf8');
      return [{ name: /Name:\s+(\S+)/.exec(status)?.[1] ?? '?', mb: Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024 }];
    } catch {
      return [];
    }
  });
}

async function startOnce(dataDir: string, port: number, idleMs: number): Promise<{ healthyMs: number; serverMb: number; treeMb: number }> {
  const started = performance.now();
  const child: ChildProcess = spawn('npm', ['start'], {
    cwd: root,
    env: { ...process.env, DATA_DIR: dataDir, PORT: String(port), LOG_LEVEL: 'warn', NODE_ENV: 'development' },
    stdio: 'ignore',
    detached: true,
  });
  try {
    let healthyMs = NaN;
    while (performance.now() - started < 120_000) {
      try {
        if ((await fetch(`http://127.0.0.1:${port}/api/health`)).status === 200) {
          healthyMs = performance.now() - started;
          break;
        }
      } catch {
        // not listening yet
      }
      await new Promise((r) => setTimeout(r, 25));
    }
    if (Number.isNaN(healthyMs)) throw new Error('the server did not become healthy within 120 s');
    await new Promise((r) => setTimeout(r, idleMs));
    const tree = treeRss(child.pid!);
    // The largest process is the server itself (npm, which runs node dist/main.js, is small).
    return { healthyMs, serverMb: Math.max(...tree.map((t) => t.mb)), treeMb: tree.reduce((a, t) => a + t.mb, 0) };
  } finally {
    process.kill(-child.pid!, 'SIGTERM');
    await new Promise((r) => child.once('exit', r));
  }
}

export async function serverStart(options: BenchOptions): Promise<void> {
  heading('Server: npm start → healthy, idle RSS (PGlite, fresh DATA_DIR)');
  const dataDir = mkdtempSync(join(tmpdir(), 'veil-bench-server-'));
  const port = 3900 + Math.floor(Math.random() * 90);
  const idleMs = options.quick ? 2000 : 5000;
  try {
    const first = await startOnce(dataDir, port, idleMs);
    const restarts = [];
    for (let i = 0; i < (options.quick ? 1 : 3); i++) restarts.push(await startOnce(dataDir, port, idleMs));
    console.log(`  first start (empty DATA_DIR) → healthy : ${ms(first.healthyMs)}, then idle server RSS ${first.serverMb.toFixed(0)} MB`);
    console.log(
      `  restart → healthy (median of ${restarts.length}) : ${ms(median(restarts.map((r) => r.healthyMs)))}   goal < 2,000 ms on an idle machine  ${median(restarts.map((r) => r.healthyMs)) < 2000 ? 'OK' : 'OVER'}`,
    );
    console.log(
      `  idle RSS after ${idleMs / 1000} s: server ${median(restarts.map((r) => r.serverMb)).toFixed(0)} MB, with the npm launcher ${median(restarts.map((r) => r.treeMb)).toFixed(0)} MB`,
    );
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}
