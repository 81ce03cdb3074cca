import { and, eq } from 'drizzle-orm';
import {
  detagToteFromZone,
  endpointUrl,
  getSegregationZones,
  getTaggedTotes,
  getZoneForTote,
  startSegregationSession,
  tagToteToZone,
  TOTE_REFUSALS,
} from '@hub/shared/contracts';
import { segregationSessions } from '../../../src/db/schema';
import { createTestApp, type TestApp } from '../../helpers/test-app';
import { makeItem } from '../../helpers/world-fixtures';
import { assetRow, ensureZone, logsOf, makeTote } from './tote-fixtures';

let t: TestApp;
let exec: string;
let sessionId: string;
const HUB = 'HUB-BLR-01';

beforeAll(async () => {
  t = await createTestApp();
  exec = await t.loginAs('hubExecutive');
  await ensureZone(t.app.db, HUB, 'SEG-A');
  await ensureZone(t.app.db, HUB, 'SEG-B');
  await ensureZone(t.app.db, 'HUB-PUN-03', 'SEG-P');
});
afterAll(() => t.close());
const db = () => t.app.db;
const tag = (tote: string, zone: string, cookie = exec) => t.call(tagToteToZone, { params: { hubId: HUB, tote, zone }, body: { sessionId } }, { cookie });

