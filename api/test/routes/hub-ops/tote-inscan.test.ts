import {
  endpointUrl,
  getCoupledTotes,
  hubForbiddenMessage,
  inscanCoupledTote,
  type InscanToteBody,
  OFD_MESSAGES,
  TOTE_INSCAN_MESSAGES,
  toteContentsChangedMessage,
  toteNotInBatchMessage,
  toteNotInListMessage,
} from '@hub/shared/contracts';
import { hubClock } from '../../../src/lib/hub-clock';
import { itemState } from '../../helpers/world-fixtures';
import { createTestApp, type TestApp } from '../../helpers/test-app';
import { couplingsOf, logsOf, makeCoupledTote, toteRow } from './tote-kit';

let t: TestApp;
let exec: string;
const BLR = 'HUB-BLR-01';
const PUN = 'HUB-PUN-03';
const HYD = 'HUB-HYD-02';
const realNow = hubClock.now;

/** A moment on the hub clock (Indian time) today. */
const hubTime = (hhmm: string) => new Date(`2026-11-21T${hhmm}:00+05:30`);

beforeAll(async () => {
  t = await createTestApp();
  exec = await t.loginAs('hubExecutive');
});
afterAll(() => t.close());
afterEach(() => {
  hubClock.now = realNow;
});

const list = (hubId: string, routeBatch?: 'MORNING' | 'AFTERNOON') =>
  t.call(getCoupledTotes, { params: { hubId }, query: routeBatch ? { routeBatch } : {} }, { cookie: exec });
const inscan = (hubId: string, body: InscanToteBody, key?: string) =>
  t.call(inscanCoupledTote, { params: { hubId }, body }, { cookie: exec, ...(key ? { idempotencyKey: key } : {}) });
const refuse = (hubId: string, body: InscanToteBody, status: number, message: string) =>
  t.expectRefused({ method: 'POST', url: endpointUrl(inscanCoupledTote, { params: { hubId } }), cookie: exec, payload: body as object }, status, message);

describe('GET coupled totes (the tote list for in-scan)', () => {
  it('lists the totes still to scan with their zone, batch and contents; MORNING takes those without a batch too', async () => {
    hubClock.now = () => hubTime('11:00');
    const m = await makeCoupledTote(t.app.db, { zone: 'LM-L-01', batch: 'MORNING', items: [2, 3] });
    const none = await makeCoupledTote(t.app.db, { zone: 'LM-L-02', batch: null });
    const pm = await makeCoupledTote(t.app.db, { zone: 'LM-L-03', batch: 'AFTERNOON' });
    const morning = (await list(BLR, 'MORNING')).json();
    expect(morning).toMatchObject({ routeBatching: true, routeBatch: 'MORNING', hubMinuteOfDay: 660, afternoonStartMinute: 600 });
    const ids = morning.totes.map((x: { toteId: string }) => x.toteId);
    expect(ids).toEqual(expect.arrayContaining([m.toteId, none.toteId]));
    expect(ids).not.toContain(pm.toteId);
    expect(morning.totes.find((x: { toteId: string }) => x.toteId === m.toteId)).toEqual({
      toteId: m.toteId,
      zoneId: 'LM-L-01',
      scanned: false,
      routeBatch: 'MORNING',
      associations: m.items.map((i) => ({ itemId: i.itemId, itemTitle: expect.any(String), qty: i.qty })),
      scannedBy: null,
      scannedAt: null,
    });
    const afternoon = (await list(BLR, 'AFTERNOON')).json();
    expect(afternoon.totes.map((x: { toteId: string }) => x.toteId)).toEqual([pm.toteId]);
    const all = (await list(BLR)).json();
    expect(all.routeBatch).toBeNull();
    expect(all.totes.map((x: { toteId: string }) => x.toteId)).toEqual(expect.arrayContaining([m.toteId, none.toteId, pm.toteId]));
    expect(all.morningPendingCount).toBeGreaterThanOrEqual(2);
  });

  it('without route batching (Pune) the whole list comes back whatever batch is asked', async () => {
    const pm = await makeCoupledTote(t.app.db, { hub: PUN, zone: 'LM-P-01', batch: 'AFTERNOON' });
    const res = (await list(PUN, 'MORNING')).json();
    expect(res.routeBatching).toBe(false);
    expect(res.totes.map((x: { toteId: string }) => x.toteId)).toContain(pm.toteId);
  });

  it('refuses a hub without the TOTE_IN_SCAN pilot, and an unknown hub', async () => {
    await t.expectRefused(
      { method: 'GET', url: endpointUrl(getCoupledTotes, { params: { hubId: HYD }, query: {} }), cookie: exec },
      409,
      TOTE_INSCAN_MESSAGES.notEnabled,
    );
    await t.expectRefused(
      { method: 'GET', url: endpointUrl(getCoupledTotes, { params: { hubId: 'HUB-NOPE' }, query: {} }), cookie: exec },
      403,
      hubForbiddenMessage('HUB-NOPE'),
    );
  });

  it('needs a session', async () => {
    const res = await t.request({ method: 'GET', url: endpointUrl(getCoupledTotes, { params: { hubId: BLR }, query: {} }) });
    expect(res.statusCode).toBe(401);
  });
});

