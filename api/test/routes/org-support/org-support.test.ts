import { and, asc, desc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import {
  ectResponseSchema,
  endpointUrl,
  getDropOrderDetails,
  getOrg,
  getOrgEct,
  getOrgOrderDetails,
  getOrgQps,
  getOrgVisits,
  getPushList,
  getRunsheetTimeline,
  ORG_SUPPORT_MESSAGES,
  orgOrderDetailsSchema,
  orgSchema,
  pushListResponseSchema,
  qpsSchema,
  reviewOrgVisit,
  timelineResponseSchema,
  VISIT_REVIEW_MAX,
  VISIT_REVIEW_MESSAGES,
  visitReviewResponseSchema,
  visitsResponseSchema,
} from '@hub/shared/contracts';
import { escalations, offers, orders, orgs, orgVisits, payments, rewards, shipments, trips } from '../../../src/db/schema';
import { rowsOf } from '../../../src/db/client';
import { createTestApp, type TestApp } from '../../helpers/test-app';

let t: TestApp;
let cookie: string;
const HUB = 'HUB-BLR-01';
const DAY = 86_400_000;

beforeAll(async () => {
  t = await createTestApp({ seedScale: 1 });
  cookie = await t.loginAs('supportTeam');
});
afterAll(() => t.close());

const refuse = (
  endpoint: Parameters<typeof endpointUrl>[0],
  args: { params?: unknown; query?: unknown; body?: unknown },
  status: number,
  message: string,
  as = cookie,
) => t.expectCallRefused(endpoint, args, status, message, { cookie: as });

/** The first drop of a BLR trip on the road: its trip id, org id and shop name (as the timeline shows it). */
async function aDrop() {
  const [trip] = await t.app.db
    .select()
    .from(trips)
    .where(and(eq(trips.hubOrgUnitId, HUB), eq(trips.status, 'COMPLETED')))
    .orderBy(asc(trips.tripId))
    .limit(1);
  const tl = timelineResponseSchema.parse((await t.call(getRunsheetTimeline, { params: { tripId: trip!.tripId } }, { cookie })).json());
  const drop = tl.trips[0]!.timeline.find((e) => e.type === 'DROP')!;
  return { tripId: trip!.tripId, orgId: drop.shopOrgUnitId!, shopName: drop.shopName! };
}

/** An org of the hub with shipments that went out, and one with none (the seeded world has both). */
async function orgsByShipments() {
  const rows = await t.app.db
    .select({ orgId: orgs.orgId, out: sql<number>`count(${shipments.runsheetId})::int` })
    .from(orgs)
    .leftJoin(orders, eq(orders.orgId, orgs.orgId))
    .leftJoin(shipments, eq(shipments.orderId, orders.orderId))
    .where(eq(orgs.hubOrgUnitId, HUB))
    .groupBy(orgs.orgId)
    .orderBy(asc(orgs.orgId));
  return { withOut: rows.find((r) => r.out > 1)!.orgId };
}

describe('GET orgs/{orgId}', () => {
  it('answers the shop: name, phone, address, location, market', async () => {
    const [row] = await t.app.db.select().from(orgs).where(eq(orgs.hubOrgUnitId, HUB)).orderBy(asc(orgs.orgId)).limit(1);
    const body = orgSchema.parse((await t.call(getOrg, { params: { orgId: row!.orgId } }, { cookie })).json());
    expect(body).toEqual({
      orgId: row!.orgId,
      shopName: row!.shopName,
      phoneNumber: row!.phoneNumber,
      address: row!.address,
      geoLocation: { lat: row!.lat, lng: row!.lng },
      marketId: row!.marketId,
      hubOrgUnitId: HUB,
    });
  });
  it('refuses an unknown org (404) and an id too long (400), database unchanged; needs a session', async () => {
    await refuse(getOrg, { params: { orgId: 'ORG-NOPE' } }, 404, 'Org ORG-NOPE not found');
    await refuse(getOrg, { params: { orgId: 'X'.repeat(65) } }, 400, 'Org id must be at most 64 characters');
    expect((await t.request({ method: 'GET', url: endpointUrl(getOrg, { params: { orgId: 'ORG-NOPE' } }) })).statusCode).toBe(401);
  });
  it('is open to every signed-in role (spec 002 §6 shows no role check on the org views)', async () => {
    const [row] = await t.app.db.select().from(orgs).limit(1);
    for (const role of ['hubExecutive', 'hubPsvExecutive', 'routingExecutive', 'admin'] as const) {
      const res = await t.call(getOrg, { params: { orgId: row!.orgId } }, { cookie: await t.loginAs(role) });
      expect([role, res.statusCode]).toEqual([role, 200]);
    }
  });
});

describe('org order details: GET venus/runsheet/{tripId}/drop/{orgUnitId} and GET orgs/{orgId}/orderDetails', () => {
  it('answers the shop’s order view of a drop: shipments with items, money in paise', async () => {
    const drop = await aDrop();
    const res = await t.call(getDropOrderDetails, { params: { tripId: drop.tripId, orgUnitId: drop.orgId } }, { cookie });
    expect(res.statusCode).toBe(200);
    const body = orgOrderDetailsSchema.parse(res.json());
    expect(body.tripId).toBe(drop.tripId);
    expect(body.dropUnit.shopName).toBe(drop.shopName);
    expect(body.shipments.length).toBeGreaterThan(0);
    expect(body.shipments.every((s) => s.tripId === drop.tripId)).toBe(true);
    expect(body.shipments[0]!.orderLines).toBe(body.shipments[0]!.items.length);
    const c = body.dropPaymentResponse.collectible;
    expect(c.DELIVERY_TOTAL).toBe(c.DELIVERY! - c.USE_CREDIT!);
    expect(c.TOTAL).toBe(c.DELIVERY_TOTAL! + c.OVERDUE_TO_COLLECT!);
    expect(Object.keys(body.dropPaymentResponse.collected)).toEqual(['PREPAID', 'UPI', 'CASH', 'WALLET']);
    // The same drop through the org view's call (tripId in the query) is the same answer.
    const viaOrg = await t.call(getOrgOrderDetails, { params: { orgId: drop.orgId }, query: { tripId: drop.tripId } }, { cookie });
    expect(viaOrg.json()).toEqual(res.json());
  });

  it('answers the shop’s shipments that went out, newest first, with the money of their orders', async () => {
    const { withOut } = await orgsByShipments();
    const body = orgOrderDetailsSchema.parse((await t.call(getOrgOrderDetails, { params: { orgId: withOut } }, { cookie })).json());
    expect(body.tripId).toBeNull();
    const expected = await t.app.db
      .select({ shipmentId: shipments.shipmentId, orderId: shipments.orderId })
      .from(shipments)
      .innerJoin(orders, eq(orders.orderId, shipments.orderId))
      .where(
        and(
          eq(orders.orgId, withOut),
          sql`(${shipments.runsheetId} is not null or ${shipments.shipmentStatus} in ('OFD', 'DELIVERED', 'PARTIALLY_DELIVERED', 'NOT_ATTEMPTED', 'RETURNED'))`,
        ),
      )
      .orderBy(desc(orders.placedAt), asc(shipments.shipmentId));
    expect(body.shipments.map((s) => s.shipmentId)).toEqual(expected.map((e) => e.shipmentId));
    // Collectible delivery = the DELIVERY payment rows of exactly those orders.
    const [delivery] = await t.app.db
      .select({ paise: sql<number>`coalesce(sum(${payments.amountPaise}), 0)::int` })
      .from(payments)
      .where(
        and(
          eq(payments.orgId, withOut),
          eq(payments.method, 'DELIVERY'),
          inArray(
            payments.orderId,
            expected.map((e) => e.orderId),
          ),
        ),
      );
    expect(body.dropPaymentResponse.collectible.DELIVERY).toBe(delivery!.paise);
    // A shipment that came back has every item at 0 actual units with the reason (the row is red on screen).
    for (const s of body.shipments.filter((x) => x.status === 'RETURNED' || x.status === 'NOT_ATTEMPTED')) {
      expect(s.items.every((i) => i.actualUnits === 0 && i.metadata.failReason !== null)).toBe(true);
    }
  });

  it('a returned shipment’s items are all at zero actual units with the reason and proof images', async () => {
    const [returned] = await t.app.db
      .select({ orgId: orders.orgId, shipmentId: shipments.shipmentId, reason: shipments.shipmentReason })
      .from(shipments)
      .innerJoin(orders, eq(orders.orderId, shipments.orderId))
      .where(and(eq(shipments.shipmentStatus, 'RETURNED'), isNotNull(shipments.runsheetId)))
      .orderBy(asc(shipments.shipmentId))
      .limit(1);
    const body = orgOrderDetailsSchema.parse((await t.call(getOrgOrderDetails, { params: { orgId: returned!.orgId } }, { cookie })).json());
    const s = body.shipments.find((x) => x.shipmentId === returned!.shipmentId)!;
    expect(s.items.length).toBeGreaterThan(0);
    for (const item of s.items) {
      expect(item.actualUnits).toBe(0);
      expect(item.metadata.failImageUrls).toHaveLength(1);
    }
    expect(s.items.some((i) => i.metadata.failReason === returned!.reason)).toBe(true);
  });

  it('refuses an unknown org, a trip without a drop there, and a bad trip id, database unchanged', async () => {
    const drop = await aDrop();
    await refuse(getDropOrderDetails, { params: { tripId: drop.tripId, orgUnitId: 'ORG-NOPE' } }, 404, `Trip ${drop.tripId} has no drop at org ORG-NOPE`);
    await refuse(getDropOrderDetails, { params: { tripId: 'RS-NOPE', orgUnitId: drop.orgId } }, 404, `Trip RS-NOPE has no drop at org ${drop.orgId}`);
    await refuse(getOrgOrderDetails, { params: { orgId: 'ORG-NOPE' } }, 404, 'Org ORG-NOPE not found');
    await refuse(getOrgOrderDetails, { params: { orgId: 'ORG-NOPE' }, query: { tripId: drop.tripId } }, 404, 'Org ORG-NOPE not found');
    await refuse(getOrgOrderDetails, { params: { orgId: drop.orgId }, query: { tripId: 'RS-NOPE' } }, 404, `Trip RS-NOPE has no drop at org ${drop.orgId}`);
    await refuse(getOrgOrderDetails, { params: { orgId: drop.orgId }, query: { tripId: 'R'.repeat(65) } }, 400, 'Trip id must be at most 64 characters');
  });
});

describe('GET orgs/{orgId}/qps', () => {
  it('answers the store summary from the shop’s orders, its rewards (rupees) and offers (rupees, expiry text)', async () => {
    const [row] = await t.app.db
      .select({ orgId: rewards.orgId })
      .from(rewards)
      .innerJoin(orgs, eq(orgs.orgId, rewards.orgId))
      .orderBy(asc(rewards.id))
      .limit(1);
    const orgId = row!.orgId;
    const body = qpsSchema.parse((await t.call(getOrgQps, { params: { orgId } }, { cookie })).json());
    const [summary] = rowsOf<{ verticals: number; listings: number }>(
      await t.app.db.execute(sql`select count(distinct k.vertical)::int as verticals, count(distinct k.sku_id)::int as listings
        from items i join orders o on o.order_id = i.order_id join skus k on k.sku_id = i.sku_id where o.org_id = ${orgId}`),
    );
    expect(body.storeSummary).toEqual({ verticals: summary!.verticals, listings: summary!.listings });
    expect(body.storeSummary.listings).toBeGreaterThan(0);
    const rewardRows = await t.app.db.select().from(rewards).where(eq(rewards.orgId, orgId)).orderBy(asc(rewards.id));
    expect(body.rewards.map((r) => [r.id, r.points, r.purchaseAmount])).toEqual(rewardRows.map((r) => [r.id, r.points, r.purchaseAmountPaise / 100]));
    expect(body.rewards[0]!.milestones.map((m) => m.locked)).toContain(true);
    const offerRows = await t.app.db.select().from(offers).where(eq(offers.orgId, orgId));
    expect(body.offers).toHaveLength(offerRows.length);
    for (const o of body.offers) {
      const r = offerRows.find((x) => x.id === o.id)!;
      expect([o.shopWorth, o.discount]).toEqual([r.shopWorthPaise / 100, r.discountPaise / 100]);
      expect(o.expiryText).toMatch(/^(Expires today|Expires tomorrow|Expires in \d+ days)$/);
    }
  });
  it('refuses an unknown org, database unchanged', async () => {
    await refuse(getOrgQps, { params: { orgId: 'ORG-NOPE' } }, 404, 'Org ORG-NOPE not found');
  });
});

describe('GET orgs/{orgId}/ect', () => {
  it('answers the shop’s escalations newest first, an empty list for a shop with none', async () => {
    const [row] = await t.app.db
      .select({ orgId: escalations.orgId, n: sql<number>`count(*)::int` })
      .from(escalations)
      .groupBy(escalations.orgId)
      .orderBy(desc(sql`count(*)`), asc(escalations.orgId))
      .limit(1);
    const { escalations: list } = ectResponseSchema.parse((await t.call(getOrgEct, { params: { orgId: row!.orgId } }, { cookie })).json());
    expect(list).toHaveLength(row!.n);
    expect(list.map((e) => e.createdAt)).toEqual([...list.map((e) => e.createdAt)].sort((a, b) => b - a));
    const [none] = await t.app.db
      .select({ orgId: orgs.orgId })
      .from(orgs)
      .where(sql`not exists (select 1 from escalations e where e.org_id = ${orgs.orgId})`)
      .limit(1);
    expect(ectResponseSchema.parse((await t.call(getOrgEct, { params: { orgId: none!.orgId } }, { cookie })).json())).toEqual({ escalations: [] });
  });
  it('refuses an unknown org, database unchanged', async () => {
    await refuse(getOrgEct, { params: { orgId: 'ORG-NOPE' } }, 404, 'Org ORG-NOPE not found');
  });
});

describe('GET venus/visits/org', () => {
  it('answers the org’s visits newest first; 404 for an unknown org', async () => {
    const { orgId } = await aDrop();
    const { visits } = visitsResponseSchema.parse((await t.call(getOrgVisits, { query: { orgId } }, { cookie })).json());
    expect(visits.length).toBeGreaterThan(1);
    expect(visits.map((v) => v.visitedAt)).toEqual([...visits.map((v) => v.visitedAt)].sort((x, y) => y - x));
    await refuse(getOrgVisits, { query: { orgId: 'ORG-NOPE' } }, 404, 'Org ORG-NOPE not found');
  });
});

describe('POST venus/visits/review (spec 002 §8 "Error submitting visit review:")', () => {
  const L1 = 'l1@demo.hub';
  /** Visits not reviewed that happened before now: of the hub's orgs, or (otherHub) of another hub's, oldest id first. */
  async function openVisits(opts: { otherHub?: boolean } = {}) {
    const rows = await t.app.db
      .select({ visit: orgVisits, hub: orgs.hubOrgUnitId })
      .from(orgVisits)
      .innerJoin(orgs, eq(orgs.orgId, orgVisits.orgId))
      .where(
        and(
          opts.otherHub ? sql`${orgs.hubOrgUnitId} <> ${HUB}` : eq(orgs.hubOrgUnitId, HUB),
          sql`${orgVisits.review} is null`,
          sql`${orgVisits.visitedAt} < now() - interval '1 hour'`,
        ),
      )
      .orderBy(asc(orgVisits.id))
      .limit(20);
    if (rows.length < 10) throw new Error('the seeded world has too few visits not reviewed');
    return rows.map((r) => ({ ...r.visit, hub: r.hub }));
  }
  const review = (v: { orgId: string; id: number }, text: string, as = cookie, idempotencyKey?: string) =>
    t.call(reviewOrgVisit, { body: { orgId: v.orgId, visitId: v.id, review: text } }, { cookie: as, ...(idempotencyKey ? { idempotencyKey } : {}) });

  it('stores the review with its reviewer and time, and the visits call shows it', async () => {
    const [v] = await openVisits();
    const before = Date.now();
    const res = await review(v!, '  Shelf space agreed for the pushed listings  ');
    expect(res.statusCode).toBe(200);
    const body = visitReviewResponseSchema.parse(res.json());
    expect(body.message).toBe(VISIT_REVIEW_MESSAGES.submitted);
    expect(body.visit).toEqual({
      visitId: v!.id,
      visitedAt: v!.visitedAt.getTime(),
      visitedBy: v!.visitedBy,
      review: 'Shelf space agreed for the pushed listings',
      reviewedBy: L1,
      reviewedAt: expect.any(Number),
    });
    expect(body.visit.reviewedAt!).toBeGreaterThanOrEqual(before - 1000);
    const { visits } = visitsResponseSchema.parse((await t.call(getOrgVisits, { query: { orgId: v!.orgId } }, { cookie })).json());
    expect(visits.find((x) => x.visitId === v!.id)).toEqual(body.visit);
  });

  it('answers a repeat of the same review by its reviewer again without a write, and replays a retried Idempotency-Key', async () => {
    const [, v, w] = await openVisits();
    const first = await review(v!, 'Owner asked for more credit');
    expect(first.statusCode).toBe(200);
    const print = await t.fingerprint();
    const again = await review(v!, 'Owner asked for more credit');
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
    expect(await t.fingerprint()).toBe(print);
    // A retry of one submit (same key) is answered from the stored answer.
    const keyed = await review(w!, 'Retried note', cookie, 'visit-review-retry-1');
    const replay = await review(w!, 'Retried note', cookie, 'visit-review-retry-1');
    expect([keyed.statusCode, replay.statusCode]).toEqual([200, 200]);
    expect(replay.headers['idempotent-replayed']).toBe('true');
    expect(replay.json()).toEqual(keyed.json());
  });

  it('refuses a second review (another text, or another reviewer) with 409, database unchanged', async () => {
    const [, , , v] = await openVisits();
    expect((await review(v!, 'First review')).statusCode).toBe(200);
    const body = (text: string) => ({ body: { orgId: v!.orgId, visitId: v!.id, review: text } });
    await refuse(reviewOrgVisit, body('A different review'), 409, VISIT_REVIEW_MESSAGES.alreadyReviewed);
    await refuse(reviewOrgVisit, body('First review'), 409, VISIT_REVIEW_MESSAGES.alreadyReviewed, await t.loginAs('admin'));
    // A seeded review (no reviewer recorded) is a review too.
    const [seeded] = await t.app.db
      .select()
      .from(orgVisits)
      .where(sql`${orgVisits.review} is not null`)
      .limit(1);
    await refuse(reviewOrgVisit, { body: { orgId: seeded!.orgId, visitId: seeded!.id, review: seeded!.review! } }, 409, VISIT_REVIEW_MESSAGES.alreadyReviewed);
  });

  it('refuses an unknown org, an unknown visit, a visit of another org and a visit still to come (404/409), database unchanged', async () => {
    const [, , , , v] = await openVisits();
    const [other] = await t.app.db
      .select()
      .from(orgs)
      .where(sql`${orgs.orgId} <> ${v!.orgId}`)
      .limit(1);
    const body = (orgId: string, visitId: number) => ({ body: { orgId, visitId, review: 'Note' } });
    await refuse(reviewOrgVisit, body('ORG-NOPE', v!.id), 404, 'Org ORG-NOPE not found');
    await refuse(reviewOrgVisit, body(v!.orgId, 2_000_000_000), 404, `Visit 2000000000 not found for org ${v!.orgId}`);
    await refuse(reviewOrgVisit, body(other!.orgId, v!.id), 404, `Visit ${v!.id} not found for org ${other!.orgId}`);
    // A visit booked for tomorrow has not happened: nothing to review yet.
    const [later] = await t.app.db
      .insert(orgVisits)
      .values({ orgId: v!.orgId, visitedAt: new Date(Date.now() + DAY), visitedBy: 'FE-SEED' })
      .returning();
    await refuse(reviewOrgVisit, body(v!.orgId, later!.id), 409, VISIT_REVIEW_MESSAGES.notVisitedYet);
    await t.app.db.delete(orgVisits).where(eq(orgVisits.id, later!.id));
  });

  it('refuses an empty, blank or too long review and a bad visit id with 400, database unchanged', async () => {
    const [, , , , , v] = await openVisits();
    const body = (review: unknown, visitId: unknown = v!.id) => ({ body: { orgId: v!.orgId, visitId, review } });
    await refuse(reviewOrgVisit, body(''), 400, VISIT_REVIEW_MESSAGES.reviewRequired);
    await refuse(reviewOrgVisit, body('   '), 400, VISIT_REVIEW_MESSAGES.reviewRequired);
    await refuse(reviewOrgVisit, body(undefined), 400, VISIT_REVIEW_MESSAGES.reviewRequired);
    await refuse(reviewOrgVisit, body('x'.repeat(VISIT_REVIEW_MAX + 1)), 400, VISIT_REVIEW_MESSAGES.reviewTooLong);
    await refuse(reviewOrgVisit, body('Note', 0), 400, VISIT_REVIEW_MESSAGES.visitIdInvalid);
    await refuse(reviewOrgVisit, body('Note', 1.5), 400, VISIT_REVIEW_MESSAGES.visitIdInvalid);
    await refuse(reviewOrgVisit, body('Note', '12'), 400, VISIT_REVIEW_MESSAGES.visitIdInvalid);
    await refuse(reviewOrgVisit, body('Note', 2 ** 31), 400, VISIT_REVIEW_MESSAGES.visitIdInvalid);
    // The longest review is taken whole.
    expect(visitReviewResponseSchema.parse((await review(v!, 'y'.repeat(VISIT_REVIEW_MAX))).json()).visit.review).toHaveLength(VISIT_REVIEW_MAX);
  });

  it('is open to every signed-in role (spec 002 §6: no role check on the org views) and refuses without a session', async () => {
    const visits = await openVisits();
    const roles = ['hubManager', 'hubExecutive', 'hubPsvManager', 'hubPsvExecutive', 'admin', 'routingExecutive'] as const;
    for (const [i, role] of roles.entries()) {
      const res = await review(visits[10 + i]!, `Reviewed as ${role}`, await t.loginAs(role));
      expect([role, res.statusCode]).toEqual([role, 200]);
    }
    const v = visits[16]!;
    await t.expectRefused(
      { method: 'POST', url: endpointUrl(reviewOrgVisit), payload: { orgId: v.orgId, visitId: v.id, review: 'Note' } },
      401,
      'Please sign in',
    );
  });

  it('reviews a visit of another hub’s shop the same (the org views are not scoped to a hub), and only that visit', async () => {
    const [v] = await openVisits({ otherHub: true });
    expect(v!.hub).not.toBe(HUB);
    const res = await review(v!, 'Visited with the area manager');
    expect(res.statusCode).toBe(200);
    const [row] = await t.app.db.select().from(orgVisits).where(eq(orgVisits.id, v!.id));
    expect(row).toEqual(expect.objectContaining({ review: 'Visited with the area manager', reviewedBy: L1 }));
    const { visits } = visitsResponseSchema.parse((await t.call(getOrgVisits, { query: { orgId: v!.orgId } }, { cookie })).json());
    expect(visits.filter((x) => x.reviewedBy === L1).map((x) => x.visitId)).toEqual([v!.id]);
  });
});

describe('GET venus/pushLists', () => {
  it('answers the market’s listings with the org’s units for This Week (default), This Month and a custom range', async () => {
    const [org] = await t.app.db.select().from(orgs).where(eq(orgs.hubOrgUnitId, HUB)).limit(1);
    const week = pushListResponseSchema.parse((await t.call(getPushList, { query: { orgId: org!.orgId } }, { cookie })).json());
    expect(week.listings.length).toBeGreaterThan(0);
    expect(week.orderAttribution.endTime).toBeGreaterThan(week.orderAttribution.startTime);
    expect(week.orderAttribution.count).toBe(week.listings.filter((l) => l.unitsCount > 0).length);
    const month = pushListResponseSchema.parse((await t.call(getPushList, { query: { orgId: org!.orgId, attributionTime: 'MONTHLY' } }, { cookie })).json());
    expect(month.orderAttribution.startTime).toBeLessThanOrEqual(week.orderAttribution.startTime + 7 * DAY);
    // Long before the listings were pushed: a custom range with nothing in it.
    const old = Date.now() - 80 * DAY;
    const custom = await t.call(getPushList, { query: { orgId: org!.orgId, attributionTime: 'CUSTOM', timeRange: `${old}-${old + DAY}` } }, { cookie });
    expect(custom.statusCode).toBe(200);
    expect(pushListResponseSchema.parse(custom.json())).toEqual({ listings: [], orderAttribution: { count: 0, startTime: old, endTime: old + DAY } });
  });
  it('counts the units the org ordered of a pushed SKU in the period', async () => {
    // The world is the same for a scale whatever the day (its PRNG is seeded by the scale): some shop bought a pushed
    // SKU yesterday (inbound orders are placed the day before), so before now at any time of day.
    const [hit] = rowsOf<{ org_id: string; listing_id: string; sku_id: string }>(
      await t.app.db.execute(sql`select o.org_id, l.listing_id, l.sku_id
        from push_list_items l join orgs g on g.market_id = l.market_id join orders o on o.org_id = g.org_id
        join items i on i.order_id = o.order_id and i.sku_id = l.sku_id
        where o.placed_at <= now() group by o.org_id, l.listing_id, l.sku_id order by o.org_id, l.listing_id limit 1`),
    );
    expect(hit).toBeDefined();
    const [start, end] = [Date.now() - 5 * DAY, Date.now()];
    const [expected] = rowsOf<{ units: number }>(
      await t.app.db.execute(sql`select coalesce(sum(i.qty), 0)::int as units from items i join orders o on o.order_id = i.order_id
        where o.org_id = ${hit!.org_id} and i.sku_id = ${hit!.sku_id} and o.placed_at between ${new Date(start)} and ${new Date(end)}`),
    );
    expect(expected!.units).toBeGreaterThan(0);
    const list = pushListResponseSchema.parse(
      (await t.call(getPushList, { query: { orgId: hit!.org_id, attributionTime: 'CUSTOM', timeRange: `${start}-${end}` } }, { cookie })).json(),
    );
    const listing = list.listings.find((l) => l.listingId === hit!.listing_id)!;
    expect(listing.unitsCount).toBe(expected!.units);
    // The other listings count only their own SKU: never the org's every unit.
    const [all] = rowsOf<{ units: number }>(
      await t.app.db.execute(sql`select coalesce(sum(i.qty), 0)::int as units from items i join orders o on o.order_id = i.order_id
        where o.org_id = ${hit!.org_id} and o.placed_at between ${new Date(start)} and ${new Date(end)}`),
    );
    expect(list.listings.every((l) => l.unitsCount < all!.units || all!.units === expected!.units)).toBe(true);
  });
  it('refuses a bad range, a missing one, an unknown org, database unchanged', async () => {
    const [org] = await t.app.db.select().from(orgs).limit(1);
    const now = Date.now();
    const custom = (timeRange?: string) => ({ query: { orgId: org!.orgId, attributionTime: 'CUSTOM' as const, ...(timeRange ? { timeRange } : {}) } });
    await refuse(getPushList, custom(), 400, ORG_SUPPORT_MESSAGES.pushRangeRequired);
    await refuse(getPushList, custom(`${now}-${now - DAY}`), 400, 'Start date must be on or before the end date');
    await refuse(getPushList, custom(`${now}-${now + 2 * DAY}`), 400, 'Dates cannot be after today');
    await refuse(getPushList, custom(`${now - 100 * DAY}-${now}`), 400, 'The range can be at most 92 days');
    await refuse(getPushList, custom('last week'), 400, 'timeRange must be start-end in milliseconds');
    await refuse(getPushList, { query: { orgId: org!.orgId, attributionTime: 'DAILY' as never } }, 400, 'attributionTime must be WEEKLY, MONTHLY or CUSTOM');
    await refuse(getPushList, { query: { orgId: 'ORG-NOPE' } }, 404, 'Org ORG-NOPE not found');
  });
});
