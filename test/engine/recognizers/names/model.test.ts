/**
 * The name model's parts: feature extraction, decoding under the IOB2 constraint, forward-backward
 * against brute force, the weights file round trip, and deterministic training.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fc from 'fast-check';
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { isKnownName, keepUpper } from '../../../../src/engine/recognizers/names/detect.ts';
import { lexicon } from '../../../../src/engine/recognizers/names/lexicon.ts';
import { ALLOWED, CrfWorkspace, emissions, expTransitions, forwardBackward, forwardBackwardInto, pairMarginal, viterbi, type CrfWeights } from '../../../../src/engine/recognizers/names/model/crf.ts';
import { forwardBackwardIob2, viterbiIob2 } from '../../../../src/engine/recognizers/names/model/decode.ts';
import { EmissionScorer, extractFeatures, FactMemo, isSentenceStart } from '../../../../src/engine/recognizers/names/model/features.ts';
import { allowed, beginOf, insideOf, isInside, LABEL_COUNT as L, O } from '../../../../src/engine/recognizers/names/model/labels.ts';
import { PackedRows } from '../../../../src/engine/recognizers/names/model/packed-rows.ts';
import { train, type TrainingSentence } from '../../../../src/engine/recognizers/names/model/train.ts';
import { decodeWeights, encodeWeights } from '../../../../src/engine/recognizers/names/model/weights.ts';
import { prepare } from '../../../../src/engine/recognizers/names/prepare.ts';
import { attachPossessives, goldLabels, tokensOf as corpusTokens } from '../../../../scripts/train/corpus.ts';
import { decodeVocabulary, encodeVocabulary, inVocabulary } from '../../../../src/engine/recognizers/names/vocabulary.ts';
import { WordClusters } from '../../../../src/engine/recognizers/names/word-clusters.ts';

const tokens = (text: string) => prepare(text, [], keepUpper, isKnownName, true).tokens;
const lex = lexicon();
// With the shipped word classes, so that the scorer test below covers the class features too.
const clusters = WordClusters.decode(readFileSync(new URL('../../../../src/engine/recognizers/names/data/word-clusters.bin', import.meta.url)));
const memo = () => new FactMemo(lex, (w) => lex.wordRank.has(w), undefined, undefined, clusters);
const BITS = 16;

test('features: deterministic, in range, and sensitive to the word and its neighbours', () => {
  const a = extractFeatures(tokens('Anna Lindqvist lives in Espoo .'), 'en', memo(), lex, BITS);
  const b = extractFeatures(tokens('Anna Lindqvist lives in Espoo .'), 'en', memo(), lex, BITS);
  assert.deepEqual([...a.ids], [...b.ids]);
  assert.equal(a.n, 6);
  for (const id of a.ids) assert.ok(id >= 0 && id < 1 << BITS);
  const row = (r: typeof a, t: number) => new Set(r.ids.subarray(r.offsets[t], r.offsets[t + 1]));
  // Same word, different right neighbour: some features differ, most stay.
  const c = extractFeatures(tokens('Anna Lindqvist works in Espoo .'), 'en', memo(), lex, BITS);
  const same = [...row(a, 1)].filter((x) => row(c, 1).has(x)).length;
  assert.ok(same > 0 && same < row(a, 1).size, 'the window changes some features of "Lindqvist"');
  // The language is a feature too.
  const d = extractFeatures(tokens('Anna Lindqvist lives in Espoo .'), 'de', memo(), lex, BITS);
  assert.notDeepEqual([...row(a, 0)], [...row(d, 0)]);
});

test('features: a possessive word shares the bare word\'s features but its shape ("Kipling\'s" reads as "Kipling")', () => {
  const own = (text: string) => {
    const r = extractFeatures(tokens(text), 'en', memo(), lex, BITS);
    return new Set(r.ids.subarray(r.offsets[1], r.offsets[2]));
  };
  const bareWord = own('Rudyard Kipling books sold .');
  const shared = (a: Set<number>) => [...a].filter((x) => bareWord.has(x)).length;
  for (const form of ["Rudyard Kipling's books sold .", 'Rudyard Kipling’s books sold .']) {
    const f = own(form);
    // Word, affixes, lexicon bits and neighbours are those of "Kipling"; the shape features differ.
    assert.ok(shared(f) >= f.size - 6 && shared(f) < f.size, `${form}: ${shared(f)} of ${f.size} shared`);
  }
  assert.deepEqual(own("Rudyard Kipling's books sold ."), own('Rudyard Kipling’s books sold .'));
  assert.ok(shared(own('Rudyard Kiplings books sold .')) < bareWord.size - 6, 'a plural is another word');
});

test('training corpus: split possessives are joined back and the name keeps its label', () => {
  const s = attachPossessives({ id: 'x', lang: 'en', text: "Kipling 's books and Jane ’s cat , it 's hers", spans: [{ start: 0, end: 7, type: 'PER' }, { start: 21, end: 25, type: 'PER' }] });
  assert.equal(s.text, "Kipling's books and Jane’s cat , it's hers");
  assert.deepEqual(s.spans.map((sp) => s.text.slice(sp.start, sp.end)), ['Kipling', 'Jane']);
  const toks = corpusTokens(s.text);
  const gold = goldLabels(toks, s.spans);
  assert.deepEqual(toks.map((t) => t.t).slice(0, 4), ["Kipling's", 'books', 'and', 'Jane’s']);
  assert.deepEqual([...gold.subarray(0, 4)], [beginOf(0), O, O, beginOf(0)]);
  // A sentence without a split possessive is returned as it is.
  const plain = { id: 'y', lang: 'en', text: "O 'Neil came .", spans: [] };
  assert.equal(attachPossessives(plain), plain);
});

test('features: sentence starts after terminal punctuation and line breaks', () => {
  const t = tokens('He left. Then Mary came\nHome');
  assert.equal(isSentenceStart(t, 0), true);
  assert.equal(isSentenceStart(t, 3), true); // Then
  assert.equal(isSentenceStart(t, 4), false); // Mary
  assert.equal(isSentenceStart(t, 6), true); // Home, after a newline
});

test('labels: I- only continues its own class', () => {
  assert.equal(allowed(O, insideOf(0)), false);
  assert.equal(allowed(beginOf(0), insideOf(0)), true);
  assert.equal(allowed(beginOf(1), insideOf(0)), false);
  assert.equal(allowed(insideOf(2), insideOf(2)), true);
});

const randomWeights = (seed: number): { em: Float64Array; trans: Float32Array; n: number } => {
  let x = seed;
  const r = () => {
    x = (Math.imul(x, 1103515245) + 12345) & 0x7fffffff;
    return (x / 0x7fffffff) * 6 - 3;
  };
  const n = 1 + (seed % 5);
  return { em: Float64Array.from({ length: n * L }, r), trans: Float32Array.from({ length: (L + 1) * L }, r), n };
};

test('viterbi never produces I- without a B- or I- of the same class before it', () => {
  fc.assert(
    fc.property(fc.integer({ min: 1, max: 1e6 }), (seed) => {
      const { em, trans, n } = randomWeights(seed);
      const path = new Uint8Array(n);
      viterbi(em, trans, n, path);
      for (let t = 0; t < n; t++) if (isInside(path[t]!)) assert.ok(allowed(t === 0 ? O : path[t - 1]!, path[t]!) && t > 0);
    }),
    { numRuns: 300 },
  );
});

test('the IOB2 decoders of decode.ts give bit-for-bit the results of crf.ts (paths, alpha, beta, scales), -Infinity emissions included', () => {
  fc.assert(
    fc.property(fc.integer({ min: 1, max: 1e6 }), fc.integer({ min: 1, max: 40 }), fc.integer({ min: 0, max: 39 }), (seed, n, from) => {
      let x = seed;
      const r = () => {
        x = (Math.imul(x, 1103515245) + 12345) & 0x7fffffff;
        return (x / 0x7fffffff) * 8 - 4;
      };
      const em = Float64Array.from({ length: n * L }, r);
      // The tagger forbids I- labels after a line break: -Infinity emissions.
      for (let t = 0; t < n; t++) if (r() > 2) for (let y = 2; y < L; y += 2) em[t * L + y] = -Infinity;
      // … and B-PER / I-PER after a number or an ordinary lower-case word.
      for (let t = 0; t < n; t++) if (r() > 2.5) em[t * L + beginOf(0)] = em[t * L + insideOf(0)] = -Infinity;
      const trans = Float32Array.from({ length: (L + 1) * L }, r);
      const expTrans = expTransitions(trans);
      const start = Math.min(from, n - 1);
      const a = new CrfWorkspace();
      const b = new CrfWorkspace();
      a.reserve(n);
      b.reserve(n);
      const pa = new Uint8Array(n);
      const pb = new Uint8Array(n);
      viterbi(em, trans, n, pa, a);
      viterbiIob2(em, trans, n, pb, b);
      assert.deepEqual([...pb], [...pa]);
      forwardBackwardInto(em, n, expTrans, a, false, start);
      forwardBackwardIob2(em, n, expTrans, b, start);
      assert.deepEqual([...b.alpha.subarray(0, n * L)], [...a.alpha.subarray(0, n * L)]);
      assert.deepEqual([...b.scale.subarray(0, n)], [...a.scale.subarray(0, n)]);
      assert.deepEqual([...b.psi.subarray(0, n * L)], [...a.psi.subarray(0, n * L)]);
      assert.deepEqual([...b.beta.subarray(start * L, n * L)], [...a.beta.subarray(start * L, n * L)]);
    }),
    { numRuns: 500 },
  );
});

/** Every allowed label sequence of length n with its score. */
function* sequences(em: Float64Array, trans: Float32Array, n: number): Generator<{ ys: number[]; score: number }> {
  const ys = new Array<number>(n).fill(0);
  const total = L ** n;
  for (let k = 0; k < total; k++) {
    let v = k;
    for (let t = 0; t < n; t++) {
      ys[t] = v % L;
      v = Math.floor(v / L);
    }
    let score = 0;
    let ok = true;
    for (let t = 0; t < n; t++) {
      const p = t === 0 ? L : ys[t - 1]!;
      if (!ALLOWED[p * L + ys[t]!]) ok = false;
      score += em[t * L + ys[t]!]! + trans[p * L + ys[t]!]!;
    }
    if (ok) yield { ys: [...ys], score };
  }
}

