/**
 * A sentence's opening "The" is no part of the organisation after it: "The State Department said
 * …", "The Reserve Bank of India cut …", "The Washington Post quoted …". The model reads the
 * capital of a sentence's first word as a name's and takes the article in; written inside a
 * sentence the same names go without it ("said the State Department"), and CoNLL-style news labels
 * them so. Cut only at a sentence's start (the text's, a line's, or after an end mark), and only
 * when a capitalised word follows: a "The" inside a sentence is written so on purpose ("reported by
 * The Times"). English text only (the pipeline's call); runs on the names after the vote.
 */
import type { Candidate } from '../../../types.ts';

/** Before a sentence's first word: nothing, a line break, or an end mark (and a closing quote or bracket) and spaces. */
const SENTENCE_BEFORE = /(?:^|\n|[.!?]["'”’)]?[ \t]+)[ \t]*$/;

export function sentenceThe(names: Candidate[], text: string): void {
  for (let i = 0; i < names.length; i++) {
    const c = names[i]!;
    if (c.entity !== 'ORGANIZATION' || !text.startsWith('The ', c.start)) continue;
    const next = text.charCodeAt(c.start + 4);
    if (!(next >= 65 && next <= 90) || c.end <= c.start + 5) continue;
    if (!SENTENCE_BEFORE.test(text.slice(Math.max(0, c.start - 8), c.start))) continue;
    names[i] = { ...c, start: c.start + 4, reason: `${c.reason ?? ''}; a sentence's opening "The" cut off` };
  }
}
