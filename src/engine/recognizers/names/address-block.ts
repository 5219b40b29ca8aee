/**
 * A postal address is one LOCATION span. The street rules (address.ts) and the gazetteer find the
 * pieces — "27 Kings Road", "Brighton", "UK" — and this pass joins what belongs to one address into a
 * single span: a unit before or after the street ("Flat 3, ", "c/o …", ", Apt 4B", " B 7"), the house
 * number, then city, state or province, postcode and country, separated by commas, spaces or single
 * line breaks (an address block on several lines). The pieces stay among the candidates: overlap
 * resolution gives contained spans to the container, so the joined address wins.
 *
 * Where an address starts:
 * - a street found by the street rules, or one of the forms added here (Nordic compounds such as
 *   "Rantakatu 12 B 7", lower-case "12 rue de la Paix", "via Roma 12");
 * - a known place followed by a postcode of a distinctive shape ("Brighton BN1 1NB", "Espoo⏎02100",
 *   "Springfield, IL 62704"), or a postcode before a known place ("75002 Paris").
 * After the start, words are taken while they are places, postcodes, state codes, or capitalised
 * words that lead to one of those; the span ends at the last such part. A full stop, a blank line,
 * a lower-case word or anything else ends it. All expressions are sticky or anchored and bounded.
 */
import type { Candidate, Language } from '../../types.ts';
import { UK_POSTCODE_INWARD, UK_POSTCODE_OUTWARD } from '../uk/postcode.ts';
import { AND_REGIONS } from './address.ts';
import { STREET_SUFFIXES } from './vocab.ts';

/** Pattern names of the street rules whose matches start an address. */
const STREET_PATTERNS: ReadonlySet<string> = new Set(['street-address', 'street-address-compound', 'street-address-prefix', 'po-box', 'street-address-extra', 'street-address-weak', 'street-address-named', 'street-address-uk']);