test('forward-backward equals brute-force marginals, pair marginals and partition function; viterbi finds the best sequence', () => {
  for (const seed of [3, 17, 99, 1234]) {
    const { em, trans } = randomWeights(seed);
    const n = 3;
    const all = [...sequences(em, trans, n)];
    const z = all.reduce((s, x) => s + Math.exp(x.score), 0);
    const m = forwardBackward(em, trans, n);
    assert.ok(Math.abs(m.logZ - Math.log(z)) < 1e-9);
    for (let t = 0; t < n; t++) {
      for (let y = 0; y < L; y++) {
        const brute = all.filter((x) => x.ys[t] === y).reduce((s, x) => s + Math.exp(x.score), 0) / z;
        assert.ok(Math.abs(m.node[t * L + y]! - brute) < 1e-9, `node ${t} ${y}`);
      }
    }
    const pair = all.filter((x) => x.ys[0] === beginOf(0) && x.ys[1] === insideOf(0)).reduce((s, x) => s + Math.exp(x.score), 0) / z;
    assert.ok(Math.abs(pairMarginal(m, 1, beginOf(0), insideOf(0)) - pair) < 1e-9);
    const best = all.reduce((a, b) => (b.score > a.score ? b : a));
    const path = new Uint8Array(n);
    viterbi(em, trans, n, path);
    assert.deepEqual([...path], best.ys);
  }
});

