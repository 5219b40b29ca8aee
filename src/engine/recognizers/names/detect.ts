/**
 * PERSON / LOCATION / ORGANIZATION / NRP / TITLE detection in free prose: rules over lexicons and
 * context, then a vote with the trained sequence model (model/, vote.ts). One linear pass over the
 * tokens finds runs of capitalised words; each run is split at honorifics and titles and classified
 * with evidence from the lexicons (given names, surnames, places, organisations, group words), from
 * the words around it (triggers, speech verbs, prepositions) and from its shape (legal suffixes,
 * "University of …"). A second pass propagates confident names to their later bare uses.
 *
 * Scores are meant as probabilities that the span is that entity; every one is named in scores.ts.
 */
import type { Candidate, Language } from '../../types.ts';
import { findAddresses } from './address.ts';
import { findAges } from './age.ts';
import { PLACE_KINDS, W_COMMON, W_FIRST, W_NRP_LOWER, W_ORG_HEAD, W_ORG_ONE, W_PLACE_HEAD, W_PLACE_SHIFT, W_RAW_PLACE_SHIFT, W_SURNAME, W_WORD, flagsOf, isCommon, isCommonT, isFirst, isFirstT, isSurname, isSurnameT, isWord, isWordT, rawPlace, rawPlaceOfKey, rawPlaceT, strongNameT, tokenFlags } from './annotate.ts';
import { type Doc, type Entity, type Pending, RECOGNIZER_NAME, createDoc, emit } from './doc.ts';
import { COMMA_LEGAL, LANGUAGE_AFTER, LOC_PREFIX_HEADS, LOC_SUFFIX_HEADS, LOC_TRIGGERS, LOC_TRIGGER_LAST, MULTI_BY_FIRST, ORG_BEFORE_BY_LAST, STRONG_ORG_HEADS, TRIGGERS_BY_LAST, type TriggerHit } from './lang/cues.ts';
import { type PlaceKind, lexicon } from './lexicon.ts';
import { nameTagger } from './model-file.ts';
import { type Token, prepare } from './prepare.ts';
import { AFTER_AGE, AFTER_AGE_PARENTHESIS, AFTER_JOB_ACRONYM, AFTER_POSSESSION, AFTER_ROLE, AFTER_SPEECH, AFTER_WHO, AGE_ANCHOR, AGE_APPOSITION, AGE_PARENTHESIS, COORDINATED_PAIR, COORDINATED_WITH_PERSON, JOB_TITLE_AFTER_HEAD, JOB_TITLE_AFTER_PHRASE, JOB_TITLE_BEFORE_HEAD, JOB_TITLE_BEFORE_PHRASE, LOWERCASE_FULL_NAME, LOWERCASE_GIVEN_NAME, LOWERCASE_HONORIFIC_NAME, LOWERCASE_HONORIFIC_TITLE, LOWERCASE_PLACE, LOWERCASE_PLACE_AFTER_PREP, LOWERCASE_TRIGGER_COMMON_PENALTY, LOWERCASE_TRIGGER_PENALTY, MIN_SCORE, MONTH_NAME_TRIGGER, NRP_OTHER, NRP_POLITICAL, ORG_ACRONYM, ORG_BEFORE_TITLE, ORG_CUE_AFTER, ORG_CUE_BEFORE, ORG_CUE_PERSON_WINS, ORG_CUE_PLACE_WINS, ORG_FIRM_NAMES, ORG_HEAD_NOUN, ORG_HEAD_NOUN_SENTENCE_START, ORG_HEAD_NOUN_UNNAMED, ORG_LEGAL_SUFFIX, ORG_LEXICON, ORG_LEXICON_AMBIGUOUS, ORG_LEXICON_PERSONAL, ORG_OF, ORG_PREFIX, PERSON_AFTER_BONUS, PERSON_AFTER_CAP, PERSON_AFTER_COMMON_PENALTY, PERSON_ANCHOR, PERSON_AS_JOB_CAP, PERSON_COMMON_MIDDLE, PERSON_HONORIFIC, PERSON_HONORIFIC_IMPLAUSIBLE, PERSON_LEXICON_VS_PLACE_CAP, PERSON_NOT_A_NAME, PERSON_OFFICE, PERSON_OFFICE_IMPLAUSIBLE, PERSON_ORDINARY, PERSON_PLACE_HEAD_CAP, PERSON_PLACE_LABEL_MAX, PERSON_ROLE_BEFORE, PERSON_ROLE_BEFORE_SINGLE, PERSON_SINGLE_COMMON_NAME, PERSON_SINGLE_NAME, PERSON_SINGLE_UNKNOWN, PERSON_SINGLE_WORD, PERSON_STRONG_STRONG, PERSON_STRONG_UNKNOWN, PERSON_STRONG_WEAK, PERSON_TRIGGER_IMPLAUSIBLE_PENALTY, PERSON_TRIGGER_PLAUSIBLE_PENALTY, PERSON_UNKNOWN_STRONG, PERSON_UNKNOWN_UNKNOWN, PERSON_UNKNOWN_WEAK, PERSON_WEAK_UNKNOWN, PERSON_WEAK_WEAK, PLACE_ACRONYM, PLACE_BASE, PLACE_BEFORE_GROUP, PLACE_BEFORE_TITLE, PLACE_COMMON_FACTOR, PLACE_COMPASS, PLACE_HEAD, PLACE_INNER, PLACE_LABEL, PLACE_MAX, PLACE_OF, PLACE_PERSONAL_PENALTY, PLACE_PREP_BONUS, PLACE_PREP_COMMON_FLOOR, PLACE_PREP_FLOOR, PLACE_STATE_AFTER_BONUS, PLACE_STATE_AFTER_FLOOR, PLACE_WORD_FACTOR, PROPAGATED_GIVEN_NAME, PROPAGATED_ORG, PROPAGATED_ORG_WORD, PROPAGATED_PART_PENALTY, PROPAGATED_PERSON, PROPAGATE_FROM, SPEAKER_LABEL, SPEAKER_LABEL_COMMON, TITLE_HONORIFIC, TITLE_LABEL, TITLE_OFFICE } from './scores.ts';
import { LOWERCASE_HONORIFIC_SHAPES, LOWERCASE_TRIGGER_SHAPES, V_ABBREVIATIONS, V_AMBIGUOUS_OK, V_COMPASS, V_CONNECTORS, V_DOTTED_HONORIFICS, V_FIRM_JOINERS, V_HONORIFICS, V_JOB_HEADS, V_JOB_MODIFIERS, V_LANGUAGE_BEFORE, V_LOC_OF_HEADS, V_LOC_PREPOSITIONS, V_LOWERCASE_HONORIFICS, V_LOWERCASE_TRIGGER_LAST, V_MONTH_NAMES, V_MULTI_FIRST, V_NAME_PARTICLES, V_NEVER_NAME, V_OFFICE_TITLES, V_ORG_AFTER, V_ORG_BEFORE_LAST, V_ORG_HEADS, V_ORG_OF_HEADS, V_ORG_PREFIXES, V_PERSONAL_POSSESSIONS, V_ROLE_BEFORE, V_SITE_WORDS, V_SPEECH_AFTER, V_TRIGGER_LAST, inSet, vocabBits } from './vocab-bits.ts';
import { JOB_ACRONYMS, LOC_OF_HEADS, NAME_PARTICLES, NEVER_NAME, ORG_HEADS, ORG_LEGAL, ORG_OF_HEADS } from './vocab.ts';
import { vote } from './vote.ts';
import { bare, bareEnd, countWords, isNameWord, mayBeInList, possessive, stripDot } from './words.ts';
export { RECOGNIZER_NAME } from './doc.ts';

function sentenceStart(doc: Doc, i: number): boolean {
  if (i === 0) return true;
  const t = doc.tokens[i]!;
  if (t.nl) return true;
  const p = doc.tokens[i - 1]!;
  if (p.kind !== 0) return false;
  if ('!?:;"“”«»(•*–—|>[]'.includes(p.t)) return true;
  if (p.t === '-' && !p.glued) return true;
  if (p.t === '.') {
    const q = doc.tokens[i - 2];
    // "Mr. Smith" and "J. Smith" continue the sentence.
    if (q && q.kind === 1 && q.e === p.s && (q.initial || inSet(q, V_ABBREVIATIONS))) return false;
    return true;
  }
  return false;
}

/** Best trigger ending right before token i: its score and whether it allows lowercase names. */
function triggerBefore(doc: Doc, i: number): TriggerHit | undefined {
  const prev = doc.tokens[i - 1];
  if (!prev) return undefined;
  // Most words end no trigger; only a dotted token ("U.S.") needs the stripDot look-up below.
  if (!inSet(prev, V_TRIGGER_LAST) && !prev.lower.endsWith('.')) return undefined;
  const candidates = TRIGGERS_BY_LAST.get(prev.lower) ?? (prev.t === '.' ? undefined : TRIGGERS_BY_LAST.get(stripDot(prev.lower)));
  if (!candidates) return undefined;
  let best: TriggerHit | undefined;
  for (const trig of candidates) {
    const n = trig.words.length;
    if (i - n < 0) continue;
    let ok = true;
    for (let k = 0; k < n && ok; k++) {
      const t = doc.tokens[i - n + k]!;
      ok = t.lower === trig.words[k] || stripDot(t.lower) === trig.words[k];
    }
    // Phrase must be directly before the run (no line break between, except after "Regards,").
    if (ok && doc.tokens[i - n + 1]?.nl && n > 1 && trig.words[n - 1] !== ',') ok = false;
    if (ok && (!best || trig.hit.score > best.score)) best = trig.hit;
  }
  return best;
}

