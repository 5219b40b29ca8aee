/**
 * Street addresses as LOCATION: "123 Main Street", "42 W. 3rd Ave, Springfield, IL 62704",
 * "Via Roma 12", "12 rue de la Paix, 75002 Paris", "Calle Mayor 5", "Hauptstraße 5, 10115 Berlin",
 * "PO Box 1234", "PSC 4115, Box 7815⏎APO AA 41945". One span per address, from the house number (or street keyword) through the
 * unit, city, state and postcode that directly follow. All patterns are linear: bounded repetitions,
 * no nested quantifiers over the same characters.
 */
import type { Candidate } from '../../types.ts';
import type { Token } from './prepare.ts';
import { isSpace, nextMatch, WordIndex, WordTable } from './scan.ts';
import { STREET_SUFFIXES } from './vocab.ts';

const CAPWORD = String.raw`[\p{Lu}][\p{L}\p{M}'’.-]*`;
const ORDINAL = String.raw`\d{1,4}(?:st|nd|rd|th)`;
const SUFFIX = `(?:${STREET_SUFFIXES.map((s) => s[0]!.toUpperCase() + s.slice(1)).join('|')})`;
/** A unit keyword is a whole word: "Fl" and "Ste" also begin the city after the street (", Floydborough", ", Stevenage"). */
const UNIT = String.raw`(?:,?\s*(?:(?:Apt|Apartment|Suite|Ste|Unit|Flat|Floor|Fl|Room|Rm|Bldg|Building)(?![\p{L}])|#)\.?\s*#?[\w-]{1,6})`;

/** "123 Main Street", "1600 Pennsylvania Avenue NW", "221B Baker St." */
const STREETWORD = String.raw`[\p{Lu}][\p{L}\p{M}'’-]*`;
const US_STREET = new RegExp(
  String.raw`\b\d{1,6}[A-Za-z]?(?:-\d{1,5})?[ \t]+(?:(?:[NSEW]|North|South|East|West|N\.|S\.|E\.|W\.)[ \t]+)?(?:(?:${STREETWORD}|${ORDINAL})[ \t]+){1,3}?${SUFFIX}\b\.?(?:[ \t]+(?:Dr|Rd|Ave|Ln|Way|Circuit)\b\.?)?(?:[ \t]+(?:NW|NE|SW|SE|N|S|E|W)\b)?${UNIT}?`,
  'gu',
);

/** Romance and Polish forms, keyword first: "Via Roma 12", "Calle de Alcalá, 45", "ul. Długa 5". */
const PARTICLE = String.raw`(?:de|del|della|delle|dei|degli|di|da|do|dos|das|la|le|les|du|des|d'|l'|y|e|van|der)`;
const PREFIX_STREET = new RegExp(
  String.raw`(?:\b\d{1,5}[a-z]?,?\s+)?\b(?:Via|Viale|Vicolo|Piazza|Piazzale|Corso|Largo|Rue|Boulevard|Bd|Av\.|Avenue|Allée|Impasse|Place|Quai|Chemin|Calle|C/|Avenida|Avda\.|Plaza|Paseo|Carrer|Carretera|Camino|Rua|Praça|Travessa|Estrada|Largo|Alameda|Glorieta|Subida|Senda|Ronda|Travesía|Callejón|Cuesta|Pasaje|Prolongación|Rambla|Urbanización|Bulevar|Rodovia|Ladeira|Viela|Vereda|Marginal|Voie|Passage|Cours|Route|Chaussée|Sentier|Contrada|Borgo|Strada|Salita|Traversa|Lungomare|Bajada|Muelle|Partida|Vía|Polígono|ul\.|ulica|al\.|aleja|pl\.|plac|os\.)\s+(?:${PARTICLE}\s*){0,3}${CAPWORD}(?:\s+(?:${PARTICLE}\s*){0,3}${CAPWORD}){0,3}(?:,?\s+(?:(?:n\.?\s?º?\s?)?\d{1,5}[a-zA-Z]?(?:[-/]\d{1,4})?(?![ \t]*(?:e|er|ème|è)?[ \t]*étage)|s\/n(?![\p{L}\p{N}])))?`,
  'gu',
);

/**
 * German/Dutch compounds: "Hauptstraße 5", "Keizersgracht 123", "Fritz-Henseler-Str. 51", "van der
 * Veldegracht 9", "Dr.-Oberreiter-Straße 52c", "St. Ingberter Str. 813". "Am Markt 3" and weaker
 * endings ("Ilaypark 33") are address-block.ts's, with a postcode.
 */
