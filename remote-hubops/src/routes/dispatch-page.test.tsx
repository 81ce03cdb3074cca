import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import {
  captureVehicleActivity,
  closeDispatchManifest,
  closeToteManifest,
  CORRECTION_MESSAGES,
  correctDispatchCount,
  createToteManifest,
  dispatchAllZone,
  type DispatchItem,
  type DispatchItemDetail,
  getActivities,
  getActivityGroup,
  getDispatchItem,
  getDispatchManifestItems,
  getDispatchZoneItems,
  getDispatchOrders,
  getDispatchZones,
  getReasonList,
  getTroubleshootAsset,
  type Manifest,
  markAssetUsable,
  markManifestOfd,
  REASON_LISTS,
  setDispatchQuantities,
  tagToManifest,
  updateDispatchItems,
  validateAsset,
} from '@hub/shared/contracts';
import { demoUsers, mockEndpoints, type MockRoute, type MockServer, on, renderWithProviders, wedgeKeys } from '@hub/shared/testing';
import { useSessionStore } from '@hub/shared/hooks';
import { toast } from '@hub/shared/ui';
import { DISPATCH_ITEMS_PAGE_SIZE } from '../features/dispatch/components/dispatch-items-view';
import { DispatchPage } from './dispatch-page';

const manifest = (over: Partial<Manifest> = {}): Manifest => ({
  spaId: 'SPA-BLR-00009',
  hubOrgUnitId: 'HUB-BLR-01',
  activityGroupId: 'AG-BLR-00009',
  activityGroupState: 'STARTED',
  activityGroupType: 'DIRECT_DROP',
  activityViewType: 'VEHICLE',
  activityPickupType: 'VEHICLE',
  movementType: 'DISPATCH',
  vehicleActivity: { vehicleActivityState: 'STARTED' },
  assetTrackingPilot: false,
  minTotesToTag: 0,
  taggedTotes: 0,
  isToteTaggingEnabled: true,
  blockShortfallMarking: true,
  isV2Flow: false,
  driverDetails: { driverName: 'Ravi Kumar', vehicleNum: 'KA01AB1234' },
  metadata: [],
  warehouseName: null,
  sellerName: null,
  createdAtEpoch: Date.UTC(2026, 10, 21, 6),
  itemCount: 2,
  ...over,
});
const assoc = {
  id: 11,
  entityId: 'LM-01',
  associationType: 'ZONE',
  qty: 4,
  pickedQty: 4,
  dispatchedQty: 0,
  pickingStatus: 'PICKED',
  dispatchStatus: 'NOT_STARTED',
  partialItemAttributed: false,
  toteAttachedToEntityId: null,
  puDetails: null,
  discrepancyReasons: [],
};
const listItem = (over: Partial<DispatchItem> = {}): DispatchItem => ({
  itemId: 'LIBLR000000001',
  itemTitle: 'Aashirvaad Atta 5 kg',
  itemCategory: 'Staples',
  dispatchStatus: 'NOT_STARTED',
  dispatchedQty: 0,
  qty: 4,
  imageUrl: null,
  skuId: 'SKU1',
  shipmentId: 'SGHBLR000000010001S',
  itemQcStatus: 'COMPLETED',
  fulfilmentArchetype: 'INTRACITY',
  allowFullItemDispatch: true,
  partialItemAttributed: false,
  associationDetail: [{ ...assoc, shortfallList: [] }],
  ...over,
});
const group = {
  zoneId: 'LM-01',
  shipmentId: null,
  zoneIds: ['LM-01'],
  shipmentsCount: 2,
  dispatchedQty: 1,
  totalQty: 6,
  dispatchStatus: 'PARTIALLY_DISPATCHED' as const,
  qcStatus: 'QC_COMPLETE',
};
const activityGroup = (state: string) => ({
  activityGroupId: 'AG-BLR-00009',
  activityGroupType: 'DIRECT_DROP',
  activityGroupState: state,
  driverId: 'DRV-1',
  minTotesToTag: 1,
  cratesCount: null,
  taggedTotes: [],
  activities: [{ spaId: 'SPA-BLR-00009', movementType: 'DISPATCH', vehicleActivityState: 'STARTED' as const, logisticDetails: null, vehicleNumber: null }],
});

let server: MockServer;
let m: Manifest;
function world(...overrides: MockRoute[]) {
  m = manifest();
  server = mockEndpoints(
    on(getActivities, () => ({ body: { activities: [m] } })),
    on(getDispatchZones, () => ({ body: { spaId: m.spaId, groups: [group] } })),
    on(getDispatchZoneItems, () => ({
      body: {
        spaId: m.spaId,
        items: [listItem({ itemId: 'LIBLR000000002', itemTitle: 'Tata Salt', dispatchStatus: 'DISPATCHED', dispatchedQty: 2, qty: 2 }), listItem()],
      },
    })),
    on(getActivityGroup, () => ({ body: activityGroup('STARTED') })),
    // The admin's reason lists as seeded (docs/areas/reason-lists.md).
    on(getReasonList, ({ params }) => ({ body: { listKey: params.listKey, reasons: [...REASON_LISTS[params.listKey].defaults], retired: [] } })),
    on(updateDispatchItems, ({ body }) => ({
      body: {
        message: 'Dispatch successful',
        items: body.items.map((l) => ({ itemId: l.lItemId, dispatchedQty: l.dispatchedQty, qty: 4, dispatchStatus: 'PARTIALLY_DISPATCHED' as const })),
      },
    })),
    ...overrides,
  );
}
beforeEach(() => world());
afterEach(() => {
  server.verify();
  act(() => toast.clean());
});

const path = '/hubs/:hubId/dispatch';
const render = (route: string) => renderWithProviders(<DispatchPage />, { route, path });
const atManifest = '/hubs/HUB-BLR-01/dispatch?viewType=VEHICLE&spaId=SPA-BLR-00009&by=zone';
const atItems = `${atManifest}&group=LM-01`;
const wedge = (text: string) => act(() => wedgeKeys(text));

