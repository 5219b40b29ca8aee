/**
 * What is sent, handed or said "to" someone goes to a person: "Please forward this to Lindqvist",
 * "I spoke to Okonkwo", "hand the keys to Ferreira". After "to" the model leans towards a place
 * ("moved to Lindau"); after a verb of giving or speaking, an unknown capitalised word that is a
 * listed family or given name and no listed place is a person, whether the model read it as a
 * place, as a person it was unsure of, or left it alone. English only (the verbs are English). Runs on the names after the vote.
 */
import type { Candidate } from '../../../types.ts';
import type { Lexicon } from '../lexicon.ts';
import { PERSON_AFTER_TO } from '../scores.ts';
import { SpanIndex } from '../span-index.ts';

/** A verb of giving or speaking, an optional object, and "to". */
const TO_FRAME = String.raw`\b(?:forward|forwarded|send|sent|pass|passed|hand|handed|give|gave|given|show|showed|shown|email|emailed|e-mail|mail|mailed|reply|replied|report|reported|speak|spoke|spoken|talk|talked|write|wrote|written|explain|explained|mention|mentioned|introduce|introduced|say|said|tell|complain|complained|apologise|apologize|apologised|apologized|listen|listened|respond|responded)(?: (?:it|this|that|these|those|them|him|her|me|us|everything|the \p{Ll}+|a \p{Ll}+|my \p{Ll}+|your \p{Ll}+|our \p{Ll}+))? to `;
const TO_PERSON = new RegExp(`${TO_FRAME}$`, 'u');
/** The same frame with the capitalised word after "to", anywhere in the text: a word the model left alone. */
const TO_PERSON_WORD = new RegExp(String.raw`${TO_FRAME}(\p{Lu}\p{Ll}+(?:['’-]\p{Lu}?\p{Ll}+)?)(?![\p{L}\p{N}'’-])`, 'gu');

/** A listed family or given name that is neither a listed place nor an ordinary word. */
function personWord(lex: Lexicon, lower: string): boolean {
  return !lower.includes(' ') && !lex.places.has(lower) && !lex.wordRank.has(lower) && (lex.surname.has(lower) || lex.first.has(lower));
}

export function personAfterTo(names: Candidate[], text: string, lex: Lexicon, recognizer: string): void {
  if (!text.includes(' to ')) return;
  for (let i = 0; i < names.length; i++) {
    const c = names[i]!;
    // A model place becomes the person; a model person it was unsure of gets the frame's confidence.
    if ((c.entity !== 'LOCATION' && c.entity !== 'PERSON') || c.pattern !== 'model' || text.charCodeAt(c.start - 1) !== 32) continue;
    if (c.entity === 'PERSON' && c.score >= PERSON_AFTER_TO) continue;
    if (!TO_PERSON.test(text.slice(Math.max(0, c.start - 40), c.start))) continue;
    if (!personWord(lex, text.slice(c.start, c.end).toLowerCase())) continue;
    const score = Math.max(c.score, PERSON_AFTER_TO);
    names[i] = { ...c, entity: 'PERSON', score, baseScore: score, reason: `${c.reason ?? ''}; a name after a verb of giving or speaking and "to"` };
  }
  let index: SpanIndex<Candidate> | undefined;
  const added: Candidate[] = [];
  for (const m of text.matchAll(TO_PERSON_WORD)) {
    const end = m.index + m[0].length;
    const start = end - m[1]!.length;
    if (!personWord(lex, m[1]!.toLowerCase())) continue;
    index ??= new SpanIndex(names);
    if (index.some(start, end)) continue;
    added.push({ entity: 'PERSON', start, end, score: PERSON_AFTER_TO, baseScore: PERSON_AFTER_TO, recognizer, pattern: 'after-to', reason: 'a name after a verb of giving or speaking and "to"', contextApplied: true });
  }
  names.push(...added);
}
