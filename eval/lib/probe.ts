/**
 * The scorer of the hand-written blind probes (eval/synthetic/news.ts, eval/synthetic/intl-blind.ts):
 * sentences with inline markup [[TYPE|text]] are unmarked, analysed, and scored as the dev corpora
 * are (eval/lib/corpora.ts: the gold in the API's conventions, exact-span P/R/F1 per type, the
 * Presidio-style type-agnostic F2), with an optional list of the wrong spans.
 */
import { analyze } from '../../src/engine/index.ts';
import { emptyScores, f2, normaliseGold, prf, recase, scoreSentence, SCORED_TYPES, type SentenceScores, type SpanError } from './corpora.ts';
import { parseMarkup } from './doc.ts';

/** A sentence with inline markup → its text and corpus-typed spans in UTF-16 offsets (what normaliseGold reads). */
export function unmark(source: string): { text: string; spans: { type: string; start: number; end: number }[] } {
  let text = '';
  const spans: { type: string; start: number; end: number }[] = [];
  for (const seg of parseMarkup(source)) {
    if (typeof seg === 'string') text += seg;
    else {
      spans.push({ type: seg.type, start: text.length, end: text.length + seg.text.length });
      text += seg.text;
    }
  }
  return { text, spans };
}

/**
 * Scores marked-up sentences in one language into `scores` (and `all`, when given); with `errors`,
 * each wrong span is listed under "TYPE FP|FN" with what Veil found over a missed one and the sentence.
 */
export function scoreProbe(
  sources: readonly string[],
  language: string,
  scores: SentenceScores,
  opts: { textCase?: 'upper' | 'lower'; all?: SentenceScores; errors?: Map<string, string[]> } = {},
): void {
  for (const source of sources) {
    const { text: raw, spans } = unmark(source);
    const text = opts.textCase ? recase(raw, opts.textCase) : raw;
    const gold = normaliseGold(text, spans);
    const res = analyze(text, { language, entities: [...SCORED_TYPES] });
    const shown = text.replace(/\n/g, ' ⏎ ');
    const errors = opts.errors;
    const onError = errors
      ? (e: SpanError) => {
          const key = `${e.type} ${e.kind}`;
          const list = errors.get(key) ?? [];
          errors.set(key, list);
          // A missed span: what Veil found over it instead.
          const got = e.kind === 'FN' ? res.entities.filter((x) => x.start < e.end && e.start < x.end).map((x) => `${x.entity_type}⟦${x.text}⟧`) : [];
          list.push(`⟦${e.text}⟧${got.length ? ` got ${got.join(' ')}` : ''}   in: ${shown}`);
        }
      : undefined;
    scoreSentence(text, gold, res.entities, scores, onError);
    if (opts.all) scoreSentence(text, gold, res.entities, opts.all);
  }
}

/**
 * Scores a probe made of named parts in one language and prints its table: a row per part and one
 * for all, then with `errorsN` > 0 the wrong spans. Returns the scores (the news probe writes them
 * out as JSON).
 */
export function runProbeParts(
  title: string,
  parts: Record<string, readonly string[]>,
  language: string,
  opts: { textCase?: 'upper' | 'lower'; errorsN: number },
): { all: SentenceScores; byPart: Record<string, SentenceScores> } {
  const byPart: Record<string, SentenceScores> = {};
  const all = emptyScores();
  const errors = new Map<string, string[]>();
  for (const [part, sources] of Object.entries(parts)) {
    const scores = emptyScores();
    byPart[part] = scores;
    scoreProbe(sources, language, scores, { textCase: opts.textCase, all, errors: opts.errorsN > 0 ? errors : undefined });
  }
  console.log(`${title}${opts.textCase ? `, ${opts.textCase} case` : ''}; exact-span P / R / F1 per type, type-agnostic F2 @IoU0.9`);
  console.log('');
  console.log(probeHeader('part'));
  for (const [part, s] of Object.entries(byPart)) console.log(probeRow(part, s));
  console.log(probeRow('all', all));
  if (opts.errorsN > 0) printErrors(errors, opts.errorsN);
  return { all, byPart };
}

/** A markdown table row: exact P / R / F1 per type with the gold count, and the type-agnostic F2 @IoU0.9. */
export function probeRow(name: string, s: SentenceScores): string {
  const f = (x: number) => x.toFixed(3);
  const cells = SCORED_TYPES.map((t) => {
    const c = s.types[t]!;
    const e = prf(c, 'exact');
    return `${f(e.p)} / ${f(e.r)} / **${f(e.f1)}** n=${c.gold}`;
  });
  return `| ${name} | ${cells.join(' | ')} | ${f(f2(s.iou90).f2)} |`;
}

export const probeHeader = (first: string): string => `| ${first} | ${SCORED_TYPES.join(' | ')} | F2 |\n|---|${SCORED_TYPES.map(() => '---|').join('')}---|`;

/** Prints up to n wrong spans per type and kind. */
export function printErrors(errors: Map<string, string[]>, n: number): void {
  for (const [key, list] of [...errors].sort((a, b) => a[0].localeCompare(b[0]))) {
    console.log(`\n${key} (${list.length}):`);
    for (const l of list.slice(0, n)) console.log(`  ${l}`);
  }
}
