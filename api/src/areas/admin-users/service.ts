import { type FastifyInstance } from 'fastify';
import {
  ADMIN_MESSAGES,
  type AdminUser,
  AUTH_SOURCES,
  type AuthSource,
  type createAdminUser,
  type EndpointBodyOut,
  type EndpointQueryOut,
  type getAdminUsers,
  hubForbiddenMessage,
  hubManagerMayGrant,
  hubNotFoundMessage,
  ROLES,
  type Role,
  type UserAuditAction,
  worksInHub,
} from '@hub/shared/contracts';
import { type Tx } from '../../db/client';
import { conflict, forbidden, notFound } from '../../lib/http-error';
import { type AuthUser } from '../../plugins/app/session';
import { type AdminUserRow, type UserReach } from './repository';

/**
 * Invited accounts with a demo email may use the demo sign-in (only servers with DEMO_LOGIN offer it); every other
 * invitee signs in with single sign-on or the directory, which finds the invited row by email.
 */
const DEMO_EMAIL_DOMAIN = '@demo.hub';
const knownRoles = new Set<string>(ROLES);
const authSources = new Set<string>(AUTH_SOURCES);

/** The answer every admin call gives for a user: roles the product knows, times as epoch ms. */
function toAdminUser(row: AdminUserRow): AdminUser {
  return {
    id: row.id,
    email: row.email,
    name: row.name,
    roles: row.roles.filter((r): r is Role => knownRoles.has(r)),
    allHubs: row.allHubs,
    hubs: row.allHubs ? [] : row.hubs,
    // Written only by the seed, the providers and this area; an unknown value reads as an invitation.
    authSource: (authSources.has(row.authSource) ? row.authSource : 'invited') as AuthSource,
    lastLoginAt: row.lastLoginAt?.getTime() ?? null,
    deactivatedAt: row.deactivatedAt?.getTime() ?? null,
    createdAt: row.createdAt.getTime(),
  };
}

const isAdmin = (actor: AuthUser) => actor.flags.isAdmin;
/** What a hub manager reaches (null: an admin reaches everyone). */
const reachOf = (actor: AuthUser): UserReach => (isAdmin(actor) ? null : { hubs: actor.allHubs ? 'all' : actor.hubs });
/** Elements of `a` not in `b`. */
const minus = <T>(a: readonly T[], b: readonly T[]) => a.filter((x) => !b.includes(x));

/**
 * Users, roles, hubs of users and deactivation, each recorded in the audit log (docs/adr/013, api/README.md "Admin").
 * An admin may do everything; a hub manager (the `adminOrHubManager` guard admits both) is narrowed here: the roles
 * they grant, the hubs they assign and the users they act on. Every write is one transaction with its audit row, under the area's lock.
 */
