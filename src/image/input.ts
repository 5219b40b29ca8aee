/**
 * Input checking before any pixel is decoded: the type comes from the bytes (never the file name),
 * the byte and pixel limits from the header. A PNG declaring 100,000 × 100,000 pixels is refused
 * from its 33-byte header, without allocating the 10 GB it asks for.
 */
import type { Metadata } from 'sharp';
import { loadSharp } from './native.ts';
import { ImageError } from './errors.ts';

export type ImageFormat = 'png' | 'jpeg';

export interface ImageLimits {
  /** Largest accepted file, in bytes. */
  maxBytes: number;
  /** Largest accepted image, in pixels (width × height as stored). */
  maxPixels: number;
  /** Longest accepted side in pixels (OCR reads at most OCR_MAX_SIDE; a longer strip cannot be read). */
  maxSide: number;
}

/**
 * Longest side tesseract is given. Its own limit is 32,767 px ("Input image too large", then a WASM
 * abort); the margin leaves room for the canvas growth of a deskew rotation.
 */
export const OCR_MAX_SIDE = 32_000;

export const DEFAULT_IMAGE_LIMITS: ImageLimits = { maxBytes: 10 * 1024 * 1024, maxPixels: 40_000_000, maxSide: OCR_MAX_SIDE };

export interface ImageInfo {
  format: ImageFormat;
  bytes: number;
  /** Dimensions as stored in the file. */
  width: number;
  height: number;
  /** EXIF orientation 1–8 (1 when absent). */
  orientation: number;
  /** Dimensions as displayed, i.e. after the EXIF orientation is applied (5–8 swap the axes). */
  displayWidth: number;
  displayHeight: number;
  hasAlpha: boolean;
}

const PNG_MAGIC = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** The format by magic bytes; for refused types a short name for the error message. */
export function sniffFormat(buf: Uint8Array): ImageFormat | { other: string } {
  const b = Buffer.from(buf.buffer, buf.byteOffset, buf.byteLength);
  if (b.length >= 8 && b.subarray(0, 8).equals(PNG_MAGIC)) return 'png';
  if (b.length >= 3 && b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff) return 'jpeg';
  const head = b.subarray(0, 16).toString('latin1');
  if (head.startsWith('GIF87a') || head.startsWith('GIF89a')) return { other: 'gif' };
  if (head.startsWith('RIFF') && head.slice(8, 12) === 'WEBP') return { other: 'webp' };
  if (head.startsWith('BM')) return { other: 'bmp' };
  if (head.startsWith('II*\0') || head.startsWith('MM\0*')) return { other: 'tiff' };
  if (head.startsWith('%PDF')) return { other: 'pdf' };
  if (head.slice(4, 12) === 'ftypheic' || head.slice(4, 12) === 'ftypavif' || head.slice(4, 12) === 'ftypmif1') return { other: 'heif' };
  if (/^\s*</.test(head)) return { other: 'xml/svg' };
  return { other: 'unknown' };
}

/** Validates the upload and reads its header. Throws ImageError (400/413/415); never decodes pixels. */
export async function inspectImage(buf: Uint8Array, limits: ImageLimits = DEFAULT_IMAGE_LIMITS): Promise<ImageInfo> {
  if (buf.byteLength === 0) throw new ImageError('file is empty', 'empty_file', 400, { field: 'file' });
  if (buf.byteLength > limits.maxBytes) {
    throw new ImageError(`file must be at most ${limits.maxBytes} bytes`, 'file_too_large', 413, {
      field: 'file',
      limit_bytes: limits.maxBytes,
      bytes: buf.byteLength,
    });
  }
  const sniffed = sniffFormat(buf);
  if (typeof sniffed !== 'string') {
    throw new ImageError('file must be a PNG or JPEG image', 'unsupported_type', 415, {
      field: 'file',
      detected: sniffed.other,
      supported: ['png', 'jpeg'],
    });
  }
  let meta: Metadata;
  try {
    // metadata() parses the header only. The pixel limit is checked below, with our own message;
    // every decoding pipeline passes limitInputPixels as well, as a second guard.
    const sharp = await loadSharp();
    meta = await sharp(buf, { limitInputPixels: false }).metadata();
  } catch {
    throw new ImageError(`file is not a readable ${sniffed.toUpperCase()} image`, 'corrupt_image', 400, { field: 'file', format: sniffed });
  }
  const { width, height } = meta;
  if (meta.format !== sniffed || !(width > 0) || !(height > 0)) {
    throw new ImageError(`file is not a readable ${sniffed.toUpperCase()} image`, 'corrupt_image', 400, { field: 'file', format: sniffed });
  }
  if (width * height > limits.maxPixels) {
    throw new ImageError(`image must be at most ${limits.maxPixels} pixels`, 'too_many_pixels', 413, {
      field: 'file',
      limit_pixels: limits.maxPixels,
      width,
      height,
    });
  }
  if (width > limits.maxSide || height > limits.maxSide) {
    throw new ImageError(`image sides must be at most ${limits.maxSide} pixels (got ${width} × ${height})`, 'side_too_long', 413, {
      field: 'file',
      limit_side: limits.maxSide,
      width,
      height,
    });
  }
  const orientation = meta.orientation !== undefined && meta.orientation >= 1 && meta.orientation <= 8 ? meta.orientation : 1;
  const swap = orientation >= 5;
  return {
    format: sniffed,
    bytes: buf.byteLength,
    width,
    height,
    orientation,
    displayWidth: swap ? height : width,
    displayHeight: swap ? width : height,
    hasAlpha: meta.hasAlpha,
  };
}
