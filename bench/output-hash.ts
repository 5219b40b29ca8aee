/**
 * npx tsx bench/output-hash.ts [tree]
 * A fingerprint of the engine's output, for changes that must not change it (speed work): analyze()
 * with every default recognizer over the benchmark corpus and the dev corpora's texts (each in its
 * language), then a sha256 per corpus and one over all of them of every entity's type, offsets,
 * score and text. `tree` is the root of a checkout (default: this one), so that two can be compared.
 */
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = process.argv[2] ?? fileURLToPath(new URL('..', import.meta.url));
const fromTree = (path: string): Promise<unknown> => import(pathToFileURL(`${root}/${path}`).href);
const { analyze } = (await fromTree('src/engine/index.ts')) as typeof import('../src/engine/index.ts');
const { loadEngineFiles } = (await fromTree('src/engine-files.ts')) as typeof import('../src/engine-files.ts');
const { benchCorpus } = (await fromTree('bench/corpus.ts')) as typeof import('./corpus.ts');
loadEngineFiles();

const DEV = fileURLToPath(new URL('../../shared/corpora/dev', import.meta.url));
const all = createHash('sha256');

function fingerprint(name: string, docs: readonly { text: string; language: string }[]): void {
  const hash = createHash('sha256');
  let entities = 0;
  for (const d of docs) {
    const found = analyze(d.text, { language: d.language }).entities;
    entities += found.length;
    const line = `${JSON.stringify(found.map((e) => [e.entity_type, e.start, e.end, e.score, e.text]))}\n`;
    hash.update(line);
    all.update(line);
  }
  console.log(`${name.padEnd(28)} ${String(docs.length).padStart(6)} docs ${String(entities).padStart(7)} entities  ${hash.digest('hex').slice(0, 16)}`);
}

fingerprint('bench corpus', benchCorpus(1000).map((text) => ({ text, language: 'en' })));
for (const file of readdirSync(DEV).filter((f) => f.endsWith('.jsonl')).sort()) {
  const lines = readFileSync(`${DEV}/${file}`, 'utf8').split('\n').filter(Boolean);
  fingerprint(file, lines.map((l) => JSON.parse(l) as { text: string; lang: string }).map((o) => ({ text: o.text, language: o.lang })));
}
console.log(`all ${all.digest('hex')}`);
