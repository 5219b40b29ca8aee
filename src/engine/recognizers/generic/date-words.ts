/**
 * Dates written in words, for the date recognizer (date.ts), in en, de, es, fr, it, nl, pt and pl
 * (English words count in every language):
 * - weekdays: "Wednesday", "on Friday", "next Tuesday", "last Friday", "lundi prochain", "w piątek";
 * - relative days: "tomorrow", "yesterday", "the day after tomorrow", "übermorgen", "pasado mañana"
 *   ("today" is not reported: it mostly means "nowadays" or the document's own date); a part of the
 *   day after a weekday or relative day belongs to it ("tomorrow morning", "Friday night", "demain matin");
 * - a week, month or year relative to now, below 0.5 (vague): "next week", "last month", "in two
 *   weeks", "3 days ago", "vor drei Tagen", "hace dos días", "il y a 3 jours", "tra due settimane",
 *   "over twee weken", "há dois dias", "za dwa tygodnie";
 * - a month after a preposition: "in March", "since June", "im März", "en marzo", "w marcu";
 * - a year after a preposition: "in 1998", "since 2004", "seit 1990", "desde 2004" (yearAfterPreposition).
 * Then DATE_TIME parts that belong together are joined: "next Wednesday at 3pm", "Monday, 3 March 2021",
 * "3 March 2021 at 14:30" (joinDateParts).
 *
 * Not dates: "May" or "March" without a preposition (a name, a verb), "Sunday Times", "Good Friday",
 * a weekday that is a capitalised name where weekdays are written in lower case ("Domingo"), bare
 * units ("a week", "two years" — durations), a four-digit number without a preposition.
 */
import type { Candidate, FULL_LANGUAGES, Language } from '../../types.ts';

interface Words {
  weekdays: string;
  /** Relative days: always dates. */
  days: string;
  /** Units of a relative date: need a modifier or a number phrase. */
  units: string;
  /** Full month names (and inflected forms) usable after a preposition. */
  months: string;
  /** Words after an hour that make it a time: "o'clock", "Uhr", "uur". */
  clock: string;
  /** Words before a weekday or unit that make it a date: "next", "nächsten", "el próximo". */
  before: string;
  /** Words after a weekday or unit: "prochain", "prossimo", "que viene", "ago" (also after a number phrase). */
  after: string;
  /** Words before a number + unit: "in", "vor", "hace", "il y a", "dans", "tra", "over", "há", "za". */
  numberBefore: string;
  /** Prepositions before a weekday, month or year: "on", "am", "el", "le", "op", "na", "w". */
  prepositions: string;
  /** Number words up to twelve and "a"/"an". */
  numbers: string;
  /** Weekdays written in lower case: a capitalised one mid-sentence is a name ("Domingo"). */
  lowerWeekdays: boolean;
  /**
   * Parts of the day that belong to a weekday or relative day before them: "Friday night", "demain
   * matin", "morgen früh". Alone ("this morning", "tonight") they are not reported: they say when
   * nothing happened in particular, and identify no one.
   */
  dayParts: string;
}

