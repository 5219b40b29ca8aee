/**
 * Typed errors of the image adapter. Each carries the HTTP status the service should answer with,
 * so the service maps them without knowing the cases: bad input → 400/413/415, an image OCR fails on
 * → 422 (retrying the same image cannot help, so no Retry-After), an overloaded or failing OCR pool
 * → 503 with `retryAfterS` for the Retry-After header (only there: waiting can help).
 */
export type ImageErrorCode =
  | 'file_too_large'
  | 'too_many_pixels'
  | 'side_too_long'
  | 'unprocessable_image'
  | 'unsupported_type'
  | 'empty_file'
  | 'corrupt_image'
  | 'invalid_option'
  | 'ocr_busy'
  | 'ocr_unavailable'
  | 'ocr_timeout'
  | 'ocr_failed';

export class ImageError extends Error {
  override name = 'ImageError';
  constructor(
    message: string,
    readonly code: ImageErrorCode,
    readonly status: 400 | 413 | 415 | 422 | 503,
    readonly details?: Record<string, unknown>,
    /** Seconds a client should wait before retrying (503 only). */
    readonly retryAfterS?: number,
  ) {
    super(message);
  }
}

export function isImageError(err: unknown): err is ImageError {
  return err instanceof ImageError;
}
