/**
 * The per-account rate-limit counter in Redis. The plugin's own Redis store names its keys after
 * the route (`<namespace><method><url>-<key>`); a limiter made with `createRateLimit` has no route,
 * so its keys came out as `veil-rl:undefinedundefined-<account>`. Veil's limit is per account
 * across every route, so the key is simply `<prefix><account id>` — one fixed-window counter
 * (INCR, PEXPIRE on the first hit) per account and window, shared by every instance.
 */
import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { Redis } from 'ioredis';

const INCR = `
local current = redis.call('INCR', KEYS[1])
if current == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then redis.call('PEXPIRE', KEYS[1], ARGV[1]); ttl = tonumber(ARGV[1]) end
return {current, ttl}`;

type WithCommand = Redis & { veilRateIncr(key: string, windowMs: number, cb: (err: Error | null, result?: [number, number]) => void): void };

/** A store class bound to `redis`, keys prefixed with `prefix` (e.g. `veil-rl:`). */
export function accountRateStore(redis: Redis, prefix: string): FastifyRateLimitStoreCtor {
  if (!('veilRateIncr' in redis)) redis.defineCommand('veilRateIncr', { numberOfKeys: 1, lua: INCR });
  const client = redis as WithCommand;
  return class AccountRateStore implements FastifyRateLimitStore {
    /** The Redis key of an account's counter (exported for tests through the class). */
    static keyOf(account: string): string {
      return `${prefix}${account}`;
    }

    incr(key: string, callback: (error: Error | null, result?: { current: number; ttl: number }) => void, timeWindow: number): void {
      client.veilRateIncr(AccountRateStore.keyOf(key), timeWindow, (err, result) => {
        if (err || !result) callback(err ?? new Error('no result from Redis'));
        else callback(null, { current: result[0], ttl: result[1] });
      });
    }

    child(): FastifyRateLimitStore {
      return this;
    }
  };
}
