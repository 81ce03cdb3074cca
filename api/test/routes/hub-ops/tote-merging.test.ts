import { eq } from 'drizzle-orm';
import {
  endpointUrl,
  getMergeTote,
  getMergeZones,
  getMergeZoneTotes,
  mergeTote,
  TOTE_MERGE_MESSAGES,
  toteEmptyMessage,
  toteNotInListMessage,
  toteTooHeavyMessage,
} from '@hub/shared/contracts';
import { itemAssociations, itemDiscrepancies, items } from '../../../src/db/schema';
import { itemState } from '../../helpers/world-fixtures';
import { createTestApp, type TestApp } from '../../helpers/test-app';
import { logsOf, makeZoneTote, rowsOfItems, toteRow } from './tote-kit';

let t: TestApp;
let exec: string;
const BLR = 'HUB-BLR-01';
const PUN = 'HUB-PUN-03';

beforeAll(async () => {
  t = await createTestApp();
  exec = await t.loginAs('hubExecutive');
});
afterAll(() => t.close());

const db = () => t.app.db;
const merge = (source: string, destination: string, key?: string, hubId = BLR) =>
  t.call(mergeTote, { params: { hubId, toteId: source }, body: { destinationToteId: destination } }, { cookie: exec, ...(key ? { idempotencyKey: key } : {}) });
const refuseMerge = (source: string, destination: string, status: number, message: string, hubId = BLR) =>
  t.expectRefused(
    { method: 'POST', url: endpointUrl(mergeTote, { params: { hubId, toteId: source } }), cookie: exec, payload: { destinationToteId: destination } },
    status,
    message,
  );

describe('merge-totes lists', () => {
  it('offers zones with at least 2 qualified totes, counting only qualified ones', async () => {
    await makeZoneTote(db(), { zone: 'LM-Q-01' });
    await makeZoneTote(db(), { zone: 'LM-Q-01' });
    // Not qualified: some units dispatched, not usable, not in use.
    await makeZoneTote(db(), { zone: 'LM-Q-01', items: [{ qty: 2, dispatched: 1 }] });
    await makeZoneTote(db(), { zone: 'LM-Q-01', usable: false });
    await makeZoneTote(db(), { zone: 'LM-Q-02' });
    await makeZoneTote(db(), { zone: 'LM-Q-02', state: 'GOOD_TO_USE' });
    const res = await t.call(getMergeZones, { params: { hubId: BLR } }, { cookie: exec });
    expect(res.statusCode).toBe(200);
    const zones = res.json().zones as Array<{ zoneId: string; toteCount: number }>;
    expect(zones.find((z) => z.zoneId === 'LM-Q-01')).toEqual({ zoneId: 'LM-Q-01', toteCount: 2 });
    expect(zones.find((z) => z.zoneId === 'LM-Q-02')).toBeUndefined();
    expect(zones.map((z) => z.zoneId)).toEqual([...zones.map((z) => z.zoneId)].sort());
  });

  it("lists a zone's qualified totes with weight, lines and units", async () => {
    const a = await makeZoneTote(db(), { zone: 'LM-Q-03', weightGm: 999, items: [{ qty: 2 }, { qty: 4 }] });
    const b = await makeZoneTote(db(), { zone: 'LM-Q-03', weightGm: 1050, items: [{ qty: 1 }] });
    const res = await t.call(getMergeZoneTotes, { params: { hubId: BLR, zoneId: 'LM-Q-03' } }, { cookie: exec });
    expect(res.json()).toEqual({
      zoneId: 'LM-Q-03',
      totes: [
        { toteId: a.toteId, zoneId: 'LM-Q-03', weightGm: 999, lines: 2, units: 6 },
        { toteId: b.toteId, zoneId: 'LM-Q-03', weightGm: 1050, lines: 1, units: 1 },
      ].sort((x, y) => x.toteId.localeCompare(y.toteId)),
    });
    await t.expectRefused(
      { method: 'GET', url: endpointUrl(getMergeZoneTotes, { params: { hubId: BLR, zoneId: 'NO-ZONE' } }), cookie: exec },
      404,
      'Zone NO-ZONE not found',
    );
  });

  it('shows a source tote with its items and the totes of its zone that can take it, fullest first', async () => {
    const source = await makeZoneTote(db(), { zone: 'LM-Q-04', weightGm: 3000, items: [{ qty: 2 }] });
    const light = await makeZoneTote(db(), { zone: 'LM-Q-04', weightGm: 2000 });
    const full = await makeZoneTote(db(), { zone: 'LM-Q-04', weightGm: 15_000 });
    await makeZoneTote(db(), { zone: 'LM-Q-04', weightGm: 18_000 }); // would pass 20 kg with the source
    await makeZoneTote(db(), { zone: 'LM-Q-05', weightGm: 100 }); // another zone
    const res = await t.call(getMergeTote, { params: { hubId: BLR, toteId: source.toteId } }, { cookie: exec });
    expect(res.json()).toEqual({
      tote: { toteId: source.toteId, zoneId: 'LM-Q-04', weightGm: 3000, lines: 1, units: 2 },
      items: [{ itemId: source.items[0]!.itemId, itemTitle: expect.any(String), units: 2, imageUrl: null }],
      suggestedTotes: [
        { toteId: full.toteId, weightGm: 15_000, lines: 1, units: 3 },
        { toteId: light.toteId, weightGm: 2000, lines: 1, units: 3 },
      ],
    });
    await t.expectRefused(
      { method: 'GET', url: endpointUrl(getMergeTote, { params: { hubId: BLR, toteId: 'TT000Q7777' } }), cookie: exec },
      404,
      toteNotInListMessage('TT000Q7777'),
    );
  });

  it('refuses every merge call on a hub without the TOTE_MERGING pilot', async () => {
    await t.expectRefused({ method: 'GET', url: endpointUrl(getMergeZones, { params: { hubId: PUN } }), cookie: exec }, 409, TOTE_MERGE_MESSAGES.notEnabled);
    await refuseMerge('TT000Q0001', 'TT000Q0002', 409, TOTE_MERGE_MESSAGES.notEnabled, PUN);
  });
});

