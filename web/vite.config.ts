// The console's build: `npm run build:web` → web/dist (served by src/service/console/static.ts).
// Preact's JSX through Vite's own transform (no framework plugin); hashed file names, so the
// server can cache /assets/ for a year.
import { defineConfig } from 'vite';

export default defineConfig({
  root: import.meta.dirname,
  base: '/',
  oxc: { jsx: { runtime: 'automatic', importSource: 'preact' } },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
    sourcemap: false,
    // One small bundle: a console is a single page; splitting would add round trips, not savings.
    modulePreload: { polyfill: false },
  },
});
