import { eq, sql } from 'drizzle-orm';
import {
  closeDispatchManifest,
  closeDispatchManifestV2,
  endpointUrl,
  getActivityGroup,
  getManifestNotifications,
  LOGISTIC_DETAILS_MAX,
  manifestNotClosedMessage,
  manifestNotFoundMessage,
  markManifestOfd,
  type Notification,
  ofdAlreadyMarkedMessage,
  ofdBuyerMessage,
  ofdDriverMessage,
  type Role,
  tagCratesMessage,
} from '@hub/shared/contracts';
import { rowsOf } from '../../../src/db/client';
import { activities, notifications } from '../../../src/db/schema';
import { createTestApp, type TestApp } from '../../helpers/test-app';
import { makeDispatchManifest } from './dispatch-kit';

// Issue 37: the dispatch close stores the ?logisticDetails&vehicleNumber it receives (spec 000 §7; docs/areas/dispatch.md
// "Close details"), and Mark OFD with sendMessage records the buyers' and the driver's messages (docs/areas/ofd.md
// "Mark OFD messages").

let t: TestApp;
let exec: string;

beforeAll(async () => {
  t = await createTestApp();
  exec = await t.loginAs('hubExecutive');
});
afterAll(() => t.close());

const db = () => t.app.db;
type M = Awaited<ReturnType<typeof makeDispatchManifest>>;
const manifest = (opts: Parameters<typeof makeDispatchManifest>[1]) => makeDispatchManifest(db(), opts);
const sp = (m: M) => ({ hubId: m.hub, spaId: m.spaId });
const closeUrl = (m: M, query: Record<string, string> = {}) => endpointUrl(closeDispatchManifest, { params: sp(m), query });
const close = (m: M, query: Record<string, string> = {}, cookie = exec) => t.request({ method: 'POST', url: closeUrl(m, query), cookie });
const ofdUrl = (m: M, query: Record<string, string>) => endpointUrl(markManifestOfd, { params: { hubId: m.hub, driverId: m.driverId, id: m.spaId }, query });
const closeDetails = async (spaId: string) =>
  (
    await db()
      .select({ logisticDetails: activities.closeLogisticDetails, vehicleNumber: activities.closeVehicleNumber })
      .from(activities)
      .where(eq(activities.spaId, spaId))
  )[0];
const hubName = async (hubId: string) => rowsOf<{ n: string }>(await db().execute(sql`select hub_name as n from hubs where hub_org_unit_id = ${hubId}`))[0]!.n;
/** The buyer (org) of an item's order, with its shop name and phone. */
const buyerOf = async (itemId: string) =>
  rowsOf<{ orgId: string; shopName: string; phone: string }>(
    await db().execute(sql`
      select g.org_id as "orgId", g.shop_name as "shopName", g.phone_number as phone
      from items i join orders o on o.order_id = i.order_id join orgs g on g.org_id = o.org_id where i.item_id = ${itemId}`),
  )[0]!;

