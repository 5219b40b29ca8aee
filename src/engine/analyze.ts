/**
 * analyze(text, options) → entities. Orchestration only:
 * recognizers for the language → validation → context → allow list → threshold → overlaps → offsets.
 */
import { compileAdHoc, runAdHoc, type AdHocRecognizerSpec, type CompiledAdHoc } from './adhoc.ts';
import { ENTITY_OVERHEAD_BYTES, EXPLANATION_BYTES, WorkGuard, type RunLimits } from './budget.ts';
import { boostedScore, ContextWindows, findContext, findRequestContext, mayContainContext } from './context.ts';
import { EngineError } from './errors.ts';
import { resolveOverlaps, compareSpans } from './overlaps.ts';
import { expandEntityName } from './recognizers/aliases.ts';
import { entityTypesOf, recognizersFor } from './recognizers/registry.ts';
import { offsetMap } from './text/offsets.ts';
import { SUPPORTED_LANGUAGES, type Candidate, type Language, type PatternRecognizer, type Recognizer } from './types.ts';

export interface AnalyzeOptions {
  language?: string;
  entities?: readonly string[];
  score_threshold?: number;
  ad_hoc_recognizers?: readonly AdHocRecognizerSpec[];
  /** Values never reported (compared trimmed and case-insensitively with the entity text). */
  allow_list?: readonly string[];
  /** Extra context words that count as present near every match. */
  context?: readonly string[];
  allow_overlaps?: boolean;
  return_decision_process?: boolean;
}

export interface Explanation {
  recognizer: string;
  pattern?: string;
  base_score: number;
  validation?: string;
  context_words?: string[];
  context_boost: number;
  reason?: string;
  score: number;
}

/** An entity in the public shape: offsets in code points. */
export interface DetectedEntity {
  entity_type: string;
  text: string;
  start: number;
  end: number;
  score: number;
  explanation?: Explanation;
}

export interface AnalyzeResult {
  language: Language;
  entities: DetectedEntity[];
}

export function resolveLanguage(language: string | undefined): Language {
  const lang = language ?? 'en';
  if (!(SUPPORTED_LANGUAGES as readonly string[]).includes(lang)) {
    throw new EngineError(`language '${lang}' is not supported`, 'unsupported_language', {
      field: 'language',
      supported: [...SUPPORTED_LANGUAGES],
    });
  }
  return lang as Language;
}

const knownTypesByLanguage = new Map<Language, Set<string>>();

function knownTypes(language: Language): Set<string> {
  let known = knownTypesByLanguage.get(language);
  if (!known) {
    known = new Set(recognizersFor(language).flatMap(entityTypesOf));
    knownTypesByLanguage.set(language, known);
  }
  return known;
}

function resolveEntities(entities: readonly string[] | undefined, language: Language, adHoc: CompiledAdHoc[]): Set<string> | null {
  if (entities === undefined) return null;
  if (!Array.isArray(entities) || entities.some((e) => typeof e !== 'string')) {
    throw new EngineError('entities must be an array of entity type names', 'invalid_entities', { field: 'entities' });
  }
  const builtIn = knownTypes(language);
  const wanted = new Set<string>();
  const unknown: string[] = [];
  for (const name of entities as readonly string[]) {
    if (adHoc.some((a) => a.entity === name)) {
      wanted.add(name);
      continue;
    }
    // An alias stands for its targets that exist in this language (SECRET: every credential type).
    const targets = expandEntityName(name).filter((t) => builtIn.has(t));
    if (targets.length === 0) unknown.push(name);
    for (const t of targets) wanted.add(t);
  }
  if (unknown.length > 0) {
    throw new EngineError(`entities contains unknown entity type ${unknown.map((u) => `'${u}'`).join(', ')} for language '${language}'`, 'unknown_entity', {
      field: 'entities',
      unknown,
    });
  }
  return wanted;
}

function checkShape(options: AnalyzeOptions): void {
  const t = options.score_threshold;
  if (t !== undefined && (typeof t !== 'number' || !(t >= 0 && t <= 1))) {
    throw new EngineError('score_threshold must be a number between 0 and 1', 'invalid_score_threshold', { field: 'score_threshold' });
  }
  for (const field of ['allow_list', 'context'] as const) {
    const v = options[field];
    if (v !== undefined && (!Array.isArray(v) || v.some((w) => typeof w !== 'string'))) {
      throw new EngineError(`${field} must be an array of strings`, `invalid_${field}`, { field });
    }
  }
}

/**
 * Whether a recognizer reports a wanted type. A module function, not a closure per call: under tsx,
 * whose transform keeps function names, each named closure also costs an Object.defineProperty.
 */
function wants(wanted: Set<string> | null, r: Recognizer): boolean {
  return wanted === null || entityTypesOf(r).some((t) => wanted.has(t));
}

