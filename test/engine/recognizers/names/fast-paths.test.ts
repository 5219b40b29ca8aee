/**
 * The speed-ups of the names detector must not change its output: each fast path is checked here
 * against the straightforward form it replaces (a regex, a full scan, every rule run), on tricky
 * strings and on deterministic pseudo-random ones.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { COMPOUND_PRESENT, DIGIT_COMPOUND, DIGIT_PO_BOX, findAddresses, PO_BOX, wordsBeforeDigits } from '../../../../src/engine/recognizers/names/address.ts';
import { possibleRules, RULES } from '../../../../src/engine/recognizers/names/age.ts';
import { junkChunk, junkChunks, prepare } from '../../../../src/engine/recognizers/names/prepare.ts';
import { nextMatch, WordIndex, WordTable } from '../../../../src/engine/recognizers/names/scan.ts';
import { letterRunEnd, SPAN_CASED, SPAN_GAP_NEWLINE, SPAN_GAP_OTHER, SPAN_PLAIN, tokenCount, tokenize } from '../../../../src/engine/recognizers/names/tokenize.ts';

/** Deterministic generator of strings from fragments (and, sometimes, any UTF-16 code unit). */
function strings(fragments: readonly string[], count: number, maxParts: number, seed: number, anyUnit = false): string[] {
  let x = seed;
  const rnd = (n: number) => {
    x = (Math.imul(x, 1103515245) + 12345) & 0x7fffffff;
    return x % n;
  };
  const out: string[] = [];
  for (let i = 0; i < count; i++) {
    let s = '';
    const parts = 1 + rnd(maxParts);
    for (let k = 0; k < parts; k++) s += anyUnit && rnd(8) === 0 ? String.fromCharCode(rnd(65536)) : fragments[rnd(fragments.length)]!;
    out.push(s);
  }
  return out;
}

const CHARS = ['a', 'b', 'Z', 'Y', 'U', 'S', '0', '7', '.', ',', ':', '/', "'", '’', '-', ' ', '\t', '\n', '\u00a0', '\u2028', '\ufeff', '\u0000', 'é', 'É', '\u0301', 'Σ', 'İ', '𝐉', '𝐣', '𝟏', '😀', '\ud800', '\udc00', '中', '١', 'Ⅻ', '½', 'ǅ', 'ª', 'ﬁ', 'Ⓐ', '_', '&'];

