import { loadConfig } from '../config';
import { isEmpty, openDatabase } from '../db/client';
import { checkDemoWorld, checkWorldConsistency, seedDatabase } from './index';

const HELP = `pnpm seed -- [--scale N] [--check]

Migrates and seeds the configured database, which must be empty (PGLITE_DIR, or DATABASE_URL for PostgreSQL).
  --scale N   world size: 0 = hubs, pilots and demo accounts only; 1 = the demo world; 100 = the benchmark world
              (default: SEED_SCALE, else 1). SEED_DATE=YYYY-MM-DD pins the world's day.
  --check     then checks the world's invariants and the demo world's facts (docs/world.md "The demo world").`;

/** `pnpm seed -- --scale N [--check]`: migrates and seeds the configured (empty) database, then optionally checks it. */
async function main(): Promise<void> {
  const args = process.argv.slice(2);
  if (args.includes('--help') || args.includes('-h')) {
    console.log(HELP);
    return;
  }
  const at = args.indexOf('--scale');
  const scale = at >= 0 ? Number(args[at + 1]) : loadConfig().seedScale;
  if (!Number.isFinite(scale) || scale < 0) throw new Error('--scale must be a non-negative number');
  const config = loadConfig();
  const database = await openDatabase(config.database);
  try {
    await database.migrate();
    const started = Date.now();
    await database.withStartupLock(async (db) => {
      if (!(await isEmpty(db))) {
        throw new Error('The database already has data. Point PGLITE_DIR or DATABASE_URL at an empty database to seed it.');
      }
      await seedDatabase(db, { scale, onProgress: (table, rows) => console.log(`  ${table}: ${rows} rows`) });
    });
    console.log(`Seeded scale ${scale} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    if (args.includes('--check')) {
      const problems = [...(await checkWorldConsistency(database.db)), ...(await checkDemoWorld(database.db))];
      if (problems.length) throw new Error(`Consistency check failed:\n${problems.join('\n')}`);
      console.log('Consistency checks passed');
    }
  } finally {
    await database.close();
  }
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
