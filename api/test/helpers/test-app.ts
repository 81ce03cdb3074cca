import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { type FastifyInstance, type InjectOptions, type LightMyRequestResponse } from 'fastify';
import pg from 'pg';
import { type SQL, sql } from 'drizzle-orm';
import { CSRF_HEADER, CSRF_HEADER_VALUE, type Endpoint, type EndpointArgs, endpointUrl, IDEMPOTENCY_HEADER, type Role } from '@hub/shared/contracts';
import { buildApp } from '../../src/app';
import { checkWorldConsistency } from '../../src/seed/consistency';
import { DEMO_USERS } from '../../src/seed/demo-facts';
import { type AppConfig } from '../../src/config';
import { type Database, openDatabase, rowsOf } from '../../src/db/client';
import { databaseUrl, pgliteTemplate, postgresTemplate } from './templates';

/** A built app on its own fresh database, plus request helpers. */
export interface TestApp {
  app: FastifyInstance;
  database: Database;
  /** Which database this run uses: PGlite in memory, or PostgreSQL when DATABASE_URL is set. */
  kind: 'pglite' | 'postgres';
  /** Signs in a demo account and returns the Cookie header value. */
  login(email: string): Promise<string>;
  /** Signs in the demo account that has `role` (one per role) and returns the Cookie header value. */
  loginAs(role: Role): Promise<string>;
  /** `app.inject` with the client's CSRF header (and a cookie when given). */
  request(opts: InjectOptions & { cookie?: string }): Promise<LightMyRequestResponse>;
  /** Calls an endpoint through its contract (the URL is built from it, never written in the test). */
  call<E extends Endpoint>(
    endpoint: E,
    args: EndpointArgs<E>,
    opts?: { cookie?: string; idempotencyKey?: string; headers?: Record<string, string> },
  ): Promise<LightMyRequestResponse>;
  /**
   * Another api instance on this app's database (as two processes behind a load balancer), with config overrides;
   * `inject` on it directly. Closed with the test app.
   */
  instance(config?: Partial<AppConfig>): Promise<FastifyInstance>;
  /** A fingerprint of every table's rows: equal before and after a refused call means nothing changed. */
  fingerprint(): Promise<string>;
  /** Sends a call that must be refused; checks status and message, and that the whole database is unchanged. */
  expectRefused(opts: InjectOptions & { cookie?: string }, status: number, message: string): Promise<void>;
  /** `expectRefused` for a call through its contract (arguments as `call` takes them, unchecked: refusals send bad ones). */
  expectCallRefused(
    endpoint: Endpoint,
    args: { params?: unknown; query?: unknown; body?: unknown },
    status: number,
    message: string,
    opts?: { cookie?: string },
  ): Promise<void>;
  close(): Promise<void>;
}

/**
 * Tables a refused call may legitimately change: sign-in attempt counters count refusals by design. Every other
 * table, sessions and idempotency keys included, must be byte-for-byte the same after a refusal.
 */
const FINGERPRINT_EXCLUDED = new Set(['rate_limit_counters']);

/** Options of a test app. */
export interface TestAppOptions {
  config?: Partial<AppConfig>;
  /** Demo world scale to seed (0 = only hubs, pilots and demo accounts). */
  seedScale?: number;
}

/**
 * Opens a fresh database: in-memory PGlite, or a new PostgreSQL database dropped again by `drop`. With `fromTemplate`,
 * a copy of the run's template of that world scale (migrated and seeded once per run: helpers/templates.ts), when
 * there is one; without, or when there is none, an empty database.
 */
