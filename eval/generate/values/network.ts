/** IP addresses, MAC addresses and URLs in the forms people paste. */
import type { Rng } from '../rng.ts';

export function ipv4(rng: Rng): string {
  const first = rng.weighted<number>([[rng.int(11, 223), 6], [10, 1], [192, 1], [172, 1]]);
  const second = first === 192 ? 168 : first === 172 ? rng.int(16, 31) : rng.int(0, 255);
  return `${first}.${second}.${rng.int(0, 255)}.${rng.int(1, 254)}`;
}

function hextet(rng: Rng): string {
  return rng.int(0, 0xffff).toString(16);
}

export function ipv6(rng: Rng): string {
  const kind = rng.weighted<string>([['compressed', 5], ['full', 2], ['mapped', 1], ['link', 1]]);
  if (kind === 'full') return Array.from({ length: 8 }, () => hextet(rng).padStart(4, '0')).join(':');
  if (kind === 'mapped') return `::ffff:${ipv4(rng)}`;
  if (kind === 'link') return `fe80::${hextet(rng)}:${hextet(rng)}:${hextet(rng)}:${hextet(rng)}`;
  return `2001:db8:${hextet(rng)}:${hextet(rng)}::${hextet(rng)}`.replace(/^2001:db8/, rng.pick(['2001:db8', '2a02:8108', '2600:1700', '2a00:1450', '2406:da18']));
}

export function macAddress(rng: Rng): string {
  for (;;) {
    const bytes = Array.from({ length: 6 }, () => rng.int(0, 255).toString(16).padStart(2, '0'));
    if (bytes.every((b) => b === '00') || bytes.every((b) => b === 'ff')) continue;
    const style = rng.weighted<string>([['colon', 5], ['dash', 2], ['cisco', 1]]);
    const upper = rng.chance(0.5);
    let v: string;
    if (style === 'colon') v = bytes.join(':');
    else if (style === 'dash') v = bytes.join('-');
    else v = [bytes[0]! + bytes[1]!, bytes[2]! + bytes[3]!, bytes[4]! + bytes[5]!].join('.');
    return upper ? v.toUpperCase() : v;
  }
}

const PATHS = ['account/settings', 'orders/88213', 'profile', 'login', 'share/doc', 'support/ticket', 'u', 'wp-content/uploads/2023/cv.pdf', 'invite', 'reset-password'];

export function url(rng: Rng, domain: string): string {
  const path = rng.pick(PATHS);
  return rng.weighted<string>([
    [`https://${domain}/${path}`, 4],
    [`https://www.${domain}`, 2],
    [`http://${domain}/${path}?id=${rng.int(100, 99999)}`, 2],
    [`www.${domain}/${path}`, 2],
    [`https://${domain}/${path}?ref=${rng.chars('abcdefghijklmnop0123456789', 8)}&utm_source=email`, 1],
  ]);
}
