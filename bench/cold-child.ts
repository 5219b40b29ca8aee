/**
 * Child process for the cold-start benchmark. performance.now() counts from the process's time
 * origin, so `readyMs` includes Node's own boot and tsx's loader. Prints one JSON line.
 */
const t0 = performance.now();
const engine = await import('../src/engine/index.ts');
const tImport = performance.now();
(await import('../src/engine-files.ts')).loadEngineFiles();
const tWarm = performance.now();
engine.analyze('Dear Mr. John Smith, call me on (415) 555-0132 or write to john.smith@example.com; I live at 12 Baker Street, Boston, MA 02110.');
const tReady = performance.now();
const mem = process.memoryUsage();
console.log(
  JSON.stringify({
    bootMs: t0,
    importMs: tImport - t0,
    warmUpMs: tWarm - tImport,
    firstAnalyzeMs: tReady - tWarm,
    readyMs: tReady,
    rssMb: mem.rss / 1024 / 1024,
    heapUsedMb: mem.heapUsed / 1024 / 1024,
  }),
);
