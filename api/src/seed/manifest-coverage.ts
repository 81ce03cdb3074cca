import { type PgTable } from 'drizzle-orm/pg-core';
import { ACTIVITY_GROUP_TYPES, VEHICLE_ACTIVITY_STATE_VALUES } from '@hub/shared/contracts';
import type * as s from '../db/schema';
import { DEMO_HUBS } from './demo-facts';
import { CATALOGUE, ZONE_TO_ZONE_COMMENTS } from './names';
import { Random } from './random';

type Row<T extends PgTable> = T['$inferInsert'];

/** The tables the added manifests read and add to. */
export interface CoverageWorld {
  skus: Row<typeof s.skus>[];
  orgs: Row<typeof s.orgs>[];
  zones: Row<typeof s.zones>[];
  drivers: Row<typeof s.drivers>[];
  assets: Row<typeof s.assets>[];
  assetLogs: Row<typeof s.assetLogs>[];
  buyerLmZones: Row<typeof s.buyerLmZones>[];
  orders: Row<typeof s.orders>[];
  shipments: Row<typeof s.shipments>[];
  items: Row<typeof s.items>[];
  associations: Row<typeof s.itemAssociations>[];
  discrepancies: Row<typeof s.itemDiscrepancies>[];
  activityGroups: Row<typeof s.activityGroups>[];
  activities: Row<typeof s.activities>[];
  activityItems: Row<typeof s.activityItems>[];
  activityGroupTotes: Row<typeof s.activityGroupTotes>[];
  toteManifests: Row<typeof s.toteManifests>[];
  ofdTaskZones: Row<typeof s.ofdTaskZones>[];
}

type State = (typeof VEHICLE_ACTIVITY_STATE_VALUES)[number];
const pad = (n: number, w: number) => String(n).padStart(w, '0');
const INWARD_TYPES: readonly string[] = ['WAREHOUSE_TO_HUB_DROP', 'HUB_DROP'];

/**
 * The lines of an added manifest, by its state: each status its screens show. An inward manifest not started has no
 * unit inwarded and a dispatch manifest not started none dispatched (writes need it started); a closed dispatch
 * manifest has no untouched line (its close marks those NOT_DISPATCHED).
 */
const INWARD_LINES: Record<State, readonly string[]> = {
  NOT_STARTED: ['NOT_STARTED', 'NOT_STARTED', 'NOT_STARTED', 'NOT_STARTED'],
  STARTED: ['NOT_STARTED', 'PICKED', 'PARTIALLY_PICKED', 'NOT_PICKED'],
  COMPLETED: ['PICKED', 'PARTIALLY_PICKED', 'PICKED', 'PICKED'],
};
const DISPATCH_LINES: Record<State, readonly string[]> = {
  NOT_STARTED: ['NOT_STARTED', 'NOT_STARTED', 'NOT_STARTED', 'NOT_STARTED'],
  STARTED: ['DISPATCHED', 'PARTIALLY_DISPATCHED', 'NOT_DISPATCHED', 'NOT_STARTED'],
  COMPLETED: ['DISPATCHED', 'PARTIALLY_DISPATCHED', 'DISPATCHED', 'NOT_DISPATCHED'],
};

/**
 * Manifests of every type in every state at every hub (docs/world.md "The demo world"): the world's own manifests
 * follow its orders, so a small world lacks some (scale 1 has no started or closed dispatch manifest and no crate drop
 * at Bengaluru). Each missing (type, state) gets one manifest, ids after the hub's last (AG-BLR-00007 ...), with two
 * new orders of two lines each for buyers the hub already has:
 * - inward (WAREHOUSE_TO_HUB_DROP on the VEHICLE tab, HUB_DROP on the SELLER tab): units in a staging zone;
 * - dispatch (DIRECT_DROP, HUB_TO_WH_REVERSE_DROP, HUB_TO_WH_CRATE_DROP): units in an LM zone, for buyers who already
 *   have units there (no zone gains a buyer; zones with an OFD in progress are left out), checked by QC;
 * - a crate drop has its crates tagged: two at the hub until it is closed (one short of minTotesToTag, as the world's
 *   own), three gone on its vehicle with a closed tote manifest once it is.
 * They are created earlier than the world's own manifests, so lists (newest first) still open with those. Ids:
 * orders ORD-BLR-M000001, shipments SGHBLRM0000001..., items LIBLRM00000001, crates CTBLZZ001. Draws from its own
 * PRNG after the rest of the world, which is therefore unchanged; at scale 100 nothing is missing and nothing is added.
 */
