import { REASON_LIST_KEYS, REASON_LISTS } from '@hub/shared/contracts';
import { type Db } from '../db/client';
import { hubPilots, hubs, reasonListEntries, userHubs, users } from '../db/schema';
import { DEMO_HUBS, DEMO_USERS } from './demo-facts';

/** Inserts the fixed demo facts: hubs, their pilots, one account per role and the reason lists' defaults. Safe to re-run. */
export async function seedBaseFacts(db: Db): Promise<void> {
  await db
    .insert(hubs)
    .values(DEMO_HUBS.map(({ hubOrgUnitId, hubName, city }) => ({ hubOrgUnitId, hubName, city })))
    .onConflictDoNothing();
  const pilots = DEMO_HUBS.flatMap((h) => h.pilots.map((feature) => ({ hubOrgUnitId: h.hubOrgUnitId, feature })));
  if (pilots.length) await db.insert(hubPilots).values(pilots).onConflictDoNothing();
  await db
    .insert(users)
    .values(
      DEMO_USERS.map((u) => ({ id: u.id, email: u.email, name: u.name, roles: [...u.roles], isDemo: true, authSource: 'demo', allHubs: u.hubs === 'all' })),
    )
    .onConflictDoNothing();
  const grants = DEMO_USERS.flatMap((u) => (u.hubs === 'all' ? [] : u.hubs.map((hubOrgUnitId) => ({ userId: u.id, hubOrgUnitId }))));
  if (grants.length) await db.insert(userHubs).values(grants).onConflictDoNothing();
  // The reason lists an admin maintains start from the contracts' defaults; a list an admin already saved is left as is.
  const saved = new Set((await db.selectDistinct({ listKey: reasonListEntries.listKey }).from(reasonListEntries)).map((r) => r.listKey));
  const reasons = REASON_LIST_KEYS.filter((key) => !saved.has(key)).flatMap((listKey) =>
    REASON_LISTS[listKey].defaults.map((d, position) => ({ listKey, code: d.code, label: d.label, position })),
  );
  if (reasons.length) await db.insert(reasonListEntries).values(reasons).onConflictDoNothing();
}