export async function freshDatabase(fromTemplate?: number): Promise<{ database: Database; kind: 'pglite' | 'postgres'; drop: () => Promise<void> }> {
  const baseUrl = process.env.DATABASE_URL;
  if (!baseUrl) {
    const template = fromTemplate === undefined ? null : pgliteTemplate(fromTemplate);
    const database = await openDatabase({ kind: 'pglite', dataDir: 'memory://' }, template ? { pgliteTemplate: template } : {});
    return { database, kind: 'pglite', drop: () => database.close() };
  }
  const template = fromTemplate === undefined ? null : postgresTemplate(fromTemplate);
  const name = `hub_test_${process.pid}_${crypto.randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  await admin.query(template ? `create database "${name}" template "${template}"` : `create database "${name}"`);
  await admin.end();
  const database = await openDatabase({ kind: 'postgres', url: databaseUrl(baseUrl, name) });
  return {
    database,
    kind: 'postgres',
    drop: async () => {
      await database.close();
      const c = new pg.Client({ connectionString: baseUrl });
      await c.connect();
      // Wait for the closed pool's backends to go: forcing the drop while one is still ending makes its client
      // receive a FATAL after it was released, which surfaces as an unhandled error in the next test file.
      for (let i = 0; i < 50; i++) {
        const { rows } = await c.query('select count(*)::int as n from pg_stat_activity where datname = $1', [name]);
        if (rows[0].n === 0) break;
        await new Promise((r) => setTimeout(r, 100));
      }
      await c.query(`drop database if exists "${name}" with (force)`);
      await c.end();
    },
  };
}

/** Builds the app on a fresh database with demo sign-in on and a silent logger. */
export async function createTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const { database, kind, drop } = await freshDatabase(options.seedScale ?? 0);
  // Uploads of a test app never land in the repository's .data: a temp dir unless the test chose one (UPLOAD_DIR).
  const ownUploadDir = process.env.UPLOAD_DIR ? null : fs.mkdtempSync(path.join(os.tmpdir(), 'hub-test-uploads-'));
  const configOf = (overrides?: Partial<AppConfig>): Partial<AppConfig> => ({
    demoLogin: true,
    seedOnStart: true,
    seedScale: options.seedScale ?? 0,
    authRateLimitMax: 1000,
    webRoot: undefined,
    oidc: undefined,
    ldap: undefined,
    fileStorage: { kind: 'disk', dir: process.env.UPLOAD_DIR ?? ownUploadDir! },
    // Suites upload many files quickly; the quota tests set their own limits. No background sweep in tests.
    uploads: { perMinute: 100_000, bytesPerHour: 1e12, orphanMaxAgeMinutes: 24 * 60, sweepIntervalMinutes: 0 },
    // OFD tasks stay in progress unless a test finishes them (finishOfdTask): no timer changes the world mid-test.
    ofdTaskFinishMs: 0,
    // The test clock route is registered, so the generated fuzz, CSRF and role suites and the contract test cover it.
    testClock: true,
    // Likewise the world reset (its snapshot is taken once the database is seeded).
    testReset: true,
    // Live streams end quickly here: the generated suites call every route, and a stream would otherwise stay open.
    live: { streamMaxMs: 300, heartbeatMs: 100, batchMs: 20, pollMs: 20 },
    ...options.config,
    ...overrides,
  });
  const app = await buildApp({ database, logger: false, config: configOf() });
  const instances: FastifyInstance[] = [];
  const request = (opts: InjectOptions & { cookie?: string }) => {
    const { cookie, headers, ...rest } = opts;
    return app.inject({
      ...rest,
      headers: { [CSRF_HEADER]: CSRF_HEADER_VALUE, ...(cookie ? { cookie } : {}), ...headers },
    });
  };
  const login = async (email: string) => {
    const res = await request({ method: 'POST', url: '/logistics/api/auth/demo-login', payload: { email } });
    if (res.statusCode !== 200) throw new Error(`demo login ${email} failed: ${res.statusCode} ${res.body}`);
    return sessionCookieOf(res);
  };
  // One statement for every table (the list is read once: no test file changes the schema): the generated suites take
  // a fingerprint before and after each refused call, and a round trip per table made that their main cost.
  let fingerprintQuery: SQL | null = null;
  const fingerprint = async () => {
    if (!fingerprintQuery) {
      const tables = rowsOf<{ name: string }>(
        await database.db.execute(
          sql`select table_name as name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
        ),
      )
        .map((r) => r.name)
        .filter((name) => !FINGERPRINT_EXCLUDED.has(name) && !name.startsWith('__drizzle'));
      fingerprintQuery = sql.join(
        tables.map(
          (name) => sql`(select ${name}::text as name, md5(coalesce(string_agg(t::text, '|' order by t::text), '')) as d from ${sql.identifier(name)} t)`,
        ),
        sql` union all `,
      );
    }
    const rows = rowsOf<{ name: string; d: string | null }>(await database.db.execute(fingerprintQuery));
    return rows
      .sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0))
      .map((r) => `${r.name}:${r.d ?? ''}`)
      .join('\n');
  };
  /** Method, URL and body of a call through its contract. */
  const callOptions = (endpoint: Endpoint, args: unknown): InjectOptions => {
    const { body } = args as { body?: unknown };
    return {
      method: endpoint.method,
      url: endpointUrl(endpoint, args as { params?: unknown; query?: unknown }),
      ...(body === undefined ? {} : { payload: body as InjectOptions['payload'] }),
    };
  };
  const expectRefused = async (opts: InjectOptions & { cookie?: string }, status: number, message: string) => {
    const before = await fingerprint();
    const res = await request(opts);
    expect([res.statusCode, res.json().message]).toEqual([status, message]);
    expect(await fingerprint()).toBe(before);
  };
  return {
    app,
    database,
    kind,
    request,
    login,
    async loginAs(role: Role) {
      const user = DEMO_USERS.find((u) => u.roles.includes(role));
      if (!user) throw new Error(`no demo account has the role ${role}`);
      return login(user.email);
    },
    call(endpoint, args, opts = {}) {
      const headers: Record<string, string> = { ...opts.headers };
      if (opts.idempotencyKey) headers[IDEMPOTENCY_HEADER] = opts.idempotencyKey;
      return request({ ...callOptions(endpoint, args), cookie: opts.cookie, headers });
    },
    async instance(config) {
      const other = await buildApp({ database, logger: false, config: configOf({ seedOnStart: false, ...config }) });
      instances.push(other);
      return other;
    },
    fingerprint,
    expectRefused,
    expectCallRefused(endpoint, args, status, message, opts = {}) {
      return expectRefused({ ...callOptions(endpoint, args), cookie: opts.cookie }, status, message);
    },
    async close() {
      // The world's invariants hold after whatever this file did (item sums, one OFD per zone, ...).
      const problems = await checkWorldConsistency(database.db);
      for (const other of instances) await other.close();
      await app.close();
      await drop();
      if (ownUploadDir) fs.rmSync(ownUploadDir, { recursive: true, force: true });
      if (problems.length) throw new Error(`The database is inconsistent after this test file:\n${problems.join('\n')}`);
    },
  };
}

/** The `hub_session=...` pair from a response's Set-Cookie. */
export function sessionCookieOf(res: LightMyRequestResponse): string {
  const c = res.cookies.find((x) => x.name === 'hub_session');
  if (!c) throw new Error('no hub_session cookie in response');
  return `hub_session=${c.value}`;
}
