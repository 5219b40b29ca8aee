/**
 * What may reach a log line about an error: its class, a classification, codes, and the stack
 * frames — never its message. Messages carry data: a failed store query's message is the SQL *and
 * its parameters* (preset contents, wrapped key material), an engine or worker error may quote
 * request text. The pino serializer below is the one gate: every logger of the service (the app's
 * and main.ts's) uses it for `err`, so a call site that logs a raw error cannot leak.
 */
import type { LoggerOptions } from 'pino';

export type ErrorKind = 'store' | 'worker' | 'network' | 'unexpected';

export interface LoggedError {
  type: string;
  kind: ErrorKind;
  code?: string;
  /** "    at …" lines only: never the message, which is the stack's first line(s). */
  frames?: string;
  cause?: LoggedError;
}

const SQLSTATE = /^[0-9A-Z]{5}$/;
const NETWORK_CODES = /^(E[A-Z]+|ERR_SOCKET_.*)$/;

function kindOf(e: { name?: unknown; code?: unknown; cause?: unknown }): ErrorKind {
  const code = typeof e.code === 'string' ? e.code : '';
  const name = typeof e.name === 'string' ? e.name : '';
  const cause = e.cause as { code?: unknown } | undefined;
  if (name === 'DrizzleQueryError' || SQLSTATE.test(code) || (typeof cause?.code === 'string' && SQLSTATE.test(cause.code)) || name === 'DatabaseError') return 'store';
  if (code.startsWith('ERR_WORKER') || name === 'AbortError') return 'worker';
  if (NETWORK_CODES.test(code)) return 'network';
  return 'unexpected';
}

/** The loggable shape of any thrown value (also of plain `{ type, code }` objects call sites build). */
export function loggableError(err: unknown, depth = 0): LoggedError {
  if (typeof err !== 'object' || err === null) return { type: typeof err, kind: 'unexpected' };
  const e = err as { name?: unknown; type?: unknown; code?: unknown; stack?: unknown; frames?: unknown; cause?: unknown; constructor?: { name?: string } };
  const ctor = e.constructor?.name;
  // Subclasses that do not set `name` (drizzle's DrizzleQueryError) are told apart by their class.
  const named = typeof e.name === 'string' ? e.name : typeof e.type === 'string' ? e.type : undefined;
  const type = (named === undefined || named === 'Error') && ctor !== undefined && ctor !== 'Object' ? ctor : (named ?? 'Object');
  const out: LoggedError = { type, kind: kindOf({ name: type, code: e.code, cause: e.cause }) };
  if (typeof e.code === 'string' || typeof e.code === 'number') out.code = String(e.code);
  const stack = typeof e.stack === 'string' ? e.stack : typeof e.frames === 'string' ? e.frames : '';
  const frames = stack
    .split('\n')
    .filter((line) => /^\s+at /.test(line))
    .join('\n');
  if (frames !== '') out.frames = frames;
  if (e.cause !== undefined && depth < 3) out.cause = loggableError(e.cause, depth + 1);
  return out;
}

/**
 * Logger options of the service: the error serializer, and the request paths that may hold
 * secrets or data, censored if a future call site logs them. Fastify's own request/response
 * serializers are not used (request logging is one line built in app.ts).
 */
export function loggerOptions(level: string): LoggerOptions {
  return {
    level,
    serializers: { err: loggableError, error: loggableError },
    redact: {
      paths: ['req.headers.authorization', 'req.headers.cookie', 'req.body', 'body', 'text', 'params', 'query', 'token', 'key', 'headers.authorization'],
      censor: '[redacted]',
    },
  };
}
