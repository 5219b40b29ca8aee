import { boostedScore } from '../../context.ts';
import type { AnalysisDocument, Candidate, CustomRecognizer } from '../../types.ts';
import { contextIndex, contextNear } from './context-gate.ts';
import { addWordDates, joinDateParts, yearAfterPreposition } from './date-words.ts';

/**
 * Dates and times in explicit forms (the forms in words — weekdays, relative dates, "in March",
 * "since 2004" — and the joining of date and time parts are in date-words.ts): ISO 8601, numeric day/month/year in either
 * order, month names in the eight supported languages, clock times. Scores follow how often each
 * shape really is a date: a full ISO timestamp almost always; "14:05" or "03/2021" often not
 * (scores, ratios, issue numbers), so those stay below 0.5. A calendar check drops impossible values
 * (month 13, 31 April, 29 February outside leap years). A month name alone ("May") is never
 * reported; bare years and m/yy only next to a date word ("born in 1985", "exp 03/25"), or with a
 * part of the year before them ("late 2003", "mid-2020", "the summer of 2015", "Q3 2021", "Anfang
 * 2020", "finales de 2019"); decades always ("the 1990s").
 *
 * Every form contains a digit, so the scan visits digit runs only and tries anchored (sticky)
 * expressions there; a month name is looked up in a map when it stands right before a run. That
 * keeps prose without dates nearly free — a plain regex per form with a 150-name month alternation
 * cost ~10x more. Offsets are UTF-16.
 */

/** [month, full names, abbreviations] — lower case; abbreviations of other languages need a day and a year. */
const MONTHS: readonly (readonly [number, string, string])[] = [
  [1, 'january januar jänner enero janvier gennaio januari janeiro styczeń stycznia', 'jan janv ene gen sty'],
  [2, 'february februar febrero février fevrier febbraio februari fevereiro luty lutego', 'feb febr févr fév fev lut'],
  [3, 'march märz marzo mars maart março marzec marca', 'mar mär mrz mrt'],
  [4, 'april abril avril aprile kwiecień kwietnia', 'apr abr avr kwi'],
  [5, 'may mai mayo maggio mei maio maj maja', 'mag'],
  [6, 'june juni junio juin giugno junho czerwiec czerwca', 'jun giu cze'],
  [7, 'july juli julio juillet luglio julho lipiec lipca', 'jul juil lug lip'],
  [8, 'august agosto août aout augustus sierpień sierpnia', 'aug ago sie'],
  [9, 'september septiembre setiembre septembre settembre setembro wrzesień września', 'sep sept set wrz'],
  [10, 'october oktober octubre octobre ottobre outubro październik października', 'oct okt ott out paź'],
  [11, 'november noviembre novembre novembro listopad listopada', 'nov lis'],
  [12, 'december dezember diciembre décembre decembre dicembre dezembro grudzień grudnia', 'dec dez dic déc gru'],
];
/** English abbreviations stand alone in dates ("Mar 3"); other languages' ones clash with words (set, out, sie). */
const ENGLISH_ABBREVIATIONS = new Set(['jan', 'feb', 'mar', 'apr', 'jun', 'jul', 'aug', 'sep', 'sept', 'oct', 'nov', 'dec']);
/** Month names that are also everyday English words: without a year they count only capitalised. */
const WORD_MONTHS = new Set(['may', 'march', 'august']);

interface MonthName {
  month: number;
  /** Usable without a full day-month-year context. */
  standalone: boolean;
}
const MONTH_NAMES = new Map<string, MonthName>();
/** Full month names: a dot after one is punctuation, not an abbreviation's. */
const FULL_MONTH_NAMES = new Set(MONTHS.flatMap(([, full]) => full.split(' ')));
for (const [month, full, abbr] of MONTHS) {
  for (const name of full.split(' ')) MONTH_NAMES.set(name, { month, standalone: true });
  for (const name of abbr.split(' ')) MONTH_NAMES.set(name, { month, standalone: ENGLISH_ABBREVIATIONS.has(name) });
}

