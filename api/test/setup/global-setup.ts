import { buildTemplates } from '../helpers/templates';

/** Migrates and seeds the template databases once for the whole run (helpers/templates.ts). */
export default async function globalSetup(): Promise<void> {
  const t0 = Date.now();
  await buildTemplates();
  console.log(`\ntemplate databases ready in ${Date.now() - t0} ms (${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'})`);
}