/** Word lists for the languages with names support; the pattern-only languages use the English ones. */
const WORDS: Record<(typeof FULL_LANGUAGES)[number], Words> = {
  en: {
    weekdays: 'monday tuesday wednesday thursday friday saturday sunday',
    days: 'tomorrow yesterday',
    units: 'day days week weeks weekend month months year years fortnight',
    months: 'january february march april may june july august september october november december',
    clock: "o'clock o’clock",
    before: 'next last this coming past previous following',
    after: 'ago later hence',
    numberBefore: 'in within',
    prepositions: 'on in since by until till before after from during early late mid end',
    numbers: 'a an one two three four five six seven eight nine ten eleven twelve',
    lowerWeekdays: false,
    dayParts: 'morning afternoon evening night',
  },
  de: {
    weekdays: 'montag dienstag mittwoch donnerstag freitag samstag sonnabend sonntag',
    days: 'morgen gestern übermorgen vorgestern',
    units: 'tag tagen tage woche wochen monat monaten monate jahr jahren jahre wochenende',
    months: 'januar jänner februar märz april mai juni juli august september oktober november dezember',
    clock: 'uhr',
    before: 'nächsten nächste nächstes kommenden kommende kommendes letzten letzte letztes vergangenen vergangene diesen diese dieses',
    after: 'später',
    numberBefore: 'in vor',
    prepositions: 'am im seit bis ab nach vor ende anfang mitte',
    numbers: 'einem einer einen zwei drei vier fünf sechs sieben acht neun zehn elf zwölf',
    lowerWeekdays: false,
    dayParts: 'abend nachmittag vormittag früh nacht',
  },
  es: {
    weekdays: 'lunes martes miércoles miercoles jueves viernes sábado sabado domingo',
    days: 'mañana ayer anteayer',
    units: 'día días dia dias semana semanas mes meses año años fin',
    months: 'enero febrero marzo abril mayo junio julio agosto septiembre setiembre octubre noviembre diciembre',
    clock: '',
    before: 'próximo próxima proximo proxima pasado pasada este esta',
    after: 'próximo próxima proximo proxima pasado pasada',
    numberBefore: 'hace dentro en',
    prepositions: 'el en desde hasta antes después',
    numbers: 'un una dos tres cuatro cinco seis siete ocho nueve diez once doce',
    lowerWeekdays: true,
    dayParts: '',
  },
  fr: {
    weekdays: 'lundi mardi mercredi jeudi vendredi samedi dimanche',
    days: 'demain hier après-demain avant-hier',
    units: 'jour jours semaine semaines mois an ans année années week-end',
    months: 'janvier février fevrier mars avril mai juin juillet août aout septembre octobre novembre décembre decembre',
    clock: '',
    before: 'ce cette',
    after: 'prochain prochaine dernier dernière',
    numberBefore: 'dans',
    prepositions: 'le en depuis avant après dès jusqu’en',
    numbers: 'un une deux trois quatre cinq six sept huit neuf dix onze douze',
    lowerWeekdays: true,
    dayParts: 'matin soir après-midi nuit',
  },
  it: {
    weekdays: 'lunedì martedì mercoledì giovedì venerdì sabato domenica lunedi martedi mercoledi giovedi venerdi',
    days: 'domani ieri dopodomani',
    units: 'giorno giorni settimana settimane mese mesi anno anni weekend',
    months: 'gennaio febbraio marzo aprile maggio giugno luglio agosto settembre ottobre novembre dicembre',
    clock: '',
    before: 'prossimo prossima scorso scorsa questo questa',
    after: 'prossimo prossima scorso scorsa fa',
    numberBefore: 'tra fra',
    prepositions: 'il nel dal fino entro di a',
    numbers: 'un una due tre quattro cinque sei sette otto nove dieci undici dodici',
    lowerWeekdays: true,
    dayParts: 'mattina sera pomeriggio notte',
  },
  nl: {
    weekdays: 'maandag dinsdag woensdag donderdag vrijdag zaterdag zondag',
    days: 'morgen gisteren overmorgen eergisteren',
    units: 'dag dagen week weken maand maanden jaar jaren weekend',
    months: 'januari februari maart april mei juni juli augustus september oktober november december',
    clock: 'uur',
    before: 'volgende volgend vorige vorig afgelopen komende deze dit',
    after: 'geleden',
    numberBefore: 'over binnen',
    prepositions: 'op in sinds tot vanaf voor na',
    numbers: 'een twee drie vier vijf zes zeven acht negen tien elf twaalf',
    lowerWeekdays: true,
    dayParts: 'ochtend middag avond nacht',
  },
  pt: {
    weekdays: 'segunda-feira terça-feira terca-feira quarta-feira quinta-feira sexta-feira sábado sabado domingo',
    days: 'amanhã ontem anteontem',
    units: 'dia dias semana semanas mês mes meses ano anos',
    months: 'janeiro fevereiro março marco abril maio junho julho agosto setembro outubro novembro dezembro',
    clock: '',
    before: 'próximo próxima proximo proxima último última ultimo ultima este esta',
    after: 'passado passada próximo próxima que',
    numberBefore: 'há ha daqui em',
    prepositions: 'na no em desde até antes depois',
    numbers: 'um uma dois duas três tres quatro cinco seis sete oito nove dez onze doze',
    lowerWeekdays: true,
    dayParts: '',
  },
  pl: {
    weekdays: 'poniedziałek poniedziałku wtorek wtorku środa środę środy czwartek czwartku piątek piątku sobota sobotę soboty niedziela niedzielę niedzieli',
    days: 'jutro wczoraj pojutrze przedwczoraj',
    units: 'dzień dni tydzień tygodniu tygodnie tygodni miesiąc miesiącu miesiące miesięcy rok roku lata lat',
    months: 'styczeń stycznia styczniu luty lutego lutym marzec marca marcu kwiecień kwietnia kwietniu maj maja maju czerwiec czerwca czerwcu lipiec lipca lipcu sierpień sierpnia sierpniu wrzesień września wrześniu październik października październiku listopad listopada listopadzie grudzień grudnia grudniu',
    clock: '',
    before: 'przyszły przyszłą przyszłym zeszły zeszłą zeszłym ostatni ostatnią ostatnim następny następną następnym ten tę tym',
    after: 'temu',
    numberBefore: 'za',
    prepositions: 'w we od do przed po',
    numbers: 'jeden jedna dwa dwie trzy cztery pięć sześć siedem osiem dziewięć dziesięć',
    lowerWeekdays: true,
    dayParts: '',
  },
};

