/**
 * Writes the labelled evaluation sets:
 *   eval/data/generated.jsonl  from the templates (deterministic: same code, same file)
 *   eval/data/news.jsonl       from the hand-written, inline-labelled eval/news/news.txt
 * Usage: npx tsx eval/generate/index.ts
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { generateDocs } from './generate.ts';
import { convertNews } from './news.ts';
import type { EvalDoc } from '../lib/doc.ts';
import { checkDocs } from './check.ts';

const root = fileURLToPath(new URL('../', import.meta.url));

function write(path: string, docs: EvalDoc[]): void {
  const problems = checkDocs(docs);
  if (problems.length > 0) {
    for (const p of problems.slice(0, 20)) console.error(p);
    throw new Error(`${problems.length} problems in ${path}`);
  }
  const content = docs.map((d) => JSON.stringify(d)).join('\n') + '\n';
  writeFileSync(path, content);
  const spans = docs.reduce((s, d) => s + d.entities.length, 0);
  console.log(`${path}: ${docs.length} documents, ${spans} labelled spans, ${(content.length / 1e6).toFixed(2)} MB`);
}

write(`${root}data/generated.jsonl`, generateDocs());
write(`${root}data/news.jsonl`, convertNews(readFileSync(`${root}news/news.txt`, 'utf8')));
