import { defineEndpoint } from '../endpoint';
import {
  adminUserParamsSchema,
  adminUserSchema,
  adminUsersQuerySchema,
  adminUsersResponseSchema,
  createAdminUserBodySchema,
  deactivateUserBodySchema,
  setUserHubsBodySchema,
  setUserRolesBodySchema,
  signOutEverywhereResponseSchema,
} from './users';

// Users, roles and hubs of users (docs/adr/013). An admin may do everything; a hub manager only in their own hubs
// (`adminOrHubManager`: the service narrows which roles and hubs they may change and whom they may act on). None of
// these calls takes an Idempotency-Key: each sets a state (roles, hubs, active or not) as a whole, so a repeat of the
// same request lands on the same state (a repeated invitation is a 409).
const area = 'admin';
/** How these calls meet hub scoping: they name users, not hubs; the service checks the user's hubs. */
const usersScope = {
  filtered: 'a hub manager reaches only users who work in one of their hubs or in none yet, and assigns only their own hubs (the service checks)',
} as const;

/** GET /admin/users: users (search over email and name, role, hub, status), by email, one page. */
export const getAdminUsers = defineEndpoint({
  name: 'getAdminUsers',
  method: 'GET',
  path: '/admin/users',
  area,
  summary: 'Users by email: search over email and name, role, hub and status filters, paging',
  access: 'adminOrHubManager',
  hub: usersScope,
  query: adminUsersQuerySchema,
  response: adminUsersResponseSchema,
});

/** GET /admin/users/{userId}. */
export const getAdminUser = defineEndpoint({
  name: 'getAdminUser',
  method: 'GET',
  path: '/admin/users/:userId',
  area,
  summary: 'One user with roles, hubs and status',
  access: 'adminOrHubManager',
  hub: usersScope,
  params: adminUserParamsSchema,
  response: adminUserSchema,
  errors: [404],
});

/** POST /admin/users: invite (pre-create) a user; they sign in later (single sign-on, directory, or demo). */
export const createAdminUser = defineEndpoint({
  name: 'createAdminUser',
  method: 'POST',
  path: '/admin/users',
  area,
  summary: 'Invite a user (email, name, roles, hubs); 409 when the email exists',
  access: 'adminOrHubManager',
  hub: usersScope,
  body: createAdminUserBodySchema,
  response: adminUserSchema,
  errors: [404, 409],
});

/** PUT /admin/users/{userId}/roles: replace the user's roles. */
export const setUserRoles = defineEndpoint({
  name: 'setUserRoles',
  method: 'PUT',
  path: '/admin/users/:userId/roles',
  area,
  summary: "Replace a user's roles (a hub manager grants only hubExecutive, hubPsvExecutive, hubPsvManager, routingExecutive)",
  access: 'adminOrHubManager',
  hub: usersScope,
  params: adminUserParamsSchema,
  body: setUserRolesBodySchema,
  response: adminUserSchema,
  errors: [404, 409],
});

/** PUT /admin/users/{userId}/hubs: all hubs, or replace the user's hubs. */
export const setUserHubs = defineEndpoint({
  name: 'setUserHubs',
  method: 'PUT',
  path: '/admin/users/:userId/hubs',
  area,
  summary: "Replace a user's hubs, or give all hubs (admin only); a hub manager changes only hubs they work in",
  access: 'adminOrHubManager',
  hub: usersScope,
  params: adminUserParamsSchema,
  body: setUserHubsBodySchema,
  response: adminUserSchema,
  errors: [404],
});

/** POST /admin/users/{userId}/deactivate: the account can no longer sign in; every session of it ends at once. */
export const deactivateUser = defineEndpoint({
  name: 'deactivateUser',
  method: 'POST',
  path: '/admin/users/:userId/deactivate',
  area,
  summary: 'Deactivate a user with a reason; ends every session and live stream of theirs',
  access: 'adminOrHubManager',
  hub: usersScope,
  params: adminUserParamsSchema,
  body: deactivateUserBodySchema,
  response: adminUserSchema,
  errors: [404, 409],
});

/** POST /admin/users/{userId}/reactivate: the account can sign in again. */
export const reactivateUser = defineEndpoint({
  name: 'reactivateUser',
  method: 'POST',
  path: '/admin/users/:userId/reactivate',
  area,
  summary: 'Reactivate a deactivated user',
  access: 'adminOrHubManager',
  hub: usersScope,
  params: adminUserParamsSchema,
  response: adminUserSchema,
  errors: [404, 409],
});

/** POST /admin/users/{userId}/sign-out-everywhere: an admin ends every session of a user (a lost device). */
export const signOutUserEverywhere = defineEndpoint({
  name: 'signOutUserEverywhere',
  method: 'POST',
  path: '/admin/users/:userId/sign-out-everywhere',
  area,
  summary: 'End every session and live stream of a user (admin)',
  access: 'admin',
  hub: { none: 'admins act on every user' },
  params: adminUserParamsSchema,
  response: signOutEverywhereResponseSchema,
  errors: [404],
});
