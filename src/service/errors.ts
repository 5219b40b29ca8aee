/**
 * Errors as values, the table of failure kinds, and the one mapping from errors to HTTP answers. Operations
 * throw `ServiceError` (status + API body) or let an `EngineError` through; this module turns
 * everything into the API.md error body `{"error", "details"?}`. Nothing else writes error bodies.
 */
import { randomUUID } from 'node:crypto';
import type { Duplex } from 'node:stream';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { isConnectionLoss } from '../store/errors.ts';
import { EngineError, WORK_BUDGET_CODE } from '../engine/errors.ts'; // not the engine index: auth (and the CLI's admin commands) must not load every recognizer

export interface ErrorBody {
  error: string;
  details?: Record<string, unknown>;
  /** 5xx only: the id of the request's log lines (also in the X-Request-Id header of every response). */
  request_id?: string;
}

/** An error whose message and details are safe to return to the caller as they are. */
export class ServiceError extends Error {
  override name = 'ServiceError';
  constructor(
    readonly statusCode: number,
    message: string,
    readonly details?: Record<string, unknown>,
    /** Extra response headers (Retry-After and the like). */
    readonly headers?: Record<string, string | number>,
  ) {
    super(message);
  }

  body(): ErrorBody {
    return this.details === undefined ? { error: this.message } : { error: this.message, details: this.details };
  }
}

/**
 * Every kind of failure an operation reports, and its answer on each transport — the one table:
 *  - http: the REST status (also the `status` of an MCP tool error, which carries the REST body);
 *  - mcp: the JSON-RPC error code when the failure ends a JSON-RPC request itself rather than one
 *    tool call (bad params, an unknown tool, a server error);
 *  - exit: the `veil` exit code (2: fix the input and retry; 1: anything else).
 */
export const FAILURES = {
  invalid_input: { http: 400, mcp: -32602, exit: 2 },
  unauthorized: { http: 401, mcp: -32001, exit: 1 },
  upgrade_required: { http: 403, mcp: -32003, exit: 1 },
  not_found: { http: 404, mcp: -32004, exit: 1 },
  conflict: { http: 409, mcp: -32009, exit: 1 },
  too_large: { http: 413, mcp: -32013, exit: 2 },
  unsupported_media_type: { http: 415, mcp: -32015, exit: 2 },
  /** Rate limited or out of tokens (details.reason says which). */
  too_many: { http: 429, mcp: -32029, exit: 1 },
  internal: { http: 500, mcp: -32603, exit: 1 },
  not_implemented: { http: 501, mcp: -32601, exit: 1 },
  unavailable: { http: 503, mcp: -32050, exit: 1 },
} as const satisfies Record<string, { http: number; mcp: number; exit: 1 | 2 }>;
export type FailureKind = keyof typeof FAILURES;

/** The kind of an HTTP status (unlisted 4xx: invalid input; unlisted 5xx: internal). */
export function failureKind(status: number): FailureKind {
  for (const [kind, f] of Object.entries(FAILURES)) if (f.http === status) return kind as FailureKind;
  return status < 500 ? 'invalid_input' : 'internal';
}

/** The `veil` exit code of a failure answered with `status`. */
export function exitCodeOf(status: number): 1 | 2 {
  return FAILURES[failureKind(status)].exit;
}

export const badRequest = (message: string, details?: Record<string, unknown>) => new ServiceError(FAILURES.invalid_input.http, message, details);
export const unauthorized = () => new ServiceError(FAILURES.unauthorized.http, 'Unauthorized');
export const upgradeRequired = (details: Record<string, unknown>) => new ServiceError(FAILURES.upgrade_required.http, 'Upgrade required', details);
export const notFound = (what: string) => new ServiceError(FAILURES.not_found.http, `${what} not found`);
export const conflict = (message: string, details?: Record<string, unknown>) => new ServiceError(FAILURES.conflict.http, message, details);

