/**
 * Per-document generation state and the slot table: `{{key}}` in a template becomes labelled
 * segments. The same key within one document always yields the same value ("full" twice is one
 * person); a digit suffix selects another instance ("full2" is a second person, "city2" a second city).
 */
import type { Faker } from '@faker-js/faker';
import type { Segment } from '../lib/doc.ts';
import { CITIES, COUNTRIES_EN, COUNTRIES_LOCAL, COUNTRY_OF, ETHNIC, NATIONALITIES, ORGS, POLITICAL, REGIONS, RELIGIONS, WORD_FIRST_NAMES, WORD_SURNAMES, PRODUCTS, type LocaleId } from './lexicon.ts';
import type { Rng } from './rng.ts';
import { auAbn, auTfn } from './values/au.ts';
import { caSin } from './values/ca.ts';
import { bitcoinAddress } from './values/crypto.ts';
import { formatDate, formatMonthYear, formatTime, timestamp, randomDate, birthDate, type DocLanguage } from './values/datetime.ts';
import { deIdCard, dePassport, deTaxId, deVatId } from './values/de.ts';
import { esNie, esNif } from './values/es.ts';
import { creditCard, iban } from './values/financial.ts';
import { frNir } from './values/fr.ts';
import { inAadhaar, inPan } from './values/in.ts';
import { itFiscalCode, itVat } from './values/it.ts';
import { ipv4, ipv6, macAddress, url } from './values/network.ts';
import { nlBsn } from './values/nl.ts';
import { phoneNumber, type PhoneRegion } from './values/phone.ts';
import { plPesel } from './values/pl.ts';
import { sgNricFin } from './values/sg.ts';
import { ukNhs, ukNino, ukPostcode } from './values/uk.ts';
import { abaRouting, deaNumber, usBankNumber, usDriverLicense, usItin, usNpi, usPassport, usSsn } from './values/us.ts';

export interface Persona {
  first: string;
  last: string;
  female: boolean;
}

export const LANGUAGE_OF: Record<LocaleId, DocLanguage> = {
  en_US: 'en', en_GB: 'en', en_IN: 'en', en_AU: 'en', de: 'de', fr: 'fr', es: 'es', it: 'it', nl: 'nl', pt_BR: 'pt', pl: 'pl',
};

const PHONE_REGION: Record<LocaleId, PhoneRegion> = {
  en_US: 'US', en_GB: 'GB', de: 'DE', fr: 'FR', es: 'ES', it: 'IT', nl: 'NL', pt_BR: 'BR', pl: 'PL', en_IN: 'IN', en_AU: 'AU',
};
const IBAN_COUNTRY: Partial<Record<LocaleId, string>> = { en_GB: 'GB', de: 'DE', fr: 'FR', es: 'ES', it: 'IT', nl: 'NL', pl: 'PL' };

const EMAIL_PROVIDERS: Record<LocaleId, string[]> = {
  en_US: ['gmail.com', 'yahoo.com', 'outlook.com', 'icloud.com', 'aol.com', 'hotmail.com', 'protonmail.com'],
  en_GB: ['gmail.com', 'btinternet.com', 'yahoo.co.uk', 'hotmail.co.uk', 'outlook.com', 'sky.com'],
  de: ['gmx.de', 'web.de', 't-online.de', 'gmail.com', 'posteo.de'],
  fr: ['orange.fr', 'free.fr', 'gmail.com', 'laposte.net', 'sfr.fr'],
  es: ['gmail.com', 'hotmail.es', 'yahoo.es', 'telefonica.net'],
  it: ['libero.it', 'gmail.com', 'virgilio.it', 'tiscali.it'],
  nl: ['ziggo.nl', 'kpnmail.nl', 'gmail.com', 'hotmail.nl'],
  pt_BR: ['gmail.com', 'uol.com.br', 'bol.com.br', 'hotmail.com'],
  pl: ['wp.pl', 'onet.pl', 'o2.pl', 'gmail.com', 'interia.pl'],
  en_IN: ['gmail.com', 'rediffmail.com', 'yahoo.co.in', 'outlook.com'],
  en_AU: ['bigpond.com', 'gmail.com', 'optusnet.com.au', 'outlook.com'],
};

