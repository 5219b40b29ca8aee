/**
 * The CI-sized soak and chaos run (bench/soak/; `npm run bench -- --only soak` is the 10-minute
 * one): the real server (src/main.ts) in a child process, four clients of mixed traffic with 5%
 * hostile requests, kill -9 and a restart on the same data mid-way, and on PostgreSQL the
 * termination of the server's connections; then the checks of bench/soak/checks.ts (no lost,
 * double or unexplained charge; ledger = balance change; no 5xx outside the injected faults), every
 * acknowledged preset and key still there, SIGTERM exits 0, and RSS back within 20% of its start.
 *
 * SOAK_TEST_SECONDS sets the traffic time per backend (default 15). PostgreSQL: a fresh database
 * per run on TEST_DATABASE_URL's server; unreachable → skipped with a message, except with CI=true.
 */
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { formatReport, runSoak, type SoakReport } from '../../bench/soak/run.ts';
import { ADMIN_URL, postgresProblem, requiredError, skipReason } from '../support/postgres.ts';

const SECONDS = Number(process.env.SOAK_TEST_SECONDS ?? 15);

/** Short documents with the usual PII, and some without. */
const DOCS = [
  'Hi team, please call Jane Doe at 212-555-0123 or write to jane.doe@example.com before Friday.',
  'Patient John Smith, born 1984-03-12, SSN 078-05-1120, was seen at Mercy Hospital in Boston.',
  'Wire 1,200 EUR to IBAN DE89 3704 0044 0532 0130 00, reference invoice 4471, attention Maria Garcia.',
  'Server 10.0.0.12 rejected login from 203.0.113.7 for user admin; see https://status.example.org/incident/42.',
  'The quarterly report is attached. Revenue grew 4% and no personal data is included in this note.',
  'Card 4111 1111 1111 1111 exp 12/27 was declined for Robert Brown, 742 Evergreen Terrace, Springfield.',
  'Ticket TCK-004521: customer Li Wei (li.wei@example.net, +44 20 7946 0958) cannot reset a password.',
  'Meeting moved to Tuesday 3 pm in room 4B; bring the signed NDA. Contact: Ahmed Khan, ext. 4402.',
];

function explain(r: SoakReport): string {
  return `${formatReport(r).join('\n')}\nserver log (last lines):\n${r.serverLog.split('\n').slice(-40).join('\n')}`;
}

function assertSoak(r: SoakReport): void {
  const text = explain(r);
  console.log(formatReport(r).map((l) => `# ${l}`).join('\n'));
  assert.deepEqual(r.failures, [], text);
  // The run did what it claims: traffic, attacks, a kill and a restart, charges to reconcile. The
  // floors are low on purpose: on a 2-core machine shared with other jobs the rate falls to ~2/s.
  assert.ok(r.requests >= 20, `only ${r.requests} requests\n${text}`);
  assert.ok(r.verdict.answers.hostile >= 30, `the warm-up sends every attack once\n${text}`);
  assert.equal(r.faults.filter((f) => f.kind === 'kill').length, 1, text);
  assert.ok(r.verdict.charges.ledgerRows >= 20, text);
  assert.ok(r.verdict.answers.byStatus['200']! > 0 && r.verdict.answers.byStatus['401']! > 0 && r.verdict.answers.byStatus['413']! > 0, text);
}

const options = { seconds: SECONDS, clients: 4, docs: DOCS, settleMs: 3000, warmUpSeconds: 2 };

describe('soak and chaos (CI size)', () => {
  test('PGlite: mixed traffic, 5% hostile, kill -9 and restart on the same DATA_DIR', { timeout: 600_000 }, async () => {
    assertSoak(await runSoak({ ...options, backend: 'pglite' }));
  });

  test('PostgreSQL: the same, plus pg_terminate_backend of the server connections', { timeout: 600_000 }, async (t) => {
    const problem = await postgresProblem();
    const skip = skipReason(problem);
    if (skip) {
      t.skip(skip);
      return;
    }
    if (problem) throw requiredError(problem);
    const r = await runSoak({ ...options, backend: 'postgres', adminUrl: ADMIN_URL, pgTerminateAt: [0.15, 0.3, 0.7, 0.85] });
    assertSoak(r);
    assert.ok(r.faults.some((f) => f.kind === 'pg-terminate' && f.detail > 0), `no connection was terminated\n${explain(r)}`);
  });
});
