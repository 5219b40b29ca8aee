/**
 * Values for the synthetic probe's slots, drawn from @faker-js/faker in one of six locales. People,
 * streets, cities, postcodes, phones, companies, e-mail and web addresses come from the locale;
 * countries, jobs and nationalities are English, since the frames are English sentences. Formats
 * that Python's Faker (which the benchmark style uses) writes and faker-js does not — phones with
 * "x" extensions or a "001-" prefix, suffixes such as PhD, the many date layouts — are written
 * here from the locale's digits and dates.
 */
import type { Faker } from '@faker-js/faker';

export type Field =
  | 'name' | 'first_name' | 'last_name' | 'prefix_name' | 'name_suffix'
  | 'address' | 'street_address' | 'city' | 'zipcode' | 'state_abbr' | 'country' | 'nrp' | 'company' | 'job'
  | 'phone' | 'email' | 'url' | 'ipv4' | 'ipv6' | 'credit_card' | 'iban' | 'ssn'
  | 'date_numeric' | 'date_long' | 'date_short_month' | 'date_iso' | 'date_month_year' | 'datetime_iso' | 'time' | 'age';

export const LOCALES = ['en_US', 'en_GB', 'de', 'fr', 'nl', 'pt_BR'] as const;
export type Locale = (typeof LOCALES)[number];

/** Nationalities, religions and political groups as the benchmark style writes them (probe only). */
const NRP = [
  'American', 'British', 'German', 'French', 'Dutch', 'Brazilian', 'Mexican', 'Canadian', 'Irish', 'Polish',
  'Nigerian', 'Indian', 'Chinese', 'Japanese', 'Korean', 'Italian', 'Spanish', 'Portuguese', 'Swedish', 'Greek',
  'Turkish', 'Egyptian', 'Kenyan', 'Australian', 'Catholic', 'Muslim', 'Jewish', 'Buddhist', 'Hindu', 'Protestant',
  'Republican', 'Democratic', 'Socialist', 'Conservative', 'Vietnamese', 'Filipino', 'Pakistani', 'Iranian', 'Chilean', 'Danish',
];

/**
 * Occupations in sentence case, as Python's Faker writes jobs (faker-js writes buzzword titles in
 * title case, "Dynamic Paradigm Manager"); this probe's own list.
 */
const OCCUPATIONS = [
  'Chartered accountant', 'Civil engineer', 'Primary school teacher', 'Tax adviser', 'Research scientist', 'Clinical psychologist',
  'Sales executive', 'Marketing manager', 'Software developer', 'Veterinary surgeon', 'Retail buyer', 'Police officer',
  'Social worker', 'Graphic designer', 'Quantity surveyor', 'Museum curator', 'Fitness instructor', 'Dental hygienist',
  'Air traffic controller', 'Medical secretary', 'Land surveyor', 'Estate agent', 'Pharmacist', 'Librarian',
  'Mechanical engineer', 'Financial planner', 'Insurance underwriter', 'Speech therapist', 'Landscape architect', 'Production manager',
];

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
const DAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
const pad = (n: number, w = 2) => String(n).padStart(w, '0');

export interface ValueSource {
  /** The locale's Faker, seeded by the caller. */
  local: Faker;
  /** English Faker (same seed stream) for the kinds that the English frames name in English. */
  english: Faker;
  locale: Locale;
}

function digits(f: Faker, n: number): string {
  return Array.from({ length: n }, () => String(f.number.int(9))).join('');
}

/** A US-style number in the shapes Python's Faker writes for en_US (extensions after "x"). */
function pythonUsPhone(f: Faker): string {
  const area = `${f.number.int({ min: 2, max: 9 })}${digits(f, 2)}`;
  const ex = `${f.number.int({ min: 2, max: 9 })}${digits(f, 2)}`;
  const line = digits(f, 4);
  const ext = digits(f, f.helpers.arrayElement([3, 4, 5]));
  return f.helpers.arrayElement([
    `+1-${area}-${ex}-${line}x${ext}`,
    `(${area})${ex}-${line}`,
    `${area}.${ex}.${line}`,
    `001-${area}-${ex}-${line}x${ext}`,
    `${area}-${ex}-${line}x${ext}`,
    `+1-${area}-${ex}-${line}`,
    `(${area})${ex}-${line}x${ext}`,
    `${area}.${ex}.${line}x${ext}`,
  ]);
}

const UK_AREAS = ['AB', 'B', 'BS', 'CB', 'CF', 'DD', 'E', 'EH', 'G', 'GL', 'L', 'LS', 'M', 'N', 'NE', 'NW', 'OX', 'PL', 'S', 'SE', 'SW', 'TN', 'W', 'YO'];
const INWARD_LETTERS = 'ABDEFGHJLNPQRSTUWXYZ';

function ukPostcode(f: Faker): string {
  const letter = () => INWARD_LETTERS[f.number.int(INWARD_LETTERS.length - 1)]!;
  return `${f.helpers.arrayElement(UK_AREAS)}${f.number.int({ min: 1, max: 20 })} ${f.number.int(9)}${letter()}${letter()}`;
}

