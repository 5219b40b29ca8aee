/**
 * `veil mcp` with VEIL_API_URL + VEIL_API_TOKEN: each tool call becomes the equivalent REST call on
 * that server, so validation, plan limits, rate limits and charges are the server's — an error is
 * the server's error body and status, a result the server's response body.
 *
 * MCP is a pro/business feature on the server too: before the first tool call (and again once a
 * minute) the proxy reads GET /api/account and refuses with the same 403 Upgrade required as
 * POST /mcp when the plan has no MCP access. The one exception to "REST" is redact_image (below).
 */
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { ToolFailure, type ToolBackend, type ToolOutcome } from './server.ts';
import type { RedactImageArgs } from './tools.ts';

export interface RestBackendOptions {
  /** The server's base URL, e.g. http://localhost:3000 (a path prefix is kept). */
  baseUrl: string;
  token: string;
  /** Per request; detection of large batches can take a while. */
  timeoutMs?: number;
  /** For tests. */
  now?: () => number;
}

interface AccountView {
  plan: string;
  limits: { mcp: boolean };
}

const PLAN_RECHECK_MS = 60_000;

/** "http://h:3000" and "http://h:3000/veil" both become a base that relative paths extend. */
export function normalizeBaseUrl(raw: string): URL {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new Error(`VEIL_API_URL is not a URL: '${raw}'`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new Error(`VEIL_API_URL must be an http:// or https:// URL (got '${raw}')`);
  if (!url.pathname.endsWith('/')) url.pathname += '/';
  url.search = '';
  url.hash = '';
  return url;
}

function isErrorBody(value: unknown): value is { error: string; details?: Record<string, unknown> } {
  return typeof value === 'object' && value !== null && typeof (value as { error?: unknown }).error === 'string';
}

export function restBackend(options: RestBackendOptions): ToolBackend {
  const base = normalizeBaseUrl(options.baseUrl);
  const timeoutMs = options.timeoutMs ?? 300_000;
  const now = options.now ?? Date.now;

  async function send(method: 'GET' | 'POST', path: string, init: { json?: unknown; accept?: string } = {}): Promise<Response> {
    const headers: Record<string, string> = { authorization: `Bearer ${options.token}`, accept: init.accept ?? 'application/json' };
    let body: string | undefined;
    if (init.json !== undefined) {
      body = JSON.stringify(init.json);
      headers['content-type'] = 'application/json';
    }
    let res: Response;
    try {
      res = await fetch(new URL(path, base), { method, headers, signal: AbortSignal.timeout(timeoutMs), ...(body !== undefined ? { body } : {}) });
    } catch (err) {
      const reason = (err as Error).name === 'TimeoutError' ? `no answer within ${Math.round(timeoutMs / 1000)} s` : (err as Error).message;
      throw new ToolFailure(502, { error: `the Veil server at ${base.origin} is not reachable: ${reason}` });
    }
    if (res.ok) return res;
    const text = await res.text();
    let parsed: unknown = null;
    try {
      parsed = JSON.parse(text);
    } catch {
      // not JSON (a proxy in between): described below
    }
    throw new ToolFailure(res.status, isErrorBody(parsed) ? parsed : { error: `the Veil server answered ${res.status} ${res.statusText}` });
  }

  async function json(method: 'GET' | 'POST', path: string, payload?: unknown): Promise<{ body: object; headers: Headers }> {
    const res = await send(method, path, payload === undefined ? {} : { json: payload });
    return { body: (await res.json()) as object, headers: res.headers };
  }

  function remaining(headers: Headers): { tokensRemaining?: number } {
    const value = Number(headers.get('x-tokens-remaining') ?? Number.NaN);
    return Number.isSafeInteger(value) ? { tokensRemaining: value } : {};
  }

  let checkedAt = Number.NEGATIVE_INFINITY;
  function gate(account: AccountView): void {
    if (!account.limits.mcp) throw new ToolFailure(403, { error: 'Upgrade required', details: { plan: account.plan, required: 'pro' } });
    checkedAt = now();
  }
  async function account(): Promise<object> {
    const { body } = await json('GET', 'api/account');
    gate(body as AccountView);
    return body;
  }
  async function ensureMcp(): Promise<void> {
    if (now() - checkedAt < PLAN_RECHECK_MS) return;
    await account();
  }

  const billed = (path: string) => async (args: Record<string, unknown>): Promise<ToolOutcome> => {
    await ensureMcp();
    const { body, headers } = await json('POST', path, args);
    return { body, ...remaining(headers) };
  };

  return {
    analyze_text: billed('api/pii/analyze'),
    anonymize_text: billed('api/pii/anonymize'),
    deanonymize_text: billed('api/pii/deanonymize'),
    batch_analyze: billed('api/pii/batch'),
    redact_image: async (args) => {
      await ensureMcp();
      return redactViaServer(send, args as RedactImageArgs);
    },
    list_entities: async (args) => {
      await ensureMcp();
      const language = typeof args.language === 'string' ? `?language=${encodeURIComponent(args.language)}` : '';
      return { body: (await json('GET', `api/pii/entities${language}`)).body };
    },
    get_balance: async () => ({ body: await account() }),
    list_presets: async () => {
      await ensureMcp();
      return { body: (await json('GET', 'api/presets')).body };
    },
  };
}

/**
 * POST /api/pii/image with mode=redact answers a bare PNG (the entity list is not in it), so the
 * proxy hands redact_image to the server's own MCP endpoint instead: one stateless tools/call, the
 * same operation and the same 5-token charge as on the server, entities included.
 */
async function redactViaServer(send: Send, args: RedactImageArgs): Promise<ToolOutcome> {
  const rpc = { jsonrpc: '2.0', id: 1, method: 'tools/call', params: { name: 'redact_image', arguments: args } };
  const res = await send('POST', 'mcp', { json: rpc, accept: 'application/json, text/event-stream' });
  const reply = (await res.json()) as { result?: CallToolResult; error?: { message?: string } };
  const result = reply.result;
  if (!result) throw new ToolFailure(502, { error: `the Veil server refused redact_image: ${reply.error?.message ?? 'no result'}` });
  if (result.isError) {
    const first = result.content[0];
    let body: unknown = null;
    try {
      body = first?.type === 'text' ? JSON.parse(first.text) : null;
    } catch {
      // not ours: described below
    }
    if (isErrorBody(body)) {
      const { status, ...error } = body as { status?: unknown; error: string };
      throw new ToolFailure(typeof status === 'number' ? status : 502, error);
    }
    throw new ToolFailure(502, { error: 'the Veil server failed redact_image' });
  }
  const { tokens_remaining: remaining, ...body } = (result.structuredContent ?? {}) as Record<string, unknown>;
  return { body, ...(typeof remaining === 'number' ? { tokensRemaining: remaining } : {}) };
}

type Send = (method: 'GET' | 'POST', path: string, init?: { json?: unknown; accept?: string }) => Promise<Response>;