/** Postcodes distinctive enough to join a place without a street: UK, Canada, NL, PL, PT, ZIP+4, Brazil's CEP, five digits. */
const STRICT_SHAPES = String.raw`GIR 0AA|${UK_POSTCODE_OUTWARD} ${UK_POSTCODE_INWARD}|[ABCEGHJ-NPRSTVXY]\d[ABCEGHJ-NPRSTV-Z][ -]?\d[ABCEGHJ-NPRSTV-Z]\d|[1-9]\d{3} ?(?!S[ADS])[A-Z]{2}|\d{2}-\d{3}|\d{4}-\d{3}|\d{5}-\d{4}|\d{5}-\d{3}|(?:[A-Z]{1,2}-)?\d{5}`;
const POSTCODE_END = String.raw`(?![\p{L}\p{N}-])`;
const STRICT_POSTCODE = new RegExp(`(?:${STRICT_SHAPES})${POSTCODE_END}`, 'uy');
/** Every postcode shape, also four digits (AU, AT, BE, CH, DK, NO), "114 55" (SE) and six (IN) — only after a street. */
const ANY_POSTCODE = new RegExp(String.raw`(?:${STRICT_SHAPES}|(?:[A-Z]{1,2}-)?\d{4}|\d{3} \d{2}|[1-9]\d{5})${POSTCODE_END}`, 'uy');
/** After a postcode of a place without a street: a lower-case word means a count ("London 10000 people"). */
const COUNT_AFTER = /[ \t]+\p{Ll}/uy;
/** More digits after the "postcode": the start of a phone number ("0131 343 9871"). */
const DIGITS_AFTER = /[ \t]*[-(]?\d/y;

/** A capitalised word or an all-capitals code (a final dot, as in "St.", is kept). */
const WORD = /[\p{Lu}][\p{L}\p{M}'’-]*\.?|[\p{Lu}](?:\.[\p{Lu}])+\.?/uy;
/** Inside a city name after its postcode: lower-case particles before a capitalised word ("Ofélia de Nossa Senhora", "Villeneuve d'Ascq"). */
const PARTICLE_WORD = /(?:(?:de|do|da|dos|das|del|della|di|du|des|la|le|les|sur|sous|lès|en|am|an|der|im|ob|bei|aan|den|bij|op|upon|on|y|e|d'|l'|nell'|dell'|sull')(?:[ \t]+|(?<='))){1,3}[\p{Lu}][\p{L}\p{M}'’-]*/uy;
const PROVINCE = /\([A-Z]{2}\)/y;
/** A country or province whose name holds an "and" ("Bosnia and Herzegovina"): the gazetteer's pieces would stop at "and". */
const AND_REGION = new RegExp(AND_REGIONS, 'uy');
const CEDEX_NUMBER = /\d{1,2}(?!\d)/y;
/** At most this many words in a city name after its postcode. */
const CITY_WORDS = 5;

/**
 * Separators inside an address: a comma, a spaced dash (Brazil: "Rua X, 12 - São Paulo"), spaces, or
 * one line break (a blank line ends the address).
 */
const SEPARATOR = /[ \t]*(?:,[ \t]*(?:\r?\n[ \t]*)?|\r?\n[ \t]*)|[ \t]+[-–][ \t]+|[ \t]+/y;

/** State, province and territory codes of the US, Canada and Australia. */
export const REGION_CODES: ReadonlySet<string> = new Set(
  (
    'AL AK AZ AR CA CO CT DE DC FL GA HI ID IL IN IA KS KY LA ME MD MA MI MN MS MO MT NE NV NH NJ NM NY NC ND OH OK OR PA PR RI SC SD TN TX UT VT VA WA WV WI WY ' +
    'AB BC MB NB NL NS NT NU ON PE QC SK YT NSW VIC QLD SA WA TAS ACT'
  ).split(' '),
);

/** Words that start a sentence or a form field, never a place in an address. */
const STOP_WORDS: ReadonlySet<string> = new Set(
  'The This That He She They We I It You Call Phone Tel Tel. Fax Email E-mail Mobile Contact Please Thanks Regards Dear And But On In At For From To Re Subject Date Name Attn Attention Best Kind Yours Sincerely Hi Hello Telefon Telefone Telefono Teléfono Téléphone Tél Tél. Handy Mail'.split(' '),
);

/** What names a unit: a number in it, or one or two capital letters. */
const UNIT_ID = /\d|^[A-Z]{1,2}$/;
/** Units and c/o written before the street: "Flat 3, ", "Apt 4B ", "Suite 200, ", "c/o Jane Roe⏎". */
const UNIT_BEFORE = /(?:^|(?<=[\s,(]))(?:(?:Flat|Apt\.?|Apartment|Suite|Ste\.?|Unit|Room|Rm\.?|Floor|Level|Shop|Office|Wohnung|Whg\.?|Appartement|Appt\.?|Apto\.?|Piso|Lokal)[ \t]*#?(?<id>[\p{L}\p{N}-]{1,6})|c\/o[ \t]+[^\n,;:]{1,40}?)[ \t]*(?:,[ \t]*|\r?\n[ \t]*|[ \t]+)$/iu;

/**
 * Units and house-number parts written after the street: ", Apt 4B", " B 7" (Finnish), "/7 m. 12",
 * ", 3º B", "1º Izda.", "Bajo Dcha." (ES), " bus 3", " Zimmer 5", " 6 OG" (DE), " 3 hoog achter", " III"
 * (NL), " 3 étage" (FR), ", Piano 7", ", Appartamento 35" (IT), " Casa 7", " Quadra 91" (BR).
 */
const SIDE = String.raw`(?:[A-Z]|(?:Izda|Izqda|Izq|Izdo|Dcha|Dcho|Dra|Ctro|izda|izqda|izq|izdo|dcha|dcho|dra|ctro)\.?|Centro|Derecha|Izquierda|centro|derecha|izquierda)(?![\p{L}\p{N}])`;
const UNIT_AFTER = new RegExp(
  String.raw`(?:,?[ \t]*(?:Apt|Apartment|Suite|Ste|Unit|Flat|Floor|Fl|Room|Rm|Bldg|Building|Piso|Planta|Puerta|Esc|Escalera|Apto|Andar|Dto|Dpto|Int|Interno|Scala|Piano|Appartamento|Whg|Wohnung|Zimmer|Stiege|Top|Casa|Quadra|Bloco|Lote|Sala|Conjunto|Bâtiment|Bât|Appt|bus|m|lok|apt|app)(?:\.[ \t]*|[ \t]+|[ \t]*#)(?:[\p{L}\p{N}-]{0,3}\d[\p{L}\p{N}-]{0,4}|[A-Z])(?![\p{L}\p{N}])` +
    String.raw`|,?[ \t]*(?:\d{1,2}[º°ª]|Bajo|Entlo\.|Entresuelo|Ático|Pral\.)(?:[ \t]?${SIDE})?` +
    String.raw`|,?[ \t]*\d{1,2}(?:\.|e|er|ème|è|de|ste)?[ \t]?(?:OG|EG|DG|Etage|Stock|étage|hoog|verdieping)(?:[ \t]+(?:achter|voor|links|rechts))?(?![\p{L}\p{N}])` +
    String.raw`|[ \t]+(?:I{1,3}|IV|hs|huis)(?=[ \t]*(?:,|\r?\n|$|\d))|[ \t]+(?:bis|ter)(?![\p{L}\p{N}])` +
    String.raw`|[ \t]+[A-Z](?:[ \t]+\d{1,3})?(?=[ \t]*(?:,|\r?\n|$))` +
    String.raw`|\/(?:\d{1,4}[a-zA-Z]?|[A-Za-z])(?![\p{L}\p{N}]))`,
  'uy',
);

/** A house number after a street name that the street rule left out ("ul. Długa" + " 5/7", "Calle X" + " s/n"). */
const HOUSE_NUMBER = /,?[ \t]+(?:(?:n\.?[ \t]?º?[ \t]?)?\d{1,5}[a-zA-Z]?(?:[-/]\d{1,4}[a-zA-Z]?)?(?![\p{L}\p{N}])|s\/n\.?(?![\p{L}\p{N}]))/uy;

/** Streets the street rules do not know: Nordic compounds ("Rantakatu 12", "Storgatan 5", "Nørregade 3"). */
const NORDIC_STREET = /(?<![\p{L}\p{N}])[\p{Lu}][\p{L}-]{1,30}(?:katu|tie|kuja|polku|väylä|tori|gatan|gata|vägen|väg|gränd|torget|gate|gaten|veien|vei|vegen|gade|vej|vænget|stræde|plads)[ \t]+\d{1,4}[a-zA-Z]?(?![\p{L}\p{N}])/gu;
const NORDIC_ENDING = /(?:katu|tie|kuja|polku|väylä|tori|gatan|gata|vägen|väg|gränd|torget|gate|gaten|veien|vei|vegen|gade|vej|vænget|stræde|plads)$/;

/**
 * Whether some number directly follows a word with a Nordic street ending: a walk over the digit runs
 * and a look at the few letters before each, cheaper than one scan for all endings at every position.
 */
function nordicPresent(text: string): boolean {
  for (let i = 1; i < text.length; i++) {
    if (!isDigitAt(text, i)) continue;
    const space = text.charCodeAt(i - 1);
    if (space !== 32 && space !== 9) continue;
    let e = i - 1;
    while (e > 0 && (text.charCodeAt(e - 1) === 32 || text.charCodeAt(e - 1) === 9)) e--;
    // Every ending is lower-case letters: ASCII a–z, or ä/æ (above 127).
    const last = text.charCodeAt(e - 1);
    if (e >= 3 && ((last >= 97 && last <= 122) || last > 127) && NORDIC_ENDING.test(text.slice(Math.max(0, e - 6), e))) return true;
  }
  return false;
}
/** German weekdays and months: an "Am Freitag 13" or "Seite 3, Mai 2020" names no street. */
const GERMAN_DAYS = 'Montag|Dienstag|Mittwoch|Donnerstag|Freitag|Samstag|Sonntag';
const GERMAN_MONTHS = 'Januar|Februar|März|April|Mai|Juni|Juli|August|September|Oktober|November|Dezember';
/** Endings of German and Dutch compounds that are streets only with a postcode after them ("Neujudenhof", "Ilaypark"). */
const WEAK_ENDINGS = 'park|hof|plantsoen|pad|markt|dreef|baan|hoven|erf|wal|veld|pfad|steig|stieg|höhe|kamp|brink|horst|grund|winkel|hain|graben|berg|feld|garten|tor|gang|haven|wijk|oord|zoom';
/**
 * Streets that are addresses only with a postcode after them (pattern 'street-address-weak'): German
 * streets led by a preposition ("Am Kreispark 98c", "An der Luisenburg 48", "Im Dorf 36c") and
 * German/Dutch compounds with weaker endings ("Neujudenhof 67b", "Ilaypark 33", "Ahmadplantsoen 616").
 * "Am Montag 12 Leute" or "Im Jahr 2020" have no postcode after them.
 */
const WEAK_STREET_LANGUAGES: ReadonlySet<Language> = new Set(['de', 'nl']);
/**
 * Polish street types in lower case, which are ordinary words too ("park", "rondo", "droga"): a
 * street with a postcode after it ("skwer Sochacki 54a m. 110, 35-924 Prudnik", "bulw. Trojanowski 30b").
 */
const PL_STREET = /(?<![\p{L}\p{N}])(?:ul\.|al\.|pl\.|os\.|bulw\.|wyb\.|ulica|aleja|plac|osiedle|park|skwer|ogród|rondo|droga|szosa|wyspa|wybrzeże|rynek|Rynek|Plac|Aleja|Osiedle)[ \t]+[\p{Lu}][\p{L}\p{M}'’-]{1,30}(?:[ \t]+[\p{Lu}][\p{L}\p{M}'’-]{1,30}){0,3}[ \t]+\d{1,4}[a-zA-Z]?(?:\/\d{1,4}[a-zA-Z]?)?(?![\p{L}\p{N}])/gu;
/** Spanish "C/ Mayor, 5" (calle), which the name detector masks as a chunk with a slash. */
const ES_C_STREET = /(?<![\p{L}\p{N}])[Cc]\/[ \t]?(?:(?:de|del|la|las|los)[ \t]+){0,2}[\p{Lu}][\p{L}\p{M}'’-]{1,30}(?:[ \t]+(?:(?:de|del|la|las|los)[ \t]+){0,2}[\p{Lu}][\p{L}\p{M}'’-]{1,30}){0,3}(?:,?[ \t]+(?:\d{1,4}[a-zA-Z]?|s\/n\.?)(?![\p{L}\p{N}]))?/gu;
const PL_POSTCODE_PRESENT = /\d{2}-\d{3}/;
const PREP_STREET = new RegExp(
  String.raw`(?<![\p{L}\p{N}])(?:Am|Im|Zum|Zur|Beim|(?:An|Auf|In|Unter|Hinter|Vor|Über|Bei)[ \t]+(?:der|dem|den))[ \t]+(?!(?:${GERMAN_DAYS}|Wochenende|Morgen|Mittag|Abend|Jahr|Monat|Tag|${GERMAN_MONTHS})(?![\p{L}]))[\p{Lu}][\p{L}-]{1,30}(?:[ \t]+[\p{Lu}][\p{L}-]{1,30})?[ \t]+\d{1,4}[a-zA-Z]?(?![\p{L}\p{N}])`,
  'gu',
);
const PREP_PRESENT = /(?:^|[^\p{L}])(?:Am|Im|Zum|Zur|Beim|An|Auf|In|Unter|Hinter|Vor|Über|Bei)[ \t]/u;
const WEAK_COMPOUND = new RegExp(String.raw`(?<![\p{L}\p{N}])(?:(?:van|von)[ \t]+(?:(?:der|den|de)[ \t]+)?)?[\p{Lu}][\p{L}-]{1,30}(?:${WEAK_ENDINGS})[ \t]+\d{1,4}[a-zA-Z]?(?![\p{L}\p{N}])`, 'gu');
const WEAK_ENDING = new RegExp(String.raw`(?:${WEAK_ENDINGS})[ \t]+\d`);

/**
 * Continental Europe writes the postcode before the city: a street of any name — capitalised words
 * and a house number ("Steinbücheler Feld 77b", "Torrente Lorenzo 81", "Domblick 40") — is an address
 * when a postcode and a city follow on the same or the next line. A weak street too, and the joined
 * span must end in a letter (the city or the country), not at the postcode.
 */
const POSTCODE_FIRST_LANGUAGES: ReadonlySet<Language> = new Set(['de', 'nl', 'fr', 'es', 'it', 'pt', 'pl']);
const NAMED_STREET = /(?<![\p{L}\p{N}])[\p{Lu}][\p{L}\p{M}'’-]{1,30}(?:[ \t]+(?:(?:de|del|della|la|las|los|le|les|di|da|do|dos|das|du|des|van|der|von|den|het|ter)[ \t]+){0,2}[\p{Lu}][\p{L}\p{M}'’.-]{0,30}){0,4},?[ \t]+(?:(?!(?:19|20)\d\d(?!\d))\d{1,4}[a-zA-Z]?(?![\p{L}\p{N}])|s\/n\.?(?![\p{L}\p{N}]))/gu;
/**
 * UK streets of any name, house number first ("97 Beer Lea", "9 The Copse", "14 Madge Brae"): an
 * address when a UK postcode ends it ("…, Upton CB2 0AG").
 */
const UK_NAMED_STREET = /(?<![\p{L}\p{N}])\d{1,4}[a-zA-Z]?[ \t]+(?:The[ \t]+)?(?!(?:Suite|Apt|Flat|Unit|Floor|Room)(?![\p{L}]))[\p{Lu}][\p{L}'’-]{1,30}(?:[ \t]+(?!(?:Suite|Apt|Flat|Unit|Floor|Room)(?![\p{L}]))[\p{Lu}][\p{L}'’-]{1,30}){0,2}(?![\p{L}\p{N}])/gu;
const UK_POSTCODE_AT_END = new RegExp(`(?:${UK_POSTCODE_OUTWARD} ${UK_POSTCODE_INWARD})(?:,?[ \\t]*(?:\\r?\\n[ \\t]*)?(?:UK|United Kingdom|England|Scotland|Wales|Northern Ireland|GB|Great Britain))?$`);