const COMPOUND_STREET = new RegExp(
  String.raw`\b(?:(?:van|von)[ \t]+(?:(?:der|den|de)[ \t]+)?|(?:Dr|Prof)\.-|St\.[ \t-]?)?[\p{Lu}][\p{L}-]{1,30}(?:straße|strasse|str\.|weg|platz|allee|gasse|ring|damm|ufer|chaussee|straat|laan|plein|gracht|kade|singel|steeg|dijk|-(?:Straße|Strasse|Str\.|Weg|Platz|Allee|Gasse|Ring|Damm|Ufer)|[ \t](?:Weg|Straße|Strasse|Str\.|Platz|Allee|Gasse|Ring|Damm|Ufer|Chaussee|Straat|Laan|Plein|Gracht|Kade|Singel))[ \t]+\d{1,4}[a-zA-Z]?\b`,
  'gu',
);

/** Street keywords that are ordinary words too ("Place Order", "Route planning", "Passage of time"): streets only with a number. */
const NUMBERED_ONLY = /^(?:Place|Avenue|Boulevard|Plaza|Largo|Camino|Alameda|Ronda|Senda|Subida|Cuesta|Rambla|Marginal|Voie|Passage|Cours|Route|Chaussée|Sentier|Contrada|Borgo|Strada|Salita|Traversa|Lungomare|Bajada|Muelle|Partida|Vía|Polígono)(?![\p{L}\p{N}])/u;
/** Score of a weak street: the least a rule needs to reach joinAddresses (vote.ts's RULE_ALONE), which drops it unless joined. */
const WEAK_SCORE = 0.5;
/** A masked chunk right after a street name (the name detector's working copy masks "s/n." as junk). */
const MASKED_AFTER = /^,?[ \t]+\0/;
/**
 * A full stop after a word of three letters or more that is no abbreviation, then a capital: a
 * sentence ends inside a PREFIX_STREET match ("Saint-Honoré. Doors").
 */
const SENTENCE_STOP = /(?<![\p{L}\p{M}])(?!(?:Ste|Sta|Sto|Gen|Mal|Pres|Prof|Dott|Dra|Eng|Cel|Cap|Ten|Sgt|Cdt|Pça|Cons|Des|Dep|Gov|Sen)\.)([\p{L}\p{M}]{3,})\.[ \t\n]+\p{Lu}/u;
/** The house number at the end of a PREFIX_STREET match, with the separator before it (group 1). */
const TRAILING_NUMBER = /(,?\s+)(?:n\.?\s?º?\s?)?\d{1,5}[a-zA-Z]?(?:[-/]\d{1,4})?$/;

const SUFFIX_PRESENT = new RegExp(String.raw`\b${SUFFIX}\b`);
const WEAK_SUFFIX = /\b(?:Park|Hill|Green|Common|View|Walk|Row|Close|Grove|Vale|Way|Place|Court|Square|Gardens|Route|Loop|Plaza)\.?$/;

/** Exported, with the prefilter pieces below, for the tests of the prefilter. */
export const PO_BOX = /\b(?:P\.?\s?O\.?\s?Box|Post\s+Office\s+Box|Postfach|Apartado(?:\s+de\s+correos)?|Casella\s+postale|Bo[iî]te\s+postale|Postbus|Skrytka\s+pocztowa)\s*#?\d{1,7}\b/giu;

/**
 * What may follow a street: ", Springfield", ", IL 62704", ", 75002 Paris", " London SW1A 2AA".
 * Matched on the text after the street with indices, so city, region and postcode become their own
 * LOCATION spans (a postal address is labelled as several places).
 */
const POSTCODE = String.raw`\d{5}(?:-\d{4})?|\d{4}\s?[A-Z]{2}|\d{2}-\d{3}|\d{4}-\d{3}|\d{5}-\d{3}|[A-Z]{1,2}\d[A-Z\d]?\s?\d[A-Z]{2}|[A-Z]\d[A-Z]\s?\d[A-Z]\d|\d{4}`;
/** A place word in a tail: no inner dots, at most a final one ("St."), so "Potsdam.⏎Dr" stays apart. */
const TAILWORD = String.raw`[\p{Lu}][\p{L}\p{M}'’-]*\.?`;
/*
 * Without the d flag: indices of named groups made exec about five times slower. Instead every part
 * of the match is captured (lead, sep1, sep2, sep3 added), so the offsets of zip1, city, region and
 * zip2 are sums of the captured lengths. Extra capture groups do not change which text matches.
 */
