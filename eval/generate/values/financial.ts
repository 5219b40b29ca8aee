/** Payment cards (Luhn-valid, real issuer prefixes) and IBANs (valid mod-97, per-country BBAN layout). */
import type { Rng } from '../rng.ts';
import { ibanCheck, luhnDigit } from './checksums.ts';

export type CardBrand = 'Visa' | 'Mastercard' | 'American Express' | 'Discover' | 'JCB' | 'Diners Club';

export function creditCard(rng: Rng): { value: string; brand: CardBrand } {
  const brand = rng.weighted<CardBrand>([
    ['Visa', 5],
    ['Mastercard', 4],
    ['American Express', 2],
    ['Discover', 1],
    ['JCB', 0.5],
    ['Diners Club', 0.5],
  ]);
  let prefix: string;
  let length: number;
  switch (brand) {
    case 'Visa':
      prefix = '4' + rng.digits(5);
      length = 16;
      break;
    case 'Mastercard':
      prefix = rng.chance(0.8) ? String(rng.int(51, 55)) : String(rng.int(2221, 2720));
      length = 16;
      break;
    case 'American Express':
      prefix = rng.pick(['34', '37']);
      length = 15;
      break;
    case 'Discover':
      prefix = rng.pick(['6011', '65', '644', '645']);
      length = 16;
      break;
    case 'JCB':
      prefix = String(rng.int(3528, 3589));
      length = 16;
      break;
    case 'Diners Club':
      prefix = rng.pick(['36', '300', '305']);
      length = 14;
      break;
  }
  const body = prefix + rng.digits(length - 1 - prefix.length);
  const pan = body + String(luhnDigit(body));
  const style = rng.weighted<string>([['space', 5], ['dash', 2], ['plain', 3]]);
  let value = pan;
  if (style !== 'plain') {
    const sep = style === 'space' ? ' ' : '-';
    if (length === 15) value = [pan.slice(0, 4), pan.slice(4, 10), pan.slice(10)].join(sep);
    else if (length === 14) value = [pan.slice(0, 4), pan.slice(4, 10), pan.slice(10)].join(sep);
    else value = pan.match(/.{4}/g)!.join(sep);
  }
  return { value, brand };
}

/** BBAN layouts: n = digits, a = upper-case letters, c = alphanumerics. */
const IBAN_LAYOUTS: Record<string, string> = {
  DE: '18n',
  GB: '4a,14n',
  FR: '10n,11c,2n',
  ES: '20n',
  IT: '1a,10n,12c',
  NL: '4a,10n',
  PL: '24n',
  BE: '12n',
  AT: '16n',
  CH: '5n,12c',
  PT: '21n',
  IE: '4a,14n',
  LU: '3n,13c',
  DK: '14n',
  SE: '20n',
  NO: '11n',
  FI: '14n',
  IN: '',
};

function bban(rng: Rng, layout: string): string {
  let out = '';
  for (const part of layout.split(',')) {
    const n = Number(part.slice(0, -1));
    const kind = part.slice(-1);
    if (kind === 'n') out += rng.digits(n);
    else if (kind === 'a') out += rng.chars('ABCDEFGHIJKLMNOPQRSTUVWXYZ', n);
    else out += rng.chars('ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789', n);
  }
  return out;
}

export const IBAN_COUNTRIES = Object.keys(IBAN_LAYOUTS).filter((c) => IBAN_LAYOUTS[c] !== '');

export function iban(rng: Rng, country?: string): string {
  const cc = country && IBAN_LAYOUTS[country] ? country : rng.pick(IBAN_COUNTRIES);
  const b = bban(rng, IBAN_LAYOUTS[cc]!);
  const compact = cc + ibanCheck(cc, b) + b;
  return rng.chance(0.6) ? compact.match(/.{1,4}/g)!.join(' ') : compact;
}
