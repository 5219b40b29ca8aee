/**
 * veil analyze | anonymize FILE|- — the analyze and anonymize operations in this process, on the
 * local context (src/local/: no server, no account, no metering). Same options, validation and
 * output shapes as POST /api/pii/analyze and /anonymize, minus tokens_charged. This file only
 * adapts: flags and the file in, the operation's result (or failure, exit code by the failure
 * table in service/errors.ts) out.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { loadConfig } from '../../config.ts';
import type { DetectedEntity } from '../../engine/index.ts';
import { localConfig, localEngine, type LocalEngine } from '../../local/context.ts';
import { exitCodeOf, toErrorResponse } from '../../service/errors.ts';
import { emit, optionalString } from '../output.ts';
import { CliError, UsageError, type Command, type Invocation } from '../types.ts';

const DETECTION_OPTIONS = {
  language: { type: 'string' },
  entities: { type: 'string' },
  threshold: { type: 'string' },
} as const;

const DETECTION_HELP =
  '  FILE|-              the text to read; - reads stdin (UTF-8)\n' +
  '  --language xx       en (default), de, es, fr, it, nl, pt, pl\n' +
  '  --entities A,B      only these entity types (names as in GET /api/pii/entities)\n' +
  '  --threshold 0.5     drop detections scoring below this (0..1, default 0)\n';

async function readText(inv: Invocation): Promise<string> {
  const source = inv.positionals[0]!;
  if (source === '-') {
    const chunks: Buffer[] = [];
    for await (const chunk of inv.io.stdin) chunks.push(typeof chunk === 'string' ? Buffer.from(chunk) : chunk);
    return Buffer.concat(chunks).toString('utf8');
  }
  try {
    return readFileSync(resolve(inv.io.cwd, source), 'utf8');
  } catch (err) {
    const code = (err as NodeJS.ErrnoException).code;
    throw new CliError(`cannot read ${source}: ${code === 'ENOENT' ? 'no such file' : code === 'EISDIR' ? 'is a directory' : (code ?? (err as Error).message)}`);
  }
}

/** Flags → the operation's detection fields. Parsing only: the operation validates the values. */
function detectionFields(inv: Invocation): Record<string, unknown> {
  const options: Record<string, unknown> = {};
  const language = optionalString(inv, 'language');
  if (language !== undefined) options.language = language;
  const entities = optionalString(inv, 'entities');
  if (entities !== undefined) {
    const list = entities.split(',').map((e) => e.trim()).filter((e) => e !== '');
    if (list.length === 0) throw new UsageError('--entities needs at least one entity type, e.g. --entities EMAIL_ADDRESS,PHONE_NUMBER');
    options.entities = list;
  }
  const threshold = optionalString(inv, 'threshold');
  if (threshold !== undefined) {
    const value = Number(threshold);
    if (threshold.trim() === '' || !Number.isFinite(value)) throw new UsageError(`--threshold must be a number from 0 to 1 (got '${threshold}')`);
    options.score_threshold = value;
  }
  return options;
}

/**
 * Runs an operation on a fresh local context; its failures become CLI errors with the exit code of
 * their kind. A bad --threshold is reported under the flag's name.
 */
async function runLocally<T>(inv: Invocation, operation: (local: LocalEngine) => Promise<T>): Promise<T> {
  const local = localEngine(localConfig(loadConfig({})), inv.io.env, (line) => void inv.io.stderr.write(`veil: ${line}\n`));
  try {
    return await operation(local);
  } catch (err) {
    // An EngineError keeps its code (unsupported_language …), which run.ts reports with exit 2.
    if (err instanceof Error && err.name === 'EngineError') throw err;
    const { status, body } = toErrorResponse(err);
    if (status >= 500) throw err;
    if (body.details?.field === 'score_threshold') throw new UsageError(`--threshold must be a number from 0 to 1 (got '${optionalString(inv, 'threshold') ?? ''}')`);
    throw new CliError(body.error, exitCodeOf(status), body.details);
  } finally {
    await local.close();
  }
}

function table(entities: readonly Pick<DetectedEntity, 'entity_type' | 'start' | 'end' | 'score' | 'text'>[]): string {
  if (entities.length === 0) return 'no PII found';
  const width = Math.max(...entities.map((e) => e.entity_type.length));
  return entities.map((e) => `${e.entity_type.padEnd(width)}  ${`${e.start}-${e.end}`.padEnd(11)}  ${e.score.toFixed(2)}  ${JSON.stringify(e.text)}`).join('\n');
}

