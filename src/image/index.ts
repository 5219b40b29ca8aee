/** Public surface of the image adapter: PNG/JPEG in, PII boxes or a redacted PNG out, over the text engine. */
export { analyzeImage, redactImage, DEFAULT_OCR_SETTINGS } from './pipeline.ts';
export type { ImageAnalysis, ImageAnalyzeOptions, ImageEntity, ImageEnv, ImageRedaction, OcrSettings, RedactOptions } from './pipeline.ts';
export { OcrPool, defaultLangPath } from './ocr-pool.ts';
export type { OcrPoolOptions, OcrStatus } from './ocr-pool.ts';
export { ImageError, isImageError } from './errors.ts';
export type { ImageErrorCode } from './errors.ts';
export { DEFAULT_IMAGE_LIMITS, inspectImage, sniffFormat } from './input.ts';
export type { ImageFormat, ImageInfo, ImageLimits } from './input.ts';
export { DEFAULT_STYLE, resolveStyle } from './render.ts';
export type { RedactOperator, RedactStyle } from './render.ts';