describe('DispatchPage: manifest view', () => {
  it('titles the view with the activity group id and shows zone cards with status, quantities, QC and "Dispatch Zone"', async () => {
    render(atManifest);
    expect(await screen.findByRole('heading', { name: 'AG-BLR-00009' })).toBeInTheDocument();
    await waitFor(() => expect(document.querySelector('[data-dispatch-group="LM-01"]')).not.toBeNull());
    const card = document.querySelector<HTMLElement>('[data-dispatch-group="LM-01"]')!;
    expect(within(card).getByText('01 / 06')).toBeInTheDocument();
    expect(within(card).getByText('Total shipments: 2 · QC: QC_COMPLETE')).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Dispatch Zone' })).toBeInTheDocument();
    expect(screen.getByPlaceholderText('Search zone')).toBeInTheDocument();
    expect(screen.getByRole('slider', { name: 'Swipe to close manifest' })).toBeInTheDocument();
  });

  it('"Dispatch Failed {message}" when the server refuses "Dispatch Zone"', async () => {
    server.add(on(dispatchAllZone, () => ({ status: 409, error: { message: 'Zone LM-01 is not QC complete' } })));
    render(atManifest);
    await waitFor(() => expect(document.querySelector('[data-dispatch-group="LM-01"]')).not.toBeNull());
    const card = document.querySelector<HTMLElement>('[data-dispatch-group="LM-01"]')!;
    fireEvent.click(within(card).getByRole('button', { name: 'Dispatch Zone' }));
    expect(await screen.findByText('Dispatch Failed Zone LM-01 is not QC complete')).toBeInTheDocument();
  });

  it('a 300 close opens "Close dispatch manifest with force?" with the shipments; Confirm closes with force ctx 0, then the crates prompt and Mark OFD', async () => {
    let closes = 0;
    server.add(
      on(closeDispatchManifest, ({ query }) => {
        closes++;
        if (!query.force)
          return {
            body: {
              statusCode: 300 as const,
              message: 'Some shipments are partially dispatched',
              spaId: m.spaId,
              activityGroupState: 'STARTED',
              forceCtx: 0,
              data: [{ shipmentId: 'SGH1', dispatchedQty: 1, totalQty: 2 }],
            },
          };
        return {
          body: {
            statusCode: 200 as const,
            message: 'Manifest closed successfully',
            spaId: m.spaId,
            activityGroupState: 'COMPLETED',
            forceCtx: null,
            data: [],
          },
        };
      }),
      on(getActivityGroup, () => ({ body: activityGroup('COMPLETED') })),
      on(markManifestOfd, () => ({
        body: { statusCode: 200 as const, message: 'Successfully Marked Out for Delivery.', runsheetId: 'RS-1', tripId: 'RS-1', notifications: [] },
      })),
    );
    render(atManifest);
    const thumb = await screen.findByRole('slider', { name: 'Swipe to close manifest' });
    await waitFor(() => expect(thumb).not.toHaveAttribute('aria-disabled', 'true'));
    act(() => thumb.focus());
    fireEvent.keyDown(thumb, { key: 'End' });
    const dialog = await screen.findByRole('dialog', { name: 'Close dispatch manifest with force?' });
    expect(within(dialog).getByText('SGH1: 1 / 2')).toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('The manifest is closed successfully! Please enter the crates quantity')).toBeInTheDocument();
    expect(server.callsOf(closeDispatchManifest)[1]).toMatchObject({ query: { force: true, forceCtx: 0 } });
    // Every close sends the manifest's driver name and vehicle number as the spec's close does (000 §3, §7).
    for (const call of server.callsOf(closeDispatchManifest))
      expect(call).toMatchObject({ query: { logisticDetails: 'Ravi Kumar', vehicleNumber: 'KA01AB1234' } });
    expect(closes).toBe(2);
    expect(screen.getByText('Tag 1 crates to proceed for OFD')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Increase Crates' }));
    fireEvent.click(screen.getByRole('button', { name: 'Mark out for delivery' }));
    expect(await screen.findByText('Successfully Marked Out for Delivery.')).toBeInTheDocument();
    expect(server.callsOf(markManifestOfd)[0]).toMatchObject({ params: { driverId: 'DRV-1', id: m.spaId }, query: { noOfCrates: 1 } });
  });

  it("offers the admin's force-close reasons in the force dialog; the one picked goes with the forced close", async () => {
    server.add(
      on(closeDispatchManifest, ({ query }) => ({
        body: query.force
          ? { statusCode: 200 as const, message: 'Manifest closed successfully', spaId: m.spaId, activityGroupState: 'COMPLETED', forceCtx: null, data: [] }
          : {
              statusCode: 301 as const,
              message: 'Some shipments have nothing dispatched and will be skipped',
              spaId: m.spaId,
              activityGroupState: 'STARTED',
              forceCtx: 1,
              data: [{ shipmentId: 'SGH1', dispatchedQty: 0, totalQty: 2 }],
            },
      })),
      on(getReasonList, ({ params }) => ({
        body: { listKey: params.listKey, reasons: [{ code: 'VEHICLE_LEAVING', label: 'Vehicle is leaving' }], retired: [{ code: 'OTHER', label: 'Other' }] },
      })),
      on(getActivityGroup, () => ({ body: activityGroup('COMPLETED') })),
    );
    render(atManifest);
    const thumb = await screen.findByRole('slider', { name: 'Swipe to close manifest' });
    await waitFor(() => expect(thumb).not.toHaveAttribute('aria-disabled', 'true'));
    act(() => thumb.focus());
    fireEvent.keyDown(thumb, { key: 'End' });
    const dialog = await screen.findByRole('dialog', { name: 'Close dispatch manifest with force?' });
    fireEvent.click(within(dialog).getByRole('combobox', { name: 'Force close reason' }));
    const offered = await screen.findByRole('option', { name: 'Vehicle is leaving' });
    expect(screen.queryByRole('option', { name: 'Other' })).not.toBeInTheDocument();
    fireEvent.click(offered);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(server.callsOf(closeDispatchManifest)).toHaveLength(2));
    expect(server.callsOf(closeDispatchManifest)[1]).toMatchObject({ query: { force: true, forceCtx: 1, forceReason: 'VEHICLE_LEAVING' } });
  });

  it('an "action not completed" close naming 2 totes opens "Tote Shortfall?" ("Some totes have not been scanned [ids]." with the ids); Confirm forces the inward', async () => {
    server.add(
      on(closeDispatchManifest, ({ query }) =>
        query.forceInwardTotes
          ? {
              body: {
                statusCode: 200 as const,
                message: 'Manifest closed successfully',
                spaId: m.spaId,
                activityGroupState: 'COMPLETED',
                forceCtx: null,
                data: [],
              },
            }
          : { status: 409, error: { message: 'action not completed: totes not scanned [CT1, CT2]' } },
      ),
    );
    render(atManifest);
    const thumb = await screen.findByRole('slider', { name: 'Swipe to close manifest' });
    await waitFor(() => expect(thumb).not.toHaveAttribute('aria-disabled', 'true'));
    act(() => thumb.focus());
    fireEvent.keyDown(thumb, { key: 'End' });
    expect(await screen.findByText('Tote Shortfall?')).toBeInTheDocument();
    expect(screen.getByText('Some totes have not been scanned [CT1, CT2].')).toBeInTheDocument();
    expect(screen.getByText('This will lead to totes being virtually inwarded.')).toBeInTheDocument();
    expect(screen.getByText('Would you still like to proceed?')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(server.callsOf(closeDispatchManifest)).toHaveLength(2));
    expect(server.callsOf(closeDispatchManifest)[1]).toMatchObject({ query: { forceInwardTotes: true } });
  });
});

