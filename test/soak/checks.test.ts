/**
 * The soak's verdict rules (bench/soak/checks.ts) on hand-made outcomes: each rule fires on the
 * failure it names and stays quiet on what the faults are allowed to cause.
 */
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { judge, type AccountBalance, type Fault, type LedgerRow, type Outcome } from '../../bench/soak/checks.ts';

const ACC = '11111111-1111-4111-8111-111111111111';
const KILL: Fault = { kind: 'kill', at: 100, until: 110, detail: 1 };
const TERM: Fault = { kind: 'pg-terminate', at: 200, until: 201, detail: 3 };

function outcome(id: string, over: Partial<Outcome> = {}): Outcome {
  return { id, kind: 'analyze', hostile: false, account: 'a', start: 10, end: 20, status: 200, expected: true, mayBeCut: false, tokensCharged: 1, ...over };
}
const row = (reference: string, tokens = 1): LedgerRow => ({ accountId: ACC, reference, tokens });
const balance = (change: number): AccountBalance[] => [{ label: 'a', id: ACC, before: 1000, after: 1000 - change }];

describe('soak verdict', () => {
  test('consistent books and faults that only cut requests → no failure', () => {
    const outcomes = [
      outcome('r1'),
      outcome('r2', { tokensCharged: 3 }),
      // cut by the kill, charged: allowed
      outcome('r3', { start: 95, end: 101, status: null, networkError: 'ECONNRESET', tokensCharged: null }),
      // cut by the kill, not charged: allowed
      outcome('r4', { start: 99, end: 100, status: null, tokensCharged: null }),
      // a 5xx while the connections were terminated, its commit outcome unknown and in fact committed
      outcome('r5', { start: 199, end: 200.5, status: 500, tokensCharged: null }),
      // hostile, refused, not charged
      outcome('r6', { hostile: true, status: 413, tokensCharged: null }),
      // an upload the server cut after answering
      outcome('r7', { hostile: true, status: null, mayBeCut: true, tokensCharged: null }),
    ];
    const v = judge(outcomes, [KILL, TERM], [row('r1'), row('r2', 3), row('r3'), row('r5', 2)], balance(7));
    assert.deepEqual(v.failures, []);
    assert.deepEqual(v.charges, { ok200Billable: 2, tokensIn200s: 4, ledgerRows: 4, ledgerTokens: 7, balanceChange: 7, chargedButCut: 2, chargedButCutTokens: 3 });
    assert.equal(v.answers.serverErrorsInjected, 1);
    assert.equal(v.answers.noAnswerHitByKill, 2);
  });

  const fails = (outcomes: Outcome[], ledger: LedgerRow[], change: number, pattern: RegExp) => {
    const v = judge(outcomes, [KILL, TERM], ledger, balance(change));
    assert.ok(
      v.failures.some((f) => pattern.test(f)),
      `expected a failure matching ${pattern}, got ${JSON.stringify(v.failures)}`,
    );
  };

  test('a 200 without its ledger row is a lost charge', () => fails([outcome('r1'), outcome('r2')], [row('r1')], 1, /^lost charge/));
  test('two rows for one request are a double charge', () => fails([outcome('r1')], [row('r1'), row('r1')], 2, /^double charge/));
  test('a row of another amount than X-Tokens-Charged', () => fails([outcome('r1', { tokensCharged: 2 })], [row('r1', 3)], 3, /differs from X-Tokens-Charged/));
  test('a row for a request never sent', () => fails([outcome('r1')], [row('r1'), row('elsewhere')], 2, /^charge for a request never sent/));
  test('a charge for a 4xx, or for a cut request that no kill explains', () => {
    fails([outcome('r1', { status: 400, tokensCharged: null })], [row('r1')], 1, /^charge without a 200/);
    fails([outcome('r1', { start: 300, end: 310, status: null, tokensCharged: null })], [row('r1')], 1, /^charge without a 200/);
  });
  test('the balance must move by the ledger', () => fails([outcome('r1')], [row('r1')], 2, /^balance change differs from the ledger/));
  test('a 5xx outside the faults, and no answer outside a kill', () => {
    fails([outcome('r1', { start: 300, end: 310, status: 503, tokensCharged: null })], [], 0, /^5xx not caused by an injected fault/);
    fails([outcome('r1', { start: 300, end: 310, status: null, tokensCharged: null })], [], 0, /^no HTTP answer outside a kill/);
  });
  test('an unexpected status', () => fails([outcome('r1', { status: 404, expected: false, tokensCharged: null })], [], 0, /^unexpected status/));
});
