/**
 * The shipped name model (data/names-model.bin, built by `npm run train`) with the dictionaries its
 * features read, decoded once from the host's resources on first use or at warm-up. When the host
 * has no model (or asks for rules only), the detector runs on rules alone.
 */
import { engineResources, onResourcesChanged, requireResource } from '../../resources.ts';
import { lexicon } from './lexicon.ts';
import { NameTagger } from './model/tagger.ts';
import { decodeWeights } from './model/weights.ts';
import { decodeVocabulary } from './vocabulary.ts';

let cached: NameTagger | null | undefined;
onResourcesChanged(() => (cached = undefined));

export function nameTagger(): NameTagger | null {
  if (cached !== undefined) return cached;
  const resources = engineResources();
  const bytes = resources.namesMode === 'rules' ? undefined : resources.read('names-model.bin');
  if (bytes === undefined) return (cached = null);
  const { weights, packed } = decodeWeights(bytes);
  const vocabulary = decodeVocabulary(requireResource('vocab.bin'));
  return (cached = new NameTagger(weights, lexicon(), vocabulary, packed));
}
