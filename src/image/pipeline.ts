/**
 * The image adapter end to end: check → decode → OCR → text engine → boxes (→ drawing).
 * Pure orchestration over the pieces in this folder; the OCR pool is passed in by the caller
 * (the service owns one for the process, tests and the bench their own).
 */
import type Tesseract from 'tesseract.js';
import { resolveOptions, type AnalyzeOptions, type RunLimits } from '../engine/index.ts';
import { entityRegions, type Region } from './boxes.ts';
import { detectEntities } from './detect.ts';
import { DEFAULT_IMAGE_LIMITS, inspectImage, OCR_MAX_SIDE, type ImageInfo, type ImageLimits } from './input.ts';
import { assembleText, pageGeometry, type OcrText } from './layout.ts';
import { decodeGrey, meanBrightness, ocrVariant, type VariantSpec } from './normalize.ts';
import type { OcrPool } from './ocr-pool.ts';
import { renderRedacted, resolveStyle, type RedactStyle } from './render.ts';

export type ImageAnalyzeOptions = Pick<AnalyzeOptions, 'language' | 'entities' | 'score_threshold' | 'allow_list' | 'context' | 'ad_hoc_recognizers'>;

export interface OcrSettings {
  /** Images are OCR'd at most this large (pixels); bigger ones are downscaled and boxes scaled back. */
  maxOcrPixels: number;
  /** Median word height (OCR pixels) under which the image is read at 2× (lanczos). */
  upscaleBelowPx: number;
  /** Page confidence (0–100) under which a denoised (median-filtered) reading is tried as well. */
  retryBelowConfidence: number;
  /** Skew (degrees) above which a scan is straightened before it is read. */
  deskewAboveDeg: number;
}

export const DEFAULT_OCR_SETTINGS: OcrSettings = { maxOcrPixels: 12_000_000, upscaleBelowPx: 13, retryBelowConfidence: 85, deskewAboveDeg: 0.5 };

export interface ImageEnv {
  pool: OcrPool;
  limits?: ImageLimits;
  ocr?: Partial<OcrSettings>;
  /** Schedule this request's OCR ahead of others (plans with priority). */
  priority?: boolean;
  /** Budgets of the detection on the OCR text (the service passes those of text requests); none: unbounded, as offline. */
  detectionLimits?: RunLimits;
  /** Sees the OCR text before detection and throws to refuse it (the service's up-front work budget). */
  checkText?: (text: string) => void;
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
  /** The upload's header: stored size, EXIF orientation, alpha. */
  info: ImageInfo;
  /**
   * What OCR read (contains the PII; for diagnostics and tests, not for API responses). `passes`
   * counts recognitions (the layout probe before them is not counted).
   */
  ocr: OcrText & { scale: number; deskewDeg: number; denoised: boolean; inverted: boolean; passes: number };
  regions: Region[];
}

function seconds(startedNs: bigint): number {
  return Math.round(Number(process.hrtime.bigint() - startedNs) / 1e6) / 1000;
}

/**
 * How much text a reading got right, to choose between passes: confidently read characters.
 * Mean confidence alone would prefer a reading that kept one clean line and dropped the rest.
 */
function readingQuality(page: Tesseract.Page): number {
  let q = 0;
  for (const block of page.blocks ?? []) {
    for (const paragraph of block.paragraphs ?? []) {
      for (const line of paragraph.lines ?? []) {
        for (const w of line.words ?? []) q += Math.max(0, w.confidence - 50) * w.text.length;
      }
    }
  }
  return q;
}

/** Tesseract parameters for the denoising retry (see readText). */
const NOISY_PAGE_PARAMETERS: Record<string, string> = { textord_heavy_nr: '0', thresholding_kfactor: '0.5' };

/**
 * OCR with the settings that measured best (Sauvola, heavy noise removal):
 * 0. page layout only (no recognition, ~1/10 of the cost) to measure the text: median word height
 *    and the skew of the baselines;
 * 1. recognition, 2× lanczos when the text is small (median word height under `upscaleBelowPx`:
 *    measured on DejaVu Sans/Serif/Mono at 10–18 px, 2× read 9/9 PII values at every size, 1× lost
 *    some at ≤ 13 px, and monospace even at 14–16 px), and deskewed when the baselines are off by
 *    more than `deskewAboveDeg` (a 2.5° scan read "345.71-2046" for an SSN until straightened);
 * 2. when the page confidence stays under `retryBelowConfidence` (speckled or textured
 *    backgrounds): enlarged, median-filtered, with a stricter Sauvola factor and without heavy
 *    noise removal (which on such a page also removes the dots of an e-mail address). The reading
 *    with more confidently read characters wins. On the speckled test image: PII 2/5 → 5/5.
 */
