/**
 * POST /mcp — the MCP server over Streamable HTTP, stateless: every POST carries its own JSON-RPC
 * message and gets a fresh server + transport bound to the caller's account, so instances need no
 * shared session state and any instance can answer any request.
 *
 * Registered inside the service's authenticated scope, so by the time the handler runs the scope's
 * onRequest hook has authenticated the bearer token (401), refused plans without API access (403)
 * and applied the per-account rate limit (429) — one hit per HTTP request, as for REST. This
 * plugin adds the MCP plan gate (pro and business), `WWW-Authenticate: Bearer` on 401 (what MCP
 * clients look for), and 405 for GET/DELETE, which a stateless server does not support (no
 * standalone SSE stream, no session to delete) — the SDK's documented stateless behaviour.
 */
import type { ServerResponse } from 'node:http';
import type { FastifyError, FastifyPluginCallback, FastifyReply, FastifyRequest } from 'fastify';
import { errorHandler, FAILURES, ServiceError, upgradeRequired } from '../service/errors.ts';
import { callContext, type ResourceOptions } from '../service/http.ts';
import { PLAN_LIMITS } from '../service/limits.ts';
import { MAX_IMAGE_BASE64_BYTES } from './image.ts';
import type { ToolBackend } from './server.ts';
import { serviceBackend } from './service-backend.ts';

export const MCP_PATH = '/mcp';
/** The cheapest plan with MCP access (API.md §2). */
const MCP_PLAN = 'pro';

/**
 * The scope's plan gate words a free account's 403 for REST ("required": "basic"); here the
 * cheapest plan that helps is pro. Every 401 gets the challenge header.
 */
function mcpErrorHandler(err: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  let error: unknown = err;
  if (err instanceof ServiceError && err.statusCode === 403 && err.message === 'Upgrade required' && typeof err.details?.plan === 'string') {
    const plan = err.details.plan;
    if (plan in PLAN_LIMITS && !PLAN_LIMITS[plan as keyof typeof PLAN_LIMITS].mcp) error = upgradeRequired({ plan, required: MCP_PLAN });
  }
  if (err instanceof ServiceError && err.statusCode === 401) void reply.header('WWW-Authenticate', 'Bearer realm="veil"');
  errorHandler(error, request, reply);
}

/**
 * The billing headers REST sends, on the HTTP response of a tool call too: the request log line and
 * HTTP-level tooling see what was charged. The tool runs before the transport writes the response.
 */
function withBillingHeaders(backend: ToolBackend, res: ServerResponse): ToolBackend {
  const wrapped = {} as ToolBackend;
  for (const name of Object.keys(backend) as (keyof ToolBackend)[]) {
    wrapped[name] = async (args) => {
      const outcome = await backend[name](args);
      const charged = (outcome.body as { tokens_charged?: unknown }).tokens_charged;
      if (typeof charged === 'number' && !res.headersSent) {
        res.setHeader('X-Tokens-Charged', charged);
        if (outcome.tokensRemaining !== undefined) res.setHeader('X-Tokens-Remaining', outcome.tokensRemaining);
      }
      return outcome;
    };
  }
  return wrapped;
}

/**
 * The MCP SDK (and the tool server over it) is loaded with the first /mcp request: it costs ~0.2 s
 * of start-up (more on a busy machine) that a server without MCP clients should not pay.
 */
let mcpModules: Promise<{ Transport: typeof import('@modelcontextprotocol/sdk/server/streamableHttp.js').StreamableHTTPServerTransport; createMcpServer: typeof import('./server.ts').createMcpServer }> | null = null;
function loadMcp() {
  mcpModules ??= Promise.all([import('@modelcontextprotocol/sdk/server/streamableHttp.js'), import('./server.ts')]).then(([transport, server]) => ({
    Transport: transport.StreamableHTTPServerTransport,
    createMcpServer: server.createMcpServer,
  }));
  return mcpModules;
}

const jsonRpcError = (code: number, message: string) => ({ jsonrpc: '2.0', error: { code, message }, id: null });

const mcpRoutes: FastifyPluginCallback<ResourceOptions> = (app, { ctx }, done) => {
  app.setErrorHandler(mcpErrorHandler);

  // Runs after the scope's authentication hook, so `caller` is set.
  app.addHook('onRequest', (request, _reply, next) => {
    const plan = callContext(request).account.plan;
    next(PLAN_LIMITS[plan].mcp ? undefined : upgradeRequired({ plan, required: MCP_PLAN }));
  });

  app.post(
    MCP_PATH,
    {
      // A redact_image call carries the image as base64 (4/3 of its size) inside JSON-RPC.
      bodyLimit: Math.max(ctx.config.limits.bodyLimitBytes, MAX_IMAGE_BASE64_BYTES + 64 * 1024),
      schema: {
        tags: ['mcp'],
        summary: 'Model Context Protocol (Streamable HTTP, stateless, JSON responses)',
        description:
          'JSON-RPC 2.0 messages of the Model Context Protocol; plans pro and business. Tools: analyze_text, anonymize_text, ' +
          'deanonymize_text, batch_analyze, redact_image, list_entities, get_balance, list_presets. See docs/mcp.md.',
      },
    },
    async (request, reply) => {
      const call = callContext(request);
      const { Transport, createMcpServer } = await loadMcp();
      const server = createMcpServer({
        backend: withBillingHeaders(serviceBackend(ctx, call), reply.raw),
        onInternalError: (err, tool) => request.log.error({ err, tool }, 'mcp tool failed'),
      });
      const transport = new Transport({ sessionIdGenerator: undefined, enableJsonResponse: true });
      // From here on the transport writes the response itself.
      reply.hijack();
      reply.raw.on('close', () => {
        void transport.close();
        void server.close();
      });
      try {
        await server.connect(transport);
        await transport.handleRequest(request.raw, reply.raw, request.body);
      } catch (err) {
        request.log.error({ err }, 'mcp request failed');
        if (!reply.raw.headersSent) {
          reply.raw.writeHead(500, { 'content-type': 'application/json' }).end(JSON.stringify(jsonRpcError(FAILURES.internal.mcp, 'Internal server error')));
        }
      }
    },
  );

  const notAllowed = async (_request: FastifyRequest, reply: FastifyReply) =>
    reply.code(405).header('Allow', 'POST').send(jsonRpcError(-32000, 'Method not allowed: this server is stateless; send JSON-RPC messages with POST'));
  const hidden = { schema: { hide: true } };
  app.get(MCP_PATH, hidden, notAllowed);
  app.delete(MCP_PATH, hidden, notAllowed);
  done();
};

export default mcpRoutes;