/** Evidence after the run ending at token j (inclusive): speech verb, ", who", ", 45,", ", the CEO". */
function afterEvidence(doc: Doc, j: number): { score: number; why: string } | undefined {
  const t1 = doc.tokens[j + 1];
  if (!t1) return undefined;
  if (t1.nl) return undefined;
  if (t1.kind === 1 && inSet(t1, V_SPEECH_AFTER)) return { score: AFTER_SPEECH, why: `followed by "${t1.lower}"` };
  if (t1.kind === 1 && (t1.lower === 'has' || t1.lower === 'had' || t1.lower === 'was' || t1.lower === 'is')) {
    const t2 = doc.tokens[j + 2];
    if (t2 && inSet(t2, V_SPEECH_AFTER)) return { score: AFTER_SPEECH, why: `followed by "${t1.lower} ${t2.lower}"` };
  }
  if (t1.t === ',') {
    const t2 = doc.tokens[j + 2];
    const t3 = doc.tokens[j + 3];
    if (!t2) return undefined;
    if (t2.lower === 'who' || t2.lower === 'whose') return { score: AFTER_WHO, why: `followed by ", ${t2.lower}"` };
    if (t2.kind === 2 && /^\d{1,3}$/.test(t2.t) && Number(t2.t) <= 120 && t3 && (t3.t === ',' || t3.t === ')' || t3.lower === 'of' || t3.lower === 'from')) return { score: AFTER_AGE, why: 'followed by an age apposition' };
    if ((t2.lower === 'the' || t2.lower === 'a' || t2.lower === 'an' || t2.lower === 'our' || t2.lower === 'its' || t2.lower === 'his' || t2.lower === 'her') && t3) {
      if (inSet(t3, V_ROLE_BEFORE) || inSet(t3, V_JOB_MODIFIERS) || inSet(t3, V_JOB_HEADS) || JOB_ACRONYMS.has(t3.t)) return { score: AFTER_ROLE, why: `followed by ", ${t2.lower} ${t3.lower}"` };
    }
    if (JOB_ACRONYMS.has(t2.t)) return { score: AFTER_JOB_ACRONYM, why: `followed by ", ${t2.t}"` };
  }
  if (t1.t === '(' && doc.tokens[j + 2]?.kind === 2 && doc.tokens[j + 3]?.t === ')') return { score: AFTER_AGE_PARENTHESIS, why: 'followed by an age in parentheses' };
  const last = doc.tokens[j]!;
  if (possessive(last.lower) && t1.kind === 1 && inSet(t1, V_PERSONAL_POSSESSIONS)) return { score: AFTER_POSSESSION, why: `followed by "'s ${t1.lower}"` };
  return undefined;
}

/** A lone capitalised word after "Surname, Surname and" or "Surname -" (no given names around). */
function firmTail(doc: Doc, i: number): boolean {
  const { tokens } = doc;
  const j = tokens[i - 1];
  const p = tokens[i - 2];
  if (!j || !p || p.kind !== 1 || !p.cap || p.initial || tokens[i]!.nl || j.nl) return false;
  if (!surnameOnly(doc, tokens[i]!) || !surnameOnly(doc, p)) return false;
  // The word before the pair must not be another capitalised name word: "Jane Lowe and Bode" is people.
  const q = tokens[i - 3];
  const startsHere = !q || q.kind !== 1 || !q.cap || q.nl || p.nl;
  if (j.t === '-' && j.spaced && tokens[i]!.spaced) return startsHere || (q?.t === ',');
  if (inSet(j, V_FIRM_JOINERS) && j.kind !== 2) return q?.t === ',' && tokens[i - 4]?.kind === 1 && tokens[i - 4]!.cap && surnameOnly(doc, tokens[i - 4]!);
  return false;
}

function surnameOnly(doc: Doc, t: Token): boolean {
  const f = flagsOf(doc, t, bare(t.lower));
  return ((f & W_SURNAME) !== 0 || (f & W_FIRST) === 0) && (f & W_COMMON) === 0 && (f & (7 << W_RAW_PLACE_SHIFT)) === 0;
}

/** Start of the firm name ending at token i: back over "Surname, Surname and" / "Surname -". */
function firmStart(doc: Doc, i: number): number {
  const { tokens } = doc;
  let k = i - 2;
  while (k - 2 >= 0 && tokens[k - 1]!.t === ',' && tokens[k - 2]!.kind === 1 && tokens[k - 2]!.cap && !tokens[k]!.nl) k -= 2;
  return tokens[k]!.s;
}

function orgCueAround(doc: Doc, from: number, to: number): { why: string; after: boolean } | undefined {
  const { tokens } = doc;
  const next = tokens[to + 1];
  const last = tokens[to]!;
  if (next && next.kind === 1 && !next.cap && inSet(next, V_ORG_AFTER) && !last.lower.endsWith("'s")) {
    // "the Berlin office", "its Cupertino headquarters": a place's office is still a place.
    if (!(inSet(next, V_SITE_WORDS) && placeOf(doc, from, to))) return { why: `followed by "${next.lower}"`, after: true };
  }
  const prev = tokens[from - 1];
  if (!prev || tokens[from]!.nl) return undefined;
  // Signature lines: "Jane Roe | Acme Corp".
  if (prev.t === '|' && doc.out.some((c) => c.entity === 'PERSON' && c.end === tokens[from - 2]?.e)) return { why: 'after "person |" in a signature', after: false };
  let k = from - 1;
  if (prev.lower === 'the') k--;
  const list = tokens[k] && inSet(tokens[k]!, V_ORG_BEFORE_LAST) ? ORG_BEFORE_BY_LAST.get(tokens[k]!.lower) : undefined;
  if (!list) return undefined;
  for (const p of list) {
    const n = p.length;
    if (k - n + 1 < 0) continue;
    let ok = true;
    for (let m = 0; m < n && ok; m++) ok = tokens[k - n + 1 + m]!.lower === p[m];
    if (ok) return { why: `after "${p.join(' ')}"`, after: false };
  }
  return undefined;
}

function asJob(doc: Doc, i: number): boolean {
  const a = doc.tokens[i - 1]?.lower;
  const b = doc.tokens[i - 2]?.lower;
  return (a === 'a' || a === 'an') && b === 'as';
}

function roleBefore(doc: Doc, i: number): string | undefined {
  let p = doc.tokens[i - 1];
  if (!p || doc.tokens[i]!.nl) return undefined;
  // "his wife, Ursula," / "her son, Thomas.": a kin or role noun, a comma, then the name.
  if (p.t === ',' && doc.tokens[i - 2]?.kind === 1 && /^(?:his|her|their|my|our|your)$/.test(doc.tokens[i - 3]?.lower ?? '')) p = doc.tokens[i - 2];
  if (!p || p.kind !== 1 || p.cap) return undefined;
  return inSet(p, V_ROLE_BEFORE) ? p.lower : undefined;
}

function locTriggerBefore(doc: Doc, i: number): string | undefined {
  const prev = doc.tokens[i - 1];
  if (prev === undefined || !LOC_TRIGGER_LAST.includes(prev.lower)) return undefined;
  for (const words of LOC_TRIGGERS) {
    const n = words.length;
    if (i - n < 0 || doc.tokens[i - 1]!.lower !== words[n - 1]) continue;
    let ok = true;
    for (let k = 0; k < n - 1 && ok; k++) ok = doc.tokens[i - n + k]!.lower === words[k];
    if (ok) return words.join(' ');
  }
  return undefined;
}

function locPrepBefore(doc: Doc, i: number): string | undefined {
  let k = i - 1;
  // "in the Netherlands", "from northern Italy"
  if (doc.tokens[k]?.lower === 'the') k--;
  const p = doc.tokens[k];
  if (!p || p.kind !== 1 || doc.tokens[k + 1]!.nl) return undefined;
  return inSet(p, V_LOC_PREPOSITIONS) ? p.lower : undefined;
}

function workPhrase(tokens: Token[], from: number, to: number): string {
  let s = '';
  for (let k = from; k <= to; k++) {
    const t = tokens[k]!;
    if (k > from && !t.glued) s += ' ';
    s += t.t;
  }
  return s;
}

/** Lowercase phrase keys per token range, memoised: the same range is looked up in several lexicons. */
function phraseKey(doc: Doc, from: number, to: number): string {
  if (from === to) return bare(doc.tokens[from]!.lower);
  const id = from * 64 + (to - from);
  doc.keys ??= new Map();
  let key = doc.keys.get(id);
  if (key === undefined) {
    key = bare(workPhrase(doc.tokens, from, to).toLowerCase());
    doc.keys.set(id, key);
  }
  return key;
}
/*
 * Multi-word look-ups first ask whether the phrase's first word can start a lexicon key at all. When
 * the second token is separated by a space, the key's text before its first space is exactly the
 * first token's lowercase form (lowercasing never looks across a space, an accent fold keeps spaces,
 * and the possessive strip only touches the end), so a first word that starts no key means no hit.
 * Glued tokens ("St.", "AT&T") skip the shortcut and build the key.
 */
function placeOf(doc: Doc, from: number, to: number): PlaceKind | undefined {
  if (to - from >= doc.lex.maxPlaceTokens + 2) return undefined;
  if (from === to) return PLACE_KINDS[(tokenFlags(doc, doc.tokens[from]!) >> W_PLACE_SHIFT) & 7];
  if (to < from) return undefined;
  if (!doc.tokens[from + 1]!.glued && (tokenFlags(doc, doc.tokens[from]!) & W_PLACE_HEAD) === 0) return undefined;
  // A segment asks about the same range several times (split, peel, core, score): remember the answer.
  const id = from * 64 + (to - from);
  doc.places ??= new Map();
  let kind = doc.places.get(id);
  if (kind === undefined) {
    kind = rawPlaceOfKey(doc.lex, phraseKey(doc, from, to)) ?? null;
    doc.places.set(id, kind);
  }
  return kind ?? undefined;
}
function orgKnown(doc: Doc, from: number, to: number): boolean {
  if (to - from >= doc.lex.maxOrgTokens + 2) return false;
  if (from === to) return (tokenFlags(doc, doc.tokens[from]!) & W_ORG_ONE) !== 0;
  if (to < from) return doc.lex.orgs.has(''); // an empty range has the empty key
  if (!doc.tokens[from + 1]!.glued && (tokenFlags(doc, doc.tokens[from]!) & W_ORG_HEAD) === 0) return false;
  return doc.lex.orgs.has(phraseKey(doc, from, to));
}
function nrpOf(doc: Doc, from: number, to: number): string | undefined {
  if (from === to) return (tokenFlags(doc, doc.tokens[from]!) & W_NRP_LOWER) === 0 ? undefined : doc.lex.nrp.get(doc.tokens[from]!.t);
  if (to < from) return undefined;
  if (!doc.tokens[from + 1]!.glued && !doc.lex.nrpHeads.has(doc.tokens[from]!.t)) return undefined;
  return doc.lex.nrp.get(workPhrase(doc.tokens, from, to));
}

