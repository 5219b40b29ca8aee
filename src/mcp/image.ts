/**
 * redact_image: the image travels as base64 inside the JSON-RPC message.
 *
 *  - On the server the tool is the image feature's own operation (`redactImageTool` in
 *    src/service/routes/image.ts: the same validation, OCR pool, priority and 5-token charge as
 *    POST /api/pii/image); a server started without the image feature answers 501.
 *  - `veil mcp` on the local engine has no server feature, so it owns an OCR pool itself (started
 *    on the first image, one worker) and runs the same `imageRequest` operation on it.
 *
 * The image modules (sharp, tesseract.js) are loaded on the first image call, not at start-up.
 */
import type { ImageFeature } from '../service/routes/image.ts';
import { badRequest } from '../service/errors.ts';
import type { ImageTool } from './service-backend.ts';

/** As DEFAULT_IMAGE_LIMITS.maxBytes (API.md §1: images up to 10 MB); base64 makes that 4/3 larger. */
export const MAX_IMAGE_BYTES = 10 * 1024 * 1024;
export const MAX_IMAGE_BASE64_BYTES = Math.ceil(MAX_IMAGE_BYTES / 3) * 4;

export const imageTool: ImageTool = async (ctx, call, args) => (await import('../service/routes/image.ts')).redactImageTool(ctx, call, args);

export interface LocalImages {
  tool: ImageTool;
  close(): Promise<void>;
}

/** The `image` argument (base64, optionally a data: URL) as bytes; 400 naming the field otherwise. */
function decode(image: string): Buffer {
  const base64 = image.replace(/^data:[^,]*,/, '');
  if (!/^[A-Za-z0-9+/=\s]*$/.test(base64)) throw badRequest('image must be base64', { field: 'image' });
  return Buffer.from(base64, 'base64');
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
    tool: async (ctx, call, args) => {
      const image = decode(args.image);
      if (feature === null) {
        feature = start();
        // A failed start is retried on the next call rather than remembered.
        feature.catch(() => (feature = null));
      }
      const { imageRequest } = await import('../service/routes/image.ts');
      const { image: _image, ...fields } = args;
      const outcome = await imageRequest(ctx, await feature, call, { ...fields, image, mode: 'redact' });
      if (outcome.mode !== 'redact') throw new Error('redact_image ran in analyze mode');
      return {
        body: { image: outcome.png.toString('base64'), mime_type: 'image/png', entities: outcome.entities, tokens_charged: outcome.tokensCharged },
        tokensRemaining: outcome.tokensRemaining,
      };
    },
    close: async () => {
      if (feature === null) return;
      const running = await feature.catch(() => null);
      await running?.pool.close();
    },
  };
}
