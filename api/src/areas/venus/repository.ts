import { and, asc, desc, eq, ilike, inArray, or, sql } from 'drizzle-orm';
import {
  type Alert,
  type AlertProperties,
  alertPriority,
  type BoardGroup,
  type BoardItem,
  type DropStatus,
  ITEM_ID_SCAN_LENGTH,
  itemHistoryHref,
  orgViewHref,
  type OverviewAlert,
  SEARCH_RESULTS_PER_TYPE,
  type SearchResult,
  type SummaryStatus,
  type TimelineEntry,
  type Trip,
} from '@hub/shared/contracts';
import { type Db, type Tx } from '../../db/client';
import { alertReviews, alerts, drivers, items, orders, orgs, shipments, skus, tripEvents, trips, vehicles } from '../../db/schema';
import { escapeLike } from '../field-executives/repository';

type AlertRow = typeof alerts.$inferSelect;
type TripRow = typeof trips.$inferSelect;
type ReviewRow = typeof alertReviews.$inferSelect;

const ms = (d: Date | null | undefined) => (d ? d.getTime() : null);

/** The latest COMMENT review of each alert (a comment is replaced on edit, so there is at most one; latest wins). */
async function latestComments(db: Db | Tx, alertIds: string[]): Promise<Map<string, ReviewRow>> {
  const map = new Map<string, ReviewRow>();
  if (alertIds.length === 0) return map;
  const rows = await db
    .select()
    .from(alertReviews)
    .where(and(inArray(alertReviews.alertId, alertIds), eq(alertReviews.kind, 'COMMENT')))
    .orderBy(asc(alertReviews.reviewedAt), asc(alertReviews.id));
  for (const r of rows) map.set(r.alertId, r);
  return map;
}

/** The API shape of an alert row with its review comment. */
function toAlert(row: AlertRow, review: ReviewRow | undefined): Alert {
  return {
    alertId: row.alertId,
    tripId: row.tripId,
    type: row.type as Alert['type'],
    label: row.label,
    severity: row.severity as Alert['severity'],
    timeSpent: row.timeSpentSeconds,
    reviewPending: row.reviewPending,
    review: review?.comment ?? null,
    reviewedBy: review?.reviewedBy ?? null,
    reviewedAt: ms(review?.reviewedAt),
    createdAt: row.createdAt.getTime(),
    approvalAlert: row.approvalAlert,
    approvalState: (row.approvalState as Alert['approvalState']) ?? null,
    shopOrgUnitId: row.shopOrgUnitId,
    properties: row.properties as AlertProperties,
  };
}

async function alertsWithReviews(db: Db | Tx, rows: AlertRow[]): Promise<Alert[]> {
  const reviews = await latestComments(
    db,
    rows.map((r) => r.alertId),
  );
  return rows.map((r) => toAlert(r, reviews.get(r.alertId)));
}

const fmtTime = (d: Date | null) => (d ? d.toLocaleTimeString('en-IN', { hour: '2-digit', minute: '2-digit', timeZone: 'Asia/Kolkata' }) : '-');

