/**
 * An institution named by its kind and its town is an organisation, place included: "Universität
 * Heidelberg", "Staatsanwaltschaft Hamburg", "Universiteit Utrecht", "Banque de France",
 * "université de Strasbourg". The model and the gazetteer find the town and report it alone as a
 * LOCATION; German and Dutch write the institution noun capitalised right before it, French and the
 * other Romance languages join them with "de" ("Conseil de Paris", "Tribunal de Nanterre").
 * The noun must be of the class of institution nouns (passes/adjective-institutions.ts
 * INSTITUTION_HEADS: university, court, council, bank, ministry, prosecutor's office …; in German and
 * Dutch also the end of a compound: "Staatsanwaltschaft", "Landgericht"), so "die Stadt Hamburg"
 * and "la ville de Paris" stay places. The noun is looked for only right before a LOCATION the vote
 * found (one space, or " de " / " d'"), and must not be inside another name.
 * German also writes federal and state bodies as one compound ("Bundestag", "Bundesverfassungs-
 * gericht", "Landesamt"): such a word, "Bundes-", "Landes-", "Reichs-" or "Staats-" before an
 * institution noun, is an organisation, also where the gazetteer lists it as a place ("Bundestag")
 * or nothing found it.
 * Runs after the vote on the names; a bounded look before each place and one expression over the text.
 * Dev (seventh session): Europeana de-lft F2 0.673 → 0.675 (ORGANIZATION F1 0.446 → 0.455), de-onb
 * 0.660 unchanged (ORGANIZATION 0.267 → 0.258, 13 gold), the rest unchanged; it needed rules/core.ts
 * to stop reading a lower-case "van" inside a capitalised phrase as the Turkish town ("Raad van
 * State" had become the organisation "Raad van"). Probe ORGANIZATION F1 de 0.640 → 0.750, nl 0.634 →
 * 0.667, fr 0.724 → 0.746.
 */
import type { Candidate } from '../../../types.ts';
import { SpanIndex } from '../span-index.ts';
import { replaceNames } from './claim.ts';
import { headType } from './adjective-institutions.ts';

/** The word ending at `end` (exclusive): letters and hyphens, at most 40 characters. */
function wordBefore(text: string, end: number): { word: string; start: number } | undefined {
  let k = end;
  while (k > 0 && end - k < 40 && /[\p{L}-]/u.test(text[k - 1]!)) k--;
  return k < end && (k === 0 || !/[\p{L}\p{N}]/u.test(text[k - 1]!)) ? { word: text.slice(k, end), start: k } : undefined;
}

/** German federal and state bodies written as one word. */
const GERMAN_BODY = /(?<![\p{L}\p{N}-])(?:Bundes|Landes|Reichs|Staats)\p{Ll}{3,}(?![\p{L}\p{N}-])/gu;

export function institutionPlaces(names: Candidate[], text: string, language: string, recognizer: string): void {
  const germanic = language === 'de' || language === 'nl';
  const romance = language === 'fr';
  if (!germanic && !romance) return;
  const index = new SpanIndex(names.map((c, k) => ({ start: c.start, end: c.end, k })));
  const drop = new Set<Candidate>();
  const added: Candidate[] = [];
  const nounStarts = new Set<number>();
  for (let k = 0; k < names.length; k++) {
    const c = names[k]!;
    if (c.entity !== 'LOCATION' || c.start < 3) continue;
    let nounEnd = c.start - 1;
    if (text[nounEnd] !== ' ') {
      // French "d'" glued to the place: "Cour d'Orléans".
      if (!romance || !/^ d['’]$/.test(text.slice(c.start - 3, c.start))) continue;
      nounEnd = c.start - 3;
    } else if (romance) {
      if (text.slice(c.start - 4, c.start) !== ' de ') continue;
      nounEnd = c.start - 4;
    }
    const noun = wordBefore(text, nounEnd);
    if (noun === undefined) continue;
    const first = noun.word[0]!;
    if (germanic && first === first.toLowerCase()) continue;
    if (headType(noun.word.toLowerCase(), language) !== 'ORGANIZATION') continue;
    if (index.some(noun.start, nounEnd)) continue;
    drop.add(c);
    nounStarts.add(noun.start);
    added.push({ ...c, entity: 'ORGANIZATION', start: noun.start, pattern: 'institution-place', reason: `${c.reason ?? ''}; the institution noun "${noun.word}" before the place` });
  }
  if (language === 'de') {
    GERMAN_BODY.lastIndex = 0;
    for (let m = GERMAN_BODY.exec(text); m !== null; m = GERMAN_BODY.exec(text)) {
      if (headType(m[0].toLowerCase(), 'de') !== 'ORGANIZATION') continue;
      const start = m.index;
      const end = start + m[0].length;
      // Already the noun of an institution and its town above.
      if (nounStarts.has(start)) continue;
      let other = false;
      index.forEachOverlap(start, end, (s) => {
        const c = names[s.k]!;
        if (c.start === start && c.end === end && c.entity === 'LOCATION') drop.add(c);
        else other = true;
      });
      if (other) continue;
      added.push({ entity: 'ORGANIZATION', start, end, score: 0.7, recognizer, pattern: 'german-body', reason: `federal or state body "${m[0]}"`, contextApplied: true });
    }
  }
  replaceNames(names, drop, added);
}
