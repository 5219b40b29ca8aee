/**
 * `veil mcp`: the MCP server over stdio, for MCP clients that start their servers as processes.
 *
 *  - VEIL_API_URL + VEIL_API_TOKEN set: every tool call is proxied to that server's REST API
 *    (its account, plan, metering and presets);
 *  - neither set: the local engine, no account and no metering.
 *
 * stdout carries the protocol and nothing else; every log line goes to stderr.
 */
import type { Readable, Writable } from 'node:stream';
import { StdioServerTransport } from '@modelcontextprotocol/sdk/server/stdio.js';
import { loadConfig } from '../config.ts';
import { localImages, MAX_IMAGE_BASE64_BYTES } from './image.ts';
import { localEngine } from '../local/context.ts';
import { localBackend } from './local.ts';
import { normalizeBaseUrl, restBackend } from './rest-backend.ts';
import { createMcpServer, type ToolBackend } from './server.ts';

export interface StdioIo {
  env: NodeJS.ProcessEnv;
  stdin: Readable;
  stdout: Writable;
  stderr: Writable;
}

/** Wrong configuration (exit code 2). */
export class McpConfigError extends Error {
  override name = 'McpConfigError';
}

function env(io: StdioIo, name: string): string | undefined {
  const value = io.env[name]?.trim();
  return value === undefined || value === '' ? undefined : value;
}

/** Counts tool calls in progress, so that the end of input can wait for their answers. */
function trackCalls(backend: ToolBackend): { backend: ToolBackend; idle: () => Promise<void> } {
  let running = 0;
  let waiters: (() => void)[] = [];
  const tracked = {} as ToolBackend;
  for (const name of Object.keys(backend) as (keyof ToolBackend)[]) {
    tracked[name] = async (args) => {
      running++;
      try {
        return await backend[name](args);
      } finally {
        running--;
        if (running === 0) {
          // The answer is written after the backend resolves: release the waiters a turn later.
          const release = waiters;
          waiters = [];
          setImmediate(() => release.forEach((w) => w()));
        }
      }
    };
  }
  const idle = () => (running === 0 ? Promise.resolve() : new Promise<void>((resolve) => waiters.push(resolve)));
  return { backend: tracked, idle };
}

/** Serves until the client closes stdin; resolves to the exit code. */
export async function runStdio(io: StdioIo): Promise<number> {
  const log = (line: string) => void io.stderr.write(`veil mcp: ${line}\n`);
  const url = env(io, 'VEIL_API_URL');
  const token = env(io, 'VEIL_API_TOKEN');
  if ((url === undefined) !== (token === undefined)) {
    throw new McpConfigError(url === undefined ? 'VEIL_API_TOKEN is set but VEIL_API_URL is not: set both to use a server, or neither for the local engine' : 'VEIL_API_URL is set but VEIL_API_TOKEN is not: set both to use a server, or neither for the local engine');
  }

  let backend: ToolBackend;
  let shutdown = () => Promise.resolve();
  if (url !== undefined && token !== undefined) {
    let base: URL;
    try {
      base = normalizeBaseUrl(url);
    } catch (err) {
      throw new McpConfigError((err as Error).message);
    }
    backend = restBackend({ baseUrl: base.href, token });
    log(`proxying tool calls to ${base.href}`);
  } else {
    // One client, one call at a time: worker threads would only add start-up time here.
    const loaded = loadConfig(io.env);
    const config = { ...loaded, scheduler: { ...loaded.scheduler, workerThresholdChars: Number.MAX_SAFE_INTEGER, workerThreads: 0 } };
    // localEngine loads the engine's data files now, before the client's first call rather than during it.
    const engine = localEngine(config, io.env, log);
    const images = localImages(log);
    backend = localBackend(engine, images);
    shutdown = async () => {
      await images.close();
      await engine.close();
    };
    log('local engine (no account, no metering); set VEIL_API_URL and VEIL_API_TOKEN to use a Veil server');
  }

  const calls = trackCalls(backend);
  const server = createMcpServer({
    backend: calls.backend,
    onInternalError: (err, tool) => log(`${tool} failed: ${(err as Error).stack ?? String(err)}`),
  });
  const closed = new Promise<void>((resolve) => {
    server.onclose = resolve;
  });
  server.onerror = (err) => log(`protocol error: ${err.message}`);
  const transport = new StdioServerTransport(io.stdin, io.stdout, { maxBufferSize: MAX_IMAGE_BASE64_BYTES + 1024 * 1024 });
  // The transport does not watch for the end of its input: the client closing stdin ends the
  // server — after the calls it already sent are answered (`printf '…' | veil mcp` gets its answers).
  let ending = false;
  const end = () => {
    if (ending) return;
    ending = true;
    // A turn later, so that requests read just before the end have reached the backend.
    setImmediate(() => {
      void calls.idle().then(() => server.close());
    });
  };
  io.stdin.once('end', end);
  io.stdin.once('close', end);
  await server.connect(transport);
  await closed;
  await shutdown();
  return 0;
}
