import { type FastifyPluginAsync } from 'fastify';
import {
  createAdminUser,
  deactivateUser,
  getAdminUser,
  getAdminUsers,
  reactivateUser,
  setUserHubs,
  setUserRoles,
  signOutUserEverywhere,
} from '@hub/shared/contracts';
import { registerEndpoint } from '../../lib/endpoint-route';
import { createAdminUsersService } from './service';

/**
 * The admin area's users (docs/adr/013, api/README.md "Admin"): list, read, invite, roles, hubs, deactivate,
 * reactivate, sign out everywhere (the audit log they write is read in the `audit` area). Admins, and hub managers in
 * their own hubs (the service narrows).
 */
export const adminUsersRoutes: FastifyPluginAsync = async (app) => {
  const admin = createAdminUsersService(app);

  registerEndpoint(app, getAdminUsers, ({ query, user }) => admin.list(query, user));
  registerEndpoint(app, getAdminUser, ({ params, user }) => admin.get(params.userId, user));
  registerEndpoint(app, createAdminUser, ({ body, user }) => admin.create(body, user));
  registerEndpoint(app, setUserRoles, ({ params, body, user }) => admin.setRoles(params.userId, body.roles, user));
  registerEndpoint(app, setUserHubs, ({ params, body, user }) => admin.setHubs(params.userId, body.allHubs, body.hubs, user));
  registerEndpoint(app, deactivateUser, ({ params, body, user }) => admin.deactivate(params.userId, body.reason, user));
  registerEndpoint(app, reactivateUser, ({ params, user }) => admin.reactivate(params.userId, user));
  registerEndpoint(app, signOutUserEverywhere, ({ params, user }) => admin.signOutEverywhere(params.userId, user));
};