describe('dispatch close: logisticDetails and vehicleNumber (spec 000 §3, §7)', () => {
  it('stores what the close receives on the activity, shown by the manifest read', async () => {
    const m = await manifest({ items: [{ qty: 2, dispatched: 2 }] });
    const res = await close(m, { logisticDetails: '  Ravi Kumar ', vehicleNumber: 'ka01ab1234' });
    expect(res.json()).toMatchObject({ statusCode: 200, activityGroupState: 'COMPLETED' });
    expect(await closeDetails(m.spaId)).toEqual({ logisticDetails: 'Ravi Kumar', vehicleNumber: 'KA01AB1234' });
    const group = (await t.call(getActivityGroup, { params: { hubId: m.hub, id: m.activityGroupId } }, { cookie: exec })).json();
    expect(group.activities).toEqual([
      { spaId: m.spaId, movementType: 'DISPATCH', vehicleActivityState: 'COMPLETED', logisticDetails: 'Ravi Kumar', vehicleNumber: 'KA01AB1234' },
    ]);
  });

  it('a close without them stores none; the v2 path stores them too', async () => {
    const bare = await manifest({ items: [{ qty: 1, dispatched: 1 }] });
    expect((await close(bare)).json().statusCode).toBe(200);
    expect(await closeDetails(bare.spaId)).toEqual({ logisticDetails: null, vehicleNumber: null });
    const v2 = await manifest({ items: [{ qty: 1, dispatched: 1 }] });
    const url = endpointUrl(closeDispatchManifestV2, { params: sp(v2), query: { logisticDetails: 'Driver 9', vehicleNumber: 'KA02CD5678' } });
    expect((await t.request({ method: 'POST', url, cookie: exec })).json().statusCode).toBe(200);
    expect(await closeDetails(v2.spaId)).toEqual({ logisticDetails: 'Driver 9', vehicleNumber: 'KA02CD5678' });
  });

  it('a 300 answer stores nothing; the forced close that follows stores what it receives', async () => {
    const m = await manifest({ items: [{ qty: 2, shipment: 'A', dispatched: 1 }] });
    const before = await t.fingerprint();
    expect((await close(m, { logisticDetails: 'Ravi', vehicleNumber: 'KA01AB1234' })).json().statusCode).toBe(300);
    expect(await t.fingerprint()).toBe(before);
    await close(m, { logisticDetails: 'Ravi', vehicleNumber: 'KA01AB1234', force: 'true', forceCtx: '0' });
    expect(await closeDetails(m.spaId)).toEqual({ logisticDetails: 'Ravi', vehicleNumber: 'KA01AB1234' });
  });

  it('refuses details beyond their bounds with 400, changing nothing', async () => {
    const m = await manifest({ items: [{ qty: 1, dispatched: 1 }] });
    await t.expectRefused(
      { method: 'POST', url: closeUrl(m, { logisticDetails: 'x'.repeat(LOGISTIC_DETAILS_MAX + 1) }), cookie: exec },
      400,
      `logisticDetails must be at most ${LOGISTIC_DETAILS_MAX} characters`,
    );
    await t.expectRefused(
      { method: 'POST', url: closeUrl(m, { vehicleNumber: 'K'.repeat(65) }), cookie: exec },
      400,
      'vehicleNumber must be at most 64 characters',
    );
    expect(await closeDetails(m.spaId)).toEqual({ logisticDetails: null, vehicleNumber: null });
  });

  it.each<Role>(['hubManager', 'hubPsvExecutive', 'supportTeam'])(
    'any signed-in role may close with details (no role check is shown, 000 §6): %s',
    async (role) => {
      const m = await manifest({ items: [{ qty: 1, dispatched: 1 }] });
      expect((await close(m, { logisticDetails: role }, await t.loginAs(role))).json().statusCode).toBe(200);
      expect((await closeDetails(m.spaId))!.logisticDetails).toBe(role);
    },
  );
});