describe('merge', () => {
  it('moves every unit of the source into the destination, empties the source, logs both, keeps item sums exact', async () => {
    const source = await makeZoneTote(db(), { zone: 'LM-M-01', weightGm: 1200, items: [{ qty: 2 }, { qty: 5 }] });
    const dest = await makeZoneTote(db(), { zone: 'LM-M-01', weightGm: 4000, items: [{ qty: 3 }] });
    const before = await itemState(db(), source.items[0]!.itemId);
    const res = await merge(source.toteId, dest.toteId);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      message: `Merged ${source.toteId} into ${dest.toteId}`,
      source: { toteId: source.toteId, zoneId: 'LM-M-01', weightGm: 0, lines: 0, units: 0 },
      destination: { toteId: dest.toteId, zoneId: 'LM-M-01', weightGm: 5200, lines: 3, units: 10 },
      unitsMoved: 7,
      linesMoved: 2,
    });
    const rows = await rowsOfItems(
      db(),
      source.items.map((i) => i.itemId),
    );
    expect(rows.map((r) => [r.toteAttachedToEntityId, r.entityId, r.qty])).toEqual([
      [dest.toteId, 'LM-M-01', 2],
      [dest.toteId, 'LM-M-01', 5],
    ]);
    expect((await itemState(db(), source.items[0]!.itemId)).item).toEqual(before.item);
    expect(await toteRow(db(), source.toteId)).toMatchObject({ assetState: 'EMPTY_TOTE', weightGm: 0, currentZoneId: 'LM-M-01' });
    expect(await toteRow(db(), dest.toteId)).toMatchObject({ assetState: 'IN_USE', weightGm: 5200 });
    for (const code of [source.toteId, dest.toteId])
      expect(await logsOf(db(), code, 'MERGE')).toEqual([
        expect.objectContaining({ referenceType: 'ZONE', referenceId: 'LM-M-01', performedBy: 'hub.exec@demo.hub' }),
      ]);
    // The emptied source no longer qualifies: it leaves the zone's list.
    const listed = (await t.call(getMergeZoneTotes, { params: { hubId: BLR, zoneId: 'LM-M-01' } }, { cookie: exec })).json().totes;
    expect(listed.map((x: { toteId: string }) => x.toteId)).not.toContain(source.toteId);
  });

  it('adds units of an item the destination already holds to its row, with that row keeping the notes', async () => {
    const dest = await makeZoneTote(db(), { zone: 'LM-M-02', weightGm: 500, items: [{ qty: 4 }] });
    const itemId = dest.items[0]!.itemId;
    // The same item also sits in a second tote of the zone (split across totes): 3 more units.
    const source = await makeZoneTote(db(), { zone: 'LM-M-02', weightGm: 500, items: [] });
    const [extra] = await db()
      .insert(itemAssociations)
      .values({
        itemId,
        hubOrgUnitId: BLR,
        associationType: 'ZONE',
        entityId: 'LM-M-02',
        qty: 3,
        pickedQty: 3,
        pickingStatus: 'PICKED',
        toteAttachedToEntityId: source.toteId,
      })
      .returning();
    const { item } = await itemState(db(), itemId);
    await db()
      .update(items)
      .set({ qty: item.qty + 3, pickedQty: item.pickedQty + 3 })
      .where(eq(items.itemId, itemId));
    await db().insert(itemDiscrepancies).values({ itemId, associationId: extra!.id, kind: 'MOVEMENT', qty: 1, comment: 'Box damaged', createdBy: 'test' });

    expect((await merge(source.toteId, dest.toteId)).statusCode).toBe(200);
    const after = await itemState(db(), itemId);
    expect(after.associations).toEqual([
      expect.objectContaining({ id: dest.items[0]!.associationId, qty: 7, pickedQty: 7, pickingStatus: 'PICKED', toteAttachedToEntityId: dest.toteId }),
    ]);
    expect(after.item.qty).toBe(7);
    const notes = await db().select().from(itemDiscrepancies).where(eq(itemDiscrepancies.itemId, itemId));
    expect(notes.map((n) => n.associationId)).toEqual([dest.items[0]!.associationId]);
  });

  it('refuses a destination that is not a suggestion with "{id} not part of tote list", changing nothing', async () => {
    const source = await makeZoneTote(db(), { zone: 'LM-M-03' });
    const otherZone = await makeZoneTote(db(), { zone: 'LM-M-04' });
    await makeZoneTote(db(), { zone: 'LM-M-03' });
    await refuseMerge(source.toteId, otherZone.toteId, 409, toteNotInListMessage(otherZone.toteId));
    await refuseMerge(source.toteId, source.toteId, 409, toteNotInListMessage(source.toteId));
    await refuseMerge(source.toteId, 'TT000Q8888', 409, toteNotInListMessage('TT000Q8888'));
    const dispatched = await makeZoneTote(db(), { zone: 'LM-M-03', items: [{ qty: 2, dispatched: 2 }] });
    await refuseMerge(source.toteId, dispatched.toteId, 409, toteNotInListMessage(dispatched.toteId));
  });

  it('refuses a destination that cannot take the weight', async () => {
    const source = await makeZoneTote(db(), { zone: 'LM-M-05', weightGm: 6000 });
    const heavy = await makeZoneTote(db(), { zone: 'LM-M-05', weightGm: 15_000 });
    await refuseMerge(source.toteId, heavy.toteId, 409, toteTooHeavyMessage(heavy.toteId));
  });

  it('refuses an unknown source, and an emptied one with "Tote {id} has no items to merge"', async () => {
    const a = await makeZoneTote(db(), { zone: 'LM-M-06' });
    const b = await makeZoneTote(db(), { zone: 'LM-M-06' });
    await refuseMerge('TT000Q9999', b.toteId, 404, toteNotInListMessage('TT000Q9999'));
    expect((await merge(a.toteId, b.toteId)).statusCode).toBe(200);
    await refuseMerge(a.toteId, b.toteId, 409, toteEmptyMessage(a.toteId));
  });

  it('is idempotent: the same key replays the first answer and merges once', async () => {
    const a = await makeZoneTote(db(), { zone: 'LM-M-07' });
    const b = await makeZoneTote(db(), { zone: 'LM-M-07' });
    const first = await merge(a.toteId, b.toteId, 'merge-key-0001');
    const again = await merge(a.toteId, b.toteId, 'merge-key-0001');
    expect([first.statusCode, again.statusCode, again.headers['idempotent-replayed']]).toEqual([200, 200, 'true']);
    expect(await logsOf(db(), b.toteId, 'MERGE')).toHaveLength(1);
  });
});
