import { z } from 'zod';
import { idText, TEXT_MAX, tooLong } from '../common/limits';
import { type Role, roleSchema } from '../session/roles';
import { ADMIN_HUBS_MAX, ADMIN_MESSAGES, ADMIN_ROLES_MAX, ADMIN_USERS_MAX_PAGE_SIZE, ADMIN_USERS_PAGE_SIZE } from './messages';

/** A user's status in the admin list: deactivated accounts cannot sign in. */
export const USER_STATUSES = ['active', 'deactivated'] as const;
export const userStatusSchema = z.enum(USER_STATUSES);
export type UserStatus = z.infer<typeof userStatusSchema>;

/** Where an account came from: the demo seed, a provider's first sign-in, or an admin's invitation (signs in later). */
export const AUTH_SOURCES = ['demo', 'oidc', 'ldap', 'invited'] as const;
export const authSourceSchema = z.enum(AUTH_SOURCES);
export type AuthSource = z.infer<typeof authSourceSchema>;

/**
 * Roles only an admin may grant or revoke: they open every hub's support tools, the admin area or a hub's staff
 * management. A hub manager grants the other four, in their own hubs.
 */
export const ADMIN_ONLY_ROLES = ['admin', 'supportTeam', 'hubManager'] as const satisfies readonly Role[];

/** True when a hub manager (not only an admin) may grant or revoke the role. */
export const hubManagerMayGrant = (role: Role): boolean => !(ADMIN_ONLY_ROLES as readonly Role[]).includes(role);

/** One user as every admin call answers it. Times are epoch milliseconds. */
export const adminUserSchema = z.object({
  id: z.string(),
  email: z.string(),
  name: z.string(),
  roles: z.array(roleSchema),
  /** Works in every hub (only an admin grants it). */
  allHubs: z.boolean(),
  /** The hubs the user works in (sorted; empty with allHubs). */
  hubs: z.array(z.string()),
  authSource: authSourceSchema,
  lastLoginAt: z.number().nullable(),
  deactivatedAt: z.number().nullable(),
  createdAt: z.number(),
});
export type AdminUser = z.infer<typeof adminUserSchema>;

/** An email as a person types it: trimmed, lowercased, validated. */
export const adminEmailSchema = z
  .string({ error: ADMIN_MESSAGES.emailRequired })
  .trim()
  .toLowerCase()
  .min(1, ADMIN_MESSAGES.emailRequired)
  .max(TEXT_MAX.email, tooLong('Email', TEXT_MAX.email))
  .email(ADMIN_MESSAGES.emailInvalid);

/** A person's name. */
export const adminNameSchema = z
  .string({ error: ADMIN_MESSAGES.nameRequired })
  .trim()
  .min(1, ADMIN_MESSAGES.nameRequired)
  .max(TEXT_MAX.name, tooLong('Name', TEXT_MAX.name));

/** A set of roles (a repeated role counts once). */
export const adminRolesSchema = z
  .array(roleSchema)
  .max(ADMIN_ROLES_MAX, ADMIN_MESSAGES.rolesTooMany)
  .transform((roles) => [...new Set(roles)]);

/** A set of hub ids (a repeated hub counts once). */
export const adminHubsSchema = z
  .array(idText('Hub id'))
  .max(ADMIN_HUBS_MAX, ADMIN_MESSAGES.hubsTooMany)
  .transform((hubs) => [...new Set(hubs)].sort());

/** Params of every /admin/users/{userId} call. */
export const adminUserParamsSchema = z.object({ userId: idText('User id') });
export type AdminUserParams = z.infer<typeof adminUserParamsSchema>;

/**
 * Query of GET /admin/users: search over email and name (case-insensitive), role, a hub the user works in, status,
 * 1-based page. Everything optional: no query gives the first 50 users by email.
 */
export const adminUsersQuerySchema = z.object({
  search: z.string().trim().max(TEXT_MAX.search, tooLong('Search', TEXT_MAX.search)).default(''),
  role: roleSchema.optional(),
  hubId: idText('Hub id').optional(),
  status: userStatusSchema.optional(),
  page: z.coerce.number().int('Page must be a whole number').min(1, 'Page must be at least 1').max(100_000, 'Page must be at most 100000').default(1),
  pageSize: z.coerce
    .number()
    .int('Page size must be a whole number')
    .min(1, 'Page size must be at least 1')
    .max(ADMIN_USERS_MAX_PAGE_SIZE, `Page size must be at most ${ADMIN_USERS_MAX_PAGE_SIZE}`)
    .default(ADMIN_USERS_PAGE_SIZE),
});
export type AdminUsersQuery = z.input<typeof adminUsersQuerySchema>;

/** GET /admin/users response: one page (by email) and the total matching the filters. */
export const adminUsersResponseSchema = z.object({
  users: z.array(adminUserSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type AdminUsersResponse = z.infer<typeof adminUsersResponseSchema>;

/** Body of POST /admin/users: invite (pre-create) a user, who signs in later with single sign-on or the directory. */
export const createAdminUserBodySchema = z.object({
  email: adminEmailSchema,
  name: adminNameSchema,
  roles: adminRolesSchema,
  allHubs: z.boolean().default(false),
  hubs: adminHubsSchema.default([]),
});
export type CreateAdminUserBody = z.input<typeof createAdminUserBodySchema>;

/** Body of PUT /admin/users/{userId}/roles: the whole set of roles (replaces the user's). */
export const setUserRolesBodySchema = z.object({ roles: adminRolesSchema });
export type SetUserRolesBody = z.input<typeof setUserRolesBodySchema>;

/** Body of PUT /admin/users/{userId}/hubs: all hubs, or the whole set of hubs (replaces the user's). */
export const setUserHubsBodySchema = z.object({ allHubs: z.boolean(), hubs: adminHubsSchema });
export type SetUserHubsBody = z.input<typeof setUserHubsBodySchema>;

/** Body of POST /admin/users/{userId}/deactivate: why (kept in the audit log). */
export const deactivateUserBodySchema = z.object({
  reason: z.string({ error: ADMIN_MESSAGES.reasonRequired }).trim().min(1, ADMIN_MESSAGES.reasonRequired).max(TEXT_MAX.text, tooLong('Reason', TEXT_MAX.text)),
});
export type DeactivateUserBody = z.input<typeof deactivateUserBodySchema>;

/** POST /admin/users/{userId}/sign-out-everywhere response: how many sessions ended. */
export const signOutEverywhereResponseSchema = z.object({ endedSessions: z.number().int() });
export type SignOutEverywhereResponse = z.infer<typeof signOutEverywhereResponseSchema>;
