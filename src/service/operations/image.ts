/**
 * image: find PII in a PNG/JPEG (mode analyze → boxes) or cover it (mode redact → PNG). 5 tokens per
 * image, charged only on success. REST POST /api/pii/image (multipart) and MCP redact_image (base64)
 * are adapters over `processImage`; the OCR pool is the image feature on the context.
 *
 * Steps: validate (once) → preset → style → header check (cheap, before any balance look-up) →
 * meter(OCR + detection (+ drawing)) at the caller's OCR priority. The image work does not go through
 * the text scheduler: it runs on the OCR pool, whose own queue orders it by plan (`priority`).
 */
import { analyzeImage, ImageError, inspectImage, redactImage, resolveStyle, type ImageAnalysis, type ImageEntity } from '../../image/index.ts';
import { ServiceError } from '../errors.ts';
import { PLAN_LIMITS } from '../limits.ts';
import { runLimits } from '../scheduler.ts';
import { COSTS } from '../metering.ts';
import type { CallContext, ImageFeature, ServiceContext } from './context.ts';
import { checkWork, mergeDetection, presetSettings } from './detection.ts';
import { ImageFields, validateImageFields } from './image-fields.ts';
import { validation } from './validate.ts';

export interface ImageAnalyzeBody {
  entities: ImageEntity[];
  processing_time: number;
  tokens_charged: number;
}

export type ImageOutcome =
  | { mode: 'analyze'; body: ImageAnalyzeBody; tokensCharged: number; tokensRemaining: number }
  | { mode: 'redact'; png: Buffer; entities: ImageEntity[]; processing_time: number; tokensCharged: number; tokensRemaining: number };

/** Starts the OCR workers once (idempotent); jobs queue until a worker is warm. */
export function startPool(feature: ImageFeature): void {
  if (feature.started) return;
  feature.started = true;
  feature.pool.start().catch(feature.onStartError);
}

/** ImageError carries its HTTP status; the service's error (and Retry-After) is made here. */
function toServiceError(err: unknown): unknown {
  if (!(err instanceof ImageError)) return err;
  const headers = err.retryAfterS !== undefined ? { 'Retry-After': err.retryAfterS } : undefined;
  return new ServiceError(err.status, err.message, err.details, headers);
}

function styleOf(style: ReturnType<typeof resolveStyle>): { operator: string; fill_color: string; mask_char: string } {
  return { operator: style.operator, fill_color: style.fillColor, mask_char: style.maskChar };
}

/** The image operation; a context without the image feature answers 501. */
export async function processImage(ctx: ServiceContext, call: CallContext, image: Uint8Array, fields: unknown): Promise<ImageOutcome> {
  const feature = ctx.image;
  if (!feature) throw new ServiceError(501, 'image support is not available on this server');
  try {
    const input = validation.input(ImageFields, fields);
    const preset = await presetSettings(ctx, call.account, input.preset_id);
    const detection = mergeDetection(preset, input);
    validation.detection(detection);
    const styleFields = {
      operator: input.operator ?? (preset.image_operator as string | undefined),
      mask_char: input.mask_char ?? (preset.mask_char as string | undefined),
      fill_color: input.fill_color ?? (preset.fill_color as string | undefined),
    };
    validateImageFields(styleFields);
    const style = resolveStyle(styleFields);
    // The header check is cheap: a bomb or a GIF gets its 4xx before any balance look-up.
    await inspectImage(image, feature.limits);
    startPool(feature);
    const env = {
      pool: feature.pool,
      limits: feature.limits,
      ocr: feature.ocr,
      priority: PLAN_LIMITS[call.account.plan].priority,
      // The text budgets hold for the text OCR reads: the work estimate once it is known, the rest while detecting.
      detectionLimits: runLimits(ctx.config),
      checkText: (text: string) => void checkWork(ctx.config, [text], detection),
    };
    const work = async (): Promise<{ analysis: ImageAnalysis; png: Buffer | null }> => {
      if (input.mode === 'analyze') return { analysis: await analyzeImage(image, detection, env), png: null };
      const r = await redactImage(image, { ...detection, ...styleOf(style) }, env);
      return { analysis: r.analysis, png: r.png };
    };
    const { result, charged } = await ctx.meter.run(call.account, 'image', COSTS.image(), call.requestId, work, call.stages);
    const { analysis, png } = result;
    if (png === null) {
      return {
        mode: 'analyze',
        body: { entities: analysis.entities, processing_time: analysis.processing_time, tokens_charged: charged.tokens },
        tokensCharged: charged.tokens,
        tokensRemaining: charged.remaining,
      };
    }
    return { mode: 'redact', png, entities: analysis.entities, processing_time: analysis.processing_time, tokensCharged: charged.tokens, tokensRemaining: charged.remaining };
  } catch (err) {
    throw toServiceError(err);
  }
}