/** Builds the API trips (details, metrics, timeline with its alerts) for trip rows, in the rows' order. */
async function buildTrips(db: Db | Tx, tripRows: TripRow[]): Promise<Trip[]> {
  if (tripRows.length === 0) return [];
  const ids = tripRows.map((t) => t.tripId);
  const [events, alertRows, vehicleRows, driverRows] = await Promise.all([
    db.select().from(tripEvents).where(inArray(tripEvents.tripId, ids)).orderBy(asc(tripEvents.tripId), asc(tripEvents.seq)),
    db.select().from(alerts).where(inArray(alerts.tripId, ids)).orderBy(asc(alerts.alertId)),
    db
      .select()
      .from(vehicles)
      .where(
        inArray(
          vehicles.vehicleId,
          tripRows.map((t) => t.vehicleId),
        ),
      ),
    db
      .select()
      .from(drivers)
      .where(
        inArray(
          drivers.driverId,
          tripRows.map((t) => t.driverId),
        ),
      ),
  ]);
  const allAlerts = await alertsWithReviews(db, alertRows);
  const vehicleById = new Map(vehicleRows.map((v) => [v.vehicleId, v]));
  const driverById = new Map(driverRows.map((d) => [d.driverId, d]));
  return tripRows.map((trip) => {
    const tripAlerts = allAlerts.filter((a) => a.tripId === trip.tripId);
    const byDropEvent = new Map<number, Alert[]>();
    for (const row of alertRows.filter((a) => a.tripId === trip.tripId)) {
      if (row.tripEventId === null) continue;
      const list = byDropEvent.get(row.tripEventId) ?? [];
      list.push(tripAlerts.find((a) => a.alertId === row.alertId)!);
      byDropEvent.set(row.tripEventId, list);
    }
    // ALERT entries follow their drop in the timeline, one per alert raised there, in alert order: pair them up.
    // Alerts raised on the trip rather than at a drop (no event) pair with ALERT entries outside any drop's run.
    const loose = alertRows.filter((a) => a.tripId === trip.tripId && a.tripEventId === null).map((r) => tripAlerts.find((a) => a.alertId === r.alertId)!);
    let pending: Alert[] = [];
    const timeline: TimelineEntry[] = events
      .filter((e) => e.tripId === trip.tripId)
      .map((e) => {
        const dropAlerts = e.type === 'DROP' ? (byDropEvent.get(e.id) ?? []) : [];
        if (e.type === 'DROP') pending = [...dropAlerts];
        let entryAlerts = dropAlerts;
        if (e.type === 'ALERT') {
          const i = pending.findIndex((a) => a.type === e.summaryText);
          const j = i >= 0 ? -1 : loose.findIndex((a) => a.type === e.summaryText);
          entryAlerts = i >= 0 ? pending.splice(i, 1) : j >= 0 ? loose.splice(j, 1) : [];
        }
        const duration = e.checkIn && e.checkOut ? Math.round((e.checkOut.getTime() - e.checkIn.getTime()) / 1000) : null;
        return {
          id: e.id,
          type: e.type as TimelineEntry['type'],
          hubName: e.hubName,
          shopName: e.shopName,
          shopOrgUnitId: e.shopOrgUnitId,
          status: (e.status as DropStatus | null) ?? null,
          tags: e.tags ?? [],
          summary: { status: (e.summaryStatus as SummaryStatus | null) ?? 'DEFAULT', text: e.summaryText ?? '' },
          actualSequence: e.actualSequence,
          suggestedSequence: e.suggestedSequence,
          checkIn: ms(e.checkIn),
          checkOut: ms(e.checkOut),
          durationSeconds: duration,
          imagesUrl: e.imagesUrl ?? [],
          alerts: entryAlerts,
          at: e.at.getTime(),
        };
      });
    const vehicle = vehicleById.get(trip.vehicleId);
    const driver = driverById.get(trip.driverId);
    return {
      tripDetails: {
        tripId: trip.tripId,
        vehicleId: trip.vehicleId,
        vehicleNumber: vehicle?.vehicleNumber ?? trip.vehicleId,
        driverName: driver?.name ?? trip.driverId,
        hubOrgUnitId: trip.hubOrgUnitId,
        displayAttributes: [
          { title: 'Trip', value: trip.tripId },
          { title: 'Driver', value: driver?.name ?? trip.driverId },
          { title: 'Vehicle', value: vehicle?.vehicleNumber ?? trip.vehicleId },
          { title: 'Status', value: trip.status.replace(/_/g, ' ') },
          { title: 'Started', value: fmtTime(trip.startedAt) },
          { title: 'Ended', value: fmtTime(trip.endedAt) },
        ],
        tripMetrics: [
          { title: 'Touch points', value: String(trip.touchPoints) },
          { title: 'Attempts', value: String(trip.attempts) },
          { title: 'RTO', value: String(trip.rto) },
          { title: 'Partial deliveries', value: String(trip.partialDeliveries) },
          { title: 'Distance', value: `${trip.distanceKm} km` },
          { title: 'Alerts', value: String(tripAlerts.length) },
        ],
      },
      timeline,
      alerts: tripAlerts,
    };
  });
}

