/**
 * Every `veil` command, one line each. To add one (e.g. `veil mcp`), write src/cli/commands/<name>.ts
 * exporting a `Command` and add its line here.
 */
import type { CommandEntry } from './types.ts';

export const COMMANDS: readonly CommandEntry[] = [
  { name: 'account create', summary: 'create an account', load: async () => (await import('./commands/account.ts')).accountCreate },
  { name: 'account set-plan', summary: "change an account's plan", load: async () => (await import('./commands/account.ts')).accountSetPlan },
  { name: 'account top-up', summary: 'add purchased tokens (paid plans)', load: async () => (await import('./commands/account.ts')).accountTopUp },
  { name: 'account show', summary: 'show an account and its balance', load: async () => (await import('./commands/account.ts')).accountShow },
  { name: 'account set-password', summary: 'set the web console password (read from stdin)', load: async () => (await import('./commands/account.ts')).accountSetPassword },
  { name: 'token create', summary: 'issue an API token (prints the JWT)', load: async () => (await import('./commands/token.ts')).tokenCreate },
  { name: 'token list', summary: "list an account's API tokens (ids, names, expiry, status)", load: async () => (await import('./commands/token.ts')).tokenList },
  { name: 'token revoke', summary: 'revoke an API token by id', load: async () => (await import('./commands/token.ts')).tokenRevoke },
  { name: 'analyze', summary: 'detect PII in a file or stdin, offline', load: async () => (await import('./commands/offline.ts')).analyzeCommand },
  { name: 'anonymize', summary: 'anonymize a file or stdin, offline', load: async () => (await import('./commands/offline.ts')).anonymizeCommand },
  { name: 'mcp', summary: 'MCP server on stdio (local engine, or proxy with VEIL_API_URL + VEIL_API_TOKEN)', load: async () => (await import('./commands/mcp.ts')).mcpCommand },
];
