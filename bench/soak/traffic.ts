/**
 * The soak's request mix. A client is one account plus what it created (presets, keys); each step
 * picks an action by weight: ordinary use of every resource (analyze, anonymize, batch, encrypt →
 * deanonymize, presets CRUD, keys, account) or, with the hostile share, one attack from issue 10's
 * probe (bodies over the limit, NUL and lone surrogates, forged/expired/revoked tokens, costly ad
 * hoc patterns, malformed JSON, bad images, over-plan batches, oversized headers).
 *
 * Every request goes through `Send`, which records its outcome; an action only says what it sent,
 * which statuses are a correct answer, and what it learned (ids it now owns).
 */
import { deflateSync } from 'node:zlib';
import { crc32 } from 'node:zlib';
import { seededRandom } from '../../src/engine/recognizers/names/model/train.ts';

/** What an action asks for. */
export interface RequestSpec {
  kind: string;
  hostile: boolean;
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  path: string;
  /** JSON value (serialised here), or a raw body as it must go over the wire. */
  json?: unknown;
  raw?: string | Buffer;
  form?: FormData;
  contentType?: string;
  /** The bearer token; `null` sends no Authorization header; undefined uses the client's. */
  token?: string | null;
  headers?: Record<string, string>;
  /** Statuses that are a correct answer (429 is always accepted: rate limits and balances). */
  expect: readonly number[];
  /** The upload may be cut by the server once it has answered (bodies over the limit). */
  mayBeCut?: boolean;
}

export interface Answer {
  status: number;
  /** Parsed JSON (or the raw text); read with `field`. */
  body: unknown;
}

/** A string field of a JSON answer body, or '' when absent. */
export function field(body: unknown, name: string): string {
  const v = typeof body === 'object' && body !== null ? (body as Record<string, unknown>)[name] : undefined;
  return typeof v === 'string' ? v : '';
}

/** Sends one request, records it; null when there was no HTTP answer (connection refused or cut). */
export type Send = (spec: RequestSpec) => Promise<Answer | null>;

export interface Tokens {
  valid: string;
  expired: string;
  revoked: string;
  forged: string;
  algNone: string;
}

export interface Client {
  label: string;
  plan: 'basic' | 'pro' | 'business';
  tokens: Tokens;
  /** Presets and keys this client created and has not deleted (acknowledged by 201). */
  presets: Map<string, string>;
  keys: Set<string>;
  /** Presets/keys whose deletion was sent but not acknowledged (cut by a fault): either state is fine. */
  uncertain: Set<string>;
  random: () => number;
  docs: readonly string[];
}

/** A small deterministic PRNG (the engine's mulberry32), so runs with the same seed send the same mix. */
export const prng = seededRandom;

const pick = <T>(c: Client, xs: readonly T[]): T => xs[Math.floor(c.random() * xs.length)]!;
const doc = (c: Client) => pick(c, c.docs);
let nameSeq = 0;
const uniqueName = (prefix: string) => `${prefix}-${process.pid}-${++nameSeq}-${Date.now().toString(36)}`;

const OK = [200] as const;
const BAD = [400] as const;

// ------------------------------------------------------------------ ordinary use

const OPERATORS = [
  { DEFAULT: { type: 'replace' } },
  { DEFAULT: { type: 'redact' } },
  { PERSON: { type: 'mask', masking_char: '#', chars_to_mask: 4 }, DEFAULT: { type: 'hash' } },
  { DEFAULT: { type: 'hash', hash_type: 'SHA512' } },
  { DEFAULT: { type: 'encrypt', key: 'soak-raw-key-0123456789abcdef' } },
  { EMAIL_ADDRESS: { type: 'keep' }, DEFAULT: { type: 'replace', new_value: '[x]' } },
];

type Action = (c: Client, send: Send) => Promise<void>;

const analyze: Action = async (c, send) => {
  const extras = pick(c, [{}, { score_threshold: 0.5 }, { entities: ['PERSON', 'EMAIL_ADDRESS', 'PHONE_NUMBER'] }, { return_decision_process: true }, { allow_list: ['Jane'] }]);
  await send({ kind: 'analyze', hostile: false, method: 'POST', path: '/api/pii/analyze', json: { text: doc(c), ...extras }, expect: OK });
};

