import { and, asc, eq } from 'drizzle-orm';
import { type AdminUser, adminUserSchema, createAdminUser, type CreateAdminUserBody } from '@hub/shared/contracts';
import { auditLog } from '../../../src/db/schema';
import { type TestApp } from '../../helpers/test-app';

let invited = 0;
/** A fresh email on the demo domain: an invited demo-domain account can use the demo sign-in, so tests sign in as it. */
export const demoEmail = (who: string) => `${who}.${++invited}@demo.hub`;

/** Invites a user through the api as `cookie` (an admin unless said otherwise) and returns the answer. */
export async function invite(t: TestApp, cookie: string, body: Partial<CreateAdminUserBody> & { email: string }): Promise<AdminUser> {
  const res = await t.call(createAdminUser, { body: { name: 'Invited Person', roles: [], hubs: [], ...body } }, { cookie });
  if (res.statusCode !== 200) throw new Error(`invite ${body.email}: ${res.statusCode} ${res.body}`);
  return adminUserSchema.parse(res.json());
}

/** Invites a user and signs in as them. */
export async function inviteAndLogin(t: TestApp, admin: string, body: Partial<CreateAdminUserBody> & { email: string }) {
  const user = await invite(t, admin, body);
  return { user, cookie: await t.login(user.email) };
}

/** The audit rows of one user, oldest first. */
/** The actions the admin service recorded about a user (the trigger's rows of the users table are its changes). */
export function auditOf(t: TestApp, userId: string) {
  return t.app.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entityType, 'user'), eq(auditLog.entityId, userId)))
    .orderBy(asc(auditLog.id));
}