/** Words of numbered things that are no street: "Seite 12, 10000 Exemplare". */
const NAMED_STOP: ReadonlySet<string> = new Set(
  (
    'Seite Kapitel Ausgabe Band Teil Artikel Abschnitt Tabelle Abbildung Punkt Schritt Jahr Tag Woche Monat Nummer Nr Page Pages Chapitre Article Página Capítulo Artículo Pagina Capitolo Articolo Hoofdstuk Bladzijde Artigo Tabela Figura Figure'
  )
    .split(' ')
    .concat(GERMAN_DAYS.split('|'), GERMAN_MONTHS.split('|')),
);
const hasNamedStop = (street: string) => street.split(/[ \t,]+/).some((w) => NAMED_STOP.has(w));
/** A number or "s/n", then within a few characters a comma or line break and five digits (or "1234 AB", "1234-567"): NAMED_STREET may match. */
/** Right after a street of any name (and its unit): the postcode, behind a comma or on the next line. */
const POSTCODE_NEXT = /(?:,[ \t]*|[ \t]*\r?\n[ \t]*)(?:\d{5}|[1-9]\d{3} ?[A-Z]{2}|\d{4}-\d{3}|\d{2}-\d{3}|[1-9]\d{3}[ \t]+\p{Lu})(?!\d)/uy;
/** The postcode after a street of any name in English text: five digits or "1234 AB", then a capitalised town. */
const EN_POSTCODE_NEXT = /(?:,[ \t]*|[ \t]*\r?\n[ \t]*)(?:\d{5}|[1-9]\d{3} ?[A-Z]{2})[ \t]+\p{Lu}/uy;
/** After an address found from a weak street: punctuation, a line break or the end of the text. */
const ADDRESS_END = /^(?:[ \t]*(?:[.,;:)!?]|\r?\n)|[ \t]*$)/;
/** Four digits and a capitalised city right after a weak street: AT, CH, BE postcodes ("Grünbach 35c, 9243 Übelbach"). */
const FOUR_DIGIT_NEXT = /(?:,[ \t]*|[ \t]*\r?\n[ \t]*)[1-9]\d{3}[ \t]+\p{Lu}/uy;
const NAMED_PRESENT = /(?:\d|s\/n)[^\n\d]{0,30}(?:,[ \t]*|\r?\n[ \t]*)(?:\d{4}|\d{2}-\d{3})/;

