/**
 * `veil mcp` — the CLI's adapter over the MCP stdio server (src/mcp/stdio.ts).
 */
import { Readable, Writable } from 'node:stream';
import { McpConfigError, runStdio } from '../../mcp/stdio.ts';
import { CliError, type Command } from '../types.ts';

/** The CLI hands over process streams typed as interfaces; the SDK's transport wants the classes. */
function readable(stream: NodeJS.ReadableStream): Readable {
  if (stream instanceof Readable) return stream;
  throw new Error('veil mcp needs stdin to be a stream');
}
function writable(stream: NodeJS.WritableStream): Writable {
  if (stream instanceof Writable) return stream;
  throw new Error('veil mcp needs stdout and stderr to be streams');
}

export const mcpCommand: Command = {
  usage: 'veil mcp',
  help:
    'Runs Veil as an MCP (Model Context Protocol) server on stdin/stdout, for MCP clients that start\n' +
    'their servers as processes (Claude Desktop, IDEs, agent frameworks). stdout carries only the\n' +
    'protocol; log lines go to stderr.\n\n' +
    'Environment:\n' +
    '  VEIL_API_URL, VEIL_API_TOKEN   proxy every tool call to this Veil server with this token\n' +
    '                                 (its account, plan, presets, keys and metering; plan pro or business)\n' +
    '  neither set                    the local engine: no account, nothing charged; get_balance and\n' +
    '                                 list_presets need a server, encrypt needs an explicit key\n\n' +
    'Tools: analyze_text, anonymize_text, deanonymize_text, batch_analyze, redact_image,\n' +
    'list_entities, get_balance, list_presets. Client configuration: docs/mcp.md.',
  options: {},
  async run(inv) {
    try {
      return await runStdio({ env: inv.io.env, stdin: readable(inv.io.stdin), stdout: writable(inv.io.stdout), stderr: writable(inv.io.stderr) });
    } catch (err) {
      if (err instanceof McpConfigError) throw new CliError(err.message, 2);
      throw err;
    }
  },
};
