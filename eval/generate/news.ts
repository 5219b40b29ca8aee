/**
 * Converts the hand-written news paragraphs (eval/news/news.txt) into labelled documents.
 * Format: blocks separated by a line "---"; each block starts with a header line
 * "# <id> <genre> [lang=xx]" (id: digits) followed by the paragraph with inline markup [[TYPE|text]].
 * A block of lines that all start with "#" is a comment (the preamble).
 */
import { buildDoc, parseMarkup, type EvalDoc } from '../lib/doc.ts';

export function convertNews(source: string): EvalDoc[] {
  const docs: EvalDoc[] = [];
  for (const block of source.split(/^---\s*$/m)) {
    const trimmed = block.trim();
    if (trimmed === '' || trimmed.split('\n').every((l) => l.startsWith('#'))) continue;
    const nl = trimmed.indexOf('\n');
    const header = trimmed.slice(0, nl);
    const m = /^#\s+(\d+)\s+(\S+)(?:\s+lang=(\w+))?\s*$/.exec(header);
    if (!m) throw new Error(`news block without header: ${header.slice(0, 60)}`);
    const body = trimmed.slice(nl + 1).trim();
    const { text, entities } = buildDoc(parseMarkup(body));
    docs.push({ id: `news-${m[1]!}`, set: 'news', genre: m[2]!, locale: 'en_US', language: m[3] ?? 'en', text, entities });
  }
  return docs;
}