/** Languages whose streets are written with a lower-case keyword ("12 rue de la Paix", "via Roma 12"). */
const LOWER_STREET_LANGUAGES: ReadonlySet<Language> = new Set(['fr', 'it', 'es', 'pt', 'pl']);
/** Number first, lower-case street keyword, capitalised name: "12 rue de la Paix", "5 bis avenue Foch". */
const LOWER_STREET = /(?<![\p{L}\p{N}])\d{1,4}(?:[ \t]?(?:bis|ter))?,?[ \t]+(?:rue|avenue|boulevard|bd|allée|impasse|quai|chemin|place|cours|route)[ \t]+(?:(?:de|du|des|la|le|l'|d')[ \t]*){0,3}[\p{Lu}][\p{L}\p{M}'’-]*(?:[ \t]+(?:(?:de|du|des|la|le|l'|d')[ \t]*){0,2}[\p{Lu}][\p{L}\p{M}'’-]*){0,3}/gu;
/** Keyword first in lower case, with a number: "via Roma 12", "calle Mayor 5", "rua Augusta 100". */
const LOWER_PREFIX_STREET = /(?<![\p{L}\p{N}])(?:via|viale|piazza|corso|calle|avenida|rua|travessa|ulica)[ \t]+(?:(?:de|del|della|di|da|do|dos|das|la)[ \t]+){0,2}[\p{Lu}][\p{L}\p{M}'’-]*(?:[ \t]+[\p{Lu}][\p{L}\p{M}'’-]*){0,3},?[ \t]+(?:n\.?[ \t]?º?[ \t]?)?\d{1,5}[a-zA-Z]?(?![\p{L}\p{N}])/gu;
const LOWER_PRESENT = /\d,?[ \t]+(?:rue|avenue|boulevard|bd|allée|impasse|quai|chemin|place|cours|route)[ \t]|(?:via|viale|piazza|corso|calle|avenida|rua|travessa|ulica)[ \t]+\S[^\n]{0,60}\d/;

