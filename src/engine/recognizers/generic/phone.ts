import { parsePhoneNumberFromString, type CountryCode, type PhoneNumber } from 'libphonenumber-js/max';
import type { AnalysisDocument, Candidate, CustomRecognizer, Language } from '../../types.ts';
import { contextIndex, contextNear } from './context-gate.ts';
import { cardNumberValid } from './credit-card.ts';

/**
 * Phone numbers, validated by libphonenumber (full "max" metadata: number ranges per region, not
 * only lengths). Its own text matcher costs ~170 µs on a 300-character document and happily
 * reads digits out of GUIDs, so a cheap scan picks the candidates instead: maximal runs of digits
 * with single separators (space, - . /, parentheses), optionally led by '+', never glued to letters
 * or to other digits by a separator. A run is judged whole — a 20-digit run is not searched for a
 * 10-digit phone inside it — and shapes that are something else (IPv4, dates, 1.234.567, 0.8164965809,
 * card numbers) are skipped before libphonenumber is asked. Only then is the run parsed: international
 * ('+', or the '00' dialling prefix) on its own, national against the regions of the language.
 *
 * Scores (before context): valid international 0.8, valid via 00 prefix 0.75, valid national and
 * formatted 0.65, valid national as a bare digit run 0.4 (also the shape of ids), possible but not
 * valid international 0.4; possible-but-not-valid national numbers only next to a phone word (0.3).
 */

/** Regions tried for national numbers, by document language (the +1 plan covers CA through US). */
export const PHONE_REGIONS: Readonly<Record<Language, readonly CountryCode[]>> = {
  en: ['US', 'GB', 'AU', 'IN'],
  de: ['DE'],
  es: ['ES'],
  fr: ['FR'],
  it: ['IT'],
  nl: ['NL'],
  pt: ['BR', 'PT'],
  pl: ['PL'],
  fi: ['FI'],
  sv: ['SE'],
  ko: ['KR'],
  tr: ['TR'],
  th: ['TH'],
  hi: ['IN'],
  zh: ['CN', 'TW', 'HK'],
  ja: ['JP'],
  he: ['IL'],
  ar: ['SA', 'AE', 'EG'],
  ru: ['RU'],
};

export const PHONE_CONTEXT: readonly string[] = [
  'phone', 'telephone', 'tel', 'mobile', 'mob', 'cell', 'cellphone', 'call', 'fax', 'whatsapp', 'sms', 'landline', 'hotline', 'ph',
  // "number" alone is any number's word ("order number"); a person's number is a phone's.
  'my number', 'your number', 'his number', 'her number', 'our number', 'their number', 'text me', 'ring me',
  // Records and correspondence (eighth session): "can be reached on …", "Emergency contact: …", "Extension …".
  'reached', 'contact', 'dial', 'callback', 'caller', 'voicemail', 'extension', 'ext',
  'erreichbar', 'kontakt', 'joignable', 'bereikbaar', 'contato', 'contacto',
  'telefon', 'telefonnummer', 'handy', 'mobil', 'rufnummer', 'anrufen',
  'téléphone', 'tél', 'portable', 'appeler', 'appelez',
  'teléfono', 'móvil', 'celular', 'llamar', 'llame',
  'telefono', 'cellulare', 'chiamare', 'chiami',
  'telefoon', 'mobiel', 'bellen', 'bel',
  'telefone', 'telemóvel', 'ligar', 'ligue',
  'komórka', 'komórkowy', 'zadzwoń', 'numer telefonu',
];

const PHONE_CONTEXT_INDEX = contextIndex(PHONE_CONTEXT);

/** An extension written after the number ("x1234", " ext. 12"): part of the span, not of the number judged. */
const EXTENSION_PART = String.raw`[ \u00A0]?(?:x|ext\.?|extn\.?)[ \u00A0]?\d{1,6}`;