/** A regex alternation shaped as a trie, so matching one position costs a few character tests, not one per name. */
function trie(words: Iterable<string>): string {
  interface Node {
    end: boolean;
    next: Map<string, Node>;
  }
  const root: Node = { end: false, next: new Map() };
  for (const word of words) {
    let node = root;
    for (const ch of word) {
      let child = node.next.get(ch);
      if (!child) node.next.set(ch, (child = { end: false, next: new Map() }));
      node = child;
    }
    node.end = true;
  }
  const emit = (node: Node): string => {
    const branches = [...node.next].map(([ch, child]) => ch + emit(child));
    if (branches.length === 0) return '';
    const body = branches.length === 1 ? branches[0]! : `(?:${branches.join('|')})`;
    return node.end ? `(?:${body})?` : body;
  };
  return emit(root);
}

const MONTH = `(?:${trie(MONTH_NAMES.keys())})\\.?`;
const D2 = String.raw`(?:0?[1-9]|[12]\d|3[01])`;
const M2 = String.raw`(?:0?[1-9]|1[0-2])`;
const DAY = String.raw`(?:0?[1-9]|[12]\d|3[01])(?!\d|[.:]\d)`;
const YEAR = String.raw`(?:1[6-9]|20|21)\d{2}(?!\d)`;
const YEAR_LINK = String.raw`(?:,?\s+(?:de\s+|del\s+)?)`;
const NUM_AFTER = String.raw`(?![\w]|[.\/:-]\d)`;
// "a.m." keeps its final dot; in "am." the dot ends the sentence.
const AMPM = String.raw`\s?(?:[aApP]\.[mM]\.|[aApP][mM])(?![\p{L}\p{N}])`;
const NOT_LETTER = String.raw`(?![\p{L}\p{N}])`;
/** " am" then a capitalised word: the German preposition ("am Bahnhof", "am Montag"). */
const GERMAN_AM = /^ am \p{Lu}/u;

/** All numeric forms, tried at the start of a digit run; the named group tells which one matched. */
const NUMERIC = new RegExp(
  [
    String.raw`(?<iso>\d{4}-${M2}-${D2}[T ](?:[01]\d|2[0-3]):[0-5]\d(?::[0-5]\d(?:[.,]\d{1,9})?)?(?:\s?Z|\s?[+-](?:[01]\d|2[0-3]):?[0-5]\d)?)(?![\w+]|:(?!\s|$)|[.,]\d)`,
    String.raw`(?<ymd>${YEAR}(?<s1>[-/.])${M2}\k<s1>${D2})${NUM_AFTER}`,
    String.raw`(?<dmy>${D2}(?<s2>[-/.])${D2}\k<s2>${YEAR})${NUM_AFTER}`,
    // Two-digit years: "12/03/21" is usually a date; with dots only zero-padded, since "1.2.21" is a version.
    String.raw`(?<dmy2>${D2}(?<s3>[-/])${D2}\k<s3>\d{2}|\d{2}\.\d{2}\.\d{2})${NUM_AFTER}`,
    String.raw`(?<my>(?:${M2}\/|(?:0[1-9]|1[0-2])\.)${YEAR})${NUM_AFTER}`,
    String.raw`(?<tampm>(?:1[0-2]|0?[1-9])(?::[0-5]\d){1,2}${AMPM})`,
    String.raw`(?<thms>(?:[01]?\d|2[0-3]):[0-5]\d:[0-5]\d(?:[.,]\d{1,6})?)(?!\w|:(?!\s|$)|[.,]\d)`,
    String.raw`(?<th>(?:[01]?\d|2[0-3])h[0-5]\d)(?!\w)`,
    String.raw`(?<thm>(?:[01]?\d|2[0-3]):[0-5]\d)(?!\w|:(?!\s|$)|[.,]\d)`,
    String.raw`(?<hampm>(?:1[0-2]|0?[1-9])${AMPM})`,
    String.raw`(?<mmyy>${M2}\/\d{2})${NUM_AFTER}`,
    String.raw`(?<decade>(?:19|20)\d0['’]?s)(?![\w'’])`,
    String.raw`(?<year>(?:19|20)\d{2})(?![\w]|[.,\/:-]\d)`,
  ].join('|'),
  'uy',
);

/** "3 March 2021", "3. März", "3rd of March", "le 3 mars", "3 de marzo de 2021", "03-Mar-2021". */
const DAY_FIRST = new RegExp(
  String.raw`(?<d>${DAY})(?:st|nd|rd|th|er|e|º|ª|°)?\.?\s*(?:of\s+|de\s+)?(?<m>${MONTH})(?:${YEAR_LINK}(?<y>${YEAR}))?${NOT_LETTER}` +
    String.raw`|(?<dd>${D2})(?<sep>[-/])(?<mm>${MONTH})\k<sep>(?<yy>${YEAR}|\d{2}(?!\d))${NOT_LETTER}`,
  'iuy',
);

