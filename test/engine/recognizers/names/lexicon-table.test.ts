/**
 * The lexicons' prebuilt hash table (lexicon-table.ts, data/lexicon.bin): it answers exactly what
 * the Sets and Maps it replaced answered (built here the old way from the same text files), survives
 * encoding and decoding (also from bytes not at a 4-byte boundary), and the file `npm run build`
 * writes is the table of the current text files.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, readFileSync, statSync, utimesSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import {
  ACRONYM,
  buildLexiconTable,
  decodeLexiconTable,
  FIRST,
  GAZETTEER_INNER,
  GAZETTEER_PREFIX,
  LEXICON_SOURCE_FILES,
  lexiconSources,
  NAME_WORD,
  ORG,
  ORG_HEAD,
  PLACE,
  PLACE_HEAD,
  SURNAME,
  WORD,
  type LexiconTable,
} from '../../../../src/engine/recognizers/names/lexicon-table.ts';
import { lexicon } from '../../../../src/engine/recognizers/names/lexicon.ts';
import { loadResources } from '../../../../src/engine/resources.ts';
import { fileResources } from '../../../../src/engine-files.ts';

const DATA = new URL('../../../../src/engine/recognizers/names/data/', import.meta.url);
const DIST_TABLE = new URL('../../../../dist/engine/recognizers/names/data/lexicon.bin', import.meta.url);
const lines = (file: string) =>
  readFileSync(new URL(file, DATA), 'utf8')
    .split('\n')
    .filter((l) => l.length > 0);
const sources = lexiconSources(lines);
const table = buildLexiconTable(sources);

/** The lists as the engine built them before the table (lexicon.ts up to 922576d). */
function reference() {
  const first = new Set(sources.first);
  const surname = new Set(sources.surnames);
  const wordRank = new Map<string, number>();
  sources.words.forEach((w, i) => wordRank.set(w, i));
  const nameWords = new Set(sources.nameWords);
  const places = new Map<string, string>();
  for (const line of sources.places) places.set(line.slice(0, line.indexOf('\t')), line.slice(line.indexOf('\t') + 1));
  const orgs = new Set<string>();
  const acronyms = new Set<string>();
  for (const line of sources.orgs) {
    if (line.startsWith('^')) acronyms.add(line.slice(1));
    else orgs.add(line.toLowerCase());
  }
  const heads = (keys: Iterable<string>) => new Set([...keys].filter((k) => k.includes(' ')).map((k) => k.slice(0, k.indexOf(' '))));
  const prefixes = new Set<string>();
  const inner = new Set<string>();
  for (const k of [...places.keys(), ...orgs]) {
    for (let s = k.indexOf(' '); s >= 0; s = k.indexOf(' ', s + 1)) prefixes.add(k.slice(0, s));
    k.split(' ')
      .slice(1)
      .forEach((w) => inner.add(w));
  }
  return { first, surname, wordRank, nameWords, places, orgs, acronyms, placeHeads: heads(places.keys()), orgHeads: heads(orgs), prefixes, inner };
}

/** Every key of every list answers as the reference does, and the table holds nothing else. */
function assertSameAsReference(t: LexiconTable) {
  const ref = reference();
  const sets: [Set<string>, number][] = [
    [ref.first, FIRST],
    [ref.surname, SURNAME],
    [ref.nameWords, NAME_WORD],
    [ref.orgs, ORG],
    [ref.acronyms, ACRONYM],
    [ref.placeHeads, PLACE_HEAD],
    [ref.orgHeads, ORG_HEAD],
    [ref.prefixes, GAZETTEER_PREFIX],
    [ref.inner, GAZETTEER_INNER],
  ];
  let keys = 0;
  for (const [key, flags, rank] of t.entries()) {
    keys++;
    for (const [set, bit] of sets) assert.equal((flags & bit) !== 0, set.has(key), `${JSON.stringify(key)} bit ${bit}`);
    assert.equal(t.flags(key), flags, JSON.stringify(key));
    assert.equal(t.rank(key), ref.wordRank.get(key), `rank of ${JSON.stringify(key)}`);
    assert.equal((flags & WORD) !== 0 ? rank : -1, ref.wordRank.get(key) ?? -1);
    assert.equal(t.placeKind(key), ref.places.get(key), `place kind of ${JSON.stringify(key)}`);
  }
  for (const [set] of sets) for (const key of set) assert.notEqual(t.flags(key), 0, `${JSON.stringify(key)} is in the table`);
  for (const key of [...ref.wordRank.keys(), ...ref.places.keys()]) assert.notEqual(t.flags(key), 0, `${JSON.stringify(key)} is in the table`);
  assert.ok(keys > 200_000, `${keys} keys`);
}

test('the table answers what the Sets and Maps built from the text files answered, for every key', () => {
  assertSameAsReference(table);
});

