/**
 * A legal form right after a name makes it a firm and belongs to its name: "Fiat SpA said",
 * "Montedison SpA", "Pirelli SpA posted a loss", "Glaxo Wellcome Plc". The model often stops
 * before the form (an unusual token: "SpA", "AB", "NV") and reads the name alone as a person's or
 * a place's ("Montedison", "Pirelli" PERSON). A PERSON, LOCATION or ORGANIZATION followed by a space
 * and a legal form (vocab.ts ORG_LEGAL, read only) is extended over the form and becomes an
 * ORGANIZATION; a finding that is the form alone goes. After a place, forms that are also state or
 * region codes ("Adelaide SA", "Las Vegas NV", "Calgary AB", "Lund SE") and "Co" (a county) are no
 * cue. The form's full stop is kept when the sentence goes on ("Inc. said"), not when it ends there.
 * English only (the pipeline's call); after the vote; linear (a bounded look after each name).
 */
import type { Candidate } from '../../../types.ts';
import { ORG_LEGAL } from '../vocab.ts';
import { isNameType, isStructural } from '../vote.ts';
import { SpanIndex } from '../span-index.ts';

/** Legal forms that are also state or region codes (or a county's abbreviation) after a place. */
const PLACE_CODES = new Set(['SA', 'SE', 'AB', 'NV', 'SL', 'PC', 'LP', 'KG', 'SAS', 'Co', 'Cie', 'Cia', 'Oy', 'BV']);
const LONGEST = Math.max(...[...ORG_LEGAL].map((w) => w.length));

/** The legal form starting at `at` (letters, dots, "/" up to a word's end), without a final full stop; or undefined. */
function formAt(text: string, at: number): string | undefined {
  let end = at;
  while (end < text.length && end - at <= LONGEST + 1 && /[\p{L}./]/u.test(text[end]!)) end++;
  if (end - at > LONGEST + 1 || (end < text.length && /[\p{L}\p{N}'’-]/u.test(text[end]!))) return undefined;
  let word = text.slice(at, end);
  if (word.endsWith('.')) word = word.slice(0, -1);
  return ORG_LEGAL.has(word) ? word : undefined;
}

export function legalFormEnds(names: Candidate[], text: string): void {
  let index: SpanIndex<Candidate> | undefined;
  const gone = new Set<Candidate>();
  for (let i = 0; i < names.length; i++) {
    const c = names[i]!;
    if (!isNameType(c.entity) || isStructural(c) || text.charCodeAt(c.end) !== 32) continue;
    const form = formAt(text, c.end + 1);
    if (form === undefined || (c.entity === 'LOCATION' && PLACE_CODES.has(form))) continue;
    let end = c.end + 1 + form.length;
    // The form's own full stop, when the sentence goes on after it ("Inc. said", "Inc., the").
    if (text[end] === '.' && /^\.(?:,| \p{Ll})/u.test(text.slice(end, end + 3))) end++;
    index ??= new SpanIndex(names);
    // Another finding over the form: only one that is the form alone may go.
    let blocked = false;
    const alone: Candidate[] = [];
    index.forEachOverlap(c.end + 1, end, (o) => {
      if (o === c) return;
      if (isNameType(o.entity) && !isStructural(o) && o.start >= c.end + 1 && o.end <= end) alone.push(o);
      else blocked = true;
    });
    if (blocked) continue;
    for (const o of alone) gone.add(o);
    names[i] = { ...c, entity: 'ORGANIZATION', end, reason: `${c.reason ?? ''}; a firm's name with its legal form` };
  }
  if (gone.size === 0) return;
  let k = 0;
  for (const c of names) if (!gone.has(c)) names[k++] = c;
  names.length = k;
}
