import { type PgTable } from 'drizzle-orm/pg-core';
import type * as s from '../db/schema';
import { DEMO_HUBS } from './demo-facts';
import { Random } from './random';

type Row<T extends PgTable> = T['$inferInsert'];

/** The tables inbound totes add to. */
export interface InboundWorld {
  zones: Row<typeof s.zones>[];
  vehicles: Row<typeof s.vehicles>[];
  orgs: Row<typeof s.orgs>[];
  skus: Row<typeof s.skus>[];
  activityGroups: Row<typeof s.activityGroups>[];
  assets: Row<typeof s.assets>[];
  assetLogs: Row<typeof s.assetLogs>[];
  orders: Row<typeof s.orders>[];
  shipments: Row<typeof s.shipments>[];
  items: Row<typeof s.items>[];
  associations: Row<typeof s.itemAssociations>[];
  coupledTotes: Row<typeof s.coupledTotes>[];
}

const pad = (n: number, w: number) => String(n).padStart(w, '0');
/** Totes of this kind use their own letter per hub (TT000J...., K, L): the other demo totes keep their codes. */
const LETTERS = ['J', 'K', 'L'];
/** Heaviest SKU unit put in an inbound tote, so a tote stays liftable (and mergeable). */
const MAX_UNIT_GM = 1500;

/**
 * Totes coupled to each tote in-scan hub's inward (000 §2 "Tote in-scan", §7 coupled totes): packed at the mother
 * warehouse with item units for one LM route, travelling on an inward vehicle, waiting to be in-scanned and moved to a
 * staging zone; plus two per hub in-scanned this morning (in their zone, for the in-scan history and merging). 8 + 2 x
 * scale open totes per hub, in their route's batch where route batching is on. Draws from its own PRNG, after everything else, so the
 * rest of the world is exactly what it was without them.
 */
