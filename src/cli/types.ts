/**
 * What a `veil` command is. Commands are registered in registry.ts, one line each, and loaded only
 * when invoked — so `veil token create` never loads the detection engine and `veil analyze` never
 * loads the database.
 */
import type { ParseArgsConfig } from 'node:util';

/** The process surroundings, injectable so commands can be exercised without a child process. */
export interface Io {
  env: NodeJS.ProcessEnv;
  cwd: string;
  stdin: NodeJS.ReadableStream;
  stdout: NodeJS.WritableStream;
  stderr: NodeJS.WritableStream;
}

export interface Invocation {
  /** Option values as parsed (strings and booleans; repeatable options are arrays). */
  values: Record<string, string | boolean | (string | boolean)[] | undefined>;
  positionals: string[];
  json: boolean;
  io: Io;
}

export interface Command {
  /** One line: `veil account create --email E --plan P`. */
  usage: string;
  /** Longer help text (options, examples); shown by --help. */
  help: string;
  /** Options besides the global --json and --help. */
  options: NonNullable<ParseArgsConfig['options']>;
  /** How many positional arguments the command takes, and what to call them in messages. */
  positionals?: { min: number; max: number; name: string };
  /** Resolves to the exit code (0 unless the command reports a failure itself). */
  run(invocation: Invocation): Promise<number>;
}

/** A registry entry: the name the user types, a one-line summary, and the lazily loaded command. */
export interface CommandEntry {
  name: string;
  summary: string;
  load: () => Promise<Command>;
}

/** Wrong arguments: exit code 2, with the command's usage line. */
export class UsageError extends Error {
  override name = 'UsageError';
}

/** A failure the user can act on, already worded for them: exit code 1 unless `exitCode` says otherwise. */
export class CliError extends Error {
  override name = 'CliError';
  constructor(
    message: string,
    readonly exitCode: 1 | 2 = 1,
    readonly details?: Record<string, unknown>,
  ) {
    super(message);
  }
}