interface Part {
  start: number;
  end: number;
  kind: 'postcode' | 'place' | 'region' | 'word' | 'particle';
  /** A line break (or the start of the tail) lies between this part and the previous one. */
  lineStart: boolean;
  /** A comma separates this part from the previous one. */
  afterComma: boolean;
}

/** End of the longest place candidate (sorted by start) starting at position i, or -1. */
function placeAt(places: readonly Candidate[], i: number): number {
  let end = -1;
  for (let k = firstFrom(places, i); k < places.length && places[k]!.start === i; k++) end = Math.max(end, places[k]!.end);
  return end;
}

/** Index of the first candidate (sorted by start) that starts at or after `i`: a binary search, so long texts stay linear. */
function firstFrom(sorted: readonly Candidate[], i: number): number {
  let lo = 0;
  let hi = sorted.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (sorted[mid]!.start < i) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** Whether [start, end) lies inside the last of `list`. */
function insideLast(list: readonly Candidate[], start: number, end: number): boolean {
  const last = list[list.length - 1];
  return last !== undefined && last.start <= start && last.end >= end;
}

/** Whether [start, end) lies inside one of the sorted, joined addresses. */
function covered(sorted: readonly Candidate[], start: number, end: number): boolean {
  const k = firstFrom(sorted, start + 1) - 1;
  return k >= 0 && sorted[k]!.end >= end;
}

const isAlnum = (text: string, i: number) => i < text.length && /[\p{L}\p{N}]/u.test(text[i]!);

/**
 * The end of the address after position `from`: the end of the last part that belongs to it.
 * `strict`: a place without a street, so only distinctive postcodes count.
 */
function tail(text: string, from: number, places: readonly Candidate[], strict: boolean): { end: number; postcode: boolean } {
  const parts: Part[] = [];
  const postcodeRe = strict ? STRICT_POSTCODE : ANY_POSTCODE;
  let p = from;
  let lines = 0;
  while (parts.length < 12) {
    SEPARATOR.lastIndex = p;
    const sep = SEPARATOR.exec(text);
    if (!sep) break;
    const q = p + sep[0].length;
    const lineBreak = sep[0].includes('\n');
    if (lineBreak && ++lines > 4) break;
    const lineStart = lineBreak || parts.length === 0;
    const afterComma = sep[0].includes(',');
    postcodeRe.lastIndex = q;
    const pc = postcodeRe.exec(text);
    if (pc) {
      const end = q + pc[0].length;
      COUNT_AFTER.lastIndex = end;
      DIGITS_AFTER.lastIndex = end;
      if ((strict && COUNT_AFTER.test(text)) || DIGITS_AFTER.test(text)) break;
      parts.push({ start: q, end, kind: 'postcode', lineStart, afterComma });
      p = end;
      continue;
    }
    AND_REGION.lastIndex = q;
    let placeEnd = AND_REGION.test(text) ? AND_REGION.lastIndex : placeAt(places, q);
    // A place piece that runs into a postcode ("Brighton BN" of "Brighton BN1 1NB") ends at its last whole word.
    if (placeEnd > q && isAlnum(text, placeEnd)) placeEnd = text.lastIndexOf(' ', placeEnd);
    if (placeEnd > q) {
      parts.push({ start: q, end: placeEnd, kind: 'place', lineStart, afterComma });
      p = placeEnd;
      continue;
    }
    // An Italian province after the city ("80121 Napoli (NA)"), a French CEDEX number ("Paris Cedex 01").
    const prevPart = parts[parts.length - 1];
    if (prevPart !== undefined && !lineBreak && !afterComma && (prevPart.kind === 'word' || prevPart.kind === 'place')) {
      PROVINCE.lastIndex = q;
      const prov = PROVINCE.exec(text);
      if (prov || /^(?:Cedex|CEDEX)$/.test(text.slice(prevPart.start, prevPart.end))) {
        const m = prov ?? (CEDEX_NUMBER.lastIndex = q, CEDEX_NUMBER.exec(text));
        if (m) {
          parts.push({ start: q, end: q + m[0].length, kind: 'region', lineStart, afterComma });
          p = q + m[0].length;
          continue;
        }
      }
    }
    WORD.lastIndex = q;
    const w = WORD.exec(text);
    if (!w) {
      // A particle and its word continue a city name on the same line.
      const prev = parts[parts.length - 1];
      if (sep[0].includes(',') || lineBreak || prev === undefined || (prev.kind !== 'word' && prev.kind !== 'place')) break;
      PARTICLE_WORD.lastIndex = q;
      const pw = PARTICLE_WORD.exec(text);
      if (!pw) break;
      parts.push({ start: q, end: q + pw[0].length, kind: 'particle', lineStart, afterComma });
      p = q + pw[0].length;
      continue;
    }
    let end = q + w[0].length;
    // "Lyon. Prof…": a dot after a longer word ends the sentence ("St." keeps its dot).
    if (w[0].length > 4 && w[0].endsWith('.')) end--;
    const word = text.slice(q, end);
    if (STOP_WORDS.has(word)) break;
    parts.push({ start: q, end, kind: REGION_CODES.has(word) ? 'region' : 'word', lineStart, afterComma });
    p = end;
    if (end < q + w[0].length) break;
  }
  // Which parts belong, decided from the last: postcodes and places always; a region code after a
  // word or place on its line or before a postcode; a plain word when it is the city after a postcode
  // that opens its line or follows a comma ("75002 Paris", "02100 Espoo"), or when the next part
  // belongs and is on the same line ("Smallville, KS 66002").
  // A city name after a postcode that opens its line or follows a comma: the words and particles
  // after it on that line, up to a comma ("25180-971 Ofélia de Nossa Senhora", "24720 Nord Larsburg").
  const city = new Array<boolean>(parts.length).fill(false);
  for (let i = 1, run = 0; i < parts.length; i++) {
    const part = parts[i]!;
    const prev = parts[i - 1]!;
    const opens = prev.kind === 'postcode' && (prev.lineStart || prev.afterComma);
    const prevText = text.slice(prev.start, prev.end);
    const continues = city[i - 1]! && !part.afterComma && (!prevText.endsWith('.') || /^(?:St|Ste|Sta|S)\.$/.test(prevText));
    run = opens ? 1 : run + 1;
    city[i] = (part.kind === 'word' || part.kind === 'particle' || part.kind === 'place') && !part.lineStart && (opens || continues) && run <= CITY_WORDS;
  }
  const keep = new Array<boolean>(parts.length).fill(false);
  for (let i = parts.length - 1; i >= 0; i--) {
    const part = parts[i]!;
    const prev = parts[i - 1];
    const next = parts[i + 1];
    const nextOnLine = next !== undefined && !next.lineStart;
    if (part.kind === 'postcode' || part.kind === 'place') keep[i] = true;
    else if (part.kind === 'region') keep[i] = (prev !== undefined && !part.lineStart && prev.kind !== 'postcode') || (nextOnLine && next.kind === 'postcode');
    else if (part.kind === 'particle') keep[i] = city[i]!;
    // A town on its own line above a postcode line ("Great Shelford⏎CB22 5AB") or above a known
    // place alone on its line ("Emilieview⏎Benin"), or a word before a kept part on its line.
    else keep[i] = city[i]! || (nextOnLine && keep[i + 1]!) || (next !== undefined && next.lineStart && (next.kind === 'postcode' || (next.kind === 'place' && part.lineStart && parts[i + 2]?.lineStart !== false)) && keep[i + 1]!);
  }
  let end = from;
  let postcode = false;
  for (let i = 0; i < parts.length && keep[i]; i++) {
    end = parts[i]!.end;
    if (parts[i]!.kind === 'postcode') postcode = true;
  }
  return { end, postcode };
}

/** The start of the address: a unit or c/o before the street, and a house number opening the line before a street name. */
function head(text: string, start: number, startsWithNumber: boolean): number {
  let s = start;
  if (!startsWithNumber) {
    // Only where an address plausibly opens: the start of a line or after a label's colon.
    const before = /(?:^|(?<=\n[ \t]*|:[ \t]+))\d{1,5}[a-zA-Z]?[ \t]+$/.exec(text.slice(Math.max(0, s - 12), s));
    if (before && (s - before[0].length === 0 || /[\n \t]/.test(text[s - before[0].length - 1]!))) s -= before[0].length;
  }
  for (let k = 0; k < 2; k++) {
    const unit = UNIT_BEFORE.exec(text.slice(Math.max(0, s - 60), s));
    // A unit's number or letter: "Flat 3", "Apt 4B", "Flat A"; not a word ("the office at 12 Main St").
    if (!unit || (unit.groups?.id !== undefined && !UNIT_ID.test(unit.groups.id))) break;
    s -= unit[0].length;
  }
  return s;
}

/** The street with its unit and house-number parts: ", Apt 4B", " B 7", "/7". */
function streetEnd(text: string, end: number, hasNumber: boolean): number {
  let e = end;
  if (!hasNumber) {
    HOUSE_NUMBER.lastIndex = e;
    const n = HOUSE_NUMBER.exec(text);
    if (n) e += n[0].length;
  }
  for (let k = 0; k < 3; k++) {
    UNIT_AFTER.lastIndex = e;
    const u = UNIT_AFTER.exec(text);
    if (!u || u[0].length === 0) break;
    e += u[0].length;
  }
  return e;
}

const SUFFIX_EITHER_CASE = STREET_SUFFIXES.flatMap((w) => [w, w[0]!.toUpperCase() + w.slice(1)]).join('|');
/** A line that is a street without a house number: "Patel Roads", "Smith rapids", "12 Kings Road". */
const STREET_LINE = new RegExp(String.raw`^[ \t]*(?:\d{1,5}[a-zA-Z]?[ \t]+)?[\p{Lu}][\p{L}'’-]*(?:[ \t]+[\p{Lu}][\p{L}'’-]*){0,2}[ \t]+(?:${SUFFIX_EITHER_CASE})\.?[ \t]*,?[ \t]*$`, 'u');
/** The end of a line that is a house number and a name led by "The": "… to 6 The Hawthorns" (UK). */
const HOUSE_THE_LINE = /(?:^|(?<=[ \t:]))\d{1,4}[a-zA-Z]?[ \t]+The[ \t]+[\p{Lu}][\p{L}'’-]*(?:[ \t]+[\p{Lu}][\p{L}'’-]*)?[ \t]*,?[ \t]*$/u;
/** A line that is a flat or a unit: "Flat 45", "Studio 12", "Apartment 3B". */
const UNIT_LINE = /^[ \t]*(?:Flat|Studio|Apartment|Apt\.?|Suite|Unit|Room)[ \t]*#?[\p{L}\p{N}-]{1,6}[ \t]*,?[ \t]*$/u;

