import { type FastifyPluginAsync } from 'fastify';
import { getSessionInfo } from '@hub/shared/contracts';
import { registerEndpoint } from '../../lib/endpoint-route';

/** GET /sessionInfo: the signed-in user (roles, name, email, profileImageUri). */
export const sessionRoutes: FastifyPluginAsync = async (app) => {
  registerEndpoint(app, getSessionInfo, async (request) => {
    const u = request.user!;
    return { user: { roles: u.roles, name: u.name, email: u.email, profileImageUri: u.profileImageUri } };
  });
};
