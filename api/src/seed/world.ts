import { sql } from 'drizzle-orm';
import { type PgTable } from 'drizzle-orm/pg-core';
import { hubDate, hubDayStart, PSV_TASK_STATE_LIST, RUNSHEET_ACTIVITY, RUNSHEET_ITEM_STATES, VEHICLE_ACTIVITY_STATE_VALUES } from '@hub/shared/contracts';
import { type Db } from '../db/client';
import * as s from '../db/schema';
import { DEMO_DROP_OTP, DEMO_HUBS } from './demo-facts';
import {
  AREAS,
  CATALOGUE,
  CITY_CENTER,
  FIRST_NAMES,
  HOLD_REASONS,
  LAST_NAMES,
  NOT_DELIVERED_REASONS,
  PIN_PREFIX,
  QC_REJECTION_REASONS,
  SHOP_PREFIXES,
  SHOP_SUFFIXES,
  STATE_CODE,
  STREETS,
  ZONE_TO_ZONE_COMMENTS,
} from './names';
import { addInboundTotes } from './inbound-totes';
import { addMissingManifests } from './manifest-coverage';
import { sampleImageUploads, sampleImageUrl } from './images';
import { Random } from './random';
import { settleZoneQc } from './zone-qc';

type Row<T extends PgTable> = T['$inferInsert'];

/** `forced` when `force`, else what was drawn (the draw still happens, so the random stream stays the same). */
const pickOr = <T>(drawn: T, force: boolean, forced: T): T => (force ? forced : drawn);

/** Options of the world generator. */
export interface WorldOptions {
  scale: number;
  /** A moment of the day the world is centred on (trips, alerts and runsheets are "today"), read on the hub clock. */
  today?: Date;
  /** Called after each table is written (the CLI prints progress). */
  onProgress?: (table: string, rows: number) => void;
}

const pad = (n: number, w: number) => String(n).padStart(w, '0');
const DAY = 86_400_000;
const MIN = 60_000;

/** Everything the generator makes, in insert order (parents before children). */
class World {
  skus: Row<typeof s.skus>[] = [];
  orgs: Row<typeof s.orgs>[] = [];
  zones: Row<typeof s.zones>[] = [];
  vehicles: Row<typeof s.vehicles>[] = [];
  drivers: Row<typeof s.drivers>[] = [];
  assets: Row<typeof s.assets>[] = [];
  assetLogs: Row<typeof s.assetLogs>[] = [];
  toteZoneTags: Row<typeof s.toteZoneTags>[] = [];
  buyerLmZones: Row<typeof s.buyerLmZones>[] = [];
  orders: Row<typeof s.orders>[] = [];
  runsheets: Row<typeof s.runsheets>[] = [];
  dropPoints: Row<typeof s.dropPoints>[] = [];
  shipments: Row<typeof s.shipments>[] = [];
  items: Row<typeof s.items>[] = [];
  associations: Row<typeof s.itemAssociations>[] = [];
  discrepancies: Row<typeof s.itemDiscrepancies>[] = [];
  activityGroups: Row<typeof s.activityGroups>[] = [];
  activities: Row<typeof s.activities>[] = [];
  activityItems: Row<typeof s.activityItems>[] = [];
  activityGroupTotes: Row<typeof s.activityGroupTotes>[] = [];
  toteManifests: Row<typeof s.toteManifests>[] = [];
  routeBatches: Row<typeof s.routeBatches>[] = [];
  ofdTasks: Row<typeof s.ofdTasks>[] = [];
  ofdTaskZones: Row<typeof s.ofdTaskZones>[] = [];
  runsheetTotes: Row<typeof s.runsheetTotes>[] = [];
  runsheetItems: Row<typeof s.runsheetItems>[] = [];
  psvTasks: Row<typeof s.psvTasks>[] = [];
  psvTaskAssets: Row<typeof s.psvTaskAssets>[] = [];
  trips: Row<typeof s.trips>[] = [];
  tripEvents: Row<typeof s.tripEvents>[] = [];
  alerts: Row<typeof s.alerts>[] = [];
  alertReviews: Row<typeof s.alertReviews>[] = [];
  fieldExecutives: Row<typeof s.fieldExecutives>[] = [];
  feHubAssignments: Row<typeof s.feHubAssignments>[] = [];
  orgVisits: Row<typeof s.orgVisits>[] = [];
  payments: Row<typeof s.payments>[] = [];
  rewards: Row<typeof s.rewards>[] = [];
  offers: Row<typeof s.offers>[] = [];
  escalations: Row<typeof s.escalations>[] = [];
  pushListItems: Row<typeof s.pushListItems>[] = [];
  coupledTotes: Row<typeof s.coupledTotes>[] = [];
}

/** Order lifecycle stages: every item of an order moves together, so the world tells one story per order. */
type Stage = 'INBOUND' | 'STAGED' | 'IN_LM' | 'DISPATCHING' | 'ON_RUNSHEET' | 'RETURNS';