/**
 * An address found from its town and postcode may begin on the lines above: a street without a
 * house number, and a flat or unit line before it ("Flat 45⏎Patel Roads⏎North Rebecca⏎W1T 3JH").
 */
function linesAbove(text: string, start: number): number {
  let s = start;
  if (s === 0 || text[s - 1] !== '\n') return s;
  for (let k = 0; k < 2; k++) {
    const lineEnd = s - 1;
    const lineStart = text.lastIndexOf('\n', lineEnd - 1) + 1;
    const line = text.slice(lineStart, lineEnd).replace(/\r$/, '');
    if (line.trim() === '') break;
    if (k === 0 && !STREET_LINE.test(line)) {
      // "6 The Hawthorns" may end a line of prose: the address starts at its number.
      const house = HOUSE_THE_LINE.exec(line);
      if (!house) break;
      s = lineStart + house.index;
      if (house.index > 0) break;
    } else if (k === 0 || UNIT_LINE.test(line)) s = lineStart;
    else break;
    if (s === 0 || text[s - 1] !== '\n') break;
  }
  return s;
}

function location(start: number, end: number, score: number, pattern: string, reason: string): Candidate {
  return { entity: 'LOCATION', start, end, score, baseScore: score, recognizer: 'NameRecognizer', pattern, reason, contextApplied: true };
}

