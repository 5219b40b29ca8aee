/**
 * A form's field label before a number is no name: notice blocks write "Telecopier: (303) 858-7048",
 * "Facsimile: …", "Tel: …" after the name and title ("Attention: Douglas S. Lambell, VP Telecopier:
 * (619) 230-3766"), and the model took "Telecopier" and "VP Telecopier" as PERSON. The last word of
 * a PERSON or ORGANIZATION span that a colon and a telephone number follow ("+4…", "(303) 8…",
 * "619-230…"; not "Meilenwald: 5 Klassiker") is cut off the span, and a span left empty is dropped, unless the word is a listed given
 * name or family name ("call Smith: 555 0100" keeps Smith). English only (the pipeline's call);
 * runs on the names after the vote, before title-spans.ts, which then reads "VP" as a title.
 *
 * Dev: sec-en F2 0.4627 -> 0.4639 (PERSON F1 0.431 -> 0.449); other files unchanged. Any number
 * after the colon, not only a telephone number, cost crossner-en ("Alexander von Meilenwald: 5
 * Klassiker").
 */
import type { Candidate } from '../../../types.ts';
import type { Lexicon } from '../lexicon.ts';

/** A colon and a telephone number: "+44 …", "(303) 858…", "619-230…", as written or tokenised ("( 303 ) 858"). */
const NUMBER_AFTER = /^ ?: ?(?:\+ ?\d|\( ?\d{2,4} ?\) ?\d|\d{2,4} ?[-. ] ?\d{3})/;
const LAST_WORD = /(?:^|\s)(\p{Lu}[\p{L}-]*)$/u;

export function fieldLabels(names: Candidate[], text: string, lex: Lexicon): void {
  let kept = 0;
  for (const c of names) {
    if ((c.entity !== 'PERSON' && c.entity !== 'ORGANIZATION') || !NUMBER_AFTER.test(text.slice(c.end, c.end + 16))) {
      names[kept++] = c;
      continue;
    }
    const surface = text.slice(c.start, Math.min(c.end, c.start + 200));
    const m = LAST_WORD.exec(surface);
    const lower = m?.[1]?.toLowerCase();
    if (m === null || lower === undefined || lex.first.has(lower) || lex.surname.has(lower)) {
      names[kept++] = c;
      continue;
    }
    const end = c.start + surface.slice(0, surface.length - m[1]!.length).trimEnd().replace(/,$/, '').length;
    if (end > c.start) names[kept++] = { ...c, end, reason: `${c.reason ?? ''}; a field label cut off` };
  }
  names.length = kept;
}
