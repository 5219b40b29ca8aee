/**
 * The MCP tools as data: name, description, input and output JSON Schemas, annotations.
 *
 * Input schemas ARE the operations' input schemas, which the REST routes document too (TypeBox
 * objects are plain JSON Schema), so a tool accepts exactly what its endpoint accepts and the
 * OpenAPI document and `tools/list` cannot drift apart; the operation validates the arguments. Output schemas are the REST response schemas plus `tokens_remaining` (REST sends that as
 * the X-Tokens-Remaining header, which MCP has no place for).
 *
 * Descriptions are written for a model choosing between tools: what the tool is for, when to
 * prefer another one, and what it costs.
 */
import { Type, type Static, type TObject, type TSchema } from 'typebox';
import type { ToolAnnotations } from '@modelcontextprotocol/sdk/types.js';
import { AccountResponse } from '../service/operations/account.ts';
import { AnalyzeBody } from '../service/operations/analyze.ts';
import { AnonymizeBody } from '../service/operations/anonymize.ts';
import { BatchBody, BatchResponse } from '../service/operations/batch.ts';
import { DeanonymizeBody, DeanonymizeResponse } from '../service/operations/deanonymize.ts';
import { EntitiesQuery, EntitiesResponse } from '../service/operations/entities.ts';
import { Preset } from '../service/operations/presets.ts';
import { ImageFields } from '../service/operations/image-fields.ts';
import { AnalyzeResponse, AnonymizeResponse } from '../service/schemas.ts';

/** The image operation's fields but mode (redact_image always redacts). */
const { mode: _mode, ...redactFields } = ImageFields.properties;

export const TOOL_NAMES = [
  'analyze_text',
  'anonymize_text',
  'deanonymize_text',
  'batch_analyze',
  'redact_image',
  'list_entities',
  'get_balance',
  'list_presets',
] as const;
export type ToolName = (typeof TOOL_NAMES)[number];

export interface ToolSpec {
  name: ToolName;
  title: string;
  description: string;
  input: TObject;
  output: TObject;
  annotations: ToolAnnotations;
}

const tokensRemaining = {
  tokens_remaining: Type.Optional(Type.Integer({ description: 'Balance left after this call (absent when running without a server)' })),
};

/** A REST response schema plus tokens_remaining. */
function billed(schema: TObject): TObject {
  return Type.Object({ ...(schema.properties as Record<string, TSchema>), ...tokensRemaining });
}

/**
 * redact_image arguments. The REST endpoint takes multipart fields; over MCP the file travels as
 * base64 and the other fields keep their REST names and meaning.
 */
export const RedactImageInput = Type.Object({
  image: Type.String({ description: 'The image as base64 (PNG or JPEG, at most 10 MB decoded); a data: URL is accepted too' }),
  ...redactFields,
});

export const ImageEntity = Type.Object({
  entity_type: Type.String(),
  text: Type.String(),
  score: Type.Number(),
  left: Type.Integer({ description: 'Pixels from the left edge of the (upright) image' }),
  top: Type.Integer(),
  width: Type.Integer(),
  height: Type.Integer(),
});

export const RedactImageOutput = Type.Object({
  image: Type.String({ description: 'The redacted image, base64 PNG, same dimensions as the (upright) input' }),
  mime_type: Type.Literal('image/png'),
  entities: Type.Array(ImageEntity, { description: 'What was covered: one box per entity per text line' }),
  tokens_charged: Type.Integer(),
  ...tokensRemaining,
});

const COST_TEXT = 'Costs 1 token per started 1,000 characters (minimum 1).';

