/**
 * npx tsx eval/synthetic/run.ts [--per-frame N] [--errors N] [--seed S] [--frames blind|PATH] [--worst-frames N]
 * A probe in the style of Presidio's synthetic benchmark (Faker values in sentence frames), scored
 * as that benchmark's type-agnostic F2: every PII span of gold and prediction, neighbours joined
 * across spaces, punctuation and stop words, greedy one-to-one matching at character IoU ≥ 0.9 and
 * ≥ 0.7 (eval/lib/corpora.ts, the same scorer as the dev corpora's Presidio-style score). Frames
 * (frames.ts) are this probe's own; values (values.ts) come from @faker-js/faker in six locales, so
 * the gold spans are known by construction. Prints P/R/F2 overall and per locale, recall per Faker
 * field (a joined gold span that holds several fields counts under "a+b"), and with --errors the
 * missed spans and false alarms. --frames loads another frame module (FRAMES, English, filled with
 * every locale in turn; optional LOCAL_FRAMES per locale, written in its language and analysed in
 * it): 'blind' is frames-blind.ts. Deterministic: the seed and the frame order fix every sentence.
 */
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { fakerDE, fakerEN_GB, fakerEN_US, fakerFR, fakerNL, fakerPT_BR, type Faker } from '@faker-js/faker';
import { analyze } from '../../src/engine/index.ts';
import { loadEngineFiles } from '../../src/engine-files.ts';
import { f2, joinSpans, matchByIou, type MatchCounts, type Span } from '../lib/corpora.ts';
import { FRAMES as DEFAULT_FRAMES } from './frames.ts';
import { LOCALES, value, type Field, type Locale } from './values.ts';

const { values: args } = parseArgs({
  options: {
    'per-frame': { type: 'string', default: '12' },
    errors: { type: 'string', default: '0' },
    seed: { type: 'string', default: '20261127' },
    frames: { type: 'string' },
    'worst-frames': { type: 'string', default: '0' },
  },
});
const perFrame = Number(args['per-frame']);
const errorsN = Number(args.errors);
const seed = Number(args.seed);
interface FrameModule {
  FRAMES: readonly string[];
  LOCAL_FRAMES?: Partial<Record<Locale, readonly string[]>>;
}
const framesPath = args.frames === 'blind' ? './frames-blind.ts' : args.frames ? pathToFileURL(resolve(args.frames)).href : undefined;
const mod: FrameModule = framesPath ? ((await import(framesPath)) as FrameModule) : { FRAMES: DEFAULT_FRAMES };
const FRAMES = mod.FRAMES;
const LOCAL_FRAMES = mod.LOCAL_FRAMES ?? {};
const LANGUAGE: Record<Locale, string> = { en_US: 'en', en_GB: 'en', de: 'de', fr: 'fr', nl: 'nl', pt_BR: 'pt' };

const FAKERS: Record<Locale, Faker> = { en_US: fakerEN_US, en_GB: fakerEN_GB, de: fakerDE, fr: fakerFR, nl: fakerNL, pt_BR: fakerPT_BR };

interface Doc {
  id: string;
  locale: Locale;
  /** Written in the locale's language (LOCAL_FRAMES) rather than English. */
  local: boolean;
  frame: string;
  text: string;
  gold: (Span & { field: Field })[];
}

/** Fills one frame: the text and the code-point span of every slot's value. */
function fill(frame: string, locale: Locale, n: number, isLocal = false): Doc {
  const local = FAKERS[locale];
  local.seed([seed, n]);
  fakerEN_US.seed([seed, n, 1]);
  const source = { local, english: fakerEN_US, locale };
  let text = '';
  let cp = 0;
  const gold: Doc['gold'] = [];
  let last = 0;
  for (const m of frame.matchAll(/\{(\w+)\}/g)) {
    const before = frame.slice(last, m.index);
    text += before;
    cp += Array.from(before).length;
    const v = value(m[1] as Field, source);
    const len = Array.from(v).length;
    gold.push({ type: 'PII', field: m[1] as Field, start: cp, end: cp + len });
    text += v;
    cp += len;
    last = m.index + m[0].length;
  }
  text += frame.slice(last);
  return { id: `${n}`, locale, local: isLocal, frame, text, gold };
}

const docs: Doc[] = [];
let n = 0;
for (let round = 0; round < perFrame; round++) {
  for (const frame of FRAMES) {
    docs.push(fill(frame, LOCALES[n % LOCALES.length]!, n));
    n++;
  }
  for (const [locale, frames] of Object.entries(LOCAL_FRAMES) as [Locale, readonly string[]][]) {
    for (const frame of frames) {
      docs.push(fill(frame, locale, n, true));
      n++;
    }
  }
}

