import { sql } from 'drizzle-orm';
import { checkDemoWorld, checkWorldConsistency, seedDatabase } from '../../src/seed';
import { ACTIVITY_GROUP_TYPES, MERGE_MIN_TOTES, TOTE_MAX_WEIGHT_GM, VEHICLE_ACTIVITY_STATE_VALUES, zoneQcStatusOf } from '@hub/shared/contracts';
import { toteInscanRepository } from '../../src/areas/tote-inscan/repository';
import { toteMergingRepository } from '../../src/areas/tote-merging/repository';
import { generateWorld } from '../../src/seed/world';
import { freshDatabase } from '../helpers/test-app';

type Fresh = Awaited<ReturnType<typeof freshDatabase>>;
let f: Fresh;
beforeAll(async () => {
  f = await freshDatabase();
  await f.database.migrate();
  await seedDatabase(f.database.db, { scale: 1, today: new Date('2026-11-21T12:00:00+05:30') });
});
afterAll(() => f.drop());

const values = async (query: ReturnType<typeof sql>) =>
  ((await f.database.db.execute(query)) as unknown as { rows: Array<{ v: string }> }).rows.map((r) => r.v).sort();
const rows = async <T>(query: ReturnType<typeof sql>) => ((await f.database.db.execute(query)) as unknown as { rows: T[] }).rows;

/** The benchmark world, generated once for the tests that read it in memory. */
let big: ReturnType<typeof generateWorld> | undefined;
const world100 = () => (big ??= generateWorld({ scale: 100, today: new Date('2026-11-21T12:00:00+05:30') }));
const HUBS = ['HUB-BLR-01', 'HUB-HYD-02', 'HUB-PUN-03'];
const EVERY_MANIFEST = HUBS.flatMap((hub) =>
  ACTIVITY_GROUP_TYPES.flatMap((type) => VEHICLE_ACTIVITY_STATE_VALUES.map((state) => `${hub}:${type}:${state}`)),
).sort();

