/**
 * The image adapter's pieces without OCR: input checks, text assembly, the digit shadow, line
 * breaks, span → boxes, geometry of the OCR variants, style validation and drawing.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import sharp from 'sharp';
import type Tesseract from 'tesseract.js';
import { entityRegions, toPixelBox } from '../../src/image/boxes.ts';
import { detectEntities, digitShadow } from '../../src/image/detect.ts';
import { ImageError } from '../../src/image/errors.ts';
import { DEFAULT_IMAGE_LIMITS, inspectImage, sniffFormat } from '../../src/image/input.ts';
import { assembleText, pageGeometry } from '../../src/image/layout.ts';
import { decodeGrey, ocrVariant } from '../../src/image/normalize.ts';
import { redactionSvg, renderRedacted, resolveStyle } from '../../src/image/render.ts';
import type { Region } from '../../src/image/boxes.ts';
import { declaredPng, tinyPng } from './fixtures.ts';

// ---------- hostile and malformed inputs ----------

function assertImageError(err: unknown, code: string, status: number): true {
  assert.ok(err instanceof ImageError, `expected ImageError, got ${String(err)}`);
  assert.equal(err.code, code);
  assert.equal(err.status, status);
  return true;
}

test('the type comes from the bytes: PNG, JPEG, and refused GIF, WebP, text', async () => {
  assert.equal(sniffFormat(await tinyPng()), 'png');
  assert.equal(sniffFormat(await sharp(await tinyPng()).jpeg().toBuffer()), 'jpeg');
  assert.deepEqual(sniffFormat(await sharp(await tinyPng()).gif().toBuffer()), { other: 'gif' });
  assert.deepEqual(sniffFormat(await sharp(await tinyPng()).webp().toBuffer()), { other: 'webp' });
  assert.deepEqual(sniffFormat(Buffer.from('name,ssn\nJohn,123-45-6789\n')), { other: 'unknown' });
});

test('a PNG declaring 100,000 × 100,000 pixels is refused from its header, without allocating', async () => {
  const bomb = declaredPng(100_000, 100_000);
  assert.ok(bomb.length < 500);
  const before = process.memoryUsage().rss;
  await assert.rejects(inspectImage(bomb), (err) => assertImageError(err, 'too_many_pixels', 413));
  assert.ok(process.memoryUsage().rss - before < 64 * 1024 * 1024, 'no large allocation');
  // The decoder refuses it as well (second guard), also when the check above were bypassed.
  await assert.rejects(
    decodeGrey(bomb, { format: 'png', bytes: bomb.length, width: 100_000, height: 100_000, orientation: 1, displayWidth: 100_000, displayHeight: 100_000, hasAlpha: false }, DEFAULT_IMAGE_LIMITS),
    (err) => assertImageError(err, 'corrupt_image', 400),
  );
});

test('size, type and corruption errors are typed with the status the service answers', async () => {
  await assert.rejects(inspectImage(Buffer.alloc(0)), (err) => assertImageError(err, 'empty_file', 400));
  await assert.rejects(inspectImage(Buffer.from('just text, named photo.png')), (err) => assertImageError(err, 'unsupported_type', 415));
  const gif = await sharp(await tinyPng()).gif().toBuffer();
  await assert.rejects(inspectImage(gif), (err) => {
    assertImageError(err, 'unsupported_type', 415);
    assert.equal((err as ImageError).details?.detected, 'gif');
    return true;
  });
  const big = await tinyPng();
  await assert.rejects(inspectImage(big, { maxBytes: 10, maxPixels: 1e6, maxSide: 32_000 }), (err) => assertImageError(err, 'file_too_large', 413));
  await assert.rejects(inspectImage(declaredPng(2000, 2000), { maxBytes: 1e6, maxPixels: 1_000_000, maxSide: 32_000 }), (err) => assertImageError(err, 'too_many_pixels', 413));
  await assert.rejects(inspectImage(declaredPng(4_000_000, 1)), (err) => assertImageError(err, 'side_too_long', 413));
  await assert.rejects(inspectImage(declaredPng(1, 32_001)), (err) => assertImageError(err, 'side_too_long', 413));
  // PNG magic followed by garbage: not readable.
  await assert.rejects(inspectImage(Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.from('garbage')])), (err) =>
    assertImageError(err, 'corrupt_image', 400),
  );
});

test('a truncated JPEG passes the header check and fails decoding with a typed 400', async () => {
  const jpeg = await sharp({ create: { width: 320, height: 240, channels: 3, background: '#88aabb' } })
    .jpeg({ quality: 60 })
    .toBuffer();
  const truncated = jpeg.subarray(0, Math.floor(jpeg.length * 0.6));
  const info = await inspectImage(truncated);
  assert.equal(info.format, 'jpeg');
  await assert.rejects(decodeGrey(truncated, info, DEFAULT_IMAGE_LIMITS), (err) => assertImageError(err, 'corrupt_image', 400));
});

test('EXIF orientation: displayed dimensions and decoded pixels are upright', async () => {
  const upright = await sharp({ create: { width: 60, height: 20, channels: 3, background: '#ffffff' } })
    .composite([{ input: { create: { width: 10, height: 20, channels: 3, background: '#000000' } }, left: 0, top: 0 }])
    .png()
    .toBuffer();
  const stored = await sharp(upright).rotate(-90).jpeg({ quality: 95 }).withMetadata({ orientation: 6 }).toBuffer();
  const info = await inspectImage(stored);
  assert.deepEqual([info.width, info.height, info.orientation, info.displayWidth, info.displayHeight], [20, 60, 6, 60, 20]);
  const grey = await decodeGrey(stored, info, DEFAULT_IMAGE_LIMITS);
  assert.deepEqual([grey.width, grey.height], [60, 20]);
  // The black bar is on the left again.
  assert.ok(grey.data[10 * 60 + 3]! < 60 && grey.data[10 * 60 + 50]! > 200);
});

// ---------- text assembly, digit shadow, line breaks ----------

interface FakeWord {
  text: string;
  x: number;
  y: number;
  /** Width per character (symbol boxes are laid out evenly). */
  cw?: number;
  symbols?: boolean;
}

