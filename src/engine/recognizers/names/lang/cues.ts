/**
 * Cue words and phrases around names — organisation, place, language and possession cues, indexes
 * over vocab.ts's triggers and titles. Most are English and, like vocab.ts's lists, they are matched
 * in every language; what differs per language is in lang/index.ts.
 */
import { MULTI_TITLES, PERSON_TRIGGERS } from '../vocab.ts';

export interface TriggerHit {
  readonly score: number;
  readonly lowercase: boolean;
  readonly words: string;
}
interface IndexedTrigger {
  readonly words: readonly string[];
  /** The answer, built once per trigger and shared: callers only read it. */
  readonly hit: TriggerHit;
}

/** Triggers indexed by their last word, so the check before each token is one Map look-up. */
export const TRIGGERS_BY_LAST = new Map<string, IndexedTrigger[]>();
for (const trig of PERSON_TRIGGERS) {
  const last = trig.words[trig.words.length - 1]!;
  const list = TRIGGERS_BY_LAST.get(last) ?? [];
  list.push({ words: trig.words, hit: { score: trig.score, lowercase: trig.lowercase ?? false, words: trig.words.join(' ') } });
  TRIGGERS_BY_LAST.set(last, list);
}

export const LOWERCASE_TRIGGER_LAST = new Set(PERSON_TRIGGERS.filter((t) => t.lowercase).map((t) => t.words[t.words.length - 1]!));

export const FIRM_JOINERS = new Set(['and', '&', 'e', 'et', 'y', 'und', 'en', 'i']);

/** Phrases right before an organisation name (lowercase token sequences). */
const ORG_BEFORE: readonly (readonly string[])[] = [
  ['on', 'behalf', 'of'], ['thank', 'you', 'for', 'choosing'], ['thanks', 'for', 'choosing'], ['contract', 'with'], ['works', 'at'],
  ['working', 'at'], ['work', 'at'], ['worked', 'at'], ['job', 'at'], ['promoted', 'at'], ['employed', 'by'], ['employer', ':'],
  ['company', ':'], ['organisation', ':'], ['organization', ':'], ['employer', 'is'], ['claiming', 'to', 'be', 'from'], ['customer', 'of'],
  ['shares', 'in'], ['shares', 'of'], ['stake', 'in'], ['acquired', 'by'], ['subsidiary', 'of'], ['partnership', 'with'],
  ['sponsored', 'by'], ['funded', 'by'], ['internship', 'at'], ['intern', 'at'], ['chief', 'executive', 'of'], ['ceo', 'of'],
  ['chairman', 'of'], ['founder', 'of'], ['spokesperson', 'for'], ['spokesman', 'for'], ['spokeswoman', 'for'], ['analysts', 'at'],
  ['economist', 'at'], ['analyst', 'at'], ['engineer', 'at'], ['manager', 'at'], ['director', 'at'], ['officer', 'at'], ['wifi', 'at'],
];
export const ORG_BEFORE_BY_LAST = new Map<string, (readonly string[])[]>();
for (const p of ORG_BEFORE) ORG_BEFORE_BY_LAST.set(p[p.length - 1]!, [...(ORG_BEFORE_BY_LAST.get(p[p.length - 1]!) ?? []), p]);
/** Words right after an organisation name ("the Ambev offices", "Acme shares"). */
export const ORG_AFTER = new Set(['offices', 'office', 'headquarters', 'hq', 'shares', 'stock', 'employees', 'staff', 'branch', 'branches', 'store', 'stores', 'subsidiary', 'plant', 'factory', 'factories', 'customers', 'shareholders', 'workforce', 'executives']);

export const SITE_WORDS = new Set(['offices', 'office', 'headquarters', 'hq', 'branch', 'branches', 'store', 'stores', 'plant', 'factory', 'factories', 'staff', 'employees', 'workforce']);

/** Nouns after a possessive that mark a person ("Trump's lawyers", "Smith's wife"). */
export const PERSONAL_POSSESSIONS = new Set(
  'wife husband son daughter mother father brother sister family lawyer lawyers attorney attorneys spokesman spokeswoman spokesperson campaign girlfriend boyfriend partner parents children widow friends aides aide supporters death funeral birthday career memoir novel album number phone email address car house flat desk'.split(' '),
);

