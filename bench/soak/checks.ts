/**
 * The soak's verdict, as a pure function of what the clients saw, when the faults were injected,
 * and what the ledger and the balances say afterwards. The rules (also in docs/soak.md):
 *
 * Attribution. A request is "hit by" a fault when it was in flight during the fault's window:
 * started at or before the window's end and answered (or failed) at or after its start. The window
 * of a kill -9 runs from the SIGKILL to the moment the restarted server listens again; the window of
 * a PostgreSQL connection termination runs from the statement to `graceMs` after it returns.
 *
 * Answers.
 *  - No HTTP answer (connection refused, reset or cut): allowed when hit by a kill, or for an upload
 *    the server may cut after answering (a body over the limit, oversized headers); else a failure.
 *  - 5xx: allowed only when hit by an injected fault; every other 5xx is a failure.
 *  - Any other status outside the request's expected ones (429 is always expected: rate limits and
 *    balances) is a failure ("unexpected status").
 *
 * Charges. Every request carries a unique X-Request-Id, which the service writes into the ledger
 * row of its charge (`reference`). With L = the ledger rows of the soak's accounts written after
 * set-up:
 *  - every row's reference is a request the clients sent (no charge from nowhere);
 *  - no reference has two rows (no double charge);
 *  - every 200 with X-Tokens-Charged has exactly one row, of exactly that many tokens (no lost
 *    charge, no wrong amount);
 *  - a row whose request got no 200 is allowed only when that request was hit by a fault (cut by
 *    the kill, or a 5xx of a commit whose outcome the terminated connection made unknown); these
 *    are counted as "charged but cut";
 *  - per account: balance before − balance after = Σ L tokens (the ledger and the balance agree),
 *    hence Σ tokens_charged of the 200s + Σ charged-but-cut = balance change.
 */

export interface Outcome {
  /** The X-Request-Id sent (unique per request). */
  id: string;
  kind: string;
  hostile: boolean;
  /** Account label of the client. */
  account: string;
  start: number;
  end: number;
  /** null: no HTTP answer. */
  status: number | null;
  networkError?: string;
  /** The answer is one the request's spec expects (429 included). */
  expected: boolean;
  /** The server may cut this upload after answering. */
  mayBeCut: boolean;
  /** X-Tokens-Charged of a 200, else null. */
  tokensCharged: number | null;
  /** Error message of a 5xx (the API's error body; never request data). */
  serverError?: string;
}

export interface Fault {
  kind: 'kill' | 'pg-terminate';
  at: number;
  until: number;
  /** Connections terminated (pg) or server generation killed. */
  detail: number;
}

export interface LedgerRow {
  accountId: string;
  reference: string;
  tokens: number;
}

export interface AccountBalance {
  label: string;
  id: string;
  before: number;
  after: number;
}

export interface ChargeFigures {
  ok200Billable: number;
  tokensIn200s: number;
  ledgerRows: number;
  ledgerTokens: number;
  balanceChange: number;
  chargedButCut: number;
  chargedButCutTokens: number;
}

export interface Verdict {
  failures: string[];
  charges: ChargeFigures;
  answers: {
    total: number;
    hostile: number;
    byStatus: Record<string, number>;
    serverErrors: number;
    serverErrorsInjected: number;
    noAnswerHitByKill: number;
    noAnswerCutUpload: number;
    unexpected: number;
  };
}

const hit = (o: Outcome, f: Fault) => o.start <= f.until && o.end >= f.at;

/** At most this many examples per failure kind in the messages. */
const EXAMPLES = 5;

