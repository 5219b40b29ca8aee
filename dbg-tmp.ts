import { PassThrough } from 'node:stream';
import { runStdio } from './src/mcp/stdio.ts';
const stdin = new PassThrough(); const stdout = new PassThrough();
setInterval(() => process.stderr.write('tick\n'), 1000).unref();
stdout.on('data', (d) => console.error('OUT', String(d).slice(0, 200)));
const done = runStdio({ env: process.env, stdin, stdout, stderr: process.stderr });
for (const m of [
 {"jsonrpc":"2.0","id":1,"method":"initialize","params":{"protocolVersion":"2025-06-18","capabilities":{},"clientInfo":{"name":"t","version":"1"}}},
 {"jsonrpc":"2.0","method":"notifications/initialized"},
 {"jsonrpc":"2.0","id":2,"method":"tools/call","params":{"name":"analyze_text","arguments":{"text":"Mail jane.doe@example.com or call 212-555-0123, Jane Doe"}}}]) stdin.write(JSON.stringify(m) + '\n');
setTimeout(() => stdin.end(), 4000);
console.error('exit', await done);
