/**
 * npm run train [-- options]
 *   --corpora DIR   labelled corpora root (default ../shared/corpora); only DIR/train is read
 *   --epochs N      passes over the data (default 8)
 *   --rate X        AdaGrad base rate (default 0.05)
 *   --l2 X          L2 per touch (default 1e-5)
 *   --bits N        log2 of the feature buckets (default 22)
 *   --dropout X     rate at which a token's own word identity is hidden (default 0.1)
 *   --seed N        shuffle and dropout seed (default 1)
 *   --only A,B      train only on these files (names without .jsonl)
 *   --repeat A=N,…  show these files' sentences N times per epoch (default once each)
 *   --out FILE      weights file (default src/engine/recognizers/names/data/names-model.bin)
 * Rebuilds the name tagger's weights from the training split, deterministically for given options.
 * dev/ is never read here.
 */
import { readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { installEngineFiles } from '../src/engine-files.ts';
import { lexicon } from '../src/engine/recognizers/names/lexicon.ts';
import { extractFeatures, FactMemo } from '../src/engine/recognizers/names/model/features.ts';
import { ordinaryWords } from '../src/engine/recognizers/names/model/tagger.ts';
import { decodeVocabulary } from '../src/engine/recognizers/names/vocabulary.ts';
import { readFileSync } from 'node:fs';
import { seededRandom, train, type TrainingSentence } from '../src/engine/recognizers/names/model/train.ts';
import { encodeWeights } from '../src/engine/recognizers/names/model/weights.ts';
import { goldLabels, readCorpus, tokensOf } from './train/corpus.ts';

const { values: args } = parseArgs({
  options: {
    corpora: { type: 'string', default: fileURLToPath(new URL('../../shared/corpora', import.meta.url)) },
    epochs: { type: 'string', default: '8' },
    rate: { type: 'string', default: '0.05' },
    l2: { type: 'string', default: '1e-5' },
    bits: { type: 'string', default: '22' },
    dropout: { type: 'string', default: '0.1' },
    seed: { type: 'string', default: '1' },
    only: { type: 'string' },
    repeat: { type: 'string' },
    out: { type: 'string', default: fileURLToPath(new URL('../src/engine/recognizers/names/data/names-model.bin', import.meta.url)) },
  },
});

const options = {
  epochs: Number(args.epochs),
  rate: Number(args.rate),
  l2: Number(args.l2),
  bits: Number(args.bits),
  dropout: Number(args.dropout),
  seed: Number(args.seed),
};
const trainDir = join(args.corpora, 'train');
const only = args.only ? new Set(args.only.split(',')) : null;
const files = readdirSync(trainDir)
  .filter((f) => f.endsWith('.jsonl') && (!only || only.has(f.replace(/\.jsonl$/, ''))))
  .sort();

const repeats = new Map<string, number>();
for (const item of args.repeat ? args.repeat.split(',') : []) {
  const [name, times] = item.split('=');
  if (!name || !Number.isInteger(Number(times)) || Number(times) < 1) throw new Error(`--repeat ${item}: expected FILE=N with N ≥ 1`);
  repeats.set(name, Number(times));
}

const started = performance.now();
// The lexicons come through the engine's data source (the model file itself is not read).
installEngineFiles();
const lex = lexicon();
const vocabulary = decodeVocabulary(readFileSync(new URL('../src/engine/recognizers/names/data/vocab.bin', import.meta.url)));
const memos = new Map<string, FactMemo>();
const memoOf = (lang: string) => {
  let m = memos.get(lang);
  if (!m) memos.set(lang, (m = new FactMemo(lex, ordinaryWords(lex, vocabulary, lang), Infinity)));
  return m;
};
const drop = seededRandom(options.seed * 7919 + 1);
const sentences: TrainingSentence[] = [];
let tokens = 0;
for (const file of files) {
  const corpus = readCorpus(join(trainDir, file));
  const copies = repeats.get(file.replace(/\.jsonl$/, '')) ?? 1;
  for (let copy = 0; copy < copies; copy++) for (const s of corpus) {
    const toks = tokensOf(s.text);
    if (toks.length === 0) continue;
    const gold = goldLabels(toks, s.spans);
    sentences.push({ rows: extractFeatures(toks, s.lang, memoOf(s.lang), lex, options.bits, () => drop() < options.dropout), gold });
    tokens += toks.length;
  }
  console.log(`${file}: ${corpus.length} sentences${copies > 1 ? ` × ${copies}` : ''}`);
}
console.log(`features for ${sentences.length} sentences, ${tokens} tokens in ${((performance.now() - started) / 1000).toFixed(1)} s`);

const weights = train(sentences, {
  ...options,
  onEpoch: (e, loss) => console.log(`epoch ${e}/${options.epochs}: mean loss ${loss.toFixed(4)} (${((performance.now() - started) / 1000).toFixed(0)} s)`),
});
const bytes = encodeWeights(weights, { ...options, files, sentences: sentences.length, tokens });
writeFileSync(args.out, bytes);
console.log(`wrote ${args.out}: ${(bytes.length / 1e6).toFixed(1)} MB in ${((performance.now() - started) / 1000).toFixed(0)} s`);
