/**
 * Shared vocabulary of the detection engine. Everything here is pure data: no I/O, no HTTP.
 * Offsets inside the engine are UTF-16 indices into the analysed JS string; they are converted to
 * code points only at the public boundary (see text/offsets.ts).
 */

/** Languages with names, places and organisations (the rules recognizers) as well as every pattern recognizer. */
export const FULL_LANGUAGES = ['en', 'de', 'es', 'fr', 'it', 'nl', 'pt', 'pl'] as const;
/**
 * Further languages a request may name: the language-neutral recognizers (email, phone, cards, IBAN,
 * secrets, …) and the national identifiers of the countries where they are spoken run; names do not.
 */
export const PATTERN_ONLY_LANGUAGES = ['fi', 'sv', 'ko', 'tr', 'th', 'hi', 'zh', 'ja', 'he', 'ar', 'ru'] as const;
export const SUPPORTED_LANGUAGES = [...FULL_LANGUAGES, ...PATTERN_ONLY_LANGUAGES] as const;
export type Language = (typeof SUPPORTED_LANGUAGES)[number];

export const CATEGORIES = ['identity', 'contact', 'financial', 'government_id', 'network', 'location', 'temporal', 'medical', 'credentials'] as const;
export type Category = (typeof CATEGORIES)[number];

/** How an entity type is found: a bare pattern, a pattern confirmed by a checksum, a statistical model, or rules/lexicons. */
export type DetectionKind = 'pattern' | 'pattern+checksum' | 'model' | 'rules';

/** Where a recognizer applies: a list of languages, or every language (language-neutral formats). */
export type LanguageScope = readonly Language[] | 'all';

/** One entry of the entity catalogue served by GET /api/pii/entities. */
export interface EntityDescription {
  entity_type: string;
  description: string;
  category: Category;
  detection: DetectionKind;
}

export interface EntityInfo extends EntityDescription {
  languages: Language[];
  /** Other names accepted for this type in `entities` and `operators` (see recognizers/aliases.ts). */
  aliases: string[];
}

/** A detection before threshold and overlap resolution. Offsets are UTF-16 indices. */
export interface Candidate {
  entity: string;
  start: number;
  end: number;
  score: number;
  /** Name of the recognizer that produced it. */
  recognizer: string;
  /** Name of the pattern or rule inside the recognizer. */
  pattern?: string;
  /** Score before validation and context, for the decision process. */
  baseScore?: number;
  /** Outcome of the checksum/structure check, e.g. "Luhn checksum valid". */
  validation?: string;
  /** Score after validation, before the context boost (set by the engine when context raises it). */
  scoreBeforeContext?: number;
  /** Context words found near the match that raised the score. */
  contextWords?: string[];
  /** Set by recognizers that already weighed context themselves: the engine adds no boost. */
  contextApplied?: boolean;
  /** Free-form reason from rule-based recognizers ("honorific Mr. before a capitalised name"). */
  reason?: string;
}

/** One regular expression of a pattern recognizer. `regex` must carry the `g` flag. */
export interface PatternSpec {
  name: string;
  regex: RegExp;
  /** Calibrated probability that a match (before checksum and context) is this entity. */
  score: number;
}

/**
 * Most recognizers: patterns, an optional checksum, context words. Behaviour only where it is real.
 * Scoring: a match gets its pattern's score; `validate` returning true sets `validScore` (default 1),
 * false drops the match; `invalidate` returning true drops it; a context word near the match (or in
 * the request's `context`) raises the score (see context.ts). With `requiresContext`, a match without
 * any context word is dropped.
 */
export interface PatternRecognizer extends EntityDescription {
  kind: 'pattern';
  name: string;
  languages: LanguageScope;
  patterns: PatternSpec[];
  context?: readonly string[];
  requiresContext?: boolean;
  /** Score a context hit lifts the match to at least (default: see context.ts). */
  contextScore?: number;
  /** Capture group that holds the entity (default 0: the whole match). */
  group?: number;
  /** Checksum/structure check: true → validScore, false → drop, undefined → keep the pattern score. */
  validate?: (match: string) => boolean | undefined;
  validScore?: number;
  /** Description of the check for the decision process, e.g. "Luhn checksum". */
  validationName?: string;
  /** Known-invalid values (test numbers, impossible ranges): true drops the match. */
  invalidate?: (match: string) => boolean;
  /** Cheap whole-text test; when false the patterns are not run at all. */
  prefilter?: (text: string) => boolean;
}

/** The document as custom recognizers see it. */
export interface AnalysisDocument {
  text: string;
  language: Language;
  /**
   * Candidates of every recognizer that ran before this one — all pattern recognizers and the earlier
   * custom ones (email, URL, phone, date) — before threshold/overlaps, e.g. to mask emails and URLs.
   */
  patternCandidates: readonly Candidate[];
}

/** Recognizers with real behaviour beyond regexes (libphonenumber, names and places). */
export interface CustomRecognizer {
  kind: 'custom';
  name: string;
  languages: LanguageScope;
  entities: readonly EntityDescription[];
  /** Context words the engine checks for candidates not marked `contextApplied`. */
  context?: readonly string[];
  /** Runs after the pattern recognizers. */
  analyze(doc: AnalysisDocument): Candidate[];
  /** Optional eager loading of lexicons, so the first request is not slow. */
  warmUp?(): void;
  /** warmUp as several shorter steps, in order (optional: hosts fall back to warmUp). */
  warmUpSteps?: readonly (() => void)[];
}

export type Recognizer = PatternRecognizer | CustomRecognizer;

export function appliesTo(scope: LanguageScope, language: Language): boolean {
  return scope === 'all' || scope.includes(language);
}
