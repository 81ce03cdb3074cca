import { type FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { type Database, type Db } from '../../db/client';
import { callAwareDb } from '../../db/request-transaction';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Drizzle database (PGlite or PostgreSQL); inside a write call, that call's transaction (db/request-transaction.ts).
     */
    db: Db;
    /** The open database with its kind and startup lock. */
    database: Database;
  }
}

/** Makes the database available as `app.db`; closes it with the app when the app opened it. */
export const dbPlugin = fp(
  async (app: FastifyInstance, opts: { database: Database; closeOnShutdown: boolean }) => {
    app.decorate('database', opts.database);
    app.decorate('db', callAwareDb(opts.database.db));
    if (opts.closeOnShutdown) app.addHook('onClose', async () => opts.database.close());
  },
  { name: 'db' },
);
