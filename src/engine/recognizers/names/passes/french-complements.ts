/**
 * French institutions whose name goes on with a complement in lower case: "l'Organisation mondiale
 * de la santé", "le Centre national de la recherche scientifique", "la Cour de cassation", "la Caisse
 * des dépôts", "la Cour des comptes". French capitalises only the first word of such a name, so the
 * model (which learned French from 19th- and 20th-century newspapers) and passes/adjective-
 * institutions.ts (which reads the head and its adjectives) stop before "de la": the seventh
 * session's blind probe (eval/synthetic/intl-blind.ts) had only "Organisation mondiale" and
 * "Centre national" found.
 * The cue is the same as for the adjectives: a capitalised institution noun (INSTITUTION_HEADS of
 * adjective-institutions.ts: court, bank, council, centre, organisation, fund …) right after an
 * article, in prose where nouns are lower case; then at most two lower-case adjectives, then one
 * complement "de", "de la", "de l'", "du", "des" or "d'" with a lower-case noun and at most one
 * lower-case adjective after it; a second complement only without an article, a classifier of the
 * first ("la Compagnie des courtiers d'assurances": one with an article, "de la ville", is more often
 * the body's owner than its name); no determiners or quantifiers as the noun ("de ce", "des
 * nombreux"), and the phrase must not cut into another name (the model's "Tribunal de grande
 * instance de Paris" stays as it is); names inside it (the adjective pass's "Organisation mondiale")
 * give way. Tokenised text's "d' assurances" is read as "d'assurances".
 * Runs after the vote and the institution passes on the names; one pass over the capitalised words,
 * a bounded look after each.
 * Dev (seventh session, against 598e857): europeana-fr-bnf F2 0.7733 → 0.7739 (ORGANIZATION F1
 * 0.359 → 0.364: "la Compagnie des courtiers d' assurances"), the rest unchanged (also shouted);
 * probe French ORGANIZATION F1 0.746 → 0.814, French F2 0.858 → 0.886.
 */
import type { Candidate } from '../../../types.ts';
import { SpanIndex } from '../span-index.ts';
import { replaceNames } from './claim.ts';
import { FRENCH_ADJECTIVE, FRENCH_ARTICLE_BEFORE, FRENCH_NOT_ADJECTIVES, headType } from './adjective-institutions.ts';

/** A capitalised word of letters (hyphens inside), as the whole token. */
const CAP_WORD = /(?<![\p{L}\p{N}-])\p{Lu}\p{Ll}[\p{L}-]*(?![\p{L}\p{N}])/gu;

/** The complement after the head: " de la santé", " des dépôts", " d'investissement" (the noun is group 1). */
const COMPLEMENT = /^ (?:de la |de l['’] ?|du |des |de |d['’] ?)(\p{Ll}[\p{Ll}-]{2,})(?![\p{L}\p{N}'’])/u;

/** A second complement, without an article (a classifier of the first: "courtiers d'assurances"). */
const BARE_COMPLEMENT = /^ (?:de |d['’] ?)(\p{Ll}[\p{Ll}-]{2,})(?![\p{L}\p{N}'’])/u;

/** Lower-case words after "de" that are no noun of a name: determiners, pronouns, quantifiers, numerals. */
const NOT_NOUNS: ReadonlySet<string> = new Set([
  'ce', 'cet', 'cette', 'ces', 'son', 'ses', 'leur', 'leurs', 'notre', 'nos', 'votre', 'vos', 'mon', 'mes', 'ton', 'tes',
  'tout', 'tous', 'toute', 'toutes', 'plus', 'moins', 'nombreux', 'nombreuses', 'nouveau', 'nouveaux', 'nouvelle', 'nouvelles',
  'plusieurs', 'quelques', 'chaque', 'autres', 'même', 'mêmes', 'lui', 'elle', 'elles', 'eux', 'qui', 'quoi', 'dont', 'deux',
  'trois', 'quatre', 'cinq', 'six', 'sept', 'huit', 'neuf', 'dix', 'cent', 'mille', 'très', 'trop', 'bien', 'manière', 'façon',
]);

/** A lower-case adjective at the start of `s`, after one space: its length with the space, or 0. */
function adjectiveAt(s: string): number {
  if (s[0] !== ' ') return 0;
  const word = /^\p{Ll}[\p{Ll}-]*(?![\p{L}\p{N}'’])/u.exec(s.slice(1));
  if (word === null || !FRENCH_ADJECTIVE.test(word[0]) || FRENCH_NOT_ADJECTIVES.has(word[0])) return 0;
  return 1 + word[0].length;
}

export function frenchComplements(names: Candidate[], text: string, recognizer: string): void {
  const found: { start: number; end: number; head: string }[] = [];
  CAP_WORD.lastIndex = 0;
  for (let m = CAP_WORD.exec(text); m !== null; m = CAP_WORD.exec(text)) {
    const start = m.index;
    if (headType(m[0].toLowerCase(), 'fr') !== 'ORGANIZATION') continue;
    if (!FRENCH_ARTICLE_BEFORE.test(text.slice(Math.max(0, start - 5), start))) continue;
    let end = start + m[0].length;
    for (let a = 0; a < 2; a++) {
      const n = adjectiveAt(text.slice(end, end + 25));
      if (n === 0) break;
      end += n;
    }
    const c = COMPLEMENT.exec(text.slice(end, end + 40));
    if (c === null || NOT_NOUNS.has(c[1]!) || FRENCH_NOT_ADJECTIVES.has(c[1]!)) continue;
    end += c[0].length;
    end += adjectiveAt(text.slice(end, end + 25));
    const bare = BARE_COMPLEMENT.exec(text.slice(end, end + 40));
    if (bare !== null && !NOT_NOUNS.has(bare[1]!) && !FRENCH_NOT_ADJECTIVES.has(bare[1]!)) {
      end += bare[0].length;
      end += adjectiveAt(text.slice(end, end + 25));
    }
    found.push({ start, end, head: m[0] });
  }
  if (found.length === 0) return;
  const index = new SpanIndex(names.map((c, k) => ({ start: c.start, end: c.end, k })));
  const drop = new Set<Candidate>();
  const added: Candidate[] = [];
  for (const f of found) {
    let blocked = false;
    const inside: number[] = [];
    index.forEachOverlap(f.start, f.end, (s) => {
      const c = names[s.k]!;
      if (c.start >= f.start && c.end <= f.end && !(c.start === f.start && c.end === f.end)) inside.push(s.k);
      else blocked = true;
    });
    if (blocked) continue;
    for (const k of inside) drop.add(names[k]!);
    added.push({ entity: 'ORGANIZATION', start: f.start, end: f.end, score: 0.7, recognizer, pattern: 'french-complement', reason: `French institution noun "${f.head}" with a lower-case complement`, contextApplied: true });
  }
  replaceNames(names, drop, added);
}
