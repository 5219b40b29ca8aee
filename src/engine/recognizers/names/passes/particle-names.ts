/**
 * A given name, lower-case name particles and a capitalised word are a person: "Vincent van Gogh",
 * "Sywert van Lienden", "Marieke van der Laan", "Sophie in 't Veld". Dutch writes most family
 * names with a particle; the rules cap a given name before a word no list knows at 0.3 outside
 * English (LangProfile.personPatternCap), and the model, which learned Dutch from 19th-century
 * newspapers, is unsure of a modern one (0.2 for "Vincent van Gogh"), so the vote drops both. A
 * particle run between a listed given name and a capitalised word is a name's grammar, not a
 * common phrase: a place or a firm is not named "<given name> van <Word>" (a person's byname is:
 * "Willem van Oranje", a person too).
 * The given name must be on the given-names list and be no particle or article itself ("Den Haag");
 * the particle run opens with "van", "de", "ter", "ten", "te", "in" or "op" and has at most three
 * words, as Dutch family names do ("van der", "van den", "in 't", "op de"). A name the vote found
 * inside gives way; one reaching out of the phrase, or the same span of another type, is left.
 * Runs after the vote on the names, for Dutch; one expression over the text, bounded.
 * Dev (seventh session): Europeana nl-kb F2 0.7386 → 0.7397 (LOCATION F1 0.780 → 0.781: names the
 * model had read as places), the rest unchanged; probe Dutch PERSON F1 0.826 → 0.875.
 */
import type { Candidate } from '../../../types.ts';
import type { Lexicon } from '../lexicon.ts';
import { SpanIndex } from '../span-index.ts';
import { replaceNames } from './claim.ts';

/** Given name, particles (one to three, the first of them an opener), then a capitalised word (hyphenated parts allowed). */
const PARTICLE_NAME = /(?<![\p{L}\p{N}'’.-])(\p{Lu}\p{Ll}+(?:-\p{Lu}\p{Ll}+)?) ((?:van|de|ter|ten|te|in|op)(?: (?:der|den|de|het|'t|’t|la|le)){0,2}) (\p{Lu}['’]?\p{Ll}+(?:-\p{Lu}\p{Ll}+)?)(?![\p{L}\p{N}])/gu;

/** Words on the given-names list that are articles or particles ("Den", "Der", "Van"). */
const NOT_GIVEN = new Set(['van', 'de', 'den', 'der', 'het', 'ter', 'ten', 'te', 'in', 'op', 'la', 'le']);

export function particleNames(names: Candidate[], text: string, lex: Lexicon, recognizer: string): void {
  const found: { start: number; end: number }[] = [];
  PARTICLE_NAME.lastIndex = 0;
  for (let m = PARTICLE_NAME.exec(text); m !== null; m = PARTICLE_NAME.exec(text)) {
    const given = m[1]!.toLowerCase();
    const first = given.includes('-') ? given.slice(0, given.indexOf('-')) : given;
    if (NOT_GIVEN.has(given) || !lex.first.has(first)) {
      // The family name may be the given name of the next match ("Jan en Piet"): resume after the first word.
      PARTICLE_NAME.lastIndex = m.index + m[1]!.length;
      continue;
    }
    found.push({ start: m.index, end: m.index + m[0].length });
  }
  if (found.length === 0) return;
  const index = new SpanIndex(names.map((c, k) => ({ start: c.start, end: c.end, k })));
  const drop = new Set<Candidate>();
  const added: Candidate[] = [];
  for (const f of found) {
    let keep = true;
    const inside: number[] = [];
    index.forEachOverlap(f.start, f.end, (s) => {
      const c = names[s.k]!;
      if (c.start >= f.start && c.end <= f.end && !(c.start === f.start && c.end === f.end && c.entity !== 'PERSON')) {
        if (c.start === f.start && c.end === f.end) keep = false;
        else inside.push(s.k);
      } else keep = false;
    });
    if (!keep) continue;
    for (const k of inside) drop.add(names[k]!);
    added.push({ entity: 'PERSON', start: f.start, end: f.end, score: 0.7, recognizer, pattern: 'particle-name', reason: 'given name, name particles and a capitalised word', contextApplied: true });
  }
  replaceNames(names, drop, added);
}
