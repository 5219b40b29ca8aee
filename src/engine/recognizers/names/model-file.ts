/**
 * The shipped name model (data/names-model.bin, built by `npm run train`), loaded once on first use
 * or at warm-up like the lexicons. When the file is absent the detector runs on rules alone.
 */
import { existsSync, readFileSync } from 'node:fs';
import { lexicon } from './lexicon.ts';
import { NameTagger } from './model/tagger.ts';
import { decodeWeights } from './model/weights.ts';
import { decodeVocabulary } from './vocabulary.ts';

let cached: NameTagger | null | undefined;

const modelUrl = () => new URL(process.env.VEIL_NAMES_MODEL ? `file://${process.env.VEIL_NAMES_MODEL}` : './data/names-model.bin', import.meta.url);

export function nameTagger(): NameTagger | null {
  if (cached !== undefined) return cached;
  const url = modelUrl();
  if (!existsSync(url)) return (cached = null);
  const { weights } = decodeWeights(readFileSync(url));
  const vocabulary = decodeVocabulary(readFileSync(new URL('./data/vocab.bin', import.meta.url)));
  return (cached = new NameTagger(weights, lexicon(), vocabulary));
}
