/**
 * Reading the labelled corpora (../shared/corpora, see its README) and turning a sentence into the
 * tagger's tokens and gold labels. Gold spans are mapped onto the detector's own tokenisation, so
 * training sees exactly what inference will see. Two conventions of the API are applied to the gold:
 * leading honorifics and office titles are not part of a PERSON (Veil reports them as TITLE), and
 * punctuation at a span's edge is not part of the name. Half the sentences get their split possessives
 * joined back as people write them ("Kipling 's" → "Kipling's", attachPossessives); the "'s" then
 * stays inside its token, and the tagger's output drops it.
 */
import { readFileSync } from 'node:fs';
import { corpusSpans } from '../../eval/lib/corpora.ts';
import { isKnownName, keepUpper } from '../../src/engine/recognizers/names/detect.ts';
import { CLASSES, beginOf, insideOf, O } from '../../src/engine/recognizers/names/model/labels.ts';
import { prepare, type Token } from '../../src/engine/recognizers/names/prepare.ts';
import { skipTitles } from '../../src/engine/recognizers/names/name-edges.ts';
import { bareEnd } from '../../src/engine/recognizers/names/words.ts';

export interface CorpusSentence {
  id: string;
  lang: string;
  text: string;
  spans: { start: number; end: number; type: string }[];
}

export function readCorpus(file: string): CorpusSentence[] {
  return readFileSync(file, 'utf8')
    .split('\n')
    .filter((l) => l.trim().length > 0)
    .map((l) => {
      const j = JSON.parse(l) as CorpusSentence;
      // The files count code points; the tokens count UTF-16 units (corpusSpans).
      return { id: j.id, lang: j.lang, text: j.text, spans: corpusSpans(j.text, j.spans) };
    });
}

/**
 * The corpora come tokenised with spaces ("Kipling 's books"); people write "Kipling's books", and the
 * tokeniser keeps that possessive inside the word. Joining it back lets training see a possessive
 * name with the context it has in such text (the next word is "books", not "'s"). Training shows
 * half the sentences each way, since text that arrives pre-tokenised exists too.
 */
export function attachPossessives(sentence: CorpusSentence): CorpusSentence {
  const joins: number[] = [];
  const text = sentence.text.replace(/(?<=\p{L}) (?=['’]s(?![\p{L}\p{N}]))/gu, (_m, offset: number) => {
    joins.push(offset);
    return '';
  });
  if (joins.length === 0) return sentence;
  const shift = (x: number) => x - joins.filter((j) => j < x).length;
  return { ...sentence, text, spans: sentence.spans.map((sp) => ({ ...sp, start: shift(sp.start), end: shift(sp.end) })) };
}

export function tokensOf(text: string): Token[] {
  return prepare(text, [], keepUpper, isKnownName, true).tokens;
}


/** Gold label per token (IOB2); tokens outside every span are O. A token's word ends before a possessive "'s" (bareEnd): "Kipling's" is inside the span "Kipling". */
export function goldLabels(tokens: readonly Token[], spans: CorpusSentence['spans']): Uint8Array {
  const labels = new Uint8Array(tokens.length).fill(O);
  for (const span of spans) {
    const cls = (CLASSES as readonly string[]).indexOf(span.type);
    if (cls < 0) continue;
    let first = tokens.findIndex((t) => t.s >= span.start && bareEnd(t) <= span.end);
    if (first < 0) continue;
    let last = first;
    while (last + 1 < tokens.length && bareEnd(tokens[last + 1]!) <= span.end) last++;
    while (first <= last && tokens[first]!.kind === 0) first++;
    if (span.type === 'PER' && first < last) first = skipTitles(tokens, first, last);
    while (last >= first && tokens[last]!.kind === 0 && tokens[last]!.t !== '.') last--;
    if (last >= first && tokens[last]!.kind === 0) last--;
    if (first > last) continue;
    labels[first] = beginOf(cls);
    for (let k = first + 1; k <= last; k++) labels[k] = insideOf(cls);
  }
  return labels;
}
