/**
 * Runs the text engine on OCR output, with two corrections that only matter for OCR text:
 *
 * 1. Digit confusions. OCR reads 0 as O, 1 as l or I, 5 as S inside numbers (`l23-45-6789`), and
 *    the numeric recognizers then miss them. A same-length "digit-normalised" shadow of the text,
 *    with confusable letters replaced only inside number-like groups, is analysed as well; its
 *    entities are merged in. Same length means its offsets are valid in the original text.
 * 2. Line breaks. OCR lines are not always in reading order, and a pattern allowed to run across a
 *    "\n" can glue a number to an unrelated one below it. An entity crossing a line break is
 *    dropped, and the lines it touched are analysed one by one instead.
 */
import { analyzeValidated, type AnalyzeOptions, type DetectedEntity, type RunLimits } from '../engine/index.ts';
import type { OcrText } from './layout.ts';

/** Letters OCR reads in place of digits. */
const CONFUSABLE: Readonly<Record<string, string>> = {
  O: '0', o: '0', Q: '0', D: '0',
  I: '1', l: '1', i: '1', '|': '1', '!': '1',
  Z: '2', z: '2',
  A: '4',
  S: '5', s: '5',
  G: '6', b: '6',
  T: '7',
  B: '8',
  g: '9', q: '9',
};

/** Characters that may appear inside a formatted number (phone, SSN, card, date). */
const SEPARATOR = /[-./()+#,:]/;
const DIGIT = /[0-9]/;

/**
 * The shadow: inside each group of space-separated tokens that consist only of digits, confusable
 * letters and separators, confusables become digits when real digits dominate the group (at least
 * 4 digits and twice as many digits as confusables). Everything else is unchanged, so ordinary
 * words ("SOS", "Illinois", "ISO") never change.
 */
export function digitShadow(text: string): string {
  const out = text.split('');
  // Tokens: maximal runs of non-whitespace, grouped while separated by single spaces on one line.
  const token = /\S+/g;
  let group: { start: number; end: number }[] = [];
  let lastEnd = -2;
  const flush = () => {
    let digits = 0;
    let confusables = 0;
    for (const t of group) {
      for (let i = t.start; i < t.end; i++) {
        const c = text[i]!;
        if (DIGIT.test(c)) digits++;
        else if (c in CONFUSABLE) confusables++;
      }
    }
    if (confusables > 0 && digits >= 4 && digits >= 2 * confusables) {
      for (const t of group) for (let i = t.start; i < t.end; i++) out[i] = CONFUSABLE[text[i]!] ?? text[i]!;
    }
    group = [];
  };
  let m: RegExpExecArray | null;
  while ((m = token.exec(text)) !== null) {
    const start = m.index;
    const end = start + m[0].length;
    const numeric = Array.from(m[0]).every((c) => DIGIT.test(c) || c in CONFUSABLE || SEPARATOR.test(c)) && /[0-9A-Za-z|!]/.test(m[0]);
    if (!numeric) {
      flush();
      lastEnd = -2;
      continue;
    }
    if (group.length > 0 && !(start === lastEnd + 1 && text[lastEnd] === ' ')) flush();
    group.push({ start, end });
    lastEnd = end;
  }
  flush();
  return out.join('');
}

export interface TextEntity extends DetectedEntity {
  /** The OCR line the entity lies on. */
  line: number;
}

const overlaps = (a: { start: number; end: number }, b: { start: number; end: number }) => a.start < b.end && b.start < a.end;

/** Entities of one string, none crossing a line break (those are re-detected line by line). */
function detectInLines(text: string, ocr: OcrText, options: AnalyzeOptions, limits: RunLimits | undefined): DetectedEntity[] {
  const { entities } = analyzeValidated(text, options, limits);
  const kept: DetectedEntity[] = [];
  const redo = new Set<number>();
  const lineOf = (cp: number) => lineIndexAt(ocr, cp);
  for (const e of entities) {
    const first = lineOf(e.start);
    const last = lineOf(e.end - 1);
    if (first === last) kept.push(e);
    else for (let l = first; l <= last; l++) redo.add(l);
  }
  if (redo.size === 0) return kept;
  const chars = Array.from(text);
  for (const l of redo) {
    const line = ocr.lines[l]!;
    const lineText = chars.slice(line.start, line.end).join('');
    for (const e of analyzeValidated(lineText, options, limits).entities) {
      const shifted = { ...e, start: e.start + line.start, end: e.end + line.start };
      if (!kept.some((k) => overlaps(k, shifted))) kept.push(shifted);
    }
  }
  return kept;
}

/** Index of the line containing code point `cp` (binary search over line starts). */
function lineIndexAt(ocr: OcrText, cp: number): number {
  let lo = 0;
  let hi = ocr.lines.length - 1;
  while (lo < hi) {
    const mid = (lo + hi + 1) >> 1;
    if (ocr.lines[mid]!.start <= cp) lo = mid;
    else hi = mid - 1;
  }
  return lo;
}

/**
 * Entities in the OCR text, ordered by start. Shadow-only finds report the digit-normalised text
 * (what the recognizer matched, e.g. `123-45-6789` for an OCR reading of `l23-45-6789`).
 * `limits` are the text requests' run-time budgets (matches, result size, time), which bound ad hoc
 * patterns here as they do on text: each detection pass is one budgeted run.
 */
export function detectEntities(ocr: OcrText, options: AnalyzeOptions, limits?: RunLimits): TextEntity[] {
  if (ocr.text === '') return [];
  const found = detectInLines(ocr.text, ocr, options, limits);
  const shadow = digitShadow(ocr.text);
  if (shadow !== ocr.text) {
    for (const e of detectInLines(shadow, ocr, options, limits)) {
      const covered = found.some((f) => f.start <= e.start && f.end >= e.end);
      if (covered) continue;
      // A shadow entity that contains original ones (a card the text engine only saw part of)
      // replaces them; one that partially overlaps is added too: redaction errs on covering more.
      for (let i = found.length - 1; i >= 0; i--) {
        const f = found[i]!;
        if (e.start <= f.start && e.end >= f.end) found.splice(i, 1);
      }
      found.push(e);
    }
  }
  return found
    .sort((a, b) => a.start - b.start || b.end - a.end)
    .map((e) => ({ ...e, line: lineIndexAt(ocr, e.start) }));
}