/** Labels and phrases after which a capitalised word is a place even when no gazetteer knows it. */
export const LOC_TRIGGERS: readonly (readonly string[])[] = [
  ['city', ':'], ['town', ':'], ['location', ':'], ['country', ':'], ['state', ':'], ['county', ':'], ['province', ':'], ['office', ':'],
  ['place', 'of', 'birth', ':'], ['birthplace', ':'], ['born', 'in'], ['lives', 'in'], ['living', 'in'], ['moved', 'to'], ['moving', 'to'],
  ['flight', 'to'], ['flights', 'to'], ['trip', 'to'], ['based', 'in'], ['located', 'in'], ['grew', 'up', 'in'], ['relocated', 'to'],
  ['travelling', 'to'], ['traveling', 'to'], ['visit', 'to'], ['meeting', 'in'], ['conference', 'in'], ['hotel', 'in'], ['office', 'in'],
  // Record and itinerary fields (eighth session): "place of birth Pau", "depart Leeds", "Woonplaats: Eenrum", "Cidade: Braga do Norte".
  // Not "arrive" (a French verb: "arrive au corps"), nor "nascido em" before a date ("NASCIDO EM O DIA 23").
  ['place', 'of', 'birth'], ['depart'], ['departs'], ['departing', 'from'], ['arriving', 'in'], ['departure', ':'], ['arrival', ':'], ['destination', ':'], ['origin', ':'],
  ['woonplaats', ':'], ['plaats', ':'], ['wohnort', ':'], ['stadt', ':'], ['ort', ':'], ['ville', ':'], ['cidade', ':'], ['ciudad', ':'], ['città', ':'], ['localidade', ':'],
  ['geboren', 'in'], ['geboren', 'te'], ['wonende', 'te'], ['woonachtig', 'te'], ['né', 'à'], ['née', 'à'],
];

/** The few distinct last words of LOC_TRIGGERS (":", "in", "to"): any other word before i ends none. */
export const LOC_TRIGGER_LAST = [...new Set(LOC_TRIGGERS.map((w) => w[w.length - 1]!))];

/** Office titles common as words yet reliable before any capitalised word. */
export const AMBIGUOUS_OK = new Set(['president', 'senator', 'governor', 'mayor', 'minister', 'chancellor', 'ambassador', 'pope', 'sheriff', 'secretary']);

export const MULTI_BY_FIRST = new Map<string, (readonly string[])[]>();
for (const mt of MULTI_TITLES) MULTI_BY_FIRST.set(mt[0]!, [...(MULTI_BY_FIRST.get(mt[0]!) ?? []), mt]);

export const LANGUAGE_BEFORE = new Set(['in', 'into', 'speak', 'speaks', 'spoke', 'speaking', 'learn', 'learning', 'learned', 'learnt', 'fluent', 'translated', 'from']);
export const LANGUAGE_AFTER = /^(?:translations?|language|languages|subtitles|version|versions|speakers?|speaking|dub|dubbed|lessons?|classes|course|courses|text|keyboard|locale|dictionary|grammar|words?|fluently|and|or)$/;

/** Head nouns that make an organisation even after ordinary words ("High Court", "Labour Party"). */
export const STRONG_ORG_HEADS = new Set(['court', 'council', 'party', 'ministry', 'university', 'hospital', 'police', 'bank', 'commission', 'committee', 'agency', 'authority', 'department', 'parliament', 'senate', 'congress', 'assembly', 'institute', 'foundation', 'academy', 'college', 'exchange', 'church', 'army', 'navy', 'infirmary', 'clinic', 'school']);

/** Place-name heads and prefixes: "Cook County", "River Wey", "Lake Tahoe", "Yankee Stadium", "Magazine Street". */
export const LOC_SUFFIX_HEADS = new Set(['county', 'province', 'district', 'region', 'valley', 'island', 'islands', 'bay', 'beach', 'stadium', 'arena', 'airport', 'station', 'bridge', 'square', 'street', 'avenue', 'road', 'boulevard', 'lane', 'highway', 'park', 'gardens', 'harbour', 'harbor', 'canyon', 'desert', 'mountains', 'hills', 'peninsula', 'strait', 'coast', 'heights', 'estuary', 'glacier', 'forest', 'reservoir', 'canal', 'prison', 'cathedral', 'abbey', 'palace', 'castle']);
export const LOC_PREFIX_HEADS = new Set(['river', 'lake', 'mount', 'mt', 'cape', 'isle', 'fort', 'port', 'lake', 'loch', 'glen', 'saint', 'st', 'san', 'santa', 'são', 'sankt']);
export const COMPASS = new Set(['east', 'west', 'north', 'south', 'northern', 'southern', 'eastern', 'western', 'central', 'upper', 'lower', 'greater', 'new', 'old', 'inner', 'outer']);

/** Legal forms safe in the comma form ("Acme, Inc."): two-letter ones would catch "Tucson, NV". */
export const COMMA_LEGAL = new Set(['Inc', 'Incorporated', 'Ltd', 'Limited', 'LLC', 'LLP', 'PLC', 'Plc', 'GmbH', 'Corp', 'Corporation', 'S.A', 'SpA', 'S.p.A', 'B.V', 'N.V', 'S.L', 'S.r.l', 'Srl', 'SARL', 'KGaA']);
