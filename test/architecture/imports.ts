/**
 * The import graph of src/, read from the sources: every relative `import … from`, `export … from`
 * and `import('…')` with a literal path (type-only imports included: a folder that needs another's
 * types depends on it). Used by cycles.test.ts.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';

const IMPORT = /(?:^|[\s;])(?:import|export)\s[^;]*?\sfrom\s*['"]([^'"]+)['"]|\bimport\s*\(\s*['"]([^'"]+)['"]\s*\)|^\s*import\s*['"]([^'"]+)['"]/gm;

function sources(dir: string, out: string[] = []): string[] {
  for (const entry of readdirSync(dir).sort()) {
    const path = join(dir, entry);
    if (statSync(path).isDirectory()) sources(path, out);
    else if (path.endsWith('.ts')) out.push(path);
  }
  return out;
}

/** file → files it imports (paths relative to `root`, '/'-separated). */
export function importGraph(root: string): Map<string, string[]> {
  const graph = new Map<string, string[]>();
  const name = (path: string) => relative(root, path).split(sep).join('/');
  for (const file of sources(root)) {
    const text = readFileSync(file, 'utf8');
    const targets = new Set<string>();
    for (const m of text.matchAll(IMPORT)) {
      const spec = m[1] ?? m[2] ?? m[3];
      if (spec === undefined || !spec.startsWith('.')) continue;
      const target = resolve(dirname(file), spec);
      if (!target.startsWith(root)) continue;
      targets.add(name(target));
    }
    graph.set(name(file), [...targets].sort());
  }
  return graph;
}

/** The folder of a file: its first path segment below src/ ('main.ts' for top-level files). */
export function folderOf(file: string): string {
  const i = file.indexOf('/');
  return i === -1 ? file : file.slice(0, i);
}

/** file graph → folder graph (edges between different folders only). */
export function folderGraph(graph: Map<string, string[]>): Map<string, string[]> {
  const out = new Map<string, Set<string>>();
  for (const [file, targets] of graph) {
    const from = folderOf(file);
    const set = out.get(from) ?? new Set<string>();
    out.set(from, set);
    for (const t of targets) if (folderOf(t) !== from) set.add(folderOf(t));
  }
  return new Map([...out].map(([k, v]) => [k, [...v].sort()]));
}

/** Every elementary cycle found by a depth-first walk, each as a path a → … → a (one per back edge). */
export function findCycles(graph: Map<string, string[]>): string[][] {
  const cycles: string[][] = [];
  const state = new Map<string, 'open' | 'done'>();
  const stack: string[] = [];
  const visit = (node: string) => {
    state.set(node, 'open');
    stack.push(node);
    for (const next of graph.get(node) ?? []) {
      const s = state.get(next);
      if (s === 'open') cycles.push([...stack.slice(stack.indexOf(next)), next]);
      else if (s === undefined) visit(next);
    }
    stack.pop();
    state.set(node, 'done');
  };
  for (const node of [...graph.keys()].sort()) if (!state.has(node)) visit(node);
  return cycles;
}
