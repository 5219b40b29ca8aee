// `npm run build:web` (run by `npm install` through prepare): builds the web console (web/) into
// web/dist, which the server serves at /. Nothing generated is committed.
// Without Vite (an install with --omit=dev) it says so and exits 0: the server then answers the
// console's pages with "not built" while the API works as before.
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../web/', import.meta.url));
let vite;
try {
  vite = await import('vite');
} catch {
  console.warn('build:web: vite is not installed (dev dependencies omitted?); the web console is not built');
  process.exit(0);
}
await vite.build({ root, configFile: `${root}vite.config.ts`, logLevel: 'warn' });
console.log('build:web: web console built into web/dist');
