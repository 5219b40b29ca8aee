/**
 * Sporting events are named after places and are neither places nor organisations: "the Hamburg
 * Open", "the Atlanta Olympics", "the Belgian Grand Prix", "the World Series", "Tour de France",
 * "TOUR OF SPAIN". CoNLL-style news labels them as miscellaneous names, and so do the dev corpora
 * (2 of their PERSON/LOCATION/ORGANIZATION spans end in such a word). A LOCATION or ORGANIZATION
 * that ends in an event's word, a place written right before one ("Hamburg" of "Hamburg Open"),
 * and a place after "Tour de" / "Tour of" (shouted, only opening a headline) are dropped. English text only (the pipeline's call);
 * runs on the names after the vote.
 */
import type { Candidate } from '../../../types.ts';

/** A span's last words that name an event. */
const EVENT_END = /(?:^|[ \t])(?:Open|OPEN|Olympics|OLYMPICS|(?:Olympic|Commonwealth|Asian|Goodwill|Paralympic) Games|(?:OLYMPIC|COMMONWEALTH|ASIAN|GOODWILL|PARALYMPIC) GAMES|Grand Prix|GRAND PRIX|World Cup|WORLD CUP|World Series|WORLD SERIES|Championships|CHAMPIONSHIPS)$/;
/** The same word right after a place, and nothing capitalised after it ("London Open University" is a name). */
const EVENT_AFTER = /^[ \t](?:Open|OPEN|Olympics|OLYMPICS|Grand Prix|GRAND PRIX|Championships|CHAMPIONSHIPS)(?![\p{L}\p{N}&'’-]|[ \t]+\p{Lu})/u;
/**
 * A cycling tour before the place: "Tour de France", "Tour of Britain", "TOUR OF SPAIN" opening a
 * headline. Shouted "TOUR OF" elsewhere may be any tour ("ROYAL TOUR OF CANADA").
 */
const TOUR_BEFORE = /(?:(?:^|[^\p{L}])(?:Tour (?:de|of)|TOUR DE)|(?:^|\n|- )TOUR OF) $/u;

const TYPES = new Set(['LOCATION', 'ORGANIZATION']);

/** The last letter of every EVENT_END word: n (Open), s (Olympics, Games, Series, Championships), x (Prix), p (Cup). */
function eventEnd(text: string, end: number): boolean {
  const c = text.charCodeAt(end - 1) | 32;
  return c === 110 || c === 115 || c === 120 || c === 112;
}
/** EVENT_AFTER's first words begin with O, G or C after a space or tab. */
function eventAfter(text: string, end: number): boolean {
  const space = text.charCodeAt(end);
  const c = text.charCodeAt(end + 1);
  return (space === 32 || space === 9) && (c === 79 || c === 71 || c === 67);
}

export function sportingEvents(names: Candidate[], text: string): void {
  let k = 0;
  for (const c of names) {
    const drop = TYPES.has(c.entity) && ((eventEnd(text, c.end) && EVENT_END.test(text.slice(c.start, c.end))) || (eventAfter(text, c.end) && EVENT_AFTER.test(text.slice(c.end, c.end + 40))) || (c.entity === 'LOCATION' && TOUR_BEFORE.test(text.slice(Math.max(0, c.start - 10), c.start))));
    if (!drop) names[k++] = c;
  }
  names.length = k;
}