const analyzeLarge: Action = async (c, send) => {
  // ~30,000 characters: over the worker threshold (20,000), so the worker pool is exercised too.
  let text = '';
  while (text.length < 30_000) text += `${doc(c)}\n`;
  await send({ kind: 'analyze-large', hostile: false, method: 'POST', path: '/api/pii/analyze', json: { text }, expect: OK });
};

const analyzeAdHoc: Action = async (c, send) => {
  const ad_hoc_recognizers = [{ entity_type: 'EMPLOYEE_ID', patterns: [{ regex: 'EMP-\\d{5}', score: 0.8 }], context: ['employee'] }];
  await send({ kind: 'analyze-adhoc', hostile: false, method: 'POST', path: '/api/pii/analyze', json: { text: `${doc(c)} employee EMP-${String(Math.floor(c.random() * 1e5)).padStart(5, '0')}`, ad_hoc_recognizers }, expect: OK });
};

const anonymize: Action = async (c, send) => {
  await send({ kind: 'anonymize', hostile: false, method: 'POST', path: '/api/pii/anonymize', json: { text: doc(c), operators: pick(c, OPERATORS) }, expect: OK });
};

async function ensureKey(c: Client, send: Send): Promise<string | null> {
  const known = [...c.keys];
  if (known.length > 0) return pick(c, known);
  const res = await send({ kind: 'key-create', hostile: false, method: 'POST', path: '/api/encryption-keys', json: { name: uniqueName('soak-key') }, expect: [201] });
  if (res?.status !== 201) return null;
  c.keys.add(field(res.body, 'id'));
  return field(res.body, 'id');
}

const encryptRoundTrip: Action = async (c, send) => {
  const keyId = await ensureKey(c, send);
  if (!keyId) return;
  const res = await send({
    kind: 'anonymize-encrypt',
    hostile: false,
    method: 'POST',
    path: '/api/pii/anonymize',
    json: { text: doc(c), operators: { DEFAULT: { type: 'encrypt', key_id: keyId } } },
    expect: OK,
  });
  if (res?.status !== 200) return;
  await send({ kind: 'deanonymize', hostile: false, method: 'POST', path: '/api/pii/deanonymize', json: { text: field(res.body, 'anonymized_text'), key_id: keyId }, expect: OK });
};

const batch: Action = async (c, send) => {
  const n = 2 + Math.floor(c.random() * 4); // 2–5: within every paid plan's limit
  const documents = Array.from({ length: n }, (_, i) => ({ id: `d${i}`, text: doc(c) }));
  const operation = c.random() < 0.5 ? 'analyze' : 'anonymize';
  await send({ kind: `batch-${operation}`, hostile: false, method: 'POST', path: '/api/pii/batch', json: { documents, operation }, expect: OK });
};

const presetSettings = (c: Client) =>
  pick(c, [
    { language: 'en', score_threshold: 0.4 },
    { entities: ['PERSON', 'EMAIL_ADDRESS'], operators: { DEFAULT: { type: 'redact' } } },
    { allow_list: ['example.com'], context: ['customer'] },
    { ad_hoc_recognizers: [{ entity_type: 'TICKET', patterns: [{ regex: 'TCK-\\d{6}', score: 0.7 }] }] },
  ]);

const presets: Action = async (c, send) => {
  const ids = [...c.presets.keys()];
  if (ids.length < 3) {
    const name = uniqueName('soak-preset');
    const res = await send({ kind: 'preset-create', hostile: false, method: 'POST', path: '/api/presets', json: { name, description: 'soak', settings: presetSettings(c) }, expect: [201] });
    if (res?.status === 201) c.presets.set(field(res.body, 'id'), name);
    return;
  }
  const id = pick(c, ids);
  const r = c.random();
  if (r < 0.2) {
    await send({ kind: 'preset-list', hostile: false, method: 'GET', path: '/api/presets?limit=10', expect: OK });
  } else if (r < 0.4) {
    await send({ kind: 'preset-get', hostile: false, method: 'GET', path: `/api/presets/${id}`, expect: OK });
  } else if (r < 0.6) {
    const name = c.presets.get(id)!;
    await send({ kind: 'preset-put', hostile: false, method: 'PUT', path: `/api/presets/${id}`, json: { name, description: 'soak, replaced', settings: presetSettings(c) }, expect: OK });
  } else if (r < 0.85) {
    await send({ kind: 'analyze-preset', hostile: false, method: 'POST', path: '/api/pii/analyze', json: { text: doc(c), preset_id: id }, expect: OK });
  } else {
    c.presets.delete(id);
    c.uncertain.add(id);
    const res = await send({ kind: 'preset-delete', hostile: false, method: 'DELETE', path: `/api/presets/${id}`, expect: [204] });
    if (res) c.uncertain.delete(id);
  }
};

