/**
 * False positives of the credential types (SECRET: API_KEY, AUTH_TOKEN, PRIVATE_KEY, PASSWORD) on
 * text that holds no credentials: the third-party prose of /work/shared/corpora/dev (or CORPORA_DIR)
 * and this repository's own source code (src/, scripts/, bench/, eval/ minus tests that contain
 * sample keys). Every hit is a false positive; prints the rate per 10,000 words and the hits.
 *
 *   npx tsx eval/secrets-fp.ts [--show]
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { analyze } from '../src/engine/index.ts';
import { ensureEngineFiles } from '../src/engine-files.ts';

ensureEngineFiles();
const corporaDir = process.env.CORPORA_DIR ?? '/work/shared/corpora/dev';
const show = process.argv.includes('--show');

function words(text: string): number {
  return text.split(/\s+/).filter(Boolean).length;
}

function sourceFiles(dir: string, out: string[] = []): string[] {
  for (const entry of readdirSync(dir)) {
    const path = join(dir, entry);
    if (statSync(path).isDirectory()) sourceFiles(path, out);
    else if (/\.(ts|mjs|js|md|json)$/.test(entry) && !entry.endsWith('.test.ts')) out.push(path);
  }
  return out;
}

function measure(name: string, texts: Iterable<string>): void {
  let count = 0;
  let hits = 0;
  const samples: string[] = [];
  for (const text of texts) {
    count += words(text);
    for (const e of analyze(text, { entities: ['SECRET'] }).entities) {
      hits++;
      if (samples.length < 20) samples.push(`${e.entity_type} ${JSON.stringify(e.text.slice(0, 60))}`);
    }
  }
  console.log(`${name.padEnd(28)} ${String(count).padStart(9)} words  ${String(hits).padStart(4)} hits  ${((hits / count) * 10000).toFixed(2)} per 10,000 words`);
  if (show) for (const s of samples) console.log(`    ${s}`);
}

for (const file of readdirSync(corporaDir).filter((f) => f.endsWith('.jsonl')).sort()) {
  const lines = readFileSync(join(corporaDir, file), 'utf8').split('\n').filter(Boolean);
  measure(file, lines.map((l) => (JSON.parse(l) as { text: string }).text));
}
const root = new URL('..', import.meta.url).pathname;
// Whole files: code is judged as it is written, not line by line. The secrets recognizer's own
// sources, the docs examples and the eval data (generated identifiers) are skipped: they describe formats.
const code = ['src', 'scripts', 'bench', 'eval'].flatMap((d) => sourceFiles(join(root, d))).filter((f) => !f.includes('/recognizers/secrets/') && !f.includes('/eval/data/') && !f.endsWith('entity-examples.ts'));
measure(`source code (${code.length} files)`, code.map((f) => readFileSync(f, 'utf8')));