describe('segregation setup', () => {
  it('records a session with a 15-character id for the caller at the hub', async () => {
    const res = await t.call(startSegregationSession, { params: { hubId: HUB }, body: {} }, { cookie: exec });
    sessionId = res.json().sessionId;
    expect(sessionId).toMatch(/^[A-Za-z0-9]{15}$/);
    const [row] = await db().select().from(segregationSessions).where(eq(segregationSessions.id, sessionId));
    expect(row).toMatchObject({ hubOrgUnitId: HUB, userId: 'USR-DEMO-HUB-EXEC', zoneId: null });
  });

  it("lists the hub's zones", async () => {
    const res = await t.call(getSegregationZones, { params: { hubId: HUB } }, { cookie: exec });
    expect(res.json().zones).toEqual(expect.arrayContaining([{ zoneId: 'SEG-A', zoneType: 'LM' }]));
    expect(res.json().zones.some((z: { zoneId: string }) => z.zoneId === 'SEG-P')).toBe(false);
  });

  it('tags a tote to a zone (listed, logged, session zone updated); tagging again changes nothing', async () => {
    const code = await makeTote(db());
    expect((await tag(code, 'SEG-A')).json()).toEqual({ successful: true, toteId: code, zoneId: 'SEG-A', movedFrom: null, alreadyTagged: false });
    const list = (await t.call(getTaggedTotes, { params: { hubId: HUB, zone: 'SEG-A' } }, { cookie: exec })).json();
    expect(list.totes.map((x: { toteId: string }) => x.toteId)).toContain(code);
    expect((await assetRow(db(), code)).currentZoneId).toBe('SEG-A');
    expect((await logsOf(db(), code)).at(-1)).toMatchObject({ assetEventType: 'TAG', referenceType: 'ZONE', referenceId: 'SEG-A' });
    const [session] = await db()
      .select()
      .from(segregationSessions)
      .where(and(eq(segregationSessions.id, sessionId)));
    expect(session!.zoneId).toBe('SEG-A');
    const before = await t.fingerprint();
    expect((await tag(code, 'SEG-A')).json().alreadyTagged).toBe(true);
    expect(await t.fingerprint()).toBe(before);
    expect((await t.call(getZoneForTote, { params: { hubId: HUB, toteId: code } }, { cookie: exec })).json()).toEqual({ toteId: code, zoneId: 'SEG-A' });
  });

  it('moves a tote tagged elsewhere (DETAG + TAG logged, one active tag)', async () => {
    const code = await makeTote(db());
    await tag(code, 'SEG-A');
    expect((await tag(code, 'SEG-B')).json()).toMatchObject({ movedFrom: 'SEG-A', zoneId: 'SEG-B' });
    expect((await logsOf(db(), code)).slice(-3).map((l) => l.assetEventType)).toEqual(['TAG', 'DETAG', 'TAG']);
    const a = (await t.call(getTaggedTotes, { params: { hubId: HUB, zone: 'SEG-A' } }, { cookie: exec })).json();
    expect(a.totes.map((x: { toteId: string }) => x.toteId)).not.toContain(code);
  });

  it('de-tags a tote (zone cleared, logged); refuses a tote not tagged to that zone', async () => {
    const code = await makeTote(db());
    await tag(code, 'SEG-A');
    const res = await t.call(detagToteFromZone, { params: { hubId: HUB, tote: code, zone: 'SEG-A' }, body: {} }, { cookie: exec });
    expect(res.json()).toEqual({ successful: true, toteId: code, zoneId: 'SEG-A' });
    expect((await assetRow(db(), code)).currentZoneId).toBeNull();
    expect((await t.call(getZoneForTote, { params: { hubId: HUB, toteId: code } }, { cookie: exec })).json().zoneId).toBeNull();
    await t.expectRefused(
      { method: 'POST', url: endpointUrl(detagToteFromZone, { params: { hubId: HUB, tote: code, zone: 'SEG-A' } }), cookie: exec, payload: {} },
      409,
      TOTE_REFUSALS.notTagged(code, 'SEG-A'),
    );
  });

  it('refuses an unknown zone, a bad tote string, an unknown or lost tote, one of another hub, one holding items of another zone, an unknown session', async () => {
    const url = (tote: string, zone: string) => endpointUrl(tagToteToZone, { params: { hubId: HUB, tote, zone } });
    const code = await makeTote(db());
    await t.expectRefused({ method: 'POST', url: url(code, 'NOPE'), cookie: exec, payload: {} }, 404, 'Zone NOPE not found at this hub');
    await t.expectRefused({ method: 'POST', url: url('ZONE1X', 'SEG-A'), cookie: exec, payload: {} }, 400, 'ZONE1X is not a valid tote ID');
    await t.expectRefused({ method: 'POST', url: url('TT000Q2222', 'SEG-A'), cookie: exec, payload: {} }, 404, 'Asset TT000Q2222 not found');
    const lost = await makeTote(db(), { assetState: 'LOST', isUsable: false });
    await t.expectRefused({ method: 'POST', url: url(lost, 'SEG-A'), cookie: exec, payload: {} }, 409, TOTE_REFUSALS.lost(lost));
    const far = await makeTote(db(), { hub: 'HUB-PUN-03' });
    await t.expectRefused({ method: 'POST', url: url(far, 'SEG-A'), cookie: exec, payload: {} }, 409, TOTE_REFUSALS.otherHub(far));
    const holding = await makeTote(db(), { assetState: 'IN_USE', currentZoneId: 'SEG-B' });
    const { itemId } = await makeItem(db(), { places: [{ entityId: 'SEG-B', qty: 1 }] });
    await db().execute(`update item_associations set tote_attached_to_entity_id = '${holding}' where item_id = '${itemId}'`);
    await t.expectRefused({ method: 'POST', url: url(holding, 'SEG-A'), cookie: exec, payload: {} }, 409, TOTE_REFUSALS.holdsItemsOfZone(holding, 'SEG-B'));
    await t.expectRefused(
      { method: 'POST', url: url(code, 'SEG-A'), cookie: exec, payload: { sessionId: 'AAAAAAAAAAAAAAA' } },
      404,
      'Segregation session AAAAAAAAAAAAAAA not found',
    );
    await t.expectRefused({ method: 'POST', url: url(code, 'SEG-A'), cookie: exec, payload: { sessionId: 'short' } }, 400, 'Session id must be 15 characters');
    await t.expectRefused(
      { method: 'GET', url: endpointUrl(getTaggedTotes, { params: { hubId: HUB, zone: 'NOPE' } }), cookie: exec },
      404,
      'Zone NOPE not found at this hub',
    );
    await t.expectRefused({ method: 'POST', url: url(code, 'SEG-A'), cookie: '', payload: {} }, 401, 'Please sign in');
  });
});
