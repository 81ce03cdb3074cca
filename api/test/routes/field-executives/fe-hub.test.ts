import { activeFesResponseSchema, enabledHubsResponseSchema, hubForbiddenMessage } from '@hub/shared/contracts';
import { createTestApp, type TestApp } from '../../helpers/test-app';
import { createFe, expectRefused as refuse } from './fe-test-kit';

let t: TestApp;
let manager: string;
let exec: string;
const HUB = '/logistics/api/field-executives/fe-hub';

beforeAll(async () => {
  t = await createTestApp();
  manager = await t.login('hub.manager@demo.hub');
  exec = await t.login('hub.exec@demo.hub');
});
afterAll(() => t.close());

const expectRefused = (opts: Parameters<TestApp['request']>[0], status: number, message: string) => refuse(t, opts, status, message);
const activeIds = async (hub: string) => {
  const res = await t.request({ method: 'GET', url: `${HUB}/hub/${hub}/active-fes`, cookie: manager });
  expect(res.statusCode).toBe(200);
  return activeFesResponseSchema.parse(res.json()).activeFes.map((f) => f.id);
};

describe('GET /fe-hub/enabled-hubs', () => {
  it('lists the hubs as a list of name and orgUnitId, sorted by name', async () => {
    const res = await t.request({ method: 'GET', url: `${HUB}/enabled-hubs`, cookie: manager });
    expect(enabledHubsResponseSchema.parse(res.json())).toEqual([
      { name: 'Bengaluru Central Hub', orgUnitId: 'HUB-BLR-01' },
      { name: 'Hyderabad East Hub', orgUnitId: 'HUB-HYD-02' },
      { name: 'Pune West Hub', orgUnitId: 'HUB-PUN-03' },
    ]);
  });
  it('is for hub managers only (403 "HubManager role is required." for a hub executive)', async () => {
    const res = await t.request({ method: 'GET', url: `${HUB}/enabled-hubs`, cookie: exec });
    expect([res.statusCode, res.json().message]).toEqual([403, 'HubManager role is required.']);
  });
});