const keys: Action = async (c, send) => {
  const ids = [...c.keys];
  if (ids.length < 2) {
    await ensureKeyCreate(c, send);
    return;
  }
  const id = pick(c, ids);
  const r = c.random();
  if (r < 0.35) {
    await send({ kind: 'key-list', hostile: false, method: 'GET', path: '/api/encryption-keys', expect: OK });
  } else if (r < 0.75) {
    await send({ kind: 'key-get', hostile: false, method: 'GET', path: `/api/encryption-keys/${id}?includeKey=${c.random() < 0.5}`, expect: OK });
  } else {
    c.keys.delete(id);
    c.uncertain.add(id);
    const res = await send({ kind: 'key-delete', hostile: false, method: 'DELETE', path: `/api/encryption-keys/${id}`, expect: [204] });
    if (res) c.uncertain.delete(id);
  }
};

async function ensureKeyCreate(c: Client, send: Send): Promise<void> {
  const res = await send({ kind: 'key-create', hostile: false, method: 'POST', path: '/api/encryption-keys', json: { name: uniqueName('soak-key') }, expect: [201] });
  if (res?.status === 201) c.keys.add(field(res.body, 'id'));
}

const account: Action = async (_c, send) => {
  await send({ kind: 'account', hostile: false, method: 'GET', path: '/api/account', expect: OK });
};

const entities: Action = async (c, send) => {
  await send({ kind: 'entities', hostile: false, method: 'GET', path: `/api/pii/entities${c.random() < 0.5 ? '?language=de' : ''}`, expect: OK });
};

const health: Action = async (_c, send) => {
  await send({ kind: 'health', hostile: false, method: 'GET', path: '/api/health', token: null, expect: OK });
};

export const ORDINARY: readonly [Action, number][] = [
  [analyze, 30],
  [analyzeLarge, 2],
  [analyzeAdHoc, 3],
  [anonymize, 14],
  [encryptRoundTrip, 6],
  [batch, 9],
  [presets, 12],
  [keys, 6],
  [account, 4],
  [entities, 2],
  [health, 1],
];

// ------------------------------------------------------------------ hostile requests

/** One body just over the default 10 MB limit, built once. */
let hugeBody: Buffer | null = null;
function overLimitBody(): Buffer {
  hugeBody ??= Buffer.from(JSON.stringify({ text: 'a'.repeat(10 * 1024 * 1024 + 64) }));
  return hugeBody;
}

const recognizers = (n: number, patterns: number, regex: string) =>
  Array.from({ length: n }, (_, i) => ({ entity_type: `HOSTILE_${i}`, patterns: Array.from({ length: patterns }, () => ({ regex, score: 0.5 })) }));

/** A PNG chunk: length, type, data, CRC. */
function chunk(type: string, data: Buffer): Buffer {
  const len = Buffer.alloc(4);
  len.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body) >>> 0);
  return Buffer.concat([len, body, crc]);
}

function png(width: number, height: number, idat: Buffer): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.writeUInt8(8, 8); // bit depth
  ihdr.writeUInt8(0, 9); // greyscale
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk('IHDR', ihdr), chunk('IDAT', idat), chunk('IEND', Buffer.alloc(0))]);
}

/** Images no decoder can turn into text: garbage, a bomb by its header, a corrupt stream. */
const BAD_IMAGES: readonly { name: string; bytes: () => Buffer; expect: readonly number[] }[] = [
  { name: 'garbage', bytes: () => Buffer.from('this is not an image at all, just text pretending'), expect: [400, 415] },
  { name: 'bomb-header', bytes: () => png(60_000, 60_000, deflateSync(Buffer.alloc(1000))), expect: [400, 413] },
  { name: 'corrupt-stream', bytes: () => png(200, 50, Buffer.from('definitely not zlib data')), expect: [400, 422] },
  { name: 'truncated', bytes: () => png(200, 50, deflateSync(Buffer.alloc(51 * 200))).subarray(0, 40), expect: [400, 415] },
];