const TITLES: Record<DocLanguage, { male: string[]; female: string[]; any: string[] }> = {
  en: { male: ['Mr.', 'Mr'], female: ['Mrs.', 'Ms.', 'Ms', 'Miss', 'Mrs'], any: ['Dr.', 'Dr', 'Prof.', 'Professor', 'Rev.'] },
  de: { male: ['Herr', 'Herrn'], female: ['Frau'], any: ['Dr.', 'Prof.'] },
  fr: { male: ['M.', 'Monsieur'], female: ['Mme', 'Madame', 'Mlle'], any: ['Dr', 'Pr', 'Maître'] },
  es: { male: ['Sr.', 'Don'], female: ['Sra.', 'Srta.', 'Doña'], any: ['Dr.', 'Dra.'] },
  it: { male: ['Sig.', 'Signor'], female: ['Sig.ra', 'Signora'], any: ['Dott.', 'Dott.ssa', 'Prof.', 'Avv.', 'Ing.'] },
  nl: { male: ['dhr.', 'de heer'], female: ['mevr.', 'mevrouw'], any: ['Dr.', 'Prof.', 'mr.', 'ir.'] },
  pt: { male: ['Sr.', 'Senhor'], female: ['Sra.', 'Senhora', 'Dona'], any: ['Dr.', 'Dra.', 'Prof.'] },
  pl: { male: ['Pan', 'Panem'], female: ['Pani', 'Panią'], any: ['dr', 'prof.', 'mgr'] },
};

function ascii(s: string): string {
  return s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/ł/g, 'l')
    .replace(/Ł/g, 'L')
    .replace(/ß/g, 'ss')
    .replace(/[^A-Za-z0-9]/g, '')
    .toLowerCase();
}

type SlotFn = (ctx: DocContext, index: number) => Segment[];

const L = (type: string, text: string): Segment[] => [{ type, text }];

export class DocContext {
  readonly lang: DocLanguage;
  private readonly personas: Persona[] = [];
  private readonly cache = new Map<string, Segment[]>();
  /** Probability that a new persona gets a name that is also an English word. */
  wordNameRate = 0.08;

  constructor(
    readonly rng: Rng,
    readonly faker: Faker,
    readonly locale: LocaleId,
    /** Language the document is written in (English prose may be about people from any locale). */
    lang?: DocLanguage,
  ) {
    this.lang = lang ?? LANGUAGE_OF[locale];
  }

  persona(index: number): Persona {
    while (this.personas.length <= index) this.personas.push(this.newPersona());
    return this.personas[index]!;
  }

  private newPersona(): Persona {
    const rng = this.rng;
    if (this.locale.startsWith('en') && rng.chance(this.wordNameRate)) {
      const [first, female] = rng.pick(WORD_FIRST_NAMES);
      const last = rng.chance(0.6) ? rng.pick(WORD_SURNAMES) : this.faker.person.lastName();
      return { first, last, female };
    }
    const female = rng.chance(0.5);
    let first = this.faker.person.firstName(female ? 'female' : 'male');
    let last = this.faker.person.lastName(female ? 'female' : 'male');
    if (this.locale.startsWith('en') && rng.chance(0.12)) last = rng.pick(WORD_SURNAMES);
    // faker's Spanish names sometimes carry two given names; keep them (real people do), but trim junk.
    first = first.trim();
    last = last.trim();
    return { first, last, female };
  }