describe('assign and deassign', () => {
  it('assigns an FE, lists it as active at the hub, and deassigns it', async () => {
    const fe = await createFe(t, manager);
    const res = await t.request({ method: 'POST', url: `${HUB}/assign`, cookie: manager, payload: { feId: fe, hubOrgUnitId: 'HUB-HYD-02' } });
    expect(res.json()).toEqual({ successful: true, message: 'Field Executive assigned to hub successfully' });
    expect(await activeIds('HUB-HYD-02')).toContain(fe);
    const search = await t.request({ method: 'GET', url: `/logistics/api/field-executives/search?identifier=${fe}`, cookie: manager });
    expect(search.json().assignedHubOrgUnitIds).toEqual(['HUB-HYD-02']);
    const off = await t.request({ method: 'PUT', url: `${HUB}/deassign`, cookie: manager, payload: { feId: fe, hubOrgUnitId: 'HUB-HYD-02' } });
    expect(off.json()).toEqual({ successful: true, message: 'Field Executive deassigned from hub successfully' });
    expect(await activeIds('HUB-HYD-02')).not.toContain(fe);
    // Deassigned FEs can be assigned again.
    const again = await t.request({ method: 'POST', url: `${HUB}/assign`, cookie: manager, payload: { feId: fe, hubOrgUnitId: 'HUB-HYD-02' } });
    expect(again.statusCode).toBe(200);
  });

  it('refuses a second assignment to the same hub with 409 "This Field Executive is already assigned to this hub"', async () => {
    const fe = await createFe(t, manager);
    await t.request({ method: 'POST', url: `${HUB}/assign`, cookie: manager, payload: { feId: fe, hubOrgUnitId: 'HUB-BLR-01' } });
    await expectRefused(
      { method: 'POST', url: `${HUB}/assign`, cookie: manager, payload: { feId: fe, hubOrgUnitId: 'HUB-BLR-01' } },
      409,
      'This Field Executive is already assigned to this hub',
    );
    // Another hub is fine.
    const pune = await t.request({ method: 'POST', url: `${HUB}/assign`, cookie: manager, payload: { feId: fe, hubOrgUnitId: 'HUB-PUN-03' } });
    expect(pune.statusCode).toBe(200);
  });

  it('refuses assign and deassign by a non-hub-manager with 403, database unchanged', async () => {
    const fe = await createFe(t, manager);
    for (const email of ['hub.exec@demo.hub', 'admin@demo.hub', 'psv.manager@demo.hub']) {
      const cookie = await t.login(email);
      await expectRefused(
        { method: 'POST', url: `${HUB}/assign`, cookie, payload: { feId: fe, hubOrgUnitId: 'HUB-BLR-01' } },
        403,
        'HubManager role is required.',
      );
      await expectRefused(
        { method: 'PUT', url: `${HUB}/deassign`, cookie, payload: { feId: fe, hubOrgUnitId: 'HUB-BLR-01' } },
        403,
        'HubManager role is required.',
      );
    }
  });

  it('refuses an unknown FE (404 "Field Executive not found"), an unknown hub and a deactivated FE', async () => {
    await expectRefused(
      { method: 'POST', url: `${HUB}/assign`, cookie: manager, payload: { feId: 'FE-99999999', hubOrgUnitId: 'HUB-BLR-01' } },
      404,
      'Field Executive not found',
    );
    const fe = await createFe(t, manager);
    await expectRefused(
      { method: 'POST', url: `${HUB}/assign`, cookie: manager, payload: { feId: fe, hubOrgUnitId: 'HUB-XXX-99' } },
      403,
      hubForbiddenMessage('HUB-XXX-99'),
    );
    await expectRefused({ method: 'POST', url: `${HUB}/assign`, cookie: manager, payload: { feId: fe } }, 400, 'Hub is required');
    await t.request({
      method: 'POST',
      url: `/logistics/api/field-executives/${fe}/deactivate`,
      cookie: manager,
      payload: { reason: 'Deactivated before assign' },
    });
    await expectRefused(
      { method: 'POST', url: `${HUB}/assign`, cookie: manager, payload: { feId: fe, hubOrgUnitId: 'HUB-BLR-01' } },
      409,
      'Only active Field Executives can be assigned to a hub',
    );
  });

  it('refuses to deassign a missing assignment with 404 "This Field Executive is not assigned to this hub"', async () => {
    const fe = await createFe(t, manager);
    await expectRefused(
      { method: 'PUT', url: `${HUB}/deassign`, cookie: manager, payload: { feId: fe, hubOrgUnitId: 'HUB-PUN-03' } },
      404,
      'This Field Executive is not assigned to this hub',
    );
    await expectRefused(
      { method: 'PUT', url: `${HUB}/deassign`, cookie: manager, payload: { feId: 'FE-99999997', hubOrgUnitId: 'HUB-PUN-03' } },
      404,
      'Field Executive not found',
    );
  });

  it('deactivating an FE ends its hub assignments', async () => {
    const fe = await createFe(t, manager);
    await t.request({ method: 'POST', url: `${HUB}/assign`, cookie: manager, payload: { feId: fe, hubOrgUnitId: 'HUB-PUN-03' } });
    await t.request({
      method: 'POST',
      url: `/logistics/api/field-executives/${fe}/deactivate`,
      cookie: manager,
      payload: { reason: 'No longer working here' },
    });
    expect(await activeIds('HUB-PUN-03')).not.toContain(fe);
  });

  // Hub scoping (docs/adr/013): a hub the user does not work in, unknown ones included, is a 403 before it is looked up.
  it("answers 403 for the active FEs of an unknown hub (not one of the manager's)", async () => {
    const res = await t.request({ method: 'GET', url: `${HUB}/hub/NOPE/active-fes`, cookie: manager });
    expect([res.statusCode, res.json().message]).toEqual([403, hubForbiddenMessage('NOPE')]);
  });
});
