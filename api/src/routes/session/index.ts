import { eq } from 'drizzle-orm';
import { type FastifyPluginAsync } from 'fastify';
import { getSessionInfo } from '@hub/shared/contracts';
import { users } from '../../db/schema';
import { registerEndpoint } from '../../lib/endpoint-route';

/** GET /sessionInfo: the signed-in user (roles, name, email, profileImageUri, last sign-in). */
export const sessionRoutes: FastifyPluginAsync = async (app) => {
  registerEndpoint(app, getSessionInfo, async ({ request }) => {
    const u = request.user!;
    // Read here, not on every request's session check: only this call shows it.
    const [row] = await app.db.select({ lastLoginAt: users.lastLoginAt }).from(users).where(eq(users.id, u.id));
    return { user: { roles: u.roles, name: u.name, email: u.email, profileImageUri: u.profileImageUri, lastLoginAt: row?.lastLoginAt?.getTime() ?? null } };
  });
};