function namesDetectorWanted(wanted: Set<string>, language: Language): boolean {
  for (const r of recognizersFor(language)) if (r.kind === 'custom' && r.name === 'NameRecognizer' && wants(wanted, r)) return true;
  return false;
}

function runPatternRecognizer(r: PatternRecognizer, text: string, out: Candidate[]): void {
  const group = r.group ?? 0;
  for (const p of r.patterns) {
    // exec on the shared regex (not matchAll, which clones it on every call); the engine is
    // synchronous, so resetting lastIndex here is safe.
    const regex = p.regex;
    regex.lastIndex = 0;
    let m: RegExpExecArray | null;
    while ((m = regex.exec(text)) !== null) {
      if (m[0] === '') {
        regex.lastIndex++;
        continue;
      }
      const value = m[group];
      if (value === undefined || value === '') continue;
      const start = m.index + (group === 0 ? 0 : m[0].indexOf(value));
      let score = p.score;
      let validation: string | undefined;
      if (r.invalidate?.(value)) continue;
      if (r.validate) {
        const verdict = r.validate(value);
        if (verdict === false) continue;
        if (verdict === true) {
          score = r.validScore ?? 1;
          validation = `${r.validationName ?? 'validation'} passed`;
        }
      }
      out.push({ entity: r.entity_type, start, end: start + value.length, score, baseScore: p.score, recognizer: r.name, pattern: p.name, ...(validation ? { validation } : {}) });
    }
  }
}

/** Applies recognizer and request context to the candidates [from, to) of `list`, in place. */
function applyContext(
  list: Candidate[],
  from: number,
  windows: ContextWindows,
  words: readonly string[],
  requestContext: readonly string[],
  requiresContext: boolean,
  contextScore: number | undefined,
): void {
  let write = from;
  for (let i = from; i < list.length; i++) {
    const c = list[i]!;
    if (c.contextApplied || words.length === 0) {
      list[write++] = c;
      continue;
    }
    const found = findContext(windows.get(c.start, c.end), words);
    if (requestContext.length > 0) for (const w of findRequestContext(requestContext, words)) if (!found.includes(w)) found.push(w);
    if (found.length > 0) {
      // Candidates are fresh objects owned by this call: update in place rather than copy.
      c.scoreBeforeContext = c.score;
      c.score = Math.max(c.score, boostedScore(c.score, contextScore));
      c.contextWords = found;
      list[write++] = c;
    } else if (!requiresContext) {
      list[write++] = c;
    }
  }
  // Setting an array's length is a slow builtin: only when a candidate was dropped.
  if (write !== list.length) list.length = write;
}

function allowed(allowList: readonly string[] | undefined): ((value: string) => boolean) | null {
  if (!allowList || allowList.length === 0) return null;
  const set = new Set(allowList.map((w: string) => w.trim().toLowerCase()));
  return (value) => !set.has(value.trim().toLowerCase());
}

function round(score: number): number {
  return Math.round(score * 10000) / 10000;
}

/**
 * The two halves of option validation, as methods of one object so that tests can count the calls
 * (a request must validate its options once, not once per layer it crosses). Each throws
 * EngineError naming the field.
 */
export const optionChecks = {
  /** Types and ranges (score_threshold in [0, 1], string lists): what a request schema checks. */
  shape(options: AnalyzeOptions): void {
    checkShape(options);
  },
  /** Meaning: the language is supported, entity names exist in it, ad hoc patterns compile. */
  meaning(options: AnalyzeOptions): void {
    resolveOptions(options);
  },
};

/**
 * What a run needs from its options: the language, the compiled ad hoc recognizers (cached) and the
 * wanted entity types. Throws EngineError on nonsense — the engine's own guard on every run, which
 * callers may also run early (the image pipeline, before paying for OCR); not a validation pass.
 */
export function resolveOptions(options: AnalyzeOptions): { language: Language; adHoc: CompiledAdHoc[]; wanted: Set<string> | null } {
  const language = resolveLanguage(options.language);
  const adHoc = compileAdHoc(options.ad_hoc_recognizers);
  return { language, adHoc, wanted: resolveEntities(options.entities, language, adHoc) };
}

/**
 * Validates analyze options without running detection, for callers that have not checked their
 * shape against a schema (the service validates the shape with its request schema and calls
 * `optionChecks.meaning` alone). Throws EngineError naming the field.
 */
export function validateAnalyzeOptions(options: AnalyzeOptions): void {
  optionChecks.shape(options);
  optionChecks.meaning(options);
}

/**
 * Detection on one text with options that were validated before (`validateAnalyzeOptions`, or a
 * schema + `optionChecks.meaning`): no validation pass of its own. Resolving the language, entity
 * names and ad hoc patterns still throws EngineError on nonsense — a guard, not a second check.
 * Throws WorkBudgetExceeded when `limits` are given and the matches, the time or the result size
 * go over them.
 */