export function addMissingManifests(w: CoverageWorld, scale: number, at: (daysAgo: number, minuteOfDay: number) => Date): void {
  const rng = new Random(0x3a1f + scale);
  const sellable = w.skus.filter((k) => k.category !== 'CRATE');
  const orgOfOrder = new Map(w.orders.map((o) => [o.orderId, o.orgId]));
  const orderOfItem = new Map(w.items.map((i) => [i.itemId, i.orderId]));
  for (const hub of DEMO_HUBS) {
    const hubId = hub.hubOrgUnitId;
    const code = hubId.split('-')[1]!;
    const pilots = new Set<string>(hub.pilots);
    const groups = w.activityGroups.filter((g) => g.hubOrgUnitId === hubId);
    const missing = ACTIVITY_GROUP_TYPES.flatMap((type) =>
      VEHICLE_ACTIVITY_STATE_VALUES.filter((state) => !groups.some((g) => g.activityGroupType === type && g.activityGroupState === state)).map(
        (state) => [type, state] as const,
      ),
    );
    if (missing.length === 0) continue;

    let agN = Math.max(0, ...groups.map((g) => Number(g.activityGroupId.split('-')[2])));
    const drivers = w.drivers.filter((d) => d.hubOrgUnitId === hubId);
    const staging = w.zones.filter((z) => z.hubOrgUnitId === hubId && z.zoneType === 'STAGING').map((z) => z.zoneId);
    const orgs = w.orgs.filter((o) => o.hubOrgUnitId === hubId).map((o) => o.orgId);
    // The buyers of each LM route with units in its zone (their own route: buyer_lm_zones), without an OFD in progress.
    const busy = new Set(w.ofdTaskZones.filter((z) => z.hubOrgUnitId === hubId && z.taskStatus === 'IN_PROGRESS').map((z) => z.zoneId));
    const routeOf = new Map(w.buyerLmZones.filter((b) => b.hubOrgUnitId === hubId).map((b) => [b.orgId, b.zoneId]));
    const buyers = new Map<string, string[]>();
    for (const a of w.associations) {
      if (a.hubOrgUnitId !== hubId || a.associationType !== 'ZONE' || a.qty <= 0 || busy.has(a.entityId)) continue;
      const org = orgOfOrder.get(orderOfItem.get(a.itemId) ?? '');
      if (!org || routeOf.get(org) !== a.entityId) continue;
      const list = buyers.get(a.entityId) ?? [];
      if (!list.includes(org)) buyers.set(a.entityId, [...list, org]);
    }
    // A hub whose LM zones hold no units yet takes any buyer of each route.
    if (buyers.size === 0) for (const [org, zone] of routeOf) if (!busy.has(zone)) buyers.set(zone, [...(buyers.get(zone) ?? []), org]);
    const routes = [...buyers.keys()].sort();
    let n = 0;
    let crateN = 0;
    let dispatchK = 0;

    for (const [k, [type, state]] of missing.entries()) {
      agN++;
      const id = `AG-${code}-${pad(agN, 5)}`;
      const spaId = `SPA-${code}-${pad(agN, 5)}`;
      const inward = INWARD_TYPES.includes(type);
      const viewType = type === 'HUB_DROP' ? 'SELLER' : 'VEHICLE';
      const driver = drivers[rng.int(0, drivers.length - 1)]!;
      const createdAt = at(inward ? 2 : 1, 300 + k * 7);
      w.activityGroups.push({
        activityGroupId: id,
        hubOrgUnitId: hubId,
        activityGroupType: type,
        activityGroupState: state,
        activityViewType: viewType,
        warehouseName: type === 'HUB_DROP' ? null : `${hub.city} Mother Warehouse`,
        sellerName: viewType === 'SELLER' ? `${rng.pick(CATALOGUE)[2][0]} Distributors` : null,
        driverId: driver.driverId,
        vehicleId: driver.vehicleId ?? null,
        minTotesToTag: type === 'HUB_TO_WH_CRATE_DROP' ? 3 : 0,
        isToteTaggingEnabled: type === 'DIRECT_DROP' || type === 'HUB_TO_WH_CRATE_DROP',
        assetTrackingPilot: pilots.has('TOTE_IN_SCAN') && type === 'DIRECT_DROP',
        blockShortfallMarking: !pilots.has('DISPATCH_SHORTFALL'),
        isV2Flow: agN % 2 === 0,
        metadata: [
          { key: 'Invoice', value: `INV${code}${pad(agN, 6)}` },
          { key: 'Dock', value: `D${rng.int(1, 8)}` },
        ],
        createdAt,
        // Closed this morning, waiting for Mark OFD (no crates count yet) when it is a dispatch.
        closedAt: state === 'COMPLETED' ? at(inward ? 1 : 0, inward ? 600 + k : 420 + k) : null,
        cratesCount: null,
      });
      w.activities.push({
        spaId,
        activityGroupId: id,
        hubOrgUnitId: hubId,
        movementType: inward ? 'HUB_INWARD' : 'DISPATCH',
        activityAssociationType: inward ? (viewType === 'SELLER' ? 'SPA' : 'VLM') : 'BUYER_ORDER_IWIT',
        activityPickupType: viewType,
        vehicleActivityState: state,
        createdAt,
      });

      // Two orders of two lines: inward for any buyers of the hub, dispatch for two buyers of one LM route.
      const route = inward ? null : routes[dispatchK++ % routes.length]!;
      const pool = route ? buyers.get(route)! : orgs;
      const first = rng.int(0, pool.length - 1);
      const lines = (inward ? INWARD_LINES : DISPATCH_LINES)[state];
      for (let o = 0; o < 2; o++) {
        n++;
        const orderId = `ORD-${code}-M${pad(n, 6)}`;
        const shipmentId = `SGH${code}M${pad(n, 7)}${rng.digits(3)}S`;
        const orderLines = lines.slice(o * 2, o * 2 + 2).map((status) => ({ status, sku: rng.pick(sellable), qty: rng.int(2, 6) }));
        const gmvPaise = orderLines.reduce((sum, l) => sum + l.qty * rng.int(40, 900) * 100, 0);
        w.orders.push({
          orderId,
          orgId: pool[(first + o) % pool.length]!,
          hubOrgUnitId: hubId,
          status: 'IN_FULFILMENT',
          gmvPaise,
          placedAt: at(inward ? 2 : 1, rng.int(0, 290)),
        });
        w.shipments.push({
          shipmentId,
          orderId,
          hubOrgUnitId: hubId,
          invoiceId: `INV-${code}-M${pad(n, 6)}`,
          shipmentStatus: inward ? 'CREATED' : 'PACKED',
          expectedTotalPaise: gmvPaise,
        });
        orderLines.forEach((line, l) => {
          const itemId = `LI${code}M${pad(n * 2 + l - 1, 8)}`;
          const { qty, status } = line;
          const base = { itemId, hubOrgUnitId: hubId, skuId: line.sku.skuId!, orderId, shipmentId, qty };
          if (inward) {
            const picked = status === 'PICKED' ? qty : status === 'PARTIALLY_PICKED' ? qty - 1 : 0;
            const zone = staging[(k + o * 2 + l) % staging.length]!;
            w.items.push({ ...base, pickedQty: picked, pickingStatus: status });
            w.associations.push({ itemId, hubOrgUnitId: hubId, associationType: 'ZONE', entityId: zone, qty, pickedQty: picked, pickingStatus: status });
            if (picked < qty && status !== 'NOT_STARTED')
              w.discrepancies.push({ itemId, kind: 'INWARD', qty: qty - picked, comment: rng.pick(ZONE_TO_ZONE_COMMENTS), createdBy: 'hub.exec@demo.hub' });
            w.activityItems.push({ spaId, itemId, qty, doneQty: picked });
            return;
          }
          const dispatched = status === 'DISPATCHED' ? qty : status === 'PARTIALLY_DISPATCHED' ? Math.floor(qty / 2) : 0;
          w.items.push({
            ...base,
            pickedQty: qty,
            pickingStatus: 'PICKED',
            dispatchedQty: dispatched,
            dispatchStatus: status,
            qcStatus: 'COMPLETED',
            acceptedQty: qty,
            failedQty: 0,
          });
          w.associations.push({
            itemId,
            hubOrgUnitId: hubId,
            associationType: 'ZONE',
            entityId: route!,
            qty,
            pickedQty: qty,
            pickingStatus: 'PICKED',
            dispatchedQty: dispatched,
            dispatchStatus: status,
          });
          // A shortfall has its reason; a closed manifest's line left at 0 was counted short with one too.
          if (dispatched < qty && (status === 'PARTIALLY_DISPATCHED' || state === 'COMPLETED'))
            w.discrepancies.push({
              itemId,
              kind: 'DISPATCH_SHORTFALL',
              qty: qty - dispatched,
              comment: rng.pick(['PRODUCT_NOT_FOUND', 'PRODUCT_DAMAGED']),
              createdBy: 'hub.exec@demo.hub',
            });
          w.activityItems.push({ spaId, itemId, qty, doneQty: dispatched });
        });
      }

      if (type !== 'HUB_TO_WH_CRATE_DROP') continue;
      // The crate drop's crates: at the hub and tagged while it is open; gone on its vehicle with their tote manifest once closed.
      const gone = state === 'COMPLETED';
      const codes: string[] = [];
      for (let c = 0; c < (gone ? 3 : 2); c++) {
        crateN++;
        const assetCode = `CT${code.slice(0, 2)}ZZ${pad(crateN, 3)}`;
        codes.push(assetCode);
        w.assets.push({
          assetCode,
          assetType: 'CRATE',
          assetSize: 'LARGE',
          assetState: gone ? 'IN_TRANSIT' : 'GOOD_TO_USE',
          currentHubOrgUnitId: gone ? null : hubId,
          currentVehicleId: gone ? (driver.vehicleId ?? null) : null,
          lastActivity: gone ? 'DISPATCH' : 'RECEIVE',
          weightGm: 1500,
        });
        w.assetLogs.push({
          assetCode,
          assetEventType: 'ONBOARD',
          referenceType: 'HUB',
          referenceId: hubId,
          locationName: hub.hubName,
          performedBy: 'psv.manager@demo.hub',
          createdAt: at(30, 600),
        });
        if (gone)
          w.assetLogs.push({
            assetCode,
            assetEventType: 'DISPATCH',
            referenceType: 'ACTIVITY_GROUP',
            referenceId: id,
            locationName: hub.hubName,
            performedBy: 'hub.exec@demo.hub',
            createdAt: at(0, 410 + k),
          });
        w.activityGroupTotes.push({ activityGroupId: id, assetCode, taggedBy: 'hub.exec@demo.hub', taggedAt: at(gone ? 0 : 1, 400 + c) });
      }
      if (gone)
        w.toteManifests.push({
          activityGroupId: id,
          hubOrgUnitId: hubId,
          state: 'CLOSED',
          totesCount: codes.length,
          createdBy: 'hub.exec@demo.hub',
          createdAt: at(0, 405 + k),
          closedBy: 'hub.exec@demo.hub',
          closedAt: at(0, 410 + k),
        });
    }
  }
}
