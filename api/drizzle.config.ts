import { defineConfig } from 'drizzle-kit';

// Migrations are generated SQL, committed, and applied on start on PGlite and node-postgres alike.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema/index.ts',
  out: './src/db/migrations',
});
