/**
 * Image benchmark: `node --import tsx bench/image.ts [--quick]`, or runImageBench() from the runner.
 *
 * - Warm throughput (images/s) with one OCR worker per core, for a small screenshot and a full
 *   page, both redacted end to end (decode → OCR → detection → drawing → PNG).
 * - Memory: RSS after 0/25/50/75/100 mixed images (mostly screenshots, every 10th a page, every
 *   25th a 7-megapixel photo that makes its worker recycle). RSS must plateau: WASM memory of a
 *   worker never shrinks, so the pool retires workers after very large images.
 * Images are rendered here (sharp + SVG text); CPU time is the whole process (all threads).
 */
import os from 'node:os';
import { pathToFileURL } from 'node:url';
import sharp from 'sharp';
import { OcrPool, redactImage, type ImageEnv } from '../src/image/index.ts';

export interface ImageBenchOptions {
  quick?: boolean;
}

export interface ImageBenchResult {
  workers: number;
  startMs: number;
  screenshot: { imagesPerSecond: number; cpuMsPerImage: number; pixels: number };
  page: { imagesPerSecond: number; cpuMsPerImage: number; pixels: number };
  rssMb: number[];
}

const esc = (s: string) => s.replace(/[<>&]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;' })[c]!);

function svgLines(width: number, height: number, lines: { text: string; x: number; y: number; size: number; bold?: boolean }[], extra = ''): Buffer {
  const body = lines
    .map((l) => `<text x="${l.x}" y="${l.y}" font-family="DejaVu Sans" font-size="${l.size}"${l.bold ? ' font-weight="bold"' : ''} fill="#1a1a1a">${esc(l.text)}</text>`)
    .join('');
  return Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><rect width="100%" height="100%" fill="#ffffff"/>${extra}${body}</svg>`);
}

/** An app screenshot: 900 × 500, a title bar, eight lines of 15 px text with PII. */
export async function screenshot(): Promise<Buffer> {
  const rows = [
    'Ticket #4471 opened by Maria Gonzalez',
    'Email: maria.gonzalez@example.com',
    'Phone: (415) 829-3746',
    'Card on file: 4539 1488 0343 6467',
    'SSN provided for verification: 536-22-8471',
    'Status: waiting for the customer to confirm',
    'Assigned to the billing team, priority normal',
    'Last update two hours ago',
  ];
  const lines = rows.map((text, i) => ({ text, x: 40, y: 100 + i * 46, size: 15 }));
  const chrome = '<rect x="0" y="0" width="900" height="56" fill="#2d3e50"/><rect x="24" y="70" width="852" height="400" fill="none" stroke="#d0d0d0"/>';
  return sharp(svgLines(900, 500, [{ text: 'Support console', x: 24, y: 36, size: 18 }, ...lines], chrome)).png().toBuffer();
}

/** A full page: A4 at 150 dpi (1240 × 1754), a heading and 44 lines of 16 px text. */
export async function page(): Promise<Buffer> {
  const filler = [
    'The quarterly review covers revenue, staffing and the open items from the last meeting.',
    'Please send corrections to the finance office before the end of the month.',
    'All figures are preliminary and may change after the audit has been completed.',
    'Travel expenses above the limit need the approval of the department head.',
  ];
  const pii = [
    'Prepared by James Whitaker, jwhitaker@example.com, telephone 718-622-4570.',
    'Reimbursement to card 5229 8371 0462 2831 for the conference registration.',
    'Employee record 345-71-2046 was updated with the new home address.',
    'Contact Laura Bennett at laura.bennett@example.com or (303) 871-2290.',
  ];
  const lines = [{ text: 'Quarterly Finance Report', x: 100, y: 140, size: 30, bold: true }];
  for (let i = 0; i < 44; i++) lines.push({ text: i % 6 === 3 ? pii[(i / 6) % pii.length | 0]! : filler[i % filler.length]!, x: 100, y: 220 + i * 34, size: 16, bold: false });
  return sharp(svgLines(1240, 1754, lines)).png().toBuffer();
}

/** A 7-megapixel photo-like JPEG with a little text: large enough to make its worker recycle. */
async function bigPhoto(): Promise<Buffer> {
  const svg = svgLines(3240, 2160, [{ text: 'Delivery for David Miller, phone 212-964-3318', x: 200, y: 1000, size: 64 }], '<rect width="100%" height="100%" fill="#dcd6c8"/>');
  return sharp(svg).jpeg({ quality: 80 }).toBuffer();
}

const rssMb = () => Math.round(process.memoryUsage().rss / 1024 / 1024);

/** Runs `count` redactions with `concurrency` in flight; returns wall and CPU ms. */
async function drive(images: (i: number) => Buffer, count: number, concurrency: number, env: ImageEnv, onDone?: (n: number) => void): Promise<{ wallMs: number; cpuMs: number }> {
  const cpu = process.cpuUsage();
  const started = performance.now();
  let next = 0;
  let done = 0;
  const lane = async () => {
    while (next < count) {
      const i = next++;
      await redactImage(images(i), {}, env);
      done++;
      onDone?.(done);
    }
  };
  await Promise.all(Array.from({ length: concurrency }, lane));
  const used = process.cpuUsage(cpu);
  return { wallMs: performance.now() - started, cpuMs: (used.user + used.system) / 1000 };
}

export async function runImageBench(options: ImageBenchOptions = {}): Promise<ImageBenchResult> {
  const workers = os.availableParallelism();
  console.log(`\n== Images (OCR pool: ${workers} workers, ${os.cpus().length} cores, load ${os.loadavg()[0]!.toFixed(1)}) ${'='.repeat(20)}`);
  const [shot, full, photo] = await Promise.all([screenshot(), page(), bigPhoto()]);
  const pool = new OcrPool({ workers, queueLimit: 1000 });
  const t0 = performance.now();
  await pool.start();
  const startMs = performance.now() - t0;
  const env: ImageEnv = { pool };
  try {
    console.log(`pool start (create + warm ${workers} workers): ${Math.round(startMs)} ms`);
    // Warm the whole path (sharp, engine lexicons) once per image kind.
    await redactImage(shot, {}, env);
    await redactImage(full, {}, env);

    const nShot = options.quick ? 6 : 20;
    const nPage = options.quick ? 2 : 6;
    const s = await drive(() => shot, nShot, workers, env);
    const p = await drive(() => full, nPage, workers, env);
    const screenshotResult = { imagesPerSecond: (nShot * 1000) / s.wallMs, cpuMsPerImage: s.cpuMs / nShot, pixels: 900 * 500 };
    const pageResult = { imagesPerSecond: (nPage * 1000) / p.wallMs, cpuMsPerImage: p.cpuMs / nPage, pixels: 1240 * 1754 };
    // Other processes on the machine take cores from the pool; the CPU time per image is the
    // steadier figure, and cores × 1000 / CPU ms is what idle cores would give.
    const idle = (cpuMs: number) => ((workers * 1000) / cpuMs).toFixed(2);
    console.log(`screenshot 900×500:  ${screenshotResult.imagesPerSecond.toFixed(2)} images/s warm (${nShot} redactions, ${Math.round(screenshotResult.cpuMsPerImage)} ms CPU each; idle ${workers} cores ≈ ${idle(screenshotResult.cpuMsPerImage)}/s)`);
    console.log(`full page 1240×1754: ${pageResult.imagesPerSecond.toFixed(2)} images/s warm (${nPage} redactions, ${Math.round(pageResult.cpuMsPerImage)} ms CPU each; idle ${workers} cores ≈ ${idle(pageResult.cpuMsPerImage)}/s)`);

    const total = options.quick ? 40 : 100;
    const marks = [0, 0.25, 0.5, 0.75, 1].map((f) => Math.round(total * f));
    const rss: number[] = [rssMb()];
    const mix = (i: number) => (i % 25 === 24 ? photo : i % 10 === 9 ? full : shot);
    await drive(mix, total, workers, env, (n) => {
      if (marks.includes(n) && n > 0) rss.push(rssMb());
    });
    console.log(`RSS after ${marks.join('/')} images (mixed; ${pool.stats().recycled} worker recycles): ${rss.map((r) => `${r} MB`).join(' / ')}`);
    const growth = rss[4]! - rss[1]!;
    console.log(`RSS from ${marks[1]} to ${marks[4]} images: ${growth >= 0 ? '+' : ''}${growth} MB (${Math.abs(growth) <= Math.max(40, rss[1]! * 0.15) ? 'plateau' : 'still growing'})`);
    return { workers, startMs, screenshot: screenshotResult, page: pageResult, rssMb: rss };
  } finally {
    await pool.close();
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  await runImageBench({ quick: process.argv.includes('--quick') });
}
