/**
 * `veil mcp` — registered in the CLI's command table (src/cli/registry.ts); the work is in stdio.ts.
 */
import type { Readable, Writable } from 'node:stream';
import type { Command } from '../cli/types.ts';
import { CliError } from '../cli/types.ts';
import { McpConfigError, runStdio } from './stdio.ts';

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
  positionals: { min: 0, max: 0 },
  async run(inv) {
    try {
      return await runStdio({ env: inv.io.env, stdin: inv.io.stdin as Readable, stdout: inv.io.stdout as Writable, stderr: inv.io.stderr as Writable });
    } catch (err) {
      if (err instanceof McpConfigError) throw new CliError(err.message, 2);
      throw err;
    }
  },
};
