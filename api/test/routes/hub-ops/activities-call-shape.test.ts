import { endpointUrl, getActivities, hubForbiddenMessage, type Manifest } from '@hub/shared/contracts';
import { createTestApp, type TestApp } from '../../helpers/test-app';
import { makeDispatchManifest } from './dispatch-kit';
import { makeInwardManifest } from './inward-kit';

// Spec 000 §7 lists GET /hubOps/hubApp/{hubId}/{activityViewType}/activities for the inward and dispatch flows with
// no other parameter. Without `movementType` the list holds both flows' manifests, each naming its movementType
// (docs/areas/inward.md "The manifest list's call shape").

let t: TestApp;
let exec: string;

beforeAll(async () => {
  t = await createTestApp();
  exec = await t.loginAs('hubExecutive');
});
afterAll(() => t.close());

const list = async (url: string) => {
  const res = await t.request({ method: 'GET', url, cookie: exec });
  expect(res.statusCode).toBe(200);
  return (res.json() as { activities: Manifest[] }).activities;
};
const url = (viewType: 'SELLER' | 'VEHICLE', query?: Record<string, string>) =>
  endpointUrl(getActivities, { params: { hubId: 'HUB-BLR-01', activityViewType: viewType }, query });
const ids = (rows: Manifest[]) => rows.map((m) => m.spaId);

describe('GET activities in the spec’s call shape (no movementType)', () => {
  it('answers 200 with the open inward and dispatch manifests of the view type, each naming its movementType', async () => {
    const inward = await makeInwardManifest(t.app.db, { items: [{ qty: 2 }] });
    const dispatch = await makeDispatchManifest(t.app.db, { items: [{ qty: 1 }] });
    const closed = await makeInwardManifest(t.app.db, { state: 'COMPLETED', items: [{ qty: 1 }] });
    const seller = await makeInwardManifest(t.app.db, { viewType: 'SELLER', items: [{ qty: 1 }] });

    const rows = await list('/logistics/api/hubOps/hubApp/HUB-BLR-01/VEHICLE/activities');
    expect(rows.find((m) => m.spaId === inward.spaId)?.movementType).toBe('HUB_INWARD');
    expect(rows.find((m) => m.spaId === dispatch.spaId)?.movementType).toBe('DISPATCH');
    expect(ids(rows)).not.toContain(closed.spaId);
    expect(ids(rows)).not.toContain(seller.spaId);
    expect(new Set(rows.map((m) => m.movementType))).toEqual(new Set(['HUB_INWARD', 'DISPATCH']));

    // It is the union of the two flows' lists, in the same order (newest first).
    const both = [...(await list(url('VEHICLE', { movementType: 'HUB_INWARD' }))), ...(await list(url('VEHICLE', { movementType: 'DISPATCH' })))];
    expect(new Set(ids(rows))).toEqual(new Set(ids(both)));
    expect(rows.map((m) => m.createdAtEpoch)).toEqual([...rows.map((m) => m.createdAtEpoch)].sort((a, b) => b - a));
  });

  it('still narrows to one flow with movementType, and closed ones only with includeCompleted', async () => {
    const inward = await makeInwardManifest(t.app.db, { items: [{ qty: 1 }] });
    const dispatch = await makeDispatchManifest(t.app.db, { state: 'COMPLETED', items: [{ qty: 1 }] });
    expect(ids(await list(url('VEHICLE', { movementType: 'DISPATCH' })))).not.toContain(inward.spaId);
    expect(ids(await list(url('VEHICLE', { movementType: 'HUB_INWARD' })))).toContain(inward.spaId);
    expect(ids(await list(url('VEHICLE')))).not.toContain(dispatch.spaId);
    expect(ids(await list(url('VEHICLE', { includeCompleted: 'true' })))).toEqual(expect.arrayContaining([inward.spaId, dispatch.spaId]));
  });

  it("refuses a movement type outside the two flows (400) and an unknown hub (403: not one of the user's)", async () => {
    const bad = await t.request({ method: 'GET', url: `${url('VEHICLE')}?movementType=ZONE_TO_ZONE`, cookie: exec });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('Movement type must be one of HUB_INWARD, DISPATCH');
    const hub = await t.request({ method: 'GET', url: '/logistics/api/hubOps/hubApp/HUB-NOPE/VEHICLE/activities', cookie: exec });
    expect([hub.statusCode, hub.json().message]).toEqual([403, hubForbiddenMessage('HUB-NOPE')]);
  });
});
