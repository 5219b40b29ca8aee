#!/usr/bin/env node
// The `veil` command. The sources are TypeScript run through tsx (as `npm start` does), so this shim
// registers tsx's ESM loader in this process and imports the CLI: one process (stdio passes through
// untouched, which `veil mcp` needs) and no build step. The path is resolved from this file's real
// location, so it works as an npm bin symlink (node_modules/.bin/veil, npx veil) and from the repo.
import { register } from 'tsx/esm/api';

register();
await import(new URL('../src/cli/main.ts', import.meta.url).href);
