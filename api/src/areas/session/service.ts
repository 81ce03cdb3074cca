import { type FastifyInstance } from 'fastify';
import { type AuthUser } from '../../plugins/app/session';

/** The signed-in user as GET /sessionInfo shows it (spec 000 §7). */
export function createSessionService(app: FastifyInstance) {
  return {
    /** Roles, name, email, profileImageUri and the last sign-in. */
    async info(u: AuthUser) {
      // Read here, not on every request's session check: only this call shows it.
      const lastLoginAt = await app.repos.sessions.lastLoginAt(app.db, u.id);
      return {
        user: {
          roles: u.roles,
          name: u.name,
          email: u.email,
          profileImageUri: u.profileImageUri,
          lastLoginAt: lastLoginAt?.getTime() ?? null,
          allHubs: u.allHubs,
          hubs: [...u.hubs],
        },
      };
    },
  };
}
