import { type FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { type ReasonEntry, type ReasonListKey } from '@hub/shared/contracts';
import { type Db, type Tx } from '../../db/client';

/**
 * How long an instance reuses a reason list. An admin's save drops the copies of the instance that made it
 * (`forget`), so the next request there offers and accepts the new list; other instances follow within this bound.
 * Short: a reason switched off should stop being accepted everywhere soon, and a list is one indexed read.
 */
export const REASON_CACHE_MS = 10_000;

/**
 * The reason lists as the flows read them (docs/areas/reason-lists.md). Inside a transaction pass it as `db`: a read
 * outside it would wait for the connection the transaction holds (PGlite has one).
 */
export interface ReasonLists {
  /** The list's entries in order, active or not: its rows, or the contract's defaults when it has none. */
  entries(key: ReasonListKey, db?: Db | Tx): Promise<readonly ReasonEntry[]>;
  /** The labels a flow offers and accepts (active entries, in order). */
  labels(key: ReasonListKey, db?: Db | Tx): Promise<string[]>;
  /** The codes a flow accepts (active entries, in order). */
  codes(key: ReasonListKey, db?: Db | Tx): Promise<string[]>;
  /**
   * The first of `values` that is not an active entry's label (`by` 'code': code), or null: what a flow refuses with
   * its "Pick a reason from the list." (a switched-off reason is refused like an unknown one).
   */
  unlisted(key: ReasonListKey, values: readonly string[], by?: 'label' | 'code', db?: Db | Tx): Promise<string | null>;
  /** Drops this instance's copies (after an admin changed a list, or a world reset). */
  forget(): void;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The reason lists the flows offer and check, read once per REASON_CACHE_MS per instance. */
    reasonLists: ReasonLists;
  }
}

/** Decorates `app.reasonLists`: one cached read per list for every flow that offers or checks a reason. */
export const reasonListsPlugin = fp(
  async (app: FastifyInstance) => {
    // Resolved lists only: a transaction's read never waits for another request's read, which on PGlite (one
    // connection) could be waiting for that very transaction.
    const cache = new Map<ReasonListKey, { until: number; entries: readonly ReasonEntry[] }>();
    // A read that started before a `forget` may hold the list as it was: it answers its own request, never the cache.
    let generation = 0;
    const entries = async (key: ReasonListKey, db: Db | Tx = app.db) => {
      const hit = cache.get(key);
      if (hit && hit.until > Date.now()) return hit.entries;
      const started = generation;
      const list = await app.repos.reasonLists.list(db, key);
      const read = Object.freeze(list.entries.map((e) => Object.freeze({ ...e })));
      if (started === generation) cache.set(key, { until: Date.now() + REASON_CACHE_MS, entries: read });
      return read;
    };
    const forget = () => {
      generation += 1;
      cache.clear();
    };
    const active = async (key: ReasonListKey, db?: Db | Tx) => (await entries(key, db)).filter((e) => e.active);
    app.decorate('reasonLists', {
      entries,
      labels: async (key: ReasonListKey, db?: Db | Tx) => (await active(key, db)).map((e) => e.label),
      codes: async (key: ReasonListKey, db?: Db | Tx) => (await active(key, db)).map((e) => e.code),
      unlisted: async (key: ReasonListKey, values: readonly string[], by: 'label' | 'code' = 'label', db?: Db | Tx) => {
        if (values.length === 0) return null;
        const offered = new Set((await active(key, db)).map((e) => e[by]));
        return values.find((v) => !offered.has(v)) ?? null;
      },
      forget,
    });
    app.onWorldReset.push(forget);
  },
  { name: 'reason-lists', dependencies: ['repositories', 'hub-context'] },
);
