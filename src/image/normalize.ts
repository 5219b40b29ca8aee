/**
 * Normalisation with sharp, shared by OCR and drawing:
 * - EXIF orientation applied first (`autoOrient`): tesseract's own handling produced garbage, and
 *   boxes must be in the coordinates of the image as displayed (which is also what redact returns).
 * - alpha flattened onto white, greyscale: what tesseract binarises best.
 * - decoded once to 8-bit grey pixels; the OCR variants (2× lanczos upscale for small text, a
 *   downscale of huge images, a deskewed or denoised scan) are derived from those pixels, and boxes
 *   are mapped back.
 * Every decode passes limitInputPixels (a second guard after input.ts) and fails on corrupt data.
 */
import { loadSharp } from './native.ts';
import { ImageError } from './errors.ts';
import type { ImageInfo, ImageLimits } from './input.ts';
import type { Rect, RectMap } from './layout.ts';

export interface GreyImage {
  /** 8-bit grey pixels, row-major, one byte per pixel. */
  data: Buffer;
  width: number;
  height: number;
}

/** Decodes the upload to upright greyscale on white. Throws ImageError 400 for corrupt or truncated data. */
export async function decodeGrey(buf: Uint8Array, info: ImageInfo, limits: ImageLimits): Promise<GreyImage> {
  const sharp = await loadSharp();
  try {
    const { data, info: out } = await sharp(buf, { limitInputPixels: limits.maxPixels, failOn: 'error' })
      .autoOrient()
      .flatten({ background: '#ffffff' })
      .greyscale()
      .raw()
      .toBuffer({ resolveWithObject: true });
    const grey = out.channels === 1 ? data : firstChannel(data, out.channels);
    return { data: grey, width: out.width, height: out.height };
  } catch (err) {
    if (err instanceof ImageError) throw err;
    throw new ImageError(`file is not a readable ${info.format.toUpperCase()} image (corrupt or truncated)`, 'corrupt_image', 400, {
      field: 'file',
      format: info.format,
    });
  }
}

function firstChannel(data: Buffer, channels: number): Buffer {
  const out = Buffer.allocUnsafe(data.length / channels);
  for (let i = 0, j = 0; j < out.length; i += channels, j++) out[j] = data[i]!;
  return out;
}

/** Mean brightness 0–255, sampled (a dark-background image is inverted before OCR). */
export function meanBrightness(img: GreyImage): number {
  const step = Math.max(1, Math.floor(img.data.length / 200_000));
  let sum = 0;
  let n = 0;
  for (let i = 0; i < img.data.length; i += step) {
    sum += img.data[i]!;
    n++;
  }
  return n === 0 ? 255 : sum / n;
}

export interface VariantSpec {
  /** Resize factor (lanczos3); 2 for small text, < 1 for huge images. */
  scale: number;
  /** Rotation in degrees, clockwise positive (deskewing a scan rotates by minus its skew). */
  angleDeg: number;
  /** Median filter window in variant pixels (0: none); removes speckle noise, keeps strokes. */
  median: number;
  /** Negate: light text on a dark background becomes dark on light, which tesseract reads best. */
  invert: boolean;
}

export interface OcrVariant {
  pnm: Buffer;
  width: number;
  height: number;
  /** Maps a rectangle of the variant back to the upright image (scale, then rotation undone). */
  toImage: RectMap;
}

/**
 * The image tesseract gets. Two sharp steps, because sharp applies rotation before resizing and
 * negation whatever the call order: scale (+ negate), then rotate onto white (+ median filter). Encoded as
 * binary PNM (P5): leptonica reads it directly, with no compression on either side.
 */
