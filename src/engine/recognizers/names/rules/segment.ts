/**
 * One segment of a run: whole-segment organisation and place shapes first, then leading group
 * words, places and titles are peeled off, and the core goes to classifyCore.
 */
import { isCommonT, isFirst, isFirstT, isSurname, isSurnameT, isWord, isWordT, rawPlaceT, strongNameT } from '../annotate.ts';
import { type Doc, emit } from '../doc.ts';
import { COMMA_LEGAL, STRONG_ORG_HEADS } from '../lang/cues.ts';
import { nrpOf, nrpPrefix, orgKnown, placeOf } from '../ranges.ts';
import { NRP_OTHER, NRP_POLITICAL, ORG_ACRONYM, ORG_BEFORE_TITLE, ORG_HEAD_NOUN, ORG_HEAD_NOUN_SENTENCE_START, ORG_HEAD_NOUN_UNNAMED, ORG_LEGAL_SUFFIX, ORG_LEXICON, ORG_LEXICON_AMBIGUOUS, ORG_LEXICON_PERSONAL, ORG_OF, ORG_PREFIX, PLACE_ACRONYM, PLACE_BEFORE_TITLE, PLACE_OF, TITLE_HONORIFIC, TITLE_LABEL, TITLE_OFFICE } from '../scores.ts';
import { V_AMBIGUOUS_OK, V_HONORIFICS, V_LOC_OF_HEADS, V_NAME_PARTICLES, V_ORG_HEADS, V_ORG_OF_HEADS, V_ORG_PREFIXES, inSet } from '../vocab-bits.ts';
import { ORG_HEADS, ORG_LEGAL } from '../vocab.ts';
import { bare, bareEnd, countWords, isNameWord, stripDot } from '../words.ts';
import { afterEvidence, languageUse, locPrepBefore, roleBefore, sentenceStart, triggerBefore } from './context.ts';
import { classifyCore } from './core.ts';
import { firmSuffixAt, labelUse, orgContext, orgCueAround } from './org-context.ts';
import { classifyPlaceShape } from './places.ts';
import { type Peeled, titleAt } from './titles.ts';

export function trimConnectors(doc: Doc, from: number, to: number): [number, number] {
  const { tokens } = doc;
  while (from <= to && (tokens[from]!.kind !== 1 || (!tokens[from]!.cap && !tokens[from]!.initial))) from++;
  while (to >= from && !isNameWord(tokens[to]!) && !(tokens[to]!.t === '.' && to > from)) to--;
  return [from, to];
}

export function classifySegment(doc: Doc, [from, to]: [number, number]): void {
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

  // A sentence's first word before an honorific is an ordinary word, not part of the name:
  // "Contact Dr. Anna Weiss", "Ask Mrs. Lee".
  if (from === segmentFrom && from < to && sentenceStart(doc, from) && titleAt(doc, from + 1, to).honorific && isWord(doc, first.lower) && !isFirst(doc, first.lower) && !isSurname(doc, first.lower)) from++;
  // So is a capitalised word right before one after a comma in German, where nouns are capitalised: a
  // role in a list of record fields, often a compound no dictionary lists ("Klasse 7b, Klassenlehrer
  // Frau Sanja Michel"), unless it is a listed given or family name. Not after an article or a
  // preposition: "des Schriftstellers Dr. Otto H ö del" (OCR'd news) kept the model's span, and
  // "zum Hotel Frau Emma" is a hotel.
  else if (doc.language === 'de' && from === segmentFrom && from < to && first.kind === 1 && !first.acro && !first.shouted && tokens[from - 1]?.t === ',' && titleAt(doc, from + 1, to).honorific && !isFirst(doc, first.lower) && !isSurname(doc, first.lower)) from++;

  // Peel honorifics and office titles: reported as TITLE, evidence for PERSON.
  const peel: Peeled = { titleFrom: -1, titleTo: -1, honorific: false, office: false };
  for (;;) {
    if (from > to) break;
    const { len, honorific } = titleAt(doc, from, to);
    if (len === 0) break;
    const next = from + len;
    // A particle may open the name after an honorific ("Dhr. van de Wal", "Mevr. de Vries").
    const nameAt = honorific && next < to && inSet(tokens[next]!, V_NAME_PARTICLES) && !tokens[next]!.cap ? particleRunEnd(doc, next, to) : next;
    // A title needs a name after it: "the President said" is no person.
    if (nameAt > to || !isNameWord(tokens[nameAt]!)) break;
    // A place whose name starts with the title word is the place: "Saint Lucia", "Prince Edward Island".
    if (startsPlace(doc, from, next, to)) break;
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

/** Determiners and quantifiers that open a noun phrase ("Each Party", "Any Member"). */
const QUANTIFIERS = new Set(['each', 'every', 'either', 'neither', 'any', 'all', 'both', 'no', 'another', 'such', 'said', 'other', 'some']);

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
  // "Thompson and Sons", "Bell & Partners": a firm named after its founders.
  if (nWords >= 2 && lastWord === last && firmSuffixAt(tokens, to)) {
    emit(doc, 'ORGANIZATION', tokens[from]!.s, last.e, ORG_LEGAL_SUFFIX, 'org-firm-tail', `"${tokens[to - 1]!.t} ${lastWord.t}" ends a firm's name`);
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
  // "Each Party", "Either Party": a determiner and a head noun are a defined term of a contract, not a name.
  const determinerOnly = nWords === 2 && QUANTIFIERS.has(tokens[from]!.lower);
  if (nWords >= 2 && ORG_HEADS.has(headLower) && doc.lang.orgHeadNouns && !personLike && !determinerOnly && titleAt(doc, from, to).len === 0) {
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

/** Index of the first token after the lower-case name particles starting at `k` ("van de" in "van de Wal"). */
function particleRunEnd(doc: Doc, k: number, to: number): number {
  let m = k;
  while (m <= to && m - k < 3 && inSet(doc.tokens[m]!, V_NAME_PARTICLES) && !doc.tokens[m]!.cap) m++;
  return m;
}

/** Whether a gazetteer place spans the title at `from` and at least the word after it (up to three words more). */
function startsPlace(doc: Doc, from: number, next: number, to: number): boolean {
  for (let k = next; k <= to && k - next < 3; k++) if (placeOf(doc, from, k) !== undefined) return true;
  return false;
}
