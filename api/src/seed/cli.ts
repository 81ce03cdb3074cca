import { loadConfig } from '../config';
import { isEmpty, openDatabase } from '../db/client';
import { checkWorldConsistency, seedDatabase } from './index';

/** `pnpm seed -- --scale N [--check]`: migrates and seeds the configured (empty) database, then optionally checks it. */
async function main(): Promise<void> {
  const args = process.argv.slice(2);
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
      const problems = await checkWorldConsistency(database.db);
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
