/**
 * The shipped name models (built by `npm run train`) with the dictionaries their features read,
 * decoded once from the host's resources on first use or at warm-up. When the host has no model
 * (or asks for rules only), the detector runs on rules alone.
 * - data/names-model.bin reads text as people write it, where capitals carry evidence.
 * - data/names-model-caseless.bin was trained with 1 sentence in 3 shouted and another 1 in 3
 *   lower-cased (`--recase 3`): it reads text without case distinctions (chat in lower case,
 *   shouted headlines and forms) much better, and cased text worse, so it reads only caseless text
 *   (caselessText in pipeline.ts). Without it, the main model reads everything.
 */
import { engineResources, onResourcesChanged, requireResource, type ResourceName } from '../../resources.ts';
import { lexicon } from './lexicon.ts';
import { NameTagger } from './model/tagger.ts';
import { decodeWeights } from './model/weights.ts';
import { decodeVocabulary, type Vocabulary } from './vocabulary.ts';
import { WordClusters } from './word-clusters.ts';

const cached = new Map<ResourceName, NameTagger | null>();
/** The dictionaries and the word classes, decoded once for both models. */
let vocabulary: Vocabulary | undefined;
let clusters: WordClusters | undefined;
onResourcesChanged(() => {
  cached.clear();
  vocabulary = undefined;
  clusters = undefined;
});

function loadTagger(file: ResourceName): NameTagger | null {
  let tagger = cached.get(file);
  if (tagger !== undefined) return tagger;
  const resources = engineResources();
  const bytes = resources.namesMode === 'rules' ? undefined : resources.read(file);
  if (bytes === undefined) tagger = null;
  else {
    const { weights, packed } = decodeWeights(bytes);
    vocabulary ??= decodeVocabulary(requireResource('vocab.bin'));
    clusters ??= WordClusters.decode(requireResource('word-clusters.bin'));
    tagger = new NameTagger(weights, lexicon(), vocabulary, packed, clusters);
  }
  cached.set(file, tagger);
  return tagger;
}

/** The model of cased text, or null (rules only). */
export function nameTagger(): NameTagger | null {
  return loadTagger('names-model.bin');
}

/** The model of caseless text; the main model when the host has no caseless one. */
export function caselessTagger(): NameTagger | null {
  return nameTagger() === null ? null : (loadTagger('names-model-caseless.bin') ?? nameTagger());
}
