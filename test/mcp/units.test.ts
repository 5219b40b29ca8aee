/**
 * The pieces of src/mcp that need no server: argument checking (the operations' validation against
 * the tools' input schemas), the proxy's URL handling and its behaviour when the server is away.
 */
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { createServer } from 'node:http';
import { normalizeBaseUrl, restBackend } from '../../src/mcp/rest-backend.ts';
import { describeFailure, ToolFailure } from '../../src/mcp/server.ts';
import { findTool, TOOLS } from '../../src/mcp/tools.ts';
import { validation } from '../../src/service/operations/validate.ts';
import type { ToolSpec } from '../../src/mcp/tools.ts';

/** A tool's arguments as its operation checks them. */
const checkArguments = (tool: ToolSpec, args: unknown) => validation.input(tool.input, args);

function failureOf(fn: () => unknown): { status: number; body: unknown } {
  try {
    fn();
  } catch (err) {
    const { status, body } = describeFailure(err);
    return { status, body };
  }
  assert.fail('expected a failure');
}

describe('checkArguments', () => {
  const analyze = findTool('analyze_text')!;
  const batch = findTool('batch_analyze')!;

  test('accepts what the REST schema accepts, unknown fields included', () => {
    checkArguments(analyze, { text: 'x', language: 'en', score_threshold: 0.5, whatever: true });
    checkArguments(findTool('get_balance')!, {});
  });

  test('answers with the REST wording and details', () => {
    assert.deepEqual(failureOf(() => checkArguments(analyze, {})), { status: 400, body: { error: 'text is required', details: { field: 'text' } } });
    assert.deepEqual(failureOf(() => checkArguments(analyze, { text: 'x', entities: ['A', 3] })), {
      status: 400,
      body: { error: 'entities[1] must be a string', details: { field: 'entities[1]' } },
    });
    assert.deepEqual(failureOf(() => checkArguments(batch, { documents: [{ text: 'a' }, {}] })), {
      status: 400,
      body: { error: 'documents[1].text is required', details: { field: 'documents[1].text', index: 1 } },
    });
    assert.deepEqual(failureOf(() => checkArguments(batch, { texts: ['a'], operation: 'x' })), {
      status: 400,
      body: { error: "operation must be one of 'analyze', 'anonymize'", details: { field: 'operation' } },
    });
  });

  test('every tool has object schemas for input and output', () => {
    for (const t of TOOLS) {
      assert.equal(t.input.type, 'object', t.name);
      assert.equal(t.output.type, 'object', t.name);
      // JSON all the way: what tools/list sends is what the validator checked.
      assert.deepEqual(JSON.parse(JSON.stringify(t.input)), t.input, t.name);
    }
  });
});

describe('the REST proxy', () => {
  test('keeps a path prefix and refuses other schemes', () => {
    assert.equal(normalizeBaseUrl('http://h:3000').href, 'http://h:3000/');
    assert.equal(new URL('api/pii/analyze', normalizeBaseUrl('https://h/veil?x=1')).href, 'https://h/veil/api/pii/analyze');
    assert.throws(() => normalizeBaseUrl('ftp://h'), /http:\/\/ or https:\/\//);
    assert.throws(() => normalizeBaseUrl('not a url'), /not a URL/);
  });

  test('an unreachable server is a 502 tool failure naming it', async () => {
    const backend = restBackend({ baseUrl: 'http://127.0.0.1:9', token: 't', timeoutMs: 5000 });
    await assert.rejects(backend.analyze_text({ text: 'x' }), (err: unknown) => {
      assert.ok(err instanceof ToolFailure);
      assert.equal(err.status, 502);
      assert.match(err.body.error, /Veil server at http:\/\/127\.0\.0\.1:9 is not reachable/);
      return true;
    });
  });

  test('a non-JSON error page becomes a described failure with its status', async () => {
    const server = createServer((_req, res) => res.writeHead(502, { 'content-type': 'text/html' }).end('<html>bad gateway</html>'));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const port = (server.address() as { port: number }).port;
    try {
      const backend = restBackend({ baseUrl: `http://127.0.0.1:${port}`, token: 't' });
      await assert.rejects(backend.get_balance({}), (err: unknown) => err instanceof ToolFailure && err.status === 502 && /answered 502/.test(err.body.error));
    } finally {
      server.close();
    }
  });
});