loadEngineFiles();
const total90: MatchCounts = { gold: 0, pred: 0, matched: 0 };
const total70: MatchCounts = { gold: 0, pred: 0, matched: 0 };
const byLocale = new Map<string, MatchCounts>();
const byFrame = new Map<string, MatchCounts>();
const byField = new Map<string, { gold: number; m90: number; m70: number }>();
const misses: string[] = [];
const alarms: string[] = [];
for (const doc of docs) {
  const res = analyze(doc.text, { language: doc.local ? LANGUAGE[doc.locale] : 'en' });
  const chars = Array.from(doc.text);
  const show = (s: { start: number; end: number }) => chars.slice(s.start, s.end).join('');
  const pred: Span[] = res.entities.map((e) => ({ type: e.entity_type, start: e.start, end: e.end }));
  const gj = joinSpans(doc.text, doc.gold);
  const pj = joinSpans(doc.text, pred);
  const hit90 = new Set<number>();
  const hit70 = new Set<number>();
  const locKey = doc.local ? `${doc.locale}:own` : doc.locale;
  const loc = byLocale.get(locKey) ?? { gold: 0, pred: 0, matched: 0 };
  byLocale.set(locKey, loc);
  matchByIou(gj, pj, 0.9, total90, hit90);
  matchByIou(gj, pj, 0.7, total70, hit70);
  matchByIou(gj, pj, 0.9, loc);
  const fr = byFrame.get(doc.frame) ?? { gold: 0, pred: 0, matched: 0 };
  byFrame.set(doc.frame, fr);
  matchByIou(gj, pj, 0.9, fr);
  gj.forEach((g, i) => {
    const key = doc.gold.filter((s) => s.start >= g.start && s.end <= g.end).map((s) => s.field).join('+');
    const r = byField.get(key) ?? { gold: 0, m90: 0, m70: 0 };
    byField.set(key, r);
    r.gold++;
    if (hit90.has(i)) r.m90++;
    if (hit70.has(i)) r.m70++;
    if (!hit90.has(i)) {
      const over = res.entities.filter((e) => e.start < g.end && g.start < e.end).map((e) => `${e.entity_type}⟦${e.text}⟧`);
      misses.push(`${key.padEnd(16)} ⟦${show(g)}⟧ got ${over.join(' ') || 'nothing'}   [${locKey}] ${doc.text}`);
    }
  });
  for (const p of pj) {
    if (!gj.some((g) => g.start < p.end && p.start < g.end)) {
      const what = res.entities.filter((e) => e.start >= p.start && e.end <= p.end).map((e) => e.entity_type);
      alarms.push(`${[...new Set(what)].join('+').padEnd(16)} ⟦${show(p)}⟧   [${locKey}] ${doc.text}`);
    }
  }
}

const f = (x: number) => x.toFixed(3);
const m90 = f2(total90);
const m70 = f2(total70);
console.log(`Synthetic probe: ${docs.length} sentences (${FRAMES.length} frames × ${perFrame} + ${Object.values(LOCAL_FRAMES).reduce((a, x) => a + x.length, 0)} local frames × ${perFrame}, locales ${LOCALES.join(' ')}, seed ${seed}), ${total90.gold} gold spans, ${total90.pred} predicted (joined)`);
console.log(`IoU ≥ 0.9: P ${f(m90.p)} R ${f(m90.r)} F2 ${f(m90.f2)}`);
console.log(`IoU ≥ 0.7: P ${f(m70.p)} R ${f(m70.r)} F2 ${f(m70.f2)}`);
console.log('\nPer locale (IoU ≥ 0.9):');
for (const [l, c] of byLocale) {
  const m = f2(c);
  console.log(`  ${l.padEnd(6)} P ${f(m.p)} R ${f(m.r)} F2 ${f(m.f2)}`);
}
console.log('\nRecall per field (joined gold spans; IoU ≥ 0.9 / ≥ 0.7):');
for (const [k, r] of [...byField].sort((a, b) => a[1].m90 / a[1].gold - b[1].m90 / b[1].gold)) {
  console.log(`  ${k.padEnd(28)} n=${String(r.gold).padStart(4)}  ${f(r.m90 / r.gold)}  ${f(r.m70 / r.gold)}`);
}
const worstN = Number(args['worst-frames']);
if (worstN > 0) {
  console.log(`\nWorst frames (IoU ≥ 0.9 F2, ${worstN}):`);
  for (const [fr, c] of [...byFrame].map(([k, c]) => [k, c] as const).sort((a, b) => f2(a[1]).f2 - f2(b[1]).f2).slice(0, worstN)) {
    console.log(`  ${f(f2(c).f2)}  ${JSON.stringify(fr)}`);
  }
}
if (errorsN > 0) {
  console.log(`\nMissed at IoU 0.9 (${misses.length}):`);
  for (const m of misses.slice(0, errorsN)) console.log(`  ${m}`);
  console.log(`\nFalse alarms (joined predictions overlapping no gold span, ${alarms.length}):`);
  for (const a of alarms.slice(0, errorsN)) console.log(`  ${a}`);
}