function imageForm(bytes: Buffer, mode = 'analyze'): FormData {
  const form = new FormData();
  form.set('mode', mode);
  form.set('file', new Blob([new Uint8Array(bytes)], { type: 'image/png' }), 'x.png');
  return form;
}

const ODD = ['\u0000', '\ud800', '\udfff', '\udc00\ud800', 'a\u0000b'];

function attacks(c: Client, send: Send): (() => Promise<unknown>)[] {
  const odd = pick(c, ODD);
  return [
    () => send({ kind: 'huge-body', hostile: true, method: 'POST', path: '/api/pii/analyze', raw: overLimitBody(), expect: [413], mayBeCut: true }),
    () => send({ kind: 'text-over-limit', hostile: true, method: 'POST', path: '/api/pii/analyze', json: { text: 'a'.repeat(1_000_001) }, expect: [400, 413] }),
    () => send({ kind: 'odd-preset-name', hostile: true, method: 'POST', path: '/api/presets', json: { name: `p${odd}`, settings: {} }, expect: BAD }),
    () =>
      send({ kind: 'odd-preset-settings', hostile: true, method: 'POST', path: '/api/presets', json: { name: uniqueName('odd'), description: `d${odd}`, settings: { allow_list: [`x${odd}`] } }, expect: BAD }),
    () => send({ kind: 'odd-mask-char', hostile: true, method: 'POST', path: '/api/presets', json: { name: uniqueName('odd'), settings: { mask_char: odd } }, expect: BAD }),
    () => send({ kind: 'odd-key-name', hostile: true, method: 'POST', path: '/api/encryption-keys', json: { name: `k${odd}` }, expect: BAD }),
    // Odd code points in analysed text are kept (offsets count them): a normal, charged 200.
    () => send({ kind: 'odd-text', hostile: true, method: 'POST', path: '/api/pii/analyze', json: { text: `${doc(c)}${odd}Jane Doe${odd}` }, expect: OK }),
    () => send({ kind: 'forged-token', hostile: true, method: 'GET', path: '/api/account', token: c.tokens.forged, expect: [401] }),
    () => send({ kind: 'expired-token', hostile: true, method: 'POST', path: '/api/pii/analyze', token: c.tokens.expired, json: { text: doc(c) }, expect: [401] }),
    () => send({ kind: 'revoked-token', hostile: true, method: 'POST', path: '/api/pii/analyze', token: c.tokens.revoked, json: { text: doc(c) }, expect: [401] }),
    () => send({ kind: 'alg-none-token', hostile: true, method: 'POST', path: '/api/pii/anonymize', token: c.tokens.algNone, json: { text: doc(c) }, expect: [401] }),
    () => send({ kind: 'garbage-token', hostile: true, method: 'GET', path: '/api/presets', token: 'eyJhbGciOi.not-a-jwt.\u00ff', expect: [401] }),
    () => send({ kind: 'no-token', hostile: true, method: 'POST', path: '/api/pii/analyze', token: null, json: { text: doc(c) }, expect: [401] }),
    () =>
      send({
        kind: 'adhoc-work-budget',
        hostile: true,
        method: 'POST',
        path: '/api/pii/analyze',
        json: { text: 'a'.repeat(50_000), ad_hoc_recognizers: recognizers(20, 20, '[a-z]{1,100}x?[a-z]{1,100}') },
        expect: [413],
      }),
    () => send({ kind: 'adhoc-match-everywhere', hostile: true, method: 'POST', path: '/api/pii/analyze', json: { text: 'a'.repeat(300_000), ad_hoc_recognizers: recognizers(1, 1, '.') }, expect: [413] }),
    () => send({ kind: 'adhoc-nested', hostile: true, method: 'POST', path: '/api/pii/analyze', json: { text: 'a'.repeat(3_000), ad_hoc_recognizers: recognizers(1, 2, '(?:a?){300}a{300}') }, expect: [200, 413] }),
    () => send({ kind: 'adhoc-classic-redos', hostile: true, method: 'POST', path: '/api/pii/anonymize', json: { text: `${'a'.repeat(20_000)}!`, ad_hoc_recognizers: recognizers(1, 1, '(a+)+$') }, expect: [200, 413] }),
    () => send({ kind: 'adhoc-invalid', hostile: true, method: 'POST', path: '/api/pii/analyze', json: { text: doc(c), ad_hoc_recognizers: recognizers(1, 1, '(a)\\1(') }, expect: BAD }),
    () => send({ kind: 'json-truncated', hostile: true, method: 'POST', path: '/api/pii/analyze', raw: '{"text": "Jane Doe', expect: BAD }),
    () => send({ kind: 'json-trailing', hostile: true, method: 'POST', path: '/api/pii/anonymize', raw: '{"text": "x"} {"text": "y"}', expect: BAD }),
    () => send({ kind: 'json-deep', hostile: true, method: 'POST', path: '/api/pii/batch', raw: `{"documents":${'['.repeat(50_000)}${']'.repeat(50_000)}}`, expect: BAD }),
    () => send({ kind: 'json-wrong-type', hostile: true, method: 'POST', path: '/api/pii/analyze', json: { text: 5, language: ['en'] }, expect: BAD }),
    () =>
      send({
        kind: 'json-proto',
        hostile: true,
        method: 'POST',
        path: '/api/presets',
        raw: `{"__proto__":{"admin":true},"name":"${uniqueName('proto')}","settings":{"constructor":{"prototype":{"x":1}}}}`,
        expect: [400, 201],
      }),
    () => send({ kind: 'wrong-content-type', hostile: true, method: 'POST', path: '/api/pii/analyze', raw: 'text=Jane', contentType: 'text/plain', expect: [400, 415] }),
    () => send({ kind: 'bad-language', hostile: true, method: 'POST', path: '/api/pii/analyze', json: { text: doc(c), language: 'xx\u0000' }, expect: BAD }),
    () => send({ kind: 'bad-operator', hostile: true, method: 'POST', path: '/api/pii/anonymize', json: { text: doc(c), operators: { DEFAULT: { type: 'encrypt', key: 'short' } } }, expect: BAD }),
    () => send({ kind: 'unknown-preset', hostile: true, method: 'POST', path: '/api/pii/analyze', json: { text: doc(c), preset_id: pick(c, ['00000000-0000-4000-8000-000000000000', 'not-a-uuid', '../../etc']) }, expect: [400, 404] }),
    () => send({ kind: 'batch-over-plan', hostile: true, method: 'POST', path: '/api/pii/batch', json: { texts: Array.from({ length: 51 }, () => 'Jane Doe') }, expect: [400, 403] }),
    () => send({ kind: 'huge-header', hostile: true, method: 'GET', path: '/api/account', headers: { 'x-filler': 'x'.repeat(40_000) }, expect: [431], mayBeCut: true }),
    () => send({ kind: 'bogus-request-id', hostile: true, method: 'GET', path: '/api/account', headers: { 'x-request-id': 'bad id with spaces \u00e9' }, expect: OK }),
    () => send({ kind: 'path-traversal', hostile: true, method: 'GET', path: '/api/presets/..%2F..%2Fetc%2Fpasswd', expect: [400, 404] }),
    () => {
      const image = pick(c, BAD_IMAGES);
      return send({ kind: `bad-image-${image.name}`, hostile: true, method: 'POST', path: '/api/pii/image', form: imageForm(image.bytes()), expect: image.expect });
    },
  ];
}

const hostile: Action = async (c, send) => {
  await pick(c, attacks(c, send))();
};

/** One step of a client: an attack with probability `hostileShare`, else ordinary use by weight. */
export async function step(c: Client, send: Send, hostileShare: number): Promise<void> {
  if (c.random() < hostileShare) return hostile(c, send);
  const total = ORDINARY.reduce((s, [, w]) => s + w, 0);
  let r = c.random() * total;
  for (const [action, weight] of ORDINARY) {
    r -= weight;
    if (r < 0) return action(c, send);
  }
}

/**
 * Every ordinary action and every attack once, and every bad image (a corrupt stream starts the
 * OCR workers): the warm-up, so the baseline RSS has seen each code path.
 */
export async function warmUp(c: Client, send: Send): Promise<void> {
  for (const [action] of ORDINARY) await action(c, send);
  for (const attack of attacks(c, send)) await attack();
  for (const image of BAD_IMAGES) {
    await send({ kind: `bad-image-${image.name}`, hostile: true, method: 'POST', path: '/api/pii/image', form: imageForm(image.bytes()), expect: image.expect });
  }
}
