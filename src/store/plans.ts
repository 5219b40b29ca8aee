/** Plans, their monthly allowance, and the monthly cycle arithmetic. */
import type { Plan } from './types.ts';

export const PLANS: readonly Plan[] = ['free', 'basic', 'pro', 'business'];

/** Tokens granted per monthly cycle. */
export const PLAN_ALLOWANCE: Readonly<Record<Plan, number>> = { free: 200, basic: 1_000, pro: 4_000, business: 10_000 };

export function isPlan(value: unknown): value is Plan {
  return typeof value === 'string' && (PLANS as readonly string[]).includes(value);
}

/**
 * `date` plus `months` calendar months, in UTC, keeping the time of day. A day that does not exist
 * in the target month is clamped to its last day (Jan 31 + 1 month = Feb 28/29), as billing
 * systems usually do.
 */
export function addMonths(date: Date, months: number): Date {
  const y = date.getUTCFullYear();
  const m = date.getUTCMonth() + months;
  const lastDay = new Date(Date.UTC(y, m + 1, 0)).getUTCDate();
  const day = Math.min(date.getUTCDate(), lastDay);
  return new Date(Date.UTC(y, m, day, date.getUTCHours(), date.getUTCMinutes(), date.getUTCSeconds(), date.getUTCMilliseconds()));
}

export interface Cycle {
  startedAt: Date;
  resetsAt: Date;
}

/** The cycle that starts now (a new account). */
export function cycleStartingAt(start: Date): Cycle {
  return { startedAt: start, resetsAt: addMonths(start, 1) };
}

/**
 * The cycle containing `now`, given the current (possibly ended) one. Cycles follow each other
 * back to back — each one calendar month from its start — so an account idle for months lands on
 * the cycle boundary it would have reached anyway, not on "now". Returns null while the current
 * cycle is still running.
 */
export function rollCycle(current: Cycle, now: Date): Cycle | null {
  if (now.getTime() < current.resetsAt.getTime()) return null;
  let next = cycleStartingAt(current.resetsAt);
  // Bounded: one step per month of inactivity.
  while (next.resetsAt.getTime() <= now.getTime()) next = cycleStartingAt(next.resetsAt);
  return next;
}