export const TOOLS: readonly ToolSpec[] = [
  {
    name: 'analyze_text',
    title: 'Find PII in a text',
    description:
      'Find personal data (PII) in a text WITHOUT changing it: person names, e-mail addresses, phone numbers, credit cards, IBANs, ' +
      'IP addresses, national IDs (SSN, passport, tax numbers…), locations, dates and more. Returns every entity with its type, ' +
      'the matched text, code-point offsets (start/end) and a confidence score. Use it to check whether a text contains PII or ' +
      'where; to remove or disguise the PII use anonymize_text instead. Optional: restrict `entities`, raise `score_threshold`, ' +
      `add custom regex recognizers (ad_hoc_recognizers), or apply a saved preset (preset_id from list_presets). ${COST_TEXT}`,
    input: AnalyzeBody,
    output: billed(AnalyzeResponse),
    annotations: { title: 'Find PII in a text', readOnlyHint: true, openWorldHint: false },
  },
  {
    name: 'anonymize_text',
    title: 'Anonymize PII in a text',
    description:
      'Detect the PII in a text and return a safe copy (anonymized_text) in which each entity is replaced; also lists every ' +
      'replacement. By default an entity becomes <ENTITY_TYPE> (e.g. <PERSON>). `operators` chooses per entity type (key DEFAULT ' +
      'for all others): replace {new_value}, redact, hash {hash_type, salt}, mask {chars_to_mask, masking_char, from_end}, keep, or ' +
      'encrypt {key | key_id}. Choose encrypt when the originals must be restored later — e.g. anonymize a text before giving it ' +
      'to another model or system, then restore the values in its answer with deanonymize_text. Without key and key_id, encrypt ' +
      `uses the account's default stored key. ${COST_TEXT}`,
    input: AnonymizeBody,
    output: billed(AnonymizeResponse),
    annotations: { title: 'Anonymize PII in a text', readOnlyHint: true, openWorldHint: false },
  },
  {
    name: 'deanonymize_text',
    title: 'Restore encrypted PII',
    description:
      'Restore the original values in a text produced by anonymize_text with the encrypt operator: every ENC:… token is ' +
      'decrypted in place. Give the same `key` or `key_id` that was used to encrypt; with neither, the account default key is ' +
      'used (matching encrypt without a key). Text around the tokens may have been edited meanwhile. Tokens that do not ' +
      'decrypt under the key are left unchanged and counted in `failed`. Only encrypt is reversible: replace, redact, hash and ' +
      `mask cannot be undone. ${COST_TEXT}`,
    input: DeanonymizeBody,
    output: billed(DeanonymizeResponse),
    annotations: { title: 'Restore encrypted PII', readOnlyHint: true, openWorldHint: false },
  },
  {
    name: 'batch_analyze',
    title: 'Analyze or anonymize several documents',
    description:
      'Run analyze_text (default) or, with operation "anonymize", anonymize_text over several documents in one call, with ' +
      'the same settings for all. Pass `documents` as [{id?, text}] (ids are echoed back) or `texts` as plain strings. At most ' +
      '10 documents on the pro plan and 50 on business. All or nothing: an invalid document fails the whole call and nothing is ' +
      'charged. Costs the sum over the documents (1 token per started 1,000 characters of each, minimum 1 each).',
    input: BatchBody,
    output: billed(BatchResponse),
    annotations: { title: 'Analyze or anonymize several documents', readOnlyHint: true, openWorldHint: false },
  },
  {
    name: 'redact_image',
    title: 'Redact PII in an image',
    description:
      'Black out personal data in a screenshot, scan or photo of a document. Input: the image as base64 PNG or JPEG. The text ' +
      'in the image is read (OCR), PII is detected as analyze_text does, and every detected entity is covered. Returns the ' +
      'redacted image as base64 PNG with the same dimensions, plus the entities found and their pixel boxes. `operator` box ' +
      '(default), label (shows the entity type) or mask. Costs 5 tokens per image.',
    input: RedactImageInput,
    output: RedactImageOutput,
    annotations: { title: 'Redact PII in an image', readOnlyHint: true, openWorldHint: false },
  },
  {
    name: 'list_entities',
    title: 'List supported PII types',
    description:
      'List the PII entity types Veil detects, with a description, category, supported languages and detection method. Use ' +
      'it to choose values for `entities` or keys for `operators` in the other tools. `language` narrows the list to one ' +
      'language (en, de, es, fr, it, nl, pt, pl fully; fi, sv, ko, tr, th, hi, zh, ja, he, ar, ru without names). Each entry lists ' +
      'its aliases (SECRET stands for every credential type). Free.',
    input: EntitiesQuery,
    output: EntitiesResponse,
    annotations: { title: 'List supported PII types', readOnlyHint: true, idempotentHint: true, openWorldHint: false },
  },
  {
    name: 'get_balance',
    title: 'Account balance and limits',
    description:
      "Show the caller's Veil account: plan, token balance (cycle allowance left + purchased top-up), when the allowance " +
      'resets, and the plan limits (batch size, requests per minute). Use it before large jobs to check the cost is covered. Free.',
    input: Type.Object({}),
    output: AccountResponse,
    annotations: { title: 'Account balance and limits', readOnlyHint: true, idempotentHint: true, openWorldHint: false },
  },
  {
    name: 'list_presets',
    title: 'List saved presets',
    description:
      "List the account's saved presets: named settings (language, entities, score_threshold, operators, allow_list…) whose " +
      '`id` can be passed as preset_id to analyze_text, anonymize_text, batch_analyze and redact_image. Fields given in a ' +
      "call override the preset's. Free.",
    input: Type.Object({}),
    output: Type.Object({ presets: Type.Array(Preset) }),
    annotations: { title: 'List saved presets', readOnlyHint: true, idempotentHint: true, openWorldHint: false },
  },
];

export function findTool(name: string): ToolSpec | undefined {
  return TOOLS.find((t) => t.name === name);
}

export type RedactImageArgs = Static<typeof RedactImageInput>;