/** Word tokens of a run, with '.' after initials/abbreviations and particles/connectors kept in between. */
function collectRun(doc: Doc, i: number): number {
  const { tokens } = doc;
  let j = i;
  let words = 1;
  for (;;) {
    const cur = tokens[j]!;
    const nx = tokens[j + 1];
    // A possessive ends a name ("Starmer's government") unless an organisation word follows ("Sheriff's Office").
    if (cur.kind === 1 && possessive(cur.lower) && !(nx && nx.spaced && nx.cap && inSet(nx, V_ORG_HEADS))) break;
    if (!nx || doc.claimed[j + 1]) break;
    if (nx.t === '.' && nx.glued && cur.kind === 1 && ORG_LEGAL.has(cur.t) && j > i) {
      // "Larson Inc. Miss Candice Carter": a legal form ends the name, dot included.
      j++;
      break;
    }
    if (nx.t === '.' && nx.glued && cur.kind === 1 && (cur.lower === 'sig' || cur.lower === 'dott') && tokens[j + 2]?.glued && /^(?:ra|ssa)$/.test(tokens[j + 2]!.lower)) {
      // "Sig.ra Palazzi": the feminine ending belongs to the honorific.
      const after = tokens[j + 3];
      if (after && after.spaced && isNameWord(after) && !doc.claimed[j + 3]) {
        j += 3;
        words++;
        continue;
      }
    }
    if (nx.t === '.' && nx.glued && cur.kind === 1 && (cur.initial || inSet(cur, V_ABBREVIATIONS))) {
      const after = tokens[j + 2];
      if (after && after.spaced && isNameWord(after) && !doc.claimed[j + 2]) {
        j += 2;
        words++;
        continue;
      }
      // "Prof. van Dijk": a particle after the abbreviation, then the name.
      const after2 = tokens[j + 3];
      if (after && after.spaced && after.kind === 1 && inSet(after, V_NAME_PARTICLES) && after2 && after2.spaced && isNameWord(after2) && !doc.claimed[j + 3]) {
        j += 3;
        words++;
        continue;
      }
      // "Acme Inc." ends with the dot: keep it in the run only for legal suffixes.
      if (ORG_LEGAL.has(cur.t)) j++;
      break;
    }
    if (!nx.spaced || words >= 9) break;
    if (isNameWord(nx)) {
      j++;
      words++;
      continue;
    }
    // Particles and connectors, possibly several ("von der", "de la", "of the"), then a name word.
    let m = j + 1;
    while (m <= j + 3 && tokens[m] && tokens[m]!.spaced && ((tokens[m]!.kind === 1 && !tokens[m]!.cap && (inSet(tokens[m]!, V_NAME_PARTICLES) || inSet(tokens[m]!, V_CONNECTORS))) || tokens[m]!.t === '&')) m++;
    const nn = tokens[m];
    if (m > j + 1 && nn && nn.spaced && isNameWord(nn) && !doc.claimed[m]) {
      j = m;
      words++;
      continue;
    }
    break;
  }
  // A connector or particle never ends a run.
  return j;
}

