/**
 * Span → boxes. An entity covers the words its code-point span overlaps. A fully covered word
 * contributes its box; a partially covered one the boxes of the covered characters when tesseract's
 * symbols spell the word exactly, else the whole word (over-redact, never leak). One box per entity
 * per line, padded and clamped to the image.
 */
import type { OcrText, OcrWord, Rect } from './layout.ts';
import { unionRect } from './layout.ts';

export interface PixelBox {
  left: number;
  top: number;
  width: number;
  height: number;
}

export interface EntitySpan {
  entity_type: string;
  text: string;
  score: number;
  start: number;
  end: number;
}

export interface Region extends PixelBox {
  entity_type: string;
  text: string;
  score: number;
  /** Code points of the entity hidden under this box (for the mask operator). */
  chars: number;
}

export interface BoxOptions {
  /** Image size: boxes are clamped to it. */
  width: number;
  height: number;
  /** Minimum padding on every side, in pixels (≥ 2). */
  pad: number;
}

/** The part of `word` covered by code points [start, end) of the text. */
function coveredRect(word: OcrWord, start: number, end: number): Rect {
  const a = Math.max(start, word.start) - word.start;
  const b = Math.min(end, word.end) - word.start;
  const length = word.end - word.start;
  if ((a === 0 && b === length) || !word.chars) return word.box;
  const chars = word.chars;
  let x0 = chars[a]!.x0;
  let x1 = chars[b - 1]!.x1;
  // Symbol boxes are tight and sometimes a pixel short: extend to half-way to the uncovered
  // neighbours so no sliver of a covered glyph stays visible.
  if (a > 0) x0 = Math.min(x0, (chars[a - 1]!.x1 + x0) / 2);
  else x0 = word.box.x0;
  if (b < length) x1 = Math.max(x1, (x1 + chars[b]!.x0) / 2);
  else x1 = word.box.x1;
  // Vertically the word's extent: symbol boxes of "o" or "-" are much shorter than the word.
  return { x0, y0: word.box.y0, x1, y1: word.box.y1 };
}

/** Boxes of one entity: one per OCR line it lies on. */
export function entityRects(ocr: OcrText, span: { start: number; end: number }): { line: number; rect: Rect; chars: number }[] {
  const byLine = new Map<number, { rect: Rect; chars: number }>();
  for (const w of ocr.words) {
    if (w.end <= span.start || w.start >= span.end) continue;
    const rect = coveredRect(w, span.start, span.end);
    const chars = Math.min(span.end, w.end) - Math.max(span.start, w.start);
    const prev = byLine.get(w.line);
    byLine.set(w.line, prev ? { rect: unionRect(prev.rect, rect), chars: prev.chars + chars + 1 } : { rect, chars });
  }
  return [...byLine.entries()].sort((a, b) => a[0] - b[0]).map(([line, v]) => ({ line, ...v }));
}

/** Pads, rounds outwards and clamps a rectangle; null when nothing of it lies inside the image. */
export function toPixelBox(rect: Rect, options: BoxOptions): PixelBox | null {
  const height = rect.y1 - rect.y0;
  // Padding grows with the text: JPEG ringing and anti-aliasing reach further around large glyphs.
  const pad = options.pad + Math.ceil(height * 0.08);
  const x0 = Math.max(0, Math.floor(rect.x0 - pad));
  const y0 = Math.max(0, Math.floor(rect.y0 - pad));
  const x1 = Math.min(options.width, Math.ceil(rect.x1 + pad));
  const y1 = Math.min(options.height, Math.ceil(rect.y1 + pad));
  if (x1 <= x0 || y1 <= y0) return null;
  return { left: x0, top: y0, width: x1 - x0, height: y1 - y0 };
}

/** Every entity as pixel regions, in entity order then line order. */
export function entityRegions(ocr: OcrText, entities: readonly EntitySpan[], options: BoxOptions): Region[] {
  const regions: Region[] = [];
  for (const e of entities) {
    for (const { rect, chars } of entityRects(ocr, e)) {
      const box = toPixelBox(rect, options);
      if (box) regions.push({ entity_type: e.entity_type, text: e.text, score: e.score, chars, ...box });
    }
  }
  return regions;
}
