/**
 * Vocabulary of the anonymizer. Offsets here are code points (the public convention, see
 * text/offsets.ts); the apply step converts to UTF-16 internally.
 */

/** What the caller (service, CLI, MCP) supplies per request; the engine itself holds no secrets. */
export interface AnonymizeContext {
  /** Account secret that keys the hash operator when it has no `salt`. */
  hashSecret?: string | Uint8Array;
  /** The account's default encryption key string, used by encrypt without `key` / `key_id`. */
  defaultEncryptionKey?: string;
  /**
   * Resolves an `operators.X.key_id` to its key string, undefined when the id is unknown.
   * Synchronous on purpose: the caller prefetches the ids listed by `OperatorSet.requirements()`.
   */
  resolveKeyId?: (id: string) => string | undefined;
}

/** Turns one entity's original text into its replacement. Built once per anonymize call. */
export type Transform = (original: string, entityType: string) => string;

/** Something an operator needs from the caller, so the service can fetch it before anonymizing. */
export type Requirement = { kind: 'key_id'; id: string } | { kind: 'default_encryption_key' } | { kind: 'hash_secret' };

/** One validated `operators.X` entry. */
export interface Operator {
  readonly type: OperatorType;
  /** The parameters after validation and defaults (never contains key material). */
  readonly params: Readonly<Record<string, unknown>>;
  readonly requires: readonly Requirement[];
  /** Per-call setup (key derivation, counters); throws EngineError when the context lacks what it needs. */
  bind(context: AnonymizeContext): Transform;
}

/** An operator kind: checks the raw JSON of one `operators.X` entry. `field` is e.g. "operators.PERSON". */
export interface OperatorDefinition {
  readonly type: OperatorType;
  parse(raw: Readonly<Record<string, unknown>>, field: string): Operator;
}

export const OPERATOR_TYPES = ['replace', 'redact', 'hash', 'encrypt', 'mask', 'keep'] as const;
export type OperatorType = (typeof OPERATOR_TYPES)[number];

/** An entity to anonymize: the shape analyze() returns (its `text` is not needed). */
export interface AnonymizeEntity {
  entity_type: string;
  start: number;
  end: number;
  score: number;
}

export interface Replacement {
  entity_type: string;
  original: string;
  replacement: string;
  /** Offsets of `replacement` in the anonymized text, in code points. */
  start: number;
  end: number;
}

export interface AnonymizeResult {
  anonymized_text: string;
  /** In document order. */
  replacements: Replacement[];
  entities_found: number;
}

export interface DeanonymizeResult {
  text: string;
  /** Tokens decrypted in place. */
  decrypted: number;
  /** `ENC:` tokens left as they are because they do not authenticate under the key. */
  failed: number;
}
