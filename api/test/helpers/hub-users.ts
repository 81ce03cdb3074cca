import crypto from 'node:crypto';
import { type Role } from '@hub/shared/contracts';
import { userHubs, users } from '../../src/db/schema';
import { type TestApp } from './test-app';

/** Who a test signs in as: roles, and the hubs they work in ('all' grants every hub, as admins and support get). */
export interface HubUserSpec {
  roles: readonly Role[];
  hubs: readonly string[] | 'all';
  /** Part of the email, to find the user in a failure message. */
  label?: string;
}

/**
 * Creates a user with exactly these roles and hubs in the test app's database and signs them in through the demo
 * sign-in (so the session is the product's own); returns the Cookie header value. Demo accounts work in fixed hubs:
 * hub scoping tests need a user of one hub, of all hubs, or of none (docs/adr/013).
 */
export async function signInWithHubs(t: TestApp, spec: HubUserSpec): Promise<string> {
  const suffix = crypto.randomBytes(4).toString('hex');
  const id = `USR-TEST-${suffix}`;
  const email = `${spec.label ?? (spec.roles.join('-') || 'nobody')}.${suffix}@test.hub`.toLowerCase();
  await t.app.db.insert(users).values({
    id,
    email,
    name: `Test ${spec.label ?? spec.roles.join(' ')}`,
    roles: [...spec.roles],
    isDemo: true,
    authSource: 'demo',
    allHubs: spec.hubs === 'all',
  });
  if (spec.hubs !== 'all' && spec.hubs.length) await t.app.db.insert(userHubs).values(spec.hubs.map((hubOrgUnitId) => ({ userId: id, hubOrgUnitId })));
  return t.login(email);
}