export function analyzeCandidates(text: string, options: AnalyzeOptions = {}, limits?: RunLimits): { language: Language; candidates: Candidate[] } {
  if (typeof text !== 'string') throw new EngineError('text must be a string', 'invalid_text', { field: 'text' });
  const { language, adHoc, wanted } = resolveOptions(options);
  const requestContext = options.context ?? [];
  // The names detector reads the pattern findings to leave identifiers alone ("IBAN DE89 …" is no
  // person): when it runs, every pattern recognizer does, and the filter on entity types comes after.
  const allPatterns = wanted === null || namesDetectorWanted(wanted, language);

  const guard = new WorkGuard(limits);
  const candidates: Candidate[] = [];
  const windows = new ContextWindows(text);
  const customs: Recognizer[] = [];
  for (const r of recognizersFor(language)) {
    if (r.kind === 'custom') {
      customs.push(r);
      continue;
    }
    if (!allPatterns && !wants(wanted, r)) continue;
    // Cheapest first: the prefilter (mostly a look at the shared digit-run summary), then the
    // context-word presence test for recognizers that need one.
    if (r.prefilter && !r.prefilter(text)) continue;
    if (r.requiresContext && requestContext.length === 0 && !mayContainContext(text, r.context ?? [])) continue;
    const from = candidates.length;
    runPatternRecognizer(r, text, candidates);
    guard.addMatches(candidates.length - from);
    applyContext(candidates, from, windows, r.context ?? [], requestContext, r.requiresContext ?? false, r.contextScore);
  }
  for (const r of customs) {
    if (r.kind !== 'custom' || !wants(wanted, r)) continue;
    const from = candidates.length;
    // Registry order puts names last, so they see emails, URLs and phones found before them.
    // A loop, not push(...found): a 1 MB text can yield more candidates than the call stack holds arguments.
    for (const found of r.analyze({ text, language, patternCandidates: candidates.slice() })) candidates.push(found);
    guard.addMatches(candidates.length - from);
    applyContext(candidates, from, windows, r.context ?? [], requestContext, false, undefined);
  }
  for (const a of adHoc) {
    const from = candidates.length;
    for (const found of runAdHoc(a, text, guard)) candidates.push(found);
    applyContext(candidates, from, windows, a.context, requestContext, false, undefined);
  }

  const threshold = options.score_threshold ?? 0;
  const isAllowed = allowed(options.allow_list);
  let kept = candidates.filter(
    (c) => (wanted === null || wanted.has(c.entity)) && c.score >= threshold && c.end > c.start && (!isAllowed || isAllowed(text.slice(c.start, c.end))),
  );
  kept = options.allow_overlaps ? kept.sort(compareSpans) : resolveOverlaps(kept, text);
  if (limits) {
    const perEntity = ENTITY_OVERHEAD_BYTES + (options.return_decision_process ? EXPLANATION_BYTES : 0);
    let bytes = 0;
    for (const c of kept) bytes += 2 * (c.end - c.start) + perEntity;
    guard.checkResult(bytes);
  }
  return { language, candidates: kept };
}

/** Converts resolved candidates to the public shape (code-point offsets, rounded scores). */
export function toEntities(text: string, candidates: readonly Candidate[], withExplanation: boolean): DetectedEntity[] {
  const map = offsetMap(text);
  return candidates.map((c) => {
    const entity: DetectedEntity = {
      entity_type: c.entity,
      text: text.slice(c.start, c.end),
      start: map.toCodePoint(c.start),
      end: map.toCodePoint(c.end),
      score: round(c.score),
    };
    if (withExplanation) {
      const base = c.baseScore ?? c.score;
      entity.explanation = {
        recognizer: c.recognizer,
        ...(c.pattern ? { pattern: c.pattern } : {}),
        base_score: round(base),
        ...(c.validation ? { validation: c.validation } : {}),
        ...(c.contextWords ? { context_words: c.contextWords } : {}),
        context_boost: round(c.score - (c.scoreBeforeContext ?? c.score)),
        ...(c.reason ? { reason: c.reason } : {}),
        score: round(c.score),
      };
    }
    return entity;
  });
}

/** Detection on one text with options validated before (see analyzeCandidates). */
export function analyzeValidated(text: string, options: AnalyzeOptions = {}, limits?: RunLimits): AnalyzeResult {
  const { language, candidates } = analyzeCandidates(text, options, limits);
  return { language, entities: toEntities(text, candidates, options.return_decision_process ?? false) };
}

/** Validates `options` (shape and meaning), then detects: the entry point for direct engine use. */
export function analyze(text: string, options: AnalyzeOptions = {}, limits?: RunLimits): AnalyzeResult {
  validateAnalyzeOptions(options);
  return analyzeValidated(text, options, limits);
}