describe('POST coupled totes (the in-scan)', () => {
  it('marks the tote scanned (who, when), books it and its units into its zone, logs IN_SCAN and answers the zone', async () => {
    hubClock.now = () => hubTime('11:00');
    const c = await makeCoupledTote(t.app.db, { zone: 'LM-S-01', batch: 'MORNING', items: [2, 5] });
    const before = await Promise.all(c.items.map((i) => itemState(t.app.db, i.itemId)));
    const res = await inscan(BLR, {
      toteId: c.toteId.toLowerCase(),
      associations: c.items.map((i) => ({ itemId: i.itemId, qty: i.qty })),
      routeBatch: 'MORNING',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      toteId: c.toteId,
      zoneId: 'LM-S-01',
      message: 'In-scan successful, please move the tote to zone: LM-S-01',
      scannedBy: 'hub.exec@demo.hub',
      scannedAt: hubTime('11:00').toISOString(),
    });
    const [coupling] = await couplingsOf(t.app.db, c.toteId);
    expect([coupling!.scannedBy, coupling!.scannedAt?.toISOString()]).toEqual(['hub.exec@demo.hub', hubTime('11:00').toISOString()]);
    expect(await toteRow(t.app.db, c.toteId)).toMatchObject({
      currentHubOrgUnitId: BLR,
      currentZoneId: 'LM-S-01',
      currentVehicleId: null,
      assetState: 'IN_USE',
      inScanStatus: 'SCANNED',
    });
    for (const [k, i] of c.items.entries()) {
      const after = await itemState(t.app.db, i.itemId);
      // The units changed place, not quantity.
      expect(after.item).toEqual(before[k]!.item);
      expect(after.associations).toEqual([
        expect.objectContaining({ associationType: 'ZONE', entityId: 'LM-S-01', toteAttachedToEntityId: c.toteId, qty: i.qty, pickedQty: i.qty }),
      ]);
    }
    expect(await logsOf(t.app.db, c.toteId, 'IN_SCAN')).toEqual([
      expect.objectContaining({ referenceType: 'ZONE', referenceId: 'LM-S-01', performedBy: 'hub.exec@demo.hub' }),
    ]);
    const listed = (await list(BLR, 'MORNING')).json().totes.find((x: { toteId: string }) => x.toteId === c.toteId);
    expect(listed).toMatchObject({ scanned: true, scannedBy: 'hub.exec@demo.hub', associations: c.items.map((i) => expect.objectContaining({ qty: i.qty })) });
  });

  it('refuses a second scan of the tote with "Duplicate scan", changing nothing', async () => {
    const c = await makeCoupledTote(t.app.db, { batch: 'MORNING' });
    expect((await inscan(BLR, { toteId: c.toteId })).statusCode).toBe(200);
    await refuse(BLR, { toteId: c.toteId }, 409, TOTE_INSCAN_MESSAGES.duplicateScan);
  });

  it('refuses a tote in no list with "{tote} not part of tote list": unknown, or coupled to another hub', async () => {
    await refuse(BLR, { toteId: 'TT000Q9999' }, 404, toteNotInListMessage('TT000Q9999'));
    const pune = await makeCoupledTote(t.app.db, { hub: PUN, zone: 'LM-P-02' });
    await refuse(BLR, { toteId: pune.toteId }, 404, toteNotInListMessage(pune.toteId));
  });

  it('with route batching refuses a tote of the other batch with "{tote} not part of {batch} batch" (no batch = morning)', async () => {
    hubClock.now = () => hubTime('12:00');
    const pm = await makeCoupledTote(t.app.db, { batch: 'AFTERNOON' });
    const none = await makeCoupledTote(t.app.db, { batch: null });
    await refuse(BLR, { toteId: pm.toteId, routeBatch: 'MORNING' }, 409, toteNotInBatchMessage(pm.toteId, 'Morning'));
    await refuse(BLR, { toteId: pm.toteId }, 409, toteNotInBatchMessage(pm.toteId, 'Morning'));
    await refuse(BLR, { toteId: none.toteId, routeBatch: 'AFTERNOON' }, 409, toteNotInBatchMessage(none.toteId, 'Afternoon'));
    expect((await inscan(BLR, { toteId: none.toteId, routeBatch: 'MORNING' })).statusCode).toBe(200);
  });

  it('refuses the afternoon batch before 10 AM while morning totes wait, allows it from 10 AM, and before 10 once the morning list is empty', async () => {
    const pm = await makeCoupledTote(t.app.db, { batch: 'AFTERNOON' });
    await makeCoupledTote(t.app.db, { batch: 'MORNING' });
    hubClock.now = () => hubTime('09:59');
    await refuse(BLR, { toteId: pm.toteId, routeBatch: 'AFTERNOON' }, 409, OFD_MESSAGES.afternoonBeforeTen);
    hubClock.now = () => hubTime('19:01');
    await refuse(BLR, { toteId: pm.toteId, routeBatch: 'AFTERNOON' }, 409, OFD_MESSAGES.afternoonBeforeTen);
    hubClock.now = () => hubTime('10:00');
    expect((await inscan(BLR, { toteId: pm.toteId, routeBatch: 'AFTERNOON' })).statusCode).toBe(200);

    // Every morning tote scanned: the afternoon batch is open at any hour.
    const pm2 = await makeCoupledTote(t.app.db, { batch: 'AFTERNOON' });
    for (const x of (await list(BLR, 'MORNING')).json().totes.filter((x: { scanned: boolean }) => !x.scanned))
      expect((await inscan(BLR, { toteId: x.toteId, routeBatch: 'MORNING' })).statusCode).toBe(200);
    hubClock.now = () => hubTime('08:00');
    expect((await inscan(BLR, { toteId: pm2.toteId, routeBatch: 'AFTERNOON' })).statusCode).toBe(200);
  });

  it('refuses a scan type other than SCAN with "{type} type not supported"', async () => {
    const c = await makeCoupledTote(t.app.db);
    await refuse(BLR, { toteId: c.toteId, scanType: 'TAG' }, 400, 'TAG type not supported');
  });

  it("refuses contents that are no longer the tote's", async () => {
    const c = await makeCoupledTote(t.app.db, { items: [2] });
    await refuse(BLR, { toteId: c.toteId, associations: [{ itemId: c.items[0]!.itemId, qty: 3 }] }, 409, toteContentsChangedMessage(c.toteId));
  });

  it('refuses a hub without the pilot', async () => {
    await refuse(HYD, { toteId: 'TT000Q0001' }, 409, TOTE_INSCAN_MESSAGES.notEnabled);
  });

  it('is idempotent: the same Idempotency-Key replays the first answer and scans once', async () => {
    const c = await makeCoupledTote(t.app.db, { batch: 'MORNING' });
    const first = await inscan(BLR, { toteId: c.toteId }, 'inscan-key-0001');
    const again = await inscan(BLR, { toteId: c.toteId }, 'inscan-key-0001');
    expect([first.statusCode, again.statusCode, again.headers['idempotent-replayed']]).toEqual([200, 200, 'true']);
    expect(again.json()).toEqual(first.json());
    expect(await logsOf(t.app.db, c.toteId, 'IN_SCAN')).toHaveLength(1);
  });

  it('refuses bad input with a 400 and a message', async () => {
    await refuse(BLR, { toteId: '' }, 400, 'Tote id is required');
    await refuse(BLR, { toteId: 'x'.repeat(65) }, 400, 'Tote id must be at most 64 characters');
  });
});
