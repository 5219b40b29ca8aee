/**
 * Drawing the redaction: one SVG with every region, composited by sharp onto the upright image.
 *
 * - box: a filled rectangle.
 * - label: the rectangle plus the entity type name, centred, in DejaVu Sans Mono (installed here;
 *   the family list falls back to any monospace font elsewhere). librsvg ignores `textLength`, so
 *   the font size is computed from the box: a monospace advance is ~0.6 em.
 * - mask: the rectangle plus one mask character per hidden character.
 * The text drawn on top never carries PII: it is the type name or the mask character.
 */
import { loadSharp } from './native.ts';
import type { Region } from './boxes.ts';
import { ImageError } from './errors.ts';
import type { ImageInfo, ImageLimits } from './input.ts';

export type RedactOperator = 'box' | 'label' | 'mask';

export interface RedactStyle {
  operator: RedactOperator;
  /** `#rrggbb`. */
  fillColor: string;
  /** Exactly one character. */
  maskChar: string;
}

export const DEFAULT_STYLE: RedactStyle = { operator: 'box', fillColor: '#000000', maskChar: '*' };

const FONT_FAMILY = "'DejaVu Sans Mono', 'Liberation Mono', monospace";
const MONO_ADVANCE = 0.602; // DejaVu Sans Mono advance width per em

/** Validates and completes a style; throws ImageError 400 naming the field. */
export function resolveStyle(input: { operator?: unknown; fill_color?: unknown; mask_char?: unknown }): RedactStyle {
  const operator = input.operator ?? DEFAULT_STYLE.operator;
  if (operator !== 'box' && operator !== 'label' && operator !== 'mask') {
    throw new ImageError("operator must be one of 'box', 'label', 'mask'", 'invalid_option', 400, { field: 'operator', allowed: ['box', 'label', 'mask'] });
  }
  const fillColor = input.fill_color ?? DEFAULT_STYLE.fillColor;
  if (typeof fillColor !== 'string' || !/^#[0-9a-fA-F]{6}$/.test(fillColor)) {
    throw new ImageError('fill_color must be a colour #rrggbb', 'invalid_option', 400, { field: 'fill_color' });
  }
  const maskChar = input.mask_char ?? DEFAULT_STYLE.maskChar;
  if (typeof maskChar !== 'string' || Array.from(maskChar).length !== 1 || /[\p{C}\s]/u.test(maskChar)) {
    throw new ImageError('mask_char must be exactly one visible character', 'invalid_option', 400, { field: 'mask_char' });
  }
  return { operator, fillColor: fillColor.toLowerCase(), maskChar };
}

function escapeXml(s: string): string {
  return s.replace(/[<>&"']/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&apos;' })[c]!);
}

/** Black or white, whichever reads better on the fill. */
function textColour(fill: string): string {
  const n = parseInt(fill.slice(1), 16);
  const [r, g, b] = [(n >> 16) & 255, (n >> 8) & 255, n & 255];
  return 0.299 * r + 0.587 * g + 0.114 * b > 140 ? '#000000' : '#ffffff';
}

/** Centred text fitted into a box, or '' when the box is too small for a legible glyph. */
function fittedText(text: string, r: Region, ox: number, oy: number, colour: string): string {
  const n = Array.from(text).length;
  if (n === 0) return '';
  const size = Math.min(r.height * 0.75, (r.width * 0.94) / (n * MONO_ADVANCE));
  if (size < 5) return '';
  const cx = r.left - ox + r.width / 2;
  // Vertical centre of a digit/capital: the baseline sits ~0.36 em below the middle.
  const cy = r.top - oy + r.height / 2 + size * 0.36;
  return `<text x="${cx.toFixed(1)}" y="${cy.toFixed(1)}" font-family="${escapeXml(FONT_FAMILY)}" font-size="${size.toFixed(1)}" fill="${colour}" text-anchor="middle">${escapeXml(text)}</text>`;
}

/** The overlay SVG spanning `area` (the regions' bounding rectangle), in image pixels. */
export function redactionSvg(regions: readonly Region[], style: RedactStyle, area: { left: number; top: number; width: number; height: number }): string {
  const colour = textColour(style.fillColor);
  const parts: string[] = [`<svg xmlns="http://www.w3.org/2000/svg" width="${area.width}" height="${area.height}">`];
  for (const r of regions) {
    parts.push(`<rect x="${r.left - area.left}" y="${r.top - area.top}" width="${r.width}" height="${r.height}" fill="${style.fillColor}" shape-rendering="crispEdges"/>`);
    if (style.operator === 'label') parts.push(fittedText(r.entity_type, r, area.left, area.top, colour));
    else if (style.operator === 'mask') parts.push(fittedText(style.maskChar.repeat(Math.max(1, r.chars)), r, area.left, area.top, colour));
  }
  parts.push('</svg>');
  return parts.join('');
}

/**
 * The redacted image as PNG: upright (EXIF orientation applied, so its dimensions are the
 * displayed ones), alpha kept, metadata (EXIF, GPS, comments) dropped.
 */
export async function renderRedacted(buf: Uint8Array, info: ImageInfo, limits: ImageLimits, regions: readonly Region[], style: RedactStyle): Promise<Buffer> {
  const sharp = await loadSharp();
  let pipeline = sharp(buf, { limitInputPixels: limits.maxPixels, failOn: 'error' }).autoOrient();
  if (regions.length > 0) {
    const left = Math.min(...regions.map((r) => r.left));
    const top = Math.min(...regions.map((r) => r.top));
    const right = Math.max(...regions.map((r) => r.left + r.width));
    const bottom = Math.max(...regions.map((r) => r.top + r.height));
    const area = { left, top, width: right - left, height: bottom - top };
    // The SVG covers only the regions' bounding rectangle: on a large photo with one small entity
    // librsvg rasterises a few kilopixels, not the whole image.
    pipeline = pipeline.composite([{ input: Buffer.from(redactionSvg(regions, style, area)), left, top }]);
    // Compositing an SVG adds an alpha channel; an opaque input stays opaque (and smaller).
    if (!info.hasAlpha) pipeline = pipeline.removeAlpha();
  }
  try {
    return await pipeline.png({ compressionLevel: 6 }).toBuffer();
  } catch {
    throw new ImageError(`file is not a readable ${info.format.toUpperCase()} image (corrupt or truncated)`, 'corrupt_image', 400, { field: 'file', format: info.format });
  }
}
