// `npm run build` (and the `prepare` step of npm install / npm ci): compiles src/ into dist/ as plain
// JavaScript, file for file (tsc, tsconfig.build.json: no type check — `npm run typecheck` does that),
// and copies the non-TypeScript files beside them (the name lexicons and model under
// engine/recognizers/names/data), so that every `new URL('./…', import.meta.url)` resolves the same
// way from dist/ as from src/. `npm start` runs dist/main.js; tests and scripts keep running src/
// under tsx (`npm test` rebuilds first when src/ changed: some tests start dist/main.js).
//
// Then dist/main.js (the server's entry) is replaced by one bundle of src/main.ts and most of its
// dependencies (esbuild): Node 20 spends most of a cold start resolving, reading and compiling
// ~1,500 separate modules otherwise (README, "Memory and start-up"). The file-for-file build stays
// beside it for everything else (the CLI, the detection worker thread dist/service/worker.js, the
// data files). Inside the bundle every `import.meta.url` is rewritten to the URL its file has in the
// file-for-file build, so `new URL('../../package.json', import.meta.url)` and friends resolve
// exactly as before. Packages that find files of their own beside their code (PGlite's WASM and data
// files, sharp's native addon, tesseract.js's and piscina's worker scripts, swagger-ui's assets) or
// that only a rarely used path loads (ioredis, the MCP SDK) stay external: Node loads them from
// node_modules as before. Without esbuild (not installed) the file-for-file dist/main.js is kept.
import { cpSync, existsSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { spawnSync } from 'node:child_process';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const src = join(root, 'src');
const dist = join(root, 'dist');

let tsc;
try {
  tsc = join(dirname(createRequire(import.meta.url).resolve('typescript/package.json')), 'bin', 'tsc');
} catch {
  // An install without devDependencies (npm ci --omit=dev) cannot compile; it must ship a built dist/.
  if (existsSync(join(dist, 'main.js'))) {
    console.log('veil build: typescript is not installed; keeping the existing dist/');
    process.exit(0);
  }
  console.error('veil build: typescript is not installed and there is no dist/; run a full `npm install` (or `npm ci`) first');
  process.exit(1);
}

// The pre-initialised embedded database (dist/pgdata-template, see src/store/pglite-template.ts)
// costs an initdb (3–5 s) to make: one made for the same PGlite version and migrations is kept
// across builds (moved aside while dist/ is rebuilt).
const template = join(dist, 'pgdata-template');
const keptTemplate = join(root, '.pgdata-template-kept');
rmSync(keptTemplate, { recursive: true, force: true });
rmSync(`${keptTemplate}.json`, { force: true });
if (existsSync(`${template}.json`)) {
  renameSync(template, keptTemplate);
  renameSync(`${template}.json`, `${keptTemplate}.json`);
}
rmSync(dist, { recursive: true, force: true });
const result = spawnSync(process.execPath, [tsc, '-p', join(root, 'tsconfig.build.json')], { stdio: 'inherit' });
if (result.status !== 0) process.exit(result.status ?? 1);

function copyAssets(from, to) {
  for (const entry of readdirSync(from, { withFileTypes: true })) {
    const source = join(from, entry.name);
    const target = join(to, entry.name);
    if (entry.isDirectory()) copyAssets(source, target);
    else if (!entry.name.endsWith('.ts')) cpSync(source, target);
  }
}
// Packages Node loads from node_modules (see the top of this file). @fastify/static is bundled:
// the console's pages register it at every start, and from node_modules Node compiled it and its
// dependencies each time (30–90 ms of the main thread); swagger-ui, loaded with the first /docs
// request, still requires its own copy from node_modules.
const EXTERNAL = [
  '@electric-sql/pglite',
  '@electric-sql/pglite/*',
  'sharp',
  'tesseract.js',
  '@tesseract.js-data/*',
  'piscina',
  'ioredis',
  '@modelcontextprotocol/sdk',
  '@modelcontextprotocol/sdk/*',
  '@fastify/swagger-ui',
  'pg-native',
];
copyAssets(src, dist);
writeLexiconTable(await import(pathToFileURL(join(dist, 'engine', 'recognizers', 'names', 'lexicon-table.js')).href));
await bundleMain();
await pgdataTemplate();

// The lexicons' word lists as one prebuilt hash table (dist/…/names/data/lexicon.bin, see
// src/engine/recognizers/names/lexicon-table.ts): the engine uses its bytes as they are, where
// building the table (or Sets) from the text files costs every start 0.1–0.3 s. Made before the
// bundle's code cache, whose priming run loads it.
function writeLexiconTable({ buildLexiconTable, lexiconSources }) {
  const data = join(dist, 'engine', 'recognizers', 'names', 'data');
  const lines = (file) => readFileSync(join(data, file), 'utf8').split('\n').filter((l) => l.length > 0);
  const table = buildLexiconTable(lexiconSources(lines));
  writeFileSync(join(data, 'lexicon.bin'), table.encode());
}

async function pgdataTemplate() {
  const { buildTemplate, pgliteVersion } = await import(pathToFileURL(join(dist, 'store', 'pglite-template.js')).href);
  const migrationsFolder = join(root, 'drizzle');
  const migrations = JSON.parse(readFileSync(join(migrationsFolder, 'meta', '_journal.json'), 'utf8')).entries.map((e) => e.tag);
  if (existsSync(`${keptTemplate}.json`)) {
    const marker = JSON.parse(readFileSync(`${keptTemplate}.json`, 'utf8'));
    if (marker.pglite === pgliteVersion() && JSON.stringify(marker.migrations) === JSON.stringify(migrations)) {
      renameSync(keptTemplate, template);
      renameSync(`${keptTemplate}.json`, `${template}.json`);
      return;
    }
    rmSync(keptTemplate, { recursive: true, force: true });
    rmSync(`${keptTemplate}.json`, { force: true });
  }
  await buildTemplate(template, migrationsFolder);
}
async function bundleMain() {
  let esbuild;
  try {
    esbuild = await import('esbuild');
  } catch {
    console.log('veil build: esbuild is not installed; dist/main.js stays the file-for-file build (slower start)');
    return;
  }
  const { readFile } = await import('node:fs/promises');
  const { relative, sep } = await import('node:path');
  // Each file's import.meta.url as it would be in the file-for-file build (dist/<same path>.js).
  const fileUrls = {
    name: 'veil-file-urls',
    setup(build) {
      build.onLoad({ filter: /\.ts$/ }, async (args) => {
        let contents = await readFile(args.path, 'utf8');
        if (args.path.startsWith(src + sep) && contents.includes('import.meta.url')) {
          const own = `./${relative(src, args.path).split(sep).join('/').replace(/\.ts$/, '.js')}`;
          contents = contents.replaceAll('import.meta.url', `new URL(${JSON.stringify(own)}, import.meta.url).href`);
        }
        return { contents, loader: 'ts' };
      });
    },
  };
  await esbuild.build({
    entryPoints: { main: join(src, 'main.ts') },
    outdir: dist,
    // What only some requests need (MCP, the image path, admin commands, …) goes to chunks of its
    // own, loaded with their first use. Chunks sit beside main.js: import.meta.url is the same dir.
    splitting: true,
    chunkNames: 'chunk-[hash]',
    // Less to parse at every start; names are kept (stack frames in the logs stay readable).
    minifyWhitespace: true,
    minifySyntax: true,
    allowOverwrite: true,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    sourcemap: true,
    legalComments: 'none',
    logLevel: 'warning',
    plugins: [fileUrls],
    external: EXTERNAL,
    // The CommonJS packages inside the bundle (fastify, pino, pg, …) call require() for Node's modules.
    banner: { js: "import { createRequire as __veilCreateRequire } from 'node:module';\nconst require = __veilCreateRequire(import.meta.url);" },
  });
  // The server once more, as one CommonJS script (dist/server.cjs) that main.js runs with a V8 code
  // cache (src/server-bundle.ts; Node 20 caches no ES module's code). Each file's import.meta.url
  // is again its file-for-file URL, resolved against the script's own URL. import() of the
  // external packages stays import(). The ES module chunks above stay: main.js falls back to
  // them when server.cjs is missing.
  const cjsUrls = {
    name: 'veil-file-urls-cjs',
    setup(build) {
      build.onLoad({ filter: /\.ts$/ }, async (args) => {
        let contents = await readFile(args.path, 'utf8');
        if (args.path.startsWith(src + sep) && contents.includes('import.meta.url')) {
          const own = `./${relative(src, args.path).split(sep).join('/').replace(/\.ts$/, '.js')}`;
          contents = contents.replaceAll('import.meta.url', `new URL(${JSON.stringify(own)}, __veilScriptUrl).href`);
        }
        return { contents, loader: 'ts' };
      });
    },
  };
  await esbuild.build({
    entryPoints: { server: join(src, 'server.ts') },
    outdir: dist,
    outExtension: { '.js': '.cjs' },
    minifyWhitespace: true,
    minifySyntax: true,
    allowOverwrite: true,
    bundle: true,
    platform: 'node',
    format: 'cjs',
    target: 'node20',
    sourcemap: true,
    legalComments: 'none',
    logLevel: 'warning',
    plugins: [cjsUrls],
    external: EXTERNAL,
    banner: { js: "const __veilScriptUrl = require('node:url').pathToFileURL(__filename).href;" },
  });
  // Node 20 loses the import() callback of functions that come from a code cache ("A dynamic
  // import callback was not specified"): the script's import() calls of external packages become
  // calls of __vimp (same length: the source map's columns stay right), which main.js passes in
  // and which runs import() in main.js itself (src/server-bundle.ts).
  const cjsFile = join(dist, 'server.cjs');
  const cjs = readFileSync(cjsFile, 'utf8').replace(/\bimport\(("[^"]+")\)/g, '__vimp($1)');
  if (/\bimport\(/.test(cjs)) throw new Error('dist/server.cjs: an import() other than of a package name; see the __vimp rewrite in scripts/build.mjs');
  writeFileSync(cjsFile, cjs);
  // Its code cache, made by a fresh `node` without flags (the flags are part of what V8 checks).
  const cache = spawnSync(
    process.execPath,
    ['--input-type=module', '-e', `import { writeCodeCache } from ${JSON.stringify(pathToFileURL(join(dist, 'server-bundle.js')).href)}; writeCodeCache(${JSON.stringify(join(dist, 'server.cjs'))});`],
    { stdio: 'inherit', env: { ...process.env, NODE_OPTIONS: '' } },
  );
  if (cache.status !== 0) {
    console.log('veil build: the code cache of dist/server.cjs could not be made; main.js will compile it at every start');
    rmSync(join(dist, 'server.cjs.cache'), { force: true });
  }
}

// Written last: its mtime is when the build finished (scripts/test.mjs rebuilds when src/ is newer).
writeFileSync(join(dist, '.built'), `${new Date().toISOString()}\n`);
