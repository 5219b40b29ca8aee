/**
 * A social-media handle ("@jane_doe", "@ jane_doe" as tokenised text has it) names an account, and
 * most accounts are people's: the Broad Twitter Corpus's training split labels 63% of its 3,776
 * handles PERSON and 20% ORGANIZATION (WNUT 17 labels all handles O, but for a redaction service an
 * account name is personal data whatever its shape). The model finds handles that read as names
 * ("@LukeDonald") and misses the rest ("@paulgore1974", "@carolinaxo___"); a handle it left alone is
 * reported here as a PERSON at a modest score, the "@" included. A handle the model classed
 * otherwise keeps its class. Not an e-mail address: the "@" opens the handle (start of text, or
 * after a space, bracket, quote or dot).
 * In English, the handle of an organisation is reported as one: a listed brand's or one ending in
 * an organisation's word (brands.ts: "@ okrfm", "@ VirginTrainsUK"), and one spelt out of two or
 * more ordinary English words and no name ("@ fiveholeforfood", "@ PostOffice", "@ drop4drop").
 * Of the handles the model left alone in half of the Broad Twitter Corpus's training split (held
 * out of a model trained on the other half), those of ordinary words were 32% people's and 44%
 * organisations', the others 66% people's.
 * Runs on the names after the vote.
 */
import type { Candidate } from '../../../types.ts';
import type { Lexicon } from '../lexicon.ts';
import { HANDLE_ACCOUNT } from '../scores.ts';
import { organisationAccount } from './brands.ts';
import { SpanIndex } from '../span-index.ts';

/**
 * "@" then 2–30 letters, digits or "_" (the handle rules of the big networks), not followed by more
 * of them or by "@" / "." + letter (an address), and not a web address written after "@" ("read it
 * @ http://…", where "@" stands for "at").
 */
const HANDLE = /(?<![\p{L}\p{N}_@])@ ?(?!(?:https?|www)(?![\p{L}\p{N}_]))([\p{L}\p{N}_]{2,30})(?![\p{L}\p{N}_@]|\.\p{L})/gu;

/** Whether some "@" may open a handle: not every one is inside a word (an e-mail address). */
function mayHoldHandle(text: string): boolean {
  for (let at = text.indexOf('@'); at >= 0; at = text.indexOf('@', at + 1)) {
    if (at === 0 || !WORD_CHAR.test(text[at - 1]!)) return true;
  }
  return false;
}
const WORD_CHAR = /[\p{L}\p{N}_@]/u;

export function handles(names: Candidate[], text: string, lex: Lexicon, recognizer: string, english: boolean): void {
  if (!mayHoldHandle(text)) return;
  let found: SpanIndex<Candidate> | undefined;
  const added: Candidate[] = [];
  for (const m of text.matchAll(HANDLE)) {
    const start = m.index;
    const end = start + m[0].length;
    const name = m[1]!;
    // A number, or one with a unit, is no account name ("@ 300", "@ 5pm", "@ 2x"), and "@ " before
    // an ordinary lower-case word is the shorthand for "at" ("meet @ the station", "@ home").
    if (/^[\p{N}_]+\p{L}{0,3}$/u.test(name)) continue;
    if (m[0][1] === ' ' && name === name.toLowerCase() && lex.wordRank.has(name)) continue;
    found ??= new SpanIndex(names);
    if (found.some(start, end)) continue;
    // An organisation's account ("@ okrfm", "@ VirginTrainsUK"): English only, where the brand list applies.
    const org = english && (organisationAccount(name, lex) || ordinaryWords(name, lex));
    added.push({ entity: org ? 'ORGANIZATION' : 'PERSON', start, end, score: HANDLE_ACCOUNT, baseScore: HANDLE_ACCOUNT, recognizer, pattern: 'handle', reason: org ? "a social-media handle, an organisation's account" : 'a social-media handle', contextApplied: true });
  }
  names.push(...added);
}

/** Short words that make account names ("fiveholeforfood", "drop4drop", "TheKnitStudio"). */
const SHORT_WORDS: ReadonlySet<string> = new Set(['a', 'an', 'at', 'by', 'do', 'go', 'in', 'is', 'it', 'me', 'my', 'no', 'of', 'on', 'or', 'so', 'to', 'up', 'us', 'we', 'tv', 'fm', 'uk']);

/**
 * Whether an account name is spelt out of two or more ordinary English words and nothing else:
 * each run of letters (split at digits, "_" and camel-case humps) parts into words of the English
 * frequency list, which holds no given or family names ("markwright" does not part: "mark" is a name).
 */
export function ordinaryWords(account: string, lex: Lexicon): boolean {
  let words = 0;
  for (const run of account.replace(/(\p{Ll})(?=\p{Lu})/gu, '$1 ').split(/[^\p{L}]+/u)) {
    if (run === '') continue;
    const n = wordCount(run.toLowerCase(), lex);
    if (n === 0) return false;
    words += n;
  }
  return words >= 2;
}

/** The fewest dictionary words that make up `s` exactly, or 0 when none do (dynamic programming over its ends). */
function wordCount(s: string, lex: Lexicon): number {
  const n = s.length;
  if (n > 40) return 0;
  const best = new Array<number>(n + 1).fill(Infinity);
  best[0] = 0;
  for (let i = 0; i < n; i++) {
    if (best[i] === Infinity) continue;
    for (let j = i + 1; j <= Math.min(n, i + 20); j++) {
      const w = s.slice(i, j);
      if (best[i]! + 1 < best[j]! && (w.length >= 3 ? lex.wordRank.has(w) : SHORT_WORDS.has(w))) best[j] = best[i]! + 1;
    }
  }
  return best[n] === Infinity ? 0 : best[n]!;
}
