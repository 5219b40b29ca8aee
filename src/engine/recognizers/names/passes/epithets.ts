/**
 * German rulers carry an epithet after the name, an article and a nominalised adjective: "Karl der
 * Große", "Katharina die Große", "Ludwig der Deutsche", "Lucas Cranach dem Älteren". It is part of
 * the name (English writes "Catherine the Great", which the model's spans take in already through
 * "the"). The German model stops at the lower-case article. Only the epithets of that class extend a
 * person: an article and any noun after a name is mostly a dative object ("sagte Merkel der
 * Presse"). Runs on the names of German text after the vote.
 */
import type { Candidate } from '../../../types.ts';

const EPITHET_STEMS = 'Groß|Deutsch|Fromm|Kühn|Weis|Heilig|Älter|Jünger|Schön|Kahl|Dick|Gut|Still|Stark|Eisern|Schrecklich|Lang|Rot|Gerecht|Fett|Lahm|Streitbar|Friedfertig|Bärtig|Tapfer|Erst|Zweit|Dritt';
/** "der Große", "die Große" (nominative); "dem/den/des Großen" (the other cases). */
const EPITHET = new RegExp(`^ (?:(?:der|die) (?:${EPITHET_STEMS})e|(?:dem|den|des) (?:${EPITHET_STEMS})en)(?![\\p{L}\\p{N}])`, 'u');

export function germanEpithets(names: Candidate[], text: string): void {
  for (let i = 0; i < names.length; i++) {
    const c = names[i]!;
    if (c.entity !== 'PERSON') continue;
    const m = EPITHET.exec(text.slice(c.end, c.end + 24));
    if (m !== null) names[i] = { ...c, end: c.end + m[0].length };
  }
}
