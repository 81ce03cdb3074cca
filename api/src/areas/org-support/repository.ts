import { and, asc, countDistinct, desc, eq, gte, inArray, isNotNull, isNull, lte, or, sql } from 'drizzle-orm';
import { type Org, ORG_ESCALATIONS_MAX, ORG_SHIPMENTS_MAX, type OrgOrderDetails, type OrgVisit, offerExpiryText, type Qps } from '@hub/shared/contracts';
import { type Db, type Tx } from '../../db/client';
import {
  dropPoints,
  escalations,
  items,
  offers,
  orders,
  orgs,
  orgVisits,
  payments,
  pushListItems,
  rewards,
  runsheetItems,
  shipments,
  skus,
} from '../../db/schema';

type OrgRow = typeof orgs.$inferSelect;
type VisitRow = typeof orgVisits.$inferSelect;
type ShipmentRow = { shipment: typeof shipments.$inferSelect; gmvPaise: number; placedAt: Date };

/** Statuses of a shipment that went out for delivery (or came back from it): the ones an order view can speak about. */
const OUT_STATUSES = ['OFD', 'DELIVERED', 'PARTIALLY_DELIVERED', 'NOT_ATTEMPTED', 'RETURNED'];

async function findOrg(db: Db | Tx, orgId: string): Promise<OrgRow | null> {
  const [row] = await db.select().from(orgs).where(eq(orgs.orgId, orgId));
  return row ?? null;
}

/**
 * The order view of shipments (spec 002 §3 "Org order details"): items with expected and actual units (actual 0 when
 * the shipment came back or was not attempted, or when the item was handed back at its runsheet's close; else the
 * quantity) and the money of `payWhere` in paise, collectible and collected.
 */
async function orderView(
  db: Db | Tx,
  org: OrgRow,
  tripId: string | null,
  shipmentRows: ShipmentRow[],
  payWhere: ReturnType<typeof and>,
): Promise<OrgOrderDetails> {
  const shipmentIds = shipmentRows.map((s) => s.shipment.shipmentId);
  const itemRows = shipmentIds.length
    ? await db
        .select({
          item: items,
          title: skus.title,
          vertical: skus.vertical,
          imageUrl: skus.imageUrl,
          returned: runsheetItems.notDeliveredReason,
          back: runsheetItems.itemId,
          // Failure images are the photos taken at the drop (its timeline entry's images).
          dropImages: sql<
            string[] | null
          >`(select e.images_url from trip_events e where e.trip_id = ${shipments.runsheetId} and e.type = 'DROP' and e.drop_point_id = ${shipments.dropPointId} order by e.id desc limit 1)`,
        })
        .from(items)
        .innerJoin(skus, eq(skus.skuId, items.skuId))
        .innerJoin(shipments, eq(shipments.shipmentId, items.shipmentId))
        .leftJoin(runsheetItems, and(eq(runsheetItems.itemId, items.itemId), eq(runsheetItems.runsheetId, shipments.runsheetId)))
        .where(inArray(items.shipmentId, shipmentIds))
        .orderBy(asc(items.itemId))
    : [];
  const payRows = await db
    .select({ direction: payments.direction, method: payments.method, paise: sql<number>`sum(${payments.amountPaise})::bigint` })
    .from(payments)
    .where(payWhere)
    .groupBy(payments.direction, payments.method);
  const sum = (direction: string, method: string) => Number(payRows.find((p) => p.direction === direction && p.method === method)?.paise ?? 0);
  const delivery = sum('COLLECTIBLE', 'DELIVERY');
  const useCredit = sum('COLLECTIBLE', 'USE_CREDIT');
  const overdue = sum('COLLECTIBLE', 'OVERDUE_TO_COLLECT');
  const collected = {
    PREPAID: sum('COLLECTED', 'PREPAID'),
    UPI: sum('COLLECTED', 'UPI'),
    CASH: sum('COLLECTED', 'CASH'),
    WALLET: sum('COLLECTED', 'WALLET'),
  };
  const deliveryTotal = delivery - useCredit;
  const total = deliveryTotal + overdue;
  const paid = Object.values(collected).reduce((a, b) => a + b, 0);
  return {
    orgId: org.orgId,
    tripId,
    dropUnit: { shopName: org.shopName, phoneNumber: org.phoneNumber, address: org.address, geoLocation: { lat: org.lat, lng: org.lng } },
    shipments: shipmentRows.map(({ shipment, gmvPaise }) => {
      const lines = itemRows.filter((r) => r.item.shipmentId === shipment.shipmentId);
      const failed = shipment.shipmentStatus === 'RETURNED' || shipment.shipmentStatus === 'NOT_ATTEMPTED';
      return {
        shipmentId: shipment.shipmentId,
        gmvRupees: gmvPaise / 100,
        orderLines: lines.length,
        tripId: shipment.runsheetId,
        status: shipment.shipmentStatus,
        items: lines.map((r) => {
          const short = failed || r.back !== null;
          return {
            itemName: r.title,
            imageUrls: r.imageUrl ? [r.imageUrl] : [],
            expectedUnits: r.item.qty,
            actualUnits: short ? 0 : r.item.qty,
            vertical: r.vertical,
            metadata: {
              failReason: short ? (r.returned ?? shipment.shipmentReason ?? null) : null,
              failImageUrls: short ? (r.dropImages ?? []) : [],
            },
          };
        }),
      };
    }),
    dropPaymentResponse: {
      collectible: {
        DELIVERY: delivery,
        USE_CREDIT: useCredit,
        DELIVERY_TOTAL: deliveryTotal,
        OVERDUE_TO_COLLECT: overdue,
        TOTAL: total,
        BALANCE_TO_PAY: Math.max(0, total - paid),
      },
      collected,
    },
  };
}

