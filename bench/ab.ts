/**
 * npx tsx bench/ab.ts OLD_TREE [NEW_TREE] [ROUNDS]
 * Engine speed of two checkouts in one process: both engines loaded side by side, rounds of the
 * benchmark corpus alternating between them (old first in even rounds, new first in odd ones), so
 * that load from other processes hits both alike. Reports CPU time per document of this thread
 * (the engine is synchronous; the JIT's and GC's helper threads are left out) and of the whole
 * process, as medians over the rounds, and the median of the per-round ratios new/old.
 * Both engines share the CPU caches here, so memory-bound code is slower than in a process of its own.
 */
import { fileURLToPath, pathToFileURL } from 'node:url';
import { benchCorpus } from './corpus.ts';
import { median, threadCpu } from './lib.ts';

const [oldTree, newTree = fileURLToPath(new URL('..', import.meta.url)), roundsArg = '20'] = process.argv.slice(2);
if (oldTree === undefined) throw new Error('usage: bench/ab.ts OLD_TREE [NEW_TREE] [ROUNDS]');
const rounds = Number(roundsArg);

async function engine(tree: string): Promise<(text: string) => unknown> {
  const fromTree = (path: string): Promise<unknown> => import(pathToFileURL(`${tree}/${path}`).href);
  const { analyze } = (await fromTree('src/engine/index.ts')) as typeof import('../src/engine/index.ts');
  const { loadEngineFiles } = (await fromTree('src/engine-files.ts')) as typeof import('../src/engine-files.ts');
  loadEngineFiles();
  return (text) => analyze(text);
}

const corpus = benchCorpus(1000);
const engines = { old: await engine(oldTree), new: await engine(newTree) };
const thread = String(process.pid);

/** One round: [this thread's, the process's] CPU µs per document. */
function round(analyze: (text: string) => unknown): [number, number] {
  const before = threadCpu().get(thread)!;
  const usage = process.cpuUsage();
  for (const d of corpus) analyze(d);
  const process_ = process.cpuUsage(usage);
  return [(threadCpu().get(thread)! - before) / 1000 / corpus.length, (process_.user + process_.system) / corpus.length];
}

// Warm-up: the JIT compiles the engines' hot code over the first few thousand documents.
for (let w = 0; w < 5; w++) {
  round(engines.old);
  round(engines.new);
}
const results = { old: [] as [number, number][], new: [] as [number, number][] };
for (let r = 0; r < rounds; r++) {
  for (const which of r % 2 === 0 ? (['old', 'new'] as const) : (['new', 'old'] as const)) results[which].push(round(engines[which]));
}
const column = (which: 'old' | 'new', k: 0 | 1) => results[which].map((x) => x[k]);
for (const [k, label] of [[0, 'thread'], [1, 'process']] as const) {
  const ratios = results.new.map((x, i) => x[k] / results.old[i]![k]);
  console.log(
    `${label.padEnd(8)} CPU µs/doc: old ${median(column('old', k)).toFixed(1)} (min ${Math.min(...column('old', k)).toFixed(1)})  new ${median(column('new', k)).toFixed(1)} (min ${Math.min(...column('new', k)).toFixed(1)})  new/old ${median(ratios).toFixed(3)}`,
  );
}
console.log(`${rounds} rounds × ${corpus.length} documents each; old ${oldTree}, new ${newTree}`);