/** Lower-case joints inside a town's name: "Rio Grande do Sul", "São José dos Campos", "Newcastle upon Tyne" (not "on", "en": "Boston on Monday"). */
const TOWN_JOINT = String.raw`(?:(?:de|do|da|dos|das|del|di|upon|sur)[ \t]+)?`;
/**
 * Countries, provinces and territories whose names hold an "and" (a lower-case word ends a tail's
 * region otherwise): "…, Springfield, Bosnia and Herzegovina".
 */
export const AND_REGIONS = String.raw`(?:Bosnia|Trinidad|Antigua|Saint Kitts|St\.? Kitts|Saint Vincent|St\.? Vincent|S[aã]o Tom[eé]|Saint Pierre|St\.? Pierre|Turks|Wallis|Heard Island|South Georgia|Svalbard|Newfoundland|Jammu|Dadra) (?:and|&) (?:the )?(?:Herzegovina|Tobago|Barbuda|Nevis|Grenadines|Pr[ií]ncipe|Miquelon|Caicos Islands|Futuna|McDonald Islands|South Sandwich Islands|Jan Mayen|Labrador|Kashmir|Nagar Haveli)(?![\p{L}\p{N}])`;
const TAIL = new RegExp(
  String.raw`^(?<lead>,?[ \t]*)(?:(?<zip1>\d{4,5}(?:-\d{4})?)(?<sep1>[ \t]+))?(?<city>${TAILWORD}(?:[ \t]+${TOWN_JOINT}${TAILWORD}){0,2})(?:(?<sep2>,[ \t]*)(?<region>${AND_REGIONS}|[A-Z]{2,3}|${TAILWORD}(?:[ \t]+${TAILWORD})?))?(?:(?<sep3>,?[ \t]+)(?<zip2>${POSTCODE}))?`,
  'u',
);

/** Words that end the tail: a new sentence's first word is not a city. */
const TAIL_STOP = /^(?:The|This|That|He|She|They|We|I|It|Call|Phone|Tel|Email|Contact|Please|Thanks|Regards|And|But|On|In|At|For|Tel|Fax|Mobile)$/;

interface Part {
  start: number;
  end: number;
  kind: 'city' | 'region' | 'postcode';
}

interface TailGroups {
  lead?: string;
  zip1?: string;
  sep1?: string;
  city?: string;
  sep2?: string;
  region?: string;
  sep3?: string;
  zip2?: string;
}

function tailParts(text: string, end: number): Part[] {
  // /^,?[ \t]/ on the text after the street, without slicing it first.
  const c0 = text.charCodeAt(end);
  const c1 = text.charCodeAt(end + 1);
  if (!(c0 === 32 || c0 === 9 || (c0 === 44 && (c1 === 32 || c1 === 9)))) return [];
  const rest = text.slice(end, end + 80);
  const m = TAIL.exec(rest);
  if (!m?.groups) return [];
  const g = m.groups as TailGroups;
  const city = g.city;
  if (!city || TAIL_STOP.test(city.split(/\s/)[0]!)) return [];
  // A tail without a postcode or a comma-separated region must at least start with a comma.
  if (!g.region && !g.zip2 && !g.zip1 && !rest.startsWith(',')) return [];
  // Offsets of the groups within rest, from the lengths of the parts before them.
  let p = g.lead!.length;
  const zip1: [number, number] | undefined = g.zip1 === undefined ? undefined : [p, p + g.zip1.length];
  if (g.zip1 !== undefined) p += g.zip1.length + g.sep1!.length;
  const citySpan: [number, number] = [p, p + city.length];
  p += city.length;
  let region: [number, number] | undefined;
  if (g.region !== undefined) {
    p += g.sep2!.length;
    region = [p, p + g.region.length];
    p += g.region.length;
  }
  let zip2: [number, number] | undefined;
  if (g.zip2 !== undefined) {
    p += g.sep3!.length;
    zip2 = [p, p + g.zip2.length];
  }
  const parts: Part[] = [];
  addPart(parts, rest, end, zip1, 'postcode');
  // "Lyon. Prof Marc…": a '.' inside the city group ends the address, unless it abbreviates the
  // town's first word ("St. Louis", "Ft. Worth", "Mt. Vernon").
  const dot = city.replace(/^(?:St|Ste|Ft|Mt|Pt)\.(?=[ \t])/, 'Xx_').search(/\.[ \t]/);
  if (dot >= 0) {
    addPart(parts, rest, end, [citySpan[0], citySpan[0] + dot], 'city');
    return parts;
  }
  addPart(parts, rest, end, citySpan, 'city');
  addPart(parts, rest, end, region, 'region');
  addPart(parts, rest, end, zip2, 'postcode');
  return parts;
}

