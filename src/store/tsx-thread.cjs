// Entry of the embedded database's thread when Veil runs from src/ under tsx (tests, benches):
// in a new thread only tsx's require hook is active at first (its ESM loader is not, and eval
// code gets neither), so the TypeScript module is loaded with require(). dist/ starts
// pglite-thread.js directly. See startThread() in pglite-client.ts.
require(process.argv[2]);
