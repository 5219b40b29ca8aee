/**
 * TypeBox schemas shared by several resources. Each schema validates the request (AJV, types only;
 * limits and semantic checks live in the engine so REST, MCP and CLI give identical answers),
 * types the handler, and feeds the OpenAPI document. Resource-specific schemas sit in their plugin.
 */
import { Type, type Static, type TSchema } from 'typebox';

/** A string enum that AJV reports as "must be one of 'a', 'b'" (a union of literals gives anyOf noise). */
export function StringEnum<const T extends readonly string[]>(values: T, options: Record<string, unknown> = {}) {
  return Type.Unsafe<T[number]>({ type: 'string', enum: [...values], ...options });
}

export const Nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);

export const ErrorBody = Type.Object(
  {
    error: Type.String({ description: 'What went wrong, naming the field when a field is at fault' }),
    details: Type.Optional(Type.Object({}, { additionalProperties: true, description: 'Machine-readable facts (field, index, limits, reason, budget, …)' })),
    request_id: Type.Optional(Type.String({ description: '5xx only: the X-Request-Id of the response, which finds the log lines' })),
  },
  { $id: 'ErrorBody', description: 'Every error has this shape' },
);

const AdHocPattern = Type.Object({
  regex: Type.String({ description: 'RE2 syntax (linear time), at most 1,000 characters' }),
  score: Type.Number({ minimum: 0, maximum: 1, description: 'Confidence given to a match' }),
  name: Type.Optional(Type.String()),
});

export const AdHocRecognizer = Type.Object(
  {
    entity_type: Type.String({ description: 'Name of the custom entity type, e.g. EMPLOYEE_ID' }),
    patterns: Type.Optional(Type.Array(AdHocPattern, { description: 'At most 20 patterns' })),
    context: Type.Optional(Type.Array(Type.String(), { description: 'Words that raise the score when near a match' })),
    deny_list: Type.Optional(Type.Array(Type.String(), { description: 'Words always reported (whole words, case-insensitive)' })),
  },
  { description: 'A request-scoped pattern recognizer' },
);

export const OperatorConfig = Type.Object(
  {
    type: Type.String({ description: 'replace | redact | hash | encrypt | mask | keep' }),
  },
  {
    additionalProperties: true,
    description:
      'Operator and its parameters: replace {new_value ≤ 100 chars}, redact {}, hash {hash_type: SHA256|SHA512, salt ≥ 16 chars}, ' +
      'encrypt {key (16–32 chars) | key_id}, mask {chars_to_mask, masking_char, from_end}, keep {}',
  },
);

export const Operators = Type.Record(Type.String(), OperatorConfig, {
  description: 'Keyed by entity type; DEFAULT applies to every type without its own entry. Default: replace with <ENTITY_TYPE>.',
});

/** Detection fields shared by analyze, anonymize, batch and presets. */
export const detectionFields = {
  language: Type.Optional(Type.String({ description: 'Language code (default en); see GET /api/pii/entities' })),
  entities: Type.Optional(Type.Array(Type.String(), { description: 'Entity types to detect (default: all for the language)' })),
  score_threshold: Type.Optional(Type.Number({ minimum: 0, maximum: 1, description: 'Minimum confidence (default 0)' })),
  ad_hoc_recognizers: Type.Optional(Type.Array(AdHocRecognizer, { description: 'At most 20 recognizers' })),
  allow_list: Type.Optional(Type.Array(Type.String(), { description: 'Values never reported (case-insensitive)' })),
  context: Type.Optional(Type.Array(Type.String(), { description: 'Extra context words treated as present near every match' })),
};

export const presetIdField = {
  preset_id: Type.Optional(Type.String({ description: 'Apply a saved preset; fields in this request override the preset' })),
};

export const textField = {
  text: Type.String({ description: 'The text to process (at most 1,000,000 characters by default)' }),
};

export const Entity = Type.Object({
  entity_type: Type.String(),
  text: Type.String(),
  start: Type.Integer({ description: 'Code-point offset of the first character' }),
  end: Type.Integer({ description: 'Code-point offset after the last character' }),
  score: Type.Number(),
  explanation: Type.Optional(Type.Object({}, { additionalProperties: true, description: 'With return_decision_process' })),
});

export const Replacement = Type.Object({
  entity_type: Type.String(),
  original: Type.String(),
  replacement: Type.String(),
  start: Type.Integer({ description: 'Offset of the replacement in anonymized_text (code points)' }),
  end: Type.Integer(),
});

export const AnalyzeResponse = Type.Object({
  entities: Type.Array(Entity),
  tokens_charged: Type.Integer(),
  language: Type.String(),
});

export const AnonymizeResponse = Type.Object({
  anonymized_text: Type.String(),
  entities_found: Type.Integer(),
  tokens_charged: Type.Integer(),
  replacements: Type.Array(Replacement),
});

/** Common error responses for authenticated, billable routes (OpenAPI only). */
export const errorResponses = {
  400: ErrorBody,
  401: ErrorBody,
  403: ErrorBody,
  413: Type.Object(ErrorBody.properties, {
    description:
      'Body over BODY_LIMIT_BYTES, or a work budget spent: details.reason "work_budget_exceeded", details.budget one of ' +
      'work (text length × ad hoc program size over MAX_WORK_UNITS, refused before any work), matches (MAX_MATCHES), ' +
      'response_size (MAX_RESULT_BYTES), time (JOB_TIMEOUT_MS), memory (WORKER_MAX_HEAP_MB); details.limit. Nothing is charged.',
  }),
  429: ErrorBody,
} as const;

export type DetectionFields = {
  [K in keyof typeof detectionFields]?: Static<(typeof detectionFields)[K]>;
};
export type OperatorsInput = Static<typeof Operators>;
export type AdHocInput = Static<typeof AdHocRecognizer>;

export const UUID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