function fakePage(lines: FakeWord[][]): Pick<Tesseract.Page, 'blocks'> {
  const bbox = (x0: number, y0: number, x1: number, y1: number) => ({ x0, y0, x1, y1 });
  const blockLines = lines.map((words) => ({
    text: words.map((w) => w.text).join(' '),
    baseline: { x0: words[0]!.x, y0: words[0]!.y + 10, x1: words.at(-1)!.x + 100, y1: words[0]!.y + 10 },
    words: words.map((w) => {
      const cw = w.cw ?? 8;
      const chars = Array.from(w.text);
      return {
        text: w.text,
        confidence: 90,
        bbox: bbox(w.x, w.y, w.x + cw * chars.length, w.y + 12),
        symbols: w.symbols === false ? [] : chars.map((c, i) => ({ text: c, confidence: 90, bbox: bbox(w.x + cw * i + 1, w.y + 1, w.x + cw * (i + 1) - 1, w.y + 11) })),
      };
    }),
  }));
  return { blocks: [{ paragraphs: [{ lines: blockLines }] }] } as unknown as Pick<Tesseract.Page, 'blocks'>;
}

test('text assembly: one space between words, "\\n" between lines, code-point offsets per word', () => {
  const ocr = assembleText(
    fakePage([
      [
        { text: 'Mail', x: 0, y: 0 },
        { text: 'jo@x.io', x: 50, y: 0 },
      ],
      [{ text: '😀ok', x: 0, y: 20 }],
    ]),
  );
  assert.equal(ocr.text, 'Mail jo@x.io\n😀ok');
  assert.deepEqual(
    ocr.words.map((w) => [w.text, w.start, w.end, w.line]),
    [
      ['Mail', 0, 4, 0],
      ['jo@x.io', 5, 12, 0],
      ['😀ok', 13, 16, 1],
    ],
  );
  assert.equal(ocr.words[1]!.chars?.length, 7);
});