/** "March 3, 2021", "Mar. 3rd", "March 2021", "marzo de 2021" — tried from a month name just before a digit run. */
const MONTH_FIRST = new RegExp(
  String.raw`(?<m>${MONTH})(?:\s+(?<d>${DAY})(?:st|nd|rd|th)?(?:(?:,\s*|\s+)(?<y>${YEAR}))?|${YEAR_LINK}(?<y2>${YEAR}))${NOT_LETTER}`,
  'iuy',
);

const DAYS_IN_MONTH = [31, 29, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];
function dateExists(day: number, month: number, year?: number): boolean {
  if (month < 1 || month > 12 || day < 1) return false;
  if (month === 2 && day === 29 && year !== undefined) return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
  return day <= DAYS_IN_MONTH[month - 1]!;
}

const SCORES = {
  iso: 0.95,
  ymd: 0.85,
  dmy: 0.75,
  dmy2: 0.5,
  my: 0.45,
  tampm: 0.7,
  thms: 0.6,
  th: 0.5,
  thm: 0.4, // also a score, a ratio or a verse
  hampm: 0.6,
  mmyy: 0.2,
  year: 0.3,
  decade: 0.6,
  partOfYear: 0.6,
  dayMonthYear: 0.85,
  dayMonYearDashed: 0.8,
  dayMonth: 0.6,
  monthYear: 0.6,
} as const;
type Form = keyof typeof SCORES;
const NUMERIC_FORMS: readonly Form[] = ['iso', 'ymd', 'dmy', 'dmy2', 'my', 'tampm', 'thms', 'th', 'thm', 'hampm', 'mmyy', 'decade', 'year'];
/** Reported only with one of PARTIAL_CONTEXT nearby. */
const GATED = new Set<Form>(['mmyy', 'year']);

// Not 'data' (it/pt/pl for date, but English for data) nor 'nato' (NATO): they would lift far more than dates.
export const DATE_CONTEXT: readonly string[] = [
  'date', 'dob', 'born', 'birth', 'birthday', 'birthdate', 'appointment', 'deadline', 'expires', 'expiry', 'due', 'dated',
  'datum', 'geboren', 'geburtsdatum', 'fecha', 'nacimiento', 'nacido', 'naissance', 'né', 'née', 'nascita', 'geboortedatum',
  'nascimento', 'urodzenia', 'urodzony', 'urodzona',
];
const PARTIAL_CONTEXT: readonly string[] = [
  ...DATE_CONTEXT, 'exp', 'expiration', 'valid', 'thru', 'until', 'since', 'year', 'graduated', 'married', 'died',
  'ablauf', 'gültig', 'caducidad', 'vencimiento', 'scadenza', 'geldig', 'validade', 'ważna', 'seit', 'desde', 'depuis', 'sinds', 'jahr', 'año', 'année', 'anno', 'jaar', 'ano', 'rok', 'roku',
];

const PARTIAL_CONTEXT_INDEX = contextIndex(PARTIAL_CONTEXT);

function isDigit(code: number): boolean {
  return code >= 48 && code <= 57;
}
const LETTER = /\p{L}/u;
function isWordChar(code: number, ch: string): boolean {
  return isDigit(code) || (code >= 65 && code <= 90) || (code >= 97 && code <= 122) || code === 95 || (code > 127 && /[\p{L}\p{N}]/u.test(ch));
}

/** A digit run can start a date unless it continues a token: "v2", "1.5", "a/12", "10:30" (inside), "1,250". */
function canStart(text: string, i: number): boolean {
  if (i === 0) return true;
  const prev = text.charCodeAt(i - 1);
  if (prev === 45 && yearPartBefore(text, i) >= 0) return true; // "mid-2020"
  if (isWordChar(prev, text[i - 1]!) || prev === 46 || prev === 58 || prev === 47 || prev === 45) return false;
  return !(prev === 44 && i >= 2 && isDigit(text.charCodeAt(i - 2)));
}

function isSpace(code: number): boolean {
  return code === 32 || code === 160 || code === 9 || code === 10 || code === 13;
}
function isLetter(code: number, ch: string): boolean {
  return (code >= 65 && code <= 90) || (code >= 97 && code <= 122) || (code > 127 && LETTER.test(ch));
}

