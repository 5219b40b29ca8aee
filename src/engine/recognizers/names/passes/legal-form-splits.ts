/**
 * A firm's legal form ends its name: "Silicium de Provence SAS and Evergreen Solar Inc", "Union Bank
 * of California NA and Crocs Inc", "PIM Ashford Venture I LLC and Ashford Hospitality Servicing LLC"
 * name two firms each, which the model, in the title lines and preambles of contracts, read as one
 * ORGANIZATION span. An organisation span with a legal form ("Inc", "LLC", "SAS", "N.A.", "GmbH" …)
 * right before "and" or "&" (or "," and another capitalised name) is split there, unless another
 * legal form follows ("Belz GmbH & Co. KG"); a part that is
 * nothing but a legal form ("LLC" left over from a span the model began late) is dropped.
 *
 * A heading before a firm's name is no part of it: "Loan Servicing Agreement ASHFORD HOSPITALITY
 * SERVICING LLC", "SUBORDINATED LOAN AGREEMENT HERBERT SMITH LLP". An organisation span ending in
 * a legal form whose earlier words hold a document word ("Agreement", "Amendment", "Contract",
 * "Indenture" …) keeps only the words after the last document word.
 *
 * A legal form alone is no place: "Union Bank of California, N.A." gave "N.A" as LOCATION.
 *
 * Works within each span (no search beyond it): linear in the text. English only (the pipeline's
 * call); runs on the names after the vote.
 *
 * Dev: sec-en F2 0.424 -> 0.437 (ORGANIZATION F1 0.235 -> 0.322) for the splits and headings, 0.437
 * -> 0.463 (LOCATION F1 0.323 -> 0.330) for the legal form as no place; other files unchanged. Also
 * dropping an ORGANIZATION span that is a legal form alone cost btc-en ("AG", "SA" as names).
 */
import type { Candidate } from '../../../types.ts';

/** Legal forms, written without dots and spaces, upper case ("N . A ." → "NA"). */
const LEGAL_FORMS: ReadonlySet<string> = new Set(
  'INC INCORPORATED CORP CORPORATION LTD LIMITED LLC LLP LP PLC GMBH AG KG KGAA SE SA SAS SARL SL SPA SRL NV BV AB ASA OY AS APS PTY BHD SDN PLLC PC NA CO CIE CIA'.split(' '),
);

/** Documents and their parts, which head contracts and pages. */
const DOCUMENT_WORDS: ReadonlySet<string> = new Set('agreement agreements amendment contract indenture lease guaranty guarantee deed schedule exhibit annex appendix addendum memorandum supplement waiver consent'.split(' '));

/** A legal form written with dots and spaces as tokenised text has them ("S . A . S", "N . A ."), then what follows it. */
const LEGAL_AT_END = /(?:^|[\s,])((?:\p{Lu}\p{L}*(?: ?\. ?)?){1,4})[ ,]*$/u;

const JOINER = / (?:and|&|,) (?=\p{Lu})/gu;

export function legalFormSplits(names: Candidate[], text: string): void {
  const n = names.length;
  let kept = 0;
  const added: Candidate[] = [];
  for (let k = 0; k < n; k++) {
    const c = names[k]!;
    // A legal form is no place ("Wells Fargo Bank, N.A.": "N.A" was read as a place).
    if (c.entity === 'LOCATION' && c.end - c.start <= 12 && isLegalForm(text.slice(c.start, c.end))) continue;
    if (c.entity !== 'ORGANIZATION' || c.end - c.start > 200) {
      names[kept++] = c;
      continue;
    }
    const parts = splitAtLegalForms(text, c.start, c.end);
    for (const [s, e] of parts) {
      const start = afterHeading(text, s, e);
      // A legal form alone is dropped only when left over from a split ("AG", "SA" alone may be names).
      if (parts.length > 1 && isLegalForm(text.slice(start, e))) continue;
      const part = s === c.start && e === c.end && start === s ? c : { ...c, start, end: e, reason: `${c.reason ?? ''}; cut at a legal form or a heading` };
      if (kept <= k) names[kept++] = part;
      else added.push(part);
    }
  }
  names.length = kept;
  for (const a of added) names.push(a);
}

/** The span [start, end) cut after each legal form followed by "and", "&" or a comma and a capitalised word. */
function splitAtLegalForms(text: string, start: number, end: number): [number, number][] {
  const surface = text.slice(start, end);
  const out: [number, number][] = [];
  let from = 0;
  JOINER.lastIndex = 0;
  for (let m = JOINER.exec(surface); m !== null; m = JOINER.exec(surface)) {
    const before = surface.slice(from, m.index);
    const form = LEGAL_AT_END.exec(before);
    if (form === null || !isLegalForm(form[1]!)) continue;
    // Another legal form after it continues the name ("Belz GmbH & Co. KG").
    if (isLegalForm(surface.slice(m.index + m[0].length).split(' ', 1)[0]!)) continue;
    out.push([start + from, start + m.index - (before.length - before.trimEnd().replace(/[ ,]+$/, '').length)]);
    from = m.index + m[0].length;
  }
  out.push([start + from, end]);
  return out;
}

function isLegalForm(s: string): boolean {
  return LEGAL_FORMS.has(s.replace(/[\s.,]/g, '').toUpperCase());
}

/** The start of [start, end) moved past its last document word when a name ending in a legal form follows it. */
function afterHeading(text: string, start: number, end: number): number {
  const surface = text.slice(start, end);
  const words = surface.split(' ');
  if (words.length < 3) return start;
  const form = LEGAL_AT_END.exec(surface);
  if (form === null || !isLegalForm(form[1]!)) return start;
  let offset = 0;
  let cut = -1;
  for (let i = 0; i < words.length - 2; i++) {
    offset += words[i]!.length + 1;
    if (DOCUMENT_WORDS.has(words[i]!.toLowerCase())) cut = offset;
  }
  return cut > 0 && cut < form.index ? start + cut : start;
}
