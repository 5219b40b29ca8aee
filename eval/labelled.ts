/**
 * npm run eval -- --set generated|news|all [options]
 *   --set generated|news|all   which labelled set (npm run eval -- --set all)
 *   --threshold X              score_threshold passed to analyze (default 0)
 *   --type T[,T…]              score only these entity types
 *   --genre G[,G…]             only documents of these genres
 *   --errors N                 print up to N false positives / negatives per type (worst first)
 *   --calibration              also print the score calibration per entity type
 *   --limit N                  only the first N documents of each set (quick runs)
 *   --json FILE                also write the per-type counts as JSON
 * Prints per type precision/recall/F1 (exact span and overlap), micro totals, F2, score calibration,
 * and summaries by set, genre and language.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { analyze, entityCatalogue } from '../src/engine/index.ts';
import { loadEngineFiles } from '../src/engine-files.ts';
import { parseJsonl, sliceCodePoints, type EvalDoc } from './lib/doc.ts';
import { calibrationByTypeTable, calibrationTable, groupTable, typeTable, type GroupRow } from './lib/report.ts';
import { overlapMetrics, Scoreboard, type ErrorExample, type Prediction } from './lib/score.ts';
import { LABELLED_TYPES } from './lib/types.ts';

const { values: args } = parseArgs({
  options: {
    set: { type: 'string', default: 'all' },
    threshold: { type: 'string', default: '0' },
    type: { type: 'string' },
    genre: { type: 'string' },
    errors: { type: 'string', default: '0' },
    limit: { type: 'string' },
    json: { type: 'string' },
    calibration: { type: 'boolean', default: false },
  },
});

const dataDir = fileURLToPath(new URL('./data/', import.meta.url));
const sets = args.set === 'all' ? ['generated', 'news'] : [args.set];
for (const s of sets) if (s !== 'generated' && s !== 'news') throw new Error(`--set must be generated, news or all (got ${s})`);
const threshold = Number(args.threshold);
if (!(threshold >= 0 && threshold <= 1)) throw new Error('--threshold must be between 0 and 1');
const typeFilter = args.type ? new Set(args.type.split(',').map((t) => t.trim())) : null;
const genreFilter = args.genre ? new Set(args.genre.split(',')) : null;
const errorsN = Number(args.errors);
const limit = args.limit ? Number(args.limit) : Infinity;

let docs: EvalDoc[] = [];
for (const s of sets) {
  const file = `${dataDir}${s}.jsonl`;
  if (!existsSync(file)) throw new Error(`${file} is missing: run \`npx tsx eval/generate/index.ts\` to (re)generate the labelled sets`);
  docs.push(...parseJsonl(readFileSync(file, 'utf8')).slice(0, limit));
}
if (genreFilter) docs = docs.filter((d) => genreFilter.has(d.genre));

const scope = new Set<string>(typeFilter ? LABELLED_TYPES.filter((t) => typeFilter.has(t)) : LABELLED_TYPES);
const supported = new Set(entityCatalogue().map((e) => e.entity_type));

const main = new Scoreboard(scope);
const groups = new Map<string, { docs: number; board: Scoreboard }>();
const group = (key: string) => {
  let g = groups.get(key);
  if (!g) groups.set(key, (g = { docs: 0, board: new Scoreboard(scope) }));
  return g;
};
const texts = new Map<string, string>();
const failures: string[] = [];

const warmStart = performance.now();
loadEngineFiles();
const warmMs = performance.now() - warmStart;
const started = performance.now();
let chars = 0;
for (const doc of docs) {
  texts.set(doc.id, doc.text);
  chars += doc.text.length;
  let predictions: Prediction[] = [];
  try {
    const result = analyze(doc.text, { language: doc.language, score_threshold: threshold });
    predictions = result.entities.map((e) => ({ type: e.entity_type, start: e.start, end: e.end, score: e.score, text: e.text }));
  } catch (err) {
    failures.push(`${doc.id} (${doc.language}): ${err instanceof Error ? err.message : String(err)}`);
  }
  const gold = doc.entities.filter((g) => scope.has(g.type));
  const preds = typeFilter ? predictions.filter((p) => scope.has(p.type)) : predictions;
  main.add(doc.id, gold, preds);
  for (const key of [`set:${doc.set}`, `genre:${doc.set === 'news' ? 'news/' : ''}${doc.genre}`, `lang:${doc.language}`]) {
    const g = group(key);
    g.docs++;
    g.board.add(doc.id, gold, preds);
  }
}
const elapsed = performance.now() - started;

const types = [...LABELLED_TYPES].filter((t) => scope.has(t));
const out: string[] = [];
out.push(`Veil evaluation — set: ${args.set}, ${docs.length} documents, score_threshold ${threshold}`);
out.push(`recognizers registered for: ${[...supported].sort().join(', ') || '(none)'}`);
out.push('');
out.push(typeTable(main, types, supported));
const total = overlapMetrics(main.total());
out.push('');
out.push(`Overall (span overlap, all labelled types): P ${total.precision.toFixed(3)}  R ${total.recall.toFixed(3)}  F2 ${total.f2.toFixed(3)}`);
out.push('  Presidio, published (its own synthetic set): default P 0.685 R 0.603 F2 0.618; customised P 0.870 R 0.839 F2 0.845');
if (main.outOfScope.size > 0) {
  out.push(`  Predictions of unlabelled types (not scored): ${[...main.outOfScope].map(([t, n]) => `${t} ${n}`).join(', ')}`);
}
out.push('');
out.push(calibrationTable(main));
out.push('');
if (args.calibration) {
  out.push(calibrationByTypeTable(main, types));
  out.push('');
}
const rows = (prefix: string): GroupRow[] =>
  [...groups]
    .filter(([k]) => k.startsWith(prefix))
    .map(([k, g]) => ({ name: k.slice(prefix.length), docs: g.docs, counts: g.board.total(), ...(scope.has('PERSON') ? { person: g.board.counts('PERSON') } : {}) }))
    .sort((a, b) => a.name.localeCompare(b.name));
out.push(groupTable('set', rows('set:')));
out.push('');
out.push(groupTable('genre', rows('genre:')));
out.push('');
out.push(groupTable('language', rows('lang:')));
out.push('');
const newsPerson = groups.get('set:news')?.board.byType.get('PERSON');
if (newsPerson) {
  const m = overlapMetrics(newsPerson);
  out.push(`News set PERSON (overlap): P ${m.precision.toFixed(3)} R ${m.recall.toFixed(3)} F1 ${m.f1.toFixed(3)} — required ≥ 0.85: ${m.f1 >= 0.85 ? 'PASS' : 'FAIL'}`);
  out.push('');
}
out.push(`analyze: ${docs.length} docs, ${(chars / 1e6).toFixed(2)} M chars in ${(elapsed / 1000).toFixed(2)} s (${Math.round(docs.length / (elapsed / 1000))} docs/s), after warmUp() ${Math.round(warmMs)} ms`);
if (failures.length > 0) {
  out.push(`analyze threw on ${failures.length} documents, e.g.:`);
  for (const f of failures.slice(0, 5)) out.push(`  ${f}`);
}

function snippet(e: ErrorExample): string {
  const text = texts.get(e.docId) ?? '';
  const before = sliceCodePoints(text, Math.max(0, e.start - 30), e.start);
  const after = sliceCodePoints(text, e.end, e.end + 30);
  return `…${before}⟦${sliceCodePoints(text, e.start, e.end)}⟧${after}…`.replace(/\n/g, '⏎');
}

if (errorsN > 0) {
  out.push('');
  out.push(`Errors (up to ${errorsN} per type; false positives by score, false negatives by frequency)`);
  for (const t of types) {
    const fps = main.falsePositives.filter((e) => e.type === t).sort((a, b) => (b.score ?? 0) - (a.score ?? 0));
    const fns = main.falseNegatives.filter((e) => e.type === t);
    if (fps.length === 0 && fns.length === 0) continue;
    out.push(`\n## ${t}: ${fps.length} FP, ${fns.length} FN`);
    const seen = new Set<string>();
    let shown = 0;
    for (const e of fps) {
      if (shown >= errorsN) break;
      if (seen.has(e.text)) continue;
      seen.add(e.text);
      shown++;
      out.push(`  FP ${(e.score ?? 0).toFixed(2)} ${e.goldAs ? `(gold ${e.goldAs}) ` : ''}${e.docId}: ${snippet(e)}`);
    }
    const freq = new Map<string, { n: number; e: ErrorExample }>();
    for (const e of fns) {
      const k = e.text.toLowerCase();
      const f = freq.get(k);
      if (f) f.n++;
      else freq.set(k, { n: 1, e });
    }
    for (const { n, e } of [...freq.values()].sort((a, b) => b.n - a.n).slice(0, errorsN)) {
      out.push(`  FN ×${n} ${e.predictedAs ? `(as ${e.predictedAs}) ` : ''}${e.docId}: ${snippet(e)}`);
    }
  }
}
console.log(out.join('\n'));

if (args.json) {
  const perType = Object.fromEntries(types.map((t) => [t, main.byType.get(t) ?? null]));
  writeFileSync(args.json, JSON.stringify({ set: args.set, threshold, documents: docs.length, total: main.total(), perType, calibration: main.calibration }, null, 2));
}
