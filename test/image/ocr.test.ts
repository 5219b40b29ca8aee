/**
 * End to end on rendered images, with one OCR pool for the whole file: every planted email,
 * phone, SSN, card and name is found (analyze); the redacted PNG, OCR'd again, shows none of them
 * while ordinary words stay readable; hostile inputs are typed errors and leave the pool healthy.
 *
 * These are the acceptance tests of the image endpoint: they use the built-in recognizers, so an
 * entity type whose recognizer misses the value fails here even when OCR read it right (the
 * message then shows what OCR read).
 */
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import sharp from 'sharp';
import { analyzeImage, ImageError, OcrPool, redactImage, type ImageRedaction } from '../../src/image/index.ts';
import { digitShadow } from '../../src/image/detect.ts';
import { declaredPng, EXIF_LINES, leakProbes, scenarios, squash, type Scenario } from './fixtures.ts';

let pool: OcrPool;
let all: Scenario[];
const redactions = new Map<string, Promise<ImageRedaction>>();
const tally = { planted: 0, found: 0, leaked: 0 };

before(async () => {
  pool = new OcrPool();
  [all] = await Promise.all([scenarios(), pool.start()]);
});

after(async () => {
  // Measured accuracy over the rendered images, for the record.
  console.log(`# image OCR: planted PII found ${tally.found}/${tally.planted}, readable after redaction ${tally.leaked}; pool ${JSON.stringify(pool.stats())}`);
  await pool.close();
});

/**
 * Whether OCR text shows `probe` (squashed): inside one token, or spread over adjacent tokens
 * starting at a token boundary ("(415)" "829-3746"). Matching across the squashed text as a whole
 * would find "rchen" in "Reviewer. [CH en.".
 */
function readable(text: string, probe: string): boolean {
  const tokens = digitShadow(text).split(/\s+/).map(squash).filter((t) => t !== '');
  for (let i = 0; i < tokens.length; i++) {
    if (tokens[i]!.includes(probe)) return true;
    let joined = tokens[i]!;
    for (let k = i + 1; k < Math.min(tokens.length, i + 5) && joined.length < probe.length; k++) {
      joined += tokens[k]!;
      if (joined.startsWith(probe)) return true;
    }
  }
  return false;
}

/** Share of rectangle `a` covered by pixel box `b`. */
function overlapShare(a: { x0: number; y0: number; x1: number; y1: number }, b: { left: number; top: number; width: number; height: number }): number {
  const w = Math.max(0, Math.min(a.x1, b.left + b.width) - Math.max(a.x0, b.left));
  const h = Math.max(0, Math.min(a.y1, b.top + b.height) - Math.max(a.y0, b.top));
  return (w * h) / Math.max(1, (a.x1 - a.x0) * (a.y1 - a.y0));
}

/** Share of rectangle `a` (sampled per pixel) covered by the union of `boxes`. */
function coveredShare(a: { x0: number; y0: number; x1: number; y1: number }, boxes: readonly { left: number; top: number; width: number; height: number }[]): number {
  let inside = 0;
  let total = 0;
  for (let y = Math.floor(a.y0) + 0.5; y < a.y1; y++) {
    for (let x = Math.floor(a.x0) + 0.5; x < a.x1; x++) {
      total++;
      if (boxes.some((b) => x >= b.left && x < b.left + b.width && y >= b.top && y < b.top + b.height)) inside++;
    }
  }
  return total === 0 ? 1 : inside / total;
}

function redacted(s: Scenario): Promise<ImageRedaction> {
  let r = redactions.get(s.name);
  if (!r) {
    r = redactImage(s.image, {}, { pool });
    redactions.set(s.name, r);
  }
  return r;
}

const SCENARIO_NAMES = [
  'fonts and sizes down to 11 px',
  'dark background',
  'noisy coloured background',
  'JPEG quality 60',
  'slightly rotated scan',
  'EXIF-rotated photo',
  'multi-line form',
];