/** Generates the demo world in memory; deterministic for a scale and a day. */
export function generateWorld(opts: WorldOptions): World {
  const scale = Math.max(1, Math.floor(opts.scale));
  const rng = new Random(0x5eed + scale);
  const w = new World();
  // The world's day is the hub's day (Indian time), whatever the server's time zone: every route reads "today" on
  // the hub clock (hubDate, indiaDayOf), so a world dated by the machine's midnight is a day behind from 18:30 UTC.
  const t0 = hubDayStart(opts.today ?? new Date()).getTime();
  const todayStr = hubDate(new Date(t0));
  const at = (daysAgo: number, minuteOfDay: number) => new Date(t0 - daysAgo * DAY + minuteOfDay * MIN);
  const personName = () => `${rng.pick(FIRST_NAMES)} ${rng.pick(LAST_NAMES)}`;
  const phone = () => `${rng.int(6, 9)}${rng.digits(9)}`;

  // Catalogue.
  let skuN = 0;
  for (const [category, vertical, brands, products] of CATALOGUE) {
    for (const brand of brands) {
      for (const product of products) {
        skuN++;
        w.skus.push({
          skuId: `SKU${pad(skuN, 5)}`,
          title: category === 'CRATE' ? product : `${brand} ${product}`,
          category,
          vertical,
          brand,
          ean: `890${rng.digits(10)}`,
          imageUrl: sampleImageUrl('product', skuN),
          unitWeightGm: category === 'CRATE' ? 1500 : rng.int(50, 10_000),
        });
      }
    }
  }
  const sellable = w.skus.filter((k) => k.category !== 'CRATE');

  let alertN = 0;
  let eventN = 0;
  for (const [hi, hub] of DEMO_HUBS.entries()) {
    const hubId = hub.hubOrgUnitId;
    const code = hubId.split('-')[1]!;
    const city = hub.city;
    const pilots = new Set<string>(hub.pilots);
    const batching = pilots.has('DOUBLE_DISPATCH');
    const [lat0, lng0] = CITY_CENTER[city]!;

    // Zones of every kind.
    for (const [zoneId, zoneType] of [
      ['RTO-ZONE', 'RTO'],
      ['REATTEMPT-ZONE', 'REATTEMPT'],
      ['RVP-ZONE', 'RVP'],
      ['BULK_BREAK_ZONE', 'BULK_BREAK'],
    ] as const) {
      w.zones.push({ hubOrgUnitId: hubId, zoneId, zoneType, qcStatus: 'QC_COMPLETE' });
    }
    const staging = Array.from({ length: Math.min(30, 3 + Math.floor(scale / 5)) }, (_, i) => `STAGING-${pad(i + 1, 2)}`);
    staging.forEach((zoneId, i) =>
      w.zones.push({ hubOrgUnitId: hubId, zoneId, zoneType: 'STAGING', qcStatus: ['QC_PENDING', 'QC_COMPLETE', 'QC_FAILED'][i % 3]! }),
    );
    const lm = Array.from({ length: Math.min(40, 4 + Math.floor(scale / 4)) }, (_, i) => `LM-${code}-${pad(i + 1, 2)}`);
    lm.forEach((zoneId, i) => {
      const routeName = `ROUTE-${code}-${pad(i + 1, 2)}`;
      // With route batching some routes are still waiting for a batch (the route batch page lists them).
      const routeBatch = batching ? ([null, 'MORNING', 'AFTERNOON'] as const)[i % 3]! : null;
      w.zones.push({
        hubOrgUnitId: hubId,
        zoneId,
        zoneType: 'LM',
        qcStatus: ['QC_PENDING', 'QC_COMPLETE', 'QC_FAILED', 'QC_COMPLETE'][i % 4]!,
        routeName,
        routeBatch,
        // Ready, unknown, still picking, ready: Mark OFD shows "OFD ready" / "Picking" and refuses the picking zone.
        readyForOfd: ([true, null, false, true] as const)[i % 4]!,
      });
      if (batching)
        w.routeBatches.push({
          hubOrgUnitId: hubId,
          routeName,
          batchDate: todayStr,
          routeBatch,
          mappedBy: routeBatch ? 'routing@demo.hub' : null,
          mappedAt: routeBatch ? at(0, 480) : null,
        });
    });

    // Orgs (shops) with visits, rewards, offers, escalations.
    const markets = Array.from({ length: 4 }, (_, i) => `MKT-${code}-${pad(i + 1, 2)}`);
    const hubOrgs: Array<Row<typeof s.orgs>> = [];
    const nOrgs = 12 * scale;
    for (let i = 1; i <= nOrgs; i++) {
      const area = rng.pick(AREAS[city]!);
      const org: Row<typeof s.orgs> = {
        orgId: `ORG-${code}-${pad(i, 5)}`,
        shopName: `${rng.pick(SHOP_PREFIXES)} ${rng.pick(SHOP_SUFFIXES)}`,
        phoneNumber: phone(),
        address: `${rng.int(1, 450)}, ${rng.pick(STREETS)}, ${area}, ${city} ${PIN_PREFIX[city]}${rng.digits(3)}`,
        lat: Number((lat0 + (rng.next() - 0.5) * 0.2).toFixed(6)),
        lng: Number((lng0 + (rng.next() - 0.5) * 0.2).toFixed(6)),
        marketId: rng.pick(markets),
        hubOrgUnitId: hubId,
      };
      hubOrgs.push(org);
      w.orgs.push(org);
      for (let v = rng.int(2, 5); v > 0; v--) {
        w.orgVisits.push({
          orgId: org.orgId,
          visitedAt: at(rng.int(0, 45), rng.int(540, 1140)),
          visitedBy: 'FE-SEED',
          review: rng.chance(0.3) ? 'Stock checked, push list discussed' : null,
        });
      }
      for (let r = rng.int(1, 2); r > 0; r--) {
        w.rewards.push({
          id: `RWD-${org.orgId}-${r}`,
          orgId: org.orgId,
          type: rng.pick(['PURCHASE_MILESTONE', 'CATEGORY_BOOSTER', 'LOYALTY']),
          points: rng.pick([100, 250, 500, 1000]),
          purchaseAmountPaise: rng.pick([5000, 10000, 25000, 50000]) * 100,
          milestones: [
            { label: 'Milestone 1', locked: false },
            { label: 'Milestone 2', locked: rng.chance(0.5) },
            { label: 'Milestone 3', locked: true },
          ],
        });
      }
      for (let o = rng.int(1, 2); o > 0; o--) {
        w.offers.push({
          id: `OFF-${org.orgId}-${o}`,
          orgId: org.orgId,
          type: rng.pick(['FLAT', 'PERCENT', 'COMBO']),
          description: rng.pick(['Flat discount on staples', 'Extra margin on snacks', 'Combo deal on home care']),
          code: `SAVE${rng.int(10, 99)}${rng.letters(2)}`,
          expiresAt: at(-rng.int(2, 30), 1439),
          shopWorthPaise: rng.int(5, 200) * 100_000,
          discountPaise: rng.int(1, 50) * 1000,
        });
      }
      const nEsc = rng.weighted([
        [0, 5],
        [1, 3],
        [2, 2],
      ] as const);
      for (let e = 1; e <= nEsc; e++) {
        w.escalations.push({
          escalationId: `ECT-${org.orgId}-${e}`,
          orgId: org.orgId,
          title: rng.pick(['Short delivery', 'Damaged items', 'Late delivery', 'Payment not reflected', 'Wrong item delivered']),
          description: 'Raised by the shop owner over phone; details recorded by support.',
          status: rng.pick(['OPEN', 'IN_PROGRESS', 'RESOLVED']),
          createdAt: at(rng.int(0, 20), rng.int(600, 1100)),
        });
      }
    }
    for (const market of markets) {
      for (let l = 1; l <= 10; l++) {
        const sku = rng.pick(sellable);
        w.pushListItems.push({
          listingId: `PL-${market}-${pad(l, 3)}`,
          marketId: market,
          skuId: sku.skuId,
          brand: sku.brand,
          title: sku.title,
          type: rng.pick(['FOCUS', 'NEW_LAUNCH', 'HIGH_MARGIN']),
          imageUrl: sku.imageUrl ?? null,
          targets: [
            { displayText: 'Sell 10 units', incentiveInPaise: rng.int(5, 50) * 100, vmq: 10 },
            { displayText: 'Sell 25 units', incentiveInPaise: rng.int(50, 150) * 100, vmq: 25 },
          ],
          activeFrom: at(30, 0),
          activeTo: at(-30, 0),
        });
      }
    }

    // Vehicles and drivers.
    const nVeh = Math.min(60, 5 + Math.floor(scale / 2));
    const hubVehicles: string[] = [];
    const hubDrivers: Array<Row<typeof s.drivers>> = [];
    for (let i = 1; i <= nVeh; i++) {
      const vehicleId = `VEH-${code}-${pad(i, 3)}`;
      w.vehicles.push({
        vehicleId,
        vehicleNumber: `${STATE_CODE[city]}${pad(rng.int(1, 60), 2)}${rng.letters(2)}${rng.digits(4)}`,
        hubOrgUnitId: hubId,
        vehicleType: rng.pick(['TATA_ACE', 'BOLERO_PICKUP', 'EICHER_14FT']),
        capacityKg: rng.pick([750, 1500, 4000]),
      });
      hubVehicles.push(vehicleId);
      const d: Row<typeof s.drivers> = {
        driverId: `DRV-${code}-${pad(i, 3)}`,
        name: personName(),
        contactNum: phone(),
        hubOrgUnitId: hubId,
        vehicleId,
        isFmsIn: i % 4 === 0,
      };
      w.drivers.push(d);
      hubDrivers.push(d);
    }

    // Asset pool. Totes are created on demand (in use in zones, on vehicles) plus idle ones in every state.
    let toteN = 0;
    let crateN = 0;
    const newTote = (fields: Partial<Row<typeof s.assets>>): string => {
      toteN++;
      const letter = String.fromCharCode(65 + hi * 3 + Math.floor(toteN / 10_000));
      const assetCode = `TT000${letter}${pad(toteN % 10_000, 4)}`;
      w.assets.push({ assetCode, assetType: 'TOTE', assetSize: rng.pick(['SMALL', 'MEDIUM', 'LARGE']), assetState: 'GOOD_TO_USE', weightGm: 0, ...fields });
      const place = fields.currentVehicleId
        ? `Vehicle ${fields.currentVehicleId}`
        : fields.currentZoneId
          ? `${hub.hubName} / ${fields.currentZoneId}`
          : hub.hubName;
      w.assetLogs.push({
        assetCode,
        assetEventType: 'ONBOARD',
        referenceType: 'HUB',
        referenceId: hubId,
        locationName: hub.hubName,
        performedBy: 'psv.manager@demo.hub',
        createdAt: at(rng.int(20, 90), 600),
      });
      w.assetLogs.push({
        assetCode,
        assetEventType: 'RECEIVE',
        referenceType: 'HUB',
        referenceId: hubId,
        locationName: place,
        performedBy: 'hub.exec@demo.hub',
        createdAt: at(rng.int(1, 19), 620),
      });
      return assetCode;
    };
    // `quiet` crates draw nothing from the random stream (the forced intercity crate below must not shift the world).
    const newCrate = (fields: Partial<Row<typeof s.assets>>, quiet = false): string => {
      crateN++;
      // CT + 2 letters + 3 digits, then CT + 4 letters + 3 digits once a hub has more than 999 crates.
      const extra =
        crateN >= 1000 ? String.fromCharCode(65 + (Math.floor(crateN / 26_000) % 26)) + String.fromCharCode(65 + (Math.floor(crateN / 1000) % 26)) : '';
      const assetCode = `CT${code.slice(0, 2)}${extra}${pad(crateN % 1000, 3)}`;
      w.assets.push({ assetCode, assetType: 'CRATE', assetSize: 'LARGE', assetState: 'IN_TRANSIT', weightGm: quiet ? 3000 : rng.int(500, 9000), ...fields });
      w.assetLogs.push({
        assetCode,
        assetEventType: 'ONBOARD',
        referenceType: 'HUB',
        referenceId: hubId,
        locationName: hub.hubName,
        performedBy: 'psv.manager@demo.hub',
        createdAt: at(quiet ? 30 : rng.int(20, 90), 600),
      });
      return assetCode;
    };
    // Totes hold items of one zone; a tote fills up to 6 item lines.
    const openTote = new Map<string, { code: string; lines: number }>();
    const toteInZone = (zoneId: string): string => {
      const cur = openTote.get(zoneId);
      if (cur && cur.lines < 6) {
        cur.lines++;
        return cur.code;
      }
      const codeT = newTote({
        assetState: 'IN_USE',
        currentHubOrgUnitId: hubId,
        currentZoneId: zoneId,
        lastActivity: 'PICK',
        inScanStatus: 'SCANNED',
        weightGm: rng.int(300, 12_000),
      });
      w.assetLogs.push({
        assetCode: codeT,
        assetEventType: 'TAG',
        referenceType: 'ZONE',
        referenceId: zoneId,
        locationName: `${hub.hubName} / ${zoneId}`,
        performedBy: 'hub.exec@demo.hub',
        createdAt: at(0, rng.int(400, 600)),
      });
      openTote.set(zoneId, { code: codeT, lines: 1 });
      return codeT;
    };

    // Runsheets: one per driver, cycling through every activity status; every fourth is a reverse run.
    const hubRunsheets: Array<Row<typeof s.runsheets> & { orgDrops: Map<string, string> }> = [];
    /** IN_PROGRESS runsheets that already have their intercity crate item (see the items below). */
    const intercityRunsheets = new Set<string>();
    hubDrivers.forEach((d, i) => {
      const activityStatus = RUNSHEET_ACTIVITY[i % 3]!;
      const rs = {
        runsheetId: `RS-${code}-${pad(i + 1, 5)}`,
        hubOrgUnitId: hubId,
        driverId: d.driverId!,
        vehicleId: d.vehicleId!,
        reverseRunsheet: i % 4 === 3,
        activityStatus,
        onHold: activityStatus === 'IN_PROGRESS' && i % 5 === 1,
        holdReason: activityStatus === 'IN_PROGRESS' && i % 5 === 1 ? rng.pick(HOLD_REASONS) : null,
        tripDistanceKm: rng.int(15, 95),
        tripDistanceApproved: !(activityStatus === 'IN_PROGRESS' && i % 2 === 0),
        zoneIds: [lm[i % lm.length]!],
        tripDate: todayStr,
        startedAt: activityStatus === 'NOT_STARTED' ? null : at(0, 420 + i),
        endedAt: activityStatus === 'ENDED' ? at(0, 900 + i) : null,
        orgDrops: new Map<string, string>(),
      };
      hubRunsheets.push(rs);
    });
    // Drivers without an open runsheet are free for OFD/LM manifests.

    // Manifests: each group collects orders as they are generated.
    let agN = 0;
    const newGroup = (
      type: string,
      state: string,
      viewType: string,
      driver: Row<typeof s.drivers> | null,
    ): { id: string; spaId: string; state: string; orders: number } => {
      agN++;
      const id = `AG-${code}-${pad(agN, 5)}`;
      const spaId = `SPA-${code}-${pad(agN, 5)}`;
      const inward = type === 'WAREHOUSE_TO_HUB_DROP' || type === 'HUB_DROP';
      w.activityGroups.push({
        activityGroupId: id,
        hubOrgUnitId: hubId,
        activityGroupType: type,
        activityGroupState: state,
        activityViewType: viewType,
        warehouseName: type === 'HUB_DROP' ? null : `${city} Mother Warehouse`,
        sellerName: viewType === 'SELLER' ? `${rng.pick(CATALOGUE)[2][0]} Distributors` : null,
        driverId: driver?.driverId ?? null,
        vehicleId: driver?.vehicleId ?? null,
        minTotesToTag: type === 'HUB_TO_WH_CRATE_DROP' ? 3 : 0,
        isToteTaggingEnabled: type === 'DIRECT_DROP' || type === 'HUB_TO_WH_CRATE_DROP',
        assetTrackingPilot: pilots.has('TOTE_IN_SCAN') && type === 'DIRECT_DROP',
        blockShortfallMarking: !pilots.has('DISPATCH_SHORTFALL'),
        isV2Flow: agN % 2 === 0,
        metadata: [
          { key: 'Invoice', value: `INV${code}${pad(agN, 6)}` },
          { key: 'Dock', value: `D${rng.int(1, 8)}` },
        ],
        createdAt: at(inward ? 1 : 0, rng.int(300, 700)),
        closedAt: state === 'COMPLETED' ? at(0, rng.int(700, 800)) : null,
        cratesCount: state === 'COMPLETED' && !inward ? rng.int(0, 20) : null,
      });
      w.activities.push({
        spaId,
        activityGroupId: id,
        hubOrgUnitId: hubId,
        movementType: inward ? 'HUB_INWARD' : 'DISPATCH',
        activityAssociationType: inward ? (viewType === 'SELLER' ? 'SPA' : 'VLM') : 'BUYER_ORDER_IWIT',
        activityPickupType: viewType,
        vehicleActivityState: state === 'NOT_STARTED' ? 'NOT_STARTED' : state === 'STARTED' ? 'STARTED' : 'COMPLETED',
        createdAt: at(inward ? 1 : 0, 300),
      });
      return { id, spaId, state, orders: 0 };
    };
    const groupCycle = <T>(make: () => T, perGroup: number) => {
      let cur: (T & { orders: number }) | null = null;
      return () => {
        if (!cur || cur.orders >= perGroup) cur = make() as T & { orders: number };
        cur.orders++;
        return cur;
      };
    };
    const inwardTypes = [
      ['WAREHOUSE_TO_HUB_DROP', 'VEHICLE'],
      ['HUB_DROP', 'SELLER'],
    ] as const;
    let inwardI = 0;
    // The first open inward manifest of every hub (a VEHICLE one) is NOT_STARTED, so "swipe to start" always has one.
    const nextOpenInward = groupCycle(() => {
      const [t, v] = inwardTypes[inwardI++ % 2]!;
      return newGroup(t, inwardI % 3 === 1 ? 'NOT_STARTED' : 'STARTED', v, rng.pick(hubDrivers.filter((d) => d.isFmsIn).concat(hubDrivers[0]!)));
    }, 6);
    let doneI = 0;
    const nextDoneInward = groupCycle(() => {
      const [t, v] = inwardTypes[doneI++ % 2]!;
      return newGroup(t, 'COMPLETED', v, rng.pick(hubDrivers));
    }, 10);
    const dispatchTypes = ['DIRECT_DROP', 'HUB_TO_WH_REVERSE_DROP', 'HUB_TO_WH_CRATE_DROP'] as const;
    let dispI = 0;
    const nextDispatch = groupCycle(() => {
      const type = dispatchTypes[dispI % 3]!;
      const state = VEHICLE_ACTIVITY_STATE_VALUES[Math.floor(dispI / 3) % 3]!;
      dispI++;
      return newGroup(type, state, 'VEHICLE', hubDrivers[dispI % hubDrivers.length]!);
    }, 5);

    const stageWeights: ReadonlyArray<readonly [Stage, number]> = [
      ['INBOUND', 18],
      ['STAGED', 14],
      ['IN_LM', 20],
      ['DISPATCHING', 14],
      ['ON_RUNSHEET', 26],
      ['RETURNS', 8],
    ];
    const nOrders = 60 * scale;
    let itemN = 0;
    let shipN = 0;
    const lmZoneOfOrg = new Map<string, string>();
    // The benchmark world (scale >= 100) gives STAGING-01 over 500 items to move (zone movement's scan and list bench): every
    // 11th staged line goes there. The draw is made as before, so nothing else in the world moves.
    const bigStaging = (drawn: string) => (scale >= 100 && itemN % 11 === 0 ? staging[0]! : drawn);
    for (let oi = 1; oi <= nOrders; oi++) {
      const org = hubOrgs[oi % hubOrgs.length]!;
      const orderId = `ORD-${code}-${pad(oi, 7)}`;
      // The first orders walk every stage in turn, so even the smallest world has each of them.
      const stage: Stage = oi <= stageWeights.length * 2 ? stageWeights[(oi - 1) % stageWeights.length]![0] : rng.weighted(stageWeights);
      const nLines = rng.weighted([
        [1, 2],
        [2, 3],
        [3, 3],
        [4, 2],
        [5, 2],
      ] as const);
      const lines = Array.from({ length: nLines }, () => {
        const sku = rng.pick(sellable);
        return {
          sku,
          qty: rng.weighted([
            [1, 3],
            [2, 3],
            [rng.int(3, 6), 3],
            [rng.int(7, 12), 1],
          ] as const),
        };
      });
      const gmv = lines.reduce((sum, l) => sum + l.qty * rng.int(40, 900) * 100, 0);
      shipN++;
      const shipmentId = `SG${rng.chance(0.8) ? 'H' : 'E'}${code}${pad(shipN + hi * 10_000_000, 8)}${rng.digits(3)}${rng.chance(0.7) ? 'S' : 'M'}`;
      const placedAt = at(stage === 'INBOUND' ? 1 : 0, rng.int(0, 300));
      const lmZone = lmZoneOfOrg.get(org.orgId!) ?? lm[lmZoneOfOrg.size % lm.length]!;
      lmZoneOfOrg.set(org.orgId!, lmZone);

      let orderStatus = 'IN_FULFILMENT';
      let shipmentStatus = 'CREATED';
      let runsheet: (typeof hubRunsheets)[number] | null = null;
      let group: { id: string; spaId: string; state: string } | null = null;
      let dropPointId: string | null = null;
      if (stage === 'INBOUND') group = nextOpenInward();
      if (stage === 'STAGED') group = nextDoneInward();
      if (stage === 'IN_LM') shipmentStatus = 'PACKED';
      if (stage === 'DISPATCHING') {
        group = nextDispatch();
        shipmentStatus = 'PACKED';
      }
      if (stage === 'ON_RUNSHEET') {
        const forward = hubRunsheets.filter((r) => !r.reverseRunsheet);
        runsheet = forward[oi % forward.length]!;
        shipmentStatus =
          runsheet.activityStatus === 'NOT_STARTED'
            ? 'OFD'
            : rng.weighted([
                ['DELIVERED', 70],
                ['PARTIALLY_DELIVERED', 12],
                ['NOT_ATTEMPTED', 10],
                ['RETURNED', 8],
              ] as const);
        orderStatus = shipmentStatus === 'OFD' ? 'IN_FULFILMENT' : shipmentStatus === 'NOT_ATTEMPTED' ? 'IN_FULFILMENT' : shipmentStatus;
        dropPointId = runsheet.orgDrops.get(org.orgId!) ?? null;
        if (!dropPointId) {
          dropPointId = `DP-${runsheet.runsheetId}-${pad(runsheet.orgDrops.size + 1, 3)}`;
          runsheet.orgDrops.set(org.orgId!, dropPointId);
          const seq = runsheet.orgDrops.size;
          const started = runsheet.activityStatus !== 'NOT_STARTED';
          w.dropPoints.push({
            dropPointId,
            runsheetId: runsheet.runsheetId,
            orgId: org.orgId!,
            name: org.shopName!,
            address: org.address!,
            suggestedSequence: seq,
            actualSequence: started ? (seq % 3 === 0 ? seq + 1 : seq) : null,
            isOtpRequired: runsheet.activityStatus === 'ENDED' ? false : seq % 3 === 1,
            // The draw is kept so the rest of the world is unchanged; demo OTPs are DEMO_DROP_OTP (no SMS reaches a demo buyer).
            otpCode: seq % 3 === 1 ? (rng.digits(4), DEMO_DROP_OTP) : null,
            enableHubReattempt: seq % 4 === 2,
            status: started ? 'DELIVERED' : 'PENDING',
            checkInAt: started ? at(0, 480 + seq * 20) : null,
            checkOutAt: started ? at(0, 480 + seq * 20 + rng.int(4, 18)) : null,
          });
        }
      }
      if (stage === 'RETURNS') {
        shipmentStatus = rng.pick(['RETURNED', 'NOT_ATTEMPTED']);
        orderStatus = shipmentStatus === 'RETURNED' ? 'RETURNED' : 'IN_FULFILMENT';
      }
      w.orders.push({ orderId, orgId: org.orgId!, hubOrgUnitId: hubId, status: orderStatus, gmvPaise: gmv, placedAt });
      const delivered = ['DELIVERED', 'PARTIALLY_DELIVERED'].includes(shipmentStatus);
      w.shipments.push({
        shipmentId,
        orderId,
        hubOrgUnitId: hubId,
        invoiceId: `INV-${code}-${pad(oi, 7)}`,
        shipmentStatus,
        shipmentReason: shipmentStatus === 'NOT_ATTEMPTED' || shipmentStatus === 'RETURNED' ? rng.pick(NOT_DELIVERED_REASONS) : null,
        runsheetId: runsheet?.runsheetId ?? null,
        dropPointId,
        isVerified: runsheet?.activityStatus === 'ENDED' || (runsheet?.activityStatus === 'IN_PROGRESS' && rng.chance(0.4)),
        expectedTotalPaise: gmv,
        collectedTotalPaise: delivered ? (shipmentStatus === 'DELIVERED' ? gmv : Math.round(gmv * 0.7)) : 0,
      });
      if (delivered || (runsheet && runsheet.activityStatus !== 'NOT_STARTED')) {
        const collected = delivered ? (shipmentStatus === 'DELIVERED' ? gmv : Math.round(gmv * 0.7)) : 0;
        w.payments.push({
          orgId: org.orgId!,
          orderId,
          runsheetId: runsheet?.runsheetId ?? null,
          direction: 'COLLECTIBLE',
          method: 'DELIVERY',
          amountPaise: gmv,
          createdAt: at(0, 600),
        });
        if (oi % 5 === 0)
          w.payments.push({
            orgId: org.orgId!,
            orderId,
            runsheetId: runsheet?.runsheetId ?? null,
            direction: 'COLLECTIBLE',
            method: 'USE_CREDIT',
            amountPaise: Math.round(gmv * 0.1),
            createdAt: at(0, 600),
          });
        if (collected > 0)
          w.payments.push({
            orgId: org.orgId!,
            orderId,
            runsheetId: runsheet?.runsheetId ?? null,
            direction: 'COLLECTED',
            method: rng.pick(['PREPAID', 'UPI', 'CASH', 'WALLET']),
            amountPaise: collected,
            createdAt: at(0, 700),
          });
      }

      for (const line of lines) {
        itemN++;
        const itemId = `LI${code}${pad(itemN, 9)}`;
        const qty = line.qty;
        // The first undelivered line of each IN_PROGRESS runsheet is an intercity item packed in a crate with no
        // not-delivered reason yet, so every open close has a tote to verify and a reason to pick (issue 18). The
        // random draws are made as before, so the rest of the world stays what it was.
        const forcedIntercity =
          stage === 'ON_RUNSHEET' &&
          runsheet!.activityStatus === 'IN_PROGRESS' &&
          ['NOT_ATTEMPTED', 'RETURNED', 'PARTIALLY_DELIVERED'].includes(shipmentStatus) &&
          !intercityRunsheets.has(runsheet!.runsheetId);
        if (forcedIntercity) intercityRunsheets.add(runsheet!.runsheetId);
        const drawnIntercity = rng.chance(0.08);
        const intercity = drawnIntercity || forcedIntercity;
        const item: Row<typeof s.items> = {
          itemId,
          hubOrgUnitId: hubId,
          skuId: line.sku.skuId!,
          orderId,
          shipmentId,
          qty,
          fulfilmentArchetype: intercity ? 'INTERCITY' : 'INTRACITY',
          isQcStatusChangeAllowed: !intercity,
          enableMoveToteZone: true,
        };
        const assoc = (a: Omit<Row<typeof s.itemAssociations>, 'itemId' | 'hubOrgUnitId'>) => w.associations.push({ itemId, hubOrgUnitId: hubId, ...a });
        const pickStatus = (picked: number, q: number, attempted = true) =>
          picked === q ? 'PICKED' : picked > 0 ? 'PARTIALLY_PICKED' : attempted ? 'NOT_PICKED' : 'NOT_STARTED';
        const dispStatus = (d: number, q: number, attempted = true) =>
          d === q ? 'DISPATCHED' : d > 0 ? 'PARTIALLY_DISPATCHED' : attempted ? 'NOT_DISPATCHED' : 'NOT_STARTED';

        if (stage === 'INBOUND') {
          const mode = rng.weighted([
            ['NOT_STARTED', 4],
            ['NOT_PICKED', 1],
            ['PARTIALLY_PICKED', 2],
            ['PICKED', 2],
          ] as const);
          const picked = mode === 'PICKED' ? qty : mode === 'PARTIALLY_PICKED' ? Math.max(0, qty - rng.int(1, Math.max(1, qty - 1))) : 0;
          const zone = bigStaging(rng.pick(staging));
          const status = mode === 'NOT_STARTED' ? 'NOT_STARTED' : pickStatus(picked, qty);
          assoc({
            associationType: 'ZONE',
            entityId: zone,
            qty,
            pickedQty: picked,
            pickingStatus: status,
            toteAttachedToEntityId: picked > 0 ? toteInZone(zone) : null,
          });
          Object.assign(item, { pickedQty: picked, pickingStatus: status });
          if (status === 'PARTIALLY_PICKED' || status === 'NOT_PICKED') {
            w.discrepancies.push({ itemId, kind: 'INWARD', qty: qty - picked, comment: rng.pick(ZONE_TO_ZONE_COMMENTS), createdBy: 'hub.exec@demo.hub' });
          }
          w.activityItems.push({ spaId: group!.spaId, itemId, qty, doneQty: picked });
        } else if (stage === 'STAGED' || stage === 'IN_LM' || stage === 'DISPATCHING') {
          const zone = stage === 'STAGED' ? bigStaging(rng.pick(staging)) : lmZone;
          const split = stage !== 'STAGED' && qty >= 2 && rng.chance(0.12);
          const parts = split ? [qty - 1, 1] : [qty];
          let dispatched = 0;
          const drawnMode =
            stage === 'DISPATCHING'
              ? rng.weighted([
                  ['NOT_STARTED', 3],
                  ['NOT_DISPATCHED', 1],
                  ['PARTIALLY_DISPATCHED', 2],
                  ['DISPATCHED', 3],
                ] as const)
              : 'NOT_STARTED';
          // The manifest's state rules its lines: one not started has nothing dispatched (dispatch writes need it
          // started), and a closed one has no line left untouched (the close marks those NOT_DISPATCHED). The draw
          // is made as before, so the rest of the world is unchanged.
          const manifestState = stage === 'DISPATCHING' ? group!.state : null;
          const dMode =
            manifestState === 'NOT_STARTED' ? 'NOT_STARTED' : manifestState === 'COMPLETED' && drawnMode === 'NOT_STARTED' ? 'NOT_DISPATCHED' : drawnMode;
          for (const part of parts) {
            const d = dMode === 'DISPATCHED' ? part : dMode === 'PARTIALLY_DISPATCHED' ? Math.floor(part / 2) : 0;
            dispatched += d;
            assoc({
              associationType: 'ZONE',
              entityId: zone,
              qty: part,
              pickedQty: part,
              pickingStatus: 'PICKED',
              dispatchedQty: d,
              dispatchStatus: dMode === 'NOT_STARTED' ? 'NOT_STARTED' : dispStatus(d, part),
              partialItemAttributed: split,
              toteAttachedToEntityId: toteInZone(zone),
            });
          }
          const itemDisp = dMode === 'NOT_STARTED' ? 'NOT_STARTED' : dispStatus(dispatched, qty);
          if (drawnMode === 'PARTIALLY_DISPATCHED') {
            // Drawn whatever the manifest's state (the random stream stays the same); recorded only for a real shortfall.
            const comment = rng.pick(['PRODUCT_NOT_FOUND', 'PRODUCT_DAMAGED']);
            if (dMode === 'PARTIALLY_DISPATCHED' && dispatched < qty)
              w.discrepancies.push({ itemId, kind: 'DISPATCH_SHORTFALL', qty: qty - dispatched, comment, createdBy: 'hub.exec@demo.hub' });
          }
          let qc = { qcStatus: 'NOT_STARTED', acceptedQty: 0, failedQty: 0 };
          if (stage === 'DISPATCHING') qc = { qcStatus: 'COMPLETED', acceptedQty: qty, failedQty: 0 };
          if (stage === 'IN_LM') {
            const q = rng.weighted([
              ['NOT_STARTED', 4],
              ['COMPLETED', 4],
              ['FAILED', 2],
            ] as const);
            if (q === 'COMPLETED') qc = { qcStatus: 'COMPLETED', acceptedQty: qty, failedQty: 0 };
            if (q === 'FAILED') {
              const failed = rng.int(1, qty);
              const comment = rng.pick(QC_REJECTION_REASONS);
              qc = { qcStatus: 'FAILED', acceptedQty: qty - failed, failedQty: failed };
              if (!intercity) w.discrepancies.push({ itemId, kind: 'QC_FAILURE', qty: failed, comment, createdBy: 'hub.exec@demo.hub' });
            }
            // Intercity units arrive sealed in totes, checked at the origin hub: QC here cannot change them (000 §5).
            if (intercity) qc = { qcStatus: 'COMPLETED', acceptedQty: qty, failedQty: 0 };
          }
          Object.assign(item, { pickedQty: qty, pickingStatus: 'PICKED', dispatchedQty: dispatched, dispatchStatus: itemDisp, ...qc });
          if (group) w.activityItems.push({ spaId: group.spaId, itemId, qty, doneQty: stage === 'STAGED' ? qty : dispatched });
        } else if (stage === 'ON_RUNSHEET') {
          // On the road: units sit on the vehicle, some packed in a crate that travels with it.
          const drawnInCrate = rng.chance(0.3);
          const inCrate = drawnInCrate || forcedIntercity;
          const entity = inCrate
            ? (() => {
                const crate = newCrate({ currentVehicleId: runsheet!.vehicleId, assetState: 'IN_TRANSIT', lastActivity: 'DISPATCH' }, !drawnInCrate);
                w.runsheetTotes.push({
                  runsheetId: runsheet!.runsheetId,
                  assetCode: crate,
                  category: 'CRATE',
                  isScanned: runsheet!.activityStatus === 'ENDED',
                  isVerified: runsheet!.activityStatus === 'ENDED',
                });
                return crate;
              })()
            : runsheet!.vehicleId;
          assoc({
            associationType: inCrate ? 'CRATE' : 'VEHICLE',
            entityId: entity,
            qty,
            pickedQty: qty,
            pickingStatus: 'PICKED',
            dispatchedQty: qty,
            dispatchStatus: 'DISPATCHED',
          });
          Object.assign(item, {
            pickedQty: qty,
            pickingStatus: 'PICKED',
            dispatchedQty: qty,
            dispatchStatus: 'DISPATCHED',
            qcStatus: 'COMPLETED',
            acceptedQty: qty,
          });
          const undelivered = ['NOT_ATTEMPTED', 'RETURNED', 'PARTIALLY_DELIVERED'].includes(shipmentStatus);
          if (undelivered && runsheet!.activityStatus !== 'NOT_STARTED') {
            w.runsheetItems.push({
              runsheetId: runsheet!.runsheetId,
              itemId,
              itemType: intercity ? 'INTERCITY' : 'INTRACITY',
              status: runsheet!.activityStatus === 'ENDED' ? 'COLLECTED' : pickOr(rng.pick(RUNSHEET_ITEM_STATES), forcedIntercity, 'NOT_STARTED'),
              notDeliveredReason: pickOr(drawnIntercity && rng.chance(0.5) ? null : rng.pick(NOT_DELIVERED_REASONS), forcedIntercity, null),
              toteId: inCrate ? entity : null,
            });
          }
        } else {
          const zone = shipmentStatus === 'NOT_ATTEMPTED' ? 'REATTEMPT-ZONE' : rng.pick(['RTO-ZONE', 'RVP-ZONE', 'BULK_BREAK_ZONE']);
          assoc({ associationType: 'ZONE', entityId: zone, qty, pickedQty: qty, pickingStatus: 'PICKED' });
          Object.assign(item, { pickedQty: qty, pickingStatus: 'PICKED' });
        }
        w.items.push(item);
      }
    }

    // Every buyer's LM zone (its route): the zone its units were placed in, or, for a buyer without orders in an LM
    // stage yet, one by its position (no random draw, so the rest of the world is unchanged).
    hubOrgs.forEach((org, i) => w.buyerLmZones.push({ orgId: org.orgId!, hubOrgUnitId: hubId, zoneId: lmZoneOfOrg.get(org.orgId!) ?? lm[i % lm.length]! }));

    // Drop point completion and money follow their shipments.
    const shipmentsByDrop = new Map<string, Array<Row<typeof s.shipments>>>();
    for (const sh of w.shipments) {
      if (sh.hubOrgUnitId !== hubId || !sh.dropPointId) continue;
      shipmentsByDrop.set(sh.dropPointId, [...(shipmentsByDrop.get(sh.dropPointId) ?? []), sh]);
    }
    for (const dp of w.dropPoints) {
      const list = shipmentsByDrop.get(dp.dropPointId);
      if (!list) continue;
      dp.expectedAmountPaise = list.reduce((a, x) => a + x.expectedTotalPaise, 0);
      dp.collectedAmountPaise = list.reduce((a, x) => a + (x.collectedTotalPaise ?? 0), 0);
      dp.isCompleted = list.every((x) => x.isVerified);
      dp.weightGm = list.length * rng.int(2000, 30_000);
      const statuses = list.map((x) => x.shipmentStatus);
      if (dp.status !== 'PENDING')
        dp.status = statuses.includes('RETURNED')
          ? 'RETURNED'
          : statuses.includes('PARTIALLY_DELIVERED')
            ? 'PARTIALLY_DELIVERED'
            : statuses.includes('NOT_ATTEMPTED')
              ? 'NOT_ATTEMPTED'
              : 'DELIVERED';
    }
    for (const rs of hubRunsheets) {
      const { orgDrops: _drops, ...row } = rs;
      row.amountCollectedPaise = w.dropPoints.filter((d) => d.runsheetId === rs.runsheetId).reduce((a, d) => a + (d.collectedAmountPaise ?? 0), 0);
      // The route's planned distance (no PRNG draw): a distance awaiting approval ran 30% over it.
      row.plannedDistanceKm = rs.tripDistanceApproved ? rs.tripDistanceKm : Math.round((rs.tripDistanceKm ?? 0) * 0.7);
      w.runsheets.push(row);
      // Empty totes come back on every started runsheet.
      if (rs.activityStatus !== 'NOT_STARTED') {
        for (let k = 0; k < 2; k++) {
          const tote = newTote({ currentVehicleId: rs.vehicleId, assetState: 'IN_TRANSIT', lastActivity: 'DISPATCH' });
          w.runsheetTotes.push({
            runsheetId: rs.runsheetId,
            assetCode: tote,
            category: 'TOTE',
            isScanned: rs.activityStatus === 'ENDED' || k === 0,
            isVerified: rs.activityStatus === 'ENDED',
            missingReason: null,
          });
        }
      }
    }

    // Idle totes in every other state, placed at the hub (or on a vehicle while moving).
    const idle = 20 + 10 * scale;
    for (let k = 0; k < idle; k++) {
      const state = (['GOOD_TO_USE', 'EMPTY_TOTE', 'IN_TRANSIT', 'IN_TRANSFER', 'UNDER_PSV', 'PENDING_ACTIVATION', 'LOST', 'GOOD_TO_USE'] as const)[k % 8]!;
      const moving = state === 'IN_TRANSIT' || state === 'IN_TRANSFER';
      const zone = state === 'EMPTY_TOTE' && k % 16 === 1 ? lm[k % lm.length]! : null;
      if (state === 'LOST' && k < 40) {
        // Lost permanent totes (TT000X999 form) for "mark lost asset found".
        const assetCode = `TT000${String.fromCharCode(88 + hi)}${pad(k, 3)}`;
        w.assets.push({
          assetCode,
          assetType: 'TOTE',
          assetSize: 'MEDIUM',
          assetState: 'LOST',
          isUsable: false,
          unusableReason: 'Marked lost in PSV',
          currentHubOrgUnitId: hubId,
          lastActivity: 'PSV',
        });
        w.assetLogs.push({
          assetCode,
          assetEventType: 'LOST',
          referenceType: 'PSV_TASK',
          referenceId: `PSV-${code}-0003`,
          locationName: hub.hubName,
          performedBy: 'psv.manager@demo.hub',
          createdAt: at(3, 700),
        });
        continue;
      }
      const tote = newTote({
        assetState: state,
        currentHubOrgUnitId: moving ? null : hubId,
        currentZoneId: zone,
        currentVehicleId: moving ? rng.pick(hubVehicles) : null,
        inScanStatus: moving ? 'NOT_SCANNED' : 'SCANNED',
        routeBatch: moving && batching ? rng.pick(['MORNING', 'AFTERNOON', null]) : null,
        // k = 9 too: at least two empty not-usable totes at every hub, so the dispatch tagging and the troubleshoot
        // screens each have one to mark usable, whichever runs first.
        isUsable: !(k % 11 === 3 || k === 9),
        unusableReason: k % 11 === 3 || k === 9 ? 'Tagged to a closed manifest' : null,
        lastActivity: moving ? 'DISPATCH' : state === 'UNDER_PSV' ? 'PSV' : 'RECEIVE',
      });
      if (zone) w.toteZoneTags.push({ hubOrgUnitId: hubId, zoneId: zone, assetCode: tote, taggedBy: 'hub.manager@demo.hub', taggedAt: at(0, 450) });
    }
    // Crates waiting at the hub and tagged to crate-drop manifests.
    const crateGroups = w.activityGroups.filter((g) => g.hubOrgUnitId === hubId && g.activityGroupType === 'HUB_TO_WH_CRATE_DROP');
    for (const g of crateGroups) {
      for (let k = 0; k < 2; k++) {
        const crate = newCrate({ currentHubOrgUnitId: hubId, assetState: 'GOOD_TO_USE', lastActivity: 'RECEIVE' });
        w.activityGroupTotes.push({ activityGroupId: g.activityGroupId, assetCode: crate, taggedBy: 'hub.exec@demo.hub' });
      }
    }

    // PSV tasks in every state over the hub's totes.
    const hubTotes = w.assets.filter((a) => a.currentHubOrgUnitId === hubId && a.assetType === 'TOTE' && a.assetState !== 'LOST');
    PSV_TASK_STATE_LIST.forEach((state, ti) => {
      const psvTaskId = `PSV-${code}-${pad(ti + 1, 4)}`;
      w.psvTasks.push({
        psvTaskId,
        hubOrgUnitId: hubId,
        state,
        createdBy: 'psv.manager@demo.hub',
        createdAt: at(ti === 0 ? 0 : ti + 1, 540),
        closedAt: state === 'PROCESSED' || state === 'ABANDONED' ? at(ti, 900) : null,
        closedBy: state === 'PROCESSED' ? 'psv.manager@demo.hub' : null,
      });
      const sample = hubTotes.slice(ti * 7, ti * 7 + Math.min(12, hubTotes.length));
      sample.forEach((a, k) => {
        const status =
          state === 'CREATED'
            ? 'PENDING'
            : state === 'PROCESSING'
              ? k % 3 === 0
                ? 'PENDING'
                : 'VERIFIED'
              : state === 'PROCESSED'
                ? k % 5 === 0
                  ? 'LOST'
                  : 'VERIFIED'
                : k % 2
                  ? 'VERIFIED'
                  : 'PENDING';
        w.psvTaskAssets.push({
          psvTaskId,
          assetCode: a.assetCode,
          status,
          lastActivity: a.lastActivity ?? 'RECEIVE',
          verifiedAt: status === 'VERIFIED' ? at(ti, 600 + k) : null,
          verifiedBy: status === 'VERIFIED' ? 'psv.exec@demo.hub' : null,
        });
      });
    });

    // An OFD in progress on the continuous-dispatch hub.
    if (pilots.has('CONTINUOUS_DISPATCH_ENABLED_HUBS')) {
      // A per-buyer OFD of one buyer of the last LM zone: the zone shows in progress, and its other buyers stay for
      // the next OFD once the api has finished this one into a runsheet.
      const lastZone = lm[lm.length - 1]!;
      const orderOrg = new Map(w.orders.filter((o) => o.hubOrgUnitId === hubId).map((o) => [o.orderId, o.orgId]));
      const itemOrder = new Map(w.items.filter((it) => it.hubOrgUnitId === hubId).map((it) => [it.itemId, it.orderId]));
      const zoneBuyers = [
        ...new Set(
          w.associations
            .filter((a) => a.hubOrgUnitId === hubId && a.associationType === 'ZONE' && a.entityId === lastZone)
            .map((a) => orderOrg.get(itemOrder.get(a.itemId)!)!),
        ),
      ].sort();
      w.ofdTasks.push({
        taskId: `OFD-${code}-0001`,
        hubOrgUnitId: hubId,
        kind: 'OFD',
        orgUnitIds: zoneBuyers.length ? [zoneBuyers[0]!] : null,
        driverId: hubDrivers[hubDrivers.length - 1]!.driverId!,
        status: 'IN_PROGRESS',
        createdBy: 'hub.manager@demo.hub',
        createdAt: at(0, 500),
      });
      w.ofdTaskZones.push({ taskId: `OFD-${code}-0001`, taskStatus: 'IN_PROGRESS', hubOrgUnitId: hubId, zoneId: lm[lm.length - 1]! });
      w.ofdTasks.push({
        taskId: `LMM-${code}-0001`,
        hubOrgUnitId: hubId,
        kind: 'LM_MANIFEST',
        driverId: hubDrivers[0]!.driverId!,
        status: 'COMPLETED',
        createdBy: 'routing@demo.hub',
        createdAt: at(1, 500),
        completedAt: at(1, 520),
      });
      w.ofdTaskZones.push({ taskId: `LMM-${code}-0001`, taskStatus: 'COMPLETED', hubOrgUnitId: hubId, zoneId: lm[0]! });
    }

    // Monitoring: a trip per started runsheet with a timeline and alerts of every type.
    const alertTypes = ['QR_DISPUTE', 'DELIVERY_RECEIPT', 'WEIGHT_SHORTFALL', 'SET_BREAK', 'COMPLETE_RTO'] as const;
    let firstTrip = true;
    for (const rs of w.runsheets.filter((r) => r.hubOrgUnitId === hubId && r.activityStatus !== 'NOT_STARTED')) {
      const drops = w.dropPoints.filter((d) => d.runsheetId === rs.runsheetId).sort((a, b) => a.suggestedSequence - b.suggestedSequence);
      const tripId = rs.runsheetId;
      const statuses = drops.map((d) => d.status ?? 'PENDING');
      w.trips.push({
        tripId,
        runsheetId: rs.runsheetId,
        hubOrgUnitId: hubId,
        vehicleId: rs.vehicleId,
        driverId: rs.driverId,
        tripDate: todayStr,
        startedAt: rs.startedAt ?? null,
        endedAt: rs.endedAt ?? null,
        status: rs.activityStatus === 'ENDED' ? 'COMPLETED' : 'ON_ROAD',
        touchPoints: drops.length,
        attempts: statuses.filter((x) => x !== 'PENDING').length,
        rto: statuses.filter((x) => x === 'RETURNED').length,
        partialDeliveries: statuses.filter((x) => x === 'PARTIALLY_DELIVERED').length,
        distanceKm: Math.round(rs.tripDistanceKm ?? 0),
      });
      let seq = 0;
      const ev = (e: Omit<Row<typeof s.tripEvents>, 'tripId' | 'seq'>) => {
        eventN++;
        w.tripEvents.push({ id: eventN, tripId, seq: ++seq, ...e });
        return eventN;
      };
      ev({ type: 'TRIP_START', hubName: hub.hubName, at: rs.startedAt ?? at(0, 420) });
      const forced = firstTrip ? [...alertTypes] : [];
      firstTrip = false;
      drops.forEach((d, di) => {
        const done = d.status !== 'PENDING';
        const severity = d.status === 'RETURNED' ? 'ERROR' : d.status === 'PARTIALLY_DELIVERED' ? 'WARNING' : done ? 'SUCCESS' : 'DEFAULT';
        const eventId = ev({
          type: 'DROP',
          dropPointId: d.dropPointId,
          shopName: d.name,
          shopOrgUnitId: d.orgId,
          status: done ? d.status : null,
          tags: [d.isOtpRequired ? 'OTP' : 'NO_OTP', ...(d.enableHubReattempt ? ['REATTEMPT_ENABLED'] : [])],
          summaryStatus: severity,
          summaryText: done ? `${(d.status ?? '').replace(/_/g, ' ').toLowerCase()} at stop ${d.actualSequence ?? d.suggestedSequence}` : 'Yet to reach',
          actualSequence: d.actualSequence ?? null,
          suggestedSequence: d.suggestedSequence,
          checkIn: d.checkInAt ?? null,
          checkOut: d.checkOutAt ?? null,
          imagesUrl: done ? [sampleImageUrl('pod', di)] : [],
          at: d.checkInAt ?? at(0, 480 + di * 20),
        });
        const types: string[] = [];
        if (forced.length && done) types.push(forced.shift()!);
        if (d.status === 'RETURNED') types.push('COMPLETE_RTO');
        if (d.status === 'PARTIALLY_DELIVERED') types.push(rng.pick(['WEIGHT_SHORTFALL', 'SET_BREAK']));
        if (done && rng.chance(0.08)) types.push(rng.pick(['QR_DISPUTE', 'DELIVERY_RECEIPT']));
        for (const type of types) {
          alertN++;
          const alertId = `ALT-${code}-${pad(alertN, 6)}`;
          const img = [sampleImageUrl('proof', alertN)];
          const properties: Record<string, unknown> =
            type === 'QR_DISPUTE'
              ? { qrDisputeProperties: { amountInPaisa: rng.int(500, 90_000) * 10, proofImageUrls: img } }
              : type === 'DELIVERY_RECEIPT'
                ? { deliveryReceiptProperties: { proofImageUrls: img } }
                : type === 'WEIGHT_SHORTFALL'
                  ? (() => {
                      const total = rng.int(20_000, 200_000);
                      const nd = rng.int(500, Math.floor(total / 4));
                      return {
                        weightShortfallProperties: {
                          totalItemWeightInGrams: total,
                          totalItemDeliveredWeightInGrams: total - nd,
                          totalItemNonDeliveredWeightInGrams: nd,
                          proofImageUrls: img,
                        },
                      };
                    })()
                  : type === 'SET_BREAK'
                    ? (() => {
                        const total = rng.int(20, 200);
                        return { setBreakProperties: { totalEaches: total, totalNotDeliveredEaches: rng.int(1, Math.floor(total / 3)), proofImageUrls: img } };
                      })()
                    : { completeRtoAlertProperties: { rtoReason: rng.pick(NOT_DELIVERED_REASONS), rtoImages: img } };
          const severityOf = type === 'COMPLETE_RTO' || type === 'QR_DISPUTE' ? 'HIGH' : type === 'WEIGHT_SHORTFALL' || type === 'SET_BREAK' ? 'MEDIUM' : 'LOW';
          const reviewed = alertN % 3 === 0;
          const approval = type === 'QR_DISPUTE';
          w.alerts.push({
            alertId,
            tripId,
            hubOrgUnitId: hubId,
            tripEventId: eventId,
            shopOrgUnitId: d.orgId,
            type,
            label: type
              .replace(/_/g, ' ')
              .toLowerCase()
              .replace(/^./, (c) => c.toUpperCase()),
            severity: severityOf,
            timeSpentSeconds: rng.int(60, 1800),
            reviewPending: !reviewed,
            approvalAlert: approval,
            approvalState: approval ? (reviewed ? rng.pick(['APPROVED', 'REJECTED']) : 'PENDING') : null,
            properties,
            createdAt: d.checkOutAt ?? at(0, 600),
          });
          if (reviewed) {
            w.alertReviews.push({
              alertId,
              kind: 'COMMENT',
              comment: rng.pick(['Checked with driver, genuine.', 'Buyer confirmed over call.', 'Escalated to city lead.']),
              reviewedBy: 'hub.manager@demo.hub',
              reviewedAt: at(0, 800),
            });
          }
          ev({
            type: 'ALERT',
            shopOrgUnitId: d.orgId,
            summaryStatus: severityOf === 'HIGH' ? 'ERROR' : 'WARNING',
            summaryText: type,
            at: d.checkOutAt ?? at(0, 600),
          });
        }
      });
      if (rs.activityStatus === 'ENDED') ev({ type: 'TRIP_END', hubName: hub.hubName, at: rs.endedAt ?? at(0, 900) });
    }

    // Monitoring needs a vehicle with several trips in a day (only the last is expanded) and a day before today
    // (the dashboard's Yesterday): the hub's first ended runsheet also carries an early leg today and a trip
    // yesterday. They are extra trip rows on that runsheet (trip ids <runsheet>-AM / -Y1), so no other area's
    // runsheets, drops or shipments change; they draw nothing from the PRNG, so the rest of the world is as before.
    const legRs = w.runsheets.find((r) => r.hubOrgUnitId === hubId && r.activityStatus === 'ENDED');
    if (legRs) {
      const yesterdayStr = hubDate(new Date(t0 - DAY));
      const legs = [
        { tripId: `${legRs.runsheetId}-AM`, tripDate: todayStr, daysAgo: 0, start: 300, end: 400, alert: null },
        { tripId: `${legRs.runsheetId}-Y1`, tripDate: yesterdayStr, daysAgo: 1, start: 420, end: 900, alert: 'COMPLETE_RTO' as const },
      ];
      for (const leg of legs) {
        w.trips.push({
          tripId: leg.tripId,
          runsheetId: legRs.runsheetId,
          hubOrgUnitId: hubId,
          vehicleId: legRs.vehicleId,
          driverId: legRs.driverId,
          tripDate: leg.tripDate,
          startedAt: at(leg.daysAgo, leg.start),
          endedAt: at(leg.daysAgo, leg.end),
          status: 'COMPLETED',
          touchPoints: 0,
          attempts: 0,
          rto: 0,
          partialDeliveries: 0,
          distanceKm: 12,
        });
        let seq = 0;
        const push = (e: Omit<Row<typeof s.tripEvents>, 'tripId' | 'seq' | 'id'>) => {
          eventN++;
          w.tripEvents.push({ id: eventN, tripId: leg.tripId, seq: ++seq, ...e });
        };
        push({ type: 'TRIP_START', hubName: hub.hubName, at: at(leg.daysAgo, leg.start) });
        if (leg.alert) {
          alertN++;
          const alertId = `ALT-${code}-${pad(alertN, 6)}`;
          w.alerts.push({
            alertId,
            tripId: leg.tripId,
            hubOrgUnitId: hubId,
            tripEventId: null,
            shopOrgUnitId: null,
            type: leg.alert,
            label: 'Complete rto',
            severity: 'HIGH',
            timeSpentSeconds: 900,
            reviewPending: true,
            approvalAlert: false,
            approvalState: null,
            properties: {
              completeRtoAlertProperties: { rtoReason: NOT_DELIVERED_REASONS[0]!, rtoImages: [sampleImageUrl('proof', alertN)] },
            },
            createdAt: at(leg.daysAgo, leg.start + 60),
          });
          push({ type: 'ALERT', summaryStatus: 'ERROR', summaryText: leg.alert, at: at(leg.daysAgo, leg.start + 60) });
        }
        push({ type: 'TRIP_END', hubName: hub.hubName, at: at(leg.daysAgo, leg.end) });
      }
    }
  }

  // Totes coupled to the in-scan hubs' inward (their own PRNG: nothing above or below changes).
  addInboundTotes(w, scale, at);
  // Manifests of every type and state at every hub (their own PRNG), then every zone's QC status from its items (no draw).
  addMissingManifests(w, scale, at);
  settleZoneQc(w);

  // Field executives: 100 per scale unit, some deactivated, many assigned to hubs.
  const pans = new Set<string>();
  const nFe = 100 * scale;
  for (let i = 1; i <= nFe; i++) {
    let pan: string;
    do pan = `${rng.letters(3)}P${rng.letters(1)}${rng.digits(4)}${rng.letters(1)}`;
    while (pans.has(pan));
    pans.add(pan);
    const deactivated = i % 7 === 0;
    const city = rng.pick(DEMO_HUBS).city;
    const created = at(rng.int(1, 400), rng.int(540, 1080));
    const id = `FE-${(i * 7919 + 104_729).toString(36).toUpperCase().padStart(6, '0')}`;
    w.fieldExecutives.push({
      id,
      name: `${rng.pick(FIRST_NAMES)} ${rng.pick(LAST_NAMES)}`,
      phoneNumber: phone(),
      panNumber: pan,
      address: `${rng.int(1, 300)}, ${rng.pick(STREETS)}, ${rng.pick(AREAS[city]!)}, ${city} ${PIN_PREFIX[city]}${rng.digits(3)}`,
      // Seeded FEs show sample photos stored as uploads (./images); real uploads go through the FileStorage.
      panCardPhotoUrl: sampleImageUrl('document', 0),
      addressProofType: rng.weighted([
        ['VOTER_ID', 5],
        ['DRIVING_LICENSE', 3],
        ['PASSPORT', 2],
      ] as const),
      addressProofPhotoUrl: sampleImageUrl('document', 1),
      birthDate: `${rng.int(1970, 2003)}-${pad(rng.int(1, 12), 2)}-${pad(rng.int(1, 28), 2)}`,
      status: deactivated ? 'DEACTIVATED' : 'ACTIVE',
      currentActive: !deactivated,
      deactivationReason: deactivated
        ? rng.pick(['Left the company after notice period', 'Repeated cash shortfall at runsheet close', 'Documents found invalid on re-check'])
        : null,
      deactivatedBy: deactivated ? 'hub.manager@demo.hub' : null,
      deactivatedAt: deactivated ? new Date(created.getTime() + 30 * DAY) : null,
      createdAt: created,
      createdBy: 'hub.manager@demo.hub',
      updatedAt: deactivated ? new Date(created.getTime() + 30 * DAY) : created,
    });
    const hubsOf = DEMO_HUBS.filter((_, hi) => (i + hi) % 3 === 0 || (i % 10 === 0 && hi === 1));
    if (i % 5 === 4) {
      // Assigned earlier and de-assigned: history without an active row.
      w.feHubAssignments.push({
        feId: id,
        hubOrgUnitId: DEMO_HUBS[i % 3]!.hubOrgUnitId,
        active: false,
        assignedBy: 'hub.manager@demo.hub',
        assignedAt: created,
        deassignedAt: new Date(created.getTime() + 10 * DAY),
        deassignedBy: 'hub.manager@demo.hub',
      });
    } else if (!deactivated && i % 2 === 0) {
      for (const h of hubsOf)
        w.feHubAssignments.push({
          feId: id,
          hubOrgUnitId: h.hubOrgUnitId,
          active: true,
          assignedBy: 'hub.manager@demo.hub',
          assignedAt: new Date(created.getTime() + DAY),
        });
    }
  }
  return w;
}