type Kind = 'weekday' | 'day' | 'unit' | 'month' | 'clock';

interface Table {
  heads: Map<string, Kind>;
  before: Set<string>;
  after: Set<string>;
  numberBefore: Set<string>;
  prepositions: Set<string>;
  numbers: Set<string>;
  dayParts: Set<string>;
  lowerWeekdays: boolean;
  /** Bit L of lengths[c & 127]: some head word starts with a character of that code (lower-cased) and has length L. */
  lengths: Uint32Array;
}

const split = (s: string) => s.split(' ').filter((w) => w.length > 0);

function buildTable(language: Language): Table {
  const own = (WORDS as Partial<Record<Language, Words>>)[language] ?? WORDS.en;
  // English words count in every language (mixed text, English templates); the language's own win.
  const sources = own === WORDS.en ? [own] : [WORDS.en, own];
  const heads = new Map<string, Kind>();
  const sets = { before: new Set<string>(), after: new Set<string>(), numberBefore: new Set<string>(), prepositions: new Set<string>(), numbers: new Set<string>(), dayParts: new Set<string>() };
  for (const w of sources) {
    for (const [field, kind] of [['weekdays', 'weekday'], ['days', 'day'], ['units', 'unit'], ['months', 'month'], ['clock', 'clock']] as const) {
      for (const word of split(w[field])) heads.set(word, kind);
    }
    for (const key of Object.keys(sets) as (keyof typeof sets)[]) for (const word of split(w[key])) sets[key].add(word);
  }
  const lengths = new Uint32Array(128);
  for (const w of heads.keys()) lengths[w.charCodeAt(0) & 127]! |= 1 << Math.min(w.length, 31);
  // A non-ASCII first letter may be upper case ("Środa"): those words are always looked up.
  return { heads, ...sets, lowerWeekdays: own.lowerWeekdays, lengths };
}

const tables = new Map<Language, Table>();
function table(language: Language): Table {
  let t = tables.get(language);
  if (!t) tables.set(language, (t = buildTable(language)));
  return t;
}

/** The word (letters, digits, apostrophes, inner hyphens) ending right before `end` after spaces, or null. */
function wordBefore(text: string, end: number): { start: number; word: string } | null {
  let e = end;
  while (e > 0 && (text.charCodeAt(e - 1) === 32 || text.charCodeAt(e - 1) === 160)) e--;
  if (e === end) return null;
  let s = e;
  while (s > 0 && isWordCode(text.charCodeAt(s - 1))) s--;
  return s < e ? { start: s, word: text.slice(s, e) } : null;
}
/** The word right after `start` after spaces, or null. */
function wordAfter(text: string, start: number): { end: number; word: string } | null {
  let s = start;
  while (s < text.length && (text.charCodeAt(s) === 32 || text.charCodeAt(s) === 160)) s++;
  if (s === start) return null;
  let e = s;
  while (e < text.length && isWordCode(text.charCodeAt(e))) e++;
  return e > s ? { end: e, word: text.slice(s, e) } : null;
}

