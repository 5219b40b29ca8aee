// Preloaded by scripts/test.mjs into every test process: the engine's data files from disk, as a
// Node host (src/main.ts) installs them at start-up. Warm-up stays lazy: tests that never analyse
// names do not pay for the lexicons and the model.
import { loadResources } from '../../src/engine/resources.ts';
import { fileResources } from '../../src/engine-files.ts';

loadResources(fileResources());