/** Start of a month name right before position `i` ("March 3", "Mar. 3", "marzo de 2021"), or -1. */
function monthBefore(text: string, i: number): number {
  let j = i;
  while (j > 0 && isSpace(text.charCodeAt(j - 1))) j--;
  if (j === i) return -1;
  // "marzo de 2021", "marzo del 2021": step over the linking word
  const link = (text.charCodeAt(j - 1) | 32) === 108 ? 3 : 2; // "del" ends in l
  if (j > link + 1 && /^del?$/i.test(text.slice(j - link, j)) && isSpace(text.charCodeAt(j - link - 1))) {
    j -= link;
    while (j > 0 && isSpace(text.charCodeAt(j - 1))) j--;
  }
  const c = text.charCodeAt(j - 1);
  if (c === 44 || c === 46) j--;
  const end = j;
  while (j > 0 && isLetter(text.charCodeAt(j - 1), text[j - 1]!)) j--;
  if (end - j < 3 || end - j > 12 || (j > 0 && isWordChar(text.charCodeAt(j - 1), text[j - 1]!))) return -1;
  return MONTH_NAMES.has(text.slice(j, end).toLowerCase()) ? j : -1;
}

/**
 * Words for a part of a year, before the year: "early", "late", "mid", "the end of", "the summer of",
 * "Q3", and the same in the other supported languages ("Anfang", "Ende", "début", "finales de",
 * "início de", "eind", "inizio", "Frühjahr", "été", "verano", "zomer", "verão").
 */
const YEAR_PARTS = new Set(
  (
    'early late mid end start beginning middle spring summer autumn fall winter ' +
    'anfang ende mitte frühjahr frühling sommer herbst winter ' +
    'début fin printemps été automne hiver ' +
    'principios comienzos finales mediados primavera verano otoño invierno ' +
    'inizio fine metà estate autunno inverno ' +
    'begin eind midden voorjaar lente zomer najaar herfst ' +
    'início inicio fim meados verão outono inverno'
  ).split(' '),
);
/** Words between a part of the year and the year: "the end of 2019", "finales de 2019". */
const YEAR_PART_LINKS = new Set(['of', 'de', 'del', 'di', 'van', 'des', 'du', 'do', 'da']);
/** Articles before such a part that belong to the date: "the summer of 2015". */
const YEAR_PART_ARTICLES = new Set(['the']);
const QUARTER = /^[QH][1-4]$/;
const NEED_OF = new Set(['end', 'start', 'beginning', 'middle']);

/**
 * Start of the part-of-year words right before the year at `yearStart` ("late 2003", "mid-2020",
 * "the summer of 2015", "Q3 2021"), or -1. Words are read backwards over spaces (one "-" for "mid-").
 */
function yearPartBefore(text: string, yearStart: number): number {
  const glued = yearStart > 0 && text.charCodeAt(yearStart - 1) === 45;
  const word = wordEndingAt(text, glued ? yearStart - 1 : yearStart, !glued);
  if (word === null) return -1;
  const lower = word.text.toLowerCase();
  if (glued) return lower === 'mid' ? word.start : -1;
  if (QUARTER.test(word.text)) return word.start;
  const linked = YEAR_PART_LINKS.has(lower);
  const part = linked ? wordEndingAt(text, word.start, true) : word;
  if (part === null || !YEAR_PARTS.has(part.text.toLowerCase())) return -1;
  // English nouns for the ends of a year need "of": "the end of 2019", not "end 2019".
  if (!linked && NEED_OF.has(part.text.toLowerCase())) return -1;
  return withArticle(text, part.start);
}

/** `start`, or the start of "the" right before it: "the summer of 2015", "the 1990s". */
function withArticle(text: string, start: number): number {
  const article = wordEndingAt(text, start, true);
  return article !== null && YEAR_PART_ARTICLES.has(article.text.toLowerCase()) ? article.start : start;
}

