/**
 * For tests of passes that run on the names the vote found (not a test file itself): the names are
 * given as "TYPE text", each found at its first occurrence in the text, and what the pass leaves is
 * read back as sorted "TYPE text".
 */
import assert from 'node:assert/strict';
import type { Candidate } from '../../../../src/engine/types.ts';

/** Runs `pass` on the given names of `text` and returns the names it leaves, as sorted "TYPE text". */
export function afterPass(text: string, given: readonly string[], pass: (names: Candidate[]) => void): string[] {
  const names: Candidate[] = given.map((g) => {
    const [entity, ...rest] = g.split(' ');
    const surface = rest.join(' ');
    const start = text.indexOf(surface);
    assert.ok(start >= 0, surface);
    return { entity: entity!, start, end: start + surface.length, score: 0.5, recognizer: 'test' };
  });
  pass(names);
  return names.map((c) => `${c.entity} ${text.slice(c.start, c.end)}`).sort();
}
