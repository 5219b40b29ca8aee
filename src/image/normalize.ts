/**
 * Normalisation with sharp, shared by OCR and drawing:
 * - EXIF orientation applied first (`autoOrient`): tesseract's own handling produced garbage, and
 *   boxes must be in the coordinates of the image as displayed (which is also what redact returns).
 * - alpha flattened onto white, greyscale: what tesseract binarises best.
 * - decoded once to 8-bit grey pixels; the OCR variants (2× lanczos upscale for small text, or a
 *   downscale of huge images) are derived from those pixels, and boxes are scaled back.
 * Every decode passes limitInputPixels (a second guard after input.ts) and fails on corrupt data.
 */
import sharp from 'sharp';
import { ImageError } from './errors.ts';
import type { ImageInfo, ImageLimits } from './input.ts';

export interface GreyImage {
  /** 8-bit grey pixels, row-major, one byte per pixel. */
  data: Buffer;
  width: number;
  height: number;
}

/** Decodes the upload to upright greyscale on white. Throws ImageError 400 for corrupt or truncated data. */
export async function decodeGrey(buf: Uint8Array, info: ImageInfo, limits: ImageLimits): Promise<GreyImage> {
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

/**
 * The image tesseract gets, scaled by `scale` (lanczos3), optionally inverted. Encoded as binary
 * PNM (P5): leptonica reads it directly, with no compression on either side.
 */
export async function ocrVariant(img: GreyImage, scale: number, invert: boolean): Promise<{ pnm: Buffer; width: number; height: number }> {
  let pipeline = sharp(img.data, { raw: { width: img.width, height: img.height, channels: 1 } });
  if (scale !== 1) {
    pipeline = pipeline.resize({
      width: Math.max(1, Math.round(img.width * scale)),
      height: Math.max(1, Math.round(img.height * scale)),
      fit: 'fill',
      kernel: 'lanczos3',
    });
  }
  if (invert) pipeline = pipeline.negate();
  const { data, info } = await pipeline.greyscale().raw().toBuffer({ resolveWithObject: true });
  return { pnm: toPnm(data, info.width, info.height, info.channels), width: info.width, height: info.height };
}

/** Binary PNM (P5) of 8-bit pixels; only the first channel is kept. */
export function toPnm(data: Buffer, width: number, height: number, channels: number): Buffer {
  const pixels = channels === 1 ? data : firstChannel(data, channels);
  return Buffer.concat([Buffer.from(`P5\n${width} ${height}\n255\n`, 'latin1'), pixels]);
}
