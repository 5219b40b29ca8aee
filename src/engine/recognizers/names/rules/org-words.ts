/**
 * The words an ORGANIZATION span from the model may hold: a job title before "at" is not part of
 * the employer's name ("Chief Financial Officer at Smith-Jones" → "Smith-Jones"). Names that hold
 * "at" themselves ("University of Texas at Austin") keep it: the words before it are no job title.
 * An identifier's label alone ("SSN", "MAC", "IBAN") is no organisation, nor a person or a place.
 */
import type { ModelSpan } from '../model/tagger.ts';
import type { Token } from '../prepare.ts';
import { JOB_ACRONYMS, JOB_HEADS, JOB_MODIFIERS, OFFICE_TITLES } from '../vocab.ts';

const isJobWord = (t: Token) => JOB_HEADS.has(t.lower) || JOB_MODIFIERS.has(t.lower) || OFFICE_TITLES.has(t.lower) || JOB_ACRONYMS.has(t.t) || t.lower === 'of' || t.lower === 'and' || t.lower === '&';

/**
 * Acronyms that label an identifier ("MAC 00:1B:44…", "my SSN is …"): alone they name no
 * organisation, person or place.
 */
const ID_LABELS = new Set(['SSN', 'MAC', 'IP', 'PIN', 'DOB', 'VAT', 'TIN', 'EIN', 'ITIN', 'IBAN', 'BIC', 'SWIFT', 'CVV', 'CVC', 'ZIP', 'URL', 'NPI', 'MRN', 'OTP', 'SKU', 'EAN', 'UPC', 'ISBN', 'IMEI', 'VIN', 'NINO', 'BSN', 'PESEL', 'NIF', 'NIE', 'DNI', 'CPF', 'CNPJ']);

export function orgWords(spans: readonly ModelSpan[], tokens: readonly Token[]): ModelSpan[] {
  let out: ModelSpan[] | undefined;
  for (let i = 0; i < spans.length; i++) {
    const s = spans[i]!;
    // Any class: the model also reads a lone label as a person or a place ("Jane Roe, IBAN DE89…").
    const label = s.first === s.last && ID_LABELS.has(tokens[s.first]!.t);
    const cut = s.cls === 'ORG' && !label ? afterJobTitle(s, tokens) : -1;
    if (!label && cut < 0) {
      out?.push(s);
      continue;
    }
    out ??= spans.slice(0, i);
    if (!label) out.push({ first: cut, last: s.last, cls: s.cls, prob: s.prob });
  }
  return out ?? (spans as ModelSpan[]);
}

/** Index of the first token after "<job title> at", or -1. */
function afterJobTitle(s: ModelSpan, tokens: readonly Token[]): number {
  for (let k = s.first + 1; k < s.last; k++) {
    const t = tokens[k]!;
    if (t.lower !== 'at') continue;
    for (let m = s.first; m < k; m++) if (tokens[m]!.kind === 1 && !isJobWord(tokens[m]!)) return -1;
    return k + 1;
  }
  return -1;
}