const TOKEN = /(?:\p{Lu}\.){2,}|[\p{L}\p{M}]+(?:['’][\p{L}\p{M}]+|-[\p{L}\p{M}]+)*|\p{N}+(?:[.,:/]\p{N}+)*|[^\s\u0000]/gu;

test('tokenize: same spans as the tokeniser regex, with the hyphen, case and gap facts', () => {
  const inputs = [...strings(CHARS, 20000, 14, 7, true), 'U.S. and U.K.', 'Berlin-based O’Neill’s rock-n-roll', '1,000.50 12:30 ١٢٣', '\u0000\u0000Jean-Luc\u0000x'];
  for (const s of inputs) {
    const expected = [...s.matchAll(TOKEN)].map((m) => [m.index, m.index + m[0].length]);
    const spans = tokenize(s);
    const n = tokenCount();
    assert.equal(n, expected.length, JSON.stringify(s));
    let prevEnd = 0;
    for (let k = 0; k < n; k++) {
      const [start, end, hyphen, flags] = [spans[4 * k]!, spans[4 * k + 1]!, spans[4 * k + 2]!, spans[4 * k + 3]!];
      assert.deepEqual([start, end], expected[k], JSON.stringify(s));
      const t = s.slice(start, end);
      const dash = t.lastIndexOf('-');
      assert.equal(hyphen < 0 ? -1 : hyphen - start, dash > 0 ? dash : -1, JSON.stringify(s));
      if ((flags & SPAN_CASED) === 0) assert.equal(t.toLowerCase(), t, JSON.stringify(s));
      if ((flags & SPAN_PLAIN) !== 0) assert.match(t, /^[A-Za-z]+$/, JSON.stringify(s));
      const gap = s.slice(prevEnd, start);
      assert.equal((flags & SPAN_GAP_NEWLINE) !== 0, /[\n\u0000]/.test(gap), JSON.stringify(s));
      assert.equal((flags & SPAN_GAP_OTHER) !== 0, /[^ \t\u00a0]/.test(gap), JSON.stringify(s));
      prevEnd = end;
    }
  }
});

test('letterRunEnd: the runs of /[\\p{L}\\p{M}\'’]+/gu', () => {
  for (const s of strings(CHARS, 20000, 12, 11, true)) {
    const expected = [...s.matchAll(/[\p{L}\p{M}'’]+/gu)].map((m) => [m.index, m.index + m[0].length]);
    const found: number[][] = [];
    for (let i = 0; i < s.length; ) {
      const e = letterRunEnd(s, i, s.length);
      if (e === i) i++;
      else {
        found.push([i, e]);
        i = e;
      }
    }
    assert.deepEqual(found, expected, JSON.stringify(s));
  }
});

test('nextMatch loops yield what matchAll yields, empty matches and astral characters included', () => {
  const regexes = [/a*/g, /\d+/g, /(?:)/gu, /\p{L}*/gu, /x|/g, /[^]/gu];
  for (const s of ['', 'aaa', 'b1a22', '𝐉a😀b', 'x\ud800y', 'abc123xyz']) {
    for (const re of regexes) {
      const expected = [...s.matchAll(re)].map((m) => [m.index, m[0]]);
      const found: [number, string][] = [];
      re.lastIndex = 0;
      for (let m = nextMatch(re, s); m !== null; m = nextMatch(re, s)) found.push([m.index, m[0]]);
      assert.deepEqual(found, expected, `${re} on ${JSON.stringify(s)}`);
    }
  }
});

test('WordTable: a string-keyed table that grows, clears and misses with 0', () => {
  const table = new WordTable(2);
  const letters = (i: number) => i.toString(26).replace(/./g, (d) => String.fromCharCode(97 + parseInt(d, 26)));
  // Packed keys (1-10 characters a-z, 0-9 and punctuation, the first also A-Z: "a", "A", "aa" and
  // "aaaaaaaaaa" distinct) and string keys (longer, other characters, a capital further in).
  const words = [
    ...Array.from({ length: 3000 }, (_, i) => letters(i * 7919)),
    ...Array.from({ length: 500 }, (_, i) => letters(i * 104729).replace(/^./, (c) => c.toUpperCase())),
    ...['a', 'aa', 'aaaaa', 'aaaaaa', 'aaaaaaaaaa', 'aaaaaaaaaaa', 'zzzzzzzzzz', 'aaaaaaaaaaaaa', 'é', "o'neill", 'x1', 'A', 'Aa', 'AA', 'aA', 'Zzzzzzzzzz'],
    ...['0', '1', '9', '10', '01', '2024', '1234567890', '12345678901', ',', '.', ':', '-', '(', ')', '|', ',,', '.:', 'a.', 'A.', '.A', '`', '~', '$', 'a,b', 'year-old', '00:00', 'A-1'],
    ...Array.from({ length: 2000 }, (_, i) => `w${i.toString(36)}-${(i * 7919) % 1000}`),
  ].filter((w, i, all) => all.indexOf(w) === i);
  words.forEach((w, i) => table.add(w, i + 1));
  assert.equal(table.size, words.length);
  words.forEach((w, i) => assert.equal(table.get(w.slice(0)), i + 1));
  assert.equal(table.get('absent'), 0);
  assert.equal(table.get('aaa'), 0);
  assert.equal(table.get('zzzzzzzzzzzzz'), 0);
  assert.equal(table.get(''), 0);
  table.clear();
  assert.equal(table.size, 0);
  assert.equal(table.get(words[0]!), 0);
});

test('WordIndex: ASCII case, LONG S and KELVIN SIGN fold; other characters compare exactly', () => {
  const ends = new WordIndex([['box', 1], ['straße', 2]], true);
  assert.equal(ends.match('PO BOX', 6), 1);
  assert.equal(ends.match('Poſt boX', 8), 1);
  assert.equal(ends.match('STRAßE', 6), 2);
  assert.equal(ends.match('STRASSE', 7), 0);
  const starts = new WordIndex([['yrs', 4], ['kade', 8]], false);
  assert.equal(starts.match('12 YRS', 3), 4);
  assert.equal(starts.match('\u212Aade', 0), 8);
  assert.equal(starts.match('yr', 0), 0);
});

const AGE_FRAGMENTS = ['12', '3', '1234', '42', '125', '7', ' ', '  ', '\t', '\n', '\u00a0', ':', '=', ',', '.', '-', '#', 'years', 'year', 'old', 'yrs', 'yr', 'y/o', 'y.o.', 'yo', 'YO', 'Years', 'you', 'aged', 'Aged', 'age', 'AGE', 'age:', 'at the age of', 'turned', 'turns', 'turning', 'he was', 'she is', 'He', 'was', 'is', 'now', ', now', 'years of age', 'Jahre', 'jährige', '-jährige', 'alt', 'im Alter von', 'tiene', 'Tengo', 'tenho', 'Tenho', 'ai', 'Ho', 'años', 'anos', 'a', 'avait', 'âgée de', 'ans', 'ha', 'anni', 'jaar', 'oud', 'ma', 'lat', 'w wieku', 'percent', 'days', 'when', 'of', 'x', '-year-old', '-and-a-half-year-old', 'K', 'ſ'];

test('possibleRules: never rules out an age rule that matches; the token scan agrees with the regex scan', () => {
  for (const s of strings(AGE_FRAGMENTS, 30000, 8, 3)) {
    const possible = possibleRules(s);
    const { work, tokens } = prepare(s, [], () => false);
    if (work === s) assert.equal(possibleRules(s, tokens), possible, JSON.stringify(s));
    RULES.forEach((rule, i) => {
      rule.regex.lastIndex = 0;
      if (rule.regex.test(s)) assert.ok((possible & (1 << i)) !== 0, `${rule.name} on ${JSON.stringify(s)}`);
    });
  }
});

const ADDRESS_FRAGMENTS = ['12', '3', '1234567', '#', ' ', '  ', '\t', '\n', ',', '.', 'PO Box', 'P.O. Box', 'BOX', 'box', 'Postfach', 'Poſtfach', 'Apartado', 'de correos', 'Casella postale', 'Boîte postale', 'Postbus', 'Skrytka pocztowa', 'Hauptstraße', 'HAUPTSTRASSE', 'Hauptstrasse', 'Main str.', 'Keizersgracht', 'Ring', 'weg', 'Dorfweg', 'laan', 'Kade', '\u212Aade', 'dijk', 'x', 'Street'];

test('wordsBeforeDigits: never rules out a compound street or a PO box that matches', () => {
  for (const s of strings(ADDRESS_FRAGMENTS, 30000, 6, 5)) {
    const hints = wordsBeforeDigits(s);
    if (COMPOUND_PRESENT.test(s)) assert.ok((hints & DIGIT_COMPOUND) !== 0, JSON.stringify(s));
    PO_BOX.lastIndex = 0;
    if (PO_BOX.test(s)) assert.ok((hints & DIGIT_PO_BOX) !== 0, JSON.stringify(s));
  }
});

const CHUNK_FRAGMENTS = ['John', 'SMITH', 'McDonald', 'PayPal', 'QueueManager', 'iPhone', 'e.g.', 'U.S.', 'a.b', '1.x', 'foo_bar', 'x=1', 'call(', 'a;b', 'a; b', 'http://x.y/z', 'me@x.com', 'C:\\dir', '{', '}', '|', '`', 'Sig.ra', 'Dott.ssa', "O'Neill", 'É', 'é', '.', ';', '(', ' ', '\n', '\t', '\u00a0', '\r'];

test('junkChunks: jumping between hints finds the chunks a full scan finds', () => {
  const known = (w: string) => w === 'PayPal' || w.toLowerCase() === 'mcdonald';
  for (const s of strings(CHUNK_FRAGMENTS, 30000, 10, 9)) {
    const fast: [number, number][] = [];
    junkChunks(s, fast, known);
    const full: [number, number][] = [];
    for (let i = 0; i < s.length; ) {
      const c = s.charCodeAt(i);
      if (c === 32 || c === 10 || c === 9 || c === 13 || c === 0xa0) i++;
      else i = junkChunk(s, i, full, known);
    }
    assert.deepEqual(fast, full, JSON.stringify(s));
  }
});

const STREET_FRAGMENTS = ['12', '3', '1234', '221B', ' ', '  ', '\t', '\n', ',', '.', '-', '#', 'Main', 'Street', 'St.', 'Ave', 'Park', 'Run', 'Bull-Run', 'N', 'Apt', 'Springfield', 'IL', '62704', 'SW1A 2AA', 'Via', 'Roma', 'Rue', 'de', 'la', 'Praça', 'Allée', 'Callejón', 'ul.', 'al.', 'C/', 'C.B.', 'C', 'Place', 'Hauptstraße', 'weg', 'PO Box', 'Postfach', 'éVia', "d'Via", 'ViaX', 'Via_1', 'x', 'The', '2019', '10115', 'Ⅻ', '١٢', '𝐉'];

test('findAddresses: the token scan finds what the whole-text prefilters find', () => {
  for (const s of strings(STREET_FRAGMENTS, 20000, 10, 13)) {
    const { work, tokens } = prepare(s, [], () => false);
    assert.deepEqual(findAddresses(work, tokens), findAddresses(work), JSON.stringify(s));
  }
});