test('weights file: round trip within half a quantisation step; wrong files refused', () => {
  const bits = 10;
  const emit = new Float32Array((1 << bits) * L);
  for (let k = 0; k < emit.length; k += 7) emit[k] = Math.sin(k) * 2;
  const trans = Float32Array.from({ length: (L + 1) * L }, (_, k) => Math.cos(k));
  const w: CrfWeights = { bits, emit, scale: 1, trans };
  const bytes = encodeWeights(w, { note: 'test' });
  const { weights, header } = decodeWeights(bytes);
  assert.equal(header.bits, bits);
  assert.deepEqual([...weights.trans], [...trans]);
  for (let k = 0; k < emit.length; k++) assert.ok(Math.abs(weights.emit[k]! * weights.scale - emit[k]!) <= weights.scale / 2 + 1e-6);
  assert.throws(() => decodeWeights(new Uint8Array(40)), /bad magic/);
  const truncated = bytes.slice(0, bytes.length - 3);
  assert.throws(() => decodeWeights(truncated));
});

test('vocabulary file: round trip and look-up', () => {
  const v = decodeVocabulary(encodeVocabulary(new Map([['de', ['Haus', 'Zeitung', 'laufen']]])));
  assert.equal(inVocabulary(v.get('de'), 'haus'), true);
  assert.equal(inVocabulary(v.get('de'), 'zeitung'), true);
  assert.equal(inVocabulary(v.get('de'), 'lindqvist'), false);
  assert.equal(inVocabulary(v.get('fr'), 'haus'), false);
});

