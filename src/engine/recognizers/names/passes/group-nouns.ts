/**
 * The name of a faith or a political creed derived from one of its followers' group words:
 * "Buddhism" (Buddhist), "Hinduism" (Hindu), "Catholicism" (Catholic), "Christianity" (Christian),
 * "Communism" (Communist), "Islam" (Islamic). A capitalised word ending in "-ism" or "-ity", or one
 * that "-ic" turns into a group word, is NRP when that group word is a religious or political
 * one in the lexicon; nationalities are left out ("Americanism" is a turn of phrase, not a group).
 * A weaker name or place on exactly the word gives way; other findings are left alone. English
 * only, as the group-word list is.
 * Runs on the names after the vote.
 */
import type { Candidate } from '../../../types.ts';
import type { Lexicon } from '../lexicon.ts';
import { NRP_OTHER, NRP_POLITICAL } from '../scores.ts';
import { SpanIndex } from '../span-index.ts';
import { replaceNames } from './claim.ts';

const WORD = /(?<![\p{L}\p{N}'’-])\p{Lu}\p{Ll}{3,}(?![\p{L}\p{N}-])/gu;

type GroupKind = 'religion' | 'political';

/** Per lexicon: the religious and political group words ending in "-ic", keyed by the word without it ("Islam" → Islamic). */
const IC_STEMS = new WeakMap<Lexicon, Map<string, GroupKind>>();

function icStems(lex: Lexicon): Map<string, GroupKind> {
  let stems = IC_STEMS.get(lex);
  if (stems === undefined) {
    stems = new Map();
    for (const [word, kind] of lex.nrp) if ((kind === 'religion' || kind === 'political') && word.endsWith('ic')) stems.set(word.slice(0, -2), kind);
    IC_STEMS.set(lex, stems);
  }
  return stems;
}

/** The group word `word` derives from, if it is a religious or political one. */
function groupOf(word: string, lex: Lexicon): GroupKind | undefined {
  // Not "-ist": "Union" (Unionist) and "Labour" (Labourist) name other things as often.
  const ic = icStems(lex).get(word);
  if (ic !== undefined) return ic;
  let stems: string[];
  if (word.endsWith('ism')) {
    const stem = word.slice(0, -3);
    stems = [stem, `${stem}ist`, `${stem}ic`, `${stem}t`];
  } else if (word.endsWith('ity')) stems = [word.slice(0, -3)];
  else return undefined;
  for (const s of stems) {
    const kind = lex.nrp.get(s);
    if (kind === 'religion' || kind === 'political') return kind;
  }
  return undefined;
}

/** Whether the text may hold such a word: an "-ism" or "-ity", or one of the few "-ic" stems (a scan of every capitalised word costs more). */
function mayHoldGroupNoun(text: string, lex: Lexicon): boolean {
  if (text.includes('ism') || text.includes('ity')) return true;
  for (const stem of icStems(lex).keys()) if (text.includes(stem)) return true;
  return false;
}

export function groupNouns(names: Candidate[], text: string, lex: Lexicon, recognizer: string): void {
  if (!mayHoldGroupNoun(text, lex)) return;
  // The names before this pass, indexed once (a name it replaces covers exactly one word), and
  // removed at the end in one sweep: a text of many such words stays linear.
  let found: SpanIndex<Candidate> | undefined;
  const replaced = new Set<Candidate>();
  const added: Candidate[] = [];
  WORD.lastIndex = 0;
  for (let m = WORD.exec(text); m !== null; m = WORD.exec(text)) {
    const start = m.index;
    const end = start + m[0].length;
    if (lex.nrp.has(m[0])) continue;
    const kind = groupOf(m[0], lex);
    if (kind === undefined) continue;
    const score = kind === 'political' ? NRP_POLITICAL : NRP_OTHER;
    // A weaker guess of a name or place on exactly this word ("My religion is Islam" as a person)
    // gives way; anything else covering it stays.
    found ??= new SpanIndex(names);
    const over: Candidate[] = [];
    found.forEachOverlap(start, end, (c) => over.push(c));
    if (over.some((c) => c.start !== start || c.end !== end || c.entity === 'NRP' || c.score >= score)) continue;
    for (const c of over) replaced.add(c);
    added.push({ entity: 'NRP', start, end, score, baseScore: score, recognizer, pattern: `nrp-${kind}-noun`, reason: `the ${kind === 'political' ? 'creed' : 'faith'} of a ${kind} group word`, contextApplied: true });
  }
  replaceNames(names, replaced, added);
}