function address(s: ValueSource): string {
  const f = s.local;
  const street = f.location.streetAddress(f.datatype.boolean());
  const city = f.location.city();
  // faker-js writes en_GB postcodes with digits where the inward code has letters ("SL60 83Q");
  // Python's Faker, and the Royal Mail, write a real area, a district, then a digit and two of the
  // letters the inward code uses ("SL6 0QJ").
  const zip = s.locale === 'en_GB' ? ukPostcode(f) : f.location.zipCode();
  switch (s.locale) {
    case 'en_US':
      return `${street}, ${city}, ${f.location.state({ abbreviated: true })} ${zip}`;
    case 'en_GB':
      return `${street}, ${city}, ${zip}`;
    case 'pt_BR':
      return `${street}, ${city} - ${f.location.state({ abbreviated: true })}, ${zip}`;
    default:
      return `${street}, ${zip} ${city}`;
  }
}

function date(f: Faker): Date {
  return f.date.between({ from: '1950-01-01T00:00:00Z', to: '2025-12-31T23:59:59Z' });
}

export function value(field: Field, s: ValueSource): string {
  const f = s.local;
  const en = s.english;
  switch (field) {
    case 'name':
      return `${f.person.firstName()} ${f.person.lastName()}`;
    case 'first_name':
      return f.person.firstName();
    case 'last_name':
      return f.person.lastName();
    case 'prefix_name':
      return f.datatype.boolean() ? `${f.person.prefix()} ${f.person.firstName()} ${f.person.lastName()}` : `${f.person.prefix()} ${f.person.lastName()}`;
    case 'name_suffix':
      // Python's Faker writes the suffix after a space, without a comma ("John Smith PhD").
      return `${f.person.firstName()} ${f.person.lastName()} ${en.helpers.arrayElement(['Jr.', 'Sr.', 'II', 'III', 'IV', 'MD', 'PhD', 'DDS', 'DVM'])}`;
    case 'address':
      return address(s);
    case 'street_address':
      return f.location.streetAddress(f.datatype.boolean());
    case 'city':
      return f.location.city();
    case 'zipcode':
      return s.locale === 'en_GB' ? ukPostcode(f) : f.location.zipCode();
    case 'state_abbr':
      return f.location.state({ abbreviated: true });
    case 'country':
      return en.location.country();
    case 'nrp':
      return en.helpers.arrayElement(NRP);
    case 'company':
      return f.company.name();
    case 'job':
      return en.datatype.boolean() ? en.person.jobTitle() : en.helpers.arrayElement(OCCUPATIONS);
    case 'phone':
      return s.locale === 'en_US' && f.datatype.boolean() ? pythonUsPhone(f) : f.phone.number();
    case 'email':
      return f.internet.email();
    case 'url':
      return f.datatype.boolean() ? f.internet.url() : `www.${f.internet.domainName()}`;
    case 'ipv4':
      return f.internet.ipv4();
    case 'ipv6':
      return f.internet.ipv6();
    case 'credit_card': {
      const n = f.finance.creditCardNumber();
      return f.datatype.boolean() ? n.replace(/-/g, '') : n;
    }
    case 'iban':
      return f.finance.iban({ formatted: f.datatype.boolean() });
    case 'ssn': {
      let area = f.number.int({ min: 1, max: 899 });
      if (area === 666) area = 665;
      return `${pad(area, 3)}-${pad(f.number.int({ min: 1, max: 99 }))}-${pad(f.number.int({ min: 1, max: 9999 }), 4)}`;
    }
    case 'date_numeric': {
      const d = date(f);
      return f.datatype.boolean() ? `${pad(d.getUTCMonth() + 1)}/${pad(d.getUTCDate())}/${d.getUTCFullYear()}` : `${pad(d.getUTCDate())}.${pad(d.getUTCMonth() + 1)}.${d.getUTCFullYear()}`;
    }
    case 'date_long': {
      const d = date(f);
      const m = MONTHS[d.getUTCMonth()]!;
      return f.helpers.arrayElement([
        `${m} ${d.getUTCDate()}, ${d.getUTCFullYear()}`,
        `${d.getUTCDate()} ${m} ${d.getUTCFullYear()}`,
        `${DAYS[d.getUTCDay()]!}, ${m} ${d.getUTCDate()}, ${d.getUTCFullYear()}`,
      ]);
    }
    case 'date_short_month': {
      const d = date(f);
      const m = MONTHS[d.getUTCMonth()]!.slice(0, 3);
      return f.datatype.boolean() ? `${pad(d.getUTCDate())} ${m} ${d.getUTCFullYear()}` : `${m} ${d.getUTCDate()}, ${d.getUTCFullYear()}`;
    }
    case 'date_iso': {
      const d = date(f);
      return `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`;
    }
    case 'date_month_year': {
      const d = date(f);
      return f.datatype.boolean() ? `${MONTHS[d.getUTCMonth()]!} ${d.getUTCFullYear()}` : `${pad(d.getUTCMonth() + 1)}/${d.getUTCFullYear()}`;
    }
    case 'datetime_iso': {
      const d = date(f);
      return d.toISOString().slice(0, 19);
    }
    case 'time': {
      const h = f.number.int(23);
      const m = pad(f.number.int(59));
      return f.helpers.arrayElement([`${pad(h)}:${m}`, `${((h + 11) % 12) + 1}:${m} ${h < 12 ? 'AM' : 'PM'}`, `${pad(h)}:${m}:${pad(f.number.int(59))}`]);
    }
    case 'age':
      return String(f.number.int({ min: 18, max: 92 }));
  }
}
