/**
 * The word-class file (word-clusters.ts): encoding and look-up by word hash, refusal of wrong files,
 * and the shipped file's classes putting names of one kind together.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { hashString } from '../../../../src/engine/recognizers/names/model/hash.ts';
import { encodeWordClusters, FINE_PER_CLASS, WordClusters } from '../../../../src/engine/recognizers/names/word-clusters.ts';

test('word classes: round trip, look-up by hash, unknown words, the more frequent of two equal hashes', () => {
  const words = ['the', 'paris', 'london', 'smith', 'the'];
  const fine = Uint16Array.of(3, 17, 18, 40, 99);
  const coarseOf = new Uint8Array(8).map((_, j) => j % 3);
  const bytes = encodeWordClusters(words, fine, coarseOf);
  // An offset that is not a multiple of 4 (as a pooled Buffer may have) must still decode.
  const shifted = new Uint8Array(bytes.length + 1);
  shifted.set(bytes, 1);
  for (const clusters of [WordClusters.decode(bytes), WordClusters.decode(shifted.subarray(1))]) {
    assert.equal(clusters.size, 4);
    assert.deepEqual(clusters.classOf(hashString('paris')), { fine: 17, middle: Math.floor(17 / FINE_PER_CLASS), coarse: coarseOf[Math.floor(17 / FINE_PER_CLASS)] });
    assert.equal(clusters.classOf(hashString('smith'))!.fine, 40);
    assert.equal(clusters.classOf(hashString('the'))!.fine, 3);
    assert.equal(clusters.classOf(hashString('berlin')), null);
  }
  assert.throws(() => WordClusters.decode(bytes.subarray(0, bytes.length - 1)), /expected/);
  assert.throws(() => WordClusters.decode(new Uint8Array(16)), /not a word-class file/);
});

test('the shipped word classes: most of a kind of name share a middle class more often than unrelated words do', () => {
  const clusters = WordClusters.decode(readFileSync(new URL('../../../../src/engine/recognizers/names/data/word-clusters.bin', import.meta.url)));
  assert.ok(clusters.size > 300_000, `${clusters.size} words`);
  const middle = (w: string) => clusters.classOf(hashString(w))?.middle;
  const shared = (words: string[]) => {
    const counts = new Map<number | undefined, number>();
    for (const w of words) counts.set(middle(w), (counts.get(middle(w)) ?? 0) + 1);
    return Math.max(...counts.values());
  };
  // Sets chosen as kinds (not tuned to the file): the largest group of one class among 8 words.
  assert.ok(shared(['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday', 'weekend']) >= 5);
  assert.ok(shared(['january', 'february', 'march', 'april', 'june', 'july', 'august', 'october']) >= 5);
  assert.ok(shared(['walked', 'table', 'green', 'quickly', 'seven', 'under', 'river', 'happy']) <= 3);
});
