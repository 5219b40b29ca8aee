// `npm run build` (and the `prepare` step of npm install / npm ci): compiles src/ into dist/ as plain
// JavaScript, file for file (tsc, tsconfig.build.json: no type check — `npm run typecheck` does that),
// and copies the non-TypeScript files beside them (the name lexicons and model under
// engine/recognizers/names/data), so that every `new URL('./…', import.meta.url)` resolves the same
// way from dist/ as from src/. `npm start` runs dist/main.js; tests and scripts keep running src/
// under tsx (`npm test` rebuilds first when src/ changed: some tests start dist/main.js).
import { cpSync, existsSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

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
copyAssets(src, dist);
// Written last: its mtime is when the build finished (scripts/test.mjs rebuilds when src/ is newer).
writeFileSync(join(dist, '.built'), `${new Date().toISOString()}\n`);
