/**
 * A family name's lower-case particles belong to it when no given name stands before them:
 * "according to de Graaf", "a letter from van der Berg", "the paintings of van Gogh". The model and
 * the rules often start the person at the capitalised word; a one-word PERSON span right after
 * "van", "de", "van der", "von", "da", "dos" … is extended over them. Only particles that are no
 * English word ("la", "le", "e", "y", "do", "al", "st" are left alone), and only in English text,
 * where a lower-case "de" or "van" is rarely anything else. Runs on the names after the vote.
 */
import type { Candidate } from '../../../types.ts';
import { SpanIndex } from '../span-index.ts';

const PARTICLES_BEFORE = /(?:^|[\s("“'‘])((?:van|von|de|der|den|da|di|du|del|della|dos|das|ten|ter|zu|vom)(?:[ \t]+(?:van|von|de|der|den|da|di|du|del|della|dos|das|ten|ter|het|zu))*)([ \t]+)$/;

const DETERMINER_BEFORE = /(?:^|[^\p{L}])(?:a|an|the|this|that|his|her|my|our|their|your|its)[ \t]+$/iu;

export function leadingParticles(names: Candidate[], text: string): void {
  // The names as they came, indexed once: an extension only moves a span's start back over its
  // own particles, which no other span holds, so the answers below are the same as on the updated list.
  let found: SpanIndex<Candidate> | undefined;
  for (let i = 0; i < names.length; i++) {
    const c = names[i]!;
    // Particles precede a family name alone: before a full name the word is a preposition of
    // another language ("el documental de Ross Ashcroft").
    if (c.entity !== 'PERSON' || c.start === 0 || /\s/.test(text.slice(c.start, c.end))) continue;
    const m = PARTICLES_BEFORE.exec(text.slice(Math.max(0, c.start - 24), c.start));
    if (m === null) continue;
    // "the van Smith drove": after a determiner, an English "van" is the vehicle.
    if (m[1]!.startsWith('van') && DETERMINER_BEFORE.test(text.slice(Math.max(0, c.start - 40), c.start - m[2]!.length - m[1]!.length))) continue;
    // A person already there, or another finding over the particles, keeps them.
    const start = c.start - m[2]!.length - m[1]!.length;
    found ??= new SpanIndex(names);
    if (found.some(start, c.start, (o) => o !== c && o.start < c.start)) continue;
    names[i] = { ...c, start };
  }
}
