/**
 * The failure table (src/service/errors.ts): every kind has one HTTP status, one MCP code and one
 * `veil` exit code, and the errors the operations throw land on the kind their status names.
 */
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { WorkBudgetExceeded } from '../../src/engine/index.ts';
import { badRequest, conflict, exitCodeOf, FAILURES, failureKind, notFound, ServiceError, toErrorResponse, unauthorized, upgradeRequired } from '../../src/service/errors.ts';
import { validation } from '../../src/service/operations/validate.ts';
import { AnalyzeBody } from '../../src/service/operations/analyze.ts';

function thrown(fn: () => unknown): unknown {
  try {
    fn();
  } catch (err) {
    return err;
  }
  assert.fail('expected a failure');
}

describe('FAILURES', () => {
  test('one row per kind: statuses and MCP codes are unique, exit codes are 1 or 2', () => {
    const rows = Object.values(FAILURES);
    assert.equal(new Set(rows.map((r) => r.http)).size, rows.length);
    assert.equal(new Set(rows.map((r) => r.mcp)).size, rows.length);
    assert.ok(rows.every((r) => r.exit === 1 || r.exit === 2));
    assert.equal(FAILURES.internal.mcp, -32603, 'JSON-RPC internal error');
    assert.equal(FAILURES.invalid_input.mcp, -32602, 'JSON-RPC invalid params');
  });

  test('the errors operations throw map to their kind on every transport', () => {
    const cases: [unknown, string, 1 | 2][] = [
      [thrown(() => validation.input(AnalyzeBody, { text: 'x', score_threshold: 2 })), 'invalid_input', 2],
      [badRequest('bad'), 'invalid_input', 2],
      [unauthorized(), 'unauthorized', 1],
      [upgradeRequired({ plan: 'free', required: 'basic' }), 'upgrade_required', 1],
      [notFound('Preset'), 'not_found', 1],
      [conflict('taken'), 'conflict', 1],
      [new WorkBudgetExceeded('work', 'too much', { limit: 1 }), 'too_large', 2],
      [new ServiceError(503, 'busy'), 'unavailable', 1],
      [new Error('boom'), 'internal', 1],
    ];
    for (const [err, kind, exit] of cases) {
      const { status } = toErrorResponse(err);
      assert.equal(failureKind(status), kind, String(err));
      assert.equal(status, FAILURES[kind as keyof typeof FAILURES].http);
      assert.equal(exitCodeOf(status), exit, String(err));
    }
  });

  test('a lost database connection is a 503 with Retry-After (transient), any other store error a 500', () => {
    const wrapped = (inner: object) => Object.assign(new Error('Failed query: select …'), { cause: inner });
    for (const err of [
      wrapped(Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01' })),
      wrapped(Object.assign(new Error('connection failure'), { code: '08006' })),
      wrapped(Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' })),
      wrapped(new Error('Connection terminated unexpectedly')),
    ]) {
      const r = toErrorResponse(err);
      assert.equal(r.status, 503, (err.cause as Error).message);
      assert.deepEqual(r.headers, { 'Retry-After': 1 });
      assert.doesNotMatch(JSON.stringify(r.body), /select|5432|administrator/, 'no internals in the body');
    }
    assert.equal(toErrorResponse(wrapped(Object.assign(new Error('duplicate key'), { code: '23505' }))).status, 500);
    assert.equal(toErrorResponse(wrapped(Object.assign(new Error('x'), { code: 'ENOENT' }))).status, 500);
  });

  test('an input error reads as the API words it, before any mapping', () => {
    const err = thrown(() => validation.input(AnalyzeBody, { text: 'x', score_threshold: 2 })) as Error;
    assert.equal(err.message, 'score_threshold must be a number between 0 and 1');
    assert.deepEqual(toErrorResponse(err).body, { error: err.message, details: { field: 'score_threshold' } });
  });
});