test('digit shadow: confusable letters become digits inside numbers only, same length', () => {
  const cases: [string, string][] = [
    ['SSN l23-45-6789 ok', 'SSN 123-45-6789 ok'],
    ['card 4lll 1111 1111 1111', 'card 4111 1111 1111 1111'],
    ['call (2l2) 964-33I8', 'call (212) 964-3318'],
    ['Illinois SOS ISO 9001 Oslo', 'Illinois SOS ISO 9001 Oslo'],
    ['alice@example.com', 'alice@example.com'],
  ];
  for (const [input, expected] of cases) {
    const shadow = digitShadow(input);
    assert.equal(shadow, expected);
    assert.equal(shadow.length, input.length);
  }
});

const SSN_ADHOC = { ad_hoc_recognizers: [{ entity_type: 'TEST_SSN', patterns: [{ regex: '\\b\\d{3}-\\d{2}-\\d{4}\\b', score: 0.9 }] }], entities: ['TEST_SSN'] };
const SEVEN_DIGITS = { ad_hoc_recognizers: [{ entity_type: 'TEST_NUM', patterns: [{ regex: '\\b\\d{3}\\s\\d{4}\\b', score: 0.9 }] }], entities: ['TEST_NUM'] };

test('OCR digit confusions in numbers are still detected, reported with the digits', () => {
  const ocr = assembleText(
    fakePage([
      [
        { text: 'SSN', x: 0, y: 0 },
        { text: 'l23-45-6789', x: 40, y: 0 },
      ],
    ]),
  );
  const found = detectEntities(ocr, SSN_ADHOC);
  assert.deepEqual(
    found.map((e) => [e.entity_type, e.text, e.start, e.end]),
    [['TEST_SSN', '123-45-6789', 4, 15]],
  );
});

test('an entity never runs across a line break by accident; one inside a line still counts', () => {
  const ocr = assembleText(
    fakePage([
      [
        { text: 'Room', x: 0, y: 0 },
        { text: '555', x: 50, y: 0 },
      ],
      [
        { text: '0134', x: 0, y: 20 },
        { text: 'and', x: 40, y: 20 },
        { text: '212', x: 80, y: 20 },
        { text: '9643', x: 110, y: 20 },
      ],
    ]),
  );
  assert.equal(ocr.text, 'Room 555\n0134 and 212 9643');
  const found = detectEntities(ocr, SEVEN_DIGITS);
  assert.deepEqual(
    found.map((e) => [e.text, e.line]),
    [['212 9643', 1]],
  );
});

// ---------- span → boxes ----------

test('boxes: whole words, symbol boxes for a partial word, whole word without symbols, padded and clamped', () => {
  const ocr = assembleText(
    fakePage([
      [
        { text: 'Email:jo@x.io', x: 10, y: 10, cw: 10 },
        { text: 'next', x: 150, y: 10 },
      ],
      [{ text: 'Tel:5551234', x: 2, y: 40, cw: 10, symbols: false }],
    ]),
  );
  // "jo@x.io" is characters 6..13 of the first word.
  const [email] = entityRegions(ocr, [{ entity_type: 'EMAIL_ADDRESS', text: 'jo@x.io', score: 1, start: 6, end: 13 }], { width: 300, height: 60, pad: 2 });
  assert.ok(email);
  // Starts half-way between ':' (ends at 69) and 'j' (starts at 71), minus padding; never covers "Email".
  assert.ok(email.left >= 66 && email.left <= 70, `left ${email.left}`);
  assert.ok(email.left + email.width >= 140 && email.left + email.width <= 146, `right ${email.left + email.width}`);
  // Vertically the whole word, padded (2 + ceil(12 × 0.08) = 3 px).
  assert.equal(email.top, 7);
  assert.equal(email.height, 18);
  // Without symbol boxes the partially covered word is covered whole.
  const start = ocr.words[2]!.start;
  const [phone] = entityRegions(ocr, [{ entity_type: 'PHONE_NUMBER', text: '5551234', score: 1, start: start + 4, end: start + 11 }], { width: 300, height: 60, pad: 2 });
  assert.deepEqual([phone!.left, phone!.left + phone!.width], [0, 115]);
  // Clamped to the image.
  assert.equal(phone!.top + phone!.height, 55);
  assert.deepEqual(toPixelBox({ x0: -5, y0: -5, x1: 5, y1: 5 }, { width: 3, height: 3, pad: 2 }), { left: 0, top: 0, width: 3, height: 3 });
  assert.equal(toPixelBox({ x0: 50, y0: 50, x1: 60, y1: 60 }, { width: 10, height: 10, pad: 2 }), null);
});

