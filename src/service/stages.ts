/**
 * Where a request's time goes, stage by stage, for `veil_request_stage_seconds_total` (metrics.ts)
 * and the HTTP benchmark's "share of time per stage".
 *
 * A request is always in exactly one stage; `enter(next)` closes the current one and adds its
 * wall time to the route's running totals. The stages therefore add up to the whole time from
 * the first onRequest hook to the response sent, with nothing counted twice:
 *
 *   auth       onRequest hooks: X-Request-Id, bearer token, plan gate, rate limit (Redis with REDIS_URL)
 *   parse      reading and parsing the body (and fastify's own schema validation where a route has one)
 *   handler    the route and its operation outside detection and metering: input validation against
 *              the operation's schema, preset, work budget, building the result
 *   detect     the detection jobs: waiting in the scheduler's queue and running (inline or on a worker)
 *   meter      balance pre-check and the durable charge (waiting for the group commit)
 *   serialize  the result to JSON and onto the socket, until the response is sent
 *
 * Wall time, not CPU time: a stage that waits (queue, commit window, a Redis round trip) counts its
 * waiting. The hot path is two performance.now() deltas added into a Float64Array per stage change;
 * the only allocation is this object, once per request.
 */

export const STAGES = ['auth', 'parse', 'handler', 'detect', 'meter', 'serialize'] as const;
export type Stage = (typeof STAGES)[number];

const INDEX: Readonly<Record<Stage, number>> = Object.fromEntries(STAGES.map((s, i) => [s, i])) as Record<Stage, number>;
const STOPPED = -1;

/** Seconds per stage, indexed like STAGES, shared by every request of one route and method. */
export type StageTotals = Float64Array;

export function stageTotals(): StageTotals {
  return new Float64Array(STAGES.length);
}

/** One request's position in its stages; adds each closed stage into the route's totals. */
export class StageClock {
  readonly #totals: StageTotals;
  #stage: number;
  #since: number;

  constructor(totals: StageTotals, first: Stage) {
    this.#totals = totals;
    this.#stage = INDEX[first];
    this.#since = performance.now();
  }

  /** The stage the request is in now (undefined once stopped). */
  get stage(): Stage | undefined {
    return STAGES[this.#stage];
  }

  /** Closes the current stage and starts `next` (nothing once stopped). */
  enter(next: Stage): void {
    if (this.#stage === STOPPED) return;
    this.#close();
    this.#stage = INDEX[next];
  }

  /** Closes the current stage; later calls do nothing (the response is sent). */
  stop(): void {
    if (this.#stage === STOPPED) return;
    this.#close();
    this.#stage = STOPPED;
  }

  #close(): void {
    const now = performance.now();
    this.#totals[this.#stage]! += (now - this.#since) / 1000;
    this.#since = now;
  }
}
