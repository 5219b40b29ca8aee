/**
 * The words an ORGANIZATION span from the model may hold: a job title before "at" is not part of
 * the employer's name ("Chief Financial Officer at Smith-Jones" → "Smith-Jones"). Names that hold
 * "at" themselves ("University of Texas at Austin") keep it: the words before it are no job title.
 */
import type { ModelSpan } from '../model/tagger.ts';
import type { Token } from '../prepare.ts';
import { JOB_ACRONYMS, JOB_HEADS, JOB_MODIFIERS, OFFICE_TITLES } from '../vocab.ts';

const isJobWord = (t: Token) => JOB_HEADS.has(t.lower) || JOB_MODIFIERS.has(t.lower) || OFFICE_TITLES.has(t.lower) || JOB_ACRONYMS.has(t.t) || t.lower === 'of' || t.lower === 'and' || t.lower === '&';

export function orgWords(spans: readonly ModelSpan[], tokens: readonly Token[]): ModelSpan[] {
  let out: ModelSpan[] | undefined;
  for (let i = 0; i < spans.length; i++) {
    const s = spans[i]!;
    const cut = s.cls === 'ORG' ? afterJobTitle(s, tokens) : -1;
    if (cut < 0) {
      out?.push(s);
      continue;
    }
    out ??= spans.slice(0, i);
    out.push({ first: cut, last: s.last, cls: s.cls, prob: s.prob });
  }
  return out ?? (spans as ModelSpan[]);
}

/** Index of the first token after "<job title> at", or -1. */
function afterJobTitle(s: ModelSpan, tokens: readonly Token[]): number {
  for (let k = s.first + 1; k < s.last; k++) {
    const t = tokens[k]!;
    if (t.lower !== 'at') continue;
    for (let m = s.first; m < k; m++) if (tokens[m]!.kind === 1 && !isJobWord(tokens[m]!)) return -1;
    return k + 1;
  }
  return -1;
}
