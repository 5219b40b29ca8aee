// Collects every *.test.ts below the given folders (default: test/) and runs them with node's
// test runner under tsx. Node 20's --test does not expand globs or pick up .ts files itself.
// First rebuilds dist/ when a file in src/ is newer than the last build: the tests of the compiled
// runtime and of the deployment recipe start dist/main.js, and must run this checkout's code.
import { existsSync, readdirSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { spawnSync } from 'node:child_process';

function newestIn(path) {
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const entry of readdirSync(path)) newest = Math.max(newest, newestIn(join(path, entry)));
  return newest;
}
const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const stamp = join(root, 'dist', '.built');
if (!existsSync(stamp) || newestIn(join(root, 'src')) > statSync(stamp).mtimeMs) {
  const build = spawnSync(process.execPath, [join(root, 'scripts', 'build.mjs')], { stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const roots = process.argv.slice(2).filter((a) => !a.startsWith('--'));
const flags = process.argv.slice(2).filter((a) => a.startsWith('--'));
const files = [];
function walk(path) {
  if (statSync(path).isFile()) {
    if (path.endsWith('.test.ts')) files.push(path);
    return;
  }
  for (const entry of readdirSync(path).sort()) walk(join(path, entry));
}
for (const root of roots.length ? roots : ['test']) walk(root);
if (files.length === 0) {
  console.error('no test files found');
  process.exit(1);
}
const result = spawnSync(process.execPath, ['--import', 'tsx', '--import', fileURLToPath(new URL('../test/setup/preload.mjs', import.meta.url)), '--test', '--test-reporter=spec', ...flags, ...files], {
  stdio: 'inherit',
});
process.exit(result.status ?? 1);