describe('DispatchPage: manifest view states', () => {
  it('the Order filter searches shipments; "There are no items in your manifest." and "No items match your search."', async () => {
    server.add(on(getDispatchOrders, () => ({ body: { spaId: m.spaId, groups: [{ ...group, zoneId: null, shipmentId: 'SGH0001', zoneIds: ['LM-01'] }] } })));
    render(`${atManifest.replace('by=zone', 'by=order')}`);
    await waitFor(() => expect(document.querySelector('[data-dispatch-group="SGH0001"]')).not.toBeNull());
    expect(within(document.querySelector<HTMLElement>('[data-dispatch-group="SGH0001"]')!).getByText('Zones: LM-01 · QC: QC_COMPLETE')).toBeInTheDocument();
    fireEvent.change(screen.getByPlaceholderText('Search shipment'), { target: { value: 'nothing-like-it' } });
    expect(await screen.findByText('No items match your search.')).toBeInTheDocument();
  });

  it('an empty manifest says "There are no items in your manifest."', async () => {
    server.add(on(getDispatchZones, () => ({ body: { spaId: m.spaId, groups: [] } })));
    render(atManifest);
    expect(await screen.findByText('There are no items in your manifest.')).toBeInTheDocument();
  });

  it('a close whose manifest is not COMPLETED yet says "Its taking a little longer ..." and Refresh asks again', async () => {
    let completed = false;
    server.add(
      on(closeDispatchManifest, () => ({
        body: { statusCode: 200 as const, message: 'Manifest closed successfully', spaId: m.spaId, activityGroupState: 'STARTED', forceCtx: null, data: [] },
      })),
      on(getActivityGroup, () => ({ body: activityGroup(completed ? 'COMPLETED' : 'STARTED') })),
    );
    render(atManifest);
    const thumb = await screen.findByRole('slider', { name: 'Swipe to close manifest' });
    await waitFor(() => expect(thumb).not.toHaveAttribute('aria-disabled', 'true'));
    act(() => thumb.focus());
    fireEvent.keyDown(thumb, { key: 'End' });
    expect(await screen.findByText('Its taking a little longer for closing the manifest. Please click on Refresh.')).toBeInTheDocument();
    const refresh = screen.getByRole('button', { name: 'Refresh' });
    await waitFor(() => expect(refresh).not.toHaveAttribute('data-loading'));
    completed = true;
    fireEvent.click(refresh);
    expect(await screen.findByText('The manifest is closed successfully! Please enter the crates quantity')).toBeInTheDocument();
  });
});

