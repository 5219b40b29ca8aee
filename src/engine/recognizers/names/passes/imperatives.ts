/**
 * An instruction addressed about a person opens with a verb and names them: "Call Rhett at
 * 718-950-6238", "Meet Morten outside the bank", "Ask Priya Nair for the keys". A sentence's first
 * capital tells nothing there, and the model, which seldom saw an imperative open a sentence in
 * news and encyclopaedia text, often leaves the name alone. A listed given name that is no
 * ordinary English word, right after such a verb at a sentence's start, is a PERSON, with the next
 * word when it is a listed family name. Names the model or the rules found are kept, but the verb
 * is cut off one that starts with it ("Visit Berlin in May" is no person "Visit Berlin": the rest,
 * a listed place and no given name, is the place), as is an auxiliary opening a question ("Can
 * Luna pick up the kids?", though "Can" is a Turkish given name).
 * Runs on the names after the vote; English only (the verbs are English).
 */
import type { Candidate } from '../../../types.ts';
import type { Lexicon } from '../lexicon.ts';
import { IMPERATIVE_NAME } from '../scores.ts';
import { SpanIndex } from '../span-index.ts';

/** Verbs that open an instruction about a person, and auxiliaries that open a question. */
const VERBS = 'Call|Phone|Ring|Text|Email|E-mail|Message|Meet|Ask|Tell|Thank|Remind|Invite|Contact|Ping|Pay|Visit';
/** Not "Will" or "May", which are given names too. */
const AUXILIARIES = 'Can|Could|Would|Should|Does|Did|Has|Have|Had|Is|Was|Are|Were';
/** The verbs after which a name is added: "Cc" too, as mail headers write it. */
const NAME_VERBS = `${VERBS}|Cc|CC`;
const NAME = String.raw`\p{Lu}\p{Ll}+(?:-\p{Lu}\p{Ll}+)?`;
const IMPERATIVE = new RegExp(String.raw`((?:^|[.!?]\s+|\n\s*)(?:${NAME_VERBS})[ \t]+)(${NAME})(?:[ \t]+(${NAME}))?`, 'gu');
/** Sticky, at a name's start: the verb or auxiliary that opens it. */
const VERB_OPENING = new RegExp(String.raw`(?:${VERBS})[ \t]+(?=\p{Lu})`, 'uy');
const AUXILIARY_OPENING = new RegExp(String.raw`(?:${AUXILIARIES})[ \t]+(?=\p{Lu})`, 'uy');
/** The cheap tests before addNames and trimVerbs. */
const NAME_VERB_BEFORE_CAPITAL = new RegExp(String.raw`(?:${NAME_VERBS}) \p{Lu}`, 'u');
const OPENER_BEFORE_CAPITAL = new RegExp(String.raw`(?:${VERBS}|${AUXILIARIES}) \p{Lu}`, 'u');

export function imperatives(names: Candidate[], text: string, lex: Lexicon, recognizer: string): void {
  if (NAME_VERB_BEFORE_CAPITAL.test(text)) addNames(names, text, lex, recognizer);
  if (OPENER_BEFORE_CAPITAL.test(text)) trimVerbs(names, text, lex);
}

/** Listed given names after a verb opening a sentence, where no name was found. */
function addNames(names: Candidate[], text: string, lex: Lexicon, recognizer: string): void {
  let found: SpanIndex<Candidate> | undefined;
  const added: Candidate[] = [];
  for (const m of text.matchAll(IMPERATIVE)) {
    const given = m[2]!;
    const lower = given.toLowerCase();
    if (!lex.first.has(lower) || lex.wordRank.has(lower) || lex.places.has(lower) || lex.orgs.has(lower)) continue;
    const start = m.index + m[1]!.length;
    const family = m[3];
    const surname = family !== undefined && lex.surname.has(family.toLowerCase()) && !lex.wordRank.has(family.toLowerCase());
    const end = surname ? m.index + m[0].length : start + given.length;
    found ??= new SpanIndex(names);
    if (found.some(start, end)) continue;
    added.push({ entity: 'PERSON', start, end, score: IMPERATIVE_NAME, baseScore: IMPERATIVE_NAME, recognizer, pattern: 'imperative-name', reason: 'given name after a verb opening a sentence', contextApplied: true });
  }
  names.push(...added);
}

/** Names that start with a sentence-opening verb lose it. */
function trimVerbs(names: Candidate[], text: string, lex: Lexicon): void {
  for (let i = 0; i < names.length; i++) {
    const c = names[i]!;
    if (c.entity !== 'PERSON' && c.entity !== 'ORGANIZATION' && c.entity !== 'LOCATION') continue;
    VERB_OPENING.lastIndex = c.start;
    let m = VERB_OPENING.exec(text);
    if (m === null && question(text, c.end)) {
      AUXILIARY_OPENING.lastIndex = c.start;
      m = AUXILIARY_OPENING.exec(text);
    }
    if (m === null || m.index + m[0].length >= c.end) continue;
    const before = text.slice(Math.max(0, c.start - 3), c.start);
    if (c.start > 0 && !/(?:[.!?]\s+|\n\s*)$/u.test(before)) continue;
    const start = c.start + m[0].length;
    const rest = text.slice(start, c.end).toLowerCase();
    const entity = c.entity === 'PERSON' && lex.places.has(rest) && !lex.first.has(rest) ? 'LOCATION' : c.entity;
    names[i] = { ...c, entity, start };
  }
}

/** Whether the sentence going on at `from` ends in a question mark (within 200 characters). */
function question(text: string, from: number): boolean {
  for (let k = from; k < text.length && k < from + 200; k++) {
    const c = text[k];
    if (c === '?') return true;
    if (c === '.' || c === '!' || c === '\n') return false;
  }
  return false;
}
