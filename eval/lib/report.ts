/** Plain-text tables for the evaluation report. */
import { CALIBRATION_BINS, exactMetrics, overlapMetrics, type Counts, type Scoreboard } from './score.ts';

const pct = (x: number) => (x * 100).toFixed(1).padStart(5);
const num = (x: number, w: number) => String(x).padStart(w);

export function typeTable(board: Scoreboard, types: readonly string[], supported: ReadonlySet<string>): string {
  const lines: string[] = [];
  lines.push('type                 rec  support   pred |  exact P      R     F1 | overlap P    R     F1     F2');
  lines.push('-'.repeat(96));
  const row = (name: string, rec: string, c: Counts) => {
    const e = exactMetrics(c);
    const o = overlapMetrics(c);
    return `${name.padEnd(20)} ${rec.padEnd(4)} ${num(c.support, 7)} ${num(c.predicted, 6)} |  ${pct(e.precision)}  ${pct(e.recall)}  ${pct(e.f1)} |  ${pct(o.precision)}  ${pct(o.recall)}  ${pct(o.f1)}  ${pct(o.f2)}`;
  };
  for (const t of types) {
    const c = board.byType.get(t);
    if (!c || (c.support === 0 && c.predicted === 0)) continue;
    lines.push(row(t, supported.has(t) ? 'yes' : 'no', c));
  }
  lines.push('-'.repeat(96));
  lines.push(row('MICRO (all types)', '', board.total()));
  const withRec = sumCounts(types.filter((t) => supported.has(t)).map((t) => board.byType.get(t)));
  lines.push(row('MICRO (with recog.)', '', withRec));
  return lines.join('\n');
}

export function sumCounts(list: readonly (Counts | undefined)[]): Counts {
  const t: Counts = { support: 0, predicted: 0, exactTp: 0, overlapPredTp: 0, overlapGoldTp: 0 };
  for (const c of list) {
    if (!c) continue;
    t.support += c.support;
    t.predicted += c.predicted;
    t.exactTp += c.exactTp;
    t.overlapPredTp += c.overlapPredTp;
    t.overlapGoldTp += c.overlapGoldTp;
  }
  return t;
}

export function calibrationTable(board: Scoreboard): string {
  const lines = ['score bin    count   precision (overlap)'];
  for (let i = 0; i < CALIBRATION_BINS; i++) {
    const [n, ok] = board.calibration[i]!;
    const lo = (i / CALIBRATION_BINS).toFixed(1);
    const hi = ((i + 1) / CALIBRATION_BINS).toFixed(1);
    lines.push(`${lo}–${hi}   ${num(n, 7)}   ${n === 0 ? '    –' : pct(ok / n)}`);
  }
  return lines.join('\n');
}

/** Per type: "bin count precision" for every non-empty score bin. */
export function calibrationByTypeTable(board: Scoreboard, types: readonly string[]): string {
  const lines = ['per type — score bin: predictions (precision)'];
  for (const t of types) {
    const bins = board.calibrationByType.get(t);
    if (!bins) continue;
    const cells = bins
      .map(([n, ok], i) => (n === 0 ? '' : `${(i / CALIBRATION_BINS).toFixed(1)}: ${n} (${pct(ok / n).trim()}%)`))
      .filter(Boolean);
    lines.push(`${t.padEnd(20)} ${cells.join('  ')}`);
  }
  return lines.join('\n');
}

export interface GroupRow {
  name: string;
  docs: number;
  counts: Counts;
  person?: Counts;
}

export function groupTable(title: string, rows: readonly GroupRow[]): string {
  const lines = [`${title.padEnd(14)}  docs   gold   pred | overlap P    R     F1 |   FP | PERSON P   R     F1`];
  for (const r of rows) {
    const o = overlapMetrics(r.counts);
    const p = r.person ? overlapMetrics(r.person) : undefined;
    const fp = r.counts.predicted - r.counts.overlapPredTp;
    lines.push(
      `${r.name.padEnd(14)} ${num(r.docs, 5)} ${num(r.counts.support, 6)} ${num(r.counts.predicted, 6)} |  ${pct(o.precision)}  ${pct(o.recall)}  ${pct(o.f1)} | ${num(fp, 4)} | ${p && r.person!.support + r.person!.predicted > 0 ? `${pct(p.precision)}  ${pct(p.recall)}  ${pct(p.f1)}` : '     –'}`,
    );
  }
  return lines.join('\n');
}
