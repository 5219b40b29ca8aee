/**
 * The import graph of src/ has no cycles — between folders (engine, service, mcp, cli, …) nor
 * between files — and the layers point one way: the MCP adapter reaches the service through its
 * operations, never through a route file, and the service imports no adapter.
 */
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { findCycles, folderGraph, importGraph } from './imports.ts';

const SRC = fileURLToPath(new URL('../../src', import.meta.url));
const graph = importGraph(SRC);
const show = (cycles: string[][]) => cycles.map((c) => c.join(' → ')).join('\n');

describe('import graph of src/', () => {
  test('the walk sees the sources and their imports', () => {
    assert.ok(graph.size > 100, `${graph.size} files`);
    assert.ok(graph.get('service/routes/analyze.ts')?.includes('service/operations/analyze.ts'));
    assert.ok(graph.get('cli/registry.ts')?.includes('cli/commands/mcp.ts'), 'dynamic import() counts');
  });

  test('the cycle finder finds cycles', () => {
    const cyclic = new Map([
      ['a', ['b']],
      ['b', ['c']],
      ['c', ['a']],
      ['d', ['d']],
    ]);
    assert.deepEqual(findCycles(cyclic), [['a', 'b', 'c', 'a'], ['d', 'd']]);
    assert.deepEqual(findCycles(new Map([['a', ['b']], ['b', []]])), []);
  });

  test('no cycle between folders', () => {
    const cycles = findCycles(folderGraph(graph));
    assert.equal(cycles.length, 0, show(cycles));
  });

  test('no cycle between files', () => {
    const cycles = findCycles(graph);
    assert.equal(cycles.length, 0, show(cycles));
  });

  test('adapters over operations: MCP imports no route, the service no adapter, the engine nothing', () => {
    for (const [file, targets] of graph) {
      if (file.startsWith('mcp/')) assert.deepEqual(targets.filter((t) => t.startsWith('service/routes/')), [], file);
      if (file.startsWith('service/')) assert.deepEqual(targets.filter((t) => /^(mcp|cli|local|admin)\//.test(t) || t === 'app.ts'), [], file);
      if (file.startsWith('service/operations/')) assert.deepEqual(targets.filter((t) => t.startsWith('service/routes/') || t === 'service/http.ts'), [], file);
      if (file.startsWith('engine/')) assert.deepEqual(targets.filter((t) => !t.startsWith('engine/')), [], file);
    }
  });

  test('operations know no transport: no fastify, MCP SDK or CLI types inside', () => {
    const dir = `${SRC}/service/operations`;
    for (const name of readdirSync(dir)) {
      const text = readFileSync(`${dir}/${name}`, 'utf8');
      assert.doesNotMatch(text, /from '(fastify|@fastify\/[^']+|@modelcontextprotocol\/[^']+)'/, name);
    }
  });
});
