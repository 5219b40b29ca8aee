// Entry of the embedded database's thread when Veil runs from src/ under tsx (tests, benches,
// `VEIL_FROM_SOURCE=1 veil`): a new thread has no TypeScript loader of its own — with `--import tsx`
// only tsx's require hook is active at first, and a process that registered tsx through its API
// (bin/veil.js) passes nothing on — so it registers tsx's require hook here, unless active already,
// and loads the TypeScript module with require(). dist/ starts pglite-thread.js directly. See
// startThread() in pglite-client.ts.
if (!require.extensions['.ts']) require('tsx/cjs/api').register();
require(process.argv[2]);
