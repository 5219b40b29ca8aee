/**
 * The words an ORGANIZATION or LOCATION span from the model may start with: a run of lower-case
 * words before the capitalised name is the sentence's, not the name's ("a visa for Panama",
 * "the campus of the Georgia Institute of Technology", "the centrist Sammarinese Christian
 * Democratic Party", "a minority party Movement for Rights and Freedoms"). The span is cut to start
 * at its first capitalised word when every word before it is in lower case, with "of", "for" and
 * "the" allowed among them. Compass adjectives are cut too ("northern Ontario" → "Ontario"): the
 * training corpora leave them out 31 times and put them in 19 (UNER and wikigold always leave them
 * out, as CoNLL-style news does; the Broad Twitter Corpus is split). dev/: UNER-PUD English
 * LOCATION +0.006, btc −0.005. Kept whole: spans with no capitalised word (lower-case text,
 * "national unity government") and spans opening with "the" alone (corpora disagree on it).
 * English text only (the pipeline's call).
 */
import type { ModelSpan } from '../model/tagger.ts';
import type { Token } from '../prepare.ts';

export function lowerLead(spans: readonly ModelSpan[], tokens: readonly Token[]): ModelSpan[] {
  let out: ModelSpan[] | undefined;
  for (let i = 0; i < spans.length; i++) {
    const s = spans[i]!;
    const cut = s.cls === 'ORG' || s.cls === 'LOC' ? firstCapital(s, tokens) : -1;
    if (cut < 0) {
      out?.push(s);
      continue;
    }
    out ??= spans.slice(0, i);
    out.push({ first: cut, last: s.last, cls: s.cls, prob: s.prob });
  }
  return out ?? (spans as ModelSpan[]);
}

/** Index of the first capitalised word when only lower-case words (not "the", "of" or "for" alone) precede it, or -1. */
function firstCapital(s: ModelSpan, tokens: readonly Token[]): number {
  const first = tokens[s.first]!;
  if (first.kind !== 1 || first.cap || first.shouted) return -1;
  let content = false;
  for (let k = s.first; k <= s.last; k++) {
    const t = tokens[k]!;
    if (t.kind === 1 && t.cap) return content ? k : -1;
    if (t.kind !== 1) return -1;
    if (t.lower !== 'the' && t.lower !== 'of' && t.lower !== 'for') content = true;
  }
  return -1;
}
