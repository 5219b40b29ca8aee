/**
 * Test images the suite renders itself (sharp + SVG text with the fonts installed here), each with
 * the PII planted in it and ordinary words that must stay readable after redaction.
 *
 * Seven scenarios, 38 planted items: several fonts and sizes down to 11 px, a dark background, a
 * noisy coloured background, a JPEG at quality 60, a slightly rotated scan, an EXIF-rotated photo
 * and a multi-line form.
 */
import zlib from 'node:zlib';
import sharp from 'sharp';
import { seededRandom } from '../../src/engine/recognizers/names/model/train.ts';

export type PlantedType = 'EMAIL_ADDRESS' | 'PHONE_NUMBER' | 'US_SSN' | 'CREDIT_CARD' | 'PERSON';

export interface Planted {
  type: PlantedType;
  value: string;
}

export interface Scenario {
  name: string;
  image: Buffer;
  format: 'png' | 'jpeg';
  /** Upright (displayed) size, which output images and boxes refer to. */
  width: number;
  height: number;
  planted: Planted[];
  /** Ordinary words that must survive redaction, readable. */
  keep: string[];
}

interface Line {
  text: string;
  x: number;
  y: number;
  size: number;
  font?: string;
  weight?: 'bold';
  fill?: string;
}

const esc = (s: string) => s.replace(/[<>&"']/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&apos;' })[c]!);

function textSvg(width: number, height: number, lines: readonly Line[], background: string, extra = ''): Buffer {
  const body = lines
    .map(
      (l) =>
        `<text x="${l.x}" y="${l.y}" font-family="${l.font ?? 'DejaVu Sans'}" font-size="${l.size}"${l.weight ? ` font-weight="${l.weight}"` : ''} fill="${l.fill ?? '#111111'}">${esc(l.text)}</text>`,
    )
    .join('');
  return Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">${background}${extra}${body}</svg>`);
}

const white = '<rect width="100%" height="100%" fill="#ffffff"/>';

/** Deterministic pseudo-random numbers (the engine's mulberry32), so the noisy image is the same every run. */
const prng = seededRandom;

async function fonts(): Promise<Scenario> {
  const lines: Line[] = [
    { text: 'Quarterly report prepared by Emily Carter for the board', x: 14, y: 34, size: 16 },
    { text: 'Email ecarter77@example.net or call (415) 829-3746 today', x: 14, y: 78, size: 14, font: 'DejaVu Serif' },
    { text: 'SSN 536-22-8471 card 4539 1488 0343 6467', x: 14, y: 120, size: 13, font: 'DejaVu Sans Mono' },
    { text: 'Reviewer: Robert Chen, phone 646-273-9184', x: 14, y: 160, size: 12, font: 'DejaVu Sans Condensed' },
    { text: 'Billing contact r.chen@mailbox.org, account notes follow', x: 14, y: 196, size: 11 },
  ];
  const image = await sharp(textSvg(620, 220, lines, white)).png().toBuffer();
  return {
    name: 'fonts and sizes down to 11 px',
    image,
    format: 'png',
    width: 620,
    height: 220,
    planted: [
      { type: 'PERSON', value: 'Emily Carter' },
      { type: 'EMAIL_ADDRESS', value: 'ecarter77@example.net' },
      { type: 'PHONE_NUMBER', value: '(415) 829-3746' },
      { type: 'US_SSN', value: '536-22-8471' },
      { type: 'CREDIT_CARD', value: '4539 1488 0343 6467' },
      { type: 'PERSON', value: 'Robert Chen' },
      { type: 'PHONE_NUMBER', value: '646-273-9184' },
      { type: 'EMAIL_ADDRESS', value: 'r.chen@mailbox.org' },
    ],
    keep: ['Quarterly', 'report', 'board', 'today', 'Reviewer', 'Billing', 'account', 'notes'],
  };
}

async function dark(): Promise<Scenario> {
  const lines: Line[] = [
    { text: 'Support ticket from Sarah Johnson', x: 16, y: 38, size: 18, fill: '#e8e8e8' },
    { text: 'Reply to sarah.j@example.com or (617) 492-8830', x: 16, y: 80, size: 15, fill: '#9fd3ff' },
    { text: 'SSN 412-68-3390  Visa 5491 2736 4810 9526', x: 16, y: 120, size: 14, font: 'DejaVu Sans Mono', fill: '#e8e8e8' },
    { text: 'Status: waiting for customer', x: 16, y: 158, size: 13, fill: '#c8c8c8' },
  ];
  const image = await sharp(textSvg(560, 180, lines, '<rect width="100%" height="100%" fill="#1f2430"/>')).png().toBuffer();
  return {
    name: 'dark background',
    image,
    format: 'png',
    width: 560,
    height: 180,
    planted: [
      { type: 'PERSON', value: 'Sarah Johnson' },
      { type: 'EMAIL_ADDRESS', value: 'sarah.j@example.com' },
      { type: 'PHONE_NUMBER', value: '(617) 492-8830' },
      { type: 'US_SSN', value: '412-68-3390' },
      { type: 'CREDIT_CARD', value: '5491 2736 4810 9526' },
    ],
    keep: ['Support', 'ticket', 'Status', 'waiting', 'customer'],
  };
}

async function noisy(): Promise<Scenario> {
  const rnd = prng(7);
  const speckles: string[] = [];
  for (let i = 0; i < 1400; i++) {
    const g = Math.floor(90 + rnd() * 120);
    speckles.push(`<circle cx="${(rnd() * 600).toFixed(1)}" cy="${(rnd() * 190).toFixed(1)}" r="${(0.4 + rnd() * 0.9).toFixed(2)}" fill="rgb(${g},${g - 20},${g + 10})"/>`);
  }
  const background =
    '<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#fff3b0"/><stop offset="1" stop-color="#b9e3f7"/></linearGradient></defs>' +
    '<rect width="100%" height="100%" fill="url(#g)"/>';
  const lines: Line[] = [
    { text: 'Delivery note for David Miller', x: 16, y: 38, size: 17, font: 'DejaVu Serif', fill: '#1b2a6b' },
    { text: 'Contact: d.miller@example.org phone 212-964-3318', x: 16, y: 82, size: 15, fill: '#6b1b1b' },
    { text: 'Card 6011 0093 8274 6159 SSN 287-54-1963', x: 16, y: 124, size: 14, font: 'DejaVu Sans Mono', fill: '#1b2a6b' },
    { text: 'Package left at the front desk', x: 16, y: 166, size: 13, fill: '#234d20' },
  ];
  const image = await sharp(textSvg(600, 190, lines, background, speckles.join(''))).png().toBuffer();
  return {
    name: 'noisy coloured background',
    image,
    format: 'png',
    width: 600,
    height: 190,
    planted: [
      { type: 'PERSON', value: 'David Miller' },
      { type: 'EMAIL_ADDRESS', value: 'd.miller@example.org' },
      { type: 'PHONE_NUMBER', value: '212-964-3318' },
      { type: 'CREDIT_CARD', value: '6011 0093 8274 6159' },
      { type: 'US_SSN', value: '287-54-1963' },
    ],
    keep: ['Delivery', 'note', 'Package', 'left', 'front', 'desk'],
  };
}

async function jpeg60(): Promise<Scenario> {
  const lines: Line[] = [
    { text: 'Invoice for Laura Bennett', x: 16, y: 36, size: 16 },
    { text: 'Send receipts to laura.bennett@example.com', x: 16, y: 78, size: 14, font: 'DejaVu Serif' },
    { text: 'Phone (303) 871-2290  SSN 619-40-2857', x: 16, y: 118, size: 14 },
    { text: 'Card on file 4111 7283 9405 6182', x: 16, y: 158, size: 13, font: 'DejaVu Sans Mono' },
    { text: 'Payment due within thirty days', x: 16, y: 196, size: 12 },
  ];
  const image = await sharp(textSvg(560, 220, lines, '<rect width="100%" height="100%" fill="#fbfbf8"/>')).jpeg({ quality: 60 }).toBuffer();
  return {
    name: 'JPEG quality 60',
    image,
    format: 'jpeg',
    width: 560,
    height: 220,
    planted: [
      { type: 'PERSON', value: 'Laura Bennett' },
      { type: 'EMAIL_ADDRESS', value: 'laura.bennett@example.com' },
      { type: 'PHONE_NUMBER', value: '(303) 871-2290' },
      { type: 'US_SSN', value: '619-40-2857' },
      { type: 'CREDIT_CARD', value: '4111 7283 9405 6182' },
    ],
    keep: ['Invoice', 'receipts', 'Payment', 'within', 'thirty', 'days'],
  };
}

async function rotatedScan(): Promise<Scenario> {
  const lines: Line[] = [
    { text: 'Patient intake form signed by James Whitaker', x: 20, y: 40, size: 16, font: 'DejaVu Serif' },
    { text: 'Email jwhitaker@example.com  Telephone 718-622-4570', x: 20, y: 84, size: 14, font: 'DejaVu Serif' },
    { text: 'Social Security 345-71-2046', x: 20, y: 126, size: 14 },
    { text: 'Card 5229 8371 0462 2831 expires soon', x: 20, y: 168, size: 14 },
    { text: 'Please bring this form to the clinic', x: 20, y: 210, size: 13, font: 'DejaVu Serif' },
  ];
  const flat = await sharp(textSvg(620, 240, lines, '<rect width="100%" height="100%" fill="#f4f1ea"/>')).png().toBuffer();
  // A scan: a couple of degrees off, slightly soft, grey.
  const image = await sharp(flat).rotate(2.5, { background: '#f4f1ea' }).blur(0.6).greyscale().png().toBuffer();
  const meta = await sharp(image).metadata();
  return {
    name: 'slightly rotated scan',
    image,
    format: 'png',
    width: meta.width,
    height: meta.height,
    planted: [
      { type: 'PERSON', value: 'James Whitaker' },
      { type: 'EMAIL_ADDRESS', value: 'jwhitaker@example.com' },
      { type: 'PHONE_NUMBER', value: '718-622-4570' },
      { type: 'US_SSN', value: '345-71-2046' },
      { type: 'CREDIT_CARD', value: '5229 8371 0462 2831' },
    ],
    keep: ['Patient', 'intake', 'Please', 'bring', 'clinic'],
  };
}

/** Where the EXIF scenario drew its lines (upright coordinates), to check box placement. */
export const EXIF_LINES = { email: { top: 86, bottom: 116 }, phone: { top: 130, bottom: 160 } };

async function exifPhoto(): Promise<Scenario> {
  const lines: Line[] = [
    { text: 'Visitor badge: Olivia Martinez', x: 24, y: 60, size: 20 },
    { text: 'olivia.martinez@example.com', x: 24, y: 108, size: 17 },
    { text: 'Mobile (312) 784-5521', x: 24, y: 152, size: 17 },
    { text: 'Escort required in building', x: 24, y: 196, size: 15 },
  ];
  const background =
    '<defs><radialGradient id="v" cx="0.5" cy="0.5" r="0.75"><stop offset="0" stop-color="#f2f0ea"/><stop offset="1" stop-color="#c9c4b8"/></radialGradient></defs>' +
    '<rect width="100%" height="100%" fill="url(#v)"/>';
  const upright = await sharp(textSvg(480, 240, lines, background)).png().toBuffer();
  // Stored as a camera would: pixels turned 90° counter-clockwise, with EXIF orientation 6
  // ("rotate 90° clockwise to display").
  const image = await sharp(upright).rotate(-90).jpeg({ quality: 88 }).withMetadata({ orientation: 6 }).toBuffer();
  return {
    name: 'EXIF-rotated photo',
    image,
    format: 'jpeg',
    width: 480,
    height: 240,
    planted: [
      { type: 'PERSON', value: 'Olivia Martinez' },
      { type: 'EMAIL_ADDRESS', value: 'olivia.martinez@example.com' },
      { type: 'PHONE_NUMBER', value: '(312) 784-5521' },
    ],
    keep: ['Visitor', 'badge', 'Escort', 'required', 'building'],
  };
}

async function form(): Promise<Scenario> {
  const rows: [string, string][] = [
    ['Full name:', 'Michael Thompson'],
    ['Email address:', 'm.thompson@example.com'],
    ['Home phone:', '(206) 783-4410'],
    ['Social Security No.:', '523-81-7764'],
    ['Corporate card:', '3714 496353 98431'],
    ['Emergency contact:', 'Anna Kowalski, (917) 846-2203'],
    ['Department:', 'Engineering'],
  ];
  const lines: Line[] = [{ text: 'Employee Onboarding Form', x: 24, y: 42, size: 22, weight: 'bold' }];
  const rules: string[] = [];
  rows.forEach(([label, value], i) => {
    const y = 92 + i * 44;
    lines.push({ text: label, x: 24, y, size: 14, fill: '#333333' });
    lines.push({ text: value, x: 230, y, size: 15, font: i % 2 === 0 ? 'DejaVu Sans' : 'DejaVu Serif' });
    rules.push(`<line x1="226" y1="${y + 9}" x2="700" y2="${y + 9}" stroke="#9a9a9a" stroke-width="1"/>`);
  });
  lines.push({ text: 'I confirm the information above is accurate.', x: 24, y: 420, size: 13 });
  const image = await sharp(textSvg(720, 450, lines, white, rules.join(''))).png().toBuffer();
  return {
    name: 'multi-line form',
    image,
    format: 'png',
    width: 720,
    height: 450,
    planted: [
      { type: 'PERSON', value: 'Michael Thompson' },
      { type: 'EMAIL_ADDRESS', value: 'm.thompson@example.com' },
      { type: 'PHONE_NUMBER', value: '(206) 783-4410' },
      { type: 'US_SSN', value: '523-81-7764' },
      { type: 'CREDIT_CARD', value: '3714 496353 98431' },
      { type: 'PERSON', value: 'Anna Kowalski' },
      { type: 'PHONE_NUMBER', value: '(917) 846-2203' },
    ],
    keep: ['Employee', 'Onboarding', 'Department', 'Engineering', 'confirm', 'information', 'accurate'],
  };
}

export async function scenarios(): Promise<Scenario[]> {
  return Promise.all([fonts(), dark(), noisy(), jpeg60(), rotatedScan(), exifPhoto(), form()]);
}

/** Lower case, no whitespace or punctuation: how values are compared with OCR text. */
export function squash(s: string): string {
  return s.toLowerCase().replace(/[^\p{L}\p{N}@]/gu, '');
}

/** Parts of a planted value that must not be readable after redaction. */
export function leakProbes(p: Planted): string[] {
  switch (p.type) {
    case 'PERSON':
      return p.value.split(/\s+/).map(squash);
    case 'EMAIL_ADDRESS':
      return [squash(p.value.split('@')[0]!)];
    default: {
      // Numbers: the whole value and each group of 4+ digits.
      const groups = p.value.match(/\d{4,}/g) ?? [];
      return [p.value.replace(/\D/g, ''), ...groups];
    }
  }
}

/** A tiny valid image for hostile-input tests. */
export async function tinyPng(): Promise<Buffer> {
  return sharp({ create: { width: 8, height: 8, channels: 3, background: '#ffffff' } }).png().toBuffer();
}

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(zlib.crc32(body) >>> 0);
  return Buffer.concat([length, body, crc]);
}

/** A valid PNG header declaring width × height, with a token IDAT: a decompression bomb's shape. */
export function declaredPng(width: number, height: number): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr[8] = 8; // bit depth
  ihdr[9] = 0; // greyscale
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', ihdr),
    pngChunk('IDAT', zlib.deflateSync(Buffer.alloc(width + 1))),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}
