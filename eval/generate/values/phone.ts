/**
 * Phone numbers: random national numbers drawn from real numbering-plan prefixes, kept only when
 * libphonenumber says they are valid, then written in one of the ways people write them.
 */
import { parsePhoneNumberFromString } from 'libphonenumber-js';
import type { Rng } from '../rng.ts';

export type PhoneRegion = 'US' | 'CA' | 'GB' | 'DE' | 'FR' | 'ES' | 'IT' | 'NL' | 'BR' | 'PL' | 'IN' | 'AU' | 'IE' | 'CH' | 'SG' | 'AT' | 'BE' | 'PT';

/** Prefix patterns: 'd' is a random digit, 'x' a digit 2–9. */
const NATIONAL: Record<PhoneRegion, string[]> = {
  US: ['xddxdddddd'],
  CA: ['416xdddddd', '604xdddddd', '514xdddddd', '403xdddddd', '613xdddddd'],
  GB: ['07dddddddd9'.slice(0, 11), '020xdddddd'.padEnd(11, 'd'), '0161xdddddd', '0131xdddddd', '0117xdddddd', '07700900ddd'],
  DE: ['015ddddddddd', '016ddddddddd'.slice(0, 11), '017dddddddd', '030ddddddd', '089ddddddd', '040ddddddd', '0221dddddd'],
  FR: ['06dddddddd', '07dddddddd', '01dddddddd', '04dddddddd', '05dddddddd'],
  ES: ['6dddddddd', '91ddddddd', '93ddddddd', '7dddddddd'],
  IT: ['3ddddddddd', '06dddddddd', '02dddddddd', '011ddddddd'],
  NL: ['06dddddddd', '020ddddddd', '010ddddddd', '030ddddddd'],
  BR: ['119dddddddd', '219dddddddd', '113ddddddd', '313ddddddd'],
  PL: ['5dddddddd', '6dddddddd', '22ddddddd', '12ddddddd'],
  IN: ['9ddddddddd', '8ddddddddd', '7ddddddddd', '0112dddddddd'.slice(0, 11), '0222dddddddd'.slice(0, 11)],
  AU: ['04dddddddd', '02xddddddd', '03xddddddd', '07xddddddd'],
  IE: ['08xddddddd', '01xdddddd'],
  CH: ['07xddddddd', '044dddddddd'.slice(0, 10)],
  SG: ['8ddddddd', '9ddddddd', '6ddddddd'],
  AT: ['066ddddddddd'.slice(0, 11), '01dddddddd'],
  BE: ['047ddddddd', '02ddddddd'],
  PT: ['91ddddddd', '21ddddddd'],
};

function fill(rng: Rng, pattern: string): string {
  return pattern.replace(/[dx]/g, (c) => String(c === 'd' ? rng.int(0, 9) : rng.int(2, 9)));
}

export interface GeneratedPhone {
  value: string;
  region: PhoneRegion;
}

export function phoneNumber(rng: Rng, region: PhoneRegion, style?: 'national' | 'international' | 'e164' | 'any'): GeneratedPhone {
  for (let attempt = 0; attempt < 200; attempt++) {
    const national = fill(rng, rng.pick(NATIONAL[region]));
    const parsed = parsePhoneNumberFromString(national, region);
    if (!parsed?.isValid()) continue;
    const chosen = style && style !== 'any' ? style : rng.weighted<string>([['national', 5], ['international', 4], ['e164', 1], ['custom', 2]]);
    let value: string;
    if (chosen === 'national') value = parsed.formatNational();
    else if (chosen === 'international') value = parsed.formatInternational();
    else if (chosen === 'e164') value = parsed.number;
    else value = customStyle(rng, region, parsed.nationalNumber, parsed.countryCallingCode);
    return { value, region };
  }
  throw new Error(`could not generate a valid ${region} phone number`);
}

/** Formats people type that libphonenumber does not produce itself. */
function customStyle(rng: Rng, region: PhoneRegion, nsn: string, cc: string): string {
  if (region === 'US' || region === 'CA') {
    const [a, b, c] = [nsn.slice(0, 3), nsn.slice(3, 6), nsn.slice(6)];
    return rng.pick([`${a}-${b}-${c}`, `${a}.${b}.${c}`, `+1 ${a}-${b}-${c}`, `1-${a}-${b}-${c}`, `(${a})${b}-${c}`, `+1 (${a}) ${b}-${c}`]);
  }
  if (region === 'GB') return rng.pick([`+44 (0)${nsn.slice(0, 4)} ${nsn.slice(4)}`, `0${nsn.slice(0, 4)}-${nsn.slice(4)}`, `0044 ${nsn}`]);
  if (region === 'DE') return rng.pick([`+49 (0)${nsn.slice(0, 3)} ${nsn.slice(3)}`, `0${nsn.slice(0, 3)}/${nsn.slice(3)}`, `0049 ${nsn.slice(0, 3)} ${nsn.slice(3)}`]);
  if (region === 'FR') return `0${nsn}`.match(/.{2}/g)!.join(rng.pick(['.', '-', ' ']));
  return `+${cc} ${nsn.slice(0, 3)} ${nsn.slice(3, 6)} ${nsn.slice(6)}`.trim();
}