export const analyzeCommand: Command = {
  usage: 'veil analyze FILE|- [--language xx] [--entities A,B] [--threshold 0.5] [--json]',
  help:
    'Detects PII offline with the local engine (no server, no account, nothing charged).\n\n' +
    DETECTION_HELP +
    '\nPrints one line per entity: type, start-end (code points), score, text.\n' +
    '--json prints {"entities":[{"entity_type","text","start","end","score"}],"language"}.\n\n' +
    'Examples:\n  veil analyze letter.txt\n  echo "Call Jane Doe at 212-555-0123" | veil analyze - --json',
  options: DETECTION_OPTIONS,
  positionals: { min: 1, max: 1, name: 'FILE (or - for stdin)' },
  async run(inv) {
    const fields = detectionFields(inv);
    const text = await readText(inv);
    const { analyzeText } = await import('../../service/operations/analyze.ts');
    const { body } = await runLocally(inv, (local) => analyzeText(local.ctx, local.call(), { ...fields, text }));
    emit(inv, { entities: body.entities, language: body.language }, table(body.entities));
    return 0;
  },
};

/** `--operators '{"…"}'` or `--operators @file.json`. */
function readOperators(inv: Invocation): unknown {
  const raw = optionalString(inv, 'operators');
  if (raw === undefined) return undefined;
  let source = raw;
  if (raw.startsWith('@')) {
    try {
      source = readFileSync(resolve(inv.io.cwd, raw.slice(1)), 'utf8');
    } catch (err) {
      throw new CliError(`cannot read ${raw.slice(1)}: ${(err as NodeJS.ErrnoException).code ?? (err as Error).message}`);
    }
  }
  try {
    return JSON.parse(source) as unknown;
  } catch (err) {
    throw new UsageError(`--operators is not valid JSON: ${(err as Error).message}`);
  }
}

/** Entity types whose encrypt operator would need a stored key — which only the server has. */
function encryptWithoutKey(operators: unknown): string[] {
  if (typeof operators !== 'object' || operators === null) return [];
  return Object.entries(operators as Record<string, unknown>)
    .filter(([, op]) => typeof op === 'object' && op !== null && (op as Record<string, unknown>).type === 'encrypt' && (op as Record<string, unknown>).key === undefined)
    .map(([type]) => type);
}

export const anonymizeCommand: Command = {
  usage: "veil anonymize FILE|- [--operators JSON|@file] [--language xx] [--entities A,B] [--threshold 0.5] [--json]",
  help:
    'Anonymizes offline with the local engine and prints the anonymized text (stdout, pipeable).\n\n' +
    DETECTION_HELP +
    '  --operators JSON    per entity type (DEFAULT for the rest), as in POST /api/pii/anonymize;\n' +
    '                      @file.json reads them from a file. Default: <ENTITY_TYPE> placeholders.\n\n' +
    'Offline differences: encrypt needs an explicit "key" (16-32 characters; stored keys live on the\n' +
    'server). hash without "salt" is keyed with a local secret: VEIL_HASH_SECRET, else one generated\n' +
    'once into ~/.config/veil/hash_secret — stable across runs, but not the server account\'s hashes.\n\n' +
    '--json prints {"anonymized_text","entities_found","replacements":[{"entity_type","original","replacement","start","end"}]}.\n\n' +
    'Examples:\n' +
    '  veil anonymize letter.txt > letter.anon.txt\n' +
    '  cat log.txt | veil anonymize - --operators \'{"DEFAULT":{"type":"redact"},"EMAIL_ADDRESS":{"type":"hash"}}\'',
  options: { ...DETECTION_OPTIONS, operators: { type: 'string' } },
  positionals: { min: 1, max: 1, name: 'FILE (or - for stdin)' },
  async run(inv) {
    const fields = detectionFields(inv);
    const operators = readOperators(inv);
    const missingKey = encryptWithoutKey(operators);
    if (missingKey.length > 0) {
      throw new UsageError(
        `operators.${missingKey[0]!}.key is required offline: encrypt needs an explicit key (16-32 characters); key_id and the account's default key exist only on the server`,
      );
    }
    const text = await readText(inv);
    const { anonymizeText } = await import('../../service/operations/anonymize.ts');
    const { body } = await runLocally(inv, (local) => anonymizeText(local.ctx, local.call(), { ...fields, text, ...(operators !== undefined ? { operators } : {}) }));
    const { tokens_charged: _charged, ...result } = body;
    emit(inv, result, result.anonymized_text);
    return 0;
  },
};