export function addInboundTotes(w: InboundWorld, scale: number, at: (daysAgo: number, minuteOfDay: number) => Date): void {
  const rng = new Random(0x1a5c + scale);
  const light = w.skus.filter((k) => k.category !== 'CRATE' && k.unitWeightGm <= MAX_UNIT_GM);
  for (const [hi, hub] of DEMO_HUBS.entries()) {
    if (!(hub.pilots as readonly string[]).includes('TOTE_IN_SCAN')) continue;
    const hubId = hub.hubOrgUnitId;
    const code = hubId.split('-')[1]!;
    const lm = w.zones.filter((z) => z.hubOrgUnitId === hubId && z.zoneType === 'LM');
    const staging = w.zones.filter((z) => z.hubOrgUnitId === hubId && z.zoneType === 'STAGING');
    const orgs = w.orgs.filter((o) => o.hubOrgUnitId === hubId);
    // The buyers of each LM route (orgs with units in its zone), so a tote's units are for buyers of its route.
    const orgOfOrder = new Map(w.orders.filter((o) => o.hubOrgUnitId === hubId).map((o) => [o.orderId, o.orgId]));
    const orderOfItem = new Map(w.items.filter((i) => i.hubOrgUnitId === hubId).map((i) => [i.itemId, i.orderId]));
    const routeBuyers = new Map<string, string[]>();
    for (const a of w.associations) {
      if (a.hubOrgUnitId !== hubId || a.associationType !== 'ZONE' || !a.entityId.startsWith('LM-')) continue;
      const org = orgOfOrder.get(orderOfItem.get(a.itemId) ?? '');
      const list = routeBuyers.get(a.entityId) ?? [];
      if (org && !list.includes(org)) routeBuyers.set(a.entityId, [...list, org]);
    }
    const inwardGroup = w.activityGroups.find(
      (g) => g.hubOrgUnitId === hubId && g.activityGroupType === 'WAREHOUSE_TO_HUB_DROP' && g.activityGroupState !== 'COMPLETED' && g.vehicleId,
    );
    const vehicleId = inwardGroup?.vehicleId ?? w.vehicles.find((v) => v.hubOrgUnitId === hubId)!.vehicleId;
    const warehouse = `${hub.city} Mother Warehouse`;
    const open = 8 + 2 * scale;
    for (let k = 0; k < open + 2; k++) {
      const scanned = k >= open;
      // The tote goes to a staging zone (zone movement takes its units on to their LM route zone) and travels in the
      // batch of the route its units are for.
      const zone = staging[k % staging.length]!;
      const route = lm[k % lm.length]!;
      const routeBatch = route.routeBatch ?? null;
      const buyers = routeBuyers.get(route.zoneId) ?? orgs.map((o) => o.orgId);
      const toteId = `TT000${LETTERS[hi]}${pad(k + 1, 4)}`;
      const lines = rng.int(1, 3);
      let weightGm = 0;
      for (let l = 0; l < lines; l++) {
        const n = k * 3 + l + 1;
        const orgId = buyers[(k * 7 + l) % buyers.length]!;
        const sku = rng.pick(light);
        const qty = rng.int(1, 4);
        weightGm += qty * sku.unitWeightGm;
        const orderId = `ORD-${code}-T${pad(n, 6)}`;
        const shipmentId = `SGH${code}T${pad(n, 7)}${rng.digits(3)}S`;
        const itemId = `LI${code}T${pad(n, 8)}`;
        const gmvPaise = qty * rng.int(40, 900) * 100;
        w.orders.push({ orderId, orgId, hubOrgUnitId: hubId, status: 'IN_FULFILMENT', gmvPaise, placedAt: at(1, 600) });
        w.shipments.push({
          shipmentId,
          orderId,
          hubOrgUnitId: hubId,
          invoiceId: `INV-${code}-T${pad(n, 6)}`,
          shipmentStatus: 'PACKED',
          expectedTotalPaise: gmvPaise,
        });
        w.items.push({
          itemId,
          hubOrgUnitId: hubId,
          skuId: sku.skuId,
          orderId,
          shipmentId,
          qty,
          pickedQty: qty,
          pickingStatus: 'PICKED',
        });
        // In transit the units travel in the tote (a CRATE row naming it); once in-scanned they sit in its zone, in it.
        w.associations.push(
          scanned
            ? {
                itemId,
                hubOrgUnitId: hubId,
                associationType: 'ZONE',
                entityId: zone.zoneId,
                qty,
                pickedQty: qty,
                pickingStatus: 'PICKED',
                toteAttachedToEntityId: toteId,
              }
            : { itemId, hubOrgUnitId: hubId, associationType: 'CRATE', entityId: toteId, qty, pickedQty: qty, pickingStatus: 'PICKED' },
        );
      }
      w.assets.push({
        assetCode: toteId,
        assetType: 'TOTE',
        assetSize: rng.pick(['SMALL', 'MEDIUM', 'LARGE']),
        assetState: scanned ? 'IN_USE' : 'IN_TRANSIT',
        currentHubOrgUnitId: scanned ? hubId : null,
        currentZoneId: scanned ? zone.zoneId : null,
        currentVehicleId: scanned ? null : vehicleId,
        inScanStatus: scanned ? 'SCANNED' : 'NOT_SCANNED',
        routeBatch,
        lastActivity: scanned ? 'RECEIVE' : 'DISPATCH',
        weightGm,
      });
      w.assetLogs.push(
        {
          assetCode: toteId,
          assetEventType: 'ONBOARD',
          referenceType: 'HUB',
          referenceId: hubId,
          locationName: hub.hubName,
          performedBy: 'psv.manager@demo.hub',
          createdAt: at(30, 600),
        },
        {
          assetCode: toteId,
          assetEventType: 'DISPATCH',
          referenceType: 'HUB',
          referenceId: hubId,
          locationName: warehouse,
          performedBy: 'warehouse@demo.hub',
          createdAt: at(1, 1200),
        },
      );
      const scannedAt = at(0, 360 + k);
      if (scanned)
        w.assetLogs.push({
          assetCode: toteId,
          assetEventType: 'IN_SCAN',
          referenceType: 'ZONE',
          referenceId: zone.zoneId,
          locationName: `${hub.hubName} / ${zone.zoneId}`,
          performedBy: 'hub.exec@demo.hub',
          createdAt: scannedAt,
        });
      w.coupledTotes.push({
        hubOrgUnitId: hubId,
        assetCode: toteId,
        zoneId: zone.zoneId,
        routeBatch,
        coupledBy: 'warehouse@demo.hub',
        coupledAt: at(1, 1200),
        scannedBy: scanned ? 'hub.exec@demo.hub' : null,
        scannedAt: scanned ? scannedAt : null,
      });
    }
  }
}