export async function ocrVariant(img: GreyImage, spec: VariantSpec): Promise<OcrVariant> {
  const sharp = await loadSharp();
  let step1 = sharp(img.data, { raw: { width: img.width, height: img.height, channels: 1 } });
  const w1 = Math.max(1, Math.round(img.width * spec.scale));
  const h1 = Math.max(1, Math.round(img.height * spec.scale));
  if (w1 !== img.width || h1 !== img.height) step1 = step1.resize({ width: w1, height: h1, fit: 'fill', kernel: 'lanczos3' });
  if (spec.invert) step1 = step1.negate();
  let out = await step1.greyscale().raw().toBuffer({ resolveWithObject: true });
  const fromScaled = (r: Rect): Rect => ({ x0: (r.x0 * img.width) / w1, y0: (r.y0 * img.height) / h1, x1: (r.x1 * img.width) / w1, y1: (r.y1 * img.height) / h1 });
  let toImage: RectMap = fromScaled;
  if (spec.angleDeg !== 0 || spec.median > 0) {
    let step2 = sharp(out.data, { raw: { width: out.info.width, height: out.info.height, channels: out.info.channels } });
    if (spec.angleDeg !== 0) step2 = step2.rotate(spec.angleDeg, { background: '#ffffff' });
    if (spec.median > 0) step2 = step2.median(spec.median);
    out = await step2.greyscale().raw().toBuffer({ resolveWithObject: true });
    if (spec.angleDeg !== 0) {
      const unrotate = rotationInverse(w1, h1, out.info.width, out.info.height, spec.angleDeg);
      toImage = (r) => fromScaled(unrotate(r));
    }
  }
  const grey = out.info.channels === 1 ? out.data : firstChannel(out.data, out.info.channels);
  const padded = padToMinimum(grey, out.info.width, out.info.height);
  return { pnm: toPnm(padded.data, padded.width, padded.height, 1), width: padded.width, height: padded.height, toImage };
}


/** Tesseract's Sauvola binarisation fails on images under a few dozen pixels ("whsize must be >= 2"). */
export const MIN_OCR_SIDE = 64;

/**
 * Extends a too small image with white to the right and below (so coordinates are unchanged):
 * a 1 × 1 upload must give "no text", not a failed OCR job and a restarted worker.
 */
function padToMinimum(data: Buffer, width: number, height: number): { data: Buffer; width: number; height: number } {
  if (width >= MIN_OCR_SIDE && height >= MIN_OCR_SIDE) return { data, width, height };
  const w = Math.max(width, MIN_OCR_SIDE);
  const h = Math.max(height, MIN_OCR_SIDE);
  const out = Buffer.alloc(w * h, 255);
  for (let y = 0; y < height; y++) data.copy(out, y * w, y * width, (y + 1) * width);
  return { data: out, width: w, height: h };
}

/**
 * Undoes a rotation by `angleDeg` (clockwise, y pointing down) about the image centre, onto an
 * expanded canvas of `w2` × `h2`: each corner of the rectangle is mapped back, and the result is
 * their bounding box — a little larger than the glyphs, which is the safe side for redaction.
 */
export function rotationInverse(w1: number, h1: number, w2: number, h2: number, angleDeg: number): RectMap {
  const a = (angleDeg * Math.PI) / 180;
  const cos = Math.cos(a);
  const sin = Math.sin(a);
  const point = (x: number, y: number): [number, number] => {
    const dx = x - w2 / 2;
    const dy = y - h2 / 2;
    return [w1 / 2 + dx * cos + dy * sin, h1 / 2 - dx * sin + dy * cos];
  };
  return (r) => {
    const corners = [point(r.x0, r.y0), point(r.x1, r.y0), point(r.x0, r.y1), point(r.x1, r.y1)];
    const xs = corners.map((c) => c[0]);
    const ys = corners.map((c) => c[1]);
    return { x0: Math.min(...xs), y0: Math.min(...ys), x1: Math.max(...xs), y1: Math.max(...ys) };
  };
}

/**
 * Binary PNM (P5) of 8-bit pixels; only the first channel is kept.
 *
 * The header carries a 512-byte comment on purpose: tesseract.js looks for an EXIF orientation tag
 * by matching a byte pattern anywhere in the first 500 bytes of the image, so ten crafted pixels at
 * the top left would make it rotate the page and read nothing (verified: a planted pattern turned
 * "Hello comment test 2024" into noise). The comment keeps pixels out of that window.
 */
export function toPnm(data: Buffer, width: number, height: number, channels: number): Buffer {
  const pixels = channels === 1 ? data : firstChannel(data, channels);
  return Buffer.concat([Buffer.from(`P5\n#${' '.repeat(511)}\n${width} ${height}\n255\n`, 'latin1'), pixels]);
}
