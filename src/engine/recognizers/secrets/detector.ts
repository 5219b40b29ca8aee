/**
 * The shape shared by the credential detectors. Each detector names the literal trigger strings
 * without which it cannot match (a documented prefix such as "ghp_", or a keyword such as
 * "password"); the secrets recognizer scans the text once for all triggers and runs only the
 * detectors whose trigger occurs.
 */
import type { Candidate } from '../../types.ts';

export type SecretEntity = 'API_KEY' | 'AUTH_TOKEN' | 'PRIVATE_KEY' | 'PASSWORD';

export interface SecretDetector {
  name: string;
  /** Literal strings (case-sensitive: list the spellings); one must occur in the text for `find` to run. */
  triggers: readonly string[];
  find(text: string): Candidate[];
}

/** A candidate in the shape every detector reports. */
export function secretCandidate(entity: SecretEntity, start: number, end: number, score: number, detector: string, pattern: string, validation?: string): Candidate {
  return {
    entity,
    start,
    end,
    score,
    baseScore: score,
    recognizer: 'SecretRecognizer',
    pattern: `${detector}: ${pattern}`,
    ...(validation ? { validation } : {}),
    // Credentials are judged by structure; a nearby word never lowers or raises them further.
    contextApplied: true,
  };
}

/** Runs a global regex and hands each match to `accept`, which returns a candidate or nothing. */
export function scan(regex: RegExp, text: string, accept: (m: RegExpExecArray) => Candidate | null | undefined): Candidate[] {
  const out: Candidate[] = [];
  regex.lastIndex = 0;
  let m: RegExpExecArray | null;
  while ((m = regex.exec(text)) !== null) {
    if (m[0] === '') {
      regex.lastIndex++;
      continue;
    }
    const c = accept(m);
    if (c) out.push(c);
  }
  return out;
}

/** Shannon entropy in bits per character. */
export function entropy(value: string): number {
  const counts = new Map<string, number>();
  for (const ch of value) counts.set(ch, (counts.get(ch) ?? 0) + 1);
  let bits = 0;
  for (const n of counts.values()) {
    const p = n / value.length;
    bits -= p * Math.log2(p);
  }
  return bits;
}

/** Values that stand for a secret without being one: templates, masks, variables, examples in docs. */
const PLACEHOLDER = /^(?:[<{[($%*#?…]|x{3,}|\.{3})|[}>\]]$|^(?:\*+|x+|none|null|nil|undefined|empty|true|false|required|optional|changeme|change_me|secret|password|passwd|pass|pwd|pw|your[_-]?\w*|example\w*|placeholder|redacted|hidden|masked|test|dummy|foo|bar|value|string|str|env|os|process|config|settings|self|this|input|prompt|getpass\w*|os\.environ\w*|process\.env\w*)$/i;

export function isPlaceholder(value: string): boolean {
  return PLACEHOLDER.test(value) || /\$\{|\{\{|%\(|%s\b|\benv\(/.test(value);
}

/**
 * The last word of an identifier, lower-case: `db_password` → password, `adminPwd` → pwd,
 * `x-api-key` → key, `"Secret Key"` → key. Separators: _ . - space and lower→upper camelCase steps.
 */
export function lastWord(key: string): string {
  const words = key.replace(/([a-z0-9])([A-Z])/g, '$1 $2').split(/[_.\-\s]+/);
  return (words[words.length - 1] ?? '').toLowerCase();
}
