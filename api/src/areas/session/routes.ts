import { type FastifyPluginAsync } from 'fastify';
import { getSessionInfo } from '@hub/shared/contracts';
import { registerEndpoint } from '../../lib/endpoint-route';
import { createSessionService } from './service';

/** GET /sessionInfo: the signed-in user (roles, name, email, profileImageUri, last sign-in). */
export const sessionRoutes: FastifyPluginAsync = async (app) => {
  const session = createSessionService(app);

  registerEndpoint(app, getSessionInfo, ({ user }) => session.info(user));
};