function addPart(parts: Part[], rest: string, end: number, span: [number, number] | undefined, kind: Part['kind']): void {
  if (!span) return;
  const a = span[0];
  let b = span[1];
  // A final '.' is the sentence's ("… Via Roma 12, Milano."), not part of the place.
  while (b > a && /[.,\s]/.test(rest[b - 1]!)) b--;
  if (b > a) parts.push({ start: end + a, end: end + b, kind });
}

function pushLocation(out: Candidate[], start: number, end: number, score: number, pattern: string, reason: string): void {
  out.push({ entity: 'LOCATION', start, end, score, baseScore: score, recognizer: 'NameRecognizer', pattern, reason, contextApplied: true });
}
function pushParts(out: Candidate[], parts: Part[]): void {
  for (const p of parts) pushLocation(out, p.start, p.end, p.kind === 'postcode' ? 0.7 : 0.88, `address-${p.kind}`, `${p.kind} of a postal address`);
}

/**
 * What announces an address right before its house number: "at" ("lives at", "located at"), "to"
 * ("moved to", "ship to"), "address (is)", a label's colon, a line start.
 */
const ADDRESS_BEFORE = /(?:(?:^|\s)(?:at|to|address(?: is)?)\s+|:\s*|\n\s*|^\s*)$/i;

/** Cheap whole-text test: a digit or a street keyword must occur for any address pattern to match. */
const ANY_ADDRESS = /\d|\b(?:Via|Viale|Vicolo|Piazza|Piazzale|Corso|Rue|Calle|Avenida|Rua|Praça|Travessa|Carrer|Alameda|Glorieta)\b/;
export const COMPOUND_PRESENT = /(?:stra(?:ße|sse|at)|str\.|weg|platz|allee|gasse|ring|damm|ufer|chaussee|laan|plein|gracht|kade|singel|steeg|dijk)\s+\d/i;
/**
 * US military mail (USPS): "APO|FPO|DPO" and the armed-forces "state" AA, AE or AP before a ZIP
 * code, optionally led by the first line: a ship ("USNS Brown"), "PSC 4115, Box 7815" or
 * "Unit 0964 Box 1130". One span, across the line break.
 */
const MILITARY = /(?:\b(?:(?:USNS|USS|USNV|USCGC)[ \t]+[A-Z][A-Za-z'-]*(?:[ \t]+[A-Z][A-Za-z'-]*)?|(?:PSC|CMR|Unit)[ \t]+\d{3,5},?[ \t]+Box[ \t]+\d{1,5})[ \t]*(?:,[ \t]*)?(?:\r?\n[ \t]*)?)?\b[ADF]PO[ \t]+A[AEP][ \t]+\d{5}(?:-\d{4})?\b/g;
/**
 * A postcode named as one: "zip code is 94103", "ZIP: 10001-1234", "postal code M5V 3L9",
 * "Postleitzahl 10115". A postcode is a place (HIPAA's Safe Harbor lists ZIP codes among the
 * identifiers to remove), reported as LOCATION even without a street.
 */
