/**
 * The per-account rate-limit counter in Redis. The plugin's own Redis store names its keys after
 * the route (`<namespace><method><url>-<key>`); a limiter made with `createRateLimit` has no route,
 * so its keys came out as `veil-rl:undefinedundefined-<account>`. Veil's limit is per account
 * across every route, so the key is simply `<prefix><account id>` — one fixed-window counter
 * (INCRBY, PEXPIRE on the first hit) per account and window, shared by every instance.
 *
 * One command per account per event-loop turn, not per request: the requests of an account that
 * reach the limiter in the same turn (under load, a server reads many sockets per turn) are
 * counted by one INCRBY of their number, and each gets the count it would have got alone — the
 * counter's value before the command plus its place among them, in arrival order. The count in
 * Redis is the same (every request is counted, in every instance), so the limit stays exact and
 * global; what falls is the number of round trips and the HTTP thread's CPU per request (ioredis
 * encodes, sends and parses one command, and runs one callback, for the whole group).
 */
import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { Redis } from 'ioredis';

const INCR = `
local current = redis.call('INCRBY', KEYS[1], ARGV[2])
if current == tonumber(ARGV[2]) then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then redis.call('PEXPIRE', KEYS[1], ARGV[1]); ttl = tonumber(ARGV[1]) end
return {current, ttl}`;

type Callback = (error: Error | null, result?: { current: number; ttl: number }) => void;
type WithCommand = Redis & { veilRateIncrBy(key: string, windowMs: number, count: number, cb: (err: Error | null, result?: [number, number]) => void): void };

/** A store class bound to `redis`, keys prefixed with `prefix` (e.g. `veil-rl:`). */
export function accountRateStore(redis: Redis, prefix: string): FastifyRateLimitStoreCtor {
  if (!('veilRateIncrBy' in redis)) redis.defineCommand('veilRateIncrBy', { numberOfKeys: 1, lua: INCR });
  const client = redis as WithCommand;
  /** Requests waiting for this turn's command, per Redis key and window length. */
  let pending = new Map<string, { key: string; windowMs: number; callbacks: Callback[] }>();
  let scheduled = false;
  const flush = (): void => {
    scheduled = false;
    const groups = pending;
    pending = new Map();
    for (const { key, windowMs, callbacks } of groups.values()) {
      client.veilRateIncrBy(key, windowMs, callbacks.length, (err, result) => {
        if (err || !result) {
          const error = err ?? new Error('no result from Redis');
          for (const cb of callbacks) cb(error);
          return;
        }
        const [last, ttl] = result;
        const first = last - callbacks.length + 1;
        callbacks.forEach((cb, i) => cb(null, { current: first + i, ttl }));
      });
    }
  };
  return class AccountRateStore implements FastifyRateLimitStore {
    /** The Redis key of an account's counter (exported for tests through the class). */
    static keyOf(account: string): string {
      return `${prefix}${account}`;
    }

    incr(key: string, callback: Callback, timeWindow: number): void {
      const redisKey = AccountRateStore.keyOf(key);
      const group = `${timeWindow}:${redisKey}`;
      const waiting = pending.get(group);
      if (waiting) waiting.callbacks.push(callback);
      else pending.set(group, { key: redisKey, windowMs: timeWindow, callbacks: [callback] });
      if (!scheduled) {
        scheduled = true;
        // After the sockets read in this turn (the poll phase) have reached the limiter.
        setImmediate(flush);
      }
    }

    child(): FastifyRateLimitStore {
      return this;
    }
  };
}
