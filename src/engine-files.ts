/**
 * The Node host's side of the engine's resources (src/engine/resources.ts): the data files read
 * from disk, beside the engine's sources (or, in the compiled runtime, beside its JavaScript).
 * Environment switches for comparisons and tooling live here, not in the engine:
 *   VEIL_NAMES_MODEL=/path/model.bin  another weights file (e.g. from npm run train -- --out …)
 *   VEIL_NAMES_MODEL_CASELESS=/path/model.bin  the same for the model of caseless text
 *   NAMES_MODE=rules                  names from the rules alone, without the trained model
 *   NAMES_RAW_SCORES=1                the model's raw confidences (scripts/calibrate.ts)
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import { LEXICON_SOURCE_FILES } from './engine/recognizers/names/lexicon-table.ts';
import { loadResources, resourcesLoaded, type EngineResources, type ResourceName } from './engine/resources.ts';
import { warmUp } from './engine/warmup.ts';

const DATA_DIR = new URL('./engine/recognizers/names/data/', import.meta.url);

export function fileResources(env: NodeJS.ProcessEnv = process.env): EngineResources {
  const urlOf = (name: ResourceName) => {
    const other = name === 'names-model.bin' ? env.VEIL_NAMES_MODEL : name === 'names-model-caseless.bin' ? env.VEIL_NAMES_MODEL_CASELESS : undefined;
    return other ? new URL(`file://${other}`) : new URL(name, DATA_DIR);
  };
  return {
    read(name) {
      const url = urlOf(name);
      // The models and the prebuilt lexicon table (made by `npm run build`: beside the code in
      // dist/, in dist/ only under tsx) are the optional files; a missing lexicon is an
      // installation error and throws.
      if (name === 'lexicon.bin' && !existsSync(url)) return builtLexiconTable();
      if ((name === 'names-model.bin' || name === 'names-model-caseless.bin') && !existsSync(url)) return undefined;
      return readFileSync(url);
    },
    namesMode: env.NAMES_MODE === 'rules' ? 'rules' : 'model',
    rawNameScores: env.NAMES_RAW_SCORES === '1',
  };
}

/**
 * Under tsx the sources have no lexicon.bin beside them, but `npm run build` wrote one into dist/.
 * It is used when it is newer than every text file it was made from (as make decides): building the
 * table from the text costs a start ~0.15 s and ~30 MB more. Otherwise, or in the compiled runtime
 * (where the file sits beside the code and was read above), undefined: the engine builds the table.
 */
function builtLexiconTable(): Buffer | undefined {
  const built = new URL('../dist/engine/recognizers/names/data/lexicon.bin', import.meta.url);
  if (!existsSync(built)) return undefined;
  const madeAt = statSync(built).mtimeMs;
  for (const source of Object.values(LEXICON_SOURCE_FILES)) if (statSync(new URL(source, DATA_DIR)).mtimeMs > madeAt) return undefined;
  return readFileSync(built);
}

/** Installs the file resources; the engine builds its tables on first use or at warmUp(). */
export function installEngineFiles(env: NodeJS.ProcessEnv = process.env): void {
  loadResources(fileResources(env));
}

/** Installs the file resources and builds the engine's tables now (start-up), not on the first request. */
export function loadEngineFiles(env: NodeJS.ProcessEnv = process.env): void {
  installEngineFiles(env);
  warmUp();
}

/** loadEngineFiles() unless a source is installed already (tools that may run inside a host that loaded). */
export function ensureEngineFiles(): void {
  if (!resourcesLoaded()) loadEngineFiles();
}
