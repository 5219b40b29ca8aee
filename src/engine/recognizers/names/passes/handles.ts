/**
 * A social-media handle ("@jane_doe", "@ jane_doe" as tokenised text has it) names an account, and
 * most accounts are people's: the Broad Twitter Corpus's training split labels 63% of its 3,776
 * handles PERSON and 20% ORGANIZATION (WNUT 17 labels all handles O, but for a redaction service an
 * account name is personal data whatever its shape). The model finds handles that read as names
 * ("@LukeDonald") and misses the rest ("@paulgore1974", "@carolinaxo___"); a handle it left alone is
 * reported here as a PERSON at a modest score, the "@" included. A handle the model classed
 * otherwise keeps its class. Not an e-mail address: the "@" opens the handle (start of text, or
 * after a space, bracket, quote or dot).
 * Runs on the names after the vote.
 */
import type { Candidate } from '../../../types.ts';
import type { Lexicon } from '../lexicon.ts';
import { HANDLE_ACCOUNT } from '../scores.ts';
import { SpanIndex } from '../span-index.ts';

/** "@" then 2–30 letters, digits or "_" (the handle rules of the big networks), not followed by more of them or by "@" / "." + letter (an address). */
const HANDLE = /(?<![\p{L}\p{N}_@])@ ?([\p{L}\p{N}_]{2,30})(?![\p{L}\p{N}_@]|\.\p{L})/gu;

/** Whether some "@" may open a handle: not every one is inside a word (an e-mail address). */
function mayHoldHandle(text: string): boolean {
  for (let at = text.indexOf('@'); at >= 0; at = text.indexOf('@', at + 1)) {
    if (at === 0 || !WORD_CHAR.test(text[at - 1]!)) return true;
  }
  return false;
}
const WORD_CHAR = /[\p{L}\p{N}_@]/u;

export function handles(names: Candidate[], text: string, lex: Lexicon, recognizer: string): void {
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
    added.push({ entity: 'PERSON', start, end, score: HANDLE_ACCOUNT, baseScore: HANDLE_ACCOUNT, recognizer, pattern: 'handle', reason: 'a social-media handle', contextApplied: true });
  }
  names.push(...added);
}