test('boxes: an entity on two lines gets one box per line', () => {
  const ocr = assembleText(
    fakePage([
      [
        { text: 'to', x: 0, y: 0 },
        { text: 'Anna', x: 30, y: 0 },
      ],
      [{ text: 'Kowalski', x: 0, y: 30 }],
    ]),
  );
  const regions = entityRegions(ocr, [{ entity_type: 'PERSON', text: 'Anna\nKowalski', score: 0.9, start: 3, end: 16 }], { width: 200, height: 100, pad: 2 });
  assert.equal(regions.length, 2);
  assert.ok(regions[0]!.top < regions[1]!.top);
});

// ---------- geometry of the OCR variants ----------

function darkBox(pnm: Buffer): { x0: number; y0: number; x1: number; y1: number } {
  const header = /^P5\n(?:#[^\n]*\n)*(\d+) (\d+)\n255\n/.exec(pnm.toString('latin1', 0, 700))!;
  const [width, height] = [Number(header[1]), Number(header[2])];
  const data = pnm.subarray(header[0].length);
  const box = { x0: Infinity, y0: Infinity, x1: -Infinity, y1: -Infinity };
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      if (data[y * width + x]! < 100) {
        box.x0 = Math.min(box.x0, x);
        box.y0 = Math.min(box.y0, y);
        box.x1 = Math.max(box.x1, x + 1);
        box.y1 = Math.max(box.y1, y + 1);
      }
    }
  }
  return box;
}

test('OCR variants: boxes of a scaled and rotated variant map back onto the original pixels', async () => {
  const width = 300;
  const height = 120;
  const data = Buffer.alloc(width * height, 255);
  for (let y = 70; y < 90; y++) for (let x = 200; x < 240; x++) data[y * width + x] = 0;
  for (const spec of [
    { scale: 2, angleDeg: 0 },
    { scale: 1, angleDeg: 4 },
    { scale: 2, angleDeg: -3 },
    { scale: 0.5, angleDeg: 0 },
  ]) {
    const variant = await ocrVariant({ data, width, height }, { ...spec, median: 0, invert: false });
    const back = variant.toImage(darkBox(variant.pnm));
    const label = JSON.stringify(spec);
    // The mapped box covers the square (within resampling blur) and is not much larger.
    assert.ok(back.x0 <= 201 && back.y0 <= 71 && back.x1 >= 239 && back.y1 >= 89, `${label} covers: ${JSON.stringify(back)}`);
    assert.ok(back.x0 >= 192 && back.y0 >= 62 && back.x1 <= 248 && back.y1 <= 98, `${label} tight: ${JSON.stringify(back)}`);
  }
});

test('skew is measured from the baselines and taken off the word heights', () => {
  const page = {
    blocks: [
      {
        paragraphs: [
          {
            lines: [0, 1].map((i) => ({
              baseline: { x0: 0, y0: 40 * i, x1: 400, y1: 40 * i + 14 }, // 2.0°
              words: [{ text: 'word', bbox: { x0: 0, y0: 40 * i, x1: 100, y1: 40 * i + 15.5 } }],
            })),
          },
        ],
      },
    ],
  } as unknown as Pick<Tesseract.Page, 'blocks'>;
  const g = pageGeometry(page);
  assert.ok(Math.abs(g.skewDeg - 2.0) < 0.05);
  assert.ok(Math.abs(g.medianWordHeight! - 12) < 0.1);
});

// ---------- style and drawing ----------

