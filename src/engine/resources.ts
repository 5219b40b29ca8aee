/**
 * The engine's data files — lexicons, dictionaries and the trained name model — come from the host,
 * installed once with loadResources() before the first analysis: read from disk by a Node process
 * (src/engine-files.ts), fetched by a browser, handed to a worker. Nothing in the engine touches a
 * file system, so the same code runs wherever JavaScript does.
 */

/** Every data file the engine can ask for (the files under recognizers/names/data/). */
export const RESOURCE_NAMES = [
  'first-names.txt',
  'surnames.txt',
  'words.txt',
  'name-words.txt',
  'places.tsv',
  'orgs.txt',
  'nrp.tsv',
  'lexicon.bin',
  'vocab.bin',
  'names-model.bin',
  'names-model-caseless.bin',
  'word-clusters.bin',
] as const;
export type ResourceName = (typeof RESOURCE_NAMES)[number];

export interface EngineResources {
  /**
   * The bytes of a data file, or undefined when the host has none. Only the name models are
   * optional: without the main one, names, places and organisations come from the rules alone;
   * without the caseless one, text without case distinctions is read by the main one. And
   * lexicon.bin, the word lists as one prebuilt table (made by `npm run build` from the text files,
   * lexicon-table.ts): without it the engine builds that table from the text files.
   */
  read(name: ResourceName): Uint8Array | undefined;
  /** 'rules': name detection without the trained model even when the host has one (comparisons). */
  namesMode?: 'model' | 'rules';
  /** Report the name model's raw confidences instead of calibrated ones (fitting the calibration). */
  rawNameScores?: boolean;
}

let installed: EngineResources | undefined;
const resets: (() => void)[] = [];

/**
 * Installs the data source. Caches built from an earlier source are dropped, so a host (or a test)
 * can switch, e.g. to another model file. Warm-up (warmup.ts) then builds them eagerly.
 */
export function loadResources(resources: EngineResources): void {
  installed = resources;
  for (const reset of resets) reset();
}

/** The installed source; throws when the host has not called loadResources(). */
export function engineResources(): EngineResources {
  if (installed === undefined) throw new Error('engine resources are not loaded: call loadResources() first (Node hosts: loadEngineFiles() in src/engine-files.ts)');
  return installed;
}

/** Whether a host has installed a source. */
export function resourcesLoaded(): boolean {
  return installed !== undefined;
}

/** A required data file. */
export function requireResource(name: ResourceName): Uint8Array {
  const bytes = engineResources().read(name);
  if (bytes === undefined) throw new Error(`engine resource ${name} is missing`);
  return bytes;
}

/** Registers a cache to drop when another source is installed (module-level, once per cache). */
export function onResourcesChanged(reset: () => void): void {
  resets.push(reset);
}