const BATCH = 1000;

/** Writes the generated world in parent-to-child order, in batches (scale 100 is ~50,000 items). */
export async function insertWorld(db: Db, w: World, onProgress?: WorldOptions['onProgress']): Promise<void> {
  const write = async <T extends PgTable>(name: string, table: T, rows: Row<T>[]) => {
    for (let i = 0; i < rows.length; i += BATCH) {
      await db.insert(table).values(rows.slice(i, i + BATCH) as never);
    }
    onProgress?.(name, rows.length);
  };
  await write('file_uploads', s.fileUploads, sampleImageUploads());
  await write('skus', s.skus, w.skus);
  await write('orgs', s.orgs, w.orgs);
  await write('zones', s.zones, w.zones);
  await write('buyer_lm_zones', s.buyerLmZones, w.buyerLmZones);
  await write('route_batches', s.routeBatches, w.routeBatches);
  await write('vehicles', s.vehicles, w.vehicles);
  await write('drivers', s.drivers, w.drivers);
  await write('assets', s.assets, w.assets);
  await write('asset_logs', s.assetLogs, w.assetLogs);
  await write('tote_zone_tags', s.toteZoneTags, w.toteZoneTags);
  await write('coupled_totes', s.coupledTotes, w.coupledTotes);
  await write('orders', s.orders, w.orders);
  await write('runsheets', s.runsheets, w.runsheets);
  await write('drop_points', s.dropPoints, w.dropPoints);
  await write('shipments', s.shipments, w.shipments);
  await write('items', s.items, w.items);
  await write('item_associations', s.itemAssociations, w.associations);
  await write('item_discrepancies', s.itemDiscrepancies, w.discrepancies);
  await write('activity_groups', s.activityGroups, w.activityGroups);
  await write('activities', s.activities, w.activities);
  await write('activity_items', s.activityItems, w.activityItems);
  await write('activity_group_totes', s.activityGroupTotes, w.activityGroupTotes);
  await write('tote_manifests', s.toteManifests, w.toteManifests);
  await write('ofd_tasks', s.ofdTasks, w.ofdTasks);
  await write('ofd_task_zones', s.ofdTaskZones, w.ofdTaskZones);
  await write('runsheet_totes', s.runsheetTotes, w.runsheetTotes);
  await write('runsheet_items', s.runsheetItems, w.runsheetItems);
  await write('psv_tasks', s.psvTasks, w.psvTasks);
  await write('psv_task_assets', s.psvTaskAssets, w.psvTaskAssets);
  await write('trips', s.trips, w.trips);
  await write('trip_events', s.tripEvents, w.tripEvents);
  // Timeline ids were set explicitly (alerts point at them): move the sequence past them.
  await db.execute(sql`select setval(pg_get_serial_sequence('trip_events', 'id'), greatest((select max(id) from trip_events), 1))`);
  await write('alerts', s.alerts, w.alerts);
  await write('alert_reviews', s.alertReviews, w.alertReviews);
  await write('field_executives', s.fieldExecutives, w.fieldExecutives);
  await write('fe_hub_assignments', s.feHubAssignments, w.feHubAssignments);
  await write('org_visits', s.orgVisits, w.orgVisits);
  await write('payments', s.payments, w.payments);
  await write('rewards', s.rewards, w.rewards);
  await write('offers', s.offers, w.offers);
  await write('escalations', s.escalations, w.escalations);
  await write('push_list_items', s.pushListItems, w.pushListItems);
}