// Start: not after a letter/digit/symbol that makes this part of a bigger token, not after a digit
// plus one separator (the middle of a run), not after letter + "-./" (ids like "ID-1234567").
// End: symmetric, and not before a separator + digit (the run would continue).
const RUN = new RegExp(
  String.raw`(?<![\p{L}\p{N}_@#$€£¥%&=+~*\/\\]|\p{N}[ \u00A0\-.\/:,()]|[\p{L}_][\-.\/])` +
    String.raw`(?:\+[ \u00A0]?)?(?:\(\d{1,5}\)|\d)(?:[ \u00A0\-.\/]?(?:\(\d{1,5}\)|\d))*` +
    `(?:${EXTENSION_PART})?` +
    String.raw`(?![\p{L}\p{N}_@%€$£]|[ \u00A0\-.\/:,]\p{N}|[\-\/:]\p{L})`,
  'gu',
);
const EXTENSION = new RegExp(`${EXTENSION_PART}$`);
const HAS_LETTER = /[a-z]/;
/**
 * The North American plan's own layout: area code and exchange both starting 2–9, grouped 3-3-4
 * with separators or with the area code in parentheses, optionally led by 1, +1 or 001. Numbers in
 * this layout that libphonenumber finds possible but not assigned (an unassigned area code, the
 * 555 exchange of fiction and test data) are still written as phone numbers.
 */
const NANP_LAYOUT = /^(?:(?:\+1|001|1)[ \-.]?)?(?:\([2-9]\d\d\)[ ]?|[2-9]\d\d[ \-.])[2-9]\d\d[-. ]\d{4}$/;
/** Seven digits with at most single separators between them: the least any phone number has. */
const SEVEN_DIGITS = /\d(?:[ \-.)(/]{0,2}\d){6}/;
const IPV4_LIKE = /^\d{1,3}(?:\.\d{1,3}){3}$/;
const DATE_LIKE = /^(?:\d{4}([-./])\d{1,2}\1\d{1,2}|\d{1,2}([-./])\d{1,2}\2(?:\d{4}|\d{2}))$/;
const THOUSANDS = /^\d{1,3}(?:\.\d{3})+$/;
/** One dot and nothing else: a decimal number (dotted phone formats have two dots or more). */
const DECIMAL = /^\d+\.\d+$/;
const SEPARATED = /[ \u00A0\-./()]/;

/**
 * Entity types whose spans a phone candidate must not overlap: their recognizers are stricter
 * (checksums, exact shapes). Only candidates the engine passes in `patternCandidates` are seen.
 */
const BLOCKING = new Set(['CREDIT_CARD', 'IBAN_CODE', 'IP_ADDRESS', 'MAC_ADDRESS', 'CRYPTO', 'EMAIL_ADDRESS', 'URL']);

function valid(text: string, region?: CountryCode): PhoneNumber | undefined {
  try {
    return parsePhoneNumberFromString(text, region ? { defaultCountry: region, extract: false } : { extract: false });
  } catch {
    return undefined;
  }
}

interface Verdict {
  score: number;
  form: string;
  validation: string;
  /** Only reported with a phone word nearby. */
  needsContext?: boolean;
}

/**
 * Regions whose national format always keeps the trunk prefix 0: a number written without it is
 * not theirs, which saves a libphonenumber parse (~10 µs) per region skipped. Conversely a US/CA
 * national number never starts with 0.
 */
const TRUNK_ZERO = new Set<CountryCode>(['GB', 'AU', 'DE', 'FR', 'NL']);
function plausible(region: CountryCode, digits: string): boolean {
  const zero = digits.startsWith('0');
  if (region === 'US') return !zero;
  return zero || !TRUNK_ZERO.has(region);
}

