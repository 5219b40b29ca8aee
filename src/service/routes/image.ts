/**
 * POST /api/pii/image — find PII in a PNG/JPEG (mode=analyze → JSON boxes) or cover it
 * (mode=redact → image/png). 5 tokens per image, charged only on success.
 *
 * The feature owns one OCR pool per app: created and warmed when the plugin is registered (health
 * reports `checks.ocr` = starting → ok), closed with the app. The work itself is the image adapter
 * (src/image/) over the same text engine as the text endpoints; this file only adapts HTTP:
 * multipart in, typed ImageErrors out as API errors (400/413/415, 503 with Retry-After).
 *
 * `imageRequest` is the operation shared with other adapters (MCP's redact_image: see
 * `redactImageTool`), which find the feature of an app through `imageFeatureOf(ctx)`.
 */
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import multipart from '@fastify/multipart';
import { Type } from 'typebox';
import {
  analyzeImage,
  DEFAULT_IMAGE_LIMITS,
  ImageError,
  inspectImage,
  OcrPool,
  redactImage,
  resolveStyle,
  type ImageAnalysis,
  type ImageEntity,
  type ImageLimits,
  type OcrPoolOptions,
  type OcrSettings,
} from '../../image/index.ts';
import { mergeDetection, presetSettings, validateDetection, type CallContext, type ServiceContext } from '../detection.ts';
import { badRequest, ServiceError } from '../errors.ts';
import { callContext, type ResourceOptions } from '../http.ts';
import { PLAN_LIMITS } from '../limits.ts';
import { COSTS } from '../metering.ts';
import { ErrorBody, type DetectionFields } from '../schemas.ts';
import { validateImageFields } from './presets.ts';

export interface ImageFeatureOptions {
  /** Use this pool (tests, embedding); otherwise the feature creates, warms and closes its own. */
  pool?: OcrPool;
  poolOptions?: OcrPoolOptions;
  limits?: ImageLimits;
  ocr?: Partial<OcrSettings>;
  /**
   * Start the OCR workers with the first image request instead of at start-up (npm start does):
   * a server that never sees an image never pays their memory (~50 MB each) or their start-up
   * CPU. Health then reports checks.ocr "ok" until they are started, and their real status after.
   */
  lazy?: boolean;
}

export interface ImageFeature {
  pool: OcrPool;
  limits: ImageLimits;
  ocr: Partial<OcrSettings>;
  started: boolean;
  onStartError: (err: unknown) => void;
}

/** Starts the OCR workers once (idempotent); jobs queue until a worker is warm. */
function startPool(feature: ImageFeature): void {
  if (feature.started) return;
  feature.started = true;
  feature.pool.start().catch(feature.onStartError);
}

const features = new WeakMap<ServiceContext, ImageFeature>();

/** The image feature of the app owning `ctx`; undefined when the app runs without it. */
export function imageFeatureOf(ctx: ServiceContext): ImageFeature | undefined {
  return features.get(ctx);
}

/** The fields of an image request, as parsed from multipart (REST) or JSON arguments (MCP). */
export interface ImageInput extends DetectionFields {
  image: Buffer;
  mode: 'analyze' | 'redact';
  operator?: string | undefined;
  mask_char?: string | undefined;
  fill_color?: string | undefined;
  preset_id?: string | undefined;
}

export interface ImageAnalyzeBody {
  entities: ImageEntity[];
  processing_time: number;
  tokens_charged: number;
}

export type ImageOutcome =
  | { mode: 'analyze'; body: ImageAnalyzeBody; tokensCharged: number; tokensRemaining: number }
  | { mode: 'redact'; png: Buffer; entities: ImageEntity[]; processing_time: number; tokensCharged: number; tokensRemaining: number };

/** ImageError carries its HTTP status; the service's error body and headers are made here. */
function toServiceError(err: unknown): unknown {
  if (!(err instanceof ImageError)) return err;
  const headers = err.retryAfterS !== undefined ? { 'Retry-After': err.retryAfterS } : undefined;
  return new ServiceError(err.status, err.message, err.details, headers);
}

