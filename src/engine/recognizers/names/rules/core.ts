/**
 * The core of a segment, once titles and group words are peeled: weighs person, place and
 * organisation evidence, emits the winner, and leaves undecided phrases to propagation.
 */
import { isCommonT, isFirstT, isSurnameT, isWordT, strongNameT } from '../annotate.ts';
import { type Doc, emit } from '../doc.ts';
import type { Token } from '../prepare.ts';
import { nrpOf, orgKnown, placeOf } from '../ranges.ts';
import { MIN_SCORE, NRP_OTHER, NRP_POLITICAL, ORG_ACRONYM, ORG_CUE_AFTER, ORG_CUE_BEFORE, ORG_CUE_PERSON_WINS, ORG_CUE_PLACE_WINS, ORG_FIRM_NAMES, PERSON_AS_JOB_CAP, PERSON_LEXICON_VS_PLACE_CAP, PERSON_PLACE_LABEL_MAX, PLACE_ACRONYM, PLACE_BEFORE_GROUP, PLACE_AFTER_IN, PLACE_INNER, PLACE_LABEL } from '../scores.ts';
import { V_CONNECTORS, V_NAME_PARTICLES, V_ROLE_BEFORE, inSet } from '../vocab-bits.ts';
import { bareEnd, isNameWord } from '../words.ts';
import { asJob, languageUse, locTriggerBefore } from './context.ts';
import { firmStart, firmTail, labelUse, orgCueAround } from './org-context.ts';
import { personScore } from './person.ts';
import { locationScore, plainShoutedWord } from './places.ts';
import type { Peeled } from './titles.ts';

/**
 * The run from..to follows a lower-case "in" on its line, not inside a capitalised title ("A Study
 * in Scarlet"), starts with a word of three letters or more ("in R") and ends the clause (an end
 * mark, the line's end, a comma not followed by a capitalised word).
 */
function afterLowerIn(doc: Doc, from: number, to: number): boolean {
  const { tokens } = doc;
  const prev = tokens[from - 1];
  if (!doc.lang.placeAfterIn || prev === undefined || prev.t !== 'in' || tokens[from]!.nl || tokens[from]!.t.length < 3 || tokens[from]!.acro) return false;
  if (tokens[from - 2]?.cap && !tokens[from - 1]!.nl) return false;
  const next = tokens[to + 1];
  if (next === undefined || next.nl) return true;
  // Before ", Somerset" the model reads the pair, and corpora take "Wells, Somerset" as one place.
  if (next.t === ',') return !(tokens[to + 2]?.cap ?? false);
  return next.kind === 0 && '.!?;:)'.includes(next.t);
}

export function classifyCore(doc: Doc, from: number, to: number, peel: Peeled, ambiguousStart: boolean): void {
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
  // "the cardiology clinic in Bergechester.", "votes in Blankscheid": a word no list knows, after a
  // lower-case "in", that ends the clause.
  if (!locTrig && afterLowerIn(doc, from, to) && person.score < PERSON_PLACE_LABEL_MAX && words.length <= 3 && words.every((w) => !isCommonT(doc, w) && !isWordT(doc, w))) {
    emit(doc, 'LOCATION', start, end, PLACE_AFTER_IN, 'place-after-in', 'unknown word after "in", ending the clause');
    return;
  }
  // Multi-word runs that are not a name as a whole may still contain a known place ("Central London").
  if (words.length >= 2 && !hasConnector) {
    for (let k = from; k <= to; k++) {
      for (let m = Math.min(to, k + doc.lex.maxPlaceTokens - 1); m >= k; m--) {
        if (tokens[m]!.kind !== 1) continue;
        const kind = placeOf(doc, k, m);
        if (kind && (kind === 'country' || kind === 'state' || kind === 'region' || kind === 'city1') && tokens[k]!.cap && tokens[m]!.cap && !isCommonT(doc, tokens[k]!) && !(k === m && plainShoutedWord(doc, tokens[k]!))) {
          emit(doc, 'LOCATION', tokens[k]!.s, bareEnd(tokens[m]!), PLACE_INNER, 'gazetteer-inner', 'known place inside a capitalised phrase');
          k = m;
          break;
        }
      }
    }
  }
  doc.pending.push({ from, to, sentenceStart: ambiguousStart });
}
