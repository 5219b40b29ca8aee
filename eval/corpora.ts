/**
 * npm run eval [-- options]
 *   --dir DIR        corpora root (default ../shared/corpora); only DIR/dev is read
 *   --file A,B       only these dev files (names without .jsonl)
 *   --threshold X    score_threshold passed to analyze (default 0, the API's default)
 *   --limit N        only the first N sentences of each file
 *   --errors N       print up to N false positives and negatives per file and type
 *   --json FILE      also write the figures as JSON
 *   --case upper|lower  score the sentences shouted or lower-cased (same spans: robustness to
 *                    all-caps headlines and to lower-case chat, which the corpora rarely show)
 *   --entities all   ask analyze for every entity type (as a caller that names none does) and score
 *                    the three name types of the answer: shows names lost to other types' spans
 *                    (NRP, TITLE, DATE_TIME …) in the overlap resolution; default: the three alone
 * Per dev file and type (PERSON, LOCATION, ORGANIZATION): precision / recall / F1 on exact spans and
 * F1 on overlap; a Presidio-style score (type-agnostic spans, neighbours joined across punctuation
 * and stop words, greedy matching at character IoU ≥ 0.9 and ≥ 0.7, F2); the issue's targets.
 */
import { readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { analyze } from '../src/engine/index.ts';
import { loadEngineFiles } from '../src/engine-files.ts';
import { emptyScores, f2, prf, readDevFile, recase, scoreSentence, SCORED_TYPES, type MatchCounts, type SentenceScores } from './lib/corpora.ts';
import { DEV_TARGETS } from './targets.ts';

const { values: args } = parseArgs({
  options: {
    dir: { type: 'string', default: fileURLToPath(new URL('../../shared/corpora', import.meta.url)) },
    file: { type: 'string' },
    threshold: { type: 'string', default: '0' },
    limit: { type: 'string' },
    errors: { type: 'string', default: '0' },
    json: { type: 'string' },
    case: { type: 'string' },
    entities: { type: 'string' },
  },
});
const devDir = join(args.dir, 'dev');
if (args.case !== undefined && args.case !== 'upper' && args.case !== 'lower') throw new Error(`--case ${args.case}: expected upper or lower`);
const textCase = args.case;
if (args.entities !== undefined && args.entities !== 'all') throw new Error(`--entities ${args.entities}: expected all`);
const entities = args.entities === 'all' ? undefined : [...SCORED_TYPES];
const scored = new Set<string>(SCORED_TYPES);

const only = args.file ? new Set(args.file.split(',')) : null;
const threshold = Number(args.threshold);
const limit = args.limit ? Number(args.limit) : Infinity;
const errorsN = Number(args.errors);
const files = readdirSync(devDir)
  .filter((f) => f.endsWith('.jsonl'))
  .map((f) => f.replace(/\.jsonl$/, ''))
  .filter((f) => !only || only.has(f))
  .sort();

interface FileResult extends SentenceScores {
  file: string;
  lang: string;
  sentences: number;
}

loadEngineFiles();
const results: FileResult[] = [];
const errors: string[] = [];
const started = performance.now();
let sentenceCount = 0;
for (const file of files) {
  const docs = readDevFile(join(devDir, `${file}.jsonl`))
    .slice(0, limit)
    .map((d) => (textCase ? { ...d, text: recase(d.text, textCase) } : d));
  const r: FileResult = { file, lang: docs[0]?.lang ?? '?', sentences: docs.length, ...emptyScores() };
  for (const doc of docs) {
    const res = analyze(doc.text, { language: doc.lang, score_threshold: threshold, ...(entities ? { entities } : {}) });
    const head = doc.text.slice(0, 160);
    const named = entities ? res.entities : res.entities.filter((e) => scored.has(e.entity_type));
    scoreSentence(doc.text, doc.gold, named, r, errorsN > 0 ? (e) => errors.push(`${file} ${e.type} ${e.kind} ⟦${e.text}⟧ in: ${head}`) : undefined);
  }
  sentenceCount += docs.length;
  results.push(r);
}
const seconds = (performance.now() - started) / 1000;

const f = (x: number) => x.toFixed(3);
const lines: string[] = [];
lines.push(`Veil on the held-out corpora (dev), score_threshold ${threshold}: exact-span P / R / F1, overlap F1`);
lines.push('');
lines.push(`| file | lang | sentences | ${SCORED_TYPES.map((t) => `${t} P / R / F1 (overlap F1)`).join(' | ')} | PII F2 @IoU0.9 | @0.7 |`);
lines.push(`|---|---|---|${SCORED_TYPES.map(() => '---|').join('')}---|---|`);
for (const r of results) {
  const cells = SCORED_TYPES.map((t) => {
    const c = r.types[t]!;
    if (c.gold === 0 && c.pred === 0) return '—';
    const e = prf(c, 'exact');
    return `${f(e.p)} / ${f(e.r)} / **${f(e.f1)}** (${f(prf(c, 'overlap').f1)}) n=${c.gold}`;
  });
  lines.push(`| ${r.file} | ${r.lang} | ${r.sentences} | ${cells.join(' | ')} | ${f(f2(r.iou90).f2)} | ${f(f2(r.iou70).f2)} |`);
}
const micro90: MatchCounts = { gold: 0, pred: 0, matched: 0 };
const micro70: MatchCounts = { gold: 0, pred: 0, matched: 0 };
for (const r of results) {
  for (const k of ['gold', 'pred', 'matched'] as const) {
    micro90[k] += r.iou90[k];
    micro70[k] += r.iou70[k];
  }
}
const m90 = f2(micro90);
lines.push('');
lines.push(`All files, type-agnostic PII (Presidio-style): IoU ≥ 0.9 P ${f(m90.p)} R ${f(m90.r)} F2 ${f(m90.f2)}; IoU ≥ 0.7 F2 ${f(f2(micro70).f2)}`);
lines.push('');
lines.push('Targets (exact-span F1):');
let sum = 0;
let counted = 0;
for (const t of DEV_TARGETS) {
  const r = results.find((x) => x.file === t.file);
  if (!r) continue;
  const v = prf(r.types[t.type]!, 'exact').f1;
  sum += v;
  counted++;
  lines.push(`  ${t.file} ${t.type} ≥ ${t.min}: ${f(v)} ${v >= t.min ? 'PASS' : 'FAIL'}`);
}
if (counted > 0) lines.push(`  mean of the ${counted} targets: ${f(sum / counted)}`);
lines.push('');
lines.push(`analyze: ${sentenceCount} sentences in ${seconds.toFixed(1)} s`);
if (errorsN > 0) {
  lines.push('');
  const byKey = new Map<string, number>();
  for (const e of errors) {
    const key = e.split(' in: ')[0]!.split(' ').slice(0, 3).join(' ');
    const n = byKey.get(key) ?? 0;
    if (n < errorsN) lines.push(e);
    byKey.set(key, n + 1);
  }
}
console.log(lines.join('\n'));
if (args.json) writeFileSync(args.json, JSON.stringify({ threshold, results }, null, 2));