describe('Mark OFD messages (sendMessage, spec 000 §7)', () => {
  /** A closed manifest of two buyers' shipments, ready for Mark OFD. */
  async function closedManifest() {
    const m = await manifest({
      items: [
        { qty: 2, shipment: 'A', dispatched: 2 },
        { qty: 1, shipment: 'B', dispatched: 1 },
      ],
    });
    expect((await close(m)).json().statusCode).toBe(200);
    return m;
  }

  it('records one PENDING message per buyer of the runsheet and one to the driver, listed in the answer and by the read', async () => {
    const m = await closedManifest();
    const res = await t.request({ method: 'POST', url: ofdUrl(m, { sendMessage: 'true', noOfCrates: '2' }), cookie: exec });
    expect(res.statusCode).toBe(200);
    const { runsheetId, notifications: sent } = res.json() as { runsheetId: string; notifications: Notification[] };
    const name = await hubName(m.hub);
    const buyers = [await buyerOf(m.items[0]!.itemId), await buyerOf(m.items[1]!.itemId)];
    const buyerMessages = sent.filter((n) => n.recipientType === 'BUYER');
    expect(buyerMessages.map((n) => n.recipientId).sort()).toEqual([...new Set(buyers.map((b) => b.orgId))].sort());
    const [driverRow] = rowsOf<{ name: string }>(await db().execute(sql`select name from drivers where driver_id = ${m.driverId}`));
    // The kit's driver DRV-{tag} drives vehicle number KA01{tag}.
    const vehicleNumber = `KA01${m.driverId.slice('DRV-'.length)}`;
    for (const n of buyerMessages) {
      const b = buyers.find((x) => x.orgId === n.recipientId)!;
      const shipmentIds = m.items.filter((_, i) => buyers[i]!.orgId === b.orgId).map((i) => i.shipmentId);
      expect(n).toMatchObject({
        kind: 'OUT_FOR_DELIVERY',
        recipientName: b.shopName,
        recipientPhone: b.phone,
        status: 'PENDING',
        activityGroupId: m.activityGroupId,
        runsheetId,
        message: ofdBuyerMessage({ shopName: b.shopName, shipmentIds: shipmentIds.sort(), driverName: driverRow!.name, vehicleNumber, hubName: name }),
      });
    }
    const driver = sent.find((n) => n.recipientType === 'DRIVER')!;
    expect(driver).toMatchObject({
      kind: 'RUNSHEET_ASSIGNED',
      recipientId: m.driverId,
      recipientPhone: '9000000000',
      message: ofdDriverMessage({ runsheetId, dropPoints: buyerMessages.length, crates: 2, hubName: name }),
      createdBy: expect.stringContaining('@') as unknown as string,
    });
    expect(sent).toHaveLength(buyerMessages.length + 1);
    const read = await t.call(getManifestNotifications, { params: { hubId: m.hub, id: m.activityGroupId } }, { cookie: exec });
    expect(read.json()).toEqual({ activityGroupId: m.activityGroupId, notifications: sent });
  });

  it('sendMessage absent defaults to true; sendMessage=false records none', async () => {
    const quiet = await closedManifest();
    const res = await t.request({ method: 'POST', url: ofdUrl(quiet, { sendMessage: 'false', noOfCrates: '0' }), cookie: exec });
    expect(res.json()).toMatchObject({ statusCode: 200, notifications: [] });
    expect(await db().select().from(notifications).where(eq(notifications.activityGroupId, quiet.activityGroupId))).toEqual([]);
    const byDefault = await closedManifest();
    const sent = (await t.request({ method: 'POST', url: ofdUrl(byDefault, { noOfCrates: '0' }), cookie: exec })).json().notifications;
    expect(sent.length).toBeGreaterThan(1);
  });

  it('a refused Mark OFD records no message (not closed, crates short, twice); a replayed one records them once', async () => {
    const open = await manifest({ items: [{ qty: 1, dispatched: 1 }] });
    await t.expectRefused({ method: 'POST', url: ofdUrl(open, { noOfCrates: '0' }), cookie: exec }, 409, manifestNotClosedMessage(open.spaId));
    const short = await manifest({ minTotesToTag: 1, items: [{ qty: 1, dispatched: 1 }] });
    await close(short);
    await t.expectRefused({ method: 'POST', url: ofdUrl(short, { noOfCrates: '0' }), cookie: exec }, 409, tagCratesMessage(1));
    const m = await closedManifest();
    const first = await t.request({ method: 'POST', url: ofdUrl(m, { noOfCrates: '1' }), cookie: exec, headers: { 'idempotency-key': `ofd-${m.spaId}` } });
    const replay = await t.request({ method: 'POST', url: ofdUrl(m, { noOfCrates: '1' }), cookie: exec, headers: { 'idempotency-key': `ofd-${m.spaId}` } });
    expect(replay.json()).toEqual(first.json());
    await t.expectRefused({ method: 'POST', url: ofdUrl(m, { noOfCrates: '1' }), cookie: exec }, 409, ofdAlreadyMarkedMessage(m.spaId));
    const rows = await db().select().from(notifications).where(eq(notifications.activityGroupId, m.activityGroupId));
    expect(rows).toHaveLength(first.json().notifications.length);
  });

  it('the read refuses a manifest of another hub and an unknown one with 404, and needs a session', async () => {
    const m = await closedManifest();
    await t.expectRefused(
      { method: 'GET', url: endpointUrl(getManifestNotifications, { params: { hubId: 'HUB-HYD-02', id: m.activityGroupId } }), cookie: exec },
      404,
      manifestNotFoundMessage(m.activityGroupId),
    );
    await t.expectRefused(
      { method: 'GET', url: endpointUrl(getManifestNotifications, { params: { hubId: m.hub, id: 'AG-NOPE' } }), cookie: exec },
      404,
      manifestNotFoundMessage('AG-NOPE'),
    );
    const anonymous = await t.request({ method: 'GET', url: endpointUrl(getManifestNotifications, { params: { hubId: m.hub, id: m.activityGroupId } }) });
    expect(anonymous.statusCode).toBe(401);
    const before = (await t.call(getManifestNotifications, { params: { hubId: m.hub, id: m.activityGroupId } }, { cookie: exec })).json();
    expect(before.notifications).toEqual([]);
  });
});
