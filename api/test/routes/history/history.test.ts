import { eq, sql } from 'drizzle-orm';
import {
  correctDispatchCount,
  endpointUrl,
  getAssetHistory,
  getItemHistory,
  getLiveHubChanges,
  getManifestActivity,
  globalSearch,
  HISTORY_MESSAGES,
  HISTORY_TITLES,
  type HistoryLine,
  hubForbiddenMessage,
  type ItemHistoryResponse,
  itemHistoryHref,
  LIVE_EVENTS,
  manifestNotFoundMessage,
  updateDispatchItems,
  updateInwardItems,
} from '@hub/shared/contracts';
import { type Db, rowsOf } from '../../../src/db/client';
import { activities, activityGroups, activityItems, corrections, itemAssociations, items, runsheets } from '../../../src/db/schema';
import { listen } from '../../helpers/concurrency';
import { setReasonList } from '../../helpers/reason-lists';
import { createTestApp, type TestApp } from '../../helpers/test-app';
import { makeDispatchManifest } from '../hub-ops/dispatch-kit';
import { makeZoneTote } from '../hub-ops/tote-kit';

let t: TestApp;
let exec: string;
let manager: string;

beforeAll(async () => {
  t = await createTestApp({ config: { live: { streamMaxMs: 20_000, heartbeatMs: 200, batchMs: 20, pollMs: 20 } } });
  exec = await t.loginAs('hubExecutive');
  manager = await t.loginAs('hubManager');
  await setReasonList(t.app.db, 'CORRECTION', ['Mis-scan', 'Double count']);
});
afterAll(() => t.close());

/** Runs a fixture as the seed writes: no audit rows (an item with no history, like the demo world's). */
const unaudited = <T>(fn: (db: Db) => Promise<T>) =>
  t.app.db.transaction(async (tx) => {
    await tx.execute(sql`select set_config('hub.audit_off', 'on', true)`);
    return fn(tx as unknown as Db);
  });

let n = 0;
/**
 * An item at HUB-BLR-01 with `qty` units in an LM zone, none picked yet, on two started manifests: an inward one (to
 * pick it) and a dispatch one (to dispatch it). Written without audit rows, as the seed writes.
 */
async function walkableItem(qty: number) {
  return unaudited(async (db) => {
    const m = await makeDispatchManifest(db, { items: [{ qty, zone: `LM-HIST-${++n}` }] });
    const item = m.items[0]!;
    await db.update(items).set({ pickedQty: 0, pickingStatus: 'NOT_PICKED' }).where(eq(items.itemId, item.itemId));
    await db.update(itemAssociations).set({ pickedQty: 0, pickingStatus: 'NOT_PICKED' }).where(eq(itemAssociations.id, item.associationId));
    const inward = { spaId: `SPA-HIN-${process.pid}-${n}`, activityGroupId: `AG-HIN-${process.pid}-${n}` };
    await db.insert(activityGroups).values({
      activityGroupId: inward.activityGroupId,
      hubOrgUnitId: m.hub,
      activityGroupType: 'WAREHOUSE_TO_HUB_DROP',
      activityGroupState: 'STARTED',
      activityViewType: 'VEHICLE',
      warehouseName: 'Test Mother Warehouse',
      metadata: [],
    });
    await db.insert(activities).values({
      spaId: inward.spaId,
      activityGroupId: inward.activityGroupId,
      hubOrgUnitId: m.hub,
      movementType: 'HUB_INWARD',
      activityAssociationType: 'VLM',
      activityPickupType: 'VEHICLE',
      vehicleActivityState: 'STARTED',
    });
    await db.insert(activityItems).values({ spaId: inward.spaId, itemId: item.itemId, qty, doneQty: 0 });
    return { ...m, item, inwardSpaId: inward.spaId };
  });
}
type Walkable = Awaited<ReturnType<typeof walkableItem>>;

const inwardScan = (w: Walkable, units: number, cookie = exec) =>
  t.call(
    updateInwardItems,
    {
      query: { activityViewType: 'VEHICLE' },
      body: {
        itemId: w.item.itemId,
        hubOrgUnitId: w.hub,
        metaData: { spaId: w.inwardSpaId },
        associationDetail: [{ associationId: w.item.associationId, units }],
      },
    },
    { cookie },
  );
const dispatchScan = (w: Walkable, units: number, cookie = exec) =>
  t.call(updateDispatchItems, { params: { hubId: w.hub, spaId: w.spaId }, body: { items: [{ lItemId: w.item.itemId, dispatchedQty: units }] } }, { cookie });
