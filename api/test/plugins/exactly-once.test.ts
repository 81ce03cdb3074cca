import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';
import { and, eq, sql } from 'drizzle-orm';
import {
  CSRF_HEADER,
  CSRF_HEADER_VALUE,
  endpointUrl,
  getHealth,
  IDEMPOTENCY_HEADER,
  updateInwardItems,
  type UpdateInwardItemsBody,
} from '@hub/shared/contracts';
import { rowsOf } from '../../src/db/client';
import { activityItems, auditLog, idempotencyKeys, itemAssociations } from '../../src/db/schema';
import { type CrashPoint } from '../../src/lib/crash-points';
import { describeOnPostgres } from '../helpers/concurrency';
import { freePort } from '../helpers/free-port';
import { databaseUrl } from '../helpers/templates';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { makeInwardManifest } from '../routes/hub-ops/inward-kit';

// Exactly once across a crash (issue 34, docs/adr/015): an api process is killed (SIGKILL: no shutdown, no cleanup) at
// each point of a write call: after the Idempotency-Key is claimed, after the write, after the answer is stored, and
// after the commit (before the answer reaches the device). The device retries with the same key on another instance:
// the scan is counted exactly once every time, and a retry after the commit is answered from the stored answer.
// PostgreSQL only: a killed process's transaction must be rolled back by a database that outlives it.

const API_ROOT = path.resolve(__dirname, '..', '..');
const POINTS: CrashPoint[] = ['call:after-claim', 'call:after-write', 'call:after-answer', 'call:after-commit'];

let t: TestApp;
let exec: string;
let url: string;
let bundle: string;

/**
 * The api bundled once for the file (esbuild, as api/build.mjs bundles it, about a second), under api/ so its external
 * packages resolve from api/node_modules: four processes started from source with tsx cost CI half a minute of CPU.
 */
async function bundleServer(): Promise<string> {
  const outdir = path.join(API_ROOT, '.test-build', `exactly-once-${process.pid}`);
  await build({
    entryPoints: { server: path.join(API_ROOT, 'src/server.ts') },
    outdir,
    bundle: true,
    platform: 'node',
    target: 'node20',
    format: 'cjs',
    logLevel: 'silent',
    external: ['@electric-sql/pglite', 'pg-native', '@fastify/swagger-ui'],
  });
  return path.join(outdir, 'server.js');
}

/** Starts the api (the bundle) on the test's database, armed to kill itself at `point`; resolves once it answers. */
async function startArmed(point: CrashPoint): Promise<{ port: number; child: ChildProcess; exited: Promise<NodeJS.Signals | number | null> }> {
  const port = await freePort();
  const child = spawn(process.execPath, [bundle], {
    cwd: API_ROOT,
    env: {
      ...process.env,
      MIGRATIONS_DIR: path.join(API_ROOT, 'src', 'db', 'migrations'),
      DATABASE_URL: url,
      PORT: String(port),
      HOST: '127.0.0.1',
      NODE_ENV: 'test',
      SEED_ON_START: 'false',
      DEMO_LOGIN: 'true',
      API_CRASH_AT: point,
      LOG_LEVEL: 'silent',
      WEB_ROOT: '',
      NODE_OPTIONS: '',
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr?.on('data', (d: Buffer) => (stderr += d.toString()));
  const exited = new Promise<NodeJS.Signals | number | null>((resolve) => child.once('exit', (code, signal) => resolve(signal ?? code)));
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null) throw new Error(`the api did not start: ${stderr}`);
    try {
      const res = await fetch(`http://127.0.0.1:${port}${endpointUrl(getHealth, {})}`);
      if (res.ok) break;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  return { port, child, exited };
}

const inwardBody = (m: { hub: string; spaId: string }, itemId: string, associationId: number): UpdateInwardItemsBody => ({
  itemId,
  hubOrgUnitId: m.hub,
  metaData: { spaId: m.spaId },
  associationDetail: [{ associationId, units: 1 }],
});

describeOnPostgres('exactly once across a crash (one write call = one transaction)', () => {
  beforeAll(async () => {
    bundle = await bundleServer();
    t = await createTestApp();
    exec = await t.loginAs('hubExecutive');
    const [row] = rowsOf<{ name: string }>(await t.database.db.execute(sql`select current_database() as name`));
    url = databaseUrl(process.env.DATABASE_URL ?? '', row!.name);
  });
  afterAll(async () => {
    await t?.close();
    if (bundle) fs.rmSync(path.dirname(bundle), { recursive: true, force: true });
  });

  it.each(POINTS)('a scan whose api dies at %s is counted once when the device retries the key', async (point) => {
    const m = await makeInwardManifest(t.database.db, { items: [{ qty: 10, picked: 4 }] });
    const { itemId, associationId } = m.items[0]!;
    const key = `crash-${point.replace(/\W/g, '-')}-${m.spaId}`;
    const body = inwardBody(m, itemId, associationId);
    const path = endpointUrl(updateInwardItems, { query: { activityViewType: 'VEHICLE' } });

    const api = await startArmed(point);
    // The device's request: the process dies under it, so the device hears nothing back.
    const sent = fetch(`http://127.0.0.1:${api.port}${path}`, {
      method: updateInwardItems.method,
      headers: { 'content-type': 'application/json', cookie: exec, [CSRF_HEADER]: CSRF_HEADER_VALUE, [IDEMPOTENCY_HEADER]: key },
      body: JSON.stringify(body),
    });
    await expect(sent).rejects.toThrow();
    expect(await api.exited).toBe('SIGKILL');

    const committed = point === 'call:after-commit';
    const line = async () =>
      (
        await t.database.db
          .select({ done: activityItems.doneQty })
          .from(activityItems)
          .where(and(eq(activityItems.spaId, m.spaId), eq(activityItems.itemId, itemId)))
      )[0]!.done;
    // Before the commit the killed process's transaction rolled back whole: no count, no key, no audit row.
    expect(await line()).toBe(committed ? 5 : 4);
    const keys = await t.database.db.select().from(idempotencyKeys).where(eq(idempotencyKeys.key, key));
    expect(keys.map((k) => k.statusCode)).toEqual(committed ? [200] : []);

    // The retry, at once (no stale-claim wait), on another instance: counted once in all.
    const retry = await t.call(updateInwardItems, { query: { activityViewType: 'VEHICLE' }, body }, { cookie: exec, idempotencyKey: key });
    expect(retry.statusCode).toBe(200);
    expect(retry.headers['idempotent-replayed']).toBe(committed ? 'true' : undefined);
    expect(await line()).toBe(5);
    const [association] = await t.database.db.select().from(itemAssociations).where(eq(itemAssociations.id, associationId));
    expect(association!.pickedQty).toBe(5);
    // One audited change of the line, under the key.
    const audited = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityType, 'activity_items'), eq(auditLog.itemId, itemId), eq(auditLog.action, 'update')));
    expect(audited.map((a) => [a.before, a.after, a.idempotencyKey, a.operation])).toEqual([[{ done_qty: 4 }, { done_qty: 5 }, key, 'updateInwardItems']]);
  });
});