// Module-level callbacks for prepare(): closures built per call would cost an allocation each time.
/** Characters without which the lenient preparation equals the strict one. */
// A handle ("@jane", or "@ jane" as tokenised text has it), not the @ of an e-mail address.
const LENIENT_DIFFERS = /(?:^|[\s("'“])@ ?[\p{L}\p{N}_]/u;
export const keepUpper = (w: string) => lexicon().acronyms.has(w);
export const isKnownName = (w: string) => lexicon().orgs.has(w.toLowerCase()) || lexicon().surname.has(w.toLowerCase());

export function detectNames(text: string, language: Language, patternCandidates: readonly Candidate[]): Candidate[] {
  const lex = lexicon();
  const prep = prepare(text, patternCandidates, keepUpper, isKnownName);
  const doc = createDoc(text, language, lex, prep.tokens);
  const { tokens } = doc;

  // Addresses first: their words (street and city names) are then off limits to the name runs.
  const addresses = findAddresses(prep.work, tokens);
  if (addresses.length > 0) {
    let k = 0;
    for (const a of addresses) {
      if (a.score < MIN_SCORE) continue;
      doc.out.push(a);
      while (k < tokens.length && tokens[k]!.e <= a.start) k++;
      for (let m = k; m < tokens.length && tokens[m]!.s < a.end; m++) doc.claimed[m] = 1;
    }
  }
  // The tokens describe `text` itself only when nothing was masked or title-cased.
  for (const a of findAges(text, prep.work === text ? tokens : undefined)) doc.out.push(a);

  const lowerDoc = doc.lang.lowercaseDocuments && isLowercaseDocument(tokens);
  for (let i = 0; i < tokens.length; i++) {
    const t = tokens[i]!;
    if (doc.claimed[i] || t.kind !== 1) continue;
    // speakerLabel needs "Name:" (a glued colon): test that here, before the call, for every word.
    const colon = tokens[i + 1];
    if (colon !== undefined && colon.t === ':' && colon.glued && speakerLabel(doc, i)) continue;
    if (lowerDoc && !t.cap && lowercaseDocName(doc, i)) continue;
    if (!t.cap) {
      if (mayBeInList(t, LOWERCASE_HONORIFIC_SHAPES) && inSet(t, V_LOWERCASE_HONORIFICS) && lowercaseHonorific(doc, i)) continue;
      const prev = tokens[i - 1];
      if (prev && mayBeInList(prev, LOWERCASE_TRIGGER_SHAPES) && inSet(prev, V_LOWERCASE_TRIGGER_LAST) && triggerBefore(doc, i)?.lowercase) lowercaseName(doc, i);
      continue;
    }
    const j = collectRun(doc, i);
    classifyRun(doc, i, j);
    i = j;
  }
  propagate(doc);
  appositionAges(doc);
  jobTitles(doc);
  const tagger = nameTagger();
  if (tagger === null) return doc.out;
  // The model reads the lenient view (handles and camel-case words kept), which differs from the
  // strict one only when the text has one of their characters.
  const modelTokens = LENIENT_DIFFERS.test(text) ? prepare(text, patternCandidates, keepUpper, isKnownName, true).tokens : tokens;
  return vote(doc.out, tagger.tag(modelTokens, language, text), modelTokens, text, RECOGNIZER_NAME);
}

/**
 * Chat and transcript speaker labels: "Ivy: which hotel?", "[12:30] samantha: ok". A given name
 * (any case) alone at the start of a line, before a colon that is followed by text.
 */
function speakerLabel(doc: Doc, i: number): boolean {
  const { tokens } = doc;
  const t = tokens[i]!;
  const colon = tokens[i + 1];
  if (!colon || colon.t !== ':' || !colon.glued) return false;
  const after = tokens[i + 2];
  if (!after || after.nl || after.kind === 2) return false;
  // Line start, or right after a "[time]" stamp.
  let k = i - 1;
  if (tokens[k]?.t === ']') {
    while (k >= 0 && tokens[k]!.t !== '[' && !tokens[k]!.nl && i - k < 8) k--;
    if (tokens[k]?.t !== '[') return false;
    if (!(k === 0 || tokens[k]!.nl)) return false;
  } else if (!(i === 0 || t.nl)) return false;
  const lower = bare(t.lower);
  const f = flagsOf(doc, t, lower);
  const common = (f & W_COMMON) !== 0;
  if ((lower === t.lower ? inSet(t, V_NEVER_NAME) : NEVER_NAME.has(lower)) || (f & W_FIRST) === 0 || (common && !t.cap)) return false;
  emit(doc, 'PERSON', t.s, t.e, common ? SPEAKER_LABEL_COMMON : SPEAKER_LABEL, 'speaker-label', 'given name as a chat speaker label');
  doc.claimed[i] = 1;
  return true;
}

/** A document written without capitals (chat): capitalisation carries no evidence at all there. */
function isLowercaseDocument(tokens: Token[]): boolean {
  let words = 0;
  let caps = 0;
  for (const t of tokens) {
    if (t.kind !== 1) continue;
    words++;
    if (t.cap) caps++;
  }
  return words >= 8 && caps * 25 < words;
}

/**
 * In an all-lowercase document: a given name that is no English word at all ("shanelle", "ileana")
 * is a person; a gazetteer place that is no English word, after a preposition, is a place.
 */
function lowercaseDocName(doc: Doc, i: number): boolean {
  const t = doc.tokens[i]!;
  const l = bare(t.lower);
  if (l.length < 3 || NEVER_NAME.has(l) || isWord(doc, l) || doc.lex.nameWords.has(l) || doc.lex.acronyms.has(t.t.toUpperCase())) return false;
  const prep = locPrepBefore(doc, i);
  const place = rawPlace(doc, l);
  if (place && (prep || place === 'country' || place === 'city1') && !isFirst(doc, l)) {
    emit(doc, 'LOCATION', t.s, bareEnd(t), prep ? LOWERCASE_PLACE_AFTER_PREP : LOWERCASE_PLACE, 'lowercase-place', 'gazetteer place in a lowercase document');
    doc.claimed[i] = 1;
    return true;
  }
  if (!isFirst(doc, l) || place) return false;
  let j = i;
  const n = doc.tokens[i + 1];
  if (n && n.kind === 1 && n.spaced && !isWord(doc, bare(n.lower)) && !doc.lex.nameWords.has(bare(n.lower)) && isSurname(doc, bare(n.lower))) j = i + 1;
  emit(doc, 'PERSON', t.s, bareEnd(doc.tokens[j]!), j > i ? LOWERCASE_FULL_NAME : LOWERCASE_GIVEN_NAME, 'lowercase-name', 'given name that is no English word, in a lowercase document');
  for (let m = i; m <= j; m++) doc.claimed[m] = 1;
  return true;
}

/** "did mr. huth reply?": a lowercase honorific, then a surname-like word. */
function lowercaseHonorific(doc: Doc, i: number): boolean {
  const { tokens } = doc;
  let k = i + 1;
  if (tokens[k]?.t === '.' && tokens[k]!.glued) k++;
  const n = tokens[k];
  if (!n || n.kind !== 1 || !n.spaced || n.cap || inSet(n, V_NEVER_NAME) || isCommonT(doc, n)) return false;
  if (!(isSurnameT(doc, n) || isFirstT(doc, n) || !isWordT(doc, n))) return false;
  let end = k;
  const n2 = tokens[k + 1];
  if (n2 && n2.kind === 1 && n2.spaced && !n2.cap && isFirstT(doc, n) && isSurnameT(doc, n2) && !isCommonT(doc, n2)) end = k + 1;
  emit(doc, 'TITLE', tokens[i]!.s, tokens[k - 1]!.e, LOWERCASE_HONORIFIC_TITLE, 'honorific', 'lowercase honorific before a name');
  emit(doc, 'PERSON', n.s, bareEnd(tokens[end]!), LOWERCASE_HONORIFIC_NAME, 'honorific-lowercase', 'name after a lowercase honorific');
  for (let m = i; m <= end; m++) doc.claimed[m] = 1;
  return true;
}

/** "my name is john smith": lowercase given name (+ surname) right after a strong trigger. */
function lowercaseName(doc: Doc, i: number): void {
  const trig = triggerBefore(doc, i)!;
  const t = doc.tokens[i]!;
  if (!isFirstT(doc, t) && !(isSurnameT(doc, t) && !isWordT(doc, t))) return;
  if (inSet(t, V_NEVER_NAME)) return;
  let j = i;
  const n = doc.tokens[i + 1];
  if (n && n.kind === 1 && n.spaced && (isSurnameT(doc, n) || isFirstT(doc, n)) && !isCommonT(doc, n)) j = i + 1;
  const common = isCommonT(doc, t) && j === i;
  emit(doc, 'PERSON', t.s, doc.tokens[j]!.e, trig.score - (common ? LOWERCASE_TRIGGER_COMMON_PENALTY : LOWERCASE_TRIGGER_PENALTY), 'trigger-lowercase', `after "${trig.words}", lowercase name in the name lexicon`);
  for (let k = i; k <= j; k++) doc.claimed[k] = 1;
}

interface Peeled {
  titleFrom: number;
  titleTo: number;
  honorific: boolean;
  office: boolean;
}
const NO_TITLE = { len: 0, honorific: false };
const NO_MULTI: readonly (readonly string[])[] = [];

/** Shared answers of titleAt (callers only read them): TITLE_RESULTS[honorific ? 1 : 0][len]. */
const TITLE_RESULTS = [0, 1].map((h) => Array.from({ length: 8 }, (_, len) => ({ len, honorific: h === 1 })));
function titleResult(len: number, honorific: boolean): { len: number; honorific: boolean } {
  return len < 8 ? TITLE_RESULTS[honorific ? 1 : 0]![len]! : { len, honorific };
}

/** Length of an office/honorific title starting at token k within [k, j], or 0. */
function titleAt(doc: Doc, k: number, j: number): { len: number; honorific: boolean } {
  const t = doc.tokens[k];
  if (!t || t.kind !== 1) return NO_TITLE;
  const lower = t.lower;
  const v = vocabBits(t);
  const dotted = doc.tokens[k + 1]?.t === '.' && doc.tokens[k + 1]!.glued;
  // "Sig.ra", "Dott.ssa": abbreviation, dot, feminine ending.
  if (dotted && (lower === 'sig' || lower === 'dott' || lower === 'avv' || lower === 'prof') && doc.tokens[k + 2]?.glued && /^(?:ra|ssa)$/.test(doc.tokens[k + 2]!.lower)) return titleResult(3, true);
  if (lower === 'de' && doc.tokens[k + 1]?.lower === 'heer') return titleResult(2, true);
  const step = dotted ? 2 : 1;
  if ((v & V_HONORIFICS) !== 0 || ((v & V_DOTTED_HONORIFICS) !== 0 && dotted)) return titleResult(step, true);
  if ((v & V_MULTI_FIRST) !== 0) {
    for (const mt of MULTI_BY_FIRST.get(lower) ?? NO_MULTI) {
      if (k + mt.length - 1 > j) continue;
      let ok = true;
      for (let m = 0; m < mt.length && ok; m++) ok = doc.tokens[k + m]!.lower === mt[m];
      if (ok) return titleResult(mt.length, false);
    }
  }
  // Job acronyms are all capitalised: only a capitalised token can be one.
  if ((v & V_OFFICE_TITLES) !== 0 || (t.cap && JOB_ACRONYMS.has(t.t))) return titleResult(step, false);
  return NO_TITLE;
}

function classifyRun(doc: Doc, i: number, j: number): void {
  const { tokens } = doc;
  // Split at words that are never part of a name (sentence openers, days, months, pronouns) and, on
  // shouted lines, at ordinary words ("ACME INSURANCE LTD HAS BEEN APPROVED").
  let segStart = i;
  for (let k = i; k <= j + 1; k++) {
    const t = tokens[k];
    const breaks =
      k > j ||
      (t!.kind === 1 && t!.cap && inSet(t!, V_NEVER_NAME) && !monthInName(doc, k, i, j) && !(t!.lower === 'the' && theInName(doc, k, j))) ||
      (t!.shouted && t!.kind === 1 && isCommonT(doc, t!) && !strongNameT(doc, t!) && !inSet(t!, V_ORG_HEADS) && !ORG_LEGAL.has(t!.t) && !inSet(t!, V_OFFICE_TITLES) && !inSet(t!, V_HONORIFICS) && rawPlaceT(doc, t!) === undefined);
    if (!breaks) continue;
    if (k > segStart) splitConnectors(doc, trimConnectors(doc, segStart, k - 1));
    segStart = k + 1;
  }
}

/** Honorifics or initials inside a phrase: "Professor Willms and Dr Church" are people, not a firm. */
function personMarkers(doc: Doc, from: number, to: number): boolean {
  for (let k = from; k <= to; k++) {
    const t = doc.tokens[k]!;
    if (t.kind === 1 && (t.initial || inSet(t, V_HONORIFICS))) return true;
  }
  return false;
}

/**
 * "Kraków and Pedro Alves", "Professor Wei Zhang of Tsinghua University": a connector joins two names
 * unless the whole is one organisation or place ("Bank of America", "Procter & Gamble",
 * "Department of Health and Human Services", "Bosnia and Herzegovina").
 */
function splitConnectors(doc: Doc, [from, to]: [number, number]): void {
  if (from > to) return;
  const { tokens } = doc;
  let connectors: number[] | undefined;
  for (let k = from + 1; k < to; k++) {
    const t = tokens[k]!;
    if (t.t === '&' || (t.kind === 1 && !t.cap && inSet(t, V_CONNECTORS) && !inSet(t, V_NAME_PARTICLES))) (connectors ??= []).push(k);
  }
  if (connectors === undefined || orgKnown(doc, from, to) || placeOf(doc, from, to)) {
    classifySegment(doc, [from, to]);
    return;
  }
  const last = tokens[to]!;
  const orgEnd = ORG_LEGAL.has(stripDot(last.t)) || ORG_HEADS.has(bare(last.lower));
  let segStart = from;
  for (const k of connectors) {
    const before = tokens[k - 1]!.lower;
    const c = tokens[k]!.lower;
    const keep =
      ((c === 'of' || c === 'for' || c === 'de' || c === 'für') && (ORG_OF_HEADS.has(bare(before)) || LOC_OF_HEADS.has(before) || ORG_HEADS.has(bare(before)))) ||
      ((c === '&' || c === 'and') && orgEnd && !personMarkers(doc, from, to)) ||
      (c === 'the' && tokens[k - 1]!.lower === 'of');
    if (keep) continue;
    classifySegment(doc, trimConnectors(doc, segStart, k - 1));
    segStart = k + 1;
  }
  classifySegment(doc, trimConnectors(doc, segStart, to));
}

/** "The Hague", "The Guardian": "The" belongs to a known place or organisation name. */
function theInName(doc: Doc, k: number, j: number): boolean {
  for (let m = Math.min(j, k + 5); m > k; m--) if (placeOf(doc, k, m) || orgKnown(doc, k, m)) return true;
  return false;
}

/** "Theresa May", "April Ryan": a month word inside a name. */
function monthInName(doc: Doc, k: number, i: number, j: number): boolean {
  const t = doc.tokens[k]!;
  if (!inSet(t, V_MONTH_NAMES)) return false;
  // "Hello June,", "Hey April -": a greeting or sign-off makes the month a given name.
  if ((triggerBefore(doc, k)?.score ?? 0) >= MONTH_NAME_TRIGGER) return true;
  const prev = k > i ? doc.tokens[k - 1] : undefined;
  const next = k < j ? doc.tokens[k + 1] : undefined;
  return (prev !== undefined && prev.kind === 1 && isFirstT(doc, prev)) || (next !== undefined && next.kind === 1 && isSurnameT(doc, next) && !isCommonT(doc, next));
}

function trimConnectors(doc: Doc, from: number, to: number): [number, number] {
  const { tokens } = doc;
  while (from <= to && (tokens[from]!.kind !== 1 || (!tokens[from]!.cap && !tokens[from]!.initial))) from++;
  while (to >= from && !isNameWord(tokens[to]!) && !(tokens[to]!.t === '.' && to > from)) to--;
  return [from, to];
}

function classifySegment(doc: Doc, [from, to]: [number, number]): void {
  if (from > to) return;
  const { tokens } = doc;
  const first = tokens[from]!;
  const segmentFrom = from; // sentenceStart is asked about it at the end, if the segment gets there

  // Whole-segment organisation shapes come first: "American Airlines", "University of Oxford".
  if (classifyOrg(doc, from, to)) return;
  if (doc.lang.placeShapes && classifyPlaceShape(doc, from, to)) return;

  // Peel a leading group word: "French President Emmanuel Macron", "Chinese" alone.
  const nrpLen = placeOf(doc, from, to) ? 0 : nrpPrefix(doc, from, to);
  if (nrpLen > 0 && !(nrpLen < to - from + 1 && isFirstT(doc, tokens[from]!) && nrpLen === 1 && strongNameT(doc, tokens[from + 1]!) && titleAt(doc, from + 1, to).len === 0)) {
    const end = from + nrpLen - 1;
    const kind = nrpOf(doc, from, end)!;
    const alone = end === to;
    if (alone && languageUse(doc, from, end)) return;
    if (alone || titleAt(doc, end + 1, to).len > 0 || (doc.lang.groupWordBeforeAnyWord && tokens[end + 1] !== undefined)) {
      emit(doc, 'NRP', first.s, tokens[end]!.e, kind === 'political' ? NRP_POLITICAL : NRP_OTHER, `nrp-${kind}`, `${kind} group word`);
      if (alone) return;
      from = end + 1;
    }
  }

  // Peel a leading place before a title ("Texas Governor Greg Abbott", "London Mayor Sadiq Khan").
  let anyTitle = false;
  for (let k = from + 1; k <= to && !anyTitle; k++) anyTitle = titleAt(doc, k, to).len > 0;
  for (let k = Math.min(to - 1, from + 3); anyTitle && k >= from; k--) {
    if (titleAt(doc, k + 1, to).len > 0 && placeOf(doc, from, k)) {
      emit(doc, 'LOCATION', tokens[from]!.s, tokens[k]!.e, PLACE_BEFORE_TITLE, 'place-before-title', 'gazetteer place before a title');
      from = k + 1;
      break;
    }
    if (titleAt(doc, k + 1, to).len > 0 && ((k > from && orgKnown(doc, from, k)) || (k === from && tokens[k]!.acro && doc.lex.acronyms.has(tokens[k]!.t)))) {
      emit(doc, 'ORGANIZATION', tokens[from]!.s, tokens[k]!.e, ORG_BEFORE_TITLE, 'org-before-title', 'known organisation before a title');
      from = k + 1;
      break;
    }
  }

  // Peel honorifics and office titles: reported as TITLE, evidence for PERSON.
  const peel: Peeled = { titleFrom: -1, titleTo: -1, honorific: false, office: false };
  for (;;) {
    if (from > to) break;
    const { len, honorific } = titleAt(doc, from, to);
    if (len === 0) break;
    const next = from + len;
    // A title needs a name after it: "the President said" is no person.
    if (next > to || !isNameWord(tokens[next]!)) break;
    // Titles that are ordinary words ("General Catalyst", "Major League") need a known name after them.
    const nl = tokens[next]!.lower;
    const nameAfter = isFirst(doc, nl) || isSurname(doc, nl) || tokens[next]!.initial;
    if (!honorific && len === 1 && isCommonT(doc, tokens[from]!) && !inSet(tokens[from]!, V_AMBIGUOUS_OK) && !nameAfter) break;
    // "Chief Functionality Developer": an office title needs a name-like word after it, not an English word.
    if (!honorific && !nameAfter && isWord(doc, nl)) break;
    if (peel.titleFrom < 0) peel.titleFrom = from;
    peel.titleTo = next - 1;
    if (honorific) peel.honorific = true;
    else peel.office = true;
    from = next;
  }
  if (from > to) return;
  // "Title: Mrs." on a form: the honorific alone.
  if (peel.titleFrom < 0 && from === to - (tokens[to]!.t === '.' ? 1 : 0) && inSet(tokens[from]!, V_HONORIFICS) && tokens[from - 1]?.t === ':' && /^(?:title|salutation|prefix|honorific|anrede|civilité|tratamiento)$/.test(tokens[from - 2]?.lower ?? '')) {
    const dot = tokens[from + 1];
    emit(doc, 'TITLE', tokens[from]!.s, dot?.t === '.' && dot.glued ? dot.e : tokens[from]!.e, TITLE_LABEL, 'honorific-label', 'honorific after a "Title:" label');
    return;
  }
  if (peel.titleFrom >= 0) {
    const titleEnd = tokens[peel.titleTo]!;
    emit(doc, 'TITLE', tokens[peel.titleFrom]!.s, titleEnd.t === '.' ? titleEnd.e : titleEnd.e, peel.honorific ? TITLE_HONORIFIC : TITLE_OFFICE, peel.honorific ? 'honorific' : 'office-title', peel.honorific ? 'honorific before a name' : 'office title before a name');
  }
  classifyCore(doc, from, to, peel, peel.titleFrom < 0 && nrpLen === 0 && sentenceStart(doc, segmentFrom) && !triggerBefore(doc, from));
}

/** "in French", "French translations", "speaks German": a language, not a group of people. */
function languageUse(doc: Doc, from: number, to: number): boolean {
  const before = doc.tokens[from - 1];
  const after = doc.tokens[to + 1];
  if (after && after.kind === 1 && !after.cap && LANGUAGE_AFTER.test(after.lower)) {
    if (after.lower !== 'and' && after.lower !== 'or') return true;
    const w = doc.tokens[to + 3];
    return w !== undefined && LANGUAGE_AFTER.test(w.lower) && w.lower !== 'and';
  }
  if (before && inSet(before, V_LANGUAGE_BEFORE) && (!after || after.kind !== 1 || !after.cap)) return before.lower !== 'from' || doc.tokens[from - 2]?.lower === 'translated';
  return false;
}

/** Place names by shape: "Cook County", "River Wey", "Melbourne Park", "East Germany". Emits and returns true. */
function classifyPlaceShape(doc: Doc, from: number, to: number): boolean {
  const { tokens } = doc;
  const nWords = countWords(tokens, from, to);
  if (nWords < 2 || nWords > 4 || titleAt(doc, from, to).len > 0) return false;
  const first = tokens[from]!;
  const last = tokens[to]!;
  const lastLower = bare(last.lower);
  // A given name + a surname that is also a place word ("Grace Park", "Cole Palmer") is a person.
  if (nWords === 2 && isFirstT(doc, first) && !isCommonT(doc, first) && isSurname(doc, lastLower)) return false;
  if (LOC_SUFFIX_HEADS.has(lastLower) && !placeOf(doc, from, to)) {
    emit(doc, 'LOCATION', first.s, bareEnd(last), PLACE_HEAD, 'place-head-noun', `ends in the place word "${last.t}"`);
    return true;
  }
  if (LOC_PREFIX_HEADS.has(stripDot(first.lower)) && first.lower !== 'st' && !placeOf(doc, from, to) && !isFirstT(doc, first)) {
    emit(doc, 'LOCATION', first.s, bareEnd(last), PLACE_HEAD, 'place-head-prefix', `starts with the place word "${first.t}"`);
    return true;
  }
  if (inSet(first, V_COMPASS) && placeOf(doc, from + 1, to)) {
    emit(doc, 'LOCATION', first.s, bareEnd(last), PLACE_COMPASS, 'place-compass', 'direction word before a gazetteer place');
    return true;
  }
  return false;
}

/** Longest NRP phrase starting at `from` (tokens), or 0. */
function nrpPrefix(doc: Doc, from: number, to: number): number {
  for (let n = Math.min(doc.lex.maxNrpTokens, to - from + 1); n >= 1; n--) if (nrpOf(doc, from, from + n - 1)) return n;
  return 0;
}

/** Organisation by shape or lexicon over the whole segment; emits and returns true when it is one. */
function classifyOrg(doc: Doc, from: number, to: number): boolean {
  const { tokens } = doc;
  const last = tokens[to]!;
  const lastWord = last.t === '.' ? tokens[to - 1]! : last;
  // Codes and field labels ("AFD" inside a hex code, "NHS 123…") are nothing we report.
  if (from === to && tokens[from]!.acro && labelUse(doc, from)) return true;
  const nWords = countWords(tokens, from, to);
  const numberAfter = tokens[to + 1]?.kind === 2 || (tokens[to + 1]?.glued && tokens[to + 1]?.kind !== 0);
  if (nWords >= 2 && ORG_LEGAL.has(stripDot(lastWord.t)) && !numberAfter && !(lastWord.t.length === 2 && rawPlaceT(doc, lastWord) === 'state')) {
    emit(doc, 'ORGANIZATION', tokens[from]!.s, last.e, ORG_LEGAL_SUFFIX, 'org-legal-suffix', `legal-form suffix "${lastWord.t}"`);
    return true;
  }
  // "Acme, Inc." — the comma form.
  const c1 = tokens[to + 1];
  const c2 = tokens[to + 2];
  if (c1?.t === ',' && c2 && c2.spaced && COMMA_LEGAL.has(stripDot(c2.t)) && !(tokens[to + 3]?.kind === 2 || tokens[to + 3]?.glued)) {
    const end = tokens[to + 3]?.t === '.' && tokens[to + 3]!.glued ? tokens[to + 3]!.e : c2.e;
    emit(doc, 'ORGANIZATION', tokens[from]!.s, end, ORG_LEGAL_SUFFIX, 'org-legal-suffix', `legal-form suffix "${c2.t}"`);
    return true;
  }
  const headLower = bare(lastWord.lower);
  // "Otilia Banks", "Pat Church": a given name and a surname that happens to be an organisation word.
  const personLike = nWords === 2 && strongNameT(doc, tokens[from]!) && isFirstT(doc, tokens[from]!) && isSurname(doc, headLower);
  if (nWords >= 2 && ORG_HEADS.has(headLower) && doc.lang.orgHeadNouns && !personLike && titleAt(doc, from, to).len === 0) {
    // "Police said" at sentence start is no organisation; "Restart Service", "Billing Service" are UI
    // words: a head noun needs a name (a non-common word, a place, a group word) before it.
    let named = false;
    for (let k = from; k <= to && !named; k++) {
      const t = tokens[k]!;
      if (t === lastWord || t.kind !== 1 || !t.cap) continue;
      named = !isWordT(doc, t) || rawPlaceT(doc, t) !== undefined || doc.lex.nrp.has(t.t);
    }
    const score = !named && nWords === 2 && !STRONG_ORG_HEADS.has(headLower) ? ORG_HEAD_NOUN_UNNAMED : isCommonT(doc, tokens[from]!) && nWords === 2 && sentenceStart(doc, from) ? ORG_HEAD_NOUN_SENTENCE_START : ORG_HEAD_NOUN;
    emit(doc, 'ORGANIZATION', tokens[from]!.s, bareEnd(lastWord), score, 'org-head-noun', `ends in the organisation word "${lastWord.t}"`);
    return true;
  }
  if (nWords >= 2 && inSet(tokens[from]!, V_ORG_PREFIXES) && tokens[from + 1]!.kind === 1) {
    emit(doc, 'ORGANIZATION', tokens[from]!.s, bareEnd(lastWord), ORG_PREFIX, 'org-prefix', `starts with the organisation word "${tokens[from]!.t}"`);
    return true;
  }
  for (let k = from; k + 2 <= to; k++) {
    const of = tokens[k + 1]!;
    if (tokens[k]!.kind === 1 && (inSet(tokens[k]!, V_ORG_OF_HEADS) || inSet(tokens[k]!, V_ORG_HEADS)) && (of.lower === 'of' || of.lower === 'for' || of.lower === 'di' || of.lower === 'de' || of.lower === 'do')) {
      emit(doc, 'ORGANIZATION', tokens[from]!.s, bareEnd(lastWord), ORG_OF, 'org-of', `"${tokens[k]!.t} of …" organisation name`);
      return true;
    }
  }
  if (tokens[from]!.kind === 1 && inSet(tokens[from]!, V_LOC_OF_HEADS) && tokens[from + 1]?.lower === 'of' && to >= from + 2) {
    emit(doc, 'LOCATION', tokens[from]!.s, bareEnd(lastWord), PLACE_OF, 'place-of', `"${tokens[from]!.t} of …" place name`);
    return true;
  }
  // Known organisation names (longest prefix), and acronyms.
  for (let n = Math.min(doc.lex.maxOrgTokens, to - from + 1); n >= 1; n--) {
    const end = from + n - 1;
    if (!orgKnown(doc, from, end)) continue;
    const single = n === 1;
    const word = single && isWordT(doc, tokens[from]!);
    const place = placeOf(doc, from, end);
    if (word || (place && (single || locPrepBefore(doc, from)))) {
      // "Apple", "Target", "Chelsea", "in Rio Tinto": only with organisation context.
      if (!orgContext(doc, from, end) && !orgCueAround(doc, from, end)) return false;
    }
    const personal = single && (isFirstT(doc, tokens[from]!) || isSurnameT(doc, tokens[from]!));
    // "Charles Hood", "Simon Armitage": a given name that is also a company's name, then a surname.
    if (personal && end < to && isFirstT(doc, tokens[from]!) && isNameWord(tokens[end + 1]!)) return false;
    if (personal && !orgContext(doc, from, end) && (afterEvidence(doc, end) || triggerBefore(doc, from) || roleBefore(doc, from))) return false;
    const score = single && tokens[from]!.acro ? ORG_ACRONYM : word || place ? ORG_LEXICON_AMBIGUOUS : personal ? ORG_LEXICON_PERSONAL : ORG_LEXICON;
    emit(doc, 'ORGANIZATION', tokens[from]!.s, bareEnd(tokens[end]!), score, 'org-lexicon', 'known organisation name');
    if (end < to) classifySegment(doc, trimConnectors(doc, end + 1, to));
    return true;
  }
  if (from === to && tokens[from]!.acro) {
    const t = tokens[from]!;
    if (labelUse(doc, from)) return true;
    if (doc.lex.acronyms.has(t.t)) emit(doc, 'ORGANIZATION', t.s, t.e, ORG_ACRONYM, 'org-acronym', 'known organisation acronym');
    else if (placeOf(doc, from, to)) emit(doc, 'LOCATION', t.s, t.e, PLACE_ACRONYM, 'place-acronym', 'country or state abbreviation');
    return true; // any other acronym (API, CUDA, HTTP) is nothing we report
  }
  return false;
}

/** Organisation context around an ambiguous known name: "at Apple", "Apple's shares", "Apple Inc". */
function orgContext(doc: Doc, from: number, to: number): boolean {
  const before = doc.tokens[from - 1]?.lower;
  const after = doc.tokens[to + 1]?.lower;
  const after2 = doc.tokens[to + 2]?.lower;
  const last = doc.tokens[to]!.lower;
  if (possessive(last)) return after !== undefined && /^(?:shares?|stock|chief|ceo|board|revenue|profits?|sales|headquarters|spokesperson|spokesman|spokeswoman|products?|employees|staff|customers|app|platform|website|share|market|deal|acquisition|founder)$/.test(after);
  if (before && /^(?:at|joined|joins|with|for|by|from|rival|rivals|competitor)$/.test(before) && doc.lang.orgAfterPreposition) {
    // "at Apple" yes, "at Reading" no: a place reading wins in classifyCore when both fit.
    return !placeOf(doc, from, to);
  }
  if (after && /^(?:inc|corp|ltd|shares|stock|announced|reported|said|says|unveiled|launched|acquired|bought|sold|employees|ceo|executives)$/.test(after)) return true;
  if (after === ',' && after2 && /^(?:which|the)$/.test(after2)) return false;
  return false;
}

/** "NHS number 123", "DEA #: FK…", "INC-8418", "BP 142/88": an acronym used as a field label or code prefix. */
function labelUse(doc: Doc, k: number): boolean {
  const t = doc.tokens[k]!;
  // Glued to a preceding code ("0x736D8AFD") or followed by a number/code in the original text
  // (masked identifiers leave no tokens behind: "NHS 8394623514", "BP 142/88").
  if (t.glued && doc.tokens[k - 1]!.kind !== 0) return true;
  if (/^\s?[#:]?\s?(?:[A-Z]{0,3}\d|-\d)/.test(doc.text.slice(t.e, t.e + 8))) return true;
  const n1 = doc.tokens[k + 1];
  if (!n1) return false;
  if (n1.kind === 2 || n1.t === '#' || (n1.glued && (n1.t === '-' || n1.t === '/' || n1.kind !== 0))) return true;
  if (n1.kind === 1 && /^(?:number|no|num|nr|id|code|ref|reference|score|level|value|reading|rate|count|registration|license|licence|account|acct|card)$/.test(n1.lower)) return true;
  if (n1.t === ':' && doc.tokens[k + 2]?.kind === 2) return true;
  return false;
}

interface Evidence {
  score: number;
  why: string;
}

function classifyCore(doc: Doc, from: number, to: number, peel: Peeled, ambiguousStart: boolean): void {
  const { tokens } = doc;
  // Leading common words at a sentence start or on a shouted line carry no capitalisation evidence:
  // "Police", "Yesterday", "Will" (unless a surname follows: "Will Smith").
  const shoutedLine = tokens[from]!.shouted;
  // Only the loop below reads it, and only when it runs.
  const wholeKnown = from <= to && (ambiguousStart || shoutedLine) && (placeOf(doc, from, to) !== undefined || orgKnown(doc, from, to));
  while (from <= to && (ambiguousStart || shoutedLine) && !wholeKnown) {
    const t = tokens[from]!;
    if (t.kind !== 1 || t.initial) break;
    const next = tokens[from + 1];
    // A role noun opening the sentence ("Striker Erling Haaland …") is no part of the name either.
    const common = (isWordT(doc, t) && (isCommonT(doc, t) || !(isFirstT(doc, t) || isSurnameT(doc, t)))) || (inSet(t, V_ROLE_BEFORE) && from < to);
    if (!common) break;
    if (isFirstT(doc, t) && next && next.kind === 1 && from < to && strongNameT(doc, next)) break;
    if (placeOf(doc, from, Math.min(to, from + 2)) && !isCommonT(doc, t)) break;
    from++;
    while (from <= to && tokens[from]!.kind !== 1) from++;
    ambiguousStart = false;
    if (!shoutedLine) break;
  }
  if (shoutedLine) {
    // On a shouted line a trailing common word is a following label ("JOHN SMITH DOB").
    while (to > from && tokens[to]!.kind === 1 && isCommonT(doc, tokens[to]!) && !strongNameT(doc, tokens[to]!)) to--;
  }
  if (from > to) return;
  // trimConnectors, without the tuple.
  while (from <= to && (tokens[from]!.kind !== 1 || (!tokens[from]!.cap && !tokens[from]!.initial))) from++;
  while (to >= from && !isNameWord(tokens[to]!) && !(tokens[to]!.t === '.' && to > from)) to--;
  if (from > to) return;

  const start = tokens[from]!.s;
  const end = bareEnd(tokens[to]!.t === '.' ? tokens[to - 1]! : tokens[to]!) + (tokens[to]!.t === '.' && tokens[to - 1]!.initial ? 1 : 0);
  const words: Token[] = [];
  for (let k = from; k <= to; k++) if (isNameWord(tokens[k]!)) words.push(tokens[k]!);
  if (words.length === 0) return;
  let hasConnector = false;
  for (let k = from; k <= to; k++) {
    const t = tokens[k]!;
    if (t.t === '&' || (t.kind === 1 && inSet(t, V_CONNECTORS) && !inSet(t, V_NAME_PARTICLES))) hasConnector = true;
  }

  // Acronyms inside prose are not names.
  if (words.length === 1 && words[0]!.acro && !words[0]!.shouted) {
    const t = words[0]!;
    if (labelUse(doc, from)) return;
    if (doc.lex.acronyms.has(t.t)) emit(doc, 'ORGANIZATION', t.s, t.e, ORG_ACRONYM, 'org-acronym', 'known organisation acronym');
    else if (placeOf(doc, from, to)) emit(doc, 'LOCATION', t.s, t.e, PLACE_ACRONYM, 'place-acronym', 'country or state abbreviation');
    return;
  }

  // --- NRP (after peeling: "Democrats", "Muslim")
  const nrp = nrpOf(doc, from, to);
  if (nrp && languageUse(doc, from, to)) return;
  if (nrp && !peel.honorific) {
    emit(doc, 'NRP', start, end, nrp === 'political' ? NRP_POLITICAL : NRP_OTHER, `nrp-${nrp}`, `${nrp} group word`);
    return;
  }

  // "a Florida Republican", "the Texas Democrat": place + group word.
  if (words.length >= 2 && !peel.honorific) {
    const lastIdx = tokens.indexOf(words[words.length - 1]!, from);
    const kind = nrpOf(doc, lastIdx, lastIdx);
    if (kind && placeOf(doc, from, lastIdx - 1)) {
      emit(doc, 'LOCATION', start, tokens[lastIdx - 1]!.e, PLACE_BEFORE_GROUP, 'place-before-group', 'gazetteer place before a group word');
      emit(doc, 'NRP', tokens[lastIdx]!.s, bareEnd(tokens[lastIdx]!), kind === 'political' ? NRP_POLITICAL : NRP_OTHER, `nrp-${kind}`, `${kind} group word`);
      return;
    }
  }

  // "Mills, Lowe and Bode announced", "Roob - Kutch": surnames joined like a firm's name.
  if (words.length === 1 && !peel.honorific && !peel.office && firmTail(doc, from)) {
    emit(doc, 'ORGANIZATION', firmStart(doc, from), end, ORG_FIRM_NAMES, 'org-firm-names', 'surnames joined like a partnership name');
    return;
  }

  // --- PERSON evidence
  const person = personScore(doc, words, from, to, peel, hasConnector);
  // "works as a Chief Optimization Orchestrator": a job title, not a name.
  if (asJob(doc, from) && !peel.honorific && !isFirstT(doc, words[0]!)) person.score = Math.min(person.score, PERSON_AS_JOB_CAP);
  // --- LOCATION evidence
  const loc = locationScore(doc, from, to, words);

  // "on behalf of Harbor Freight", "the Wells Fargo offices": organisation cues around the phrase.
  const orgCue = orgCueAround(doc, from, to);
  if (orgCue && !peel.honorific && !peel.office && !(loc && loc.score >= ORG_CUE_PLACE_WINS && !orgCue.after)) {
    const personish = person.score >= ORG_CUE_PERSON_WINS && !(orgCue.after && person.why.startsWith('name lexicon'));
    if (!personish) {
      emit(doc, 'ORGANIZATION', start, end, orgCue.after ? ORG_CUE_AFTER : ORG_CUE_BEFORE, 'org-context', orgCue.why);
      return;
    }
  }
  // A multi-word gazetteer name ("San Francisco") beats a person reading that rests on the lexicon alone.
  if (loc && words.length >= 2 && person.why.startsWith('name lexicon')) person.score = Math.min(person.score, PERSON_LEXICON_VS_PLACE_CAP);
  if (loc && loc.score >= person.score && !(peel.honorific || peel.office)) {
    emit(doc, 'LOCATION', start, end, loc.score, 'gazetteer', loc.why);
    return;
  }
  if (person.score >= MIN_SCORE) {
    emit(doc, 'PERSON', start, end, person.score, 'person', person.why);
    return;
  }
  if (loc && loc.score >= MIN_SCORE) {
    emit(doc, 'LOCATION', start, end, loc.score, 'gazetteer', loc.why);
    return;
  }
  // "City: Scranton", "born in Albury", "moving to Wagga Wagga": a place by its label.
  const locTrig = locTriggerBefore(doc, from);
  if (locTrig && person.score < PERSON_PLACE_LABEL_MAX && words.length <= 3 && words.every((w) => !isCommonT(doc, w))) {
    emit(doc, 'LOCATION', start, end, PLACE_LABEL, 'place-label', `after "${locTrig}"`);
    return;
  }
  // Multi-word runs that are not a name as a whole may still contain a known place ("Central London").
  if (words.length >= 2 && !hasConnector) {
    for (let k = from; k <= to; k++) {
      for (let m = Math.min(to, k + doc.lex.maxPlaceTokens - 1); m >= k; m--) {
        if (tokens[m]!.kind !== 1) continue;
        const kind = placeOf(doc, k, m);
        if (kind && (kind === 'country' || kind === 'state' || kind === 'region' || kind === 'city1') && !isCommonT(doc, tokens[k]!)) {
          emit(doc, 'LOCATION', tokens[k]!.s, bareEnd(tokens[m]!), PLACE_INNER, 'gazetteer-inner', 'known place inside a capitalised phrase');
          k = m;
          break;
        }
      }
    }
  }
  doc.pending.push({ from, to, sentenceStart: ambiguousStart });
}

/** Word classes for the person decision: I initial, F/f given name (f: also a common word), S/s surname, w common word, u other. */
type WordClass = 'I' | 'F' | 'f' | 'S' | 's' | 'w' | 'u';

function wordClass(doc: Doc, w: Token, l: string): WordClass {
  if (w.initial) return 'I';
  const f = flagsOf(doc, w, l);
  const common = (f & W_COMMON) !== 0;
  if (f & W_FIRST) return common ? 'f' : 'F';
  if (f & W_SURNAME) return common ? 's' : 'S';
  return common ? 'w' : 'u';
}

function raise(ev: Evidence, score: number, why: string): void {
  if (score > ev.score) {
    ev.score = score;
    ev.why = why;
  }
}

function personScore(doc: Doc, words: Token[], from: number, to: number, peel: Peeled, hasConnector: boolean): Evidence {
  const n = words.length;
  const lowers: string[] = [];
  const f: WordClass[] = [];
  let sameWord = true;
  let anyCommon = false;
  let allNameLike = true;
  let someNameLike = false;
  for (let k = 0; k < n; k++) {
    const l = bare(stripDot(words[k]!.lower));
    lowers.push(l);
    const c = wordClass(doc, words[k]!, l);
    f.push(c);
    if (l !== lowers[0]) sameWord = false;
    if (c === 'w') anyCommon = true;
    // Name-like: in a name lexicon, an initial, or no English word at all ("Functionality" is a word).
    const nameLike = c !== 'w' && (c !== 'u' || (flagsOf(doc, words[k]!, l) & W_WORD) === 0);
    if (nameLike) someNameLike = true;
    else allNameLike = false;
  }
  const ev: Evidence = { score: 0, why: '' };
  if (hasConnector) {
    ev.score = PERSON_NOT_A_NAME;
    ev.why = 'contains a connector word';
  } else if (n === 1) {
    const c = f[0]!;
    ev.score = c === 'F' || c === 'S' ? PERSON_SINGLE_NAME : c === 'f' || c === 's' ? PERSON_SINGLE_COMMON_NAME : c === 'u' ? PERSON_SINGLE_UNKNOWN : PERSON_SINGLE_WORD;
    ev.why = c === 'F' || c === 'S' ? 'single word in the name lexicon' : 'single capitalised word';
  } else if (n > 4 || sameWord) {
    ev.score = PERSON_NOT_A_NAME;
    ev.why = n > 4 ? 'too long for a personal name' : 'the same word repeated';
  } else {
    const head = f[0]!;
    const tail = f[n - 1]!;
    let middleBad = false;
    for (let k = 1; k < n - 1; k++) if (f[k] === 'w') middleBad = true;
    const strongHead = head === 'F' || head === 'I';
    const weakHead = head === 'f' || head === 'S' || head === 's';
    const strongTail = tail === 'S' || tail === 'F';
    const weakTail = tail === 's' || tail === 'f';
    let score: number;
    if (middleBad) score = PERSON_COMMON_MIDDLE;
    else if (strongHead && strongTail) score = PERSON_STRONG_STRONG;
    else if (strongHead && tail === 'u') score = PERSON_STRONG_UNKNOWN;
    else if ((strongHead && weakTail) || (weakHead && strongTail)) score = PERSON_STRONG_WEAK;
    else if (weakHead && tail === 'u') score = PERSON_WEAK_UNKNOWN;
    else if (head === 'u' && strongTail) score = PERSON_UNKNOWN_STRONG;
    else if (weakHead && weakTail) score = PERSON_WEAK_WEAK;
    else if (head === 'u' && tail === 'u') score = PERSON_UNKNOWN_UNKNOWN;
    else if (head === 'u' && weakTail) score = PERSON_UNKNOWN_WEAK;
    else score = PERSON_ORDINARY;
    const cap = doc.lang.personPatternCap;
    if (cap) score = Math.min(score, strongHead && strongTail ? cap.strongPair : cap.other);
    ev.score = score;
    ev.why = `name lexicon pattern ${f.join('')}`;
  }
  // "Pakistan Tehreek-e-Insaf", "Florida Republican": a name does not start with a country or state.
  let placeHead = false;
  if (n >= 2 && !peel.honorific) {
    const f0 = flagsOf(doc, words[0]!, lowers[0]!);
    if ((f0 & W_FIRST) === 0) {
      const k = PLACE_KINDS[(f0 >> W_RAW_PLACE_SHIFT) & 7];
      placeHead = k === 'country' || k === 'state' || k === 'region';
    }
  }
  if (placeHead) ev.score = Math.min(ev.score, PERSON_PLACE_HEAD_CAP);
  const shapeOk = !placeHead && !hasConnector && n <= 4;
  const nameish = shapeOk && allNameLike;
  const plausible = shapeOk && !anyCommon && someNameLike;
  if (peel.honorific) raise(ev, plausible || n === 1 ? PERSON_HONORIFIC : PERSON_HONORIFIC_IMPLAUSIBLE, 'honorific before the name');
  if (peel.office) raise(ev, plausible ? PERSON_OFFICE : PERSON_OFFICE_IMPLAUSIBLE, 'office title before the name');
  const trig = triggerBefore(doc, from);
  if (trig) raise(ev, nameish ? trig.score : plausible ? trig.score - PERSON_TRIGGER_PLAUSIBLE_PENALTY : trig.score - PERSON_TRIGGER_IMPLAUSIBLE_PENALTY, `after "${trig.words}"`);
  const role = roleBefore(doc, from);
  if (role && plausible) raise(ev, n >= 2 ? PERSON_ROLE_BEFORE : PERSON_ROLE_BEFORE_SINGLE, `after the role word "${role}"`);
  const after = afterEvidence(doc, to);
  if (after && plausible) raise(ev, n >= 2 ? Math.min(PERSON_AFTER_CAP, Math.max(after.score, ev.score + PERSON_AFTER_BONUS)) : after.score - (f[0] === 'f' || f[0] === 's' ? PERSON_AFTER_COMMON_PENALTY : 0), after.why);
  return ev;
}

function locationScore(doc: Doc, from: number, to: number, words: Token[]): Evidence | undefined {
  const kind = placeOf(doc, from, to);
  if (!kind) return undefined;
  let score: number = PLACE_BASE[kind];
  const single = words.length === 1;
  // Only read for a single word, where the joined form is that word.
  const lower = single ? words[0]!.lower : '';
  const common = single && isCommonT(doc, words[0]!);
  const word = single && isWordT(doc, words[0]!);
  const personal = single && (isFirst(doc, lower) || isSurname(doc, lower));
  if (common) score *= PLACE_COMMON_FACTOR;
  else if (word) score *= PLACE_WORD_FACTOR;
  if (personal && kind !== 'country' && kind !== 'state') score -= PLACE_PERSONAL_PENALTY;
  const penalty = doc.lang.placePenalty;
  if (penalty) score -= penalty[kind];
  const prep = locPrepBefore(doc, from);
  const why: string[] = [`gazetteer ${kind}`];
  if (prep) {
    score = Math.max(score + PLACE_PREP_BONUS, common ? PLACE_PREP_COMMON_FLOOR : PLACE_PREP_FLOOR);
    why.push(`after "${prep}"`);
  }
  // "Springfield, Illinois" / "Paris, France"
  const c = doc.tokens[to + 1];
  const n1 = doc.tokens[to + 2];
  if (c?.t === ',' && n1 && n1.cap) {
    const k2 = placeOf(doc, to + 2, to + 2);
    if (k2 === 'country' || k2 === 'state') {
      score = Math.max(score + PLACE_STATE_AFTER_BONUS, PLACE_STATE_AFTER_FLOOR);
      why.push('followed by a state or country');
    }
  }
  return { score: Math.min(score, PLACE_MAX), why: why.join(', ') };
}

// Shared values of propagate's `known` map (only read).
const KNOWN_PERSON = { entity: 'PERSON', score: PROPAGATED_PERSON } as const;
const KNOWN_FIRST_NAME = { entity: 'PERSON', score: PROPAGATED_GIVEN_NAME } as const;
const KNOWN_ORG = { entity: 'ORGANIZATION', score: PROPAGATED_ORG } as const;
const KNOWN_ORG_WORD = { entity: 'ORGANIZATION', score: PROPAGATED_ORG_WORD } as const;
const SPACES = /\s+/;

function propagate(doc: Doc): void {
  if (doc.pending.length === 0) return;
  const known = new Map<string, { readonly entity: Entity; readonly score: number }>();
  for (const c of doc.out) {
    if (c.score < PROPAGATE_FROM) continue;
    if (c.entity === 'PERSON') {
      const surface = doc.text.slice(c.start, c.end);
      known.set(surface, KNOWN_PERSON);
      const parts = surface.split(SPACES);
      if (parts.length >= 2) {
        for (let idx = 0; idx < parts.length; idx++) {
          const p = parts[idx]!;
          const l = p.toLowerCase();
          if (p.length < 2 || p.endsWith('.') || NAME_PARTICLES.has(l) || isCommon(doc, l) || placeOf2(doc, l)) continue;
          // The last part (surname) is the usual later reference; a lone first name less so.
          known.set(p, idx === parts.length - 1 ? KNOWN_PERSON : KNOWN_FIRST_NAME);
        }
      }
    } else if (c.entity === 'ORGANIZATION') {
      const surface = doc.text.slice(c.start, c.end);
      known.set(surface, KNOWN_ORG);
      const firstWord = surface.split(SPACES)[0]!;
      const l = firstWord.toLowerCase();
      if (firstWord !== surface && firstWord.length > 2 && !isWord(doc, l) && !placeOf2(doc, l) && !isFirst(doc, l)) known.set(firstWord, KNOWN_ORG_WORD);
    }
  }
  const { tokens } = doc;
  // "Megan and Rhys", "Rhys and Carys": a lone given name coordinated with a person is one too.
  const personEnds = new Set<number>();
  for (const c of doc.out) if (c.entity === 'PERSON' && c.score >= PERSON_ANCHOR) personEnds.add(c.end);
  // "Sharmila and Minakshi are coming": two lone given names joined by "and".
  // (pendingAt is built on first need: before any pending entry has been resolved, as it would be up front.)
  let pendingAt: Map<number, Pending> | undefined;
  for (const p of doc.pending) {
    if (p.from !== p.to || tokens[p.from + 1]?.lower !== 'and') continue;
    if (pendingAt === undefined) {
      pendingAt = new Map();
      for (const r of doc.pending) if (r.from === r.to) pendingAt.set(r.from, r);
    }
    const q = pendingAt.get(p.from + 2);
    if (!q) continue;
    const a = tokens[p.from]!;
    const b = tokens[q.from]!;
    if (!loneGivenName(doc, a) || !loneGivenName(doc, b)) continue;
    emit(doc, 'PERSON', a.s, bareEnd(a), COORDINATED_PAIR, 'coordinated', 'two given names joined by "and"');
    emit(doc, 'PERSON', b.s, bareEnd(b), COORDINATED_PAIR, 'coordinated', 'two given names joined by "and"');
    personEnds.add(a.e);
    personEnds.add(b.e);
    p.to = -1;
    q.to = -1;
  }
  for (const p of doc.pending) {
    if (p.from !== p.to) continue;
    const t = tokens[p.from]!;
    const conj = tokens[p.from - 1];
    const prev = tokens[p.from - 2];
    if (!conj || !prev || !(conj.lower === 'and' || conj.lower === 'or' || conj.t === '&' || conj.t === ',')) continue;
    if (!personEnds.has(prev.e) && !(prev.t === '.' || false)) continue;
    if (!isFirstT(doc, t) || isCommonT(doc, t)) continue;
    emit(doc, 'PERSON', t.s, bareEnd(t), COORDINATED_WITH_PERSON, 'coordinated', 'given name coordinated with a person name');
    personEnds.add(t.e);
    p.to = -1; // resolved
  }
  if (known.size === 0) return;
  for (const p of doc.pending) {
    if (p.to < p.from) continue;
    const whole = known.get(bareText(doc, p.from, p.to));
    if (whole) {
      emit(doc, whole.entity, tokens[p.from]!.s, bareEnd(tokens[p.to]!), whole.score, 'propagated', 'same name found with stronger evidence elsewhere in the document');
      continue;
    }
    // Individual words of an unresolved phrase ("Maris homered", "Starmer's government").
    for (let k = p.from; k <= p.to; k++) {
      const t = tokens[k]!;
      if (t.kind !== 1) continue;
      const hit = known.get(bareWord(t));
      if (hit) emit(doc, hit.entity, t.s, bareEnd(t), hit.score - (p.to > p.from ? PROPAGATED_PART_PENALTY : 0), 'propagated', 'same name found with stronger evidence elsewhere in the document');
    }
  }
}

function loneGivenName(doc: Doc, t: Token): boolean {
  const f = flagsOf(doc, t, bare(t.lower));
  return (f & W_FIRST) !== 0 && (f & (7 << W_RAW_PLACE_SHIFT)) === 0 && (f & W_COMMON) === 0;
}

function placeOf2(doc: Doc, lower: string): boolean {
  return rawPlace(doc, lower) !== undefined;
}
function bareWord(t: Token): string {
  return possessive(t.lower) ? t.t.slice(0, -2) : t.t;
}
function bareText(doc: Doc, from: number, to: number): string {
  const s = doc.text.slice(doc.tokens[from]!.s, bareEnd(doc.tokens[to]!));
  return s;
}

/** "Jane Roe, 42, of Leeds": the number after a person is an age. */
function appositionAges(doc: Doc): void {
  const { tokens } = doc;
  const persons = doc.out.filter((c) => c.entity === 'PERSON' && c.score >= AGE_ANCHOR);
  if (persons.length === 0) return;
  let k = 0;
  for (const p of persons.sort((a, b) => a.start - b.start)) {
    while (k < tokens.length && tokens[k]!.e < p.end) k++;
    // tokens[k] is the last token of the person (or the token right after it)
    let m = k;
    if (tokens[m] && tokens[m]!.e <= p.end) m++;
    const comma = tokens[m];
    const num = tokens[m + 1];
    const close = tokens[m + 2];
    if (comma?.t === ',' && num?.kind === 2 && /^\d{1,3}$/.test(num.t) && Number(num.t) <= 120 && close && (close.t === ',' || close.t === '.' || close.lower === 'of' || close.lower === 'from' || close.lower === 'and')) {
      emit(doc, 'AGE', num.s, num.e, AGE_APPOSITION, 'age-apposition', 'number in commas after a person name');
    } else if (comma?.t === '(' && num?.kind === 2 && /^\d{1,3}$/.test(num.t) && Number(num.t) <= 120 && close?.t === ')') {
      emit(doc, 'AGE', num.s, num.e, AGE_PARENTHESIS, 'age-parenthesis', 'number in parentheses after a person name');
    }
  }
}

/**
 * Index of the token starting (or, with `byEnd`, ending) exactly at `offset`. Tokens are disjoint and
 * in text order, so both offsets are strictly increasing and a binary search finds the only one.
 */
function tokenAt(tokens: Token[], offset: number, byEnd: boolean): number | undefined {
  let lo = 0;
  let hi = tokens.length - 1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    const v = byEnd ? tokens[mid]!.e : tokens[mid]!.s;
    if (v === offset) return mid;
    if (v < offset) lo = mid + 1;
    else hi = mid - 1;
  }
  return undefined;
}

function isJobWord(t: Token | undefined): boolean {
  return t !== undefined && t.kind === 1 && (inSet(t, V_JOB_MODIFIERS) || inSet(t, V_JOB_HEADS) || JOB_ACRONYMS.has(t.t));
}
function isHead(t: Token): boolean {
  return inSet(t, V_JOB_HEADS) || JOB_ACRONYMS.has(t.t);
}

/**
 * TITLE for job phrases next to a person: "Jane Roe, the chief financial officer of Acme",
 * "Jane Roe, senior software engineer at …", "senior software engineer Jane Roe". A phrase must end
 * in a job head noun ("officer", "engineer") and contain only job words, so prose stays out.
 */
function jobTitles(doc: Doc): void {
  const { tokens } = doc;
  const persons = doc.out.filter((c) => c.entity === 'PERSON' && c.score >= PERSON_ANCHOR);
  if (persons.length === 0) return;
  for (const p of persons) {
    // After: ", [the] chief financial officer"
    const last = tokenAt(tokens, p.end, true) ?? tokenAt(tokens, p.end + 2, true);
    if (last !== undefined && tokens[last + 1]?.t === ',') {
      let k = last + 2;
      if (tokens[k] && /^(?:the|a|an|our|its|his|her|their)$/.test(tokens[k]!.lower)) k++;
      const from = k;
      let headAt = -1;
      while (k < tokens.length && k - from < 6 && isJobWord(tokens[k]) && !tokens[k]!.nl) {
        if (isHead(tokens[k]!)) headAt = k;
        k++;
      }
      if (headAt >= from) emit(doc, 'TITLE', tokens[from]!.s, tokens[headAt]!.e, headAt > from ? JOB_TITLE_AFTER_PHRASE : JOB_TITLE_AFTER_HEAD, 'job-title-after', 'job title in apposition after a person');
    }
    // Before: "senior software engineer Jane Roe"
    const first = tokenAt(tokens, p.start, false);
    if (first !== undefined && first > 0) {
      const end = first - 1;
      if (!isJobWord(tokens[end]) || !isHead(tokens[end]!) || tokens[first]!.nl || !tokens[first]!.spaced) continue;
      let k = end;
      while (k - 1 >= 0 && end - (k - 1) < 6 && isJobWord(tokens[k - 1]) && tokens[k]!.spaced) k--;
      // A capitalised office title before the name was already reported by the peeling step.
      if (tokens[k]!.cap && k === end && inSet(tokens[k]!, V_OFFICE_TITLES)) continue;
      emit(doc, 'TITLE', tokens[k]!.s, tokens[end]!.e, end > k ? JOB_TITLE_BEFORE_PHRASE : JOB_TITLE_BEFORE_HEAD, 'job-title-before', 'job title right before a person');
    }
  }
}
