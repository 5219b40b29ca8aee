/**
 * A social-media handle names an account. Written as people write it, glued to its "@" ("@jane_doe",
 * "@paulgore1974", "@BBCNews"), it is a USERNAME: an account name is personal data whatever its
 * shape, but it is not a person's, place's or organisation's name as written, and both tweet corpora
 * agree (the Broad Twitter Corpus and WNUT 17 label glued handles O). So a glued handle the model
 * left alone is added as a USERNAME, and a name span that is exactly a glued handle (the model's
 * "@LukeDonald", the brands pass's "@AppleSupport") becomes one. dev/ (eighth → ninth session):
 * btc-en PERSON 0.710 → 0.735, ORGANIZATION 0.554 → 0.558, the other files equal.
 * A handle tokenised apart from its "@" ("@ jane_doe", as tokenised corpora write every handle) is
 * read as a name: the Broad Twitter Corpus labels 63% of its 3,776 such handles PERSON and 20%
 * ORGANIZATION. One the model left alone is added at a modest score, the "@" included: in English
 * as an ORGANIZATION when it is an organisation's account — a listed brand's or one ending in an
 * organisation's word (brands.ts: "@ okrfm", "@ VirginTrainsUK"), or one spelt out of two or more
 * ordinary English words and no name ("@ fiveholeforfood", "@ PostOffice", "@ drop4drop"); of the
 * handles the model left alone in half of the Broad Twitter Corpus's training split (held out of a
 * model trained on the other half), those of ordinary words were 32% people's and 44%
 * organisations', the others 66% people's — and otherwise as a PERSON.
 * Not an e-mail address: the "@" opens the handle (start of text, or after a space, bracket, quote
 * or dot). Runs on the names after the vote, last of the social-media passes.
 */
import type { Candidate } from '../../../types.ts';
import type { Lexicon } from '../lexicon.ts';
import { HANDLE_ACCOUNT, HANDLE_USERNAME, PLACE_AFTER_AT } from '../scores.ts';
import { isNameType } from '../vote.ts';
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
    const glued = m[0][1] !== ' ';
    // "@ " before a listed place is "at" ("School visits @ Taupo today"): the tweet corpora's train
    // splits label the place a LOCATION, the "@" outside, 8 times in 9.
    if (!glued && /^\p{Lu}\p{Ll}+$/u.test(name) && lex.places.has(name.toLowerCase())) {
      added.push({ entity: 'LOCATION', start: start + 2, end, score: PLACE_AFTER_AT, baseScore: PLACE_AFTER_AT, recognizer, pattern: 'handle', reason: 'a listed place after "@ " (at)', contextApplied: true });
      continue;
    }
    // An organisation's account ("@ okrfm", "@ VirginTrainsUK"): English only, where the brand list applies.
    const org = !glued && english && (organisationAccount(name, lex) || ordinaryWords(name, lex));
    const score = glued ? HANDLE_USERNAME : HANDLE_ACCOUNT;
    added.push({ entity: glued ? 'USERNAME' : org ? 'ORGANIZATION' : 'PERSON', start, end, score, baseScore: score, recognizer, pattern: 'handle', reason: org ? "a social-media handle, an organisation's account" : 'a social-media handle', contextApplied: true });
  }
  // Name spans that are a glued handle, before the added ones (already USERNAME or a spaced handle).
  for (let i = 0; i < names.length; i++) {
    const c = names[i]!;
    if (text.charCodeAt(c.start) === 0x40 && isNameType(c.entity) && GLUED_HANDLE.test(text.slice(c.start, c.end))) names[i] = { ...c, entity: 'USERNAME', score: Math.max(c.score, HANDLE_USERNAME), reason: `${c.reason ?? ''}; a social-media handle` };
  }
  names.push(...added);
}

/** A whole span that is "@" and an account name, glued. */
const GLUED_HANDLE = /^@[\p{L}\p{N}_]+$/u;

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