test('training is deterministic and learns a small fixture', () => {
  const fixture: [string, string[]][] = [
    ['Anna Berg met Carl Holm in Oslo .', ['B-PER', 'I-PER', 'O', 'B-PER', 'I-PER', 'O', 'B-LOC', 'O']],
    ['Carl Holm lives in Bergen .', ['B-PER', 'I-PER', 'O', 'O', 'B-LOC', 'O']],
    ['They flew to Oslo with Anna Berg .', ['O', 'O', 'O', 'B-LOC', 'O', 'B-PER', 'I-PER', 'O']],
    ['Bergen is rainy .', ['B-LOC', 'O', 'O', 'O']],
  ];
  const labels = ['O', 'B-PER', 'I-PER', 'B-LOC', 'I-LOC', 'B-ORG', 'I-ORG', 'B-MISC', 'I-MISC'];
  const sentences: TrainingSentence[] = fixture.map(([text, tags]) => ({
    rows: extractFeatures(tokens(text), 'en', memo(), lex, 14),
    gold: Uint8Array.from(tags.map((t) => labels.indexOf(t))),
  }));
  const run = () => encodeWeights(train(sentences, { bits: 14, epochs: 15, rate: 0.1, l2: 1e-6, seed: 5 }));
  const a = run();
  const b = run();
  assert.deepEqual(a, b);
  const { weights } = decodeWeights(a);
  const rows = extractFeatures(tokens('Anna Berg lives in Oslo .'), 'en', memo(), lex, 14);
  const em = new Float64Array(rows.n * L);
  emissions(weights, rows, em);
  const path = new Uint8Array(rows.n);
  viterbi(em, weights.trans, rows.n, path);
  assert.deepEqual([...path].map((y) => labels[y]), ['B-PER', 'I-PER', 'O', 'O', 'B-LOC', 'O']);
});

test('packed emission rows: every bucket reads its row of the full table, all-zero rows are absent; decodeWeights packs the same', () => {
  const bits = 10;
  // Sparse, with rows in the first and last bit of bitmap words (the popcount's edge cases).
  const emit = new Int8Array((1 << bits) * L);
  for (const b of [0, 1, 31, 32, 63, 64, 500, 1023]) for (let y = 0; y < L; y++) emit[b * L + y] = (b % 7) - 3 + y;
  const check = (packed: PackedRows, table: Int8Array) => {
    for (let b = 0; b < 1 << bits; b++) {
      const row = packed.rowOf(b);
      const expected = [...table.subarray(b * L, (b + 1) * L)];
      if (row < 0) assert.ok(expected.every((v) => v === 0), `bucket ${b}`);
      else assert.deepEqual([...packed.rows.subarray(row, row + L)], expected, `bucket ${b}`);
    }
  };
  check(PackedRows.fromTable(emit, bits, L), emit);
  const { weights, packed } = decodeWeights(encodeWeights({ bits, emit: Float32Array.from(emit), scale: 1, trans: new Float32Array((L + 1) * L) }));
  check(packed, weights.emit as Int8Array);
});

