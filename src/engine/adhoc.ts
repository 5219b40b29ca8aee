/**
 * Ad hoc recognizers sent with a request: user regexes compiled with re2js (a pure-JS port of RE2),
 * so matching is linear in the text whatever the pattern — `(a+)+$` cannot stall the service.
 * Flags: MULTILINE and DOTALL, case-sensitive (inline `(?i)` makes a pattern case-insensitive).
 * A deny list matches its words as whole words, case-insensitively, with score 1.
 */
import { RE2JS } from 're2js';
import { EngineError } from './errors.ts';
import type { Candidate } from './types.ts';

export interface AdHocPattern {
  regex: string;
  score: number;
  name?: string;
}

export interface AdHocRecognizerSpec {
  entity_type: string;
  patterns?: AdHocPattern[];
  context?: string[];
  deny_list?: string[];
}

export const AD_HOC_LIMITS = { recognizers: 20, patterns: 20, regexLength: 1000, denyListWords: 1000 } as const;

interface CompiledPattern {
  name: string;
  regex: RE2JS;
  score: number;
}

export interface CompiledAdHoc {
  name: string;
  entity: string;
  patterns: CompiledPattern[];
  context: string[];
}

const ENTITY_NAME = /^[A-Za-z][A-Za-z0-9_]{0,63}$/;
const FLAGS = RE2JS.MULTILINE | RE2JS.DOTALL;

function fail(field: string, message: string, details: Record<string, unknown> = {}): never {
  throw new EngineError(`${field} ${message}`, 'invalid_ad_hoc_recognizer', { field, ...details });
}

function escapeRe2(word: string): string {
  return word.replace(/[\\^$.|?*+()[\]{}]/g, '\\$&');
}

export function compileAdHoc(specs: readonly AdHocRecognizerSpec[] | undefined): CompiledAdHoc[] {
  if (specs === undefined) return [];
  if (!Array.isArray(specs)) fail('ad_hoc_recognizers', 'must be an array');
  if (specs.length > AD_HOC_LIMITS.recognizers) {
    fail('ad_hoc_recognizers', `must hold at most ${AD_HOC_LIMITS.recognizers} recognizers`, { limit: AD_HOC_LIMITS.recognizers });
  }
  return specs.map((spec: AdHocRecognizerSpec, i) => cachedCompile(spec, `ad_hoc_recognizers[${i}]`));
}

// Clients tend to send the same ad hoc recognizers with every request; compiling a regex costs far
// more than running it on a short text. Bounded, insertion-ordered map used as an LRU.
const CACHE_SIZE = 256;
const cache = new Map<string, CompiledAdHoc>();

function cachedCompile(spec: AdHocRecognizerSpec, path: string): CompiledAdHoc {
  let key: string;
  try {
    key = JSON.stringify(spec);
  } catch {
    return compileOne(spec, path);
  }
  const hit = cache.get(key);
  if (hit) {
    cache.delete(key);
    cache.set(key, hit);
    return hit;
  }
  const compiled = compileOne(spec, path); // errors carry this request's path, so only successes are cached
  cache.set(key, compiled);
  if (cache.size > CACHE_SIZE) cache.delete(cache.keys().next().value!);
  return compiled;
}

function compileOne(spec: AdHocRecognizerSpec, path: string): CompiledAdHoc {
  if (typeof spec !== 'object' || spec === null) fail(path, 'must be an object');
  const entity = spec.entity_type;
  if (typeof entity !== 'string' || !ENTITY_NAME.test(entity)) {
    fail(`${path}.entity_type`, 'must be a name of letters, digits and underscores starting with a letter');
  }
  const patterns = spec.patterns ?? [];
  if (!Array.isArray(patterns)) fail(`${path}.patterns`, 'must be an array');
  if (patterns.length > AD_HOC_LIMITS.patterns) {
    fail(`${path}.patterns`, `must hold at most ${AD_HOC_LIMITS.patterns} patterns`, { limit: AD_HOC_LIMITS.patterns });
  }
  const compiled: CompiledPattern[] = patterns.map((p, j) => {
    const pPath = `${path}.patterns[${j}]`;
    if (typeof p !== 'object' || p === null) fail(pPath, 'must be an object');
    const name = typeof p.name === 'string' && p.name !== '' ? p.name : `pattern_${j}`;
    if (typeof p.regex !== 'string' || p.regex === '') fail(`${pPath}.regex`, 'must be a non-empty string');
    if (p.regex.length > AD_HOC_LIMITS.regexLength) {
      fail(`${pPath}.regex`, `must be at most ${AD_HOC_LIMITS.regexLength} characters`, { limit: AD_HOC_LIMITS.regexLength });
    }
    if (typeof p.score !== 'number' || !(p.score >= 0 && p.score <= 1)) fail(`${pPath}.score`, 'must be a number between 0 and 1');
    let regex: RE2JS;
    try {
      regex = RE2JS.compile(p.regex, FLAGS);
    } catch (err) {
      const reason = err instanceof Error ? err.message : String(err);
      throw new EngineError(
        `${pPath}.regex is not a valid regular expression (recognizer ${entity}, pattern ${name}): ${reason}`,
        'invalid_regex',
        { field: `${pPath}.regex`, recognizer: entity, pattern: name },
      );
    }
    return { name, regex, score: p.score };
  });
  const deny = spec.deny_list ?? [];
  if (!Array.isArray(deny) || deny.some((w) => typeof w !== 'string')) fail(`${path}.deny_list`, 'must be an array of strings');
  if (deny.length > AD_HOC_LIMITS.denyListWords) fail(`${path}.deny_list`, `must hold at most ${AD_HOC_LIMITS.denyListWords} words`);
  const words = deny.map((w) => w.trim()).filter((w) => w !== '');
  if (words.length > 0) {
    // Longest first, so "New York City" wins over "New York".
    const alternation = [...words].sort((a, b) => b.length - a.length).map(escapeRe2).join('|');
    compiled.push({ name: 'deny_list', regex: RE2JS.compile(`(?i)(?:^|\\b)(?:${alternation})(?:\\b|$)`, FLAGS), score: 1 });
  }
  if (compiled.length === 0) fail(path, 'needs at least one pattern or a deny_list');
  const context = spec.context ?? [];
  if (!Array.isArray(context) || context.some((w) => typeof w !== 'string')) fail(`${path}.context`, 'must be an array of strings');
  return { name: `AdHoc:${entity}`, entity, patterns: compiled, context };
}

/** What runAdHoc needs of budget.ts's WorkGuard (declared here: budget.ts imports this module). */
export interface MatchGuard {
  checkTime(): void;
  addMatches(n: number): void;
}

/** Matches of one ad hoc recognizer; `guard` stops a pattern that matches without end (`.` on 1 MB). */
export function runAdHoc(recognizer: CompiledAdHoc, text: string, guard?: MatchGuard): Candidate[] {
  const out: Candidate[] = [];
  for (const p of recognizer.patterns) {
    guard?.checkTime();
    const m = p.regex.matcher(text);
    while (m.find()) {
      const start = m.start();
      const end = m.end();
      if (end <= start) continue; // empty matches carry no entity
      guard?.addMatches(1);
      out.push({ entity: recognizer.entity, start, end, score: p.score, baseScore: p.score, recognizer: recognizer.name, pattern: p.name });
    }
  }
  return out;
}
