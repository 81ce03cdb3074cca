import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { type Database, dumpPgliteDataDir, openDatabase } from '../../src/db/client';
import { takeWorldSnapshot } from '../../src/db/world-snapshot';
import { seedDatabase } from '../../src/seed';

/**
 * Template databases: the suite migrates and seeds each world scale the tests use once per run (jest globalSetup),
 * and every test file starts from a copy (docs/adr/011-test-isolation.md). PGlite: a dumped data directory loaded into
 * a new in-memory database (~0.3 s instead of ~2-3 s of initdb, migrations and seed). PostgreSQL: CREATE DATABASE ...
 * TEMPLATE. A scale without a template (none built, or a file run outside the suite's setup) falls back to a fresh
 * database that the app migrates and seeds itself.
 */
export const TEMPLATE_SCALES = [0, 1] as const;

/** Where the templates of this run are (set by globalSetup, read by the workers it starts). */
const ENV = 'HUB_TEST_TEMPLATES';

interface TemplateIndex {
  /** PGlite: the directory holding `scale-<n>.tar`. */
  dir: string;
  /** PostgreSQL (when DATABASE_URL is set): scale -> template database name. */
  postgres: Record<string, string>;
}

const readIndex = (): TemplateIndex | null => {
  const raw = process.env[ENV];
  return raw ? (JSON.parse(raw) as TemplateIndex) : null;
};

/** The URL of `name` on the DATABASE_URL server. */
export function databaseUrl(baseUrl: string, name: string): string {
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

async function adminQuery(baseUrl: string, text: string): Promise<void> {
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  try {
    await admin.query(text);
  } finally {
    await admin.end();
  }
}

/** Migrates and seeds one database as createTestApp's app would (plus the reset snapshot its config asks for). */
async function prepare(database: Database, scale: number): Promise<void> {
  await database.migrate();
  await seedDatabase(database.db, { scale });
  await takeWorldSnapshot(database.db);
}

/** jest globalSetup: builds every template and publishes where they are. */
export async function buildTemplates(): Promise<void> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'hub-test-templates-'));
  const index: TemplateIndex = { dir, postgres: {} };
  const baseUrl = process.env.DATABASE_URL;
  for (const scale of TEMPLATE_SCALES) {
    if (baseUrl) {
      const name = `hub_tpl_${process.pid}_${crypto.randomBytes(3).toString('hex')}_s${scale}`;
      await adminQuery(baseUrl, `create database "${name}"`);
      const database = await openDatabase({ kind: 'postgres', url: databaseUrl(baseUrl, name) });
      try {
        await prepare(database, scale);
      } finally {
        await database.close();
      }
      index.postgres[String(scale)] = name;
    } else {
      const database = await openDatabase({ kind: 'pglite', dataDir: 'memory://' });
      try {
        await prepare(database, scale);
        const blob = await dumpPgliteDataDir(database);
        fs.writeFileSync(path.join(dir, `scale-${scale}.tar`), Buffer.from(await blob.arrayBuffer()));
      } finally {
        await database.close();
      }
    }
  }
  process.env[ENV] = JSON.stringify(index);
}

/** jest globalTeardown: removes the templates. */
export async function dropTemplates(): Promise<void> {
  const index = readIndex();
  if (!index) return;
  fs.rmSync(index.dir, { recursive: true, force: true });
  const baseUrl = process.env.DATABASE_URL;
  if (baseUrl) {
    for (const name of Object.values(index.postgres)) await adminQuery(baseUrl, `drop database if exists "${name}" with (force)`);
  }
}

/** PGlite: the template of `scale` as a blob, or null when there is none. */
export function pgliteTemplate(scale: number): Blob | null {
  const index = readIndex();
  const file = index ? path.join(index.dir, `scale-${scale}.tar`) : '';
  return file && fs.existsSync(file) ? new Blob([fs.readFileSync(file)]) : null;
}

/** PostgreSQL: the template database of `scale`, or null when there is none. */
export function postgresTemplate(scale: number): string | null {
  return readIndex()?.postgres[String(scale)] ?? null;
}