/** Worst open alert of a driver decides the board group; no open alert is the last group. */
const BOARD_GROUPS: ReadonlyArray<{ name: string; icon: BoardGroup['icon']; severity: Alert['severity'] | null }> = [
  { name: 'High alerts', icon: 'error', severity: 'HIGH' },
  { name: 'Medium alerts', icon: 'warn', severity: 'MEDIUM' },
  { name: 'Low alerts', icon: 'info', severity: 'LOW' },
  { name: 'No open alerts', icon: 'success', severity: null },
];

/** Trips, their timelines, alerts and reviews (monitoring, spec 002). Every function takes the database or a transaction. */
export const monitoringRepository = {
  /** The hub's vehicle by id or number (case-insensitive), or null. */
  async findVehicle(db: Db | Tx, hubId: string, key: string) {
    const [row] = await db
      .select()
      .from(vehicles)
      .where(and(eq(vehicles.hubOrgUnitId, hubId), or(eq(vehicles.vehicleId, key), sql`upper(${vehicles.vehicleNumber}) = upper(${key})`)))
      .limit(1);
    return row ?? null;
  },

  /** A vehicle's trips of a day at a hub, oldest first. */
  async vehicleTrips(db: Db | Tx, hubId: string, vehicleId: string, day: string): Promise<Trip[]> {
    const rows = await db
      .select()
      .from(trips)
      .where(and(eq(trips.hubOrgUnitId, hubId), eq(trips.vehicleId, vehicleId), eq(trips.tripDate, day)))
      .orderBy(asc(trips.startedAt), asc(trips.tripId));
    return buildTrips(db, rows);
  },

  /** One trip, or null. */
  async trip(db: Db | Tx, tripId: string): Promise<Trip | null> {
    const rows = await db.select().from(trips).where(eq(trips.tripId, tripId));
    return (await buildTrips(db, rows))[0] ?? null;
  },

  /** A hub's alerts of a day with priorities, and the delivery-ops board (one card per driver and vehicle). */
  async hubOverview(db: Db | Tx, hubId: string, day: string): Promise<{ alerts: OverviewAlert[]; groups: BoardGroup[] }> {
    const tripRows = await db
      .select({ trip: trips, vehicleNumber: vehicles.vehicleNumber, driverName: drivers.name })
      .from(trips)
      .innerJoin(vehicles, eq(vehicles.vehicleId, trips.vehicleId))
      .innerJoin(drivers, eq(drivers.driverId, trips.driverId))
      .where(and(eq(trips.hubOrgUnitId, hubId), eq(trips.tripDate, day)))
      .orderBy(asc(trips.tripId));
    if (tripRows.length === 0) return { alerts: [], groups: [] };
    const tripById = new Map(tripRows.map((r) => [r.trip.tripId, r]));
    const alertRows = await db
      .select({ alert: alerts, shopName: orgs.shopName })
      .from(alerts)
      .leftJoin(orgs, eq(orgs.orgId, alerts.shopOrgUnitId))
      .where(
        inArray(
          alerts.tripId,
          tripRows.map((r) => r.trip.tripId),
        ),
      )
      .orderBy(desc(alerts.createdAt), asc(alerts.alertId));
    const withReviews = await alertsWithReviews(
      db,
      alertRows.map((r) => r.alert),
    );
    const overview: OverviewAlert[] = withReviews.map((a, i) => {
      const t = tripById.get(a.tripId)!;
      return {
        ...a,
        priority: alertPriority(a),
        vehicleId: t.trip.vehicleId,
        vehicleNumber: t.vehicleNumber,
        driverName: t.driverName,
        shopName: alertRows[i]!.shopName ?? null,
      };
    });
    const cards = new Map<string, BoardItem & { worst: number }>();
    const rank = (s: Alert['severity'] | null) => (s === 'HIGH' ? 0 : s === 'MEDIUM' ? 1 : s === 'LOW' ? 2 : 3);
    for (const { trip, vehicleNumber, driverName } of tripRows) {
      const key = `${trip.driverId}|${trip.vehicleId}`;
      const card = cards.get(key) ?? {
        driverName,
        driverId: trip.driverId,
        vehicleId: trip.vehicleId,
        vehicleNumber,
        alerts: [],
        displayAttributes: [],
        tripMetrics: { touchPoints: 0, attempts: 0, rto: 0, partialDeliveries: 0 },
        worst: 3,
      };
      card.tripMetrics.touchPoints += trip.touchPoints;
      card.tripMetrics.attempts += trip.attempts;
      card.tripMetrics.rto += trip.rto;
      card.tripMetrics.partialDeliveries += trip.partialDeliveries;
      const trips = (Number(card.displayAttributes.find((d) => d.title === 'Trips')?.value ?? 0) || 0) + 1;
      card.displayAttributes = [
        { title: 'Trips', value: String(trips) },
        { title: 'Status', value: trip.status.replace(/_/g, ' ') },
      ];
      for (const a of overview.filter((x) => x.tripId === trip.tripId)) {
        card.alerts.push({ alertId: a.alertId, type: a.type, severity: a.severity });
        if (a.reviewPending) card.worst = Math.min(card.worst, rank(a.severity));
      }
      cards.set(key, card);
    }
    const groups = BOARD_GROUPS.map((g) => ({
      name: g.name,
      icon: g.icon,
      items: [...cards.values()].filter((c) => c.worst === rank(g.severity)).map(({ worst: _w, ...item }) => item),
    })).filter((g) => g.items.length > 0);
    return { alerts: overview, groups };
  },

  /** One alert with its review, or null. */
  async alert(db: Db | Tx, alertId: string): Promise<Alert | null> {
    const [row] = await db.select().from(alerts).where(eq(alerts.alertId, alertId));
    return row ? (await alertsWithReviews(db, [row]))[0]! : null;
  },

  /** Alerts by id, locked for update in id order (two reviewers on one alert queue here instead of racing). */
  async lockAlerts(tx: Tx, alertIds: string[]): Promise<AlertRow[]> {
    return tx
      .select()
      .from(alerts)
      .where(inArray(alerts.alertId, [...alertIds].sort()))
      .orderBy(asc(alerts.alertId))
      .for('update');
  },

  /** The current COMMENT reviews of alerts. */
  comments: latestComments,

  /** Writes a review comment on each alert (replacing any earlier comment) and clears reviewPending. */
  async writeComments(tx: Tx, alertIds: string[], comment: string, by: string): Promise<void> {
    await tx.delete(alertReviews).where(and(inArray(alertReviews.alertId, alertIds), eq(alertReviews.kind, 'COMMENT')));
    await tx.insert(alertReviews).values(alertIds.map((alertId) => ({ alertId, kind: 'COMMENT', comment, reviewedBy: by })));
    await tx.update(alerts).set({ reviewPending: false }).where(inArray(alerts.alertId, alertIds));
  },

  /** Deletes the review comments of alerts; each is pending review again. */
  async deleteComments(tx: Tx, alertIds: string[]): Promise<void> {
    await tx.delete(alertReviews).where(and(inArray(alertReviews.alertId, alertIds), eq(alertReviews.kind, 'COMMENT')));
    await tx.update(alerts).set({ reviewPending: true }).where(inArray(alerts.alertId, alertIds));
  },

  /**
   * Approves or rejects a pending approval alert: a conditional update (only from PENDING), so of two reviewers
   * acting at once exactly one wins. False when the alert was not pending any more.
   */
  async act(tx: Tx, alertId: string, action: 'APPROVED' | 'REJECTED', by: string): Promise<boolean> {
    const done = await tx
      .update(alerts)
      .set({ approvalState: action, reviewPending: false })
      .where(and(eq(alerts.alertId, alertId), eq(alerts.approvalAlert, true), eq(alerts.approvalState, 'PENDING')))
      .returning({ alertId: alerts.alertId });
    if (done.length === 0) return false;
    await tx.insert(alertReviews).values({ alertId, kind: action, comment: null, reviewedBy: by });
    return true;
  },

  /** Alerts by id (after a write), in the order asked. */
  async alertsByIds(db: Db | Tx, alertIds: string[]): Promise<Alert[]> {
    const rows = await db.select().from(alerts).where(inArray(alerts.alertId, alertIds));
    const list = await alertsWithReviews(db, rows);
    return alertIds.map((id) => list.find((a) => a.alertId === id)!).filter(Boolean);
  },

  /**
   * Global search over orders, vehicles, buyers (orgs) and drivers: per type at most SEARCH_RESULTS_PER_TYPE rows,
   * ranked exact id (or number) first, then prefix, then anywhere; every query is bounded by a LIMIT. Only rows of
   * `hubs` (null: every hub; hub scoping, docs/adr/013), filtered in each query so the LIMIT counts what is shown.
   */
  async search(db: Db | Tx, query: string, day: string, dateMs: number, hubs: readonly string[] | null = null): Promise<SearchResult[]> {
    const q = query.trim();
    const like = `%${escapeLike(q)}%`;
    const prefix = `${escapeLike(q)}%`;
    const rank = (col: Parameters<typeof ilike>[0]) => sql<number>`case when upper(${col}) = upper(${q}) then 0 when ${col} ilike ${prefix} then 1 else 2 end`;
    const n = SEARCH_RESULTS_PER_TYPE;
    const inHubs = (col: Parameters<typeof inArray>[0]) => (hubs === null ? undefined : inArray(col, [...hubs]));
    const timelineHref = (p: { vehicleId: string; hubId: string; tripId?: string; orgUnitId?: string }) => {
      const params = new URLSearchParams({ vehicleId: p.vehicleId, hubId: p.hubId, date: String(dateMs) });
      if (p.tripId) params.set('tripId', p.tripId);
      if (p.orgUnitId) params.set('orgUnitId', p.orgUnitId);
      return `/venus/timeline?${params.toString()}`;
    };
    // Items and shipments by id (issue 34: a timeline is reached from global search): an item by its exact id (primary
    // key), a shipment by its id's start (a scan reads its first 14 characters) once the query looks like one.
    const idLike = /^[A-Za-z0-9-]{6,}$/.test(q);
    const [orderRows, vehicleRows, orgRows, driverRows, itemRows, shipmentRows] = await Promise.all([
      db
        .select({
          orderId: orders.orderId,
          orgId: orders.orgId,
          hubId: orders.hubOrgUnitId,
          status: orders.status,
          shopName: orgs.shopName,
          runsheetId: sql<string | null>`(select s.runsheet_id from ${shipments} s where s.order_id = ${orders.orderId} and s.runsheet_id is not null limit 1)`,
        })
        .from(orders)
        .innerJoin(orgs, eq(orgs.orgId, orders.orgId))
        .where(and(ilike(orders.orderId, like), inHubs(orders.hubOrgUnitId)))
        .orderBy(rank(orders.orderId), asc(orders.orderId))
        .limit(n),
      db
        .select()
        .from(vehicles)
        .where(and(or(ilike(vehicles.vehicleNumber, like), ilike(vehicles.vehicleId, like)), inHubs(vehicles.hubOrgUnitId)))
        .orderBy(sql`least(${rank(vehicles.vehicleNumber)}, ${rank(vehicles.vehicleId)})`, asc(vehicles.vehicleNumber))
        .limit(n),
      db
        .select()
        .from(orgs)
        .where(and(or(ilike(orgs.orgId, like), ilike(orgs.shopName, like), ilike(orgs.phoneNumber, like)), inHubs(orgs.hubOrgUnitId)))
        .orderBy(sql`least(${rank(orgs.orgId)}, ${rank(orgs.shopName)} + 1)`, asc(orgs.shopName))
        .limit(n),
      db
        .select({ driver: drivers, vehicleNumber: vehicles.vehicleNumber })
        .from(drivers)
        .leftJoin(vehicles, eq(vehicles.vehicleId, drivers.vehicleId))
        .where(and(or(ilike(drivers.driverId, like), ilike(drivers.name, like)), inHubs(drivers.hubOrgUnitId)))
        .orderBy(sql`least(${rank(drivers.driverId)}, ${rank(drivers.name)} + 1)`, asc(drivers.name))
        .limit(n),
      idLike
        ? db
            .select({ itemId: items.itemId, hubId: items.hubOrgUnitId, title: skus.title })
            .from(items)
            .innerJoin(skus, eq(skus.skuId, items.skuId))
            .where(and(eq(items.itemId, q.toUpperCase()), inHubs(items.hubOrgUnitId)))
            .limit(1)
        : Promise.resolve([]),
      idLike
        ? db
            .select({ shipmentId: shipments.shipmentId, hubId: shipments.hubOrgUnitId, status: shipments.shipmentStatus })
            .from(shipments)
            .where(and(ilike(shipments.shipmentId, `${escapeLike(q.toUpperCase().slice(0, ITEM_ID_SCAN_LENGTH))}%`), inHubs(shipments.hubOrgUnitId)))
            .orderBy(asc(shipments.shipmentId))
            .limit(n)
        : Promise.resolve([]),
    ]);
    // An order on a trip opens that trip's timeline at the shop's drop; the trip's vehicle is looked up per row.
    const orderTrips = orderRows.filter((o) => o.runsheetId).map((o) => o.runsheetId!);
    const tripRows = orderTrips.length ? await db.select().from(trips).where(inArray(trips.tripId, orderTrips)) : [];
    const tripById = new Map(tripRows.map((t) => [t.tripId, t]));
    const results: Array<SearchResult & { rank: number }> = [];
    const exact = (...values: Array<string | null | undefined>) => (values.some((v) => v && v.toUpperCase() === q.toUpperCase()) ? 0 : 1);
    for (const o of orderRows) {
      const trip = o.runsheetId ? tripById.get(o.runsheetId) : undefined;
      results.push({
        rank: exact(o.orderId),
        entityType: 'ORDER',
        title: o.orderId,
        description: `${o.shopName} · ${o.status.replace(/_/g, ' ')}`,
        href: trip ? timelineHref({ vehicleId: trip.vehicleId, hubId: trip.hubOrgUnitId, tripId: trip.tripId, orgUnitId: o.orgId }) : orgViewHref(o.orgId),
      });
    }
    for (const v of vehicleRows) {
      results.push({
        rank: exact(v.vehicleNumber, v.vehicleId),
        entityType: 'VEHICLE',
        title: v.vehicleNumber,
        description: `${v.vehicleType} · ${v.hubOrgUnitId}`,
        href: timelineHref({ vehicleId: v.vehicleNumber, hubId: v.hubOrgUnitId }),
      });
    }
    for (const g of orgRows) {
      results.push({
        rank: exact(g.orgId),
        entityType: 'BUYER',
        title: g.shopName,
        description: `${g.orgId} · ${g.address}`,
        href: orgViewHref(g.orgId),
      });
    }
    for (const { driver, vehicleNumber } of driverRows) {
      results.push({
        rank: exact(driver.driverId),
        entityType: 'DRIVER',
        title: driver.name,
        description: `${driver.driverId}${vehicleNumber ? ` · ${vehicleNumber}` : ''}`,
        href: vehicleNumber
          ? timelineHref({ vehicleId: vehicleNumber, hubId: driver.hubOrgUnitId })
          : `/venus?hubId=${encodeURIComponent(driver.hubOrgUnitId)}`,
      });
    }
    for (const i of itemRows) {
      results.push({ rank: 0, entityType: 'ITEM', title: i.itemId, description: `${i.title} · ${i.hubId}`, href: itemHistoryHref(i.hubId, i.itemId) });
    }
    for (const s of shipmentRows) {
      results.push({
        rank: exact(s.shipmentId),
        entityType: 'SHIPMENT',
        title: s.shipmentId,
        description: `${s.status.replace(/_/g, ' ')} · ${s.hubId}`,
        href: itemHistoryHref(s.hubId, s.shipmentId),
      });
    }
    void day;
    // Exact matches of any type first; otherwise the types keep the spec's order (ORDER, VEHICLE, BUYER, DRIVER), then
    // items and shipments.
    return results.sort((a, b) => a.rank - b.rank).map(({ rank: _r, ...r }) => r);
  },
};