/** Maps any thrown value to status + body; used by REST and reusable by other adapters (MCP). */
export function toErrorResponse(err: unknown): { status: number; body: ErrorBody; headers?: Record<string, string | number> } {
  if (err instanceof ServiceError) return { status: err.statusCode, body: err.body(), ...(err.headers ? { headers: err.headers } : {}) };
  if (err instanceof EngineError) {
    // A spent work budget is about the size of the request, not a malformed field.
    return { status: err.code === WORK_BUDGET_CODE ? 413 : 400, body: err.details === undefined ? { error: err.message } : { error: err.message, details: err.details } };
  }
  const fe = err as Partial<FastifyError> & { validation?: AjvError[]; validationContext?: string };
  if (Array.isArray(fe.validation) && fe.validation.length > 0) {
    return { status: 400, body: validationBody(fe.validation[0]!, fe.validationContext) };
  }
  switch (fe.code) {
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return { status: 413, body: { error: 'Request body too large' } };
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return { status: 400, body: { error: 'Request body must be valid JSON' } };
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return { status: 415, body: { error: 'Unsupported media type: send Content-Type: application/json' } };
    case 'FST_ERR_CTP_INVALID_CONTENT_LENGTH':
      return { status: 400, body: { error: 'Content-Length does not match the body' } };
  }
  // Other client errors fastify raises itself (e.g. malformed URL) carry a 4xx statusCode and a
  // message about the request, not about our internals.
  if (typeof fe.statusCode === 'number' && fe.statusCode >= 400 && fe.statusCode < 500 && typeof fe.code === 'string' && fe.code.startsWith('FST_')) {
    return { status: fe.statusCode, body: { error: fe.message ?? 'Bad request' } };
  }
  // Transient: the request did not complete (nothing is charged without its ledger row); a retry
  // gets a fresh connection.
  if (isConnectionLoss(err)) return { status: 503, body: { error: 'Storage temporarily unavailable: retry' }, headers: { 'Retry-After': 1 } };
  return { status: 500, body: { error: 'Internal server error' } };
}

export function errorHandler(err: unknown, request: FastifyRequest, reply: FastifyReply): void {
  const { status, body, headers } = toErrorResponse(err);
  if (status >= 500) {
    // The logger's err serializer (log.ts) keeps the type, a classification, codes and stack
    // frames: never the message, which for a store error holds the SQL parameters.
    request.log.error({ err }, 'request failed');
  }
  if (headers) for (const [k, v] of Object.entries(headers)) void reply.header(k, v);
  // A server error is the case a client reports: give it the id that finds the log line.
  void reply.code(status).send(status >= 500 ? { ...body, request_id: request.id } : body);
}

/**
 * Errors Node's HTTP parser raises before there is a request (headers over the size limit, a
 * malformed request line, a slow client): answered in the same `{"error", "details"?}` shape as
 * every other error, with a fresh X-Request-Id, and the connection closed.
 */
