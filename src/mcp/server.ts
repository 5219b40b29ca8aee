/**
 * The MCP server: `tools/list` and `tools/call` over a ToolBackend. Transport-agnostic — the HTTP
 * route builds one per request around the caller's account, `veil mcp` one per process around the
 * local engine or the REST proxy.
 *
 * A call: arguments → backend (the service's operations: validation against the tool's input
 * schema with REST's messages, plan limits, metering, engine) → result with `structuredContent`
 * matching the output schema and the same JSON as text for clients that only read `content`.
 * Every failure the caller can act on (400, 403, 404, 413, 429, 503) is a tool error (`isError`)
 * carrying the REST error body and status, so the model sees the message and can correct itself.
 */
import { readFileSync } from 'node:fs';
// `Server` is marked deprecated in favour of McpServer "except for advanced use cases". McpServer
// only takes zod schemas and answers bad arguments with zod's wording; here the tools are defined
// by the REST JSON Schemas and must answer with REST's messages, which needs the low-level handlers.
import { Server } from '@modelcontextprotocol/sdk/server/index.js';
import {
  CallToolRequestSchema,
  ErrorCode,
  ListToolsRequestSchema,
  McpError,
  type CallToolResult,
  type ContentBlock,
  type Tool,
} from '@modelcontextprotocol/sdk/types.js';
import { toErrorResponse, type ErrorBody } from '../service/errors.ts';
import { findTool, TOOLS, type ToolName, type ToolSpec } from './tools.ts';

/** What a tool produced: the response body, and the balance after the charge when known. */
export interface ToolOutcome {
  body: object;
  tokensRemaining?: number;
}

/** One function per tool; `args` have passed the tool's input schema. */
export type ToolBackend = Record<ToolName, (args: Record<string, unknown>) => Promise<ToolOutcome>>;

/** A failure that already has its API status and body (a proxied REST error, "needs a server"). */
export class ToolFailure extends Error {
  override name = 'ToolFailure';
  constructor(
    readonly status: number,
    readonly body: ErrorBody,
  ) {
    super(body.error);
  }
}

export interface McpServerOptions {
  backend: ToolBackend;
  /** Told about unexpected failures (status 500); the caller only sees "Internal server error". */
  onInternalError?: (err: unknown, tool: string) => void;
}

export const SERVER_VERSION = (JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as { version: string }).version;

const INSTRUCTIONS =
  'Veil finds and anonymizes personal data (PII). analyze_text reports PII without changing the text; anonymize_text returns ' +
  'a copy with the PII replaced. To let another system work on a text and restore the originals afterwards, anonymize with ' +
  'the encrypt operator and later call deanonymize_text on the answer. Offsets (start/end) count Unicode code points. ' +
  'Billable tools report tokens_charged; get_balance shows what is left.';

/** TypeBox schemas are JSON Schema objects; only their static types differ from the SDK's. */
const jsonSchema = (schema: ToolSpec['input']) => schema as unknown as Tool['inputSchema'];

function listing(tool: ToolSpec): Tool {
  return {
    name: tool.name,
    title: tool.title,
    description: tool.description,
    inputSchema: jsonSchema(tool.input),
    outputSchema: jsonSchema(tool.output),
    annotations: tool.annotations,
  };
}

/**
 * Status and API error body for anything a tool threw. A Retry-After header (OCR saturated) has no
 * place in a tool result, so it travels as `retry_after_s`.
 */
export function describeFailure(err: unknown): { status: number; body: ErrorBody; retryAfterS?: number } {
  if (err instanceof ToolFailure) return { status: err.status, body: err.body };
  const { status, body, headers } = toErrorResponse(err);
  const retry = Number(headers?.['Retry-After']);
  return Number.isFinite(retry) ? { status, body, retryAfterS: retry } : { status, body };
}

function errorResult(failure: { status: number; body: ErrorBody; retryAfterS?: number }): CallToolResult {
  // The REST body plus its status: the model reads the message, a program can branch on status
  // and details.reason (insufficient_tokens vs rate_limited) exactly as with REST.
  const text = JSON.stringify({ ...failure.body, status: failure.status, ...(failure.retryAfterS !== undefined ? { retry_after_s: failure.retryAfterS } : {}) });
  return { isError: true, content: [{ type: 'text', text }] };
}

function successResult(tool: ToolSpec, outcome: ToolOutcome): CallToolResult {
  const structured: Record<string, unknown> = { ...(outcome.body as Record<string, unknown>) };
  if (outcome.tokensRemaining !== undefined) structured.tokens_remaining = outcome.tokensRemaining;
  const content: ContentBlock[] = [];
  if (tool.name === 'redact_image' && typeof structured.image === 'string') {
    // Clients that render images show the picture; the text part describes it without repeating
    // megabytes of base64.
    content.push({ type: 'image', data: structured.image, mimeType: 'image/png' });
    const { image: _image, ...rest } = structured;
    content.push({ type: 'text', text: JSON.stringify(rest) });
  } else {
    content.push({ type: 'text', text: JSON.stringify(structured) });
  }
  return { content, structuredContent: structured };
}

// eslint-disable-next-line @typescript-eslint/no-deprecated -- see the import above
export function createMcpServer(options: McpServerOptions): Server {
  // eslint-disable-next-line @typescript-eslint/no-deprecated -- see the import above
  const server = new Server({ name: 'veil', title: 'Veil PII detection and anonymization', version: SERVER_VERSION }, { capabilities: { tools: {} }, instructions: INSTRUCTIONS });

  server.setRequestHandler(ListToolsRequestSchema, () => ({ tools: TOOLS.map(listing) }));

  server.setRequestHandler(CallToolRequestSchema, async (request): Promise<CallToolResult> => {
    const tool = findTool(request.params.name);
    // An unknown tool is a protocol error (the client asked for something that is not listed),
    // not a tool failure the model could fix by changing arguments.
    if (!tool) throw new McpError(ErrorCode.InvalidParams, `Tool ${request.params.name} not found`);
    // Not validated here: the backend's operation (or, through the REST proxy, the server's)
    // validates the arguments against this tool's input schema, once.
    const args = request.params.arguments ?? {};
    try {
      return successResult(tool, await options.backend[tool.name](args));
    } catch (err) {
      const failure = describeFailure(err);
      if (failure.status === 500 && !(err instanceof ToolFailure)) options.onInternalError?.(err, tool.name);
      return errorResult(failure);
    }
  });
  return server;
}
