/**
 * What is sent, handed or said "to" someone goes to a person: "Please forward this to Lindqvist",
 * "I spoke to Okonkwo", "hand the keys to Ferreira". After "to" the model leans towards a place
 * ("moved to Lindau"); after a verb of giving or speaking, an unknown capitalised word that is a
 * listed family or given name and no listed place is a person. English only (the verbs are English).
 * Runs on the names after the vote.
 */
import type { Candidate } from '../../../types.ts';
import type { Lexicon } from '../lexicon.ts';
import { PERSON_AFTER_TO } from '../scores.ts';

const TO_PERSON = /\b(?:forward|forwarded|send|sent|pass|passed|hand|handed|give|gave|given|show|showed|shown|email|emailed|e-mail|mail|mailed|reply|replied|report|reported|speak|spoke|spoken|talk|talked|write|wrote|written|explain|explained|mention|mentioned|introduce|introduced|say|said|tell|complain|complained|apologise|apologize|apologised|apologized|listen|listened|respond|responded)(?: (?:it|this|that|these|those|them|him|her|me|us|everything|the \p{Ll}+|a \p{Ll}+|my \p{Ll}+|your \p{Ll}+|our \p{Ll}+))? to $/u;

export function personAfterTo(names: Candidate[], text: string, lex: Lexicon): void {
  if (!text.includes(' to ')) return;
  for (let i = 0; i < names.length; i++) {
    const c = names[i]!;
    if (c.entity !== 'LOCATION' || c.pattern !== 'model' || text.charCodeAt(c.start - 1) !== 32) continue;
    if (!TO_PERSON.test(text.slice(Math.max(0, c.start - 40), c.start))) continue;
    const lower = text.slice(c.start, c.end).toLowerCase();
    if (lower.includes(' ') || lex.places.has(lower) || lex.wordRank.has(lower) || !(lex.surname.has(lower) || lex.first.has(lower))) continue;
    const score = Math.max(c.score, PERSON_AFTER_TO);
    names[i] = { ...c, entity: 'PERSON', score, baseScore: score, reason: `${c.reason ?? ''}; a name after a verb of giving or speaking and "to"` };
  }
}