/** A visit as the visits call and the visit review answer it (epoch ms). */
function visitOf(v: VisitRow): OrgVisit {
  return {
    visitId: v.id,
    visitedAt: v.visitedAt.getTime(),
    visitedBy: v.visitedBy,
    review: v.review,
    reviewedBy: v.reviewedBy,
    reviewedAt: v.reviewedAt?.getTime() ?? null,
  };
}

const shipmentColumns = { shipment: shipments, gmvPaise: orders.gmvPaise, placedAt: orders.placedAt };

/**
 * Organisation support views (spec 002 §2, §3): the shop, its order details by trip or overall, QPS, ECT, visits and
 * push lists, all read from the world's rows. Every function takes the database or a transaction; null = unknown org.
 */
export const orgSupportRepository = {
  /** The shop, or null. */
  async org(db: Db | Tx, orgId: string): Promise<Org | null> {
    const row = await findOrg(db, orgId);
    if (!row) return null;
    return {
      orgId: row.orgId,
      shopName: row.shopName,
      phoneNumber: row.phoneNumber,
      address: row.address,
      geoLocation: { lat: row.lat, lng: row.lng },
      marketId: row.marketId,
      hubOrgUnitId: row.hubOrgUnitId,
    };
  },

  /**
   * The shop's order view of one drop of a trip: its shipments on that trip and the drop's money (payments of the
   * org on that runsheet). 'no-org' / 'no-drop' when the org is unknown or the trip has no drop there.
   */
  async dropOrderDetails(db: Db | Tx, tripId: string, orgId: string): Promise<OrgOrderDetails | 'no-org' | 'no-drop'> {
    const org = await findOrg(db, orgId);
    if (!org) return 'no-org';
    const drops = await db
      .select({ dropPointId: dropPoints.dropPointId })
      .from(dropPoints)
      .where(and(eq(dropPoints.runsheetId, tripId), eq(dropPoints.orgId, orgId)));
    if (drops.length === 0) return 'no-drop';
    const rows = await db
      .select(shipmentColumns)
      .from(shipments)
      .innerJoin(orders, eq(orders.orderId, shipments.orderId))
      .where(
        and(
          eq(shipments.runsheetId, tripId),
          inArray(
            shipments.dropPointId,
            drops.map((d) => d.dropPointId),
          ),
        ),
      )
      .orderBy(asc(shipments.shipmentId));
    return orderView(db, org, tripId, rows, and(eq(payments.orgId, orgId), eq(payments.runsheetId, tripId)));
  },

  /**
   * The shop's order view over every trip: its shipments that went out for delivery (or came back), newest order
   * first, at most ORG_SHIPMENTS_MAX, and the payments of those orders. Null for an unknown org.
   */
  async orgOrderDetails(db: Db | Tx, orgId: string): Promise<OrgOrderDetails | null> {
    const org = await findOrg(db, orgId);
    if (!org) return null;
    const rows = await db
      .select(shipmentColumns)
      .from(shipments)
      .innerJoin(orders, eq(orders.orderId, shipments.orderId))
      .where(and(eq(orders.orgId, orgId), or(isNotNull(shipments.runsheetId), inArray(shipments.shipmentStatus, OUT_STATUSES))))
      .orderBy(desc(orders.placedAt), asc(shipments.shipmentId))
      .limit(ORG_SHIPMENTS_MAX);
    const orderIds = [...new Set(rows.map((r) => r.shipment.orderId))];
    // No shipment out yet: no money either (sql`false` keeps one query shape).
    const payWhere = orderIds.length ? and(eq(payments.orgId, orgId), inArray(payments.orderId, orderIds)) : sql`false`;
    return orderView(db, org, null, rows, payWhere as ReturnType<typeof and>);
  },

  /** QPS of the shop: verticals and listings it bought, its rewards (rupees) and offers (rupees, expiry text). */
  async qps(db: Db | Tx, orgId: string, now = Date.now()): Promise<Qps | null> {
    const org = await findOrg(db, orgId);
    if (!org) return null;
    const [[summary], rewardRows, offerRows] = await Promise.all([
      db
        .select({ verticals: countDistinct(skus.vertical), listings: countDistinct(skus.skuId) })
        .from(items)
        .innerJoin(orders, eq(orders.orderId, items.orderId))
        .innerJoin(skus, eq(skus.skuId, items.skuId))
        .where(eq(orders.orgId, orgId)),
      db.select().from(rewards).where(eq(rewards.orgId, orgId)).orderBy(asc(rewards.id)).limit(50),
      db.select().from(offers).where(eq(offers.orgId, orgId)).orderBy(asc(offers.expiresAt), asc(offers.id)).limit(50),
    ]);
    return {
      storeSummary: { verticals: Number(summary?.verticals ?? 0), listings: Number(summary?.listings ?? 0) },
      rewards: rewardRows.map((r) => ({ id: r.id, type: r.type, points: r.points, purchaseAmount: r.purchaseAmountPaise / 100, milestones: r.milestones })),
      offers: offerRows.map((o) => ({
        id: o.id,
        type: o.type,
        description: o.description,
        code: o.code,
        expiryText: offerExpiryText(o.expiresAt.getTime(), now),
        shopWorth: o.shopWorthPaise / 100,
        discount: o.discountPaise / 100,
      })),
    };
  },

  /** The shop's escalations, newest first (at most ORG_ESCALATIONS_MAX). */
  async escalations(db: Db | Tx, orgId: string) {
    const org = await findOrg(db, orgId);
    if (!org) return null;
    const rows = await db
      .select()
      .from(escalations)
      .where(eq(escalations.orgId, orgId))
      .orderBy(desc(escalations.createdAt), asc(escalations.escalationId))
      .limit(ORG_ESCALATIONS_MAX);
    return rows.map((e) => ({ escalationId: e.escalationId, title: e.title, description: e.description, status: e.status, createdAt: e.createdAt.getTime() }));
  },

  /**
   * The push list of an org for a period: the market's listings active at any time in it (marketId defaults to the
   * org's), each with the units of that SKU the org ordered in the period; `count` = listings the org bought.
   * Null when the org does not exist.
   */
  async pushList(db: Db | Tx, orgId: string, marketId: string | undefined, start: number, end: number) {
    const org = await findOrg(db, orgId);
    if (!org) return null;
    const [from, to] = [new Date(start), new Date(end)];
    // The outer column is named with its table on purpose: drizzle leaves columns unqualified in a one-table select,
    // and an unqualified sku_id inside the subquery is the item's own (every unit of the org would count).
    const units = sql<number>`coalesce((select sum(i.qty) from ${items} i join ${orders} o on o.order_id = i.order_id
      where o.org_id = ${orgId} and i.sku_id = ${sql.identifier('push_list_items')}.${sql.identifier('sku_id')}
        and o.placed_at between ${from} and ${to}), 0)::int`;
    const rows = await db
      .select({ item: pushListItems, unitsCount: units })
      .from(pushListItems)
      .where(and(eq(pushListItems.marketId, marketId || org.marketId), lte(pushListItems.activeFrom, to), gte(pushListItems.activeTo, from)))
      .orderBy(asc(pushListItems.title), asc(pushListItems.listingId))
      .limit(500);
    const listings = rows.map(({ item, unitsCount }) => ({
      listingId: item.listingId,
      imageUrl: item.imageUrl,
      brand: item.brand,
      title: item.title,
      type: item.type,
      unitsCount: Number(unitsCount),
      target: item.targets,
    }));
    return { listings, orderAttribution: { count: listings.filter((l) => l.unitsCount > 0).length, startTime: start, endTime: end } };
  },

  /** An org's visits, newest first (at most 200); null when the org does not exist. */
  async visits(db: Db | Tx, orgId: string): Promise<OrgVisit[] | null> {
    const org = await findOrg(db, orgId);
    if (!org) return null;
    const rows = await db.select().from(orgVisits).where(eq(orgVisits.orgId, orgId)).orderBy(desc(orgVisits.visitedAt), desc(orgVisits.id)).limit(200);
    return rows.map(visitOf);
  },

  /** True when the org exists. */
  async orgExists(db: Db | Tx, orgId: string): Promise<boolean> {
    return (await findOrg(db, orgId)) !== null;
  },

  /** One visit of the org, locked for update (two reviewers of one visit queue here), or null. */
  async lockVisit(tx: Tx, orgId: string, visitId: number): Promise<OrgVisit | null> {
    const [row] = await tx
      .select()
      .from(orgVisits)
      .where(and(eq(orgVisits.id, visitId), eq(orgVisits.orgId, orgId)))
      .for('update');
    return row ? visitOf(row) : null;
  },

  /** Writes the review of a visit that has none (a conditional update); null when it had one meanwhile. */
  async writeVisitReview(tx: Tx, visitId: number, review: string, by: string, at: Date): Promise<OrgVisit | null> {
    const [row] = await tx
      .update(orgVisits)
      .set({ review, reviewedBy: by, reviewedAt: at })
      .where(and(eq(orgVisits.id, visitId), isNull(orgVisits.review)))
      .returning();
    return row ? visitOf(row) : null;
  },
};