test('the cached emission scorer equals extracting features and summing their weights', () => {
  const bits = 12;
  const emit = Int8Array.from({ length: (1 << bits) * L }, (_, k) => ((k * 2654435761) >>> 0) % 255 - 127);
  const w: CrfWeights = { bits, emit, scale: 0.013, trans: new Float32Array((L + 1) * L) };
  const texts = [
    'Prime Minister Keir Starmer met Anna Lindqvist in New York on Friday.',
    'JOHN SMITH\nACME WIDGETS LTD\nHallo @GBarlowOfficial, wie geht es?',
    'x',
    'Ein Großteil des Übergangs, sagte Tarlo. Tarlo sagte es noch einmal.',
  ];
  for (const language of ['en', 'de']) {
    const m = memo();
    const scorer = new EmissionScorer(PackedRows.fromTable(emit, bits, L), w.scale, bits, L, m, lex, language);
    for (const text of texts) {
      const t = tokens(text);
      const expected = new Float64Array(t.length * L);
      emissions(w, extractFeatures(t, language, m, lex, bits), expected);
      const actual = new Float64Array(t.length * L);
      scorer.score(t, actual); // twice: the second run reads the caches
      scorer.score(t, actual);
      assert.deepEqual([...actual], [...expected], `${language}: ${text}`);
    }
  }
  // Tiny caches: the word and word-pair caches are emptied and refilled between and within calls.
  const m = memo();
  const scorer = new EmissionScorer(PackedRows.fromTable(emit, bits, L), w.scale, bits, L, m, lex, 'en', 3);
  for (let round = 0; round < 3; round++) {
    for (const text of texts) {
      const t = tokens(text);
      const expected = new Float64Array(t.length * L);
      emissions(w, extractFeatures(t, 'en', m, lex, bits), expected);
      const actual = new Float64Array(t.length * L);
      scorer.score(t, actual);
      assert.deepEqual([...actual], [...expected], `small caches, round ${round}: ${text}`);
    }
  }
  // A word read at a capitalisation it does not have (its block holds only the sums of its own, as
  // prepare() derives cap from the text): the scratch block gives the same scores, before and after
  // the word's own slots are cached, and the cached slots stay right afterwards. Not for the first
  // word of a gazetteer name, whose head kinds the scorer caches per word on the same assumption.
  const flipping = new EmissionScorer(PackedRows.fromTable(emit, bits, L), w.scale, bits, L, m, lex, 'en');
  for (const text of texts) {
    const plain = tokens(text);
    for (let k = 0; k < plain.length; k++) {
      if (lex.placeHeads.has(plain[k]!.lower) || lex.orgHeads.has(plain[k]!.lower)) continue;
      const flipped = plain.map((tok, j) => (j === k ? { ...tok, cap: !tok.cap } : tok));
      for (const t of [plain, flipped, plain]) {
        const expected = new Float64Array(t.length * L);
        emissions(w, extractFeatures(t, 'en', m, lex, bits), expected);
        const actual = new Float64Array(t.length * L);
        flipping.score(t, actual);
        assert.deepEqual([...actual], [...expected], `capitalisation of token ${k} flipped: ${text}`);
      }
    }
  }
  // Entry numbers start again from 0 after MAX_ENTRY_ID: the pair table is emptied, scores unchanged.
  const wrapping = new EmissionScorer(PackedRows.fromTable(emit, bits, L), w.scale, bits, L, m, lex, 'en');
  for (let round = 0; round < 3; round++) {
    for (const text of texts) {
      wrapping['nextId'] = 0x3fffffff - 2;
      const t = tokens(text);
      const expected = new Float64Array(t.length * L);
      emissions(w, extractFeatures(t, 'en', m, lex, bits), expected);
      const actual = new Float64Array(t.length * L);
      wrapping.score(t, actual);
      assert.deepEqual([...actual], [...expected], `entry numbers wrapping, round ${round}: ${text}`);
    }
  }
});

test('npm run train: the script rebuilds a weights file from a corpora folder, with --repeat', () => {
  // The script as a user runs it (its own process, the engine's data source loaded by the script),
  // on a tiny corpus: what the unit tests of train() do not cover is the wiring.
  const dir = mkdtempSync(join(tmpdir(), 'veil-train-'));
  try {
    mkdirSync(join(dir, 'train'));
    const sentence = (text: string, name: string, type: string) => ({ id: name, lang: 'en', text, spans: [{ start: text.indexOf(name), end: text.indexOf(name) + name.length, type }] });
    const lines = [sentence('Anna Lindqvist lives in Espoo .', 'Anna Lindqvist', 'PER'), sentence('He moved to Espoo last year .', 'Espoo', 'LOC')];
    writeFileSync(join(dir, 'train', 'tiny-en.jsonl'), lines.map((l) => JSON.stringify(l)).join('\n') + '\n');
    const out = join(dir, 'model.bin');
    const script = fileURLToPath(new URL('../../../../scripts/train.ts', import.meta.url));
    const run = spawnSync(process.execPath, ['--import', 'tsx', script, '--corpora', dir, '--epochs', '2', '--bits', '12', '--repeat', 'tiny-en=3', '--out', out], { encoding: 'utf8' });
    assert.equal(run.status, 0, run.stderr);
    assert.match(run.stdout, /tiny-en\.jsonl: 2 sentences × 3/);
    const { header } = decodeWeights(readFileSync(out));
    assert.equal(header.bits, 12);
    assert.equal(header.training?.sentences, 6);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
