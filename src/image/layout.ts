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

/** Maps a rectangle of the OCR'd variant back to the uploaded (upright) image. */
export type RectMap = (r: Rect) => Rect;

const identity: RectMap = (r) => r;

function rectOf(b: Tesseract.Bbox): Rect {
  return { x0: b.x0, y0: b.y0, x1: b.x1, y1: b.y1 };
}

export function unionRect(a: Rect, b: Rect): Rect {
  return { x0: Math.min(a.x0, b.x0), y0: Math.min(a.y0, b.y0), x1: Math.max(a.x1, b.x1), y1: Math.max(a.y1, b.y1) };
}

/** Per-code-point boxes from the symbols, or null when they do not spell the word. */
function charBoxes(word: Tesseract.Word, chars: readonly string[], toImage: RectMap): Rect[] | null {
  const symbols = word.symbols ?? [];
  if (symbols.length === 0 || symbols.map((s) => s.text).join('') !== word.text) return null;
  const out: Rect[] = [];
  for (const s of symbols) {
    const box = toImage(rectOf(s.bbox));
    for (let k = Array.from(s.text).length; k > 0; k--) out.push(box);
  }
  return out.length === chars.length ? out : null;
}

/**
 * Flattens a tesseract page. `toImage` maps boxes of the OCR'd variant (scaled, deskewed) back to
 * the coordinates of the (upright) uploaded image.
 */
/** A gap wider than twice the taller word's height: separate fields, not words of one phrase. */
function isColumnGap(left: Rect, right: Rect): boolean {
  const height = Math.max(left.y1 - left.y0, right.y1 - right.y0);
  return right.x0 - left.x1 > 2 * height;
}

export function assembleText(page: Pick<Tesseract.Page, 'blocks'>, toImage: RectMap = identity): OcrText {
  const words: OcrWord[] = [];
  const lines: OcrLine[] = [];
  const parts: string[] = [];
  let offset = 0;
  for (const block of page.blocks ?? []) {
    for (const paragraph of block.paragraphs ?? []) {
      for (const line of paragraph.lines ?? []) {
        const lineWords = (line.words ?? []).filter((w) => typeof w.text === 'string' && w.text.trim() !== '');
        if (lineWords.length === 0) continue;
        if (lines.length > 0) {
          parts.push('\n');
          offset += 1;
        }
        const index = lines.length;
        const lineStart = offset;
        const firstPart = parts.length;
        let lineBox: Rect | null = null;
        let prevBox: Rect | null = null;
        lineWords.forEach((w, i) => {
          // Tesseract words carry no whitespace, but guard the "one character between words" invariant.
          const text = w.text.replace(/\s+/g, '');
          const box = toImage(rectOf(w.bbox));
          if (i > 0) {
            // A wide horizontal gap separates a form's label from its value, or table cells: a tab,
            // which no name crosses ("Department    Engineering" is a label and a value, not an organisation).
            parts.push(prevBox !== null && isColumnGap(prevBox, box) ? '\t' : ' ');
            offset += 1;
          }
          prevBox = box;
          const chars = Array.from(text);
          words.push({
            text,
            start: offset,
            end: offset + chars.length,
            line: index,
            box,
            chars: text === w.text ? charBoxes(w, chars, toImage) : null,
            confidence: w.confidence,
          });
          parts.push(text);
          offset += chars.length;
          lineBox = lineBox ? unionRect(lineBox, box) : box;
        });
        lines.push({ index, start: lineStart, end: offset, text: parts.slice(firstPart).join(''), box: lineBox! });
      }
    }
  }
  return { text: parts.join(''), words, lines };
}

export interface PageGeometry {
  /** Median word height in the page's pixels, corrected for skew; null without words. */
  medianWordHeight: number | null;
  /** Text skew in degrees, positive when lines descend to the right (clockwise); 0 if unknown. */
  skewDeg: number;
}

/**
 * Text size and skew of a page, for choosing the next pass. Skew is the length-weighted median of
 * the line baselines' slopes; a word's box on a skewed line is taller than its glyphs by about
 * width × tan(skew), which is taken off before the median.
 */
export function pageGeometry(page: Pick<Tesseract.Page, 'blocks'>): PageGeometry {
  const slopes: { slope: number; weight: number }[] = [];
  const lines: Tesseract.Line[] = [];
  for (const block of page.blocks ?? []) {
    for (const paragraph of block.paragraphs ?? []) {
      for (const line of paragraph.lines ?? []) {
        lines.push(line);
        const b = line.baseline;
        const dx = b ? b.x1 - b.x0 : 0;
        if (b && dx >= 40) slopes.push({ slope: (b.y1 - b.y0) / dx, weight: dx });
      }
    }
  }
  let slope = 0;
  if (slopes.length > 0) {
    slopes.sort((a, b) => a.slope - b.slope);
    const half = slopes.reduce((sum, s) => sum + s.weight, 0) / 2;
    let acc = 0;
    for (const s of slopes) {
      acc += s.weight;
      if (acc >= half) {
        slope = s.slope;
        break;
      }
    }
  }
  const heights: number[] = [];
  for (const line of lines) {
    for (const w of line.words ?? []) {
      // Layout-only pages have no text yet: count the symbols instead.
      const length = typeof w.text === 'string' ? w.text.trim().length : (w.symbols ?? []).length;
      if (length < 2) continue;
      const h = w.bbox.y1 - w.bbox.y0 - (w.bbox.x1 - w.bbox.x0) * Math.abs(slope);
      heights.push(Math.max(1, h));
    }
  }
  heights.sort((a, b) => a - b);
  return {
    medianWordHeight: heights.length === 0 ? null : heights[Math.floor(heights.length / 2)]!,
    skewDeg: (Math.atan(slope) * 180) / Math.PI,
  };
}