test('style: defaults, and field-named 400s for bad operator, colour, mask character', () => {
  assert.deepEqual(resolveStyle({}), { operator: 'box', fillColor: '#000000', maskChar: '*' });
  assert.deepEqual(resolveStyle({ operator: 'mask', mask_char: '#', fill_color: '#FF8800' }), { operator: 'mask', fillColor: '#ff8800', maskChar: '#' });
  for (const [input, field] of [
    [{ operator: 'blur' }, 'operator'],
    [{ fill_color: 'red' }, 'fill_color'],
    [{ fill_color: '#fff' }, 'fill_color'],
    [{ mask_char: '**' }, 'mask_char'],
    [{ mask_char: '' }, 'mask_char'],
    [{ mask_char: ' ' }, 'mask_char'],
  ] as const) {
    assert.throws(
      () => resolveStyle(input),
      (err) => assertImageError(err, 'invalid_option', 400) && (err as ImageError).details?.field === field,
    );
  }
});

const region = (left: number, top: number, width: number, height: number, chars = 11): Region => ({ entity_type: 'US_SSN', text: '536-22-8471', score: 1, chars, left, top, width, height });

test('the overlay SVG escapes what it draws, and never draws the entity text', () => {
  const svg = redactionSvg([region(0, 0, 200, 30)], { operator: 'mask', fillColor: '#000000', maskChar: '<' }, { left: 0, top: 0, width: 200, height: 30 });
  assert.ok(svg.includes('&lt;&lt;&lt;'));
  assert.ok(!svg.includes('536'));
  const label = redactionSvg([region(0, 0, 200, 30)], { operator: 'label', fillColor: '#ffffff', maskChar: '*' }, { left: 0, top: 0, width: 200, height: 30 });
  assert.ok(label.includes('>US_SSN<') && label.includes('fill="#000000"'), 'type name in black on a light fill');
});

test('rendering: PNG of the same size, box fully filled, label and mask draw text inside the box', async () => {
  const png = await sharp({ create: { width: 240, height: 80, channels: 3, background: '#ffffff' } }).png().toBuffer();
  const info = await inspectImage(png);
  const regions = [region(20, 20, 200, 40)];
  const pixelsOf = async (out: Buffer) => {
    const { data, info: i } = await sharp(out).greyscale().raw().toBuffer({ resolveWithObject: true });
    assert.deepEqual([i.width, i.height], [240, 80]);
    let inside = 0;
    for (let y = 20; y < 60; y++) for (let x = 20; x < 220; x++) if (data[y * i.width + x]! > 128) inside++;
    return { inside, outside: data[5 * i.width + 5]! };
  };
  const box = await pixelsOf(await renderRedacted(png, info, DEFAULT_IMAGE_LIMITS, regions, resolveStyle({})));
  assert.equal(box.inside, 0, 'box: every pixel filled');
  assert.equal(box.outside, 255, 'outside untouched');
  const label = await pixelsOf(await renderRedacted(png, info, DEFAULT_IMAGE_LIMITS, regions, resolveStyle({ operator: 'label' })));
  assert.ok(label.inside > 100, 'label: light text drawn on the black box');
  const mask = await pixelsOf(await renderRedacted(png, info, DEFAULT_IMAGE_LIMITS, regions, resolveStyle({ operator: 'mask', mask_char: 'X' })));
  assert.ok(mask.inside > 100, 'mask: characters drawn on the box');
  const colour = await renderRedacted(png, info, DEFAULT_IMAGE_LIMITS, regions, resolveStyle({ fill_color: '#ff0000' }));
  const { data, info: ci } = await sharp(colour).raw().toBuffer({ resolveWithObject: true });
  const at = (30 * 240 + 30) * ci.channels;
  assert.deepEqual([data[at], data[at + 1], data[at + 2]], [255, 0, 0]);
});

test('rendering keeps the upright orientation of an EXIF-rotated input and drops its metadata', async () => {
  const stored = await sharp({ create: { width: 20, height: 60, channels: 3, background: '#ffffff' } })
    .jpeg()
    .withMetadata({ orientation: 6 })
    .toBuffer();
  const info = await inspectImage(stored);
  const out = await renderRedacted(stored, info, DEFAULT_IMAGE_LIMITS, [region(1, 1, 10, 10)], resolveStyle({}));
  const meta = await sharp(out).metadata();
  assert.deepEqual([meta.format, meta.width, meta.height, meta.orientation, meta.exif], ['png', 60, 20, undefined, undefined]);
});
