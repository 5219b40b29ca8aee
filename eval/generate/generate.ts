/**
 * Deterministic labelled-document generation: genre × locale plan, one seeded Rng + seeded faker per
 * document, templates filled into segments, segments joined into text with exact code-point spans.
 */
import { fakerDE, fakerEN_AU, fakerEN_GB, fakerEN_IN, fakerEN_US, fakerES, fakerFR, fakerIT, fakerNL, fakerPL, fakerPT_BR, type Faker } from '@faker-js/faker';
import { buildDoc, type EvalDoc, type Segment } from '../lib/doc.ts';
import { DocContext, LANGUAGE_OF } from './context.ts';
import type { LocaleId } from './lexicon.ts';
import { hashSeed, Rng } from './rng.ts';
import { chat } from './templates/chat.ts';
import { cv } from './templates/cv.ts';
import { email } from './templates/email.ts';
import { foreign } from './templates/foreign.ts';
import { capsForm } from './templates/forms.ts';
import { hard } from './templates/hard.ts';
import { hr } from './templates/hr.ts';
import { legal } from './templates/legal.ts';
import { logs } from './templates/logs.ts';
import { medical } from './templates/medical.ts';
import { negative } from './templates/negatives.ts';
import { news } from './templates/news.ts';
import { ticket } from './templates/ticket.ts';

const FAKERS: Record<LocaleId, Faker> = {
  en_US: fakerEN_US, en_GB: fakerEN_GB, de: fakerDE, fr: fakerFR, es: fakerES, it: fakerIT, nl: fakerNL, pt_BR: fakerPT_BR, pl: fakerPL, en_IN: fakerEN_IN, en_AU: fakerEN_AU,
};

export const LOCALES = Object.keys(FAKERS) as LocaleId[];

/** Locale mix of English-language documents: mostly US, the others mention foreign people, places and IDs. */
const ENGLISH_PROSE_LOCALES: [LocaleId, number][] = [
  ['en_US', 35], ['en_GB', 12], ['en_IN', 7], ['en_AU', 7], ['de', 6], ['fr', 6], ['es', 6], ['it', 6], ['nl', 5], ['pt_BR', 5], ['pl', 5],
];
const FOREIGN_LOCALES: [LocaleId, number][] = [['de', 1], ['fr', 1], ['es', 1], ['it', 1], ['nl', 1], ['pt_BR', 1], ['pl', 1]];

export interface Genre {
  name: string;
  make: (ctx: DocContext) => string;
  count: number;
  locales: [LocaleId, number][];
  transform?: 'upper' | 'lower';
}

export const GENRES: Genre[] = [
  { name: 'email', make: email, count: 320, locales: ENGLISH_PROSE_LOCALES },
  { name: 'chat', make: chat, count: 200, locales: ENGLISH_PROSE_LOCALES },
  { name: 'chat_lower', make: chat, count: 110, locales: ENGLISH_PROSE_LOCALES, transform: 'lower' },
  { name: 'ticket', make: ticket, count: 220, locales: ENGLISH_PROSE_LOCALES },
  { name: 'medical', make: medical, count: 180, locales: ENGLISH_PROSE_LOCALES },
  { name: 'cv', make: cv, count: 130, locales: ENGLISH_PROSE_LOCALES },
  { name: 'logs', make: logs, count: 150, locales: ENGLISH_PROSE_LOCALES },
  { name: 'hr', make: hr, count: 160, locales: ENGLISH_PROSE_LOCALES },
  { name: 'news', make: news, count: 200, locales: ENGLISH_PROSE_LOCALES },
  { name: 'legal', make: legal, count: 130, locales: ENGLISH_PROSE_LOCALES },
  { name: 'caps_form', make: capsForm, count: 110, locales: ENGLISH_PROSE_LOCALES, transform: 'upper' },
  { name: 'hard', make: hard, count: 160, locales: [['en_US', 5], ['en_GB', 2], ['en_AU', 1], ['en_IN', 1]] },
  { name: 'negative', make: negative, count: 300, locales: [['en_US', 1]] },
  { name: 'foreign', make: foreign, count: 280, locales: FOREIGN_LOCALES },
];

export const BASE_SEED = 20241122;

/** Types whose case is kept by the ALL-CAPS transform (case-sensitive values). */
const KEEP_CASE_UPPER = new Set(['CRYPTO', 'URL']);
/** Types kept by the lower-case transform: words are typed in lower case, identifiers are pasted. */
const LOWERED = new Set(['PERSON', 'LOCATION', 'ORGANIZATION', 'NRP', 'TITLE', 'DATE_TIME', 'AGE', 'EMAIL_ADDRESS']);

function transform(segs: Segment[], how: 'upper' | 'lower' | undefined): Segment[] {
  if (!how) return segs;
  if (how === 'upper') return segs.map((s) => (typeof s === 'string' ? s.toUpperCase() : KEEP_CASE_UPPER.has(s.type) ? s : { type: s.type, text: s.text.toUpperCase() }));
  return segs.map((s) => (typeof s === 'string' ? s.toLowerCase() : LOWERED.has(s.type) ? { type: s.type, text: s.text.toLowerCase() } : s));
}

/** Trims labelled segments (a value never starts or ends with whitespace) and merges plain text. */
function tidy(segs: Segment[]): Segment[] {
  const out: Segment[] = [];
  for (const s of segs) {
    if (typeof s === 'string') {
      if (s === '') continue;
      const last = out[out.length - 1];
      if (typeof last === 'string') out[out.length - 1] = last + s;
      else out.push(s);
      continue;
    }
    const lead = /^\s*/.exec(s.text)![0];
    const trail = /\s*$/.exec(s.text)![0];
    const core = s.text.slice(lead.length, s.text.length - trail.length);
    if (lead) out.push(lead);
    if (core) out.push({ type: s.type, text: core });
    if (trail) out.push(trail);
  }
  return out;
}

export function generateOne(genre: Genre, index: number, seedBase = BASE_SEED): EvalDoc {
  const seed = (hashSeed(`${genre.name}:${index}`) ^ seedBase) >>> 0;
  const rng = new Rng(seed);
  const locale = rng.weighted(genre.locales);
  const faker = FAKERS[locale];
  faker.seed(seed);
  const language = genre.name === 'foreign' ? LANGUAGE_OF[locale] : 'en';
  const ctx = new DocContext(rng, faker, locale, language);
  const template = genre.make(ctx);
  const segs = tidy(transform(ctx.fill(template), genre.transform));
  const { text, entities } = buildDoc(segs);
  if (/\{\{|\}\}/.test(text)) throw new Error(`unfilled slot in ${genre.name}:${index}: ${text.slice(0, 200)}`);
  return { id: `gen-${genre.name}-${String(index).padStart(4, '0')}`, set: 'generated', genre: genre.name, locale, language, text, entities };
}

export interface GenerateOptions {
  /** Scale every genre's count (e.g. 0.1 for a quick run). */
  scale?: number;
  seed?: number;
  genres?: readonly string[];
}

export function generateDocs(options: GenerateOptions = {}): EvalDoc[] {
  const scale = options.scale ?? 1;
  const docs: EvalDoc[] = [];
  for (const g of GENRES) {
    if (options.genres && !options.genres.includes(g.name)) continue;
    const n = Math.max(1, Math.round(g.count * scale));
    for (let i = 0; i < n; i++) docs.push(generateOne(g, i, options.seed ?? BASE_SEED));
  }
  return docs;
}
