#!/usr/bin/env node
// The `veil` command: the compiled CLI (dist/cli/main.js, built by `npm run build`, which npm install
// and npm ci run). Without a build — or with VEIL_FROM_SOURCE=1, as the tests set so that they run
// the sources they test — it registers tsx's ESM loader (a devDependency) in this process and
// imports src/cli/main.ts instead. Either way one process (stdio passes through untouched, which
// `veil mcp` needs). Paths are resolved from this file's real location, so it works as an npm bin
// symlink (node_modules/.bin/veil, npx veil) and from the repo.
import { existsSync } from 'node:fs';

const compiled = new URL('../dist/cli/main.js', import.meta.url);
if (process.env.VEIL_FROM_SOURCE !== '1' && existsSync(compiled)) {
  await import(compiled.href);
} else {
  const { register } = await import('tsx/esm/api');
  register();
  await import(new URL('../src/cli/main.ts', import.meta.url).href);
}
