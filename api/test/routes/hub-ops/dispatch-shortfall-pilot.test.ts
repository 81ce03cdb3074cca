import { and, eq } from 'drizzle-orm';
import { endpointUrl, getActivities, PILOT_REFUSALS, setDispatchQuantities, type Manifest } from '@hub/shared/contracts';
import { activityGroups, hubPilots, itemDiscrepancies } from '../../../src/db/schema';
import { createTestApp, type TestApp } from '../../helpers/test-app';
import { itemState } from '../../helpers/world-fixtures';
import { makeDispatchManifest } from './dispatch-kit';

// DISPATCH_SHORTFALL takes effect at run time (docs/adr/012 §3): the hub's pilot, switched in the database while the
// api runs, changes the manifest list's blockShortfallMarking and whether one card's shortfall write (spec 000 §2, §4)
// is taken, at the next call: no restart, no reseed. The seeded activity_groups.block_shortfall_marking is not read.

let t: TestApp;
let exec: string;

beforeAll(async () => {
  t = await createTestApp();
  exec = await t.loginAs('hubExecutive');
});
afterAll(() => t.close());

const db = () => t.app.db;
const HUB = 'HUB-BLR-01';
const pilotOn = () => db().insert(hubPilots).values({ hubOrgUnitId: HUB, feature: 'DISPATCH_SHORTFALL' }).onConflictDoNothing();
const pilotOff = () =>
  db()
    .delete(hubPilots)
    .where(and(eq(hubPilots.hubOrgUnitId, HUB), eq(hubPilots.feature, 'DISPATCH_SHORTFALL')));
afterEach(() => pilotOn());

/** The manifest as the dispatch selection lists it. */
async function listed(spaId: string): Promise<Manifest> {
  const res = await t.call(getActivities, { params: { hubId: HUB, activityViewType: 'VEHICLE' }, query: { movementType: 'DISPATCH' } }, { cookie: exec });
  expect(res.statusCode).toBe(200);
  return (res.json().activities as Manifest[]).find((a) => a.spaId === spaId)!;
}

describe('DISPATCH_SHORTFALL read at every call', () => {
  it("the manifest list's blockShortfallMarking follows the pilot, not the seeded column", async () => {
    const m = await makeDispatchManifest(db(), { hub: HUB, items: [{ qty: 2 }] });
    // The column says the opposite of the pilot each time: the answer must follow the pilot.
    await db().update(activityGroups).set({ blockShortfallMarking: true }).where(eq(activityGroups.activityGroupId, m.activityGroupId));
    expect((await listed(m.spaId)).blockShortfallMarking).toBe(false);
    await pilotOff();
    await db().update(activityGroups).set({ blockShortfallMarking: false }).where(eq(activityGroups.activityGroupId, m.activityGroupId));
    expect((await listed(m.spaId)).blockShortfallMarking).toBe(true);
    await pilotOn();
    expect((await listed(m.spaId)).blockShortfallMarking).toBe(false);
  });

  it("one card's shortfall write is refused without the pilot (nothing changed) and taken again once it is back", async () => {
    const m = await makeDispatchManifest(db(), { hub: HUB, items: [{ qty: 4, parts: [3, 1] }] });
    const [a1] = m.items[0]!.associationIds as [number, number];
    const card = {
      logisticsItemIds: [m.items[0]!.itemId],
      associationIds: [a1],
      dispatchedQuantity: 2,
      totalQuantity: 3,
      shortfallReason: 'PRODUCT_DAMAGED' as const,
    };
    const url = endpointUrl(setDispatchQuantities, { params: { hubId: HUB, id: m.spaId } });
    await pilotOff();
    await t.expectRefused({ method: 'POST', url, cookie: exec, payload: card }, 409, PILOT_REFUSALS.DISPATCH_SHORTFALL);
    await pilotOn();
    const res = await t.call(setDispatchQuantities, { params: { hubId: HUB, id: m.spaId }, body: card }, { cookie: exec });
    expect(res.statusCode).toBe(200);
    expect(res.json().items[0]).toMatchObject({ dispatchedQty: 2, dispatchStatus: 'PARTIALLY_DISPATCHED' });
    // Off again: refused again, on the very next call.
    await pilotOff();
    await t.expectRefused(
      { method: 'POST', url, cookie: exec, payload: { ...card, dispatchedQuantity: 3, shortfallReason: null } },
      409,
      PILOT_REFUSALS.DISPATCH_SHORTFALL,
    );
  });

  it('the whole-line write with a shortfall reason (the edit slide-up, spec 000 §5) does not need the pilot', async () => {
    const m = await makeDispatchManifest(db(), { hub: HUB, items: [{ qty: 5 }] });
    const itemId = m.items[0]!.itemId;
    await pilotOff();
    const res = await t.call(
      setDispatchQuantities,
      {
        params: { hubId: HUB, id: m.spaId },
        body: { logisticsItemIds: [itemId], dispatchedQuantity: 3, totalQuantity: 5, shortfallReason: 'PRODUCT_NOT_FOUND' },
      },
      { cookie: exec },
    );
    expect(res.statusCode).toBe(200);
    expect((await itemState(db(), itemId)).item.dispatchedQty).toBe(3);
    const rows = await db().select().from(itemDiscrepancies).where(eq(itemDiscrepancies.itemId, itemId));
    expect(rows.map((r) => [r.kind, r.qty, r.comment])).toEqual([['DISPATCH_SHORTFALL', 2, 'PRODUCT_NOT_FOUND']]);
  });
});
