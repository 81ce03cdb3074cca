import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { type FastifyInstance, type InjectOptions, type LightMyRequestResponse } from 'fastify';
import pg from 'pg';
import { CSRF_HEADER, CSRF_HEADER_VALUE } from '@hub/shared/contracts';
import { buildApp } from '../../src/app';
import { type AppConfig } from '../../src/config';
import { type Database, openDatabase } from '../../src/db/client';

/** A built app on its own fresh database, plus request helpers. */
export interface TestApp {
  app: FastifyInstance;
  database: Database;
  /** Which database this run uses: PGlite in memory, or PostgreSQL when DATABASE_URL is set. */
  kind: 'pglite' | 'postgres';
  /** Signs in a demo account and returns the Cookie header value. */
  login(email: string): Promise<string>;
  /** `app.inject` with the client's CSRF header (and a cookie when given). */
  request(opts: InjectOptions & { cookie?: string }): Promise<LightMyRequestResponse>;
  close(): Promise<void>;
}

/** Options of a test app. */
export interface TestAppOptions {
  config?: Partial<AppConfig>;
  /** Demo world scale to seed (0 = only hubs, pilots and demo accounts). */
  seedScale?: number;
}

/** Opens a fresh database: in-memory PGlite, or a new PostgreSQL database dropped again by `drop`. */
export async function freshDatabase(): Promise<{ database: Database; kind: 'pglite' | 'postgres'; drop: () => Promise<void> }> {
  const baseUrl = process.env.DATABASE_URL;
  if (!baseUrl) {
    const database = await openDatabase({ kind: 'pglite', dataDir: 'memory://' });
    return { database, kind: 'pglite', drop: () => database.close() };
  }
  const name = `hub_test_${process.pid}_${crypto.randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  await admin.query(`create database "${name}"`);
  await admin.end();
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ kind: 'postgres', url: url.toString() });
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
  const { database, kind, drop } = await freshDatabase();
  // Uploads of a test app never land in the repository's .data: a temp dir unless the test chose one (UPLOAD_DIR).
  const ownUploadDir = process.env.UPLOAD_DIR ? null : fs.mkdtempSync(path.join(os.tmpdir(), 'hub-test-uploads-'));
  const app = await buildApp({
    database,
    logger: false,
    config: {
      demoLogin: true,
      seedOnStart: true,
      seedScale: options.seedScale ?? 0,
      authRateLimitMax: 1000,
      webRoot: undefined,
      oidc: undefined,
      ldap: undefined,
      fileStorage: { kind: 'disk', dir: process.env.UPLOAD_DIR ?? ownUploadDir! },
      ...options.config,
    },
  });
  const request = (opts: InjectOptions & { cookie?: string }) => {
    const { cookie, headers, ...rest } = opts;
    return app.inject({
      ...rest,
      headers: { [CSRF_HEADER]: CSRF_HEADER_VALUE, ...(cookie ? { cookie } : {}), ...headers },
    });
  };
  return {
    app,
    database,
    kind,
    request,
    async login(email: string) {
      const res = await request({ method: 'POST', url: '/logistics/api/auth/demo-login', payload: { email } });
      if (res.statusCode !== 200) throw new Error(`demo login ${email} failed: ${res.statusCode} ${res.body}`);
      return sessionCookieOf(res);
    },
    async close() {
      await app.close();
      await drop();
      if (ownUploadDir) fs.rmSync(ownUploadDir, { recursive: true, force: true });
    },
  };
}

/** The `hub_session=...` pair from a response's Set-Cookie. */
export function sessionCookieOf(res: LightMyRequestResponse): string {
  const c = res.cookies.find((x) => x.name === 'hub_session');
  if (!c) throw new Error('no hub_session cookie in response');
  return `hub_session=${c.value}`;
}
