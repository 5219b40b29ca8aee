/**
 * Precision/recall of the names recognizer on a hand-labelled file (markup "[span|TYPE]").
 * Not a test (no .test.ts suffix): run `npx tsx test/engine/recognizers/names/eval-names.ts [file] [--threshold=0.5] [--errors]`.
 * Two matchings: strict (same type, same offsets) and overlap (same type, spans overlap; each gold and
 * each prediction used once) — third-party scorers use one or the other.
 */
import { readFileSync } from 'node:fs';
import { analyze } from '../../../../src/engine/index.ts';

const TYPES: Record<string, string> = { PER: 'PERSON', LOC: 'LOCATION', ORG: 'ORGANIZATION', NRP: 'NRP', AGE: 'AGE', TITLE: 'TITLE' };

interface Span {
  type: string;
  start: number;
  end: number;
  text: string;
}

export function parseDocs(raw: string): { text: string; gold: Span[] }[] {
  const docs = raw
    .split(/\n\s*\n/)
    .map((d) => d.trim())
    .filter((d) => d && !d.startsWith('#'));
  return docs.map((d) => {
    let text = '';
    const gold: Span[] = [];
    const re = /\[([^\]|]+)\|([A-Z]+)\]/g;
    let last = 0;
    for (const m of d.matchAll(re)) {
      text += d.slice(last, m.index);
      const start = text.length;
      text += m[1]!;
      gold.push({ type: TYPES[m[2]!] ?? m[2]!, start, end: text.length, text: m[1]! });
      last = m.index + m[0].length;
    }
    text += d.slice(last);
    return { text, gold };
  });
}

function main(): void {
  const args = process.argv.slice(2);
  const file = args.find((a) => !a.startsWith('--')) ?? new URL('./fixtures/dev.txt', import.meta.url).pathname;
  const threshold = Number(args.find((a) => a.startsWith('--threshold='))?.split('=')[1] ?? '0.5');
  const showErrors = args.includes('--errors');
  const docs = parseDocs(readFileSync(file, 'utf8'));
  const stats = new Map<string, { tp: number; fp: number; fn: number; otp: number; ofp: number; ofn: number }>();
  const st = (t: string) => {
    let s = stats.get(t);
    if (!s) stats.set(t, (s = { tp: 0, fp: 0, fn: 0, otp: 0, ofp: 0, ofn: 0 }));
    return s;
  };
  const errors: string[] = [];
  // Calibration: predicted score buckets vs overlap correctness.
  const buckets = new Map<number, { n: number; ok: number }>();
  for (const { text, gold } of docs) {
    const pred = analyze(text, { entities: Object.values(TYPES), score_threshold: threshold, return_decision_process: true }).entities.map((e) => {
      // Public offsets are code points; the fixtures are BMP text, where they equal UTF-16 offsets.
      return { type: e.entity_type, start: e.start, end: e.end, text: e.text, score: e.score, why: e.explanation?.reason ?? '' };
    });
    for (const g of gold) {
      const s = st(g.type);
      if (pred.some((p) => p.type === g.type && p.start === g.start && p.end === g.end)) s.tp++;
      else s.fn++;
    }
    for (const p of pred) {
      const s = st(p.type);
      if (!gold.some((g) => g.type === p.type && g.start === p.start && g.end === p.end)) s.fp++;
    }
    const usedG = new Set<number>();
    for (const p of pred) {
      const gi = gold.findIndex((g, k) => !usedG.has(k) && g.type === p.type && g.start < p.end && p.start < g.end);
      const b = Math.min(9, Math.floor(p.score * 10));
      const bucket = buckets.get(b) ?? { n: 0, ok: 0 };
      bucket.n++;
      if (gi >= 0) {
        usedG.add(gi);
        st(p.type).otp++;
        bucket.ok++;
      } else {
        st(p.type).ofp++;
        const g = gold.find((x) => x.start < p.end && p.start < x.end);
        errors.push(`FP ${p.type} "${p.text}" ${p.score} (${p.why})${g ? ` gold ${g.type} "${g.text}"` : ''}  ‹${text.slice(Math.max(0, p.start - 40), p.end + 30).replace(/\n/g, ' ')}›`);
      }
      buckets.set(b, bucket);
    }
    gold.forEach((g, k) => {
      if (usedG.has(k)) return;
      st(g.type).ofn++;
      const p = pred.find((x) => x.start < g.end && g.start < x.end);
      errors.push(`FN ${g.type} "${g.text}"${p ? ` predicted ${p.type} "${p.text}" ${p.score}` : ''}  ‹${text.slice(Math.max(0, g.start - 40), g.end + 30).replace(/\n/g, ' ')}›`);
    });
  }
  const f = (tp: number, fp: number, fn: number) => {
    const p = tp + fp ? tp / (tp + fp) : 0;
    const r = tp + fn ? tp / (tp + fn) : 0;
    const f1 = p + r ? (2 * p * r) / (p + r) : 0;
    return `P ${(p * 100).toFixed(1).padStart(5)} R ${(r * 100).toFixed(1).padStart(5)} F1 ${(f1 * 100).toFixed(1).padStart(5)}`;
  };
  console.log(`${docs.length} documents, threshold ${threshold}`);
  console.log('type          strict                          overlap');
  let a = { tp: 0, fp: 0, fn: 0, otp: 0, ofp: 0, ofn: 0 };
  for (const [t, s] of [...stats.entries()].sort()) {
    console.log(`${t.padEnd(13)} ${f(s.tp, s.fp, s.fn)}   ${f(s.otp, s.ofp, s.ofn)}  (gold ${s.otp + s.ofn})`);
    a = { tp: a.tp + s.tp, fp: a.fp + s.fp, fn: a.fn + s.fn, otp: a.otp + s.otp, ofp: a.ofp + s.ofp, ofn: a.ofn + s.ofn };
  }
  console.log(`${'ALL'.padEnd(13)} ${f(a.tp, a.fp, a.fn)}   ${f(a.otp, a.ofp, a.ofn)}`);
  console.log('calibration (score bucket: share correct by overlap):', [...buckets.entries()].sort((x, y) => x[0] - y[0]).map(([b, v]) => `${b / 10}: ${v.ok}/${v.n}`).join('  '));
  if (showErrors) console.log(errors.join('\n'));
}

if (process.argv[1] && import.meta.url.endsWith(process.argv[1].split('/').pop()!)) main();
