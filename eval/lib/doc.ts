/**
 * The labelled document format shared by the generator, the hand-written news set and the scorer.
 * Offsets are Unicode code points (as in the API): Array.from(text).slice(start, end).join('') === span text.
 */

export interface GoldSpan {
  type: string;
  start: number;
  end: number;
  text: string;
}

export interface EvalDoc {
  id: string;
  set: string;
  genre: string;
  locale: string;
  language: string;
  text: string;
  entities: GoldSpan[];
}

/** A piece of a document: plain text, or a labelled span. */
export type Segment = string | { type: string; text: string };

export function codePoints(s: string): number {
  let n = 0;
  for (const _ of s) n++;
  return n;
}

/** Joins segments into text and exact code-point spans. Empty labelled segments are dropped. */
export function buildDoc(segments: readonly Segment[]): { text: string; entities: GoldSpan[] } {
  let text = '';
  let pos = 0;
  const entities: GoldSpan[] = [];
  for (const seg of segments) {
    const s = typeof seg === 'string' ? seg : seg.text;
    const len = codePoints(s);
    if (typeof seg !== 'string' && len > 0) entities.push({ type: seg.type, start: pos, end: pos + len, text: s });
    text += s;
    pos += len;
  }
  return { text, entities };
}

/** Code-point slice, independent of the engine's own offset helpers. */
export function sliceCodePoints(text: string, start: number, end: number): string {
  return Array.from(text).slice(start, end).join('');
}

const MARKUP = /\[\[([A-Z][A-Z0-9_]*)\|([^\]|]+)\]\]/g;

/** Parses inline markup `[[PERSON|Roger Maris]]` into segments. */
export function parseMarkup(source: string): Segment[] {
  const out: Segment[] = [];
  let last = 0;
  for (const m of source.matchAll(MARKUP)) {
    if (m.index > last) out.push(source.slice(last, m.index));
    out.push({ type: m[1]!, text: m[2]! });
    last = m.index + m[0].length;
  }
  if (last < source.length) out.push(source.slice(last));
  for (const s of out) {
    if (typeof s === 'string' && (s.includes('[[') || s.includes(']]'))) throw new Error(`malformed markup near: ${s.slice(0, 60)}`);
  }
  return out;
}

/** Reads a JSONL file's content into documents. */
export function parseJsonl(content: string): EvalDoc[] {
  return content
    .split('\n')
    .filter((l) => l.trim() !== '')
    .map((l) => JSON.parse(l) as EvalDoc);
}
