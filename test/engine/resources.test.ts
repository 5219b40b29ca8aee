/**
 * The engine reads its data files only through the source its host installs (src/engine/resources.ts):
 * in-memory bytes work as well as files, switching sources rebuilds the tables, and without a source
 * the engine says what to do instead of reaching for a file system.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { analyze, defaultRecognizers, loadResources, RESOURCE_NAMES, warmUpSteps, type ResourceName } from '../../src/engine/index.ts';
import { fileResources } from '../../src/engine-files.ts';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const TEXT = 'Please forward the contract to Margarethe Okonkwo-Lindqvist before the meeting.';
const people = () => analyze(TEXT, { language: 'en', entities: ['PERSON'] }).entities.map((e) => Array.from(TEXT).slice(e.start, e.end).join(''));

test('bytes handed over in memory detect exactly what the files do', () => {
  const files = fileResources({});
  const fromFiles = people();
  const inMemory = new Map<ResourceName, Uint8Array>();
  for (const name of RESOURCE_NAMES) {
    const bytes = files.read(name);
    // lexicon.bin comes from a build (dist/); without one the table is built from the text files.
    if (bytes !== undefined) inMemory.set(name, Uint8Array.from(bytes));
  }
  const asked: ResourceName[] = [];
  loadResources({ read: (name) => (asked.push(name), inMemory.get(name)) });
  try {
    assert.deepEqual(people(), fromFiles);
    assert.ok(fromFiles.length > 0, 'the sentence has a person');
    assert.ok(asked.includes('names-model.bin') && (asked.includes('lexicon.bin') || asked.includes('first-names.txt')), `read through the source: ${asked.join(', ')}`);
  } finally {
    loadResources(fileResources({}));
  }
});

test('a source without the model (or in rules mode) runs the rules alone: no span comes from the model', () => {
  const text = 'I spoke with Okonkwo and Ferreira yesterday in Lisbon.';
  const fromModel = () =>
    analyze(text, { language: 'en', return_decision_process: true }).entities.filter((e) => (e as { explanation?: { pattern?: string } }).explanation?.pattern?.startsWith('model')).length;
  assert.ok(fromModel() > 0, 'with the model');
  const files = fileResources({});
  try {
    loadResources({ read: (name) => (name === 'names-model.bin' ? undefined : files.read(name)) });
    assert.equal(fromModel(), 0, 'no model file');
    loadResources({ ...files, namesMode: 'rules' });
    assert.equal(fromModel(), 0, 'rules mode');
  } finally {
    loadResources(fileResources({}));
  }
});

test('a missing lexicon is an error naming the file', () => {
  const files = fileResources({});
  try {
    // Without the prebuilt table too: with it, the text files are not read.
    loadResources({ read: (name) => (name === 'surnames.txt' || name === 'lexicon.bin' ? undefined : files.read(name)) });
    assert.throws(() => analyze('Mr. John Smith', { language: 'en' }), /surnames\.txt is missing/);
  } finally {
    loadResources(fileResources({}));
  }
});

test('without loadResources() the engine says so instead of touching a file system', () => {
  const script = "const e = await import('./src/engine/index.ts'); try { e.analyze('Mr. John Smith lives in Paris.'); console.log('no error'); } catch (err) { console.log(err.message); }";
  const run = spawnSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], { cwd: ROOT, encoding: 'utf8' });
  assert.match(run.stdout, /engine resources are not loaded: call loadResources\(\)/, run.stderr);
});

test('no file of the engine imports node:fs or reads the environment', () => {
  const engineDir = join(ROOT, 'src/engine');
  const offenders: string[] = [];
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const path = join(dir, name);
      if (statSync(path).isDirectory()) walk(path);
      else if (path.endsWith('.ts')) {
        const code = readFileSync(path, 'utf8');
        if (/from 'node:(fs|fs\/promises|path|url)'|process\.env|import\.meta\.url/.test(code)) offenders.push(path.slice(engineDir.length + 1));
      }
    }
  };
  walk(engineDir);
  assert.deepEqual(offenders, []);
});

test('warmUpSteps: the warm-up as separate steps, each callable on its own, names split into lexicons and models', () => {
  const steps = warmUpSteps();
  // One per custom recognizer with a warm-up, the names recognizer as two (lexicons, the model); the
  // caseless model loads with the first document without case distinctions.
  const customs = defaultRecognizers.filter((r) => r.kind === 'custom' && (r.warmUp || r.warmUpSteps));
  assert.equal(steps.length, customs.length + 1);
  // The server calls them one per event-loop turn, detached from their recognizer.
  for (const step of steps) step();
  assert.ok(analyze('Call Jane Doe at 212-555-0123.').entities.some((e) => e.entity_type === 'PERSON'));
  // The caseless model, loaded on first use, reads lower-case chat.
  assert.ok(analyze('lol me and jessica went to see taylor swift in denver last night').entities.some((e) => e.entity_type === 'PERSON' && e.text === 'jessica'));
});
