/** Per-call state of the names detector: one Doc per document, and emit(), the one way out for candidates. */
import type { Candidate, Language } from '../../types.ts';
import { type LangProfile, profileFor } from './lang/index.ts';
import type { Lexicon, PlaceKind } from './lexicon.ts';
import type { Token } from './prepare.ts';
import { MAX_SCORE, MIN_SCORE } from './scores.ts';

export const RECOGNIZER_NAME = 'NameRecognizer';

export type Entity = 'PERSON' | 'LOCATION' | 'ORGANIZATION' | 'NRP' | 'TITLE' | 'AGE';

export interface Doc {
  text: string;
  language: Language;
  /** What differs between languages (lang/index.ts), chosen once per call. */
  lang: LangProfile;
  lex: Lexicon;
  tokens: Token[];
  out: Candidate[];
  /** Token indices already inside an address or another claimed span. */
  claimed: Uint8Array;
  /** Runs whose core got no confident label: revisited by propagation. */
  pending: Pending[];
  /** Memoised lowercase phrase keys by token range (created on first use). */
  keys: Map<number, string> | undefined;
  /** Memoised multi-token placeOf() answers by token range (null: no place). */
  places: Map<number, PlaceKind | null> | undefined;
}

export interface Pending {
  from: number;
  to: number; // inclusive, token indices of the core words
  sentenceStart: boolean;
}

/** Per-call state for one document; nothing of it outlives the call. */
export function createDoc(text: string, language: Language, lex: Lexicon, tokens: Token[]): Doc {
  return { text, language, lang: profileFor(language), lex, tokens, out: [], claimed: new Uint8Array(tokens.length + 1), pending: [], keys: undefined, places: undefined };
}

export function emit(doc: Doc, entity: Entity, start: number, end: number, score: number, pattern: string, reason: string): void {
  if (score < MIN_SCORE || end <= start) return;
  doc.out.push({ entity, start, end, score: Math.min(MAX_SCORE, score), baseScore: score, recognizer: RECOGNIZER_NAME, pattern, reason, contextApplied: true });
}
