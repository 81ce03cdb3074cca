import { type AdminUser, type AdminUsersResponse } from '@hub/shared/contracts';
import { demoHubs } from '@hub/shared/testing';

/** A user as the admin calls answer them; fields default to an active hub executive of HUB-BLR-01. */
export const adminUser = (over: Partial<AdminUser> = {}): AdminUser => ({
  id: 'USR-0001',
  email: 'ravi@example.com',
  name: 'Ravi Kumar',
  roles: ['hubExecutive'],
  allHubs: false,
  hubs: ['HUB-BLR-01'],
  authSource: 'oidc',
  lastLoginAt: Date.UTC(2026, 10, 20, 9, 30),
  deactivatedAt: null,
  createdAt: Date.UTC(2026, 9, 1, 8, 0),
  ...over,
});

/** The demo hubs as GET /hub/hubNames answers an admin (every hub). */
export const ALL_HUBS = { hubNames: demoHubs.map((h) => ({ ...h })) };

/** One page of the users list. */
export const usersPage = (users: AdminUser[], over: Partial<AdminUsersResponse> = {}): AdminUsersResponse => ({
  users,
  total: users.length,
  page: 1,
  pageSize: 50,
  ...over,
});