/** The word of letters and digits ending at `end` (after spaces when `spaced`), or null. */
function wordEndingAt(text: string, end: number, spaced: boolean): { start: number; text: string } | null {
  let e = end;
  if (spaced) {
    while (e > 0 && (text.charCodeAt(e - 1) === 32 || text.charCodeAt(e - 1) === 160)) e--;
    if (e === end) return null;
  }
  let s = e;
  while (s > 0 && e - s < 16 && isWordChar(text.charCodeAt(s - 1), text[s - 1]!)) s--;
  if (s === e || (s > 0 && isWordChar(text.charCodeAt(s - 1), text[s - 1]!))) return null;
  return { start: s, text: text.slice(s, e) };
}

interface Found {
  start: number;
  end: number;
  /** null: a date shape that fails the calendar check — skipped whole, so no fragment of it is reported. */
  form: Form | null;
}

/**
 * Month-name forms: the form; null when the day cannot exist in that month; undefined when the
 * parts do not make a date on their own (a foreign abbreviation without day and year, "may 5").
 */
function monthForm(name: string, day: string | undefined, year: string | undefined, dashed: boolean): Form | null | undefined {
  const bare = name.endsWith('.') ? name.slice(0, -1) : name;
  const info = MONTH_NAMES.get(bare.toLowerCase());
  if (!info) return undefined;
  if (day !== undefined && !dateExists(Number(day), info.month, year !== undefined && year.length === 4 ? Number(year) : undefined)) return null;
  if (day !== undefined && year !== undefined) return dashed ? 'dayMonYearDashed' : 'dayMonthYear';
  if (!info.standalone) return undefined;
  if (year === undefined && WORD_MONTHS.has(bare)) return undefined; // lower-case "may", "march": the modal, the verb
  return day !== undefined ? 'dayMonth' : year !== undefined ? 'monthYear' : undefined;
}

/** The digit groups of a numeric date, in order ("12/03/2021" → [12, 3, 2021]). */
function numbers(value: string, count: number): number[] {
  const out: number[] = [];
  let n = -1;
  for (let i = 0; i < value.length && out.length < count; i++) {
    const c = value.charCodeAt(i);
    if (isDigit(c)) n = (n < 0 ? 0 : n * 10) + (c - 48);
    else if (n >= 0) {
      out.push(n);
      n = -1;
    }
  }
  if (n >= 0 && out.length < count) out.push(n);
  return out;
}

function numericValid(form: Form, value: string): boolean {
  switch (form) {
    case 'iso':
    case 'ymd': {
      const [year, month, day] = numbers(value, 3);
      return dateExists(day!, month!, year);
    }
    case 'dmy':
    case 'dmy2': {
      const [a, b, y] = numbers(value, 3);
      // Day-first and month-first are both in use; one reading that exists is enough.
      const year = form === 'dmy' ? y : undefined;
      return dateExists(a!, b!, year) || dateExists(b!, a!, year);
    }
    default:
      return true; // hours, minutes and months are bounded by the expressions themselves
  }
}

/** Characters after a digit run that some numeric form continues with ("-", "/", ".", ":", "h", " pm", "pm"). */
function numericMayFollow(text: string, start: number, end: number): boolean {
  const next = text.charCodeAt(end);
  if (next === 45 || next === 47 || next === 46 || next === 58 || next === 104) return true;
  const length = end - start;
  if (length <= 2 && (next === 32 || next === 97 || next === 112 || next === 65 || next === 80)) return true;
  return length === 4 && (text.startsWith('19', start) || text.startsWith('20', start));
}

/** A day number followed by a space, an ordinal suffix, a dot or a dash/slash and a month. */
function dayMayFollow(text: string, start: number, end: number): boolean {
  if (end - start > 2) return false;
  const next = text.charCodeAt(end);
  return next === 32 || next === 160 || next === 46 || next === 45 || next === 47 || next > 127 || (next >= 97 && next <= 122);
}