export function createAdminUsersService(app: FastifyInstance) {
  const repo = app.repos.adminUsers;

  /** 403 unless the actor may see and change this user (an admin always may). */
  function assertReach(actor: AuthUser, target: AdminUserRow): void {
    if (isAdmin(actor)) return;
    if (target.allHubs) throw forbidden(ADMIN_MESSAGES.onlyAdminAllHubsUser);
    if (target.hubs.length && !target.hubs.some((h) => worksInHub(actor, h))) throw forbidden(hubForbiddenMessage(target.hubs[0]!));
  }

  /** The hub an audit row is filed under: none for an admin; for a hub manager the first of theirs the change touches. */
  function auditHub(actor: AuthUser, touched: readonly string[]): string | null {
    if (isAdmin(actor)) return null;
    return touched.find((h) => worksInHub(actor, h)) ?? (actor.allHubs ? null : (actor.hubs[0] ?? null));
  }

  /** 404 naming the first hub that does not exist. */
  async function assertHubsExist(tx: Tx, hubIds: readonly string[]): Promise<void> {
    const found = await repo.existingHubs(tx, hubIds);
    const unknown = hubIds.find((h) => !found.has(h));
    if (unknown) throw notFound(hubNotFoundMessage(unknown));
  }

  /** The user, locked for the rest of the transaction (after the area's lock), or 404. */
  async function lockedUser(tx: Tx, id: string): Promise<AdminUserRow> {
    await repo.lockUsers(tx);
    const row = await repo.get(tx, id, true);
    if (!row) throw notFound(ADMIN_MESSAGES.userNotFound);
    return row;
  }

  /** Reads the user back in the transaction (its answer is what was committed). */
  async function reread(tx: Tx, id: string): Promise<AdminUserRow> {
    return (await repo.get(tx, id))!;
  }

  async function record(tx: Tx, actor: AuthUser, entityId: string, action: UserAuditAction, hub: string | null, before: unknown, after: unknown) {
    await app.repos.audit.record(tx, { actor, entityType: 'user', entityId, action, hubOrgUnitId: hub, before, after });
  }

  /** Ends the user's sessions on this instance at once (their rows went with the transaction): caches and live streams. */
  function sessionsGone(userId: string, sessionIds: string[]) {
    app.forgetUser(userId);
    app.sessionsEnded(sessionIds);
  }

  return {
    async list(query: EndpointQueryOut<typeof getAdminUsers>, actor: AuthUser) {
      const { rows, total } = await repo.page(app.db, { ...query, reach: reachOf(actor) });
      return { users: rows.map(toAdminUser), total, page: query.page, pageSize: query.pageSize };
    },

    async get(id: string, actor: AuthUser) {
      const row = await repo.get(app.db, id);
      if (!row) throw notFound(ADMIN_MESSAGES.userNotFound);
      assertReach(actor, row);
      return toAdminUser(row);
    },

    async create(body: EndpointBodyOut<typeof createAdminUser>, actor: AuthUser) {
      const hubs = body.allHubs ? [] : body.hubs;
      if (!isAdmin(actor)) {
        if (body.roles.some((r) => !hubManagerMayGrant(r))) throw forbidden(ADMIN_MESSAGES.onlyAdminGrantsRole);
        if (body.allHubs) throw forbidden(ADMIN_MESSAGES.onlyAdminAllHubs);
        if (hubs.some((h) => !worksInHub(actor, h))) throw forbidden(ADMIN_MESSAGES.onlyOwnHubs);
      }
      const row = await app.db
        .transaction(async (tx) => {
          await repo.lockUsers(tx);
          await assertHubsExist(tx, hubs);
          if (await repo.emailTaken(tx, body.email)) throw conflict(ADMIN_MESSAGES.emailExists);
          const id = await repo.insert(tx, { ...body, hubs, isDemo: body.email.endsWith(DEMO_EMAIL_DOMAIN) });
          const created = await reread(tx, id);
          const { email, name, roles, allHubs } = created;
          await record(tx, actor, id, 'create', auditHub(actor, hubs), null, { email, name, roles, allHubs, hubs: created.hubs });
          return created;
        })
        .catch((err: unknown) => {
          // A first sign-in of the same email between the check and the insert: the unique index decides.
          if (isUniqueViolation(err)) throw conflict(ADMIN_MESSAGES.emailExists);
          throw err;
        });
      return toAdminUser(row);
    },

    async setRoles(id: string, roles: Role[], actor: AuthUser) {
      const row = await app.db.transaction(async (tx) => {
        const target = await lockedUser(tx, id);
        if (!isAdmin(actor) && target.id === actor.id) throw forbidden(ADMIN_MESSAGES.notOwnRolesOrHubs);
        assertReach(actor, target);
        const current = target.roles.filter((r): r is Role => knownRoles.has(r));
        const changed = [...minus(roles, current), ...minus(current, roles)];
        if (!isAdmin(actor) && changed.some((r) => !hubManagerMayGrant(r))) throw forbidden(ADMIN_MESSAGES.onlyAdminGrantsRole);
        const demotesAdmin = current.includes('admin') && !roles.includes('admin') && !target.deactivatedAt;
        if (demotesAdmin && (await repo.otherActiveAdmins(tx, id)) === 0) throw conflict(ADMIN_MESSAGES.lastAdmin);
        await repo.setRoles(tx, id, roles);
        await record(tx, actor, id, 'grantRoles', auditHub(actor, target.hubs), { roles: target.roles }, { roles });
        return reread(tx, id);
      });
      // The change applies to the user's next request here; other instances within SESSION_CACHE_MS.
      app.forgetUser(id);
      return toAdminUser(row);
    },

    async setHubs(id: string, allHubs: boolean, hubs: string[], actor: AuthUser) {
      const next = allHubs ? [] : hubs;
      const row = await app.db.transaction(async (tx) => {
        const target = await lockedUser(tx, id);
        if (!isAdmin(actor) && target.id === actor.id) throw forbidden(ADMIN_MESSAGES.notOwnRolesOrHubs);
        assertReach(actor, target);
        const changed = [...minus(next, target.hubs), ...minus(target.hubs, next)].sort();
        if (!isAdmin(actor)) {
          if (allHubs) throw forbidden(ADMIN_MESSAGES.onlyAdminAllHubs);
          if (changed.some((h) => !worksInHub(actor, h))) throw forbidden(ADMIN_MESSAGES.onlyOwnHubs);
        }
        await assertHubsExist(tx, minus(next, target.hubs));
        await repo.setHubs(tx, id, allHubs, next);
        const before = { allHubs: target.allHubs, hubs: target.hubs };
        await record(tx, actor, id, 'assignHubs', auditHub(actor, changed.length ? changed : target.hubs), before, { allHubs, hubs: next });
        return reread(tx, id);
      });
      app.forgetUser(id);
      return toAdminUser(row);
    },

    async deactivate(id: string, reason: string, actor: AuthUser) {
      const { row, ended } = await app.db.transaction(async (tx) => {
        const target = await lockedUser(tx, id);
        if (target.id === actor.id) throw forbidden(ADMIN_MESSAGES.notOwnDeactivation);
        assertReach(actor, target);
        const targetIsAdmin = target.roles.includes('admin');
        if (targetIsAdmin && !isAdmin(actor)) throw forbidden(ADMIN_MESSAGES.onlyAdminDeactivatesAdmin);
        if (target.deactivatedAt) throw conflict(ADMIN_MESSAGES.alreadyDeactivated);
        // The actor is an active admin too, unless their session still carries a role taken away on another instance.
        if (targetIsAdmin && (await repo.otherActiveAdmins(tx, id)) === 0) throw conflict(ADMIN_MESSAGES.lastAdmin);
        const at = new Date();
        await repo.setDeactivatedAt(tx, id, at);
        // Every session ends with the deactivation, in the same transaction: no device stays signed in.
        const sessionIds = await repo.deleteSessions(tx, id);
        await record(
          tx,
          actor,
          id,
          'deactivate',
          auditHub(actor, target.hubs),
          { deactivatedAt: null },
          {
            deactivatedAt: at.toISOString(),
            reason,
            endedSessions: sessionIds.length,
          },
        );
        return { row: await reread(tx, id), ended: sessionIds };
      });
      sessionsGone(id, ended);
      return toAdminUser(row);
    },

    async reactivate(id: string, actor: AuthUser) {
      const row = await app.db.transaction(async (tx) => {
        const target = await lockedUser(tx, id);
        assertReach(actor, target);
        if (target.roles.includes('admin') && !isAdmin(actor)) throw forbidden(ADMIN_MESSAGES.onlyAdminDeactivatesAdmin);
        if (!target.deactivatedAt) throw conflict(ADMIN_MESSAGES.notDeactivated);
        await repo.setDeactivatedAt(tx, id, null);
        await record(tx, actor, id, 'reactivate', auditHub(actor, target.hubs), { deactivatedAt: target.deactivatedAt.toISOString() }, { deactivatedAt: null });
        return reread(tx, id);
      });
      app.forgetUser(id);
      return toAdminUser(row);
    },

    async signOutEverywhere(id: string, actor: AuthUser) {
      const ended = await app.db.transaction(async (tx) => {
        const target = await lockedUser(tx, id);
        const sessionIds = await repo.deleteSessions(tx, target.id);
        await record(tx, actor, id, 'signOutEverywhere', null, null, { endedSessions: sessionIds.length });
        return sessionIds;
      });
      sessionsGone(id, ended);
      return { endedSessions: ended.length };
    },
  };
}

/** True for a unique violation (PostgreSQL 23505), however deep the driver wrapped it. */
function isUniqueViolation(err: unknown): boolean {
  for (let e = err as { code?: string; cause?: unknown } | undefined; e; e = e.cause as typeof e) if (e.code === '23505') return true;
  return false;
}
