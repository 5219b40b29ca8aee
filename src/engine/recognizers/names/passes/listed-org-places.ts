/**
 * A place the model found inside a listed organisation's name is that organisation: "Sparta
 * Rotterdam", "Heracles Almelo", "Olympique de Marseille", "Werder Bremen" (clubs named after their
 * town, the commonest case in sports news), also firms and bodies named so. The model reads the town
 * and reports it alone, or the club's other word as a second place ("Sparta" and "Rotterdam" side
 * by side), so passes/known-orgs.ts, which retypes a model span only where it is exactly a listed
 * name, never sees the whole name; the seventh session's blind probe (eval/synthetic/intl-blind.ts)
 * had "Olympique de Marseille" as the LOCATION "Marseille".
 * For each LOCATION of the model, the phrases of up to five words around it, on one line and one
 * space apart, that hold it and at least one word more are looked up in the organisation list (the
 * longest wins); the phrase must not cut into another name, and the names inside it give way.
 * Runs after the vote and known-orgs.ts on the names; a bounded look around each place.
 * Dev (seventh session, against 3939ee2): btc-en F2 0.7105 → 0.7113, wnut17-en 0.6443 → 0.6460
 * (ORGANIZATION F1 0.276 → 0.288: "Real Madrid", "AS Monaco"), the rest unchanged (also shouted);
 * probe French F2 0.886 → 0.899.
 */
import type { Candidate } from '../../../types.ts';
import type { Lexicon } from '../lexicon.ts';
import { lowerBound, SpanIndex } from '../span-index.ts';
import { replaceNames } from './claim.ts';

/** A word: letters and digits, with apostrophes, hyphens, ampersands and inner dots ("St.Pauli"). */
const WORD = /[\p{L}\p{N}](?:[\p{L}\p{N}'’&-]|\.(?=[\p{L}\p{N}]))*/gu;

/** Most words in a listed name looked for. */
const MAX_WORDS = 5;

// wordAt and joined are module functions, not closures made per call: under tsx (tests, eval, the
// benchmarks), whose transform keeps function names, every named closure also costs an
// Object.defineProperty, which was about half a percent of a document's time in this pass.

/** Index of the word starting at `at`, or -1. */
function wordAt(starts: readonly number[], at: number): number {
  const k = lowerBound(starts, at);
  return k < starts.length && starts[k] === at ? k : -1;
}

/** Words k and k + 1 are one space apart. */
function joined(text: string, starts: readonly number[], ends: readonly number[], k: number): boolean {
  return k + 1 < starts.length && starts[k + 1] === ends[k]! + 1 && text[ends[k]!] === ' ';
}

export function listedOrgPlaces(names: Candidate[], text: string, lex: Lexicon, recognizer: string): void {
  if (!names.some((c) => c.entity === 'LOCATION' && c.pattern === 'model')) return;
  const starts: number[] = [];
  const ends: number[] = [];
  WORD.lastIndex = 0;
  for (let m = WORD.exec(text); m !== null; m = WORD.exec(text)) {
    // An elided article is a word of its own: "l'Olympique de Marseille".
    const elided = m[0].length > 2 && (m[0][1] === "'" || m[0][1] === '’') ? 2 : 0;
    if (elided > 0) {
      starts.push(m.index);
      ends.push(m.index + elided);
    }
    starts.push(m.index + elided);
    ends.push(m.index + m[0].length);
  }
  let index: SpanIndex<{ start: number; end: number; k: number }> | undefined;
  const drop = new Set<Candidate>();
  const added: Candidate[] = [];
  const taken: { start: number; end: number }[] = [];
  for (let n = 0; n < names.length; n++) {
    const c = names[n]!;
    if (c.entity !== 'LOCATION' || c.pattern !== 'model') continue;
    const first = wordAt(starts, c.start);
    if (first < 0) continue;
    let last = first;
    while (last < starts.length && ends[last]! < c.end) last++;
    if (last >= starts.length || ends[last] !== c.end || last - first + 1 > MAX_WORDS) continue;
    let best: { start: number; end: number } | undefined;
    for (let i = first; i >= 0 && first - i < MAX_WORDS; i--) {
      if (i < first && !joined(text, starts, ends, i)) break;
      for (let j = last; j < starts.length && j - i < MAX_WORDS; j++) {
        if (j > last && !joined(text, starts, ends, j - 1)) break;
        if (i === first && j === last) continue;
        const start = starts[i]!;
        const end = ends[j]!;
        if ((best === undefined || end - start > best.end - best.start) && lex.orgs.has(text.slice(start, end).toLowerCase())) best = { start, end };
      }
    }
    if (best === undefined || taken.some((t) => t.start < best.end && best.start < t.end)) continue;
    index ??= new SpanIndex(names.map((x, k) => ({ start: x.start, end: x.end, k })));
    let blocked = false;
    const inside: number[] = [];
    index.forEachOverlap(best.start, best.end, (s) => {
      const x = names[s.k]!;
      if (x.start >= best.start && x.end <= best.end) inside.push(s.k);
      else blocked = true;
    });
    if (blocked) continue;
    for (const k of inside) drop.add(names[k]!);
    taken.push(best);
    added.push({ entity: 'ORGANIZATION', start: best.start, end: best.end, score: Math.max(c.score, 0.6), recognizer, pattern: 'listed-org-place', reason: 'a listed organisation around the place', contextApplied: true });
  }
  replaceNames(names, drop, added);
}