export function clientErrorHandler(err: NodeJS.ErrnoException, socket: Duplex, maxHeaderSize: number): void {
  if (err.code === 'ECONNRESET' || socket.destroyed) return;
  const [status, reason, body]: [number, string, ErrorBody] =
    err.code === 'HPE_HEADER_OVERFLOW'
      ? [431, 'Request Header Fields Too Large', { error: `Request headers too large: at most ${maxHeaderSize} bytes`, details: { limit_bytes: maxHeaderSize } }]
      : err.code === 'ERR_HTTP_REQUEST_TIMEOUT'
        ? [408, 'Request Timeout', { error: 'Request timeout: the request was not received in time' }]
        : [400, 'Bad Request', { error: 'Malformed HTTP request' }];
  const json = JSON.stringify(body);
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${reason}\r\nContent-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(json)}\r\n` +
        `X-Request-Id: ${randomUUID()}\r\nConnection: close\r\n\r\n${json}`,
    );
  }
  socket.destroy();
}

export function notFoundHandler(request: FastifyRequest, reply: FastifyReply): void {
  void reply.code(404).send({ error: `Route ${request.method} ${request.url.split('?')[0]} not found` });
}

// ---------------------------------------------------------------------------------------------
// AJV → API.md messages. AJV says "must have required property 'text'" at path "/"; the contract
// wants "text is required". Only the first error is reported (allErrors is off), named by field.

export interface AjvError {
  keyword: string;
  instancePath: string;
  params: Record<string, unknown>;
  message?: string;
}

/** Field-specific phrasing where the generic one would be vaguer than the contract's examples. */
const FIELD_MESSAGES: Record<string, string> = {
  score_threshold: 'must be a number between 0 and 1',
  score: 'must be a number between 0 and 1',
};

/** "/operators/PERSON/new_value" → "operators.PERSON.new_value"; "/documents/3/text" → "documents[3].text". */
export function fieldPath(instancePath: string, extra?: string): string {
  const parts = instancePath.split('/').slice(1).map((p) => p.replace(/~1/g, '/').replace(/~0/g, '~'));
  if (extra !== undefined) parts.push(extra);
  let out = '';
  for (const p of parts) out += /^\d+$/.test(p) ? `[${p}]` : out === '' ? p : `.${p}`;
  return out;
}

function article(type: string): string {
  return /^[aeiou]/.test(type) ? `an ${type}` : `a ${type}`;
}

export function validationMessage(e: AjvError, context?: string): string {
  const where = context === 'querystring' ? 'query parameter ' : '';
  if (e.keyword === 'required') {
    const path = fieldPath(e.instancePath, String(e.params.missingProperty));
    return `${where}${path} is required`;
  }
  const path = fieldPath(e.instancePath);
  if (path === '') return context === 'body' || context === undefined ? 'Request body must be a JSON object' : `${context} is invalid`;
  const last = path.split(/[.[]/).pop() ?? path;
  const special = FIELD_MESSAGES[last];
  if (special && ['type', 'minimum', 'maximum', 'exclusiveMinimum', 'exclusiveMaximum'].includes(e.keyword)) return `${where}${path} ${special}`;
  const p = e.params;
  switch (e.keyword) {
    case 'type': {
      const t = String(p.type).split(',')[0]!;
      const name = t === 'integer' ? 'integer' : t === 'object' ? 'object' : t;
      return `${where}${path} must be ${article(name)}`;
    }
    case 'minimum':
      return `${where}${path} must be at least ${String(p.limit)}`;
    case 'maximum':
      return `${where}${path} must be at most ${String(p.limit)}`;
    case 'minLength':
      return Number(p.limit) === 1 ? `${where}${path} must not be empty` : `${where}${path} must be at least ${String(p.limit)} characters`;
    case 'maxLength':
      return `${where}${path} must be at most ${String(p.limit)} characters`;
    case 'minItems':
      return `${where}${path} must hold at least ${String(p.limit)} item${Number(p.limit) === 1 ? '' : 's'}`;
    case 'maxItems':
      return `${where}${path} must hold at most ${String(p.limit)} items`;
    case 'enum': {
      const allowed = Array.isArray(p.allowedValues) ? (p.allowedValues as unknown[]).map((v) => `'${String(v)}'`).join(', ') : '';
      return `${where}${path} must be one of ${allowed}`;
    }
    case 'pattern':
    case 'format':
      return `${where}${path} is not in the expected format`;
    default:
      return `${where}${path} ${e.message ?? 'is invalid'}`;
  }
}

function validationBody(e: AjvError, context?: string): ErrorBody {
  const field = e.keyword === 'required' ? fieldPath(e.instancePath, String(e.params.missingProperty)) : fieldPath(e.instancePath);
  const details: Record<string, unknown> = { field: field === '' ? context ?? 'body' : field };
  const indexMatch = /^\/(?:documents|texts)\/(\d+)/.exec(e.instancePath);
  if (indexMatch) details.index = Number(indexMatch[1]);
  return { error: validationMessage(e, context), details };
}
