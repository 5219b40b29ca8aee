/**
 * npx tsx scripts/names-golden.ts [--dir ../shared/corpora] [--limit N] > /tmp/golden.jsonl
 *
 * A byte-for-byte snapshot of the names recognizer's output, for refactors that must not change
 * behaviour: record it before the change, again after, and `cmp` the two files. It runs the public
 * analyze() over every sentence of the corpora's dev/ and train/ files and of Veil's labelled sets
 * (eval/data/*.jsonl, the ones `npm run eval -- --set all` scores), each in its own language, and
 * prints one JSON line per sentence with every candidate the names recognizer returned (before
 * overlap resolution or thresholds, so nothing it says is hidden by other recognizers).
 *
 * NAMES_MODE=rules snapshots the rules alone (no model vote), which shows changes the vote would
 * otherwise mask; run both. --limit takes the first N sentences of each file (a quicker check).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import type { Candidate, CustomRecognizer, Language } from '../src/engine/types.ts';

const { analyzeCandidates, resolveLanguage } = await import('../src/engine/index.ts');
const { loadEngineFiles } = await import('../src/engine-files.ts');
const { nameRecognizer } = await import('../src/engine/recognizers/names/recognizer.ts');

const { values: args } = parseArgs({
  options: {
    dir: { type: 'string', default: fileURLToPath(new URL('../../shared/corpora', import.meta.url)) },
    limit: { type: 'string', default: String(Number.MAX_SAFE_INTEGER) },
  },
});
const limit = Number(args.limit);
loadEngineFiles();

// The recognizer's own answer is what must stay identical; wrapping its analyze() sees it with the
// real pattern candidates that analyze() hands it, which a direct detectNames() call would not have.
const recognizer: CustomRecognizer = nameRecognizer;
const original = recognizer.analyze;
let seen: readonly Candidate[] = [];
recognizer.analyze = (doc) => {
  const found = original(doc);
  seen = found.slice();
  return found;
};

interface Sentence {
  id: string;
  text: string;
  language: string;
}

function readJsonl(path: string): Sentence[] {
  const out: Sentence[] = [];
  for (const line of readFileSync(path, 'utf8').split('\n')) {
    if (line.trim() === '') continue;
    const row = JSON.parse(line) as { id: string; text: string; lang?: string; language?: string };
    out.push({ id: row.id, text: row.text, language: row.lang ?? row.language ?? 'en' });
    if (out.length >= limit) break;
  }
  return out;
}

const files: string[] = [];
for (const part of ['dev', 'train']) {
  const dir = join(args.dir, part);
  for (const f of readdirSync(dir).filter((f) => f.endsWith('.jsonl')).sort()) files.push(join(dir, f));
}
const evalData = fileURLToPath(new URL('../eval/data/', import.meta.url));
for (const f of readdirSync(evalData).filter((f) => f.endsWith('.jsonl')).sort()) files.push(join(evalData, f));

for (const file of files) {
  for (const s of readJsonl(file)) {
    const language: Language = resolveLanguage(s.language);
    analyzeCandidates(s.text, { language, allow_overlaps: true });
    const found = seen;
    seen = [];
    // Whole candidates (entity, offsets, score, baseScore, pattern, reason, …), in the order returned.
    process.stdout.write(JSON.stringify({ id: s.id, language, found }) + '\n');
  }
}