async function readText(buf: Uint8Array, info: ImageInfo, env: ImageEnv, limits: ImageLimits): Promise<ImageAnalysis['ocr'] & { width: number; height: number }> {
  const settings = { ...DEFAULT_OCR_SETTINGS, ...env.ocr };
  const grey = await decodeGrey(buf, info, limits);
  const pixels = grey.width * grey.height;
  const invert = meanBrightness(grey) < 100;
  // Tesseract refuses a side over 32,767 px (with a WASM abort): no variant may grow past OCR_MAX_SIDE.
  const sideCap = OCR_MAX_SIDE / Math.max(grey.width, grey.height);
  const base = Math.min(pixels > settings.maxOcrPixels ? Math.sqrt(settings.maxOcrPixels / pixels) : 1, sideCap);
  const upscaled = Math.min(base * 2, Math.sqrt(settings.maxOcrPixels / pixels), sideCap);
  const job = (params?: Record<string, string>, layoutOnly = false) => ({
    ...(env.priority ? { priority: true } : {}),
    ...(params ? { params } : {}),
    ...(layoutOnly ? { layoutOnly } : {}),
  });
  const run = async (spec: Omit<VariantSpec, 'invert'>, params?: Record<string, string>) => {
    const variant = await ocrVariant(grey, { ...spec, invert });
    const page = await env.pool.recognize(variant.pnm, { pixels: variant.width * variant.height, ...job(params) });
    return { page, spec, toImage: variant.toImage };
  };

  const probe = await ocrVariant(grey, { scale: base, angleDeg: 0, median: 0, invert });
  const layout = await env.pool.recognize(probe.pnm, { pixels: probe.width * probe.height, ...job(undefined, true) });
  const geometry = pageGeometry(layout);
  // No words at all on a small image may be text too small to find: read it enlarged.
  const small = geometry.medianWordHeight === null ? pixels <= 2_000_000 : geometry.medianWordHeight < settings.upscaleBelowPx;
  const skewed = Math.abs(geometry.skewDeg) > settings.deskewAboveDeg && Math.abs(geometry.skewDeg) < 20;
  const scale = small && upscaled > base * 1.15 ? upscaled : base;
  const angleDeg = skewed ? -geometry.skewDeg : 0;
  let best = await run({ scale, angleDeg, median: 0 });
  let passes = 1;
  if (best.page.confidence < settings.retryBelowConfidence && (best.page.blocks ?? []).length > 0) {
    const scale2 = Math.max(scale, upscaled);
    const denoised = await run({ scale: scale2, angleDeg, median: scale2 >= 1.5 ? 5 : 3 }, NOISY_PAGE_PARAMETERS);
    passes++;
    if (readingQuality(denoised.page) > readingQuality(best.page)) best = denoised;
  }
  return {
    ...assembleText(best.page, best.toImage),
    scale: best.spec.scale,
    deskewDeg: best.spec.angleDeg,
    denoised: best.spec.median > 0,
    inverted: invert,
    passes,
    width: grey.width,
    height: grey.height,
  };
}

/**
 * Finds PII in a PNG/JPEG. `options` are validated by the caller (the image operation does, once per
 * request); nonsense still fails before any OCR, as the engine's guard (EngineError). Throws
 * ImageError for input and OCR failures.
 */
export async function analyzeImage(buf: Uint8Array, options: ImageAnalyzeOptions, env: ImageEnv): Promise<ImageAnalysis> {
  const started = process.hrtime.bigint();
  const limits = env.limits ?? DEFAULT_IMAGE_LIMITS;
  const info = await inspectImage(buf, limits);
  // The engine's guard (unknown language or entity names, ad hoc patterns that do not compile),
  // run before paying for OCR rather than after it.
  resolveOptions(options);
  const ocr = await readText(buf, info, env, limits);
  const { width, height, ...ocrText } = ocr;
  env.checkText?.(ocrText.text);
  const found = detectEntities(ocrText, options, env.detectionLimits);
  const regions = entityRegions(ocrText, found, { width, height, pad: info.format === 'jpeg' ? 4 : 2 });
  return {
    entities: regions.map((r) => ({ entity_type: r.entity_type, text: r.text, score: r.score, left: r.left, top: r.top, width: r.width, height: r.height })),
    processing_time: seconds(started),
    width,
    height,
    format: info.format,
    info,
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
  const png = await renderRedacted(buf, analysis.info, env.limits ?? DEFAULT_IMAGE_LIMITS, analysis.regions, style);
  return { png, analysis, style, processing_time: seconds(started) };
}