/** Capitalised words that make a weekday part of a name: "Sunday Times", "Good Friday", "Black Friday". */
const NAME_AFTER = new Set(['times', 'mirror', 'telegraph', 'express', 'post', 'herald', 'sport', 'people', 'night', 'school', 'league']);
const NAME_BEFORE = new Set(['good', 'black', 'ash', 'palm', 'easter', 'holy', 'maundy', 'cyber', 'super', 'bloody', 'man', 'girl', 'shrove', 'blue', 'great', 'his', 'her', 'my', 'our', 'their']);
/** "in the morning"-style uses of day words: "la mañana" (the morning), "de morgen" (nl: the morning), "this morning". */
const NOT_DAY_BEFORE = new Set(['la', 'esta', 'de', 'por', 'guten', 'good', 'the', 'heute', 'goede']);

function sentenceStart(text: string, i: number): boolean {
  let j = i;
  while (j > 0 && /\s/.test(text[j - 1]!)) j--;
  return j === 0 || /[.!?:\n"“«(¿¡]/.test(text[j - 1]!) || /\n/.test(text.slice(j, i));
}

function isNumber(t: Table, word: string): boolean {
  return /^\d{1,3}$/.test(word) || t.numbers.has(word.toLowerCase());
}

/**
 * "next week", "in two weeks", "3 days ago": dates, but vague ones that labelled sets often leave out;
 * below the usual 0.5 threshold, so they are redacted only when asked for with a lower one.
 */
const RELATIVE_SCORE = 0.4;

interface Span {
  start: number;
  end: number;
  score: number;
  pattern: string;
}

/** One head word at [s, e): the date span around it, or null. */
function around(text: string, t: Table, s: number, e: number, kind: Kind): Span | null {
  const word = text.slice(s, e);
  const lower = word.toLowerCase();
  const capital = word[0] !== lower[0];
  const prev = wordBefore(text, s);
  const prevLower = prev?.word.toLowerCase();
  const next = wordAfter(text, e);
  const nextLower = next?.word.toLowerCase();
  let start = s;
  let end = e;
  // Modifiers: "next Tuesday", "el próximo lunes" (two words back), "lundi prochain", "3 days ago".
  let modified = false;
  if (prev && prevLower !== undefined && t.before.has(prevLower)) {
    start = prev.start;
    modified = true;
    const prev2 = wordBefore(text, prev.start);
    if (prev2 && /^(?:the|el|la|le|il|lo|o|a|w|we|na|no|am|op)$/i.test(prev2.word) && kind !== 'month') start = prev2.start;
  }
  if (next && nextLower !== undefined && t.after.has(nextLower) && kind !== 'month') {
    end = next.end;
    modified = true;
    // "que viene" / "que vem": the relative clause is part of the date.
    if (nextLower === 'que') {
      const v = wordAfter(text, next.end);
      if (v && /^(?:viene|vem)$/i.test(v.word)) end = v.end;
      else end = e;
      modified = end > e;
    }
  }
  switch (kind) {
    case 'weekday': {
      if (prevLower !== undefined && NAME_BEFORE.has(prevLower) && !modified) return null;
      if (capital && nextLower !== undefined && NAME_AFTER.has(nextLower) && /^\p{Lu}/u.test(next!.word)) return null;
      // Where weekdays are written in lower case, a capitalised one mid-sentence is a name.
      const ownWeekday = t.lowerWeekdays && !WORDS.en.weekdays.includes(lower);
      if (ownWeekday && capital && !modified && !sentenceStart(text, s) && !(prevLower !== undefined && t.prepositions.has(prevLower))) return null;
      const anchored = modified || (prevLower !== undefined && t.prepositions.has(prevLower));
      return { start, end: partOfDayEnd(text, t, end), score: anchored ? 0.85 : capital || t.lowerWeekdays ? 0.6 : 0.5, pattern: 'weekday' };
    }
    case 'day': {
      if (prevLower !== undefined && NOT_DAY_BEFORE.has(prevLower)) return null;
      // German "Morgen" is the noun "morning"; the adverb "morgen" (tomorrow) is lower case.
      if ((lower === 'morgen' || lower === 'mañana') && capital && !sentenceStart(text, s)) return null;
      // "the day after tomorrow"
      const dayAfter = /(?:the\s+)?day\s+(?:after|before)\s+$/i.exec(text.slice(Math.max(0, s - 24), s));
      if (dayAfter) start = s - dayAfter[0].length;
      return { start, end: partOfDayEnd(text, t, end), score: 0.6, pattern: 'relative-day' };
    }

    case 'unit': {
      if (modified && !(prev && isNumber(t, prev.word)) && !/^(?:this|ce|cette|este|esta|questo|questa|diese|dieses|diesen|deze|dit|ten|tę|tym)$/i.test(prevLower ?? '')) {
        return { start, end, score: RELATIVE_SCORE, pattern: 'relative-date' };
      }
      // A number phrase: "in two weeks", "vor drei Tagen", "3 days ago", "il y a 3 jours".
      if (!prev || !isNumber(t, prev.word)) return null;
      const before = wordBefore(text, prev.start);
      const beforeLower = before?.word.toLowerCase();
      if (next && nextLower !== undefined && /^(?:ago|later|geleden|fa|temu|atrás|später)$/.test(nextLower)) return { start: prev.start, end: next.end, score: RELATIVE_SCORE, pattern: 'relative-date' };
      if (before && beforeLower !== undefined && t.numberBefore.has(beforeLower)) {
        // "il y a 3 jours", "daqui a 2 dias", "dentro de 2 semanas": the linking words belong to the date.
        const link = /(?:il\s+y\s+a|daqui\s+a|dentro\s+de)\s+$/i.exec(text.slice(Math.max(0, prev.start - 14), prev.start));
        return { start: link ? prev.start - link[0].length : before.start, end, score: RELATIVE_SCORE, pattern: 'relative-date' };
      }
      const ilya = /il\s+y\s+a\s+$/i.exec(text.slice(Math.max(0, prev.start - 10), prev.start));
      if (ilya) return { start: prev.start - ilya[0].length, end, score: RELATIVE_SCORE, pattern: 'relative-date' };
      return null;
    }
    case 'clock': {
      // "15 Uhr", "15.30 Uhr", "8 uur", "3 o'clock": the hour is the time.
      const hour = /(?<![\d.:])(?:[01]?\d|2[0-4])(?:[.:][0-5]\d)?[ \t]+$/.exec(text.slice(Math.max(0, s - 8), s));
      return hour ? { start: s - hour[0].length, end, score: 0.7, pattern: 'clock' } : null;
    }
    case 'month': {
      // "in March", "since June", "im März", "en marzo", "w marcu" — not "May" the name, nor "march" the verb.
      if (modified) return { start, end, score: 0.6, pattern: 'month' };
      if (prevLower === undefined || !t.prepositions.has(prevLower)) return null;
      if (WORDS.en.months.includes(lower) && !capital) return null;
      if (/^['’]/.test(text.slice(e, e + 1))) return null; // "May's"
      // "from May Banks": a capitalised word after a capitalised month makes it a name.
      if (capital && next !== null && /^\p{Lu}\p{Ll}/u.test(next.word) && !t.heads.has(nextLower!)) return null;
      return { start, end, score: 0.6, pattern: 'month' };
    }
  }
}

/** The end of a part of the day right after a day ("tomorrow morning", "Friday night", "demain matin"), else `end`. */
function partOfDayEnd(text: string, t: Table, end: number): number {
  const next = wordAfter(text, end);
  return next !== null && t.dayParts.has(next.word.toLowerCase()) ? next.end : end;
}

/**
 * Letters by code unit, without a regex: ASCII letters, and every code unit from U+00C0 up except
 * × ÷ and the punctuation, symbol and space blocks (U+2000–U+2BFF, U+3000–U+303F). Good enough to
 * cut words: the head words are then compared exactly.
 */
function isLetterCode(c: number): boolean {
  if (c < 128) return (c >= 97 && c <= 122) || (c >= 65 && c <= 90);
  return c >= 0xc0 && c !== 0xd7 && c !== 0xf7 && (c < 0x2000 || c > 0x2bff) && (c < 0x3000 || c > 0x303f);
}
/** Inside a word: letters, digits, apostrophes and hyphens ("aujourd'hui", "segunda-feira"). */
function isWordCode(c: number): boolean {
  return isLetterCode(c) || (c >= 48 && c <= 57) || c === 39 || c === 45 || c === 0x2019;
}

/**
 * Adds the word-based dates of `text` to `out`. Words are walked by hand and looked up in a map only
 * when their first letter and length fit some head word: a regex alternation of ~100 words over every
 * document cost several times more.
 */
export function addWordDates(text: string, language: Language, out: Candidate[]): void {
  const t = table(language);
  const n = text.length;
  let i = 0;
  while (i < n) {
    if (!isLetterCode(text.charCodeAt(i))) {
      i++;
      continue;
    }
    const s = i;
    while (i < n && isWordCode(text.charCodeAt(i))) i++;
    let e = i;
    // Trailing apostrophes and hyphens are not part of the word.
    while (e > s && !isLetterCode(text.charCodeAt(e - 1))) e--;
    if (s > 0 && isWordCode(text.charCodeAt(s - 1))) continue; // a word that starts after a digit ("3pm")
    const len = e - s;
    const first = text.charCodeAt(s);
    if (len > 31 || (first < 128 && ((t.lengths[first | 32]! >>> len) & 1) === 0)) continue;
    const kind = t.heads.get(text.slice(s, e).toLowerCase());
    if (kind === undefined) continue;
    const span = around(text, t, s, e, kind);
    if (!span) continue;
    if (span.end > i) i = span.end;
    out.push({ entity: 'DATE_TIME', start: span.start, end: span.end, score: span.score, baseScore: span.score, recognizer: 'DateTimeRecognizer', pattern: span.pattern, contextApplied: true });
  }
}

/** Prepositions before a year ("in 1998", "seit 1990", "desde 2004", "w 1998"): the year is a date. */
const YEAR_PREPOSITIONS = new Set(split('in since by until till from during before after around circa c. im seit bis ab vor nach en desde hasta antes depuis dès jusqu’en nel dal entro sinds tot vanaf em até w od do przed po'));
/** Counted nouns after a number: "in 2000 cases" is a count, not a year. */
const COUNTED = /^[ \t]+\p{Ll}+(?:s|en|es|i|e|y|ów)\b/u;

export function yearAfterPreposition(text: string, start: number, end: number): boolean {
  const prev = wordBefore(text, start);
  if (!prev || !YEAR_PREPOSITIONS.has(prev.word.toLowerCase())) return false;
  const after = text.slice(end, end + 16);
  return !COUNTED.test(after) || /^[ \t]+(?:was|has|is|as|this|its|his|us|es|ist|des|des|des|les)\b/u.test(after);
}

/** What may stand between two parts of one date: "at", "um", "à", "alle", "om", "o godz.", "on", a comma. */
const LINK = /^[ \t]*,?[ \t]*(?:(?:at|on|um|am|a\s+las|a\s+la|às|à|alle|om|op|o|o\s+godz\.?|o\s+godzinie|@)[ \t]+)?$/i;
/** Patterns of the numeric times in date.ts. */
const TIME_FORMS: ReadonlySet<string> = new Set(['tampm', 'thms', 'th', 'thm', 'hampm', 'clock']);
/** Patterns of the word dates here. */
const WORD_FORMS: ReadonlySet<string> = new Set(['weekday', 'relative-day', 'relative-date', 'month']);

/**
 * Two parts are one date when one is a time and the other is not ("next Wednesday at 3pm",
 * "3 March 2021, 14:30"), or one is a weekday or relative day and the other a date ("Monday, 3 March
 * 2021"). Two dates or two times side by side stay two ("12/03/2021, 03/31/2021").
 */
function belongTogether(a: Candidate, b: Candidate, comma: boolean): boolean {
  const ta = TIME_FORMS.has(a.pattern ?? '');
  const tb = TIME_FORMS.has(b.pattern ?? '');
  // After a comma only "<weekday or day>, <date>" and "<date or day>, <time>": "at 15:00, two days ago" are two.
  if (comma) return (tb && !ta) || (!ta && !tb && (a.pattern === 'weekday' || a.pattern === 'relative-day') && !WORD_FORMS.has(b.pattern ?? ''));
  if (ta !== tb) return true;
  if (ta) return false;
  return WORD_FORMS.has(a.pattern ?? '') !== WORD_FORMS.has(b.pattern ?? '');
}

/** Calendar dates: a day, month and year, numeric or with the month's name (not a weekday or a relative day). */
const CALENDAR_FORMS: ReadonlySet<string> = new Set(['ymd', 'dmy', 'dmy2', 'dayMonthYear', 'dayMonYearDashed']);
/** A word between the parts ("at", "um", "à", "om", "às", "on", "@"), not only spaces or a comma. */
const WORD_LINK = /[\p{L}@]/u;

/**
 * A full calendar date and a clock time joined by a word ("3 March 2021 at 14:30", "17.11.2016 um
 * 04:45", "at 09:30 on 12/03/2021") are two values, as a record or form fills them in (a date field
 * and a time field): they stay two spans. Relative and weekday dates keep their time ("next
 * Wednesday at 3pm", "tomorrow at 10:00"), and so do a date and time side by side ("3 March 2021
 * 14:30", "3 March 2021, 14:30").
 */
function calendarDateAtClock(a: Candidate, b: Candidate, link: string): boolean {
  if (!WORD_LINK.test(link)) return false;
  const ta = TIME_FORMS.has(a.pattern ?? '');
  const tb = TIME_FORMS.has(b.pattern ?? '');
  return ta ? CALENDAR_FORMS.has(b.pattern ?? '') : tb && CALENDAR_FORMS.has(a.pattern ?? '');
}

const byStartLongestFirst = (a: Candidate, b: Candidate) => a.start - b.start || b.end - a.end;
function sortedByStart(list: readonly Candidate[]): boolean {
  for (let i = 1; i < list.length; i++) if (byStartLongestFirst(list[i - 1]!, list[i]!) > 0) return false;
  return true;
}

/** Joins DATE_TIME parts that form one date or date and time (see belongTogether); `list` is sorted in place. */
export function joinDateParts(text: string, list: Candidate[]): Candidate[] {
  if (list.length < 2) return list;
  if (!sortedByStart(list)) list.sort(byStartLongestFirst);
  const out: Candidate[] = [];
  // The last part added to the current span decides what may follow ("Monday, 3 March 2021 at 10:00").
  let tail: Candidate | undefined;
  for (const c of list) {
    const last = out[out.length - 1];
    if (last && c.start < last.end) continue; // inside a longer date already kept
    const link = last ? text.slice(last.end, c.start) : '';
    const near = last !== undefined && tail !== undefined && c.start - last.end <= 16 && LINK.test(link) && belongTogether(tail, c, link.includes(','));
    if (near && calendarDateAtClock(tail!, c, link)) {
      // Two spans, but each vouches for the other: the clock time takes the date's score if higher.
      if (TIME_FORMS.has(c.pattern ?? '')) out.push(c.score < tail!.score ? { ...c, score: tail!.score, baseScore: tail!.score } : c);
      else {
        if (last.score < c.score) out[out.length - 1] = { ...last, score: c.score, baseScore: c.score };
        out.push(c);
      }
      tail = c;
      continue;
    }
    if (near) {
      const score = Math.max(last.score, c.score);
      // Context still lifts the joined span unless both parts had weighed it already.
      out[out.length - 1] = { ...last, end: c.end, score, baseScore: score, pattern: 'joined', contextApplied: last.contextApplied === true && c.contextApplied === true };
      tail = c;
      continue;
    }
    out.push(c);
    tail = c;
  }
  return out;
}