  /** Fills `{{key}}` / `{{key|mod}}` slots and `[[TYPE|text]]` literals. */
  fill(template: string): Segment[] {
    const out: Segment[] = [];
    const re = /\{\{([a-z_]+?)(\d*)(?:\|([a-z]+))?\}\}|\[\[([A-Z][A-Z0-9_]*)\|([^\]|]+)\]\]/g;
    let last = 0;
    for (const m of template.matchAll(re)) {
      if (m.index > last) out.push(template.slice(last, m.index));
      last = m.index + m[0].length;
      if (m[4] !== undefined) {
        out.push({ type: m[4], text: m[5]! });
        continue;
      }
      const base = m[1]!;
      const index = m[2] ? Number(m[2]) - 1 : 0;
      const key = `${base}${m[2] ?? ''}`;
      let segs = this.cache.get(key);
      if (!segs) {
        const fn = SLOTS[base];
        if (!fn) throw new Error(`unknown slot {{${base}}} in template: ${template.slice(0, 80)}`);
        segs = fn(this, index);
        this.cache.set(key, segs);
      }
      out.push(...applyModifier(segs, m[3]));
    }
    if (last < template.length) out.push(template.slice(last));
    return joinPostalAddresses(out);
  }

  email(p: Persona): string {
    const rng = this.rng;
    const f = ascii(p.first.split(' ')[0]!);
    const l = ascii(p.last.split(' ')[0]!);
    const domain = rng.chance(0.6) ? rng.pick(EMAIL_PROVIDERS[this.locale]) : this.companyDomain();
    const local = rng.pick([`${f}.${l}`, `${f[0]!}${l}`, `${f}${l[0]!}`, `${f}_${l}${rng.int(1, 99)}`, `${f}${rng.int(70, 99)}`, `${l}.${f}`, f]);
    return `${local}@${domain}`;
  }

  companyDomain(): string {
    const tld: Record<LocaleId, string> = { en_US: 'com', en_GB: 'co.uk', de: 'de', fr: 'fr', es: 'es', it: 'it', nl: 'nl', pt_BR: 'com.br', pl: 'pl', en_IN: 'in', en_AU: 'com.au' };
    const word = ascii(this.faker.company.name().split(/[\s,-]+/)[0] ?? 'acme') || 'acme';
    return `${word}${this.rng.pick(['', 'group', 'corp', '-consulting', 'labs', 'health', 'law'])}.${this.rng.chance(0.5) ? tld[this.locale] : 'com'}`;
  }

  phoneRegion(): PhoneRegion {
    return PHONE_REGION[this.locale];
  }

  city(): string {
    return this.rng.pick(CITIES[this.locale]);
  }
}

/**
 * A street or town followed by its town or postcode ("{{street}}, {{city}}", "{{city}} {{postcode}}")
 * is one postal address, so one LOCATION span: the pieces are joined when one of them holds a digit.
 */
function joinPostalAddresses(segs: Segment[]): Segment[] {
  const out: Segment[] = [];
  for (const seg of segs) {
    const sep = out[out.length - 1];
    const first = out[out.length - 2];
    if (
      typeof seg !== 'string' && (seg.type === 'LOCATION' || seg.type === 'UK_POSTCODE') &&
      typeof sep === 'string' && /^(?:, ?| )$/.test(sep) &&
      first !== undefined && typeof first !== 'string' && first.type === 'LOCATION' &&
      (/\d/.test(first.text) || /\d/.test(seg.text))
    ) {
      out.splice(out.length - 2, 2, { type: 'LOCATION', text: first.text + sep + seg.text });
      continue;
    }
    out.push(seg);
  }
  return out;
}

function applyModifier(segs: Segment[], mod: string | undefined): Segment[] {
  if (!mod) return segs;
  const f = mod === 'upper' ? (s: string) => s.toUpperCase() : mod === 'lower' ? (s: string) => s.toLowerCase() : (s: string) => s;
  return segs.map((s) => (typeof s === 'string' ? f(s) : { type: s.type, text: f(s.text) }));
}

function title(ctx: DocContext, p: Persona): string {
  // English prose about a foreign person mostly uses English honorifics, sometimes the local ones.
  const local = LANGUAGE_OF[ctx.locale];
  const t = TITLES[ctx.lang === 'en' && local !== 'en' && ctx.rng.chance(0.25) ? local : ctx.lang];
  return ctx.rng.chance(0.25) ? ctx.rng.pick(t.any) : ctx.rng.pick(p.female ? t.female : t.male);
}

/** A postal address is one LOCATION span (street, unit, city, region, postcode): the parts joined. */
function address(ctx: DocContext): Segment[] {
  return [{ type: 'LOCATION', text: addressParts(ctx).map((p) => (typeof p === 'string' ? p : p.text)).join('') }];
}