function judge(run: string, digits: string, regions: readonly CountryCode[]): Verdict | null {
  const formatted = SEPARATED.test(run);
  if (run.startsWith('+') || digits.startsWith('00')) {
    const idd = !run.startsWith('+');
    if (idd && digits.startsWith('000')) return null;
    const phone = valid(idd ? `+${digits.slice(2)}` : run);
    if (!phone) return null;
    const where = phone.country ?? `+${phone.countryCallingCode}`;
    if (phone.isValid()) return { score: idd ? 0.75 : 0.8, form: idd ? 'international (00)' : 'international', validation: `libphonenumber: valid number for ${where}` };
    if (phone.isPossible()) {
      const laidOut = idd && phone.countryCallingCode === '1' && NANP_LAYOUT.test(run);
      return { score: idd && !laidOut ? 0.3 : 0.4, form: idd ? 'international (00)' : 'international', validation: `libphonenumber: possible number for ${where}`, needsContext: idd && !laidOut };
    }
    return null;
  }
  let possible: CountryCode | undefined;
  for (const region of regions) {
    if (!plausible(region, digits)) continue;
    const phone = valid(run, region);
    if (!phone) continue;
    if (phone.isValid()) {
      return {
        score: formatted ? 0.65 : 0.4,
        form: formatted ? 'national' : 'national, unformatted',
        validation: `libphonenumber: valid number for ${phone.country ?? region}`,
      };
    }
    if (!possible && formatted && phone.isPossible()) possible = region;
  }
  if (possible === 'US' && NANP_LAYOUT.test(run)) return { score: 0.4, form: 'national, North American layout', validation: 'libphonenumber: possible number for US' };
  // A national number of another supported language's country, written in text of this one (a
  // Dutch mobile "06 9283 7632" or a Brazilian "(46) 2844-8584" in an English letter): valid numbers
  // only, and a bare digit run (the shape of ids) only next to a phone word. Only numbers written
  // with a trunk 0 or an area code in parentheses, and at least nine digits: without either, nine
  // or ten digits are valid somewhere (Italy, Poland, Spain) far too often, and shorter German
  // landlines look like the codes and expiry dates of forms ("exp 04706/27"). Tried before settling
  // for a number the language's own regions find merely possible.
  if (digits.length >= 9 && (digits.startsWith('0') || run.startsWith('('))) for (const region of FOREIGN_REGIONS) {
    if (regions.includes(region) || !plausible(region, digits)) continue;
    const phone = valid(run, region);
    if (phone?.isValid()) {
      return formatted
        ? { score: 0.5, form: 'national, other region', validation: `libphonenumber: valid number for ${phone.country ?? region}` }
        : { score: 0.35, form: 'national, other region, unformatted', validation: `libphonenumber: valid number for ${phone.country ?? region}`, needsContext: true };
    }
  }
  if (possible) return { score: 0.3, form: 'national', validation: `libphonenumber: possible number for ${possible}`, needsContext: true };
  // National shapes distinctive enough to try whatever the language: Chinese mobiles (11 digits,
  // 1[3-9]…) and Israeli numbers written with the area code and a dash (03-1234567, 054-1234567).
  for (const [shape, region] of DISTINCT_NATIONAL) {
    if (regions.includes(region) || !shape.test(run)) continue;
    const phone = valid(run, region);
    if (phone?.isValid()) return { score: formatted ? 0.6 : 0.45, form: 'national', validation: `libphonenumber: valid number for ${region}` };
  }
  return null;
}

/** Regions of the fully supported languages, tried for national numbers the language's own regions reject. */
const FOREIGN_REGIONS: readonly CountryCode[] = ['US', 'GB', 'DE', 'FR', 'NL', 'BR', 'ES', 'IT', 'PT', 'PL'];

const DISTINCT_NATIONAL: readonly [RegExp, CountryCode][] = [
  [/^1[3-9]\d(?:[ -]?\d{4}){2}$/, 'CN'],
  [/^0(?:[2-489]|5\d|7\d)-\d{7}$/, 'IL'],
];

/**
 * libphonenumber verdicts for recently seen runs: the same numbers recur (signatures, hotlines,
 * re-sent documents) and a parse costs far more than the rest of this recognizer. Bounded; cleared
 * when full rather than tracking recency, which is cheaper and good enough for a hit-rate cache.
 */