describe('the seeded demo world (scale 1)', () => {
  it('passes its own consistency checks: quantities add up, every tote is in one place', async () => {
    expect(await checkWorldConsistency(f.database.db)).toEqual([]);
  });

  it('is the demo world docs/world.md describes (pnpm seed -- --check)', async () => {
    expect(await checkDemoWorld(f.database.db)).toEqual([]);
  });

  it('has items in every picking, dispatch and QC status', async () => {
    expect(await values(sql`select distinct picking_status as v from items`)).toEqual(['NOT_PICKED', 'NOT_STARTED', 'PARTIALLY_PICKED', 'PICKED']);
    expect(await values(sql`select distinct dispatch_status as v from items`)).toEqual(['DISPATCHED', 'NOT_DISPATCHED', 'NOT_STARTED', 'PARTIALLY_DISPATCHED']);
    expect(await values(sql`select distinct qc_status as v from items`)).toEqual(['COMPLETED', 'FAILED', 'NOT_STARTED']);
  });

  it('has zones of every kind at every hub', async () => {
    const kinds = await values(sql`select distinct hub_org_unit_id || ':' || zone_type as v from zones`);
    for (const hub of ['HUB-BLR-01', 'HUB-HYD-02', 'HUB-PUN-03']) {
      for (const t of ['BULK_BREAK', 'LM', 'REATTEMPT', 'RTO', 'RVP', 'STAGING']) expect(kinds).toContain(`${hub}:${t}`);
    }
    expect(await values(sql`select distinct qc_status as v from zones where zone_type = 'LM'`)).toEqual(['QC_COMPLETE', 'QC_FAILED', 'QC_PENDING']);
  });

  it('gives each zone the QC status of its items, and every hub LM zones in each status', async () => {
    // The QC screens' own reading: zone list (status, pending units) agrees with the items in the zone.
    const zones = await rows<{ hub: string; zone: string; status: string; pending: number; failed: number }>(sql`
      select z.hub_org_unit_id as hub, z.zone_id as zone, z.qc_status as status,
             coalesce(sum(i.qty - i.accepted_qty - i.failed_qty), 0)::int as pending, coalesce(sum(i.failed_qty), 0)::int as failed
      from zones z
      left join (select distinct hub_org_unit_id, entity_id, item_id from item_associations where association_type = 'ZONE' and qty > dispatched_qty) a
        on a.hub_org_unit_id = z.hub_org_unit_id and a.entity_id = z.zone_id
      left join items i on i.item_id = a.item_id
      group by 1, 2, 3`);
    for (const z of zones) {
      const expected = z.pending > 0 ? 'QC_PENDING' : z.failed > 0 ? 'QC_FAILED' : 'QC_COMPLETE';
      expect([z.hub, z.zone, z.status]).toEqual([z.hub, z.zone, expected]);
    }
    for (const hub of HUBS)
      expect([hub, [...new Set(zones.filter((z) => z.hub === hub && z.zone.startsWith('LM-')).map((z) => z.status))].sort()]).toEqual([
        hub,
        ['QC_COMPLETE', 'QC_FAILED', 'QC_PENDING'],
      ]);
  });

  it('has totes in every state', async () => {
    expect(await values(sql`select distinct asset_state as v from assets where asset_type = 'TOTE'`)).toEqual([
      'EMPTY_TOTE',
      'GOOD_TO_USE',
      'IN_TRANSFER',
      'IN_TRANSIT',
      'IN_USE',
      'LOST',
      'PENDING_ACTIVATION',
      'UNDER_PSV',
    ]);
  });

  it('has manifests of every activity group type and state', async () => {
    expect(await values(sql`select distinct activity_group_type as v from activity_groups`)).toEqual([
      'DIRECT_DROP',
      'HUB_DROP',
      'HUB_TO_WH_CRATE_DROP',
      'HUB_TO_WH_REVERSE_DROP',
      'WAREHOUSE_TO_HUB_DROP',
    ]);
    expect(await values(sql`select distinct activity_group_state as v from activity_groups`)).toEqual(['COMPLETED', 'NOT_STARTED', 'STARTED']);
    // Every hub has each type in each state (scale 1 adds the ones its orders do not make, AG-<hub>-00007 on).
    expect(await values(sql`select distinct hub_org_unit_id || ':' || activity_group_type || ':' || activity_group_state as v from activity_groups`)).toEqual(
      EVERY_MANIFEST,
    );
  });

  it("keeps the world's own manifests first: the ids and states the e2e tests open, newest first in the lists", async () => {
    expect(
      await values(sql`select activity_group_id || ':' || activity_group_type || ':' || activity_group_state as v from activity_groups
                       where activity_group_id in ('AG-BLR-00001', 'AG-BLR-00003', 'AG-PUN-00003', 'AG-PUN-00004', 'AG-PUN-00006')`),
    ).toEqual([
      'AG-BLR-00001:WAREHOUSE_TO_HUB_DROP:NOT_STARTED',
      'AG-BLR-00003:DIRECT_DROP:NOT_STARTED',
      'AG-PUN-00003:DIRECT_DROP:NOT_STARTED',
      'AG-PUN-00004:HUB_TO_WH_REVERSE_DROP:NOT_STARTED',
      'AG-PUN-00006:HUB_TO_WH_CRATE_DROP:NOT_STARTED',
    ]);
    // The first open inward manifest of every hub is NOT_STARTED on the VEHICLE tab and STARTED on the SELLER tab.
    for (const hub of HUBS) {
      const first = await rows<{ tab: string; state: string }>(sql`
        select distinct on (g.activity_view_type) g.activity_view_type as tab, a.vehicle_activity_state as state
        from activities a join activity_groups g on g.activity_group_id = a.activity_group_id
        where a.hub_org_unit_id = ${hub} and a.movement_type = 'HUB_INWARD' and a.vehicle_activity_state <> 'COMPLETED'
        order by g.activity_view_type, g.created_at desc, a.spa_id`);
      expect([hub, first.map((r) => `${r.tab}:${r.state}`)]).toEqual([hub, ['SELLER:STARTED', 'VEHICLE:NOT_STARTED']]);
    }
  });

  it('gives every hub a crate drop in each state: crates tagged at the hub while open, gone on its vehicle with the tote manifest once closed', async () => {
    const drops = await rows<{ hub: string; state: string; id: string; at_hub: number; on_vehicle: number; manifest: string | null }>(sql`
      select g.hub_org_unit_id as hub, g.activity_group_state as state, g.activity_group_id as id,
             count(*) filter (where t.current_hub_org_unit_id = g.hub_org_unit_id)::int as at_hub,
             count(*) filter (where t.current_vehicle_id = g.vehicle_id)::int as on_vehicle,
             (select m.state from tote_manifests m where m.activity_group_id = g.activity_group_id) as manifest
      from activity_groups g join activity_group_totes x on x.activity_group_id = g.activity_group_id join assets t on t.asset_code = x.asset_code
      where g.activity_group_type = 'HUB_TO_WH_CRATE_DROP' and g.activity_group_id >= 'AG-' || split_part(g.hub_org_unit_id, '-', 2) || '-00007'
      group by g.hub_org_unit_id, g.activity_group_state, g.activity_group_id, g.vehicle_id order by 1, 2`);
    expect(drops.map((d) => `${d.hub}:${d.state}:${d.at_hub}:${d.on_vehicle}:${d.manifest}`)).toEqual([
      'HUB-BLR-01:COMPLETED:0:3:CLOSED',
      'HUB-BLR-01:NOT_STARTED:2:0:null',
      'HUB-BLR-01:STARTED:2:0:null',
      'HUB-HYD-02:COMPLETED:0:3:CLOSED',
      'HUB-HYD-02:NOT_STARTED:2:0:null',
      'HUB-HYD-02:STARTED:2:0:null',
      'HUB-PUN-03:COMPLETED:0:3:CLOSED',
      'HUB-PUN-03:STARTED:2:0:null',
    ]);
  });

  it('has nothing dispatched on a dispatch manifest not started, and a started one with lines in every dispatch status', async () => {
    const [dispatched] = await values(sql`
      select count(*)::text as v from activities a join activity_items ai on ai.spa_id = a.spa_id join items i on i.item_id = ai.item_id
      where a.movement_type = 'DISPATCH' and a.vehicle_activity_state = 'NOT_STARTED' and (i.dispatched_qty > 0 or ai.done_qty > 0)`);
    expect(Number(dispatched)).toBe(0);
    for (const hub of HUBS)
      expect([
        hub,
        await values(sql`
          select distinct i.dispatch_status as v from activities a join activity_items ai on ai.spa_id = a.spa_id join items i on i.item_id = ai.item_id
          where a.hub_org_unit_id = ${hub} and a.movement_type = 'DISPATCH' and a.vehicle_activity_state = 'STARTED'`),
      ]).toEqual([hub, ['DISPATCHED', 'NOT_DISPATCHED', 'NOT_STARTED', 'PARTIALLY_DISPATCHED']]);
  });

  it('has runsheets in every activity status, PSV tasks in every state and alerts of every type', async () => {
    expect(await values(sql`select distinct activity_status as v from runsheets`)).toEqual(['ENDED', 'IN_PROGRESS', 'NOT_STARTED']);
    expect(await values(sql`select distinct state as v from psv_tasks`)).toEqual(['ABANDONED', 'CREATED', 'PROCESSED', 'PROCESSING']);
    expect(await values(sql`select distinct type as v from alerts`)).toEqual([
      'COMPLETE_RTO',
      'DELIVERY_RECEIPT',
      'QR_DISPUTE',
      'SET_BREAK',
      'WEIGHT_SHORTFALL',
    ]);
    expect(await values(sql`select distinct type as v from trip_events`)).toEqual(['ALERT', 'DROP', 'TRIP_END', 'TRIP_START']);
  });

  it('has orgs with orders, payments, push lists, rewards, offers and escalations', async () => {
    for (const table of ['orgs', 'orders', 'payments', 'push_list_items', 'rewards', 'offers', 'escalations', 'org_visits']) {
      const [n] = await values(sql`select count(*)::text as v from ${sql.identifier(table)}`);
      expect([table, Number(n) > 0]).toEqual([table, true]);
    }
  });

  it('has about 100 field executives with valid phones and unique PANs, some deactivated, some assigned', async () => {
    const fes = (
      (await f.database.db.execute(sql`select id, phone_number, pan_number, status from field_executives`)) as unknown as {
        rows: Array<{ id: string; phone_number: string; pan_number: string; status: string }>;
      }
    ).rows;
    expect(fes).toHaveLength(100);
    for (const fe of fes) {
      expect(fe.phone_number).toMatch(/^[6-9]\d{9}$/);
      expect(fe.pan_number).toMatch(/^[A-Z]{5}\d{4}[A-Z]$/);
      expect(fe.id).toMatch(/^FE-[A-Z0-9]+$/);
    }
    expect(new Set(fes.map((x) => x.pan_number)).size).toBe(100);
    expect(fes.some((x) => x.status === 'DEACTIVATED')).toBe(true);
    const [assigned] = await values(sql`select count(distinct fe_id)::text as v from fe_hub_assignments where active`);
    expect(Number(assigned)).toBeGreaterThan(10);
  });

  it('gives each tote in-scan hub totes to in-scan (both batches with route batching) and each merging hub mergeable zones', async () => {
    const db = f.database.db;
    for (const hub of ['HUB-BLR-01', 'HUB-PUN-03']) {
      const open = (await toteInscanRepository.list(db, hub, undefined, new Date(0))).filter((x) => !x.scanned);
      expect([hub, open.length >= 10, open.every((x) => x.associations.length > 0)]).toEqual([hub, true, true]);
    }
    const blr = (await toteInscanRepository.list(db, 'HUB-BLR-01', undefined, new Date(0))).filter((x) => !x.scanned);
    expect(new Set(blr.map((x) => x.routeBatch ?? 'MORNING'))).toEqual(new Set(['MORNING', 'AFTERNOON']));
    expect(await toteInscanRepository.list(db, 'HUB-HYD-02', undefined, new Date(0))).toEqual([]);
    const zones = await toteMergingRepository.zones(db, 'HUB-BLR-01');
    expect(zones.length).toBeGreaterThan(0);
    // A source with a suggested destination exists: the merge screen has something to do.
    let mergeable = 0;
    for (const z of zones)
      for (const tote of await toteMergingRepository.zoneTotes(db, 'HUB-BLR-01', z.zoneId))
        if ((await toteMergingRepository.suggestions(db, 'HUB-BLR-01', tote)).length) mergeable++;
    expect(mergeable).toBeGreaterThan(1);
  });

  it('keeps in-scan lists and mergeable zones at scale 100', () => {
    const w = world100();
    const open = w.coupledTotes.filter((c) => !c.scannedAt);
    for (const hub of ['HUB-BLR-01', 'HUB-PUN-03']) expect([hub, open.filter((c) => c.hubOrgUnitId === hub).length]).toEqual([hub, 208]);
    // Qualified totes by zone, as the merge screens count them: in use, usable, in a zone, units none dispatched.
    const totes = new Map(w.assets.filter((a) => a.assetState === 'IN_USE' && a.isUsable !== false && a.currentZoneId).map((a) => [a.assetCode, a]));
    const held = new Map<string, { units: number; dispatched: number }>();
    for (const a of w.associations) {
      if (a.associationType !== 'ZONE' || !a.toteAttachedToEntityId || !totes.has(a.toteAttachedToEntityId)) continue;
      const h = held.get(a.toteAttachedToEntityId) ?? { units: 0, dispatched: 0 };
      h.units += a.qty;
      h.dispatched += a.dispatchedQty ?? 0;
      held.set(a.toteAttachedToEntityId, h);
    }
    const byZone = new Map<string, number[]>();
    for (const [code, h] of held) {
      if (h.units === 0 || h.dispatched > 0) continue;
      const t = totes.get(code)!;
      if (t.currentHubOrgUnitId !== 'HUB-BLR-01') continue;
      byZone.set(t.currentZoneId!, [...(byZone.get(t.currentZoneId!) ?? []), t.weightGm ?? 0]);
    }
    const mergeable = [...byZone.values()].filter(
      (ws) =>
        ws.length >= MERGE_MIN_TOTES &&
        [...ws]
          .sort((a, b) => a - b)
          .slice(0, 2)
          .reduce((a, b) => a + b, 0) <= TOTE_MAX_WEIGHT_GM,
    );
    expect(mergeable.length).toBeGreaterThan(5);
  });

  it("dates the world by the hub's day (Indian time), whatever the server's clock says", () => {
    // 19:00 UTC is 00:30 the next day in India: the routes read that day as today (hubDate, indiaDayOf), so must the world.
    const late = generateWorld({ scale: 1, today: new Date('2026-11-23T19:00:00Z') });
    const early = generateWorld({ scale: 1, today: new Date('2026-11-23T18:29:00Z') });
    const days = (w: ReturnType<typeof generateWorld>) => [...new Set(w.trips.map((t) => t.tripDate))].sort();
    expect(days(late)).toEqual(['2026-11-23', '2026-11-24']);
    expect(days(early)).toEqual(['2026-11-22', '2026-11-23']);
    // Today's trips start after the hub's midnight, yesterday's before it.
    const midnight = Date.parse('2026-11-24T00:00:00+05:30');
    const started = late.trips.filter((t) => t.startedAt);
    expect(started.length).toBeGreaterThan(0);
    for (const t of started) expect([t.tripId, new Date(t.startedAt!).getTime() >= midnight]).toEqual([t.tripId, t.tripDate === '2026-11-24']);
  });

  it('is deterministic: the same scale and day generate the same world', () => {
    const a = generateWorld({ scale: 2, today: new Date('2026-11-21T12:00:00+05:30') });
    const b = generateWorld({ scale: 2, today: new Date('2026-11-21T12:00:00+05:30') });
    expect(JSON.stringify(a)).toBe(JSON.stringify(b));
  });

  it('keeps the demo world facts at scale 100: every manifest, nothing dispatched before a start, zone QC from items', () => {
    const w = world100();
    expect([...new Set(w.activityGroups.map((g) => `${g.hubOrgUnitId}:${g.activityGroupType}:${g.activityGroupState}`))].sort()).toEqual(EVERY_MANIFEST);
    // Scale 100 has every manifest of its own: nothing is added.
    expect(w.orders.filter((o) => o.orderId.includes('-M')).length).toBe(0);
    const items = new Map(w.items.map((i) => [i.itemId, i]));
    const activityState = new Map(w.activities.filter((a) => a.movementType === 'DISPATCH').map((a) => [a.spaId, a.vehicleActivityState]));
    const notStarted = w.activityItems.filter((ai) => activityState.get(ai.spaId) === 'NOT_STARTED');
    expect(notStarted.length).toBeGreaterThan(1000);
    expect(notStarted.filter((ai) => (ai.doneQty ?? 0) > 0 || (items.get(ai.itemId)!.dispatchedQty ?? 0) > 0)).toEqual([]);
    const closed = w.activityItems.filter((ai) => activityState.get(ai.spaId) === 'COMPLETED');
    expect(closed.filter((ai) => (items.get(ai.itemId)!.dispatchStatus ?? 'NOT_STARTED') === 'NOT_STARTED')).toEqual([]);
    const held = new Map<string, Set<string>>();
    for (const a of w.associations)
      if (a.associationType === 'ZONE' && a.qty > (a.dispatchedQty ?? 0))
        held.set(`${a.hubOrgUnitId}|${a.entityId}`, (held.get(`${a.hubOrgUnitId}|${a.entityId}`) ?? new Set()).add(a.itemId));
    const wrong = w.zones.filter((z) => {
      const list = [...(held.get(`${z.hubOrgUnitId}|${z.zoneId}`) ?? [])].map((id) => items.get(id)!);
      return z.qcStatus !== zoneQcStatusOf(list.map((i) => ({ totalQty: i.qty, acceptedQty: i.acceptedQty ?? 0, failedQty: i.failedQty ?? 0 })));
    });
    expect(wrong.map((z) => `${z.hubOrgUnitId}:${z.zoneId}:${z.qcStatus}`)).toEqual([]);
    expect([...new Set(w.zones.filter((z) => z.zoneType === 'LM').map((z) => z.qcStatus))].sort()).toEqual(['QC_COMPLETE', 'QC_FAILED', 'QC_PENDING']);
  });

  it('makes at least 50,000 items at scale 100', () => {
    const w = world100();
    expect(w.items.length).toBeGreaterThanOrEqual(50_000);
    expect(w.fieldExecutives.length).toBe(10_000);
  });
});