for (const name of SCENARIO_NAMES) {
  const scenario = () => all.find((s) => s.name === name)!;

  test(`${name}: analyze finds every planted email, phone, SSN, card and name`, async () => {
    const s = scenario();
    const { analysis } = await redacted(s);
    assert.deepEqual([analysis.width, analysis.height], [s.width, s.height]);
    const missing: string[] = [];
    for (const p of s.planted) {
      tally.planted++;
      const hit = analysis.entities.some((e) => e.entity_type === p.type && squash(e.text) === squash(p.value));
      if (hit) tally.found++;
      else missing.push(`${p.type} ${p.value}`);
    }
    for (const e of analysis.entities) {
      assert.ok(e.left >= 0 && e.top >= 0 && e.left + e.width <= s.width && e.top + e.height <= s.height, `box inside the image: ${JSON.stringify(e)}`);
    }
    assert.deepEqual(missing, [], `not found; OCR read:\n${analysis.ocr.text}\nentities: ${JSON.stringify(analysis.entities.map((e) => [e.entity_type, e.text]))}`);
  });

  test(`${name}: the redacted PNG has no readable PII left, ordinary words stay readable`, async () => {
    const s = scenario();
    const { png, analysis } = await redacted(s);
    const meta = await sharp(png).metadata();
    assert.deepEqual([meta.format, meta.width, meta.height], ['png', s.width, s.height]);
    const again = await analyzeImage(png, {}, { pool });
    const leaks = s.planted.flatMap((p) => leakProbes(p).filter((probe) => probe.length >= 3 && readable(again.ocr.text, probe)).map((probe) => `${p.type} ${p.value} (“${probe}”)`));
    tally.leaked += leaks.length;
    assert.deepEqual(leaks, [], `readable after redaction; OCR of the output:\n${again.ocr.text}`);
    // OCR of a redacted image can skip a line, so also geometrically: every word of a planted value
    // (as OCR located it in the input) lies entirely under the boxes.
    const exposed = analysis.ocr.words
      .filter((ow) => {
        const t = squash(digitShadow(ow.text));
        return t.length >= 3 && s.planted.some((p) => squash(p.value).includes(t));
      })
      .filter((ow) => coveredShare(ow.box, analysis.regions) < 0.99)
      .map((ow) => ow.text);
    assert.deepEqual(exposed, [], 'PII words not fully under a box');
    // Ordinary words stay: none of them (as OCR located them in the input) lies under a box …
    const covered = s.keep.filter((w) =>
      analysis.ocr.words
        .filter((ow) => squash(ow.text).includes(squash(w)))
        .some((ow) => analysis.regions.some((r) => overlapShare(ow.box, r) > 0.25)),
    );
    assert.deepEqual(covered, [], 'ordinary words under a redaction box');
    // … and OCR still reads most of them in the output (black boxes make tesseract drop some lines
    // whole, so this is a floor, not all of them).
    const kept = s.keep.filter((w) => readable(again.ocr.text, squash(w))).length;
    assert.ok(kept >= 0.6 * s.keep.length, `only ${kept}/${s.keep.length} ordinary words readable:\n${again.ocr.text}`);
  });
}

test('EXIF-rotated photo: boxes are in the upright image, where the lines were drawn', async () => {
  const s = all.find((x) => x.name === 'EXIF-rotated photo')!;
  const { analysis } = await redacted(s);
  for (const [type, band] of [
    ['EMAIL_ADDRESS', EXIF_LINES.email],
    ['PHONE_NUMBER', EXIF_LINES.phone],
  ] as const) {
    const e = analysis.entities.find((x) => x.entity_type === type);
    assert.ok(e, `${type} found`);
    assert.ok(e.top <= band.top + 6 && e.top + e.height >= band.bottom - 6 && e.height < 50, `${type} box ${JSON.stringify(e)} covers band ${JSON.stringify(band)}`);
  }
});

test('analyze mode: the API shape of an entity and processing_time in seconds', async () => {
  const s = all.find((x) => x.name === 'JPEG quality 60')!;
  const { analysis } = await redacted(s);
  assert.ok(analysis.entities.length > 0);
  for (const e of analysis.entities) {
    assert.deepEqual(Object.keys(e).sort(), ['entity_type', 'height', 'left', 'score', 'text', 'top', 'width']);
    for (const k of ['left', 'top', 'width', 'height'] as const) assert.ok(Number.isInteger(e[k]));
  }
  assert.ok(analysis.processing_time > 0 && analysis.processing_time < 120);
});

