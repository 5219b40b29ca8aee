/**
 * The OCR pool's failure behaviour, each on a one-worker pool: back-pressure, job timeout,
 * recycling, a worker that cannot start. Images are tiny; what is measured is the pool.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { ImageError, OcrPool } from '../../src/image/index.ts';
import { toPnm } from '../../src/image/normalize.ts';

async function linePnm(text: string, width = 420): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="44"><rect width="100%" height="100%" fill="#fff"/><text x="8" y="30" font-family="DejaVu Sans" font-size="18">${text}</text></svg>`;
  const { data, info } = await sharp(Buffer.from(svg)).greyscale().raw().toBuffer({ resolveWithObject: true });
  return toPnm(data, info.width, info.height, info.channels);
}

const waitFor = async (cond: () => boolean, ms: number) => {
  const until = Date.now() + ms;
  while (!cond() && Date.now() < until) await new Promise((r) => setTimeout(r, 50));
  return cond();
};

test('back-pressure: a full queue answers a typed 503 with a retry hint, then the pool carries on', async () => {
  const pool = new OcrPool({ workers: 1, queueLimit: 1 });
  assert.equal(pool.status(), 'starting');
  await pool.start();
  assert.equal(pool.status(), 'ok');
  try {
    const img = await linePnm('Queue test 12345');
    const results = await Promise.allSettled([1, 2, 3, 4].map(() => pool.recognize(img, { pixels: 1 })));
    const ok = results.filter((r) => r.status === 'fulfilled');
    const busy = results.filter((r): r is PromiseRejectedResult => r.status === 'rejected');
    // One runs, one waits, the rest are refused at once.
    assert.equal(ok.length, 2);
    assert.equal(busy.length, 2);
    for (const r of busy) {
      const err = r.reason as ImageError;
      assert.ok(err instanceof ImageError);
      assert.equal(err.code, 'ocr_busy');
      assert.equal(err.status, 503);
      assert.ok(err.retryAfterS! >= 1 && err.retryAfterS! <= 60);
    }
    assert.match(ok[0]!.value.text, /Queue test/);
    assert.equal(pool.stats().rejected_busy, 2);
    // Priority jobs jump the queue.
    const order: string[] = [];
    const running = pool.recognize(img, { pixels: 1 }).then(() => order.push('running'));
    const queued = pool.recognize(img, { pixels: 1 }).then(() => order.push('normal'));
    await assert.rejects(pool.recognize(img, { pixels: 1, priority: true }), (err) => err instanceof ImageError && err.code === 'ocr_busy');
    await Promise.all([running, queued]);
    assert.deepEqual(order, ['running', 'normal']);
  } finally {
    await pool.close();
  }
});

test('priority: a priority job waiting behind others is taken first', async () => {
  const pool = new OcrPool({ workers: 1, queueLimit: 4 });
  await pool.start();
  try {
    const img = await linePnm('Priority 42');
    const order: string[] = [];
    const jobs = [
      pool.recognize(img, { pixels: 1 }).then(() => order.push('first')),
      pool.recognize(img, { pixels: 1 }).then(() => order.push('normal')),
      pool.recognize(img, { pixels: 1, priority: true }).then(() => order.push('priority')),
    ];
    await Promise.all(jobs);
    assert.deepEqual(order, ['first', 'priority', 'normal']);
    // A layout-only job: word boxes and baselines, no text (recognition skipped).
    const layout = await pool.recognize(img, { pixels: 1, layoutOnly: true });
    const words = (layout.blocks ?? []).flatMap((b) => b.paragraphs.flatMap((p) => p.lines.flatMap((l) => l.words)));
    assert.ok(words.length >= 2);
    assert.ok(words.every((w) => w.text === null && w.bbox.x1 > w.bbox.x0));
    assert.match((await pool.recognize(img, { pixels: 1 })).text, /Priority/, 'a full job after it reads text again');
  } finally {
    await pool.close();
  }
});

test('a job over its time limit fails typed, its worker is replaced, the pool recovers', async () => {
  const pool = new OcrPool({ workers: 1, jobTimeoutMs: 5 });
  await pool.start();
  try {
    const img = await linePnm('This line takes longer than five milliseconds to read 0123456789', 900);
    await assert.rejects(pool.recognize(img, { pixels: 1 }), (err) => err instanceof ImageError && err.code === 'ocr_timeout' && err.status === 503);
    assert.ok(pool.stats().recycled >= 1);
    assert.notEqual(pool.status(), 'error');
    assert.ok(await waitFor(() => pool.stats().workers === 1, 30_000), 'a fresh worker came up');
  } finally {
    await pool.close();
  }
});

test('workers are recycled after a large image, and the next job still runs', async () => {
  const pool = new OcrPool({ workers: 1, recycleAfterPixels: 10_000 });
  await pool.start();
  try {
    const img = await linePnm('Recycle 2024');
    const page = await pool.recognize(img, { pixels: 420 * 44 });
    assert.match(page.text, /Recycle/);
    assert.equal(pool.stats().recycled, 1);
    assert.equal(pool.status(), 'ok', 'health stays ok while the only worker is replaced');
    const next = await pool.recognize(img, { pixels: 100 });
    assert.match(next.text, /Recycle/);
    assert.equal(pool.stats().recycled, 1);
  } finally {
    await pool.close();
  }
});

test('language data that cannot load: start fails within its timeout, health says error, jobs fail fast', async () => {
  const empty = mkdtempSync(path.join(os.tmpdir(), 'veil-ocr-'));
  const errors: unknown[] = [];
  const pool = new OcrPool({ workers: 1, langPath: empty, startTimeoutMs: 5000, onError: (e) => errors.push(e) });
  try {
    const started = Date.now();
    await assert.rejects(pool.start(), (err) => err instanceof ImageError && err.code === 'ocr_unavailable');
    assert.ok(Date.now() - started < 15_000);
    assert.equal(pool.status(), 'error');
    assert.ok(errors.length >= 1);
    await assert.rejects(pool.recognize(await linePnm('x'), { pixels: 1 }), (err) => err instanceof ImageError && err.code === 'ocr_unavailable' && err.status === 503);
  } finally {
    await pool.close();
    rmSync(empty, { recursive: true, force: true });
  }
});

test('an image tesseract refuses is a 422 without a retry hint (retrying cannot help); the pool carries on', async () => {
  const pool = new OcrPool({ workers: 1 });
  await pool.start();
  try {
    // A PNM header tesseract cannot parse: what a 1 × 4,000,000 strip used to end in.
    await assert.rejects(pool.recognize(Buffer.from('P5\n1 x\n255\n'), { pixels: 1 }), (err) => {
      assert.ok(err instanceof ImageError);
      assert.deepEqual([err.code, err.status, err.retryAfterS], ['unprocessable_image', 422, undefined]);
      return true;
    });
    assert.match((await pool.recognize(await linePnm('Still reading 2024'), { pixels: 1 })).text, /Still reading/);
  } finally {
    await pool.close();
  }
});