const timeline = async (hubId: string, itemId: string, query: { before?: number; limit?: number } = {}, cookie = exec) => {
  const res = await t.call(getItemHistory, { params: { hubId, itemId }, query }, { cookie });
  expect(res.statusCode).toBe(200);
  return res.json() as ItemHistoryResponse;
};
/** What a line says, without its id and time (asserted separately). */
const said = (l: HistoryLine) => [l.kind, l.title, l.person, l.units, l.from, l.to, l.reason];

describe('GET item history (the item timeline)', () => {
  it('tells an item walked through inward scan, dispatch scan and a correction, newest first, each with the person and time', async () => {
    const w = await walkableItem(3);
    const started = Date.now();
    expect((await inwardScan(w, 3)).statusCode).toBe(200);
    expect((await dispatchScan(w, 2, manager)).statusCode).toBe(200);
    const corrected = await t.call(
      correctDispatchCount,
      { params: { hubId: w.hub, spaId: w.spaId }, body: { itemId: w.item.itemId, units: 1, reasonCode: 'MIS_SCAN', note: 'Scanned twice' } },
      { cookie: manager, idempotencyKey: `history-${process.pid}-${n}` },
    );
    expect([corrected.statusCode, corrected.json().message]).toEqual([200, 'Correction saved.']);

    const body = await timeline(w.hub, w.item.itemId);
    expect(body.shipmentId).toBeNull();
    expect(body.items).toEqual([expect.objectContaining({ itemId: w.item.itemId, qty: 3, pickedQty: 3, dispatchedQty: 1 })]);
    expect(body.lines.map(said)).toEqual([
      ['CORRECTION', 'Correction (dispatch)', 'Asha Rao', 1, '2', '1', 'Mis-scan'],
      ['DISPATCH', 'Dispatched 2 units', 'Asha Rao', 2, '0', '2', null],
      ['INWARD', 'Picked 3 units on inward', 'Vikram Singh', 3, '0', '3', null],
      ['OTHER', HISTORY_TITLES.inHubSince, HISTORY_MESSAGES.system, null, null, null, null],
    ]);
    expect(body.lines[0]!.detail).toBe(`Manifest ${w.spaId} · Scanned twice`);
    expect(body.lines[1]!.detail).toBe(`Manifest ${w.spaId}`);
    expect(body.lines[2]!.detail).toBe(`Manifest ${w.inwardSpaId}`);
    // Times: the three calls in the order they were made, all since the test started; the first line before them.
    const [c, d, i, first] = body.lines.map((l) => l.at);
    expect(c! >= d! && d! >= i!).toBe(true);
    expect(i!).toBeGreaterThanOrEqual(started - 1000);
    expect(first!).toBeLessThanOrEqual(i!);
    expect(body.lines.every((l) => l.itemId === w.item.itemId)).toBe(true);
    expect(body.nextBefore).toBeNull();
  });

  it('answers a shipment id (or its first 14 characters) with the timeline of its items', async () => {
    const w = await walkableItem(2);
    expect((await inwardScan(w, 1)).statusCode).toBe(200);
    const shipmentId = w.item.shipmentId;
    for (const id of [shipmentId, shipmentId.slice(0, 14)]) {
      const body = await timeline(w.hub, id);
      expect(body.shipmentId).toBe(shipmentId);
      expect(body.items.map((i) => i.itemId)).toEqual([w.item.itemId]);
      expect(body.lines.map((l) => l.title)).toEqual(['Picked 1 unit on inward', HISTORY_TITLES.inHubSince]);
    }
  });

  it('pages by call: every line once, newest first, whatever the page size', async () => {
    const w = await walkableItem(6);
    for (let i = 0; i < 5; i++) expect((await inwardScan(w, 1)).statusCode).toBe(200);
    const all = await timeline(w.hub, w.item.itemId);
    expect(all.lines.map((l) => l.title)).toEqual([...Array(5).fill('Picked 1 unit on inward'), HISTORY_TITLES.inHubSince]);
    expect(all.lines.map((l) => l.to)).toEqual(['5', '4', '3', '2', '1', null]);
    const seen: HistoryLine[] = [];
    let before: number | undefined;
    let pages = 0;
    do {
      const page = await timeline(w.hub, w.item.itemId, { limit: 2, ...(before ? { before } : {}) });
      expect(page.lines.length).toBeLessThanOrEqual(3);
      seen.push(...page.lines);
      before = page.nextBefore ?? undefined;
      pages++;
    } while (before !== undefined && pages < 10);
    expect(pages).toBe(3);
    expect(seen.map((l) => l.id)).toEqual(all.lines.map((l) => l.id));
  });

  it('shows a runsheet the item went out on and the delivery attempt at its buyer, read from the current rows', async () => {
    const w = await walkableItem(1);
    const runsheetId = `RS-HIST-${process.pid}-${n}`;
    const driver = await unaudited(async (db) => {
      const started = new Date(Date.now() - 3_600_000);
      await db.insert(runsheets).values({
        runsheetId,
        hubOrgUnitId: w.hub,
        driverId: w.driverId,
        vehicleId: w.vehicleId,
        activityStatus: 'IN_PROGRESS',
        tripDate: started.toISOString().slice(0, 10),
        startedAt: started,
      });
      // The item came to the hub before the runsheet left (the seeded world's order of things).
      await db
        .update(items)
        .set({ createdAt: new Date(Date.now() - 7_200_000) })
        .where(eq(items.itemId, w.item.itemId));
      await db.execute(sql`insert into drop_points (drop_point_id, runsheet_id, org_id, name, address, suggested_sequence, status, check_in_at, check_out_at)
        select ${`DP-HIST-${process.pid}-${n}`}, ${runsheetId}, o.org_id, 'Test Shop', '1 Test Road', 1, 'DELIVERED', now() - interval '10 minutes', now() - interval '5 minutes'
        from items i join orders o on o.order_id = i.order_id where i.item_id = ${w.item.itemId}`);
      await db.execute(
        sql`update shipments set runsheet_id = ${runsheetId}, drop_point_id = ${`DP-HIST-${process.pid}-${n}`} where shipment_id = ${w.item.shipmentId}`,
      );
      return rowsOf<{ name: string }>(await db.execute(sql`select name from drivers where driver_id = ${w.driverId}`))[0]!.name;
    });
    const body = await timeline(w.hub, w.item.itemId);
    expect(body.lines.map((l) => [l.kind, l.title, l.detail, l.person])).toEqual([
      ['DELIVERY', 'Delivered', 'At Test Shop', driver],
      ['RUNSHEET', HISTORY_TITLES.outForDelivery(runsheetId), `Driver ${driver}`, HISTORY_MESSAGES.system],
      ['OTHER', HISTORY_TITLES.inHubSince, expect.stringMatching(/^Order /), HISTORY_MESSAGES.system],
    ]);
  });

  it('answers 404 for an unknown id and for another hub’s item under this hub; 403 for a hub the user does not work in', async () => {
    await t.expectCallRefused(
      getItemHistory,
      { params: { hubId: 'HUB-BLR-01', itemId: 'NO-SUCH-ITEM-1' } },
      404,
      HISTORY_MESSAGES.itemNotFound('NO-SUCH-ITEM-1'),
      {
        cookie: exec,
      },
    );
    const elsewhere = await unaudited((db) => makeDispatchManifest(db, { hub: 'HUB-HYD-02', items: [{ qty: 1 }] }));
    const id = elsewhere.items[0]!.itemId;
    await t.expectCallRefused(getItemHistory, { params: { hubId: 'HUB-BLR-01', itemId: id } }, 404, HISTORY_MESSAGES.itemNotFound(id), { cookie: exec });
    await t.expectCallRefused(getItemHistory, { params: { hubId: 'HUB-NOPE', itemId: id } }, 403, hubForbiddenMessage('HUB-NOPE'), { cookie: exec });
  });

  it('refuses a page size above the maximum in words', async () => {
    const res = await t.request({
      method: 'GET',
      url: `${endpointUrl(getItemHistory, { params: { hubId: 'HUB-BLR-01', itemId: 'X' } })}?limit=501`,
      cookie: exec,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain('Limit must be at most 500');
  });
});

describe('GET manifest activity (the manifest activity log)', () => {
  it('lists the scans and corrections of a dispatch manifest, newest first, with who', async () => {
    const w = await walkableItem(3);
    expect((await inwardScan(w, 3)).statusCode).toBe(200);
    expect((await dispatchScan(w, 3)).statusCode).toBe(200);
    expect(
      (
        await t.call(
          correctDispatchCount,
          { params: { hubId: w.hub, spaId: w.spaId }, body: { itemId: w.item.itemId, units: 2, reasonCode: 'DOUBLE_COUNT' } },
          { cookie: manager, idempotencyKey: `activity-${process.pid}-${n}` },
        )
      ).statusCode,
    ).toBe(200);
    const res = await t.call(getManifestActivity, { params: { hubId: w.hub, spaId: w.spaId } }, { cookie: exec });
    expect(res.statusCode).toBe(200);
    const body = res.json() as { movementType: string; lines: HistoryLine[]; nextBefore: number | null };
    expect(body.movementType).toBe('DISPATCH');
    expect(body.lines.map((l) => [l.kind, l.title, l.person, l.itemId])).toEqual([
      ['CORRECTION', 'Correction (dispatch)', 'Asha Rao', w.item.itemId],
      ['DISPATCH', 'Dispatched 3 units', 'Vikram Singh', w.item.itemId],
      ['OTHER', HISTORY_TITLES.manifestCreated, HISTORY_MESSAGES.system, null],
    ]);
    expect(body.lines[0]!.reason).toBe('Double count');
    expect(body.nextBefore).toBeNull();
    // The inward manifest's log has the inward scan only.
    const inward = (await t.call(getManifestActivity, { params: { hubId: w.hub, spaId: w.inwardSpaId } }, { cookie: exec })).json() as { lines: HistoryLine[] };
    expect(inward.lines.map((l) => l.title)).toEqual(['Picked 3 units on inward', HISTORY_TITLES.manifestCreated]);
  });

  it('answers 404 for a manifest that is not at this hub', async () => {
    await t.expectCallRefused(getManifestActivity, { params: { hubId: 'HUB-BLR-01', spaId: 'SPA-NOPE' } }, 404, manifestNotFoundMessage('SPA-NOPE'), {
      cookie: exec,
    });
  });
});

describe('tote history gains corrections', () => {
  it('lists the corrections of the items a tote holds, with their reason', async () => {
    const z = await unaudited(async (db) => {
      const made = await makeZoneTote(db, { zone: `LM-HT-${++n}`, items: [{ qty: 2 }] });
      await db.insert(corrections).values({
        hubOrgUnitId: made.hub,
        itemId: made.items[0]!.itemId,
        step: 'ZONE_MOVEMENT',
        contextId: made.zone,
        units: 1,
        fromValue: '2',
        toValue: '1',
        reasonCode: 'MIS_SCAN',
        correctedBy: 'USR-DEMO-HUB-MANAGER',
        correctedByName: 'Asha Rao',
      });
      return made;
    });
    const res = await t.call(getAssetHistory, { params: { assetCode: z.toteId } }, { cookie: exec });
    expect(res.statusCode).toBe(200);
    expect(res.json().corrections.map((l: HistoryLine) => [l.kind, l.title, l.detail, l.person, l.itemId, l.units, l.reason])).toEqual([
      ['CORRECTION', 'Correction (zone movement)', `Zone ${z.zone}`, 'Asha Rao', z.items[0]!.itemId, 1, 'Mis-scan'],
    ]);
  });
});

describe('global search finds items and shipments by id and links their timeline', () => {
  it('answers an exact item id and a shipment id (or its first 14 characters) with the timeline route', async () => {
    const w = await walkableItem(1);
    const found = async (query: string) => {
      const res = await t.call(globalSearch, { query: { query } }, { cookie: exec });
      expect(res.statusCode).toBe(200);
      return (res.json() as { results: Array<{ entityType: string; title: string; href: string }> }).results;
    };
    expect((await found(w.item.itemId.toLowerCase()))[0]).toEqual({
      entityType: 'ITEM',
      title: w.item.itemId,
      description: expect.stringContaining(w.hub),
      href: itemHistoryHref(w.hub, w.item.itemId),
    });
    for (const q of [w.item.shipmentId, w.item.shipmentId.slice(0, 14)]) {
      expect((await found(q)).filter((r) => r.entityType === 'SHIPMENT')).toEqual([
        { entityType: 'SHIPMENT', title: w.item.shipmentId, description: expect.stringContaining(w.hub), href: itemHistoryHref(w.hub, w.item.shipmentId) },
      ]);
    }
  });
});

describe('live: an item’s change reaches the hub’s stream as { e: item }', () => {
  it('publishes the scanned item’s id to another operator’s stream', async () => {
    const w = await walkableItem(2);
    const live = await listen(t, ['hubManager']);
    const controller = new AbortController();
    const res = await fetch(`${live.origin}${endpointUrl(getLiveHubChanges, { params: { hubId: w.hub } })}`, {
      headers: { cookie: live.operators[0]! },
      signal: controller.signal,
    });
    expect(res.status).toBe(200);
    let text = '';
    const heard = (async () => {
      const decoder = new TextDecoder();
      try {
        for await (const chunk of res.body as unknown as AsyncIterable<Uint8Array>) {
          text += decoder.decode(chunk, { stream: true });
          if (text.includes(`"e":"item","id":"${w.item.itemId}"`)) return true;
        }
      } catch {
        // aborted
      }
      return false;
    })();
    // Wait for the stream to be open before the scan (a change before it is not replayed).
    for (let i = 0; i < 1500 && !text.includes(`event: ${LIVE_EVENTS.ready}`); i++) await new Promise((r) => setTimeout(r, 10));
    expect((await inwardScan(w, 1)).statusCode).toBe(200);
    const timer = setTimeout(() => controller.abort(), 15_000);
    expect(await heard).toBe(true);
    clearTimeout(timer);
    controller.abort();
  });
});
