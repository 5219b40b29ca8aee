/**
 * Text assembly: tesseract's blocks → paragraphs → lines → words flattened into one string the
 * text engine analyses, with every word's code-point offsets and boxes kept.
 *
 * The string is built here (words joined by one space, lines by "\n") rather than taken from
 * tesseract's own `text`, whose whitespace differs and cannot be mapped back to words reliably.
 */
import type Tesseract from 'tesseract.js';

/** Axis-aligned rectangle in pixels: [x0, x1) × [y0, y1). */
export interface Rect {
  x0: number;
  y0: number;
  x1: number;
  y1: number;
}

export interface OcrWord {
  text: string;
  /** Code-point offsets of the word in the assembled text. */
  start: number;
  end: number;
  line: number;
  box: Rect;
  /**
   * One rectangle per code point of `text`, when tesseract's symbols spell out the word exactly;
   * null otherwise (a partially covered word is then covered whole).
   */
  chars: Rect[] | null;
  confidence: number;
}

export interface OcrLine {
  index: number;
  /** Code-point offsets of the line in the assembled text (without the "\n"). */
  start: number;
  end: number;
  text: string;
  box: Rect;
}

export interface OcrText {
  text: string;
  words: OcrWord[];
  lines: OcrLine[];
}

function scaled(b: Tesseract.Bbox, scale: number): Rect {
  return { x0: b.x0 / scale, y0: b.y0 / scale, x1: b.x1 / scale, y1: b.y1 / scale };
}

export function unionRect(a: Rect, b: Rect): Rect {
  return { x0: Math.min(a.x0, b.x0), y0: Math.min(a.y0, b.y0), x1: Math.max(a.x1, b.x1), y1: Math.max(a.y1, b.y1) };
}

/** Per-code-point boxes from the symbols, or null when they do not spell the word. */
function charBoxes(word: Tesseract.Word, chars: readonly string[], scale: number): Rect[] | null {
  const symbols = word.symbols ?? [];
  if (symbols.length === 0 || symbols.map((s) => s.text).join('') !== word.text) return null;
  const out: Rect[] = [];
  for (const s of symbols) {
    const box = scaled(s.bbox, scale);
    for (let k = Array.from(s.text).length; k > 0; k--) out.push(box);
  }
  return out.length === chars.length ? out : null;
}

/**
 * Flattens a tesseract page. `scale` is OCR pixels per output pixel: boxes are divided by it, so
 * they are in the coordinates of the (upright) uploaded image.
 */
export function assembleText(page: Pick<Tesseract.Page, 'blocks'>, scale = 1): OcrText {
  const words: OcrWord[] = [];
  const lines: OcrLine[] = [];
  const parts: string[] = [];
  let offset = 0;
  for (const block of page.blocks ?? []) {
    for (const paragraph of block.paragraphs ?? []) {
      for (const line of paragraph.lines ?? []) {
        const lineWords = (line.words ?? []).filter((w) => w.text.trim() !== '');
        if (lineWords.length === 0) continue;
        if (lines.length > 0) {
          parts.push('\n');
          offset += 1;
        }
        const index = lines.length;
        const lineStart = offset;
        let lineBox: Rect | null = null;
        const texts: string[] = [];
        lineWords.forEach((w, i) => {
          // Tesseract words carry no whitespace, but guard the "one space between words" invariant.
          const text = w.text.replace(/\s+/g, '');
          if (i > 0) {
            parts.push(' ');
            offset += 1;
          }
          const chars = Array.from(text);
          const box = scaled(w.bbox, scale);
          words.push({
            text,
            start: offset,
            end: offset + chars.length,
            line: index,
            box,
            chars: text === w.text ? charBoxes(w, chars, scale) : null,
            confidence: w.confidence,
          });
          parts.push(text);
          texts.push(text);
          offset += chars.length;
          lineBox = lineBox ? unionRect(lineBox, box) : box;
        });
        lines.push({ index, start: lineStart, end: offset, text: texts.join(' '), box: lineBox! });
      }
    }
  }
  return { text: parts.join(''), words, lines };
}

/** Median height of the words, in the page's own pixels (before scaling). */
export function medianWordHeight(page: Pick<Tesseract.Page, 'blocks'>): number | null {
  const heights: number[] = [];
  for (const block of page.blocks ?? []) {
    for (const paragraph of block.paragraphs ?? []) {
      for (const line of paragraph.lines ?? []) {
        for (const w of line.words ?? []) {
          if (w.text.trim().length >= 2) heights.push(w.bbox.y1 - w.bbox.y0);
        }
      }
    }
  }
  if (heights.length === 0) return null;
  heights.sort((a, b) => a - b);
  return heights[Math.floor(heights.length / 2)]!;
}
