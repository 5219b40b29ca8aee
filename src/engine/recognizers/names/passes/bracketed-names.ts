/**
 * A given name alone in brackets: a person named beside a role in records and transcripts ("Agent
 * (Aliyah): Can I take …", "Family (Aveline) visiting after 6", "the carer (Joan)"), or a chat
 * log's speaker in angle brackets at the start of a line ("<Annelie> (0292) 657911012"). The model
 * saw too little around one bracketed word to call it. A capitalised word that is a listed given
 * name, and no English word, place, organisation or month, in "(…)" or in "<…>" opening a line
 * and followed by a space, is a PERSON when no name covers it yet, or when the model read exactly
 * that word as a place with less confidence than this rule has (not an organisation: a firm in
 * brackets after its product is common, and dev/ Bosque lost one).
 *
 * Eighth session (the records probe, eval/synthetic/frames-records.ts). Every language; after the vote.
 */
import type { Candidate } from '../../../types.ts';
import type { Lexicon } from '../lexicon.ts';
import { SpanIndex } from '../span-index.ts';
import { UnsureModelSpans } from './claim.ts';

/** Score of such a name: above the vote's floor, below a name the model or a rule found with context. */
const BRACKETED_NAME = 0.6;

const BRACKETED = /(?:\((\p{Lu}\p{Ll}+(?:-\p{Lu}\p{Ll}+)?)\)|(?:^|\n)[ \t]*<(\p{Lu}\p{Ll}+)> )/gu;
const MONTHS = new Set(['january', 'february', 'march', 'april', 'may', 'june', 'july', 'august', 'september', 'october', 'november', 'december']);

export function bracketedNames(names: Candidate[], text: string, lex: Lexicon, recognizer: string): void {
  if (!text.includes('(') && !text.includes('<')) return;
  const added: Candidate[] = [];
  let index: SpanIndex<Candidate> | undefined;
  let unsure: UnsureModelSpans | undefined;
  BRACKETED.lastIndex = 0;
  for (let m = BRACKETED.exec(text); m !== null; m = BRACKETED.exec(text)) {
    const word = m[1] ?? m[2]!;
    const start = m.index + m[0].indexOf(word);
    const end = start + word.length;
    const lower = word.toLowerCase();
    if (!lex.first.has(lower) || lex.wordRank.has(lower) || lex.places.has(lower) || lex.orgs.has(lower) || MONTHS.has(lower)) continue;
    index ??= new SpanIndex(names);
    // The model's unsure place reading of exactly this word (0.37) yields to the brackets.
    unsure ??= new UnsureModelSpans(names);
    if (unsure.overrule(start, end, 'LOCATION', 'PERSON', BRACKETED_NAME, 'a listed given name alone in brackets')) continue;
    if (index.some(start, end, () => true)) continue;
    added.push({ entity: 'PERSON', start, end, score: BRACKETED_NAME, baseScore: BRACKETED_NAME, recognizer, pattern: 'bracketed-name', reason: 'a listed given name alone in brackets', contextApplied: true });
  }
  names.push(...added);
}