function addressParts(ctx: DocContext): Segment[] {
  const { rng, faker } = ctx;
  const street = faker.location.streetAddress();
  const city = ctx.city();
  const region = rng.pick(REGIONS[ctx.locale]);
  switch (ctx.locale) {
    case 'en_US': {
      const state = rng.chance(0.7) && region[1] ? region[1] : region[0];
      const suite = rng.chance(0.2) ? `, ${faker.location.secondaryAddress()}` : '';
      return [{ type: 'LOCATION', text: street + suite }, ', ', { type: 'LOCATION', text: city }, ', ', { type: 'LOCATION', text: state }, ` ${faker.location.zipCode('#####')}`];
    }
    case 'en_GB':
      return [{ type: 'LOCATION', text: street }, ', ', { type: 'LOCATION', text: city }, rng.chance(0.5) ? ' ' : ', ', { type: 'UK_POSTCODE', text: ukPostcode(rng) }];
    case 'en_AU':
      return [{ type: 'LOCATION', text: street }, ', ', { type: 'LOCATION', text: city }, ' ', { type: 'LOCATION', text: region[1] ?? region[0] }, ` ${rng.int(2000, 7999)}`];
    case 'en_IN':
      return [{ type: 'LOCATION', text: street }, ', ', { type: 'LOCATION', text: city }, `, ${rng.int(110, 856)}${rng.digits(3)}`, ', ', { type: 'LOCATION', text: region[0] }];
    case 'pt_BR':
      return [{ type: 'LOCATION', text: street }, ' - ', { type: 'LOCATION', text: city }, ', ', { type: 'LOCATION', text: region[1] ?? region[0] }, `, ${rng.digits(5)}-${rng.digits(3)}`];
    case 'nl':
      return [{ type: 'LOCATION', text: street }, `, ${rng.int(1000, 9999)} ${rng.chars('ABCDEFGHJKLMNPRSTVWXZ', 2)} `, { type: 'LOCATION', text: city }];
    case 'pl':
      return [{ type: 'LOCATION', text: street }, `, ${rng.digits(2)}-${rng.digits(3)} `, { type: 'LOCATION', text: city }];
    default:
      return [{ type: 'LOCATION', text: street }, `, ${rng.digits(5)} `, { type: 'LOCATION', text: city }];
  }
}

function age(ctx: DocContext): number {
  return ctx.rng.weighted<number>([[ctx.rng.int(18, 45), 5], [ctx.rng.int(46, 90), 4], [ctx.rng.int(2, 17), 1]]);
}