/** The image operation: validation → (balance pre-check) → OCR + detection (+ drawing) → charge. */
export async function imageRequest(ctx: ServiceContext, feature: ImageFeature, call: CallContext, input: ImageInput): Promise<ImageOutcome> {
  try {
    const preset = await presetSettings(ctx, call.account, input.preset_id);
    const detection = mergeDetection(preset, input);
    validateDetection(detection);
    const styleFields = {
      operator: input.operator ?? (preset.image_operator as string | undefined),
      mask_char: input.mask_char ?? (preset.mask_char as string | undefined),
      fill_color: input.fill_color ?? (preset.fill_color as string | undefined),
    };
    validateImageFields(styleFields);
    const style = resolveStyle(styleFields);
    // The header check is cheap: a bomb or a GIF gets its 4xx before any balance look-up.
    await inspectImage(input.image, feature.limits);
    startPool(feature);
    const env = { pool: feature.pool, limits: feature.limits, ocr: feature.ocr, priority: PLAN_LIMITS[call.account.plan].priority };
    const work = async (): Promise<{ analysis: ImageAnalysis; png: Buffer | null }> => {
      if (input.mode === 'analyze') return { analysis: await analyzeImage(input.image, detection, env), png: null };
      const r = await redactImage(input.image, { ...detection, ...styleOf(style) }, env);
      return { analysis: r.analysis, png: r.png };
    };
    const { result, charged } = await ctx.meter.run(call.account, 'image', COSTS.image(), call.requestId, work);
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

function styleOf(style: ReturnType<typeof resolveStyle>): { operator: string; fill_color: string; mask_char: string } {
  return { operator: style.operator, fill_color: style.fillColor, mask_char: style.maskChar };
}

/**
 * MCP redact_image over the same operation: base64 (or a data: URL) in, base64 PNG out. Shaped as
 * src/mcp's ImageTool; a server without the image feature answers 501.
 */
export async function redactImageTool(
  ctx: ServiceContext,
  call: CallContext,
  args: { image: string; entities?: string[] | undefined; language?: string | undefined; score_threshold?: number | undefined; operator?: string | undefined; fill_color?: string | undefined; mask_char?: string | undefined; preset_id?: string | undefined },
): Promise<{ body: object; tokensRemaining: number }> {
  const feature = imageFeatureOf(ctx);
  if (!feature) throw new ServiceError(501, 'image support is not available on this server');
  const base64 = args.image.replace(/^data:[^,]*,/, '');
  if (!/^[A-Za-z0-9+/=\s]*$/.test(base64)) throw badRequest('image must be base64', { field: 'image' });
  const { image: _image, ...rest } = args;
  const outcome = await imageRequest(ctx, feature, call, { ...rest, image: Buffer.from(base64, 'base64'), mode: 'redact' });
  if (outcome.mode !== 'redact') throw new Error('unreachable');
  return {
    body: { image: outcome.png.toString('base64'), mime_type: 'image/png', entities: outcome.entities, tokens_charged: outcome.tokensCharged },
    tokensRemaining: outcome.tokensRemaining,
  };
}

// ---------------------------------------------------------------------------------------------
// HTTP: multipart parsing

const TEXT_FIELDS = ['mode', 'language', 'operator', 'mask_char', 'fill_color', 'preset_id'] as const;
const JSON_ARRAY_FIELDS = ['entities', 'allow_list', 'context', 'ad_hoc_recognizers'] as const;

function jsonArray(field: string, raw: string): unknown[] {
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    value = undefined;
  }
  if (!Array.isArray(value)) throw badRequest(`${field} must be a JSON-encoded array`, { field });
  return value;
}

/** Multipart form → ImageInput; every field error is a 400 naming the field. */
async function readForm(request: FastifyRequest, limits: ImageLimits): Promise<ImageInput> {
  if (!request.isMultipart()) throw new ServiceError(415, 'Content-Type must be multipart/form-data', { field: 'file' });
  const fields: Record<string, string> = {};
  let image: Buffer | null = null;
  try {
    for await (const part of request.parts({ limits: { fileSize: limits.maxBytes, files: 1, fields: 30, fieldSize: 1024 * 1024, parts: 40 } })) {
      if (part.type === 'file') {
        if (part.fieldname !== 'file') {
          part.file.resume(); // drain, or the request never ends
          throw badRequest(`unexpected file field '${part.fieldname}': send the image as 'file'`, { field: part.fieldname });
        }
        image = await part.toBuffer();
      } else if (typeof part.value === 'string') {
        fields[part.fieldname] = part.value;
      }
    }
  } catch (err) {
    const code = (err as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') {
      throw new ServiceError(413, `file must be at most ${limits.maxBytes} bytes`, { field: 'file', limit_bytes: limits.maxBytes });
    }
    if (code === 'FST_FILES_LIMIT') throw badRequest('send exactly one file, as the field file', { field: 'file' });
    if (code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT') throw badRequest('too many form fields');
    if (err instanceof ServiceError) throw err;
    throw badRequest('Request body is not a valid multipart form');
  }
  if (image === null) throw badRequest('file is required', { field: 'file' });
  const mode = fields.mode;
  if (mode === undefined) throw badRequest('mode is required', { field: 'mode' });
  if (mode !== 'analyze' && mode !== 'redact') throw badRequest("mode must be one of 'analyze', 'redact'", { field: 'mode' });
  const input: ImageInput = { image, mode };
  for (const f of TEXT_FIELDS) if (f !== 'mode' && fields[f] !== undefined) input[f] = fields[f];
  for (const f of JSON_ARRAY_FIELDS) {
    const raw = fields[f];
    if (raw !== undefined) (input as unknown as Record<string, unknown>)[f] = jsonArray(f, raw);
  }
  if (fields.score_threshold !== undefined) {
    const t = fields.score_threshold.trim() === '' ? NaN : Number(fields.score_threshold);
    if (!(t >= 0 && t <= 1)) throw badRequest('score_threshold must be a number between 0 and 1', { field: 'score_threshold' });
    input.score_threshold = t;
  }
  return input;
}

const ImageAnalyzeResponse = Type.Object({
  entities: Type.Array(
    Type.Object({
      entity_type: Type.String(),
      text: Type.String(),
      score: Type.Number(),
      left: Type.Integer({ description: 'Pixels from the left edge of the upright image (EXIF orientation applied)' }),
      top: Type.Integer(),
      width: Type.Integer(),
      height: Type.Integer(),
    }),
    { description: 'One box per entity per text line' },
  ),
  processing_time: Type.Number({ description: 'Seconds' }),
  tokens_charged: Type.Integer(),
});

const FORM_FIELDS = Type.Object({
  file: Type.String({ format: 'binary', description: 'PNG or JPEG (decided by content), at most 10 MB and 40 megapixels' }),
  mode: Type.String({ enum: ['analyze', 'redact'] }),
  language: Type.Optional(Type.String({ description: 'Detection language (default en). OCR reads Latin script with the English model.' })),
  entities: Type.Optional(Type.String({ description: 'JSON-encoded array of entity type names' })),
  score_threshold: Type.Optional(Type.String({ description: 'Number between 0 and 1' })),
  operator: Type.Optional(Type.String({ enum: ['box', 'label', 'mask'], description: 'redact: box (default, solid fill), label (fill + entity type), mask (fill + one mask_char per hidden character)' })),
  mask_char: Type.Optional(Type.String({ description: 'Exactly one character (default *)' })),
  fill_color: Type.Optional(Type.String({ description: '#rrggbb (default #000000)' })),
  preset_id: Type.Optional(Type.String()),
  allow_list: Type.Optional(Type.String({ description: 'JSON-encoded array of values never reported' })),
  context: Type.Optional(Type.String({ description: 'JSON-encoded array of extra context words' })),
  ad_hoc_recognizers: Type.Optional(Type.String({ description: 'JSON-encoded array of ad hoc recognizers' })),
});

/** The image feature as a resource plugin (register inside the authenticated scope). */
export function createImageRoutes(options: ImageFeatureOptions = {}): FastifyPluginAsync<ResourceOptions> {
  return async (app, { ctx }) => {
    const owned = options.pool === undefined;
    const pool = options.pool ?? new OcrPool({ onError: (err) => app.log.warn({ err }, 'OCR worker error'), ...options.poolOptions });
    const feature: ImageFeature = {
      pool,
      limits: options.limits ?? DEFAULT_IMAGE_LIMITS,
      ocr: options.ocr ?? {},
      started: false,
      onStartError: (err) => app.log.error({ err }, 'OCR could not start'),
    };
    features.set(ctx, feature);
    app.veil.health.register('ocr', () => (feature.started ? pool.status() : 'ok'));
    // Eager: warm in the background; the service answers (and health says "starting") meanwhile.
    if (!options.lazy) startPool(feature);
    app.addHook('onClose', async () => {
      app.veil.health.unregister('ocr');
      features.delete(ctx);
      if (owned) await pool.close();
    });

    // Encapsulated: only this plugin's routes accept multipart.
    await app.register(multipart);

    app.post(
      '/api/pii/image',
      {
        // The form is parsed by hand (request.parts); the schema documents it for OpenAPI.
        validatorCompiler: () => () => true,
        schema: {
          tags: ['pii'],
          summary: 'Find (mode=analyze) or redact (mode=redact) PII in a PNG/JPEG image',
          description:
            'multipart/form-data. Costs 5 tokens per image. analyze → JSON boxes in pixels of the upright image; redact → image/png of the ' +
            'same (upright) size with X-Tokens-Charged / X-Tokens-Remaining. Errors: 400 bad field or corrupt image, 413 over 10 MB or ' +
            '40 megapixels, 415 not PNG/JPEG (decided by content), 503 + Retry-After when OCR is saturated.',
          consumes: ['multipart/form-data'],
          body: { content: { 'multipart/form-data': { schema: FORM_FIELDS } } },
          response: {
            200: {
              description: 'analyze: JSON; redact: the redacted PNG',
              content: {
                'application/json': { schema: ImageAnalyzeResponse },
                'image/png': { schema: { type: 'string', format: 'binary' } },
              },
            },
            400: ErrorBody,
            401: ErrorBody,
            403: ErrorBody,
            413: ErrorBody,
            415: ErrorBody,
            429: ErrorBody,
            503: ErrorBody,
          },
        },
      },
      async (request, reply) => {
        const input = await readForm(request, feature.limits);
        const outcome = await imageRequest(ctx, feature, callContext(request), input);
        void reply.header('X-Tokens-Charged', outcome.tokensCharged).header('X-Tokens-Remaining', outcome.tokensRemaining);
        if (outcome.mode === 'analyze') return outcome.body;
        return reply
          .header('Content-Type', 'image/png')
          .header('Cache-Control', 'no-store')
          .header('X-Entities-Found', outcome.entities.length)
          .send(outcome.png);
      },
    );
  };
}

/** The default feature: one OCR worker per core. */
const imageRoutes = createImageRoutes();
export default imageRoutes;

/** The image feature as npm start registers it: OCR workers start with the first image request. */
export const lazyImageRoutes = createImageRoutes({ lazy: true });
