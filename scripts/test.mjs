// Collects every *.test.ts below the given folders (default: test/) and runs them with node's
// test runner under tsx. Node 20's --test does not expand globs or pick up .ts files itself.
import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

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
