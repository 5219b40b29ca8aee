/**
 * The image adapter end to end: check → decode → OCR → text engine → boxes (→ drawing).
 * Pure orchestration over the pieces in this folder; the OCR pool is passed in by the caller
 * (the service owns one for the process, tests and the bench their own).
 */
import { analyze, type AnalyzeOptions } from '../engine/index.ts';
import { entityRegions, type Region } from './boxes.ts';
import { detectEntities } from './detect.ts';
import { DEFAULT_IMAGE_LIMITS, inspectImage, type ImageInfo, type ImageLimits } from './input.ts';
import { assembleText, medianWordHeight, type OcrText } from './layout.ts';
import { decodeGrey, meanBrightness, ocrVariant } from './normalize.ts';
import type { OcrPool } from './ocr-pool.ts';
import { renderRedacted, resolveStyle, type RedactStyle } from './render.ts';

export type ImageAnalyzeOptions = Pick<AnalyzeOptions, 'language' | 'entities' | 'score_threshold' | 'allow_list' | 'context' | 'ad_hoc_recognizers'>;

export interface OcrSettings {
  /** Images are OCR'd at most this large (pixels); bigger ones are downscaled and boxes scaled back. */
  maxOcrPixels: number;
  /** Median word height (OCR pixels) under which the image is OCR'd again at 2× (lanczos). */
  upscaleBelowPx: number;
}

export const DEFAULT_OCR_SETTINGS: OcrSettings = { maxOcrPixels: 12_000_000, upscaleBelowPx: 13 };

export interface ImageEnv {
  pool: OcrPool;
  limits?: ImageLimits;
  ocr?: Partial<OcrSettings>;
  /** Schedule this request's OCR ahead of others (plans with priority). */
  priority?: boolean;
}

/** An entity as the API reports it: one per entity per text line, in pixels of the upright image. */
export interface ImageEntity {
  entity_type: string;
  text: string;
  score: number;
  left: number;
  top: number;
  width: number;
  height: number;
}

export interface ImageAnalysis {
  entities: ImageEntity[];
  /** Seconds, wall clock, including queueing for a worker. */
  processing_time: number;
  /** Dimensions of the upright image the boxes refer to. */
  width: number;
  height: number;
  format: ImageInfo['format'];
  /** What OCR read (contains the PII; for diagnostics and tests, not for API responses). */
  ocr: OcrText & { scale: number; inverted: boolean; passes: number };
  regions: Region[];
}

function seconds(startedNs: bigint): number {
  return Math.round(Number(process.hrtime.bigint() - startedNs) / 1e6) / 1000;
}

/** OCR with the settings that measured best: Sauvola, plus a 2× pass when the text is small. */
async function readText(buf: Uint8Array, info: ImageInfo, env: ImageEnv, limits: ImageLimits): Promise<ImageAnalysis['ocr'] & { width: number; height: number }> {
  const settings = { ...DEFAULT_OCR_SETTINGS, ...env.ocr };
  const grey = await decodeGrey(buf, info, limits);
  const pixels = grey.width * grey.height;
  // Light text on a dark background: tesseract binarises dark-on-light best.
  const inverted = meanBrightness(grey) < 100;
  const base = pixels > settings.maxOcrPixels ? Math.sqrt(settings.maxOcrPixels / pixels) : 1;
  const run = async (scale: number) => {
    const variant = await ocrVariant(grey, scale, inverted);
    return env.pool.recognize(variant.pnm, { pixels: variant.width * variant.height, ...(env.priority ? { priority: true } : {}) });
  };
  let scale = base;
  let page = await run(scale);
  let passes = 1;
  const median = medianWordHeight(page);
  // No words at all on a small image may be text too small to find: try larger as well.
  const small = median === null ? pixels <= 2_000_000 : median < settings.upscaleBelowPx;
  if (small) {
    const up = Math.min(base * 2, Math.sqrt(settings.maxOcrPixels / pixels));
    if (up > base * 1.15) {
      scale = up;
      page = await run(scale);
      passes = 2;
    }
  }
  return { ...assembleText(page, scale), scale, inverted, passes, width: grey.width, height: grey.height };
}

/** Finds PII in a PNG/JPEG. Throws ImageError (input, OCR) or EngineError (options) — both typed. */
export async function analyzeImage(buf: Uint8Array, options: ImageAnalyzeOptions, env: ImageEnv): Promise<ImageAnalysis> {
  const started = process.hrtime.bigint();
  const limits = env.limits ?? DEFAULT_IMAGE_LIMITS;
  const info = await inspectImage(buf, limits);
  // Refuse bad options (language, entity names, threshold, ad hoc regexes) before paying for OCR.
  analyze('', options);
  const ocr = await readText(buf, info, env, limits);
  const { width, height, ...ocrText } = ocr;
  const found = detectEntities(ocrText, options);
  const regions = entityRegions(ocrText, found, { width, height, pad: info.format === 'jpeg' ? 4 : 2 });
  return {
    entities: regions.map((r) => ({ entity_type: r.entity_type, text: r.text, score: r.score, left: r.left, top: r.top, width: r.width, height: r.height })),
    processing_time: seconds(started),
    width,
    height,
    format: info.format,
    ocr: ocrText,
    regions,
  };
}

export interface RedactOptions extends ImageAnalyzeOptions {
  operator?: unknown;
  fill_color?: unknown;
  mask_char?: unknown;
}

export interface ImageRedaction {
  /** PNG, upright, same dimensions as `width` × `height`. */
  png: Buffer;
  analysis: ImageAnalysis;
  style: RedactStyle;
  processing_time: number;
}

/** Finds PII and returns the image with every detected entity covered. */
export async function redactImage(buf: Uint8Array, options: RedactOptions, env: ImageEnv): Promise<ImageRedaction> {
  const started = process.hrtime.bigint();
  const style = resolveStyle(options); // refuse a bad style before paying for OCR
  const analysis = await analyzeImage(buf, options, env);
  const limits = env.limits ?? DEFAULT_IMAGE_LIMITS;
  const info = await inspectImage(buf, limits);
  const png = await renderRedacted(buf, info, limits, analysis.regions, style);
  return { png, analysis, style, processing_time: seconds(started) };
}
