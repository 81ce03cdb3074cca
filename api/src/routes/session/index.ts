import { type FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorBodySchema, sessionInfoResponseSchema } from '@hub/shared/contracts';

/** GET /sessionInfo: the signed-in user (roles, name, email, profileImageUri). */
export const sessionRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/sessionInfo',
    {
      schema: {
        tags: ['session'],
        summary: 'The signed-in user',
        response: { 200: sessionInfoResponseSchema, 401: errorBodySchema },
      },
    },
    async (request) => {
      const u = request.user!;
      return { user: { roles: u.roles, name: u.name, email: u.email, profileImageUri: u.profileImageUri } };
    },
  );
};
