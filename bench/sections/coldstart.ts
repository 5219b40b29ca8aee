/**
 * Cold start, measured honestly in fresh child processes (`node --import tsx bench/cold-child.ts`):
 * time from process start to engine ready (import + warmUp() + first analyze) and the child's RSS.
 */
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { heading, median, ms, type BenchOptions } from '../lib.ts';

interface ChildReport {
  bootMs: number;
  importMs: number;
  warmUpMs: number;
  firstAnalyzeMs: number;
  readyMs: number;
  rssMb: number;
  heapUsedMb: number;
}

const root = fileURLToPath(new URL('../../', import.meta.url));

function runChild(): Promise<ChildReport & { wallMs: number }> {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const child = spawn(process.execPath, ['--import', 'tsx', 'bench/cold-child.ts'], { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    let err = '';
    child.stdout.on('data', (b: Buffer) => (out += b.toString()));
    child.stderr.on('data', (b: Buffer) => (err += b.toString()));
    child.on('error', reject);
    child.on('close', (code) => {
      const wallMs = performance.now() - started;
      const line = out.split('\n').find((l) => l.startsWith('{'));
      if (code !== 0 || !line) return reject(new Error(`cold-start child failed (${code}): ${err.slice(0, 500)}`));
      resolve({ ...(JSON.parse(line) as ChildReport), wallMs });
    });
  });
}

export async function coldStart(options: BenchOptions): Promise<void> {
  heading('Cold start (fresh child process: node --import tsx)');
  const runs = options.quick ? 2 : 5;
  const reports: (ChildReport & { wallMs: number })[] = [];
  for (let i = 0; i < runs; i++) reports.push(await runChild());
  const m = (k: keyof (ChildReport & { wallMs: number })) => median(reports.map((r) => r[k]));
  console.log(`${runs} runs, medians (the first run may include tsx's transform cache fill):`);
  console.log(`  process start → engine ready : ${ms(m('readyMs'))}   goal < 1,000 ms  ${m('readyMs') < 1000 ? 'OK' : 'OVER'}`);
  console.log(`    of which Node + tsx boot ${ms(m('bootMs'))}, engine import ${ms(m('importMs'))}, warmUp() ${ms(m('warmUpMs'))}, first analyze ${ms(m('firstAnalyzeMs'))}`);
  console.log(`  spawn → child exit (wall)    : ${ms(m('wallMs'))}`);
  console.log(`  RSS after loading            : ${m('rssMb').toFixed(0)} MB (heap used ${m('heapUsedMb').toFixed(0)} MB)   goal < 200 MB  ${m('rssMb') < 200 ? 'OK' : 'OVER'}`);
  console.log(`  per run ready ms: ${reports.map((r) => r.readyMs.toFixed(0)).join(', ')}`);
}