const VERDICTS = new Map<string, Verdict | null>();
const VERDICT_CACHE_SIZE = 4096;
function cachedJudge(run: string, digits: string, language: Language): Verdict | null {
  const key = `${language}|${run}`;
  const hit = VERDICTS.get(key);
  if (hit !== undefined) return hit;
  const verdict = judge(run, digits, PHONE_REGIONS[language]);
  if (VERDICTS.size >= VERDICT_CACHE_SIZE) VERDICTS.clear();
  VERDICTS.set(key, verdict);
  return verdict;
}

function blocked(start: number, end: number, others: readonly Candidate[]): boolean {
  for (const c of others) if (c.start < end && start < c.end && BLOCKING.has(c.entity)) return true;
  return false;
}

function phoneCandidate(start: number, end: number, verdict: Verdict): Candidate {
  return { entity: 'PHONE_NUMBER', start, end, score: verdict.score, baseScore: verdict.score, recognizer: 'PhoneRecognizer', pattern: verdict.form, validation: verdict.validation };
}

/** A run too long for one number, split at a space into two valid numbers, or nothing. */
function splitPair(run: string, offset: number, doc: AnalysisDocument): Candidate[] {
  for (let at = run.indexOf(' '); at > 0; at = run.indexOf(' ', at + 1)) {
    const left = run.slice(0, at);
    const right = run.slice(at + 1);
    const leftDigits = left.replace(/\D/g, '');
    const rightDigits = right.replace(/\D/g, '');
    if (leftDigits.length < 7 || rightDigits.length < 7 || leftDigits.length > 15 || rightDigits.length > 15) continue;
    const a = cachedJudge(left, leftDigits, doc.language);
    const b = a && !a.needsContext ? cachedJudge(right, rightDigits, doc.language) : null;
    if (a && b && !b.needsContext) return [phoneCandidate(offset, offset + at, a), phoneCandidate(offset + at + 1, offset + run.length, b)];
  }
  return [];
}

export const phoneRecognizer: CustomRecognizer = {
  kind: 'custom',
  name: 'PhoneRecognizer',
  languages: 'all',
  entities: [{ entity_type: 'PHONE_NUMBER', description: 'Telephone number (international and national formats, libphonenumber-validated)', category: 'contact', detection: 'pattern+checksum' }],
  context: PHONE_CONTEXT,
  analyze(doc: AnalysisDocument): Candidate[] {
    const { text } = doc;
    const out: Candidate[] = [];
    if (!SEVEN_DIGITS.test(text)) return out;
    // exec on the module's regex, not matchAll (which clones it per call); nothing below uses RUN.
    RUN.lastIndex = 0;
    let m: RegExpExecArray | null;
    while ((m = RUN.exec(text)) !== null) {
      const extension = HAS_LETTER.test(m[0]) ? EXTENSION.exec(m[0]) : null;
      const run = extension ? m[0].slice(0, extension.index) : m[0];
      const digits = run.replace(/\D/g, '');
      if (digits.length > 15 && digits.length <= 30) {
        // Two numbers side by side with only a space between ("555 123 4567 555 987 6543").
        for (const c of splitPair(run, m.index, doc)) out.push(c);
        continue;
      }
      if (digits.length < 7 || digits.length > (digits.startsWith('00') ? 17 : 15)) continue;
      if (IPV4_LIKE.test(run) || DATE_LIKE.test(run) || THOUSANDS.test(run) || DECIMAL.test(run)) continue;
      if (digits.length >= 13 && !run.startsWith('+') && cardNumberValid(digits)) continue;
      const start = m.index;
      const end = start + m[0].length;
      if (blocked(start, end, doc.patternCandidates)) continue;
      const verdict = cachedJudge(run, digits, doc.language);
      if (!verdict) continue;
      if (verdict.needsContext && contextNear(text, start, end, PHONE_CONTEXT_INDEX).length === 0) continue;
      out.push(phoneCandidate(start, end, verdict));
    }
    return out;
  },
  warmUp(): void {
    valid('+14155552671')?.isValid();
  },
};
