import { type FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { type Repositories, repositories } from '../../repositories';

declare module 'fastify' {
  interface FastifyInstance {
    /** Data access by area; every function takes `app.db` or a transaction, so routes stay thin and writes compose. */
    repos: Repositories;
  }
}

/** Makes the repositories available as `app.repos` (one place a test or a route finds the SQL of an area). */
export const repositoriesPlugin = fp(
  async (app: FastifyInstance) => {
    app.decorate('repos', repositories);
  },
  { name: 'repositories', dependencies: ['db'] },
);