describe('DispatchPage: tagging failures (spec 000 §8 "Asset tagging")', () => {
  const asset = {
    assetCode: 'CTBL123',
    assetType: 'CRATE',
    assetState: 'GOOD_TO_USE' as const,
    shownState: 'GOOD_TO_USE',
    assetMetadata: { ASSET_SIZE: 'LARGE' },
    assetContents: [],
    inScanStatus: 'SCANNED',
    zone: null,
    hubOrgUnitId: 'HUB-BLR-01',
    vehicleId: null,
    isUsable: false,
    unusableReason: 'Broken lid',
    lastActivity: 'RECEIVE',
    updatedAt: '2026-11-21T06:00:00.000Z',
  };
  const notUsable = on(validateAsset, () => ({ body: { assetCode: 'CTBL123', assetState: 'GOOD_TO_USE' as const, usable: false, reason: 'Broken lid' } }));
  const tagScan = async () => {
    render(atItems);
    await screen.findAllByRole('button', { name: /Atta|Salt/ }, { timeout: 10_000 });
    fireEvent.click(screen.getByText('Tag crates'));
    // A hardware scanner types while no field has focus.
    act(() => (document.activeElement as HTMLElement | null)?.blur());
    wedge('CTBL123');
  };

  it('"Validating asset {code} failed: {message}"', async () => {
    server.add(on(validateAsset, () => ({ status: 503, error: { message: 'Asset service down' } })));
    await tagScan();
    expect(await screen.findByText('Validating asset CTBL123 failed: Asset service down', {}, { timeout: 10_000 })).toBeInTheDocument();
  }, 30_000);

  it('not usable and no troubleshoot details: "Asset details not found. Please try again."', async () => {
    server.add(
      notUsable,
      on(getTroubleshootAsset, () => ({ status: 404, error: { message: 'Asset CTBL123 not found' } })),
    );
    await tagScan();
    expect(await screen.findByText('Asset details not found. Please try again.', {}, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Asset not usable' })).toBeNull();
  }, 30_000);

  it('not usable: Mark usable refused reads "Marking asset {code} as usable failed: {message}. Try again."', async () => {
    server.add(
      notUsable,
      on(getTroubleshootAsset, () => ({ body: asset })),
      on(markAssetUsable, () => ({ status: 409, error: { message: 'Asset is marked lost' } })),
    );
    await tagScan();
    const offer = await screen.findByRole('dialog', { name: 'Asset not usable' }, { timeout: 10_000 });
    expect(within(offer).getByText('CTBL123: Broken lid')).toBeInTheDocument();
    fireEvent.click(within(offer).getByRole('button', { name: 'Mark usable' }));
    expect(await screen.findByText('Marking asset CTBL123 as usable failed: Asset is marked lost. Try again.', {}, { timeout: 10_000 })).toBeInTheDocument();
    expect(server.callsOf(markAssetUsable)[0]).toMatchObject({ params: { hubId: 'HUB-BLR-01', assetCode: 'CTBL123', referenceId: 'AG-BLR-00009' } });
  }, 30_000);

  it('usable but the tag is refused: "Tag Failed {message}"', async () => {
    server.add(
      on(validateAsset, () => ({ body: { assetCode: 'CTBL123', assetState: 'GOOD_TO_USE' as const, usable: true, reason: null } })),
      on(tagToManifest, () => ({ status: 409, error: { message: 'Tote manifest AG-BLR-00009 is already closed' } })),
    );
    await tagScan();
    expect(await screen.findByText('Tag Failed Tote manifest AG-BLR-00009 is already closed', {}, { timeout: 10_000 })).toBeInTheDocument();
    expect(server.callsOf(tagToManifest)[0]).toMatchObject({ body: { tagId: 'CTBL123' } });
  }, 30_000);
});

describe('DispatchPage: items', () => {
  it('lists items with DISPATCHED last, dispatches one unit per wedge scan, refuses a foreign id and a duplicate', async () => {
    render(atItems);
    await screen.findAllByRole('button', { name: /Atta|Salt/ });
    const cards = [...document.querySelectorAll<HTMLElement>('[data-item-card]')];
    expect(cards.map((c) => c.dataset.itemCard)).toEqual(['LIBLR000000001', 'LIBLR000000002']);
    expect(screen.getByRole('checkbox', { name: 'Select all' })).toBeInTheDocument();
    wedge('LIBLR999999999');
    expect(await screen.findByText('LIBLR999999999 not part of manifest')).toBeInTheDocument();
    wedge('liblr000000001');
    await waitFor(() => expect(server.callsOf(updateDispatchItems)).toHaveLength(1));
    expect(server.callsOf(updateDispatchItems)[0]).toMatchObject({ body: { items: [{ lItemId: 'LIBLR000000001', dispatchedQty: 1 }] } });
    expect(await screen.findByText('Dispatch successful')).toBeInTheDocument();
    wedge('liblr000000001');
    expect(await screen.findByText('Duplicate Scan.')).toBeInTheDocument();
    expect(server.callsOf(updateDispatchItems)).toHaveLength(1);
  });

  it('"Dispatch failed: {message}" when the server refuses', async () => {
    server.add(on(updateDispatchItems, () => ({ status: 409, error: { message: 'Failed to update units' } })));
    render(atItems);
    await screen.findAllByRole('button', { name: /Atta|Salt/ });
    wedge('LIBLR000000001');
    expect(await screen.findByText('Dispatch failed: Failed to update units')).toBeInTheDocument();
  });

  it('renders a page of cards with "Show more"; a scan of an item past the page shows its card', async () => {
    const many = Array.from({ length: DISPATCH_ITEMS_PAGE_SIZE + 10 }, (_, k) =>
      listItem({ itemId: `LIBLR${String(k + 1).padStart(9, '0')}`, itemTitle: `Atta ${k + 1}` }),
    );
    server.add(on(getDispatchZoneItems, () => ({ body: { spaId: m.spaId, items: many } })));
    render(atItems);
    await screen.findByRole('button', { name: 'Show more (10 more)' }, { timeout: 15_000 });
    expect(document.querySelectorAll('[data-item-card]')).toHaveLength(DISPATCH_ITEMS_PAGE_SIZE);
    expect(document.querySelector('[data-item-card="LIBLR000000055"]')).toBeNull();
    wedge('LIBLR000000055');
    await waitFor(() => expect(document.querySelector('[data-item-card="LIBLR000000055"]')).not.toBeNull());
    await waitFor(() => expect(server.callsOf(updateDispatchItems)).toHaveLength(1));
    expect(screen.queryByRole('button', { name: /Show more/ })).toBeNull();
    expect(document.querySelectorAll('[data-item-card]')).toHaveLength(DISPATCH_ITEMS_PAGE_SIZE + 10);
  }, 40_000);

  it('"Show more" adds the next page and a new search starts at one page again', async () => {
    const many = Array.from({ length: DISPATCH_ITEMS_PAGE_SIZE * 2 + 5 }, (_, k) =>
      listItem({ itemId: `LIBLR${String(k + 1).padStart(9, '0')}`, itemTitle: `Atta ${k + 1}` }),
    );
    server.add(on(getDispatchZoneItems, () => ({ body: { spaId: m.spaId, items: many } })));
    render(atItems);
    fireEvent.click(await screen.findByRole('button', { name: `Show more (${DISPATCH_ITEMS_PAGE_SIZE + 5} more)` }, { timeout: 15_000 }));
    expect(document.querySelectorAll('[data-item-card]')).toHaveLength(DISPATCH_ITEMS_PAGE_SIZE * 2);
    expect(screen.getByRole('button', { name: 'Show more (5 more)' })).toBeInTheDocument();
    fireEvent.change(screen.getByPlaceholderText('Search items'), { target: { value: 'Atta 1' } });
    // "Atta 1", "Atta 10".."Atta 19", "Atta 100".."Atta 105": 17 matches, one page.
    await waitFor(() => expect(document.querySelectorAll('[data-item-card]')).toHaveLength(17));
    expect(screen.queryByRole('button', { name: /Show more/ })).toBeNull();
  }, 40_000);

  it('a scan whose request fails for network reasons is kept: accepted, "1 pending" on its line, sent again with the same key', async () => {
    let up = false;
    server.add(
      on(updateDispatchItems, ({ body }) =>
        up
          ? {
              body: {
                message: 'Dispatch successful',
                items: body.items.map((l) => ({ itemId: l.lItemId, dispatchedQty: 1, qty: 4, dispatchStatus: 'PARTIALLY_DISPATCHED' as const })),
              },
            }
          : { networkError: true },
      ),
    );
    render(atItems);
    await screen.findAllByRole('button', { name: /Atta|Salt/ });
    wedge('LIBLR000000001');
    expect(await screen.findByText('Saved on this device. It will be sent when the network is back.')).toBeInTheDocument();
    const line = await waitFor(() => {
      const el = document.querySelector<HTMLElement>('[data-outbox-line="LIBLR000000001"]');
      expect(el).not.toBeNull();
      return el!;
    });
    expect(within(line).getByText('1 pending')).toBeInTheDocument();
    expect(screen.queryByText(/Dispatch failed/)).not.toBeInTheDocument();
    // The network is back: the outbox replays the scan with its Idempotency-Key, and the mark goes.
    up = true;
    const { getOutbox } = await import('@hub/shared/outbox');
    await act(() => getOutbox().retryNow());
    await waitFor(() => expect(document.querySelector('[data-outbox-line="LIBLR000000001"]')).toBeNull());
    const calls = server.callsOf(updateDispatchItems);
    expect(calls).toHaveLength(2);
    expect(calls[0]!.idempotencyKey).toBeTruthy();
    expect(calls[1]!.idempotencyKey).toBe(calls[0]!.idempotencyKey);
  });

  it('a replay the server refuses shows its message on the line, with Dismiss', async () => {
    let answer: 'down' | 'refuse' = 'down';
    server.add(on(updateDispatchItems, () => (answer === 'down' ? { networkError: true } : { status: 409, error: { message: 'Failed to update units' } })));
    render(atItems);
    await screen.findAllByRole('button', { name: /Atta|Salt/ });
    wedge('LIBLR000000001');
    expect(await screen.findByText('1 pending')).toBeInTheDocument();
    answer = 'refuse';
    const { getOutbox } = await import('@hub/shared/outbox');
    await act(() => getOutbox().retryNow());
    expect(await screen.findByText('Refused: Failed to update units')).toBeInTheDocument();
    expect(screen.queryByText('1 pending')).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    await waitFor(() => expect(screen.queryByText('Refused: Failed to update units')).not.toBeInTheDocument());
  });

  it('says "Failed to load items. Please retry." when the items do not load', async () => {
    server.add(on(getDispatchZoneItems, () => ({ status: 503, error: { message: 'down' } })));
    render(atItems);
    expect(await screen.findByText('Failed to load items. Please retry.')).toBeInTheDocument();
  });
});

describe('DispatchPage: crate drop', () => {
  it('goes straight to the items; "Create Manifest" dispatches the selection then closes ("Manifest creation Failed" on a refusal)', async () => {
    world(
      on(getActivities, () => ({ body: { activities: [manifest({ activityGroupType: 'HUB_TO_WH_CRATE_DROP' })] } })),
      on(getDispatchManifestItems, () => ({ body: { spaId: m.spaId, items: [listItem()] } })),
      on(updateDispatchItems, () => ({ status: 409, error: { message: 'Failed to update units' } })),
    );
    render('/hubs/HUB-BLR-01/dispatch?viewType=VEHICLE&spaId=SPA-BLR-00009');
    expect(await screen.findByRole('heading', { name: 'AG-BLR-00009' })).toBeInTheDocument();
    const thumb = await screen.findByRole('slider', { name: 'Create Manifest' });
    await screen.findAllByRole('button', { name: /Atta/ });
    act(() => thumb.focus());
    fireEvent.keyDown(thumb, { key: 'End' });
    expect(await screen.findByText('Manifest creation Failed Failed to update units')).toBeInTheDocument();
    expect(server.callsOf(updateDispatchItems)[0]).toMatchObject({ body: { items: [{ lItemId: 'LIBLR000000001', dispatchedQty: 4 }] } });
  });
});

describe('DispatchPage: crate drop tote manifest', () => {
  const crateDrop = () =>
    world(
      on(getActivities, () => ({ body: { activities: [manifest({ activityGroupType: 'HUB_TO_WH_CRATE_DROP' })] } })),
      on(getDispatchManifestItems, () => ({ body: { spaId: m.spaId, items: [listItem({ dispatchStatus: 'DISPATCHED', dispatchedQty: 4 })] } })),
    );
  const slideCreate = async () => {
    const thumb = await screen.findByRole('slider', { name: 'Create Manifest' });
    // A slide confirms once until it resets (500 ms after confirming) and while nothing is being sent.
    await waitFor(() => expect(document.querySelector('[data-slide-to-confirm]')).toHaveAttribute('data-value', '0'));
    await waitFor(() => expect(document.querySelector('[data-slide-to-confirm]')).not.toHaveAttribute('data-disabled'));
    await screen.findAllByRole('button', { name: /Atta/ });
    act(() => thumb.focus());
    fireEvent.keyDown(thumb, { key: 'End' });
  };

  it('"Create Manifest" creates the empty tote manifest, closes it, then closes the dispatch manifest (crates prompt)', async () => {
    crateDrop();
    server.add(
      on(createToteManifest, () => ({ body: { successful: true, message: 'Tote manifest AG-BLR-00009 created' } })),
      on(closeToteManifest, () => ({ body: { successful: true, message: 'Tote manifest AG-BLR-00009 closed with 2 crates' } })),
      on(closeDispatchManifest, () => ({
        body: { statusCode: 200 as const, message: 'Manifest closed successfully', spaId: m.spaId, activityGroupState: 'COMPLETED', forceCtx: null, data: [] },
      })),
      on(getActivityGroup, () => ({ body: { ...activityGroup('COMPLETED'), activityGroupType: 'HUB_TO_WH_CRATE_DROP' } })),
    );
    render('/hubs/HUB-BLR-01/dispatch?viewType=VEHICLE&spaId=SPA-BLR-00009');
    await slideCreate();
    expect(await screen.findByText('The manifest is closed successfully! Please enter the crates quantity')).toBeInTheDocument();
    expect(server.callsOf(createToteManifest)[0]).toMatchObject({ body: { activityGroupId: 'AG-BLR-00009', hubOrgUnitId: 'HUB-BLR-01' } });
    expect(server.callsOf(closeToteManifest)[0]).toMatchObject({ params: { hubId: 'HUB-BLR-01', activityGroupId: 'AG-BLR-00009' } });
    expect(server.callsOf(closeDispatchManifest)).toHaveLength(1);
    // Nothing left to dispatch: no dispatch write was sent.
    expect(server.callsOf(updateDispatchItems)).toHaveLength(0);
  });

  it('a not started crate drop offers "Let\'s start dispatching!" on its items; too few tagged crates are named before "Create Manifest"', async () => {
    world(
      on(getActivities, () => ({
        body: { activities: [manifest({ activityGroupType: 'HUB_TO_WH_CRATE_DROP', vehicleActivity: { vehicleActivityState: 'NOT_STARTED' } })] },
      })),
      on(getDispatchManifestItems, () => ({ body: { spaId: m.spaId, items: [listItem()] } })),
      on(getActivityGroup, () => ({ body: { ...activityGroup('NOT_STARTED'), minTotesToTag: 3, taggedTotes: [{ assetCode: 'CT1', taggedAt: 1 }] } })),
      on(captureVehicleActivity, () => ({ body: { spaId: 'SPA-BLR-00009', vehicleActivityState: 'STARTED' as const, message: 'ok' } })),
    );
    render('/hubs/HUB-BLR-01/dispatch?viewType=VEHICLE&spaId=SPA-BLR-00009');
    expect(await screen.findByText('Tag 2 crates to proceed for OFD')).toBeInTheDocument();
    expect(screen.queryByRole('slider', { name: 'Create Manifest' })).toBeNull();
    const thumb = await screen.findByRole('slider', { name: "Let's start dispatching!" });
    act(() => thumb.focus());
    fireEvent.keyDown(thumb, { key: 'End' });
    await waitFor(() => expect(server.callsOf(captureVehicleActivity)).toHaveLength(1));
    expect(server.callsOf(captureVehicleActivity)[0]).toMatchObject({ body: { activityId: 'SPA-BLR-00009', vehicleActivityState: 'STARTED' } });
  });

  it('an answer that is not successful, or a refused close, reads "Manifest creation Failed {message}" and the manifest stays open', async () => {
    crateDrop();
    server.add(on(createToteManifest, () => ({ body: { successful: false, message: 'Crates are still being counted' } })));
    render('/hubs/HUB-BLR-01/dispatch?viewType=VEHICLE&spaId=SPA-BLR-00009');
    await slideCreate();
    expect(await screen.findByText('Manifest creation Failed Crates are still being counted')).toBeInTheDocument();
    expect(server.callsOf(closeToteManifest)).toHaveLength(0);
    server.add(
      on(createToteManifest, () => ({ body: { successful: true, message: 'Tote manifest AG-BLR-00009 already exists' } })),
      on(closeToteManifest, () => ({ status: 409, error: { message: 'Crate CT0001 is not empty' } })),
    );
    await slideCreate();
    expect(await screen.findByText('Manifest creation Failed Crate CT0001 is not empty')).toBeInTheDocument();
    expect(server.callsOf(closeDispatchManifest)).toHaveLength(0);
    expect(screen.getByRole('slider', { name: 'Create Manifest' })).toBeInTheDocument();
  });
});

describe('DispatchPage: item detail with shortfall marking', () => {
  const detail: DispatchItemDetail = {
    itemId: 'LIBLR000000001',
    itemTitle: 'Aashirvaad Atta 5 kg',
    imageUrl: null,
    skuId: 'SKU1',
    itemCategory: 'Staples',
    qty: 4,
    pickedQty: 4,
    dispatchedQty: 0,
    pickingStatus: 'PICKED',
    hubOrgUnitId: 'HUB-BLR-01',
    enableMoveToteZone: true,
    associationDetail: [assoc],
    discrepancyDetails: [],
    metaData: { hubOrgUnitId: 'HUB-BLR-01', spaId: 'SPA-BLR-00009', driverId: null, activityGroupId: 'AG-BLR-00009' },
    dispatchStatus: 'NOT_STARTED',
    fulfilmentArchetype: 'INTRACITY',
    shortfallList: [],
  };

  it('without shortfall marking: "Dispatch all" with the remaining count dispatches the rest of the line', async () => {
    world(on(getDispatchItem, () => ({ body: detail })));
    render(`${atItems}&itemId=LIBLR000000001`);
    fireEvent.click(await screen.findByRole('button', { name: /Dispatch all/ }));
    await waitFor(() => expect(server.callsOf(updateDispatchItems)).toHaveLength(1));
    expect(server.callsOf(updateDispatchItems)[0]).toMatchObject({ body: { items: [{ lItemId: 'LIBLR000000001', dispatchedQty: 4 }] } });
  });

  it('clamps the quantity, needs a reason below the total and sends it with dispatch-quantities', async () => {
    world(
      on(getActivities, () => ({ body: { activities: [manifest({ blockShortfallMarking: false })] } })),
      on(getDispatchItem, () => ({ body: detail })),
      on(setDispatchQuantities, ({ body }) => ({
        body: {
          message: 'Dispatch successful',
          items: [{ itemId: body.logisticsItemIds[0]!, dispatchedQty: body.dispatchedQuantity, qty: 4, dispatchStatus: 'PARTIALLY_DISPATCHED' as const }],
        },
      })),
    );
    render(`${atItems}&itemId=LIBLR000000001`);
    const qty = await screen.findByRole('textbox', { name: 'Quantity' });
    expect(qty).toHaveValue('4');
    expect(screen.getByText('Value must be between 0 and 4')).toBeInTheDocument();
    fireEvent.change(qty, { target: { value: '9' } });
    await waitFor(() => expect(qty).toHaveValue('4'));
    fireEvent.change(qty, { target: { value: '3' } });
    const dispatch = screen.getByRole('button', { name: 'Dispatch' });
    await waitFor(() => expect(dispatch).toBeDisabled());
    fireEvent.click(screen.getByRole('combobox', { name: 'Shortfall Reason' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Product Damaged' }));
    await waitFor(() => expect(dispatch).toBeEnabled());
    fireEvent.click(dispatch);
    await waitFor(() => expect(server.callsOf(setDispatchQuantities)).toHaveLength(1));
    expect(server.callsOf(setDispatchQuantities)[0]).toMatchObject({
      body: { logisticsItemIds: ['LIBLR000000001'], associationIds: [11], dispatchedQuantity: 3, totalQuantity: 4, shortfallReason: 'PRODUCT_DAMAGED' },
    });
  });

  it("offers the admin's shortfall reasons with their labels, not a switched-off one, and sends the code", async () => {
    world(
      on(getActivities, () => ({ body: { activities: [manifest({ blockShortfallMarking: false })] } })),
      on(getDispatchItem, () => ({ body: detail })),
      on(getReasonList, ({ params }) => ({
        body: {
          listKey: params.listKey,
          reasons: [{ code: 'PRODUCT_NOT_FOUND', label: 'Not on the shelf' }],
          retired: [{ code: 'PRODUCT_DAMAGED', label: 'Product Damaged' }],
        },
      })),
      on(setDispatchQuantities, ({ body }) => ({
        body: {
          message: 'Dispatch successful',
          items: [{ itemId: body.logisticsItemIds[0]!, dispatchedQty: body.dispatchedQuantity, qty: 4, dispatchStatus: 'PARTIALLY_DISPATCHED' as const }],
        },
      })),
    );
    render(`${atItems}&itemId=LIBLR000000001`);
    fireEvent.change(await screen.findByRole('textbox', { name: 'Quantity' }), { target: { value: '3' } });
    fireEvent.click(screen.getByRole('combobox', { name: 'Shortfall Reason' }));
    const offered = await screen.findByRole('option', { name: 'Not on the shelf' });
    expect(screen.queryByRole('option', { name: 'Product Damaged' })).not.toBeInTheDocument();
    fireEvent.click(offered);
    const dispatch = screen.getByRole('button', { name: 'Dispatch' });
    await waitFor(() => expect(dispatch).toBeEnabled());
    fireEvent.click(dispatch);
    await waitFor(() => expect(server.callsOf(setDispatchQuantities)).toHaveLength(1));
    expect(server.callsOf(setDispatchQuantities)[0]).toMatchObject({ body: { dispatchedQuantity: 3, shortfallReason: 'PRODUCT_NOT_FOUND' } });
  });

  it('shows Quantity, Shortfall Reason and Dispatch on each card instead of the edit actions; each sends its own association', async () => {
    const two: DispatchItemDetail = {
      ...detail,
      qty: 6,
      pickedQty: 6,
      associationDetail: [
        { ...assoc, qty: 4, pickedQty: 4, partialItemAttributed: true },
        { ...assoc, id: 12, qty: 2, pickedQty: 2, partialItemAttributed: true },
        { ...assoc, id: 13, entityId: 'LM-02', qty: 1, pickedQty: 1, dispatchedQty: 1, dispatchStatus: 'DISPATCHED' },
      ],
    };
    let sending: (() => void) | null = null;
    world(
      on(getActivities, () => ({ body: { activities: [manifest({ blockShortfallMarking: false })] } })),
      on(getDispatchItem, () => ({ body: two })),
      on(
        setDispatchQuantities,
        ({ body }) =>
          new Promise((resolve) => {
            sending = () =>
              resolve({
                body: {
                  message: 'Dispatch successful',
                  items: [
                    { itemId: body.logisticsItemIds[0]!, dispatchedQty: body.dispatchedQuantity, qty: 6, dispatchStatus: 'PARTIALLY_DISPATCHED' as const },
                  ],
                },
              });
          }),
      ),
    );
    render(`${atItems}&itemId=LIBLR000000001`);
    const quantities = await screen.findAllByRole('textbox', { name: 'Quantity' });
    // Two open cards have the fields; the dispatched one none. No edit actions anywhere.
    expect(quantities).toHaveLength(2);
    expect(screen.queryByRole('button', { name: 'Edit' })).toBeNull();
    expect(screen.queryByRole('button', { name: /Dispatch all/ })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Edit discrepancy' })).toBeNull();
    // Both start at the first association's quantity, clamped into each card's 0..qty.
    expect(quantities.map((q) => (q as HTMLInputElement).value)).toEqual(['4', '2']);
    expect(screen.getByText('Value must be between 0 and 4')).toBeInTheDocument();
    expect(screen.getByText('Value must be between 0 and 2')).toBeInTheDocument();
    const dispatches = screen.getAllByRole('button', { name: 'Dispatch' });
    fireEvent.change(quantities[1]!, { target: { value: '1' } });
    await waitFor(() => expect(dispatches[1]).toBeDisabled());
    expect(dispatches[0]).toBeEnabled();
    fireEvent.click(screen.getAllByRole('combobox', { name: 'Shortfall Reason' })[1]!);
    fireEvent.click(await screen.findByRole('option', { name: 'Product Not Found' }));
    await waitFor(() => expect(dispatches[1]).toBeEnabled());
    fireEvent.click(dispatches[1]!);
    await waitFor(() => expect(server.callsOf(setDispatchQuantities)).toHaveLength(1));
    expect(server.callsOf(setDispatchQuantities)[0]).toMatchObject({
      body: { logisticsItemIds: ['LIBLR000000001'], associationIds: [12], dispatchedQuantity: 1, totalQuantity: 2, shortfallReason: 'PRODUCT_NOT_FOUND' },
    });
    // While sending, every card's Dispatch is disabled.
    await waitFor(() => expect(dispatches[0]).toBeDisabled());
    act(() => sending!());
    await waitFor(() => expect(dispatches[0]).toBeEnabled());
  });
  // The hub's DISPATCH_SHORTFALL pilot (the shell's pilots for the hub in the URL) decides, read while on screen: the
  // manifest answer here says "blocked" (a hub without the pilot when it was listed).
  it("with the hub's DISPATCH_SHORTFALL pilot the card has Quantity and Shortfall Reason; without it the edit actions", async () => {
    world(on(getDispatchItem, () => ({ body: detail })));
    renderWithProviders(<DispatchPage />, { route: `${atItems}&itemId=LIBLR000000001`, path, pilots: ['DISPATCH_SHORTFALL'] });
    expect(await screen.findByRole('textbox', { name: 'Quantity' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Shortfall Reason' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Dispatch all/ })).toBeNull();
    // The pilot is switched off for the hub: the next pilots read turns the screen back, with no reload.
    act(() => useSessionStore.getState().setPilots('HUB-BLR-01', []));
    expect(await screen.findByRole('button', { name: /Dispatch all/ })).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Quantity' })).toBeNull();
    // And on again.
    act(() => useSessionStore.getState().setPilots('HUB-BLR-01', ['TOTE_IN_SCAN', 'DISPATCH_SHORTFALL']));
    expect(await screen.findByRole('textbox', { name: 'Quantity' })).toBeInTheDocument();
  });

  it('hides "Select all" on the items with the pilot and shows it without', async () => {
    const view = renderWithProviders(<DispatchPage />, { route: atItems, path, pilots: ['DISPATCH_SHORTFALL'] });
    expect(await screen.findByText('Aashirvaad Atta 5 kg')).toBeInTheDocument();
    expect(screen.queryByRole('checkbox', { name: 'Select all' })).toBeNull();
    view.unmount();
    renderWithProviders(<DispatchPage />, { route: atItems, path, pilots: [] });
    expect(await screen.findByRole('checkbox', { name: 'Select all' })).toBeInTheDocument();
  });
});

describe('DispatchPage: corrections (issue 34)', () => {
  const salt = listItem({ itemId: 'LIBLR000000002', itemTitle: 'Tata Salt', dispatchStatus: 'DISPATCHED', dispatchedQty: 2, qty: 2 });
  const saltDetail: DispatchItemDetail = {
    itemId: salt.itemId,
    itemTitle: salt.itemTitle,
    imageUrl: null,
    skuId: 'SKU2',
    itemCategory: 'Staples',
    qty: 2,
    pickedQty: 2,
    dispatchedQty: 1,
    pickingStatus: 'PICKED',
    hubOrgUnitId: 'HUB-BLR-01',
    enableMoveToteZone: true,
    associationDetail: [{ ...assoc, qty: 2, pickedQty: 2, dispatchedQty: 1, dispatchStatus: 'PARTIALLY_DISPATCHED' }],
    discrepancyDetails: [],
    metaData: { hubOrgUnitId: 'HUB-BLR-01', spaId: 'SPA-BLR-00009', driverId: 'DRV-1', activityGroupId: 'AG-BLR-00009' },
    dispatchStatus: 'PARTIALLY_DISPATCHED',
    fulfilmentArchetype: 'INTRACITY',
    shortfallList: [],
  };

  it('undoes a mis-scan from the items: the reason from the CORRECTION list, the count drops at once, "Correction saved."', async () => {
    let corrected = false;
    server.add(
      on(correctDispatchCount, ({ body }) => {
        corrected = true;
        return { body: { message: 'Correction saved.', correctionId: 3, itemId: body.itemId, units: 1, fromValue: '2', toValue: '1', item: saltDetail } };
      }),
      // The lists' refetch after the correction never answers: what shows comes from the correction's answer.
      on(getDispatchZoneItems, async () => {
        if (corrected) await new Promise(() => undefined);
        return { body: { spaId: m.spaId, items: [salt, listItem()] } };
      }),
    );
    render(atItems);
    expect(await screen.findByRole('button', { name: 'Undo / correct LIBLR000000002' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Undo / correct LIBLR000000001' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Undo / correct LIBLR000000002' }));
    const dialog = await screen.findByRole('dialog', { name: 'Correct LIBLR000000002' });
    const reason = await within(dialog).findByRole('combobox', { name: /Reason/ });
    expect(
      within(reason)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Select a reason', 'Mis-scan', 'Double count', 'Wrong tote', 'Damaged on floor', 'Other']);
    fireEvent.change(reason, { target: { value: 'MIS_SCAN' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Correction saved.')).toBeInTheDocument();
    expect(server.callsOf(correctDispatchCount)[0]!.body).toEqual({ itemId: 'LIBLR000000002', units: 1, reasonCode: 'MIS_SCAN' });
    const card = document.querySelector<HTMLElement>('[data-item-card="LIBLR000000002"]')!;
    await waitFor(() => expect(within(card).getByText('1 / 2')).toBeInTheDocument());
  });

  it('offline, the correction is kept on the device: the dialog closes, the line shows it pending, then it is sent once with its key', async () => {
    let up = false;
    server.add(
      on(correctDispatchCount, ({ body }) =>
        up
          ? { body: { message: 'Correction saved.', correctionId: 4, itemId: body.itemId, units: 1, fromValue: '2', toValue: '1', item: saltDetail } }
          : { networkError: true },
      ),
    );
    render(atItems);
    fireEvent.click(await screen.findByRole('button', { name: 'Undo / correct LIBLR000000002' }));
    const dialog = await screen.findByRole('dialog', { name: 'Correct LIBLR000000002' });
    fireEvent.change(await within(dialog).findByRole('combobox', { name: /Reason/ }), { target: { value: 'MIS_SCAN' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Saved on this device. It will be sent when the network is back.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Correct LIBLR000000002' })).toBeNull());
    const line = await waitFor(() => {
      const el = document.querySelector<HTMLElement>('[data-outbox-line="LIBLR000000002"]');
      expect(el).not.toBeNull();
      return el!;
    });
    expect(within(line).getByText('1 pending')).toBeInTheDocument();
    up = true;
    const { getOutbox } = await import('@hub/shared/outbox');
    await act(() => getOutbox().retryNow());
    await waitFor(() => expect(document.querySelector('[data-outbox-line="LIBLR000000002"]')).toBeNull());
    const calls = server.callsOf(correctDispatchCount);
    expect(calls.length).toBeGreaterThanOrEqual(2);
    expect(new Set(calls.map((c) => c.idempotencyKey)).size).toBe(1);
  });

  it('names the runsheet that holds the units in the dialog', async () => {
    const text = 'These units are already on runsheet RS-1. Correct that first.';
    server.add(on(correctDispatchCount, () => ({ status: 409, error: { message: text } })));
    render(atItems);
    fireEvent.click(await screen.findByRole('button', { name: 'Undo / correct LIBLR000000002' }));
    const dialog = await screen.findByRole('dialog', { name: 'Correct LIBLR000000002' });
    fireEvent.change(await within(dialog).findByRole('combobox', { name: /Reason/ }), { target: { value: 'OTHER' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(text);
  });

  it('on a closed manifest only a hub manager is offered the action', async () => {
    world(
      on(getActivities, () => ({
        body: { activities: [manifest({ vehicleActivity: { vehicleActivityState: 'COMPLETED' }, activityGroupState: 'COMPLETED' })] },
      })),
    );
    const view = renderWithProviders(<DispatchPage />, { route: atItems, path, user: demoUsers.hubExecutive });
    expect(await screen.findByText('Tata Salt')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Undo / correct LIBLR000000002' })).toBeNull();
    view.unmount();
    render(atItems);
    expect(await screen.findByRole('button', { name: 'Undo / correct LIBLR000000002' })).toBeInTheDocument();
    expect(CORRECTION_MESSAGES.closedForOperators).toBe('This is closed. Only a hub manager can correct it now.');
  });

  it('offers the action on the item detail', async () => {
    server.add(on(getDispatchItem, () => ({ body: saltDetail })));
    render(`${atItems}&itemId=LIBLR000000002`);
    fireEvent.click(await screen.findByRole('button', { name: 'Undo / correct LIBLR000000002' }));
    expect(await screen.findByRole('dialog', { name: 'Correct LIBLR000000002' })).toBeInTheDocument();
    expect(screen.getByText('At most 1.')).toBeInTheDocument();
  });
});