test('look-ups: lists, ranks, place kinds, and words that are in none', () => {
  assert.ok(table.flags('john') & FIRST);
  assert.ok(table.flags('smith') & SURNAME);
  assert.ok(table.flags('smith') & NAME_WORD);
  assert.equal(table.rank(sources.words[0]!), 0, 'the most frequent word');
  assert.equal(table.rank('the'), sources.words.indexOf('the'));
  assert.ok(table.rank('the')! < 10);
  assert.equal(table.placeKind('new york city'), 'city1');
  assert.equal(table.placeKind('new york'), 'state');
  assert.ok(table.flags('new') & PLACE_HEAD);
  assert.ok(table.flags('new') & GAZETTEER_PREFIX);
  assert.ok(table.flags('york') & GAZETTEER_INNER);
  assert.ok(table.flags('NATO') & ACRONYM);
  assert.equal(table.flags('nato') & ACRONYM, 0, 'acronyms are case-sensitive');
  assert.equal(table.flags('John'), 0, 'keys are exact strings');
  for (const absent of ['xqzzyvw', '', 'johnx', 'new york cityx', 'ζωή']) assert.equal(table.flags(absent), 0, JSON.stringify(absent));
  assert.equal(table.rank('xqzzyvw'), undefined);
  // Longer than any key: not in the table, and answered without hashing 1,000,000 characters.
  const huge = 'a'.repeat(1_000_000);
  const started = performance.now();
  for (let k = 0; k < 1000; k++) assert.equal(table.flags(huge.slice(k)), 0);
  assert.ok(performance.now() - started < 500, 'long keys are rejected by their length');
  const longest = [...table.entries()].reduce((a, [key]) => Math.max(a, key.length), 0);
  assert.equal(table.header.maxKeyLength, longest);
  assert.equal(table.placeKind('john'), undefined);
  // A key longer than the recent-keys cache takes, asked twice (the second from the last-key memo).
  const long = 'united states of america';
  assert.equal(table.placeKind(long), table.placeKind(long.slice(0, 10) + long.slice(10)));
  assert.ok(table.flags(long) & PLACE);
});

test('encoding round trip: the decoded table has every entry and look-up of the built one', () => {
  const bytes = table.encode();
  const decoded = decodeLexiconTable(bytes)!;
  assert.deepEqual(decoded.header, table.header);
  assert.deepEqual([...decoded.entries()], [...table.entries()]);
  assertSameAsReference(decoded);
  // Bytes that do not start at a 4-byte boundary (a host's buffer pool) are copied, not misread.
  const odd = new Uint8Array(bytes.length + 1);
  odd.set(bytes, 1);
  const fromOdd = decodeLexiconTable(odd.subarray(1))!;
  assert.equal(fromOdd.placeKind('new york city'), 'city1');
  assert.equal(fromOdd.flags('xqzzyvw'), 0);
  assert.throws(() => decodeLexiconTable(bytes.subarray(0, bytes.length >> 1)), /truncated/);
  assert.throws(() => decodeLexiconTable(new TextEncoder().encode('VEILNER1xxxxxxxx')), /bad magic/);
});

test('the engine uses lexicon.bin when the host has one, and the text files otherwise, with the same answers', () => {
  const files = fileResources({});
  const encoded = table.encode();
  const asked: string[] = [];
  try {
    loadResources({ read: (name) => (asked.push(name), name === 'lexicon.bin' ? encoded : files.read(name)) });
    const fromBin = lexicon();
    assert.ok(!asked.includes('surnames.txt'), `the text files are not read: ${asked.join(', ')}`);
    loadResources({ read: (name) => (name === 'lexicon.bin' ? undefined : files.read(name)) });
    const fromText = lexicon();
    for (const w of ['john', 'smith', 'paris', 'new york', 'the', 'xqzzyvw', 'NATO']) {
      assert.equal(fromBin.first.has(w), fromText.first.has(w), w);
      assert.equal(fromBin.surname.has(w), fromText.surname.has(w), w);
      assert.equal(fromBin.places.get(w), fromText.places.get(w), w);
      assert.equal(fromBin.wordRank.get(w), fromText.wordRank.get(w), w);
      assert.equal(fromBin.acronyms.has(w), fromText.acronyms.has(w), w);
    }
    assert.equal(fromBin.places.get('paris'), 'city1');
    assert.equal(fromBin.maxPlaceTokens, fromText.maxPlaceTokens);
    assert.equal(fromBin.maxOrgTokens, fromText.maxOrgTokens);
  } finally {
    loadResources(fileResources({}));
  }
});

test("the build's lexicon.bin is the table of the current text files", { skip: !existsSync(fileURLToPath(DIST_TABLE)) && 'no build (dist/)' }, () => {
  assert.deepEqual(new Uint8Array(readFileSync(DIST_TABLE)), table.encode());
});

test('under tsx the host reads the build\'s lexicon.bin only while it is newer than the text files', { skip: !existsSync(fileURLToPath(DIST_TABLE)) && 'no build (dist/)' }, () => {
  const path = fileURLToPath(DIST_TABLE);
  const { atime, mtime } = statSync(path);
  const newestSource = Math.max(...Object.values(LEXICON_SOURCE_FILES).map((f) => statSync(new URL(f, DATA)).mtimeMs));
  try {
    utimesSync(path, atime, new Date(newestSource + 1000));
    assert.deepEqual(fileResources({}).read('lexicon.bin'), readFileSync(path), 'fresh: the built table');
    utimesSync(path, atime, new Date(newestSource - 1000));
    assert.equal(fileResources({}).read('lexicon.bin'), undefined, 'a text file is newer: the engine builds the table');
  } finally {
    utimesSync(path, atime, mtime);
  }
});
