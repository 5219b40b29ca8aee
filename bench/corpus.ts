/**
 * The benchmark corpus: ~1,000 realistic English documents of about 300 characters, cut from the
 * evaluation generator's output (emails, chat, tickets, notes, logs, news, legal, CVs, and clean
 * technical text), so both PII-heavy and PII-free text is timed. Deterministic.
 */
import { generateDocs } from '../eval/generate/generate.ts';

const GENRES = ['email', 'chat', 'ticket', 'medical', 'hr', 'news', 'legal', 'logs', 'cv', 'hard', 'negative', 'caps_form'];
const TARGET = 300;

/** Cuts text into pieces of about TARGET characters, at whitespace. */
function pieces(text: string): string[] {
  const out: string[] = [];
  let rest = text.trim();
  while (rest.length >= TARGET * 0.6) {
    if (rest.length <= TARGET * 1.3) {
      out.push(rest);
      break;
    }
    let cut = rest.lastIndexOf(' ', TARGET);
    if (cut < TARGET * 0.6) cut = rest.indexOf(' ', TARGET);
    if (cut < 0) cut = rest.length;
    out.push(rest.slice(0, cut));
    rest = rest.slice(cut).trim();
  }
  return out;
}

export function benchCorpus(size = 1000): string[] {
  const docs = generateDocs({ seed: 777, genres: GENRES, scale: 1 }).filter((d) => d.language === 'en');
  // interleave genres so any prefix of the corpus is a mix
  const byGenre = new Map<string, string[]>();
  for (const d of docs) {
    const list = byGenre.get(d.genre) ?? [];
    list.push(...pieces(d.text));
    byGenre.set(d.genre, list);
  }
  const out: string[] = [];
  const lists = [...byGenre.values()];
  for (let i = 0; out.length < size; i++) {
    let added = false;
    for (const l of lists) {
      if (i < l.length && out.length < size) {
        out.push(l[i]!);
        added = true;
      }
    }
    if (!added) break;
  }
  return out;
}

/** A long document of realistic mixed text: corpus documents joined by blank lines, cut to `chars`. */
export function longDocument(corpus: readonly string[], chars: number): string {
  let text = '';
  for (let i = 0; text.length < chars; i++) text += corpus[i % corpus.length]! + '\n\n';
  return text.slice(0, chars);
}