const SLOTS: Record<string, SlotFn> = {
  // PERSON
  first: (c, i) => L('PERSON', c.persona(i).first),
  last: (c, i) => L('PERSON', c.persona(i).last),
  full: (c, i) => L('PERSON', `${c.persona(i).first} ${c.persona(i).last}`),
  fullmid: (c, i) => L('PERSON', `${c.persona(i).first} ${c.rng.chars('ABCDEFGHJKLMNPRSTW', 1)}. ${c.persona(i).last}`),
  initlast: (c, i) => L('PERSON', `${c.persona(i).first[0]!}. ${c.persona(i).last}`),
  lastfirst: (c, i) => L('PERSON', `${c.persona(i).last}, ${c.persona(i).first}`),
  // TITLE (honorific only; the name after it is a separate PERSON span)
  title: (c, i) => L('TITLE', title(c, c.persona(i))),
  // contacts derived from the persona
  email: (c, i) => L('EMAIL_ADDRESS', c.email(c.persona(i))),
  phone: (c) => L('PHONE_NUMBER', phoneNumber(c.rng, c.phoneRegion()).value),
  mobile: (c) => L('PHONE_NUMBER', phoneNumber(c.rng, c.phoneRegion(), c.rng.chance(0.5) ? 'national' : 'international').value),
  phone_intl: (c) => L('PHONE_NUMBER', phoneNumber(c.rng, c.rng.pick(['US', 'GB', 'DE', 'FR', 'IN', 'AU', 'CA', 'IE', 'CH', 'SG', 'NL', 'ES', 'IT', 'BR', 'PL']), 'international').value),
  username: (c, i) => [ascii(c.persona(i).first).slice(0, 1) + ascii(c.persona(i).last) + String(c.rng.int(1, 99))],
  // LOCATION
  city: (c) => L('LOCATION', c.city()),
  country: (c) => L('LOCATION', c.lang === 'en' ? c.rng.pick(COUNTRIES_EN) : c.rng.pick(COUNTRIES_LOCAL[c.lang] ?? COUNTRIES_EN)),
  homecountry: (c) => L('LOCATION', COUNTRY_OF[c.locale]),
  region: (c) => L('LOCATION', c.rng.pick(REGIONS[c.locale])[0]),
  street: (c) => L('LOCATION', c.faker.location.streetAddress()),
  address: (c) => address(c),
  foreigncity: (c) => L('LOCATION', c.rng.pick(CITIES[c.rng.pick(Object.keys(CITIES) as LocaleId[])])),
  // ORGANIZATION
  org: (c) => L('ORGANIZATION', c.rng.chance(0.55) ? c.rng.pick(ORGS[c.locale]) : c.faker.company.name()),
  company: (c) => L('ORGANIZATION', c.faker.company.name()),
  // NRP
  nationality: (c) => L('NRP', c.rng.pick(NATIONALITIES)),
  religion: (c) => L('NRP', c.rng.pick(RELIGIONS)),
  political: (c) => L('NRP', c.rng.pick(POLITICAL)),
  nrp: (c) => L('NRP', c.rng.pick([...NATIONALITIES, ...RELIGIONS, ...ETHNIC])),
  // AGE
  age: (c) => L('AGE', String(age(c))),
  // DATE_TIME
  date: (c) => L('DATE_TIME', formatDate(c.rng, randomDate(c.rng), c.lang, c.locale === 'en_US' && c.lang === 'en')),
  futuredate: (c) => L('DATE_TIME', formatDate(c.rng, randomDate(c.rng, 2025, 2026), c.lang, c.locale === 'en_US' && c.lang === 'en')),
  dob: (c) => L('DATE_TIME', formatDate(c.rng, birthDate(c.rng), c.lang, c.locale === 'en_US' && c.lang === 'en')),
  time: (c) => L('DATE_TIME', formatTime(c.rng, c.lang)),
  datetime: (c) => L('DATE_TIME', `${formatDate(c.rng, randomDate(c.rng), c.lang, c.locale === 'en_US' && c.lang === 'en')}${c.lang === 'en' ? c.rng.pick([' at ', ', ', ' ']) : ' '}${formatTime(c.rng, c.lang)}`),
  monthyear: (c) => L('DATE_TIME', formatMonthYear(c.rng, randomDate(c.rng, 1998, 2024), c.lang)),
  year: (c) => L('DATE_TIME', String(c.rng.int(1975, 2024))),
  /** Dates written as bare digit runs (20230415, 15042023, 150423): they look like numbers. */
  numdate: (c) => {
    const d = randomDate(c.rng);
    const p = (n: number) => String(n).padStart(2, '0');
    return L('DATE_TIME', c.rng.pick([`${d.year}${p(d.month)}${p(d.day)}`, `${p(d.day)}${p(d.month)}${d.year}`, `${p(d.day)}${p(d.month)}${String(d.year).slice(2)}`]));
  },
  ts: (c) => L('DATE_TIME', timestamp(c.rng)),
  // network
  ip: (c) => L('IP_ADDRESS', ipv4(c.rng)),
  ip6: (c) => L('IP_ADDRESS', ipv6(c.rng)),
  mac: (c) => L('MAC_ADDRESS', macAddress(c.rng)),
  url: (c) => L('URL', url(c.rng, c.companyDomain())),
  anyemail: (c) => L('EMAIL_ADDRESS', c.email({ first: c.faker.person.firstName(), last: c.faker.person.lastName(), female: false })),
  // financial
  cc: (c) => L('CREDIT_CARD', creditCard(c.rng).value),
  iban: (c) => L('IBAN_CODE', iban(c.rng, IBAN_COUNTRY[c.locale] ?? (c.rng.chance(0.5) ? undefined : 'DE'))),
  btc: (c) => L('CRYPTO', bitcoinAddress(c.rng)),
  bankacct: (c) => L('US_BANK_NUMBER', usBankNumber(c.rng)),
  aba: (c) => L('ABA_ROUTING_NUMBER', abaRouting(c.rng)),
  // US
  ssn: (c) => L('US_SSN', usSsn(c.rng)),
  itin: (c) => L('US_ITIN', usItin(c.rng)),
  uspassport: (c) => L('US_PASSPORT', usPassport(c.rng)),
  usdl: (c) => {
    const dl = usDriverLicense(c.rng);
    return [{ type: 'LOCATION', text: dl.state }, ' driver license ', { type: 'US_DRIVER_LICENSE', text: dl.value }];
  },
  dlnum: (c) => L('US_DRIVER_LICENSE', usDriverLicense(c.rng).value),
  dea: (c, i) => L('MEDICAL_LICENSE', deaNumber(c.rng, c.persona(i).last)),
  npi: (c) => L('US_NPI', usNpi(c.rng)),
  // UK
  nhs: (c) => L('UK_NHS', ukNhs(c.rng)),
  nino: (c) => L('UK_NINO', ukNino(c.rng)),
  postcode: (c) => L('UK_POSTCODE', ukPostcode(c.rng)),
  // Europe
  nif: (c) => L('ES_NIF', esNif(c.rng)),
  nie: (c) => L('ES_NIE', esNie(c.rng)),
  cf: (c, i) => L('IT_FISCAL_CODE', itFiscalCode(c.rng, c.persona(i).first, c.persona(i).last, c.persona(i).female)),
  piva: (c) => L('IT_VAT_CODE', itVat(c.rng)),
  steuerid: (c) => L('DE_TAX_ID', deTaxId(c.rng)),
  ausweis: (c) => L('DE_ID_CARD', deIdCard(c.rng)),
  depass: (c) => L('DE_PASSPORT', dePassport(c.rng)),
  ustid: (c) => L('DE_VAT_ID', deVatId(c.rng)),
  nir: (c, i) => L('FR_NIR', frNir(c.rng, c.persona(i).female)),
  bsn: (c) => L('NL_BSN', nlBsn(c.rng)),
  pesel: (c, i) => L('PL_PESEL', plPesel(c.rng, c.persona(i).female)),
  // Asia-Pacific, Canada
  pan: (c, i) => L('IN_PAN', inPan(c.rng, c.persona(i).last)),
  aadhaar: (c) => L('IN_AADHAAR', inAadhaar(c.rng)),
  tfn: (c) => L('AU_TFN', auTfn(c.rng)),
  abn: (c) => L('AU_ABN', auAbn(c.rng)),
  sin: (c) => L('CA_SIN', caSin(c.rng)),
  nric: (c) => L('SG_NRIC_FIN', sgNricFin(c.rng)),
  // unlabelled filler
  product: (c) => [c.rng.pick(PRODUCTS)],
  job: (c) => [c.faker.person.jobTitle()],
  amount: (c) => [`${c.rng.pick(['$', '£', '€', ''])}${c.rng.int(12, 4999)}.${c.rng.digits(2)}`],
  orderno: (c) => [`${c.rng.pick(['ORD', 'INV', 'PO', 'REF', 'CASE'])}-${c.rng.int(10000, 999999)}`],
  ticket: (c) => [`${c.rng.pick(['INC', 'SUP', 'TCK', 'HD'])}-${c.rng.int(1000, 99999)}`],
  hex: (c) => [c.rng.chars('0123456789abcdef', c.rng.pick([7, 12, 40]))],
  errcode: (c) => [`0x${c.rng.chars('0123456789ABCDEF', 8)}`],
  guid: (c) => [[8, 4, 4, 4, 12].map((n) => c.rng.chars('0123456789abcdef', n)).join('-')],
  version: (c) => [`${c.rng.int(0, 12)}.${c.rng.int(0, 40)}.${c.rng.int(0, 99)}`],
  num: (c) => [String(c.rng.int(2, 9999))],
  ms: (c) => [`${c.rng.int(1, 4000)}ms`],
  port: (c) => [String(c.rng.pick([80, 443, 3000, 5432, 6379, 8080, 8443, 9200]))],
  cardbrand: (c) => [c.rng.pick(['card', 'credit card', 'debit card', 'company card'])],
};

export const SLOT_NAMES = Object.keys(SLOTS);
