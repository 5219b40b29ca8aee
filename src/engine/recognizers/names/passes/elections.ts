/**
 * An election named by its year is an event, and the place or party in its name is part of the
 * event's name: "the 2011 Bremen state election", "the 1983 United Kingdom general election", "the
 * 2004 European Parliament election in Denmark", "the 1980 Republican Party presidential
 * primaries". Encyclopaedic text names elections after their article titles this way; CrossNER
 * labels the whole a miscellaneous name (549 such spans in its train split, none with a place or
 * organisation inside), as CoNLL-style news labels named events. The model finds the place or party
 * inside as a LOCATION or ORGANIZATION. Such a span is dropped when the text around it is a year, then
 * capitalised words (the span among them), then lower-case kind words ("federal", "state",
 * "general", "presidential", "local", "parliamentary", …) and "election(s)", "by-election",
 * "referendum", "primaries" or "caucuses"; or when it follows such an election and "in" / "in the".
 * An election without its year ("the Bremen state election", "the U.S. presidential election", as
 * news writes it) is left alone. English only (the pipeline's call); runs on the names after the
 * vote; linear (each span looks at most 120 characters around it).
 */
import type { Candidate } from '../../../types.ts';

/** A year and capitalised words up to the span's start: "the 2011 ", "1983 United ". */
const YEAR_BEFORE = /(?:^|[^\p{L}\p{N}])(?:1[89]|20)\d\d(?:[–-]\d\d(?:\d\d)?)? (?:\p{Lu}[\p{L}.'’-]* ){0,4}$/u;
/** After the span: more capitalised words, kind words, the election word. */
const ELECTION_AFTER =
  /^(?: \p{Lu}[\p{L}.'’-]*){0,3}(?: (?:federal|state|general|presidential|local|parliamentary|legislative|municipal|regional|provincial|gubernatorial|senate|congressional|mayoral|leadership|national|european|snap|special|constitutional|independence|recall))* (?:elections?|by-elections?|referendum|primaries|primary|caucuses)\b/u;
/** An election with its year right before "in" / "in the" and the span: "2004 European Parliament election in Denmark". */
const ELECTION_IN_BEFORE = /(?:^|[^\p{L}\p{N}])(?:1[89]|20)\d\d (?:\p{Lu}[\p{L}.'’-]* |[a-z]+ ){0,6}(?:elections?|by-elections?|referendum) in (?:the )?$/u;

export function elections(names: Candidate[], text: string): void {
  if (!/elect|referend|primar|caucus/.test(text)) return;
  let k = 0;
  for (const c of names) {
    let drop = false;
    if ((c.entity === 'LOCATION' || c.entity === 'ORGANIZATION') && c.end - c.start <= 60) {
      const before = text.slice(Math.max(0, c.start - 60), c.start);
      drop = (YEAR_BEFORE.test(before) && ELECTION_AFTER.test(text.slice(c.end, c.end + 120))) || (c.entity === 'LOCATION' && ELECTION_IN_BEFORE.test(text.slice(Math.max(0, c.start - 120), c.start)));
    }
    if (!drop) names[k++] = c;
  }
  names.length = k;
}