test('entities and score_threshold narrow what is boxed; bad options fail before OCR', async () => {
  const s = all.find((x) => x.name === 'EXIF-rotated photo')!;
  const only = await analyzeImage(s.image, { entities: ['EMAIL_ADDRESS'] }, { pool });
  assert.deepEqual(
    only.entities.map((e) => e.entity_type),
    ['EMAIL_ADDRESS'],
  );
  const every = (await redacted(s)).analysis.entities;
  const sure = await analyzeImage(s.image, { score_threshold: 0.99 }, { pool });
  assert.ok(sure.entities.every((e) => e.score >= 0.99));
  assert.deepEqual(
    sure.entities.map((e) => e.text),
    every.filter((e) => e.score >= 0.99).map((e) => e.text),
  );
  const jobs = pool.stats().jobs;
  await assert.rejects(analyzeImage(s.image, { entities: ['NOT_A_TYPE'] }, { pool }), /NOT_A_TYPE/);
  await assert.rejects(redactImage(s.image, { operator: 'blur' }, { pool }), (err) => err instanceof ImageError && err.details?.field === 'operator');
  assert.equal(pool.stats().jobs, jobs, 'no OCR spent on a bad request');
});

test('pixels forming an EXIF orientation tag do not make OCR rotate the page (tesseract.js sniffs raw bytes)', async () => {
  const svg =
    '<svg xmlns="http://www.w3.org/2000/svg" width="420" height="60"><rect width="100%" height="100%" fill="#fff"/>' +
    '<text x="12" y="40" font-family="DejaVu Sans" font-size="20">Mail dana.k@example.com now</text></svg>';
  const { data, info } = await sharp(Buffer.from(svg)).greyscale().raw().toBuffer({ resolveWithObject: true });
  [1, 18, 0, 3, 0, 0, 0, 1, 0, 6].forEach((v, i) => (data[i] = v));
  const png = await sharp(data, { raw: { width: info.width, height: info.height, channels: 1 } }).png().toBuffer();
  const found = await analyzeImage(png, { entities: ['EMAIL_ADDRESS'] }, { pool });
  assert.deepEqual(
    found.entities.map((e) => e.text),
    ['dana.k@example.com'],
  );
});

test('hostile and degenerate inputs are typed errors or empty results, and the pool stays healthy', async () => {
  const jpeg = await sharp({ create: { width: 400, height: 300, channels: 3, background: '#8ab' } })
    .jpeg({ quality: 60 })
    .toBuffer();
  const gif = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#8ab' } })
    .gif()
    .toBuffer();
  const cases: [string, Buffer, string, number][] = [
    ['100,000 × 100,000 PNG header', declaredPng(100_000, 100_000), 'too_many_pixels', 413],
    ['truncated JPEG', jpeg.subarray(0, Math.floor(jpeg.length * 0.6)), 'corrupt_image', 400],
    ['text file named .png', Buffer.from('This is not an image.\nSSN 536-22-8471\n'), 'unsupported_type', 415],
    ['GIF', gif, 'unsupported_type', 415],
  ];
  for (const [label, buf, code, status] of cases) {
    for (const run of [() => analyzeImage(buf, {}, { pool }), () => redactImage(buf, {}, { pool })]) {
      await assert.rejects(run(), (err) => err instanceof ImageError && err.code === code && err.status === status, label);
    }
  }
  // Degenerate but valid images: no text, not a failed OCR job (which would restart a worker).
  const recycled = pool.stats().recycled;
  for (const [width, height] of [
    [1, 1],
    [4000, 3],
  ]) {
    const tiny = await sharp({ create: { width: width!, height: height!, channels: 3, background: '#000' } })
      .png()
      .toBuffer();
    const r = await redactImage(tiny, {}, { pool });
    assert.deepEqual([r.analysis.entities.length, r.analysis.width, r.analysis.height], [0, width, height]);
  }
  assert.equal(pool.stats().recycled, recycled);
  assert.equal(pool.status(), 'ok');
  const s = all.find((x) => x.name === 'EXIF-rotated photo')!;
  const ok = await analyzeImage(s.image, { entities: ['EMAIL_ADDRESS'] }, { pool });
  assert.equal(ok.entities.length, 1);
});
