import { type FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import rateLimit from '@fastify/rate-limit';
import { sql } from 'drizzle-orm';
import { type Db } from '../../db/client';
import { HttpError } from '../../lib/http-error';

type IncrCallback = (error: Error | null, result?: { current: number; ttl: number }) => void;

/**
 * A rate-limit store in the database, so every api instance behind a load balancer counts the same attempts
 * (a per-process counter would multiply the limit by the number of instances).
 */
function dbStore(db: Db) {
  return class DbRateLimitStore {
    incr(key: string, cb: IncrCallback, timeWindow?: number): void {
      const windowMs = Math.max(1, Number(timeWindow) || 60_000);
      db.execute(
        sql`insert into rate_limit_counters (key, count, window_ends_at)
            values (${key}, 1, now() + (${windowMs} * interval '1 millisecond'))
            on conflict (key) do update set
              count = case when rate_limit_counters.window_ends_at <= now() then 1 else rate_limit_counters.count + 1 end,
              window_ends_at = case when rate_limit_counters.window_ends_at <= now() then excluded.window_ends_at
                                    else rate_limit_counters.window_ends_at end
            returning count, (extract(epoch from (window_ends_at - now())) * 1000)::int as ttl`,
      )
        .then((res) => {
          const row = (res as unknown as { rows: Array<{ count: number; ttl: number }> }).rows[0];
          cb(null, { current: Number(row?.count ?? 1), ttl: Math.max(0, Number(row?.ttl ?? windowMs)) });
        })
        .catch((err: Error) => cb(err));
    }
    child(): DbRateLimitStore {
      return new DbRateLimitStore();
    }
  };
}

/** Window of the failed sign-in count per account and address. */
export const SIGN_IN_FAILURE_WINDOW_MS = 15 * 60_000;

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Failed sign-ins per account and client address (docs/adr/007-hardening.md): guessing one account's password is
     * slowed there, while the per-address ceiling stays high enough for a whole hub behind one NAT address.
     */
    signInFailures: {
      /** 429 when this account has had `limit` failures from this address within the window. */
      assertAllowed(account: string, ip: string, limit: number): Promise<void>;
      /** Counts one failure. */
      record(account: string, ip: string): Promise<void>;
      /** Forgets the failures after a successful sign-in. */
      clear(account: string, ip: string): Promise<void>;
    };
  }
}

const failureKey = (account: string, ip: string) => `sign-in-fail:${account.trim().toLowerCase().slice(0, 254)}:${ip}`;

/** Registers @fastify/rate-limit with the database store; only routes that opt in (sign-in) are limited. */
export const rateLimitPlugin = fp(
  async (app: FastifyInstance) => {
    await app.register(rateLimit, {
      global: false,
      store: dbStore(app.db),
      // Never let a counter failure lock people out; the request goes on and the error is logged.
      skipOnError: true,
      errorResponseBuilder: (_req, ctx) => new HttpError(ctx.statusCode, `Too many sign-in attempts. Please wait ${ctx.after} and try again.`),
    });

    app.decorate('signInFailures', {
      async assertAllowed(account: string, ip: string, limit: number) {
        const res = await app.db.execute(
          sql`select count, ceil(extract(epoch from (window_ends_at - now())) / 60)::int as minutes
              from rate_limit_counters where key = ${failureKey(account, ip)} and window_ends_at > now()`,
        );
        const row = (res as unknown as { rows: Array<{ count: number; minutes: number }> }).rows[0];
        if (row && Number(row.count) >= limit) {
          const minutes = Math.max(1, Number(row.minutes));
          throw new HttpError(
            429,
            `Too many failed sign-in attempts for this account. Please wait ${minutes} minute${minutes === 1 ? '' : 's'} and try again.`,
          );
        }
      },
      async record(account: string, ip: string) {
        await app.db.execute(
          sql`insert into rate_limit_counters (key, count, window_ends_at)
              values (${failureKey(account, ip)}, 1, now() + (${SIGN_IN_FAILURE_WINDOW_MS} * interval '1 millisecond'))
              on conflict (key) do update set
                count = case when rate_limit_counters.window_ends_at <= now() then 1 else rate_limit_counters.count + 1 end,
                window_ends_at = case when rate_limit_counters.window_ends_at <= now() then excluded.window_ends_at
                                      else rate_limit_counters.window_ends_at end`,
        );
      },
      async clear(account: string, ip: string) {
        await app.db.execute(sql`delete from rate_limit_counters where key = ${failureKey(account, ip)}`);
      },
    });
  },
  { name: 'rate-limit', dependencies: ['db'] },
);
