/**
 * npx tsx scripts/dev-slice.ts — rebuilds test/fixtures/corpora/dev-slice.jsonl, the fixed slice of
 * the held-out corpora (every 8th sentence of each dev file, at most 80 per file) that the
 * regression test in test/engine/recognizers/names/dev-slice.test.ts scores on every `npm test`.
 * Copied rather than read from ../shared so that a clone tests the same sentences anywhere.
 */
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const dev = fileURLToPath(new URL('../../shared/corpora/dev', import.meta.url));
const outDir = fileURLToPath(new URL('../test/fixtures/corpora/', import.meta.url));
const lines: string[] = [];
for (const file of readdirSync(dev).filter((f) => f.endsWith('.jsonl')).sort()) {
  const all = readFileSync(join(dev, file), 'utf8').split('\n').filter((l) => l.trim());
  const picked = all.filter((_, i) => i % 8 === 0).slice(0, 80);
  for (const l of picked) {
    const j = JSON.parse(l) as { id: string; lang: string; text: string; spans: unknown };
    lines.push(JSON.stringify({ file: file.replace(/\.jsonl$/, ''), id: j.id, lang: j.lang, text: j.text, spans: j.spans }));
  }
}
mkdirSync(outDir, { recursive: true });
writeFileSync(join(outDir, 'dev-slice.jsonl'), lines.join('\n') + '\n');
console.log(`wrote ${lines.length} sentences`);