const LABELLED_POSTCODE = /\b(?:zip(?:[ \t]?code)?|postal[ \t]code|post[ \t]?code|postleitzahl|plz|code[ \t]postal|c[oó]digo[ \t]postal|cap|postcode)\b[ \t]*(?:(?:is|ist|est|es|è|é|:|#|no\.?|=)[ \t]*)?(\d{5}(?:-\d{4})?|\d{4}[ \t]?[A-Z]{2}|\d{2}-\d{3}|\d{4}-\d{3}|[A-Z]\d[A-Z][ \t]?\d[A-Z]\d)(?![\w-])/giu;
const POSTCODE_WORD = /zip|postal|post ?code|postleitzahl|plz|code postal|c[oó]digo postal|\bcap\b/i;
const PO_BOX_PRESENT = /box|postfach|apartado|casella|bo[iî]te|postbus|skrytka/i;
const PREFIX_KEYWORDS = ['Via', 'Viale', 'Vicolo', 'Piazza', 'Piazzale', 'Corso', 'Largo', 'Rue', 'Boulevard', 'Bd', 'Av', 'Avenue', 'Allée', 'Impasse', 'Place', 'Quai', 'Chemin', 'Calle', 'C', 'Avenida', 'Avda', 'Plaza', 'Paseo', 'Carrer', 'Carretera', 'Camino', 'Rua', 'Praça', 'Travessa', 'Estrada', 'Alameda', 'Glorieta', 'Subida', 'Senda', 'Ronda', 'Travesía', 'Callejón', 'Cuesta', 'Pasaje', 'Prolongación', 'Rambla', 'Urbanización', 'Bulevar', 'Rodovia', 'Ladeira', 'Viela', 'Vereda', 'Marginal', 'Voie', 'Passage', 'Cours', 'Route', 'Chaussée', 'Sentier', 'Contrada', 'Borgo', 'Strada', 'Salita', 'Traversa', 'Lungomare', 'Bajada', 'Muelle', 'Partida', 'Vía', 'Polígono', 'ul', 'ulica', 'al', 'aleja', 'pl', 'plac', 'os'];
// The end is not \b: after a non-ASCII letter ('Chaussée') \b needs a word character next.
const PREFIX_PRESENT = new RegExp(String.raw`\b(?:${PREFIX_KEYWORDS.join('|')})(?![A-Za-z0-9_])`);

/*
 * Prefilter in front of COMPOUND_PRESENT and PO_BOX_PRESENT, whose scans over the whole text are
 * comparatively slow (long case-insensitive alternations). COMPOUND_PRESENT needs
 * "<street word>\s+<digit>" and PO_BOX needs "<box word>\s*#?<digit>": a native regex finds the
 * numbers, and only the word right before each is compared. A necessary condition for each; when it
 * holds, the original test still decides, so the output cannot change.
 */
export const DIGIT_COMPOUND = 1;
export const DIGIT_PO_BOX = 2;
const COMPOUND_ENDINGS = new WordIndex(
  ['straße', 'strasse', 'straat', 'str.', 'weg', 'platz', 'allee', 'gasse', 'ring', 'damm', 'ufer', 'chaussee', 'laan', 'plein', 'gracht', 'kade', 'singel', 'steeg', 'dijk'].map((w) => [w, DIGIT_COMPOUND] as const),
  true,
);
const PO_BOX_ENDINGS = new WordIndex(['box', 'postfach', 'apartado', 'correos', 'postale', 'postbus', 'pocztowa'].map((w) => [w, DIGIT_PO_BOX] as const), true);

const NUMBER_START = /(?<![0-9])[0-9]/g;

export function wordsBeforeDigits(text: string): number {
  let found = 0;
  NUMBER_START.lastIndex = 0;
  while (NUMBER_START.test(text)) {
    found |= hintsBeforeDigit(text, NUMBER_START.lastIndex - 1);
    if (found === (DIGIT_COMPOUND | DIGIT_PO_BOX)) break;
  }
  return found;
}

/** DIGIT_* hints of the number starting at i. */
function hintsBeforeDigit(text: string, i: number): number {
  let found = 0;
  let w = i;
  while (w > 0 && isSpace(text.charCodeAt(w - 1))) w--;
  // The compound test allows only whitespace between word and digit.
  if (w < i) found |= COMPOUND_ENDINGS.match(text, w);
  let b = w;
  while (b > 0 && (isSpace(text.charCodeAt(b - 1)) || text.charCodeAt(b - 1) === 35)) b--;
  found |= PO_BOX_ENDINGS.match(text, b);
  return found;
}

/*
 * With the tokens of the text, the word tests need no regex scan either. "\b(?:A|B)\b" (ASCII \b)
 * can only match where a maximal run of ASCII letters inside a token equals an alternative, or, for
 * an alternative with a non-ASCII letter ("Praça"), its ASCII part before that letter ("Pra"): the
 * characters around such a match inside a token (other letters, marks, ' ’ - .) are never ASCII
 * letters, and a token holds every letter next to it. So a token scan says which whole-text tests
 * can pass; the tests themselves still decide.
 */
const WORD_SUFFIX = 4;
const WORD_PREFIX = 8;
const addressWords = new Map<string, number>();
for (const w of STREET_SUFFIXES) addressWords.set(w[0]!.toUpperCase() + w.slice(1), WORD_SUFFIX);
for (const w of PREFIX_KEYWORDS) {
  const ascii = /^[A-Za-z]+/.exec(w)![0];
  addressWords.set(ascii, (addressWords.get(ascii) ?? 0) | WORD_PREFIX);
}
/** The same, in a WordTable: token strings are fresh, and a Map would first hash each in the runtime. */
const ADDRESS_WORDS = new WordTable(9);
for (const [w, bits] of addressWords) ADDRESS_WORDS.add(w, bits);
/** Bit L of ADDRESS_WORD_LENGTHS[c]: some key starts with character c and has length L (all are < 32). */
const ADDRESS_WORD_LENGTHS = new Uint32Array(128);
for (const w of addressWords.keys()) ADDRESS_WORD_LENGTHS[w.charCodeAt(0)]! |= 1 << w.length;

const isAsciiLetter = (c: number) => (c >= 97 && c <= 122) || (c >= 65 && c <= 90);
const isDigit = (c: number) => c >= 48 && c <= 57;

/** WORD_* and DIGIT_* hints of a text from its tokens (the same as the regex scans would find). */
function tokenHints(text: string, tokens: readonly Token[]): number {
  let found = 0;
  for (const t of tokens) {
    const first = text.charCodeAt(t.s);
    // ASCII digits are only ever in number tokens, which start with a digit (or a non-ASCII one).
    if (isDigit(first) || first >= 128) {
      for (let p = t.s; p < t.e; p++) if (isDigit(text.charCodeAt(p)) && (p === 0 || !isDigit(text.charCodeAt(p - 1)))) found |= hintsBeforeDigit(text, p);
    }
    if (t.plain) {
      // The whole token is the one run of ASCII letters (the usual case: no scan).
      const len = t.e - t.s;
      if (len < 32 && ((ADDRESS_WORD_LENGTHS[first]! >>> len) & 1) !== 0) found |= ADDRESS_WORDS.get(t.t);
      continue;
    }
    // Single ASCII punctuation holds no letter; every other token may ("-based" tails, "U.S.").
    if (t.e - t.s === 1 && first < 128 && !isAsciiLetter(first)) continue;
    // Maximal runs of ASCII letters inside the token.
    for (let p = t.s; p < t.e; ) {
      if (!isAsciiLetter(text.charCodeAt(p))) {
        p++;
        continue;
      }
      const start = p;
      while (p < t.e && isAsciiLetter(text.charCodeAt(p))) p++;
      const len = p - start;
      if (len < 32 && ((ADDRESS_WORD_LENGTHS[text.charCodeAt(start)]! >>> len) & 1) !== 0) found |= ADDRESS_WORDS.get(text.slice(start, p));
    }
  }
  return found;
}

/**
 * Street addresses, PO boxes and street keywords of the text. `tokens`, when given, are the name
 * detector's tokens of this very text: they replace the prefilter scans (see tokenHints).
 */
export function findAddresses(text: string, tokens?: readonly Token[]): Candidate[] {
  // ANY_ADDRESS is "a digit or a keyword": test the digit alone first.
  const hasDigit = /\d/.test(text);
  if (!hasDigit && !ANY_ADDRESS.test(text)) return [];
  const out: Candidate[] = [];
  const hints = tokens !== undefined ? tokenHints(text, tokens) : WORD_SUFFIX | WORD_PREFIX | (hasDigit ? wordsBeforeDigits(text) : 0);
  if (hasDigit && (hints & WORD_SUFFIX) !== 0 && SUFFIX_PRESENT.test(text)) {
    US_STREET.lastIndex = 0;
    for (let m = nextMatch(US_STREET, text); m !== null; m = nextMatch(US_STREET, text)) {
      let end = m.index + m[0].length;
      if (text[end - 1] === '.' && !/\b(?:St|Ave|Rd|Blvd|Dr|Ln|Ct|Pl|Sq|Pkwy|Hwy|Cir|Trl|Cres|Rte|Ter|[NSEW])\.$/.test(m[0])) end--;
      const tail = tailParts(text, end);
      // "In 2019 Apple Park …", "5 Green": a year or a weak street word makes the match doubtful,
      // unless what comes before says an address follows ("lives at 1973 Kings Highway", "Address:").
      const yearLike = /^(?:1[89]|20)\d\d\s/.test(m[0]) && !ADDRESS_BEFORE.test(text.slice(Math.max(0, m.index - 24), m.index));
      const weak = WEAK_SUFFIX.test(text.slice(m.index, end));
      const score = yearLike ? 0.3 : tail.length > 0 ? 0.92 : weak ? 0.7 : 0.85;
      pushLocation(out, m.index, end, score, 'street-address', 'house number, street name and street type');
      if (!yearLike) pushParts(out, tail);
    }
  }
  if ((hints & DIGIT_COMPOUND) !== 0 && COMPOUND_PRESENT.test(text)) {
    COMPOUND_STREET.lastIndex = 0;
    for (let m = nextMatch(COMPOUND_STREET, text); m !== null; m = nextMatch(COMPOUND_STREET, text)) {
      const end = m.index + m[0].length;
      pushLocation(out, m.index, end, 0.85, 'street-address-compound', 'compound street name with house number');
      pushParts(out, tailParts(text, end));
    }
  }
  if ((hints & DIGIT_PO_BOX) !== 0 && PO_BOX_PRESENT.test(text)) {
    PO_BOX.lastIndex = 0;
    for (let m = nextMatch(PO_BOX, text); m !== null; m = nextMatch(PO_BOX, text)) {
      const end = m.index + m[0].length;
      pushLocation(out, m.index, end, 0.88, 'po-box', 'post office box');
      pushParts(out, tailParts(text, end));
    }
  }
  if (hasDigit && POSTCODE_WORD.test(text)) {
    LABELLED_POSTCODE.lastIndex = 0;
    for (let m = nextMatch(LABELLED_POSTCODE, text); m !== null; m = nextMatch(LABELLED_POSTCODE, text)) {
      const end = m.index + m[0].length;
      pushLocation(out, end - m[1]!.length, end, 0.85, 'postcode-labelled', 'postcode after a postcode label');
    }
  }
  if (hasDigit && text.includes('PO ')) {
    MILITARY.lastIndex = 0;
    for (let m = nextMatch(MILITARY, text); m !== null; m = nextMatch(MILITARY, text)) {
      pushLocation(out, m.index, m.index + m[0].length, 0.9, 'military-address', 'US military mail: APO/FPO/DPO, AA/AE/AP and ZIP code');
    }
  }
  if ((hints & WORD_PREFIX) !== 0 && PREFIX_PRESENT.test(text)) {
    PREFIX_STREET.lastIndex = 0;
    for (let m = nextMatch(PREFIX_STREET, text); m !== null; m = nextMatch(PREFIX_STREET, text)) {
      // "at 61 Allée du Faubourg Saint-Honoré. Doors open at 8": a full stop after a word (not an
      // abbreviation) ends the sentence, and the street name with it.
      const stop = SENTENCE_STOP.exec(m[0]);
      const match = stop ? m[0].slice(0, stop.index + stop[1]!.length) : m[0];
      const numbered = /\d|s\/n/.test(match);
      // "Place" and "Avenue"/"Boulevard" lead English phrases too ("Place Order"): only with a number.
      if (!numbered && NUMBERED_ONLY.test(match)) {
        // "Muelle Olivia s/n.": the name detector masked "s/n." as junk. An address only with a postcode after it.
        if (MASKED_AFTER.test(text.slice(m.index + match.length, m.index + match.length + 4))) pushLocation(out, m.index, m.index + match.length, WEAK_SCORE, 'street-address-weak', 'street keyword and name before a masked house number');
        continue;
      }
      let end = m.index + match.length;
      // "16 Voie d'Assas, 98683 Vénissieux", "12 Rua X, 25180-971": after a leading house number, a
      // number behind a comma or a line break, or of four or more digits, is the postcode.
      if (isDigit(text.charCodeAt(m.index))) {
        const trail = TRAILING_NUMBER.exec(match);
        if (trail && trail.index > 0 && (/[,\n]/.test(trail[1]!) || /\d{4}/.test(trail[0]))) end = m.index + trail.index;
      }
      pushLocation(out, m.index, end, numbered ? 0.88 : 0.6, 'street-address-prefix', 'street keyword followed by a street name');
      if (numbered) pushParts(out, tailParts(text, end));
    }
  }
  return out;
}