export function judge(outcomes: readonly Outcome[], faults: readonly Fault[], ledger: readonly LedgerRow[], balances: readonly AccountBalance[]): Verdict {
  const failures: string[] = [];
  const problems = new Map<string, string[]>();
  const problem = (what: string, example: string) => {
    const list = problems.get(what) ?? [];
    list.push(example);
    problems.set(what, list);
  };

  const kills = faults.filter((f) => f.kind === 'kill');
  const hitByKill = (o: Outcome) => kills.some((f) => hit(o, f));
  const hitByAny = (o: Outcome) => faults.some((f) => hit(o, f));

  const byStatus: Record<string, number> = {};
  let serverErrors = 0;
  let serverErrorsInjected = 0;
  let noAnswerHitByKill = 0;
  let noAnswerCutUpload = 0;
  let unexpected = 0;
  const byId = new Map<string, Outcome>();
  for (const o of outcomes) {
    if (byId.has(o.id)) problem('request id sent twice (soak bug)', o.id);
    byId.set(o.id, o);
    const key = o.status === null ? 'no answer' : String(o.status);
    byStatus[key] = (byStatus[key] ?? 0) + 1;
    if (o.status === null) {
      if (hitByKill(o)) noAnswerHitByKill++;
      else if (o.mayBeCut) noAnswerCutUpload++;
      else problem('no HTTP answer outside a kill', `${o.kind} ${o.id}: ${o.networkError ?? '?'}`);
      continue;
    }
    if (o.status >= 500) {
      serverErrors++;
      if (hitByAny(o)) serverErrorsInjected++;
      else problem('5xx not caused by an injected fault', `${o.kind} ${o.id}: ${o.status} ${o.serverError ?? ''}`);
      continue;
    }
    if (!o.expected) {
      unexpected++;
      problem('unexpected status', `${o.kind}${o.hostile ? ' (hostile)' : ''} ${o.id}: ${o.status}`);
    }
  }

  // ---- charges
  const accounts = new Set(balances.map((b) => b.id));
  const rows = ledger.filter((r) => accounts.has(r.accountId));
  const byRef = new Map<string, LedgerRow[]>();
  for (const r of rows) {
    const list = byRef.get(r.reference) ?? [];
    list.push(r);
    byRef.set(r.reference, list);
  }
  let chargedButCut = 0;
  let chargedButCutTokens = 0;
  for (const [ref, list] of byRef) {
    const o = byId.get(ref);
    if (!o) {
      problem('charge for a request never sent', `${ref}: ${list.map((r) => r.tokens).join('+')} tokens`);
      continue;
    }
    if (list.length > 1) problem('double charge', `${o.kind} ${ref}: ${list.length} rows`);
    if (o.status === 200 && o.tokensCharged !== null) continue; // checked below
    const cutByFault = (o.status === null && hitByKill(o)) || (o.status !== null && o.status >= 500 && hitByAny(o));
    if (cutByFault) {
      chargedButCut++;
      chargedButCutTokens += list.reduce((s, r) => s + r.tokens, 0);
    } else {
      problem('charge without a 200 (not cut by a fault)', `${o.kind} ${ref}: status ${o.status ?? 'none'}`);
    }
  }
  let ok200Billable = 0;
  let tokensIn200s = 0;
  for (const o of outcomes) {
    if (o.status !== 200 || o.tokensCharged === null) continue;
    ok200Billable++;
    tokensIn200s += o.tokensCharged;
    const list = byRef.get(o.id) ?? [];
    if (list.length === 0) problem('lost charge (200 without a ledger row)', `${o.kind} ${o.id}: ${o.tokensCharged} tokens`);
    else if (list.length === 1 && list[0]!.tokens !== o.tokensCharged) problem('charged amount differs from X-Tokens-Charged', `${o.kind} ${o.id}: ledger ${list[0]!.tokens}, header ${o.tokensCharged}`);
  }
  const ledgerTokens = rows.reduce((s, r) => s + r.tokens, 0);
  let balanceChange = 0;
  for (const b of balances) {
    const change = b.before - b.after;
    balanceChange += change;
    const ledgerOf = rows.filter((r) => r.accountId === b.id).reduce((s, r) => s + r.tokens, 0);
    if (change !== ledgerOf) problem('balance change differs from the ledger', `${b.label}: balance −${change}, ledger ${ledgerOf}`);
    if (b.after < 0) problem('negative balance', `${b.label}: ${b.after}`);
  }
  if (tokensIn200s + chargedButCutTokens !== balanceChange && !problems.has('balance change differs from the ledger')) {
    problem('tokens in 200s + charged-but-cut ≠ balance change', `${tokensIn200s} + ${chargedButCutTokens} ≠ ${balanceChange}`);
  }

  for (const [what, examples] of problems) {
    failures.push(`${what}: ${examples.length}× (e.g. ${examples.slice(0, EXAMPLES).join('; ')})`);
  }
  return {
    failures,
    charges: { ok200Billable, tokensIn200s, ledgerRows: rows.length, ledgerTokens, balanceChange, chargedButCut, chargedButCutTokens },
    answers: { total: outcomes.length, hostile: outcomes.filter((o) => o.hostile).length, byStatus, serverErrors, serverErrorsInjected, noAnswerHitByKill, noAnswerCutUpload, unexpected },
  };
}
