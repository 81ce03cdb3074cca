import { sql } from 'drizzle-orm';
import { checkWorldConsistency, seedDatabase } from '../../src/seed';
import { MERGE_MIN_TOTES, TOTE_MAX_WEIGHT_GM } from '@hub/shared/contracts';
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

describe('the seeded demo world (scale 1)', () => {
  it('passes its own consistency checks: quantities add up, every tote is in one place', async () => {
    expect(await checkWorldConsistency(f.database.db)).toEqual([]);
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
    const w = generateWorld({ scale: 100, today: new Date('2026-11-21T12:00:00+05:30') });
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

  it('makes at least 50,000 items at scale 100', () => {
    const w = generateWorld({ scale: 100, today: new Date('2026-11-21T12:00:00+05:30') });
    expect(w.items.length).toBeGreaterThanOrEqual(50_000);
    expect(w.fieldExecutives.length).toBe(10_000);
  });
});
