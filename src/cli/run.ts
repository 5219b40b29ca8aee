/**
 * `veil <command> [options]`: finds the command in the registry, parses its options, runs it and
 * turns every failure into a message and an exit code — 2 for usage errors (bad arguments,
 * invalid engine options), 1 for runtime failures (unknown email, server unreachable, I/O).
 * Results go to stdout; messages and errors to stderr (as JSON with --json).
 */
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { exitCodeFor, type AdminErrorCode } from '../admin/commands.ts';
import { COMMANDS } from './registry.ts';
import { CliError, UsageError, type Command, type CommandEntry, type Io } from './types.ts';

const GLOBAL_OPTIONS = {
  json: { type: 'boolean' },
  help: { type: 'boolean', short: 'h' },
} as const;

export async function runCli(argv: readonly string[], io: Io): Promise<number> {
  const json = argv.includes('--json');
  let entry: CommandEntry | undefined;
  try {
    if (argv.length === 0) {
      io.stderr.write(globalHelp());
      return 2;
    }
    const first = argv[0]!;
    if (first === '--help' || first === '-h' || (first === 'help' && argv.length === 1)) {
      io.stdout.write(globalHelp());
      return 0;
    }
    if (first === '--version' || first === '-V') {
      io.stdout.write(`${version()}\n`);
      return 0;
    }
    // `veil help account create` is `veil account create --help`.
    const args = first === 'help' ? [...argv.slice(1), '--help'] : [...argv];
    entry = findEntry(args);
    const command = await entry.load();
    return await invoke(command, args.slice(entry.name.split(' ').length), json, io);
  } catch (err) {
    return report(err, json, io, entry);
  }
}

function findEntry(args: readonly string[]): CommandEntry {
  const words: string[] = [];
  for (const a of args) {
    if (a.startsWith('-')) break;
    words.push(a);
  }
  let best: CommandEntry | undefined;
  for (const entry of COMMANDS) {
    const name = entry.name.split(' ');
    if (name.every((w, i) => words[i] === w) && (!best || name.length > best.name.split(' ').length)) best = entry;
  }
  if (best) return best;
  const group = COMMANDS.filter((e) => e.name.startsWith(`${words[0] ?? ''} `));
  if (group.length > 0) {
    const subs = group.map((e) => e.name.split(' ').slice(1).join(' ')).join(', ');
    throw new UsageError(words[1] === undefined ? `veil ${words[0]!} needs a subcommand: ${subs}` : `unknown command 'veil ${words[0]!} ${words[1]}'; try one of: ${subs}`);
  }
  throw new UsageError(`unknown command '${args[0] ?? ''}'; see veil --help`);
}

async function invoke(command: Command, args: string[], json: boolean, io: Io): Promise<number> {
  let parsed;
  try {
    parsed = parseArgs({ args, options: { ...command.options, ...GLOBAL_OPTIONS }, allowPositionals: true, strict: true });
  } catch (err) {
    // node:util's messages name the option; drop its hint about `--` (rarely what is meant here).
    if ((err as { code?: string }).code?.startsWith('ERR_PARSE_ARGS')) throw new UsageError((err as Error).message.split('\n')[0]!.replace(/ To specify a positional.*$/, ''));
    throw err;
  }
  if (parsed.values.help === true) {
    io.stdout.write(`usage: ${command.usage}\n\n${command.help.trim()}\n`);
    return 0;
  }
  const { min, max, name } = command.positionals ?? { min: 0, max: 0, name: '' };
  const n = parsed.positionals.length;
  if (n < min) throw new UsageError(`missing argument ${name}`);
  if (n > max) throw new UsageError(`unexpected argument '${parsed.positionals[max]!}'`);
  return command.run({ values: parsed.values, positionals: parsed.positionals, json, io });
}

interface ErrorOutput {
  message: string;
  exitCode: 1 | 2;
  code?: string;
  details?: Record<string, unknown>;
}

/**
 * Errors are classified by name, not instanceof, so that reporting one never loads the module
 * (engine, store) that defines it.
 */
function classify(err: unknown): ErrorOutput {
  const e = err instanceof Error ? err : new Error(String(err));
  const withCode = e as Error & { code?: unknown; details?: Record<string, unknown> };
  switch (e.name) {
    case 'UsageError':
      return { message: e.message, exitCode: 2 };
    case 'CliError': {
      const cli = e instanceof CliError ? e : new CliError(e.message);
      return { message: cli.message, exitCode: cli.exitCode, ...(cli.details ? { details: cli.details } : {}) };
    }
    case 'AdminError': {
      const code = withCode.code as AdminErrorCode;
      return { message: e.message, exitCode: exitCodeFor(code), code };
    }
    case 'EngineError':
      // Invalid options for the engine (language, entities, operators): the caller's input.
      return { message: e.message, exitCode: 2, code: String(withCode.code), ...(withCode.details ? { details: withCode.details } : {}) };
    case 'ConfigError':
      return { message: e.message, exitCode: 2 };
    case 'LocalSecretError':
      return { message: e.message, exitCode: (e as Error & { kind?: string }).kind === 'config' ? 2 : 1 };
    case 'SecretsError':
    case 'MasterKeyMismatchError':
    case 'StoreLockedError':
    case 'SocketPathError':
      return { message: e.message, exitCode: 1 };
    default:
      return { message: `${e.name}: ${e.message}`, exitCode: 1 };
  }
}

function report(err: unknown, json: boolean, io: Io, entry: CommandEntry | undefined): number {
  const out = classify(err);
  if (json) {
    io.stderr.write(`${JSON.stringify({ error: out.message, ...(out.code ? { code: out.code } : {}), ...(out.details ? { details: out.details } : {}) })}\n`);
  } else {
    io.stderr.write(`veil: ${out.message}\n`);
    if (out.details) io.stderr.write(`${JSON.stringify(out.details)}\n`);
    if (err instanceof UsageError) io.stderr.write(entry ? `run 'veil ${entry.name} --help' for usage\n` : "run 'veil --help' for the list of commands\n");
  }
  return out.exitCode;
}

function globalHelp(): string {
  const width = Math.max(...COMMANDS.map((c) => c.name.length));
  const lines = COMMANDS.map((c) => `  ${c.name.padEnd(width)}  ${c.summary}`);
  return [
    'usage: veil <command> [options]',
    '',
    'commands:',
    ...lines,
    '',
    'Every command takes --json (machine-readable output) and --help.',
    'Exit codes: 0 success, 1 failure, 2 usage error. Details: docs/cli.md',
    '',
  ].join('\n');
}

function version(): string {
  const pkg = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as { version?: string };
  return pkg.version ?? 'unknown';
}
