/**
 * The server's bundle with a V8 code cache (`npm start`, issue 13's cold start). Node 20 has no
 * compile cache for ES modules (`module.enableCompileCache` is Node 22), so `npm run build` also
 * writes the server and its dependencies as one CommonJS script, dist/server.cjs, and beside it
 * dist/server.cjs.cache: V8's code cache of that script, made by a child process that loaded it and
 * ran the engine's warm-up and a few analyses (`primeCodeCache`), so the cache holds the bytecode
 * of the module bodies and of the functions a start and the first text requests run. main.ts runs
 * the script through `vm.Script` with that cache: V8 then neither parses nor compiles what the
 * cache holds (measured: loading the server 185 → 110 ms on the 2-core VM).
 *
 * V8 checks the cache itself (its version, flags and the source's hash): a cache that does not fit
 * (another Node, `node --cpu-prof`, a rebuilt script) is rejected and the script compiles as
 * without one; the start-up log says which (`code_cache`). Without dist/server.cjs (a build
 * without esbuild) main.ts imports the ES module build instead.
 */
import { existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import vm from 'node:vm';

export type CodeCacheState = 'accepted' | 'rejected' | 'absent';

export interface ServerModule {
  serve(): void;
  primeCodeCache(): void;
}

interface Loaded {
  server: ServerModule;
  script: vm.Script;
  codeCache: CodeCacheState;
}

/** import() of a package for the script (see load). */
function importPackage(specifier: string): Promise<unknown> {
  return import(specifier);
}

function load(file: string, useCache: boolean): Loaded {
  const source = readFileSync(file, 'utf8');
  const cacheFile = `${file}.cache`;
  const cachedData = useCache && existsSync(cacheFile) ? readFileSync(cacheFile) : undefined;
  // The same wrapper as Node's CommonJS loader, so the script sees require, module, __filename;
  // and __vimp: the build turned the script's import() of packages (sharp, tesseract.js, ioredis,
  // the MCP SDK, …) into calls of it, since on Node 20 an import() in a function that came from a
  // code cache fails ("A dynamic import callback was not specified"). It runs import() here, in
  // an ES module (the packages resolve from dist/ as from the script, which sits beside this).
  const script = new vm.Script(`(function (exports, require, module, __filename, __dirname, __vimp) {${source}\n})`, { filename: file, cachedData });
  const wrapper = script.runInThisContext() as (
    exports: object,
    require: NodeJS.Require,
    module: { exports: object },
    filename: string,
    dirname: string,
    vimp: (specifier: string) => Promise<unknown>,
  ) => void;
  const module = { exports: {} };
  wrapper.call(module.exports, module.exports, createRequire(file), module, file, dirname(file), importPackage);
  const codeCache: CodeCacheState = cachedData === undefined ? 'absent' : script.cachedDataRejected === true ? 'rejected' : 'accepted';
  return { server: module.exports as ServerModule, script, codeCache };
}

/** dist/server.cjs beside this file's bundle, or null when the build made none. */
export function serverBundle(fromUrl: string): string | null {
  if (fromUrl.endsWith('.ts')) return null;
  const file = fileURLToPath(new URL('./server.cjs', fromUrl));
  return existsSync(file) ? file : null;
}

/** Loads and runs the server's script with its code cache when there is one that fits. */
export function loadServerBundle(file: string): { server: ServerModule; codeCache: CodeCacheState } {
  const { server, codeCache } = load(file, true);
  return { server, codeCache };
}

/**
 * Writes `file`.cache (build step; run in a fresh `node` without flags, as `npm start` runs): loads
 * the script without a cache, runs the start-up's and a few requests' engine code, then saves V8's
 * code for every function compiled by then. Written to a temporary name and renamed into place.
 */
export function writeCodeCache(file: string): number {
  const { server, script } = load(file, false);
  server.primeCodeCache();
  const data = script.createCachedData();
  writeFileSync(`${file}.cache.tmp`, data);
  renameSync(`${file}.cache.tmp`, `${file}.cache`);
  return data.byteLength;
}