function matchAt(text: string, start: number, end: number): Found | null {
  const prev = start > 0 ? text.charCodeAt(start - 1) : 0;
  const monthStart = prev === 32 || prev === 160 ? monthBefore(text, start) : -1;
  if (monthStart >= 0) {
    MONTH_FIRST.lastIndex = monthStart;
    const m = MONTH_FIRST.exec(text);
    if (m?.groups) {
      const form = monthForm(m.groups.m!, m.groups.d, m.groups.y ?? m.groups.y2, false);
      if (form !== undefined) return { start: monthStart, end: monthStart + m[0].length, form };
    }
  }
  if (!canStart(text, start)) return null;
  if (numericMayFollow(text, start, end)) {
    NUMERIC.lastIndex = start;
    const n = NUMERIC.exec(text);
    if (n?.groups) {
      for (const form of NUMERIC_FORMS) {
        const value = n.groups[form];
        if (value !== undefined) return { start, end: start + value.length, form: numericValid(form, value) ? form : null };
      }
    }
  }
  if (dayMayFollow(text, start, end)) {
    DAY_FIRST.lastIndex = start;
    const d = DAY_FIRST.exec(text);
    if (d?.groups) {
      const g = d.groups;
      const form = g.d !== undefined ? monthForm(g.m!, g.d, g.y, false) : monthForm(g.mm!, g.dd, g.yy, true);
      // "on Monday 5th June." — the dot after a month's full name ends the sentence.
      const sentenceDot = g.y === undefined && g.m !== undefined && g.m.endsWith('.') && FULL_MONTH_NAMES.has(g.m.slice(0, -1).toLowerCase());
      if (form !== undefined) return { start, end: start + d[0].length - (sentenceDot ? 1 : 0), form };
    }
  }
  return null;
}

export const dateTimeRecognizer: CustomRecognizer = {
  kind: 'custom',
  name: 'DateTimeRecognizer',
  languages: 'all',
  entities: [{ entity_type: 'DATE_TIME', description: 'Date or time of day: numeric, ISO 8601, month names, clock times, weekdays, relative dates ("next Tuesday", "tomorrow", "3 days ago"), years after a preposition ("since 2004") or a part of the year ("late 2003", "Q3 2021"), decades ("the 1990s"); date and time as one span ("next Wednesday at 3pm"). en/de/es/fr/it/nl/pt/pl', category: 'temporal', detection: 'pattern' }],
  context: DATE_CONTEXT,
  analyze(doc: AnalysisDocument): Candidate[] {
    const { text } = doc;
    const out: Candidate[] = [];
    let i = 0;
    for (;;) {
      // The next digit: a character loop (the regex call cost more than the scan on short texts).
      while (i < text.length && !isDigit(text.charCodeAt(i))) i++;
      if (i >= text.length) break;
      let runEnd = i + 1;
      while (runEnd < text.length && isDigit(text.charCodeAt(runEnd))) runEnd++;
      const found = matchAt(text, i, runEnd);
      if (!found) {
        i = runEnd;
        continue;
      }
      i = found.end;
      if (!found.form) continue;
      let { start, end, form } = found;
      // German "um 10:30 am Bahnhof", "ab 10 am Montag": "am" before a noun is "an dem", not a.m.
      if ((form === 'tampm' || form === 'hampm') && doc.language === 'de' && GERMAN_AM.test(text.slice(end - 3, end + 2))) {
        if (form === 'hampm') continue;
        end -= 3;
        form = text.slice(start, end).split(':').length === 3 ? 'thms' : 'thm';
      }
      // "late 2003", "mid-2020", "the summer of 2015", "Q3 2021", "Anfang 2020": the part of the year makes it a date.
      const partStart = form === 'year' || form === 'decade' ? yearPartBefore(text, start) : -1;
      if (partStart >= 0) {
        start = partStart;
        form = 'partOfYear';
      } else if (form === 'decade') start = withArticle(text, start); // "the 1990s", as "the summer of 2015"
      const base = SCORES[form];
      const candidate: Candidate = { entity: 'DATE_TIME', start, end, score: base, baseScore: base, recognizer: 'DateTimeRecognizer', pattern: form };
      if (GATED.has(form)) {
        const words = contextNear(text, start, end, PARTIAL_CONTEXT_INDEX);
        if (words.length === 0 && form === 'year' && yearAfterPreposition(text, start, end)) words.push(text.slice(text.lastIndexOf(' ', start - 2) + 1, start - 1));
        if (words.length === 0) continue;
        candidate.score = boostedScore(base, 0.5);
        candidate.contextWords = words;
        candidate.contextApplied = true;
      }
      out.push(candidate);
    }
    // Weekdays, relative dates, months after a preposition; then "next Wednesday" + "at 3pm" as one span.
    addWordDates(text, doc.language, out);
    return joinDateParts(text, out);
  },
  warmUp(): void {
    // Compiles the three large expressions now rather than on the first request.
    this.analyze({ text: 'March 3, 2021 · 3 March 2021 · 2021-03-04T10:30:00Z', language: 'en', patternCandidates: [] });
  },
};
