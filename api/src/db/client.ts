import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { count } from 'drizzle-orm';
import { type PgDatabase, type PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { type DatabaseConfig } from '../config';
import { followLiveOutbox, type LiveFollower } from './live-outbox';
import * as schema from './schema';

/** The Drizzle database every repository uses; the same type on PGlite and PostgreSQL. */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
export { rowsOf } from './rows';

/** A transaction handle: what `db.transaction` gives its callback; repositories accept either. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** An open database plus how to migrate it, serialize startup work across instances, and close it. */
export interface Database {
  kind: DatabaseConfig['kind'];
  db: Db;
  /** Applies the committed migrations (idempotent). */
  migrate(): Promise<void>;
  /**
   * Runs `fn` while holding a cluster-wide lock, so several api instances starting together on one PostgreSQL
   * migrate and seed once. PGlite has a single process, so the lock is local.
   */
  withStartupLock<T>(fn: (db: Db) => Promise<T>): Promise<T>;
  /**
   * Follows the live changes of every api instance on this database (db/live-outbox.ts): `onPayload` gets each change
   * committed after the call once, read every `pollMs`; `onGap` after a stretch the outbox could not be read (the
   * streams should resync). Returns the stop.
   */
  followLive(onPayload: (payload: string) => void, onGap: () => void, pollMs: number): Promise<() => Promise<void>>;
  /**
   * Opens the connections the pool keeps (PG_POOL_MIN) before the server takes requests, so the first burst does not
   * wait for new backends (server.ts; tests skip it). Nothing to do on PGlite.
   */
  warmUp(): Promise<void>;
  close(): Promise<void>;
}

/**
 * PG_NAMED_STATEMENTS=false behind a pooler that shares server connections between transactions (PgBouncer in
 * transaction mode before 1.21): a statement prepared on one server connection is unknown on the next, so then no
 * statement is named (drizzle's prepared ones included).
 */
const NAMED_STATEMENTS = process.env.PG_NAMED_STATEMENTS !== 'false';
/** Statements longer than this (the seed's bulk inserts) are never prepared by name. */
const NAMED_MAX_CHARS = 4000;
/** Distinct statements a connection prepares by name at most; later ones run unnamed (PostgreSQL keeps each plan per connection). */
const NAMED_PER_CONNECTION = 300;

/**
 * A pg client that prepares each parameterized statement by name, once per connection: PostgreSQL then parses a
 * statement once per connection and may keep its plan, instead of parsing and planning it on every call. For a scan's
 * short statements planning took as long as executing (docs/adr/004 "Rush hour"). Bounded: long statements and any
 * beyond NAMED_PER_CONNECTION distinct texts (and statements without parameters) run unnamed, as every statement
 * did before. The api changes no schema
 * after its start-up migration, so a kept plan never meets a changed table.
 */
class PreparingClient extends pg.Client {
  private readonly names = new Map<string, string>();

  constructor(config?: string | pg.ClientConfig) {
    super(config);
    const query = this.query.bind(this) as (...args: unknown[]) => unknown;
    (this as unknown as { query: (...args: unknown[]) => unknown }).query = (config: unknown, ...rest: unknown[]) =>
      query(this.withName(config, rest[0]), ...rest);
  }

  private withName(config: unknown, values: unknown): unknown {
    if (!config || typeof config !== 'object' || 'submit' in config) return config;
    const q = config as { text?: unknown; name?: unknown; values?: unknown };
    if (!NAMED_STATEMENTS) return q.name ? { ...q, name: undefined } : config;
    // Only statements with parameters: one text, one command (start-up DDL and BEGIN / COMMIT stay simple queries).
    const params = Array.isArray(values) ? values : q.values;
    if (q.name || typeof q.text !== 'string' || q.text.length > NAMED_MAX_CHARS || !Array.isArray(params) || params.length === 0) return config;
    let name = this.names.get(q.text);
    if (!name) {
      if (this.names.size >= NAMED_PER_CONNECTION) return config;
      name = `hub_${this.names.size}`;
      this.names.set(q.text, name);
    }
    return { ...q, name };
  }
}

// An arbitrary constant: the advisory lock id the api instances agree on.
const STARTUP_LOCK_ID = 480_4800;

/** Finds the migrations folder in the source tree (tsx, jest) or next to the bundle (dist/migrations). */
export function migrationsFolder(): string {
  const candidates = [
    process.env.MIGRATIONS_DIR,
    path.join(__dirname, 'migrations'),
    path.join(__dirname, 'db', 'migrations'),
    path.join(__dirname, '..', 'src', 'db', 'migrations'),
  ].filter((p): p is string => Boolean(p));
  const found = candidates.find((p) => fs.existsSync(path.join(p, 'meta', '_journal.json')));
  if (!found) throw new Error(`Migrations folder not found (looked in ${candidates.join(', ')})`);
  return found;
}

/** Starts a live outbox reader, kept in `followers` so closing the database stops it. */
async function follow(followers: Set<LiveFollower>, db: Db, onPayload: (p: string) => void, onGap: () => void, pollMs: number) {
  const f = followLiveOutbox(db, onPayload, onGap, pollMs);
  await f.start();
  followers.add(f);
  return async () => {
    followers.delete(f);
    await f.stop();
  };
}

/** Opens the configured database (PGlite directory, in-memory PGlite, or a PostgreSQL pool). */
export async function openDatabase(config: DatabaseConfig, options: { pgliteTemplate?: Blob } = {}): Promise<Database> {
  if (config.kind === 'postgres') {
    const max = Number(process.env.PG_POOL_MAX ?? 10);
    const min = Math.min(max, Number(process.env.PG_POOL_MIN ?? max));
    const pool = new pg.Pool({
      connectionString: config.url,
      max,
      // Connections once opened are kept (PG_POOL_MIN, default all of them; the idle timeout closes only those above
      // it). A new connection is a new PostgreSQL backend that loads its catalog caches and prepares its statements
      // anew: at rush hour the default (close after 10 s idle) reopened them at every burst, and the reopening was
      // itself the next burst's stall (docs/adr/004 "Rush hour").
      min,
      Client: PreparingClient,
    });
    const followers = new Set<LiveFollower>();
    // An idle connection dropped by the server (restart, failover) must not crash the process: the pool replaces it.
    pool.on('error', (err) => console.error(`PostgreSQL pool: idle connection lost: ${err.message}`));
    const db = drizzlePg({ client: pool, schema }) as unknown as Db;
    return {
      kind: 'postgres',
      db,
      migrate: () => migratePg(drizzlePg({ client: pool, schema }), { migrationsFolder: migrationsFolder() }),
      async withStartupLock(fn) {
        const client = await pool.connect();
        try {
          await client.query('select pg_advisory_lock($1)', [STARTUP_LOCK_ID]);
          try {
            return await fn(drizzlePg({ client, schema }) as unknown as Db);
          } finally {
            await client.query('select pg_advisory_unlock($1)', [STARTUP_LOCK_ID]);
          }
        } finally {
          client.release();
        }
      },
      followLive: (onPayload, onGap, pollMs) => follow(followers, db, onPayload, onGap, pollMs),
      async warmUp() {
        const clients = await Promise.all(Array.from({ length: min }, () => pool.connect()));
        for (const c of clients) c.release();
      },
      async close() {
        await Promise.all([...followers].map((f) => f.stop()));
        followers.clear();
        await pool.end();
      },
    };
  }
  const inMemory = config.dataDir === 'memory://' || config.dataDir === '';
  if (!inMemory) fs.mkdirSync(path.dirname(config.dataDir), { recursive: true });
  // A template (a data directory dumped by dumpPgliteDataDir) starts an in-memory database already migrated and seeded.
  const client = options.pgliteTemplate
    ? await PGlite.create({ loadDataDir: options.pgliteTemplate })
    : await PGlite.create(inMemory ? undefined : config.dataDir);
  const db = drizzlePglite({ client, schema });
  const followers = new Set<LiveFollower>();
  return {
    kind: 'pglite',
    db: db as unknown as Db,
    migrate: () => migratePglite(db, { migrationsFolder: migrationsFolder() }),
    withStartupLock: (fn) => fn(db as unknown as Db),
    followLive: (onPayload, onGap, pollMs) => follow(followers, db as unknown as Db, onPayload, onGap, pollMs),
    warmUp: async () => undefined,
    async close() {
      await Promise.all([...followers].map((f) => f.stop()));
      followers.clear();
      await client.close();
    },
  };
}

/** The whole data directory of an open PGlite database, as a tarball another one can start from (test templates). */
export async function dumpPgliteDataDir(database: Database): Promise<Blob> {
  if (database.kind !== 'pglite') throw new Error('only a PGlite database has a data directory to dump');
  return (database.db as unknown as { $client: PGlite }).$client.dumpDataDir('none');
}

/** True when the database holds no hubs yet (a fresh database the server seeds on start). */
export async function isEmpty(db: Db): Promise<boolean> {
  const [row] = await db.select({ n: count() }).from(schema.hubs);
  return Number(row?.n ?? 0) === 0;
}
