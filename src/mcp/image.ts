/**
 * redact_image: the image travels as base64 inside the JSON-RPC message; the tool decodes it and
 * runs the image operation (src/service/operations/image.ts: the same validation, OCR pool,
 * priority and 5-token charge as POST /api/pii/image) in redact mode.
 *
 *  - On the server the OCR pool is the image feature the app mounted; a server started without
 *    it answers 501.
 *  - `veil mcp` on the local engine has no server feature, so it mounts its own pool on its
 *    context (`localImages`: started on the first image, one worker).
 *
 * The image modules (sharp, tesseract.js) are loaded on the first image call, not at start-up.
 */
import { badRequest } from '../service/errors.ts';
import type { CallContext, ImageFeature, ServiceContext } from '../service/operations/context.ts';
import type { ToolOutcome } from './server.ts';

/** As DEFAULT_IMAGE_LIMITS.maxBytes (API.md §1: images up to 10 MB); base64 makes that 4/3 larger. */
export const MAX_IMAGE_BYTES = 10 * 1024 * 1024;
export const MAX_IMAGE_BASE64_BYTES = Math.ceil(MAX_IMAGE_BYTES / 3) * 4;

/** The `image` argument (base64, optionally a data: URL) as bytes; 400 naming the field otherwise. */
function decode(image: unknown): Buffer {
  if (image === undefined) throw badRequest('image is required', { field: 'image' });
  if (typeof image !== 'string') throw badRequest('image must be a string', { field: 'image' });
  const base64 = image.replace(/^data:[^,]*,/, '');
  if (!/^[A-Za-z0-9+/=\s]*$/.test(base64)) throw badRequest('image must be base64', { field: 'image' });
  return Buffer.from(base64, 'base64');
}

/** Transport only: the bytes out of `image`; every other argument is the operation's to validate. */
export async function redactImageTool(
  ctx: ServiceContext,
  call: CallContext,
  args: Record<string, unknown>,
  /** Runs once the image decoded (the local engine starts its OCR pool here). */
  beforeRun?: () => Promise<void>,
): Promise<ToolOutcome> {
  const { image, ...fields } = args;
  const bytes = decode(image);
  await beforeRun?.();
  const { processImage } = await import('../service/operations/image.ts');
  const outcome = await processImage(ctx, call, bytes, { ...fields, mode: 'redact' });
  if (outcome.mode !== 'redact') throw new Error('redact_image ran in analyze mode');
  return {
    body: { image: outcome.png.toString('base64'), mime_type: 'image/png', entities: outcome.entities, tokens_charged: outcome.tokensCharged },
    tokensRemaining: outcome.tokensRemaining,
  };
}

export interface LocalImages {
  /** Mounts the local OCR pool on `ctx` (once) before an image call. */
  prepare(ctx: ServiceContext): Promise<void>;
  close(): Promise<void>;
}

export function localImages(log: (line: string) => void): LocalImages {
  let feature: Promise<ImageFeature> | null = null;
  const start = async (): Promise<ImageFeature> => {
    const { OcrPool, DEFAULT_IMAGE_LIMITS } = await import('../image/index.ts');
    log('starting OCR for redact_image');
    // One worker: a local client sends one image at a time, and each worker holds ~60 MB.
    const pool = new OcrPool({ workers: 1, onError: (err) => log(`OCR worker error: ${(err as Error).message}`) });
    await pool.start();
    return { pool, limits: DEFAULT_IMAGE_LIMITS, ocr: {}, started: true, onStartError: () => undefined };
  };
  return {
    prepare: async (ctx) => {
      if (feature === null) {
        feature = start();
        // A failed start is retried on the next call rather than remembered.
        feature.catch(() => (feature = null));
      }
      ctx.image = await feature;
    },
    close: async () => {
      if (feature === null) return;
      const running = await feature.catch(() => null);
      await running?.pool.close();
    },
  };
}
