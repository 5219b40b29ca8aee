/**
 * POST /api/pii/image over the image operation (operations/image.ts): multipart in, JSON boxes
 * (mode=analyze) or image/png (mode=redact) out.
 *
 * The plugin also owns the feature's OCR pool: created and warmed when the plugin is registered
 * (health reports `checks.ocr` = starting → ok), set on the service context for every adapter
 * (MCP's redact_image included), closed with the app.
 */
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import multipart from '@fastify/multipart';
import { Type } from 'typebox';
import { DEFAULT_IMAGE_LIMITS, OcrPool, type ImageLimits, type OcrPoolOptions, type OcrSettings } from '../../image/index.ts';
import { badRequest, ServiceError } from '../errors.ts';
import { callContext, type ResourceOptions } from '../http.ts';
import type { ImageFeature } from '../operations/context.ts';
import { processImage, startPool } from '../operations/image.ts';
import { ErrorBody } from '../schemas.ts';

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

/**
 * Multipart form → the image bytes and the other fields as JSON values (JSON-encoded arrays decoded,
 * a numeric score_threshold as a number). Only the transport is checked here (one file, JSON that
 * parses); the fields are validated by the operation.
 */
async function readForm(request: FastifyRequest, limits: ImageLimits): Promise<{ image: Buffer; fields: Record<string, unknown> }> {
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
  const out: Record<string, unknown> = {};
  for (const f of TEXT_FIELDS) if (fields[f] !== undefined) out[f] = fields[f];
  for (const f of JSON_ARRAY_FIELDS) {
    const raw = fields[f];
    if (raw !== undefined) out[f] = jsonArray(f, raw);
  }
  const threshold = fields.score_threshold;
  // A form field is text: a number when it reads as one, else left as text for the schema to refuse.
  if (threshold !== undefined) out.score_threshold = threshold.trim() !== '' && Number.isFinite(Number(threshold)) ? Number(threshold) : threshold;
  return { image, fields: out };
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
    ctx.image = feature;
    app.veil.health.register('ocr', () => (feature.started ? pool.status() : 'ok'));
    // Eager: warm in the background; the service answers (and health says "starting") meanwhile.
    if (!options.lazy) startPool(feature);
    app.addHook('onClose', async () => {
      app.veil.health.unregister('ocr');
      if (ctx.image === feature) ctx.image = undefined;
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
        const { image, fields } = await readForm(request, feature.limits);
        const outcome = await processImage(ctx, callContext(request), image, fields);
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