function pushStreets(text: string, re: RegExp, out: Candidate[], pattern = 'street-address-extra'): void {
  re.lastIndex = 0;
  for (let m = re.exec(text); m !== null; m = re.exec(text)) out.push(location(m.index, m.index + m[0].length, 0.85, pattern, 'street name with house number'));
}

const hasDigit = (text: string) => /\d/.test(text);
const isDigitAt = (text: string, i: number) => {
  const c = text.charCodeAt(i);
  return c >= 48 && c <= 57;
};
const isStreet = (c: Candidate) => c.pattern !== undefined && STREET_PATTERNS.has(c.pattern);

/** A digit within the next `n` characters: the cheap test before a place is tried as the start of an address. */
function digitSoon(text: string, from: number, n: number): boolean {
  const to = Math.min(text.length, from + n);
  for (let i = from; i < to; i++) {
    const c = text.charCodeAt(i);
    if (c >= 48 && c <= 57) return true;
  }
  return false;
}

/** A spaced UK postcode anywhere, and the capitalised town words right before it ("Bristol BS1 4DJ"). */
// Without the u flag (ASCII boundaries): the scan over the whole text is several times faster.
const UK_POSTCODE = new RegExp(`(?<![A-Za-z0-9-])(?:${UK_POSTCODE_OUTWARD} ${UK_POSTCODE_INWARD})(?![A-Za-z0-9-])`, 'g');
const UK_POSTCODE_PRESENT = /\d[A-Z]{2}/;
const TOWN_BEFORE = /(?<![\p{L}\p{N}])([\p{Lu}][\p{L}'’-]+)(?:[ \t]+[\p{Lu}][\p{L}'’-]+)?(?:,?[ \t]+|,?[ \t]*\r?\n[ \t]*)$/u;

