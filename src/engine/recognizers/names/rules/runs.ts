/**
 * Runs of capitalised words: collectRun gathers one (with initials, abbreviations, particles and
 * connectors inside), classifyRun splits it at words that never belong to a name and at connectors
 * that join two names, and hands each segment to classifySegment.
 */
import { isCommonT, isFirstT, isSurnameT, rawPlaceT, strongNameT } from '../annotate.ts';
import type { Doc } from '../doc.ts';
import { orgKnown, placeOf } from '../ranges.ts';
import { MONTH_NAME_TRIGGER } from '../scores.ts';
import { V_ABBREVIATIONS, V_CONNECTORS, V_HONORIFICS, V_MONTH_NAMES, V_NAME_PARTICLES, V_NEVER_NAME, V_OFFICE_TITLES, V_ORG_HEADS, inSet } from '../vocab-bits.ts';
import { LOC_OF_HEADS, ORG_HEADS, ORG_LEGAL, ORG_OF_HEADS } from '../vocab.ts';
import { bare, isNameWord, possessive, stripDot } from '../words.ts';
import { triggerBefore } from './context.ts';
import { firmSuffixAt } from './org-context.ts';
import { classifySegment, trimConnectors } from './segment.ts';

/** Word tokens of a run, with '.' after initials/abbreviations and particles/connectors kept in between. */
export function collectRun(doc: Doc, i: number): number {
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
      // "Belz GmbH & Co. KG", "Acme Co. Ltd": another legal form after it continues the name.
      const more = tokens[j + 2];
      if (more !== undefined && more.spaced && more.kind === 1 && ORG_LEGAL.has(more.t) && !doc.claimed[j + 2]) {
        j += 2;
        words++;
        continue;
      }
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
      // "Prof. van Dijk", "Dhr. van de Wal": particles after the abbreviation, then the name.
      let m = j + 2;
      while (m <= j + 4 && tokens[m] !== undefined && tokens[m]!.spaced && tokens[m]!.kind === 1 && inSet(tokens[m]!, V_NAME_PARTICLES)) m++;
      const named = tokens[m];
      if (m > j + 2 && named !== undefined && named.spaced && isNameWord(named) && !doc.claimed[m]) {
        j = m;
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

export function classifyRun(doc: Doc, i: number, j: number): void {
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
  const orgEnd = ORG_LEGAL.has(stripDot(last.t)) || ORG_HEADS.has(bare(last.lower)) || firmSuffixAt(tokens, to);
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
