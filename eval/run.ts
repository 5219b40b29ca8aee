/**
 * npm run eval [-- --set corpora|generated|news|all] [options]
 * corpora (the default): the held-out third-party sentences, see eval/corpora.ts.
 * generated / news / all: Veil's own labelled sets, a regression check only, see eval/labelled.ts.
 */
const i = process.argv.indexOf('--set');
const set = i >= 0 ? process.argv[i + 1] : 'corpora';
if (set === 'corpora') {
  if (i >= 0) process.argv.splice(i, 2);
  await import('./corpora.ts');
} else {
  await import('./labelled.ts');
}