const POSTCODE_BEFORE = /(?:^|(?<=[\n,(][ \t]{0,3}))(?:[A-Z]{1,2}-)?\d{5}[ \t]+$/;

function pushJoined(joined: Candidate[], start: number, end: number, score: number, reason: string): void {
  const last = joined[joined.length - 1];
  if (last && start < last.end) {
    if (end > last.end) last.end = end;
    if (start < last.start) last.start = start;
    return;
  }
  joined.push(location(start, end, score, 'postal-address', reason));
}

const byStart = (a: Candidate, b: Candidate) => a.start - b.start;
function sortedByStart(list: readonly Candidate[]): boolean {
  for (let i = 1; i < list.length; i++) if (list[i - 1]!.start > list[i]!.start) return false;
  return true;
}
function notStreets(list: readonly Candidate[]): Candidate[] {
  const out: Candidate[] = [];
  for (const c of list) if (!isStreet(c)) out.push(c);
  return out;
}

/**
 * Adds one LOCATION candidate per postal address that spans more than one piece. `found` are the
 * name recognizer's candidates for `text`; they are returned with the joined addresses appended.
 */
export function joinAddresses(text: string, language: Language, found: Candidate[]): Candidate[] {
  // Every address has a house number or a postcode.
  if (!hasDigit(text)) return found;
  // LOCATION candidates in text order: streets start an address, other places continue or start one.
  const locations: Candidate[] = [];
  let places = 0;
  let weakFound = false;
  for (const c of found) {
    if (c.entity !== 'LOCATION') continue;
    locations.push(c);
    if (!isStreet(c)) places++;
    else if (c.pattern === 'street-address-weak') weakFound = true;
  }
  // The street rules' weak streets count only inside a joined address.
  if (weakFound) found = found.filter((c) => c.pattern !== 'street-address-weak');
  if (nordicPresent(text)) pushStreets(text, NORDIC_STREET, locations);
  if (LOWER_STREET_LANGUAGES.has(language) && LOWER_PRESENT.test(text)) {
    pushStreets(text, LOWER_STREET, locations);
    pushStreets(text, LOWER_PREFIX_STREET, locations);
  } else if (language === 'en' && LOWER_PRESENT.test(text)) {
    // A French address quoted in English ("43, rue Martin, 75002 Paris"): weak, so only with its postcode.
    pushStreets(text, LOWER_STREET, locations, 'street-address-weak');
  }
  const ukPostcode = UK_POSTCODE_PRESENT.test(text);
  if (language === 'en' && ukPostcode) pushStreets(text, UK_NAMED_STREET, locations, 'street-address-uk');
  const namedInEnglish = language === 'en';
  if ((POSTCODE_FIRST_LANGUAGES.has(language) || namedInEnglish) && NAMED_PRESENT.test(text)) pushStreets(text, NAMED_STREET, locations, 'street-address-named');
  if (language === 'es' && text.includes('/')) pushStreets(text, ES_C_STREET, locations);
  if (language === 'pl' && PL_POSTCODE_PRESENT.test(text)) pushStreets(text, PL_STREET, locations, 'street-address-weak');
  if (WEAK_STREET_LANGUAGES.has(language)) {
    if (PREP_PRESENT.test(text)) pushStreets(text, PREP_STREET, locations, 'street-address-weak');
    if (WEAK_ENDING.test(text)) pushStreets(text, WEAK_COMPOUND, locations, 'street-address-weak');
  }
  if (locations.length === 0 && !ukPostcode) return found;
  if (!sortedByStart(locations)) locations.sort(byStart);
  const placeList = places === locations.length ? locations : notStreets(locations);

  const joined: Candidate[] = [];
  for (const c of locations) {
    const last = joined[joined.length - 1];
    if (last && c.end <= last.end) continue;
    if (isStreet(c)) {
      const startsWithNumber = isDigitAt(text, c.start);
      const s = head(text, c.start, startsWithNumber);
      const streetText = text.slice(c.start, c.end);
      const e0 = streetEnd(text, c.end, hasDigit(streetText) || streetText.includes('s/n'));
      const named = c.pattern === 'street-address-named';
      const uk = c.pattern === 'street-address-uk';
      if (named && hasNamedStop(text.slice(c.start, c.end))) continue;
      const weak = named || uk || c.pattern === 'street-address-weak';
      // A weak street's postcode must be distinctive, or four digits before a capitalised city.
      FOUR_DIGIT_NEXT.lastIndex = e0;
      const fourDigits = weak && FOUR_DIGIT_NEXT.test(text);
      const { end, postcode } = tail(text, e0, placeList, weak && !fourDigits);
      // ... and end where a sentence or line does ("Runde 3, 2000 Meter weit" is no address).
      if ((named || fourDigits) && !ADDRESS_END.test(text.slice(end, end + 3))) continue;
      if (weak && !postcode) continue;
      if (named && !/\p{L}/u.test(text[end - 1]!)) continue;
      if (weak && !uk) {
        POSTCODE_NEXT.lastIndex = e0;
        if (!POSTCODE_NEXT.test(text)) continue;
      }
      // A continental address quoted in English ("Am Jägerhof 83, 53506 Rinkdorf"): five digits (or
      // the Dutch "1234 AB") and a capitalised town, not four digits ("Windows 10, 2021 edition").
      if (named && namedInEnglish) {
        EN_POSTCODE_NEXT.lastIndex = e0;
        if (!EN_POSTCODE_NEXT.test(text)) continue;
      }
      if (uk && !UK_POSTCODE_AT_END.test(text.slice(Math.max(e0, end - 40), end))) continue;
      if (s < c.start || end > c.end) pushJoined(joined, s, end, Math.max(c.score, 0.85), 'street with unit, postcode, city or country');
      else if (c.pattern === 'street-address-extra') joined.push(c);
    } else if (digitSoon(text, c.end, 12)) {
      // A place opens an address only when a distinctive postcode follows it.
      const { end, postcode } = tail(text, c.end, placeList, true);
      if (postcode) pushJoined(joined, linesAbove(text, c.start), end, Math.max(c.score, 0.85), 'place with postcode');
    }
  }
  // "75002 Paris", "D-10115 Berlin": a postcode right before a known place, opening a line or after a comma.
  // `more` is in text order too; the streets' addresses in `joined` stay sorted for covered().
  const more: Candidate[] = [];
  for (const c of placeList) {
    if (c.start < 6 || !isDigitAt(text, c.start - 2)) continue;
    const before = POSTCODE_BEFORE.exec(text.slice(Math.max(0, c.start - 14), c.start));
    if (!before) continue;
    const start = c.start - before[0].length;
    if (covered(joined, start, c.end) || insideLast(more, start, c.end)) continue;
    const { end } = tail(text, c.end, placeList, true);
    more.push(location(linesAbove(text, start), Math.max(end, c.end), Math.max(c.score, 0.85), 'postal-address', 'postcode and place'));
  }
  // "Bristol BS1 4DJ" where the town was not recognised as a place on its own.
  if (ukPostcode) {
    UK_POSTCODE.lastIndex = 0;
    for (let m = UK_POSTCODE.exec(text); m !== null; m = UK_POSTCODE.exec(text)) {
      const pcStart = m.index;
      const pcEnd = pcStart + m[0].length;
      if (covered(joined, pcStart, pcEnd) || insideLast(more, pcStart, pcEnd)) continue;
      const town = TOWN_BEFORE.exec(text.slice(Math.max(0, pcStart - 40), pcStart));
      if (!town || STOP_WORDS.has(town[1]!)) continue;
      const { end } = tail(text, pcEnd, placeList, true);
      more.push(location(linesAbove(text, pcStart - town[0].length), Math.max(end, pcEnd), 0.85, 'postal-address', 'town and UK postcode'));
    }
  }
  for (const j of joined) found.push(j);
  for (const j of more) found.push(j);
  return found;
}
