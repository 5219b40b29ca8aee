/**
 * Contracts and filings shorten a firm's name once and use the short form after: "Ashford
 * Hospitality Servicing LLC ("Ashford")", "Gold Hill Venture Lending 03, L.P. ("Gold Hill")",
 * "Acme Widgets, Inc., a Delaware corporation ("Acme")". A quoted name in brackets, without an
 * article, that is the first word or words of an ORGANIZATION span shortly before it (within
 * ALIAS_WINDOW characters) is that firm's alias: wherever the text has it as a name of another
 * type it is an ORGANIZATION (the model read "Ashford" and "Gold Hill" as places), and where it
 * stands as a capitalised word that no name covers, in the brackets or later, it is added as one.
 * A quoted word in brackets that is no first word of a firm before it ("Union Bank of California,
 * N.A. ("Bank")", "Vringo, Inc. ("Borrower")") is a role, not an alias: contract-roles.ts drops it.
 *
 * Linear: aliases are collected in one scan (at most MAX_ALIASES, each at most 40 characters, each
 * looked for in a bounded window before it); their later uses are found in one scan of the text's
 * capitalised words, looked up by set. English only (the pipeline's call); runs on the names after
 * the vote, before contract-roles.ts, which keeps an alias that is also a dictionary word.
 */
import type { Candidate } from '../../../types.ts';

/** A quoted name in brackets without an article: `("Acme")`, `(" Gold Hill ")` as tokenised text has it. */
const ALIAS = /\(\s?["“]\s?(\p{Lu}[^"”()\n]{0,39}?)\s?["”]\s?\)/gu;
/** How far before an alias its firm's name is looked for ("Acme Widgets, Inc., a Delaware corporation ("Acme")"). */
const ALIAS_WINDOW = 160;
const MAX_ALIASES = 32;
/** Score of an alias found where no name was. */
const ALIAS_SCORE = 0.7;

/** The aliases of firms that `names` (the ORGANIZATION spans among them) hold, in one scan of the text. */
export function firmAliases(names: readonly Candidate[], text: string): Set<string> {
  const aliases = new Set<string>();
  if (!text.includes('(') || (!text.includes('"') && !text.includes('“'))) return aliases;
  const orgStarts = new Map<number, number>();
  for (const c of names) if (c.entity === 'ORGANIZATION') orgStarts.set(c.start, Math.max(c.end, orgStarts.get(c.start) ?? 0));
  if (orgStarts.size === 0) return aliases;
  ALIAS.lastIndex = 0;
  for (let m = ALIAS.exec(text); m !== null && aliases.size < MAX_ALIASES; m = ALIAS.exec(text)) {
    const alias = m[1]!.trim();
    const from = Math.max(0, m.index - ALIAS_WINDOW);
    for (let at = text.indexOf(alias, from); at >= 0 && at < m.index; at = text.indexOf(alias, at + 1)) {
      const end = orgStarts.get(at);
      if (end !== undefined && end <= m.index && end > at + alias.length) {
        aliases.add(alias);
        break;
      }
    }
  }
  return aliases;
}

export function firmAliasNames(names: Candidate[], text: string, recognizer: string): void {
  const aliases = firmAliases(names, text);
  if (aliases.size === 0) return;
  const covered: [number, number][] = [];
  for (let i = 0; i < names.length; i++) {
    const c = names[i]!;
    covered.push([c.start, c.end]);
    if ((c.entity === 'PERSON' || c.entity === 'LOCATION') && aliases.has(text.slice(c.start, c.end))) {
      names[i] = { ...c, entity: 'ORGANIZATION', reason: `${c.reason ?? ''}; a firm's alias defined in the text` };
    }
  }
  covered.sort((a, b) => a[0] - b[0]);
  // The furthest end among the spans up to each index: an overlap test by one binary search.
  const reach: number[] = [];
  for (const [, e] of covered) reach.push(Math.max(e, reach[reach.length - 1] ?? 0));
  // Later uses: one scan of the capitalised phrases (up to four words), looked up by set.
  const longest = Math.max(...[...aliases].map((a) => a.split(' ').length));
  const word = /\p{Lu}[\p{L}\p{N}&'’.-]*/gu;
  const starts: number[] = [];
  const ends: number[] = [];
  for (let m = word.exec(text); m !== null; m = word.exec(text)) {
    const start = m.index;
    const end = start + m[0].length;
    // The phrase of the last `longest` words, when they are joined by single spaces.
    if (starts.length > 0 && ends[ends.length - 1] === start - 1) {
      starts.push(start);
      ends.push(end);
      if (starts.length > longest) {
        starts.shift();
        ends.shift();
      }
    } else {
      starts.length = 0;
      ends.length = 0;
      starts.push(start);
      ends.push(end);
    }
    for (const s of starts) {
      if (!aliases.has(text.slice(s, end))) continue;
      // A longer name goes on after it ("Gold Hill Capital"): not the alias.
      if (/^(?:[\p{L}\p{N}]| \p{Lu})/u.test(text.slice(end, end + 2))) continue;
      if (!overlaps(covered, reach, s, end)) names.push({ entity: 'ORGANIZATION', start: s, end, score: ALIAS_SCORE, recognizer, reason: "a firm's alias defined in the text" });
      break;
    }
  }
}

/** Whether [start, end) overlaps a span of the list sorted by start, `reach` the running maximum of their ends. */
function overlaps(sorted: readonly [number, number][], reach: readonly number[], start: number, end: number): boolean {
  let lo = 0;
  let hi = sorted.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (sorted[mid]![0] < end) lo = mid + 1;
    else hi = mid;
  }
  return lo > 0 && reach[lo - 1]! > start;
}
