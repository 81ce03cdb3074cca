import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import {
  captureVehicleActivity,
  closeInwardManifest,
  CORRECTION_MESSAGES,
  correctInwardCount,
  createInwardPickRequest,
  getActivities,
  getAvailableComments,
  getInwardItem,
  getInwardItems,
  getInwardItemsV2,
  getReasonList,
  type ItemDetail,
  type Manifest,
  updateInwardItems,
} from '@hub/shared/contracts';
import { demoUsers, mockEndpoints, type MockRoute, type MockServer, on, renderWithProviders, wedgeKeys } from '@hub/shared/testing';
import { toast } from '@hub/shared/ui';
import { InwardPage } from './inward-page';

const manifest = (over: Partial<Manifest>): Manifest => ({
  spaId: 'SPA-BLR-00001',
  hubOrgUnitId: 'HUB-BLR-01',
  activityGroupId: 'AG-BLR-00001',
  activityGroupState: 'STARTED',
  activityGroupType: 'WAREHOUSE_TO_HUB_DROP',
  activityViewType: 'VEHICLE',
  activityPickupType: 'VEHICLE',
  movementType: 'HUB_INWARD',
  vehicleActivity: { vehicleActivityState: 'STARTED' },
  assetTrackingPilot: false,
  minTotesToTag: 0,
  taggedTotes: 0,
  isToteTaggingEnabled: false,
  blockShortfallMarking: false,
  isV2Flow: false,
  driverDetails: { driverName: 'Ravi Kumar', vehicleNum: 'KA01AB1234' },
  metadata: [{ key: 'Invoice', value: 'INVBLR000001' }],
  warehouseName: 'Bengaluru Mother Warehouse',
  sellerName: null,
  createdAtEpoch: Date.UTC(2026, 10, 21, 6),
  itemCount: 2,
  ...over,
});
const started = manifest({});
const fresh = manifest({
  spaId: 'SPA-BLR-00002',
  activityGroupId: 'AG-BLR-00002',
  vehicleActivity: { vehicleActivityState: 'NOT_STARTED' },
  driverDetails: { driverName: 'Suresh Babu', vehicleNum: 'KA02CD5678' },
});

const detail = (over: Partial<ItemDetail> = {}): ItemDetail => ({
  itemId: 'LIBLR000000001',
  itemTitle: 'Aashirvaad Atta 5 kg',
  imageUrl: null,
  skuId: 'SKU00001',
  itemCategory: 'Staples',
  qty: 10,
  pickedQty: 0,
  dispatchedQty: 0,
  pickingStatus: 'NOT_STARTED',
  hubOrgUnitId: 'HUB-BLR-01',
  enableMoveToteZone: true,
  associationDetail: [
    {
      id: 11,
      entityId: 'STAGING-01',
      associationType: 'ZONE',
      qty: 10,
      pickedQty: 0,
      dispatchedQty: 0,
      pickingStatus: 'NOT_STARTED',
      dispatchStatus: 'NOT_STARTED',
      partialItemAttributed: false,
      toteAttachedToEntityId: null,
      puDetails: null,
      discrepancyReasons: [],
    },
  ],
  discrepancyDetails: [],
  metaData: { hubOrgUnitId: 'HUB-BLR-01', spaId: started.spaId, driverId: null, activityGroupId: started.activityGroupId },
  ...over,
});
const summary = (d: ItemDetail) => ({
  itemId: d.itemId,
  itemTitle: d.itemTitle,
  imageUrl: d.imageUrl,
  skuId: d.skuId,
  itemCategory: d.itemCategory,
  qty: d.qty,
  pickedQty: d.pickedQty,
  dispatchedQty: d.dispatchedQty,
  pickingStatus: d.pickingStatus,
});
const done = detail({ itemId: 'LIBLR000000002', itemTitle: 'Tata Salt 1 kg', qty: 2, pickedQty: 2, pickingStatus: 'PICKED' });

let server: MockServer;
let item: ItemDetail;
function world(...overrides: MockRoute[]) {
  item = detail();
  server = mockEndpoints(
    on(getActivities, ({ params }) => ({ body: { activities: params.activityViewType === 'VEHICLE' ? [started, fresh] : [] } })),
    on(getInwardItems, () => ({ body: { spaId: started.spaId, items: [summary(done), summary(item)] } })),
    on(getInwardItemsV2, () => ({ body: { spaId: started.spaId, items: [summary(item)] } })),
    on(getInwardItem, () => ({ body: item })),
    on(getAvailableComments, () => ({ body: { availableComments: ['Item damaged', 'Item missing'] } })),
    on(updateInwardItems, ({ body }) => {
      const line = body.associationDetail[0]!;
      const a = item.associationDetail[0]!;
      const picked = a.pickedQty + line.units;
      const status = picked === a.qty ? 'PICKED' : picked > 0 ? 'PARTIALLY_PICKED' : 'NOT_PICKED';
      item = {
        ...item,
        pickedQty: picked,
        pickingStatus: status,
        associationDetail: [{ ...a, pickedQty: picked, pickingStatus: status, discrepancyReasons: picked === a.qty ? [] : line.discrepancyReasons }],
      };
      return { body: { message: 'Items inwarded successfully', item } };
    }),
    on(captureVehicleActivity, ({ body }) => ({ body: { spaId: body.activityId, vehicleActivityState: 'STARTED' as const, message: 'Activity started' } })),
    on(closeInwardManifest, ({ params }) => ({ body: { message: 'Manifest closed successfully', spaId: params.spaId, activityGroupState: 'COMPLETED' } })),
    ...overrides,
  );
}
beforeEach(() => world());
afterEach(() => {
  server.verify();
  act(() => toast.clean());
});

const render = (route = '/hubs/HUB-BLR-01/inward') =>
  renderWithProviders(<InwardPage />, { route, path: route.startsWith('/v2') ? '/v2/hubs/:hubId/inward' : '/hubs/:hubId/inward' });
const atItems = `/hubs/HUB-BLR-01/inward?viewType=VEHICLE&spaId=${started.spaId}`;
const atItem = `${atItems}&itemId=LIBLR000000001`;

describe('InwardPage: manifest selection', () => {
  it('lists the manifests of the tab (tabs in lower case) and finds one by driver name', async () => {
    render();
    expect(await screen.findByRole('button', { name: /^AG-BLR-00001/ })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'seller' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'vehicle' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getAllByText('Created on 21 Nov 2026 · WAREHOUSE_TO_HUB_DROP')).toHaveLength(2);
    fireEvent.change(screen.getByPlaceholderText('Search manifest'), { target: { value: 'suresh' } });
    await waitFor(() => expect(screen.queryByRole('button', { name: /^AG-BLR-00001/ })).toBeNull());
    expect(screen.getByRole('button', { name: /^AG-BLR-00002/ })).toBeInTheDocument();
    fireEvent.change(screen.getByPlaceholderText('Search manifest'), { target: { value: 'nobody' } });
    expect(await screen.findByText('There are no manifest available.')).toBeInTheDocument();
  });

  it('says "There are no manifest available." on an empty tab', async () => {
    render();
    fireEvent.click(await screen.findByRole('tab', { name: 'seller' }));
    expect(await screen.findByText('There are no manifest available.')).toBeInTheDocument();
  });

  it('opens the items of the chosen manifest', async () => {
    const { location } = render();
    fireEvent.click(await screen.findByRole('button', { name: /^AG-BLR-00001/ }));
    expect(await screen.findByRole('heading', { name: 'AG-BLR-00001' })).toBeInTheDocument();
    expect(location().search).toBe(`?viewType=VEHICLE&spaId=${started.spaId}`);
  });
});

describe('InwardPage: items', () => {
  it('shows the items with done / total and status labels, done cards last', async () => {
    render(atItems);
    await screen.findAllByRole('button', { name: /Atta|Salt/ });
    const cards = [...document.querySelectorAll<HTMLElement>('[data-item-card]')];
    expect(cards.map((c) => c.dataset.itemCard)).toEqual(['LIBLR000000001', 'LIBLR000000002']);
    expect(within(cards[0]!).getByText('0 / 10')).toBeInTheDocument();
    expect(within(cards[0]!).getByText('Not Started')).toBeInTheDocument();
    expect(within(cards[1]!).getByText('Picked')).toBeInTheDocument();
    expect(screen.getByRole('slider', { name: 'Swipe to close manifest' })).toBeInTheDocument();
  });

  it('says "Failed to load items. Please retry." when the items do not load', async () => {
    server.add(on(getInwardItems, () => ({ status: 503, error: { message: 'down' } })));
    render(atItems);
    expect(await screen.findByText('Failed to load items. Please retry.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });

  it('opens a scanned item (wedge scan, normalised, first 14 characters) and names an id that is not in the manifest', async () => {
    const { location } = render(atItems);
    await screen.findAllByRole('button', { name: /Atta|Salt/ });
    const wedge = (text: string) => act(() => wedgeKeys(text));
    wedge('LIBLR999999999');
    expect(await screen.findByText('LIBLR999999999 not part of manifest')).toBeInTheDocument();
    wedge('liblr000000001xyz');
    await waitFor(() => expect(location().search).toContain('itemId=LIBLR000000001'));
  });

  it("shows a scanned item's title and progress from its list row at once, before its associations arrive", async () => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    server.add(
      on(getInwardItem, async () => {
        await held;
        return { body: item };
      }),
    );
    render(atItems);
    await screen.findAllByRole('button', { name: /Atta|Salt/ });
    act(() => wedgeKeys('LIBLR000000001'));
    expect(await screen.findByText('0 / 10', { selector: '[data-item-progress]' })).toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'Loading item' })).toBeInTheDocument();
    expect(screen.queryByText('STAGING-01')).toBeNull();
    release();
    expect(await screen.findByText('STAGING-01')).toBeInTheDocument();
    expect(screen.queryByRole('status', { name: 'Loading item' })).toBeNull();
  });

  it('starts a NOT_STARTED manifest by sliding (captureVehicleActivity with the v1 suffix)', async () => {
    render(`/hubs/HUB-BLR-01/inward?viewType=VEHICLE&spaId=${fresh.spaId}`);
    const thumb = await screen.findByRole('slider', { name: 'Slide to start inward' });
    act(() => thumb.focus());
    fireEvent.keyDown(thumb, { key: 'End' });
    await waitFor(() => expect(server.callsOf(captureVehicleActivity)).toHaveLength(1));
    expect(server.callsOf(captureVehicleActivity)[0]).toMatchObject({
      query: { activityViewType: 'VEHICLE' },
      body: { activityId: fresh.spaId, vehicleActivityState: 'STARTED' },
    });
  });

  it('says "Failed to start activity." when the start fails', async () => {
    server.add(on(captureVehicleActivity, () => ({ status: 409, error: { message: 'nope' } })));
    render(`/hubs/HUB-BLR-01/inward?viewType=VEHICLE&spaId=${fresh.spaId}`);
    const thumb = await screen.findByRole('slider', { name: 'Slide to start inward' });
    act(() => thumb.focus());
    fireEvent.keyDown(thumb, { key: 'End' });
    expect(await screen.findByText('Failed to start activity.')).toBeInTheDocument();
  });

  it('closes the manifest by swiping, with the vehicle number, and goes back to the manifests', async () => {
    const { location } = render(atItems);
    const thumb = await screen.findByRole('slider', { name: 'Swipe to close manifest' });
    act(() => thumb.focus());
    fireEvent.keyDown(thumb, { key: 'End' });
    await waitFor(() => expect(location().search).toBe('?viewType=VEHICLE'));
    expect(server.callsOf(closeInwardManifest)[0]).toMatchObject({
      params: { hubId: 'HUB-BLR-01', spaId: started.spaId },
      query: { activityViewType: 'VEHICLE', vehicleNumber: 'KA01AB1234' },
    });
    expect(await screen.findByText('Manifest closed successfully')).toBeInTheDocument();
  });

  it('shows the server message when the close is refused', async () => {
    server.add(on(closeInwardManifest, () => ({ status: 409, error: { message: `Manifest ${started.spaId} is already closed` } })));
    render(atItems);
    const thumb = await screen.findByRole('slider', { name: 'Swipe to close manifest' });
    act(() => thumb.focus());
    fireEvent.keyDown(thumb, { key: 'End' });
    expect(await screen.findByText(`Manifest ${started.spaId} is already closed`)).toBeInTheDocument();
  });

  it('uses the v2 suffix on /v2', async () => {
    render(`/v2/hubs/HUB-BLR-01/inward?viewType=VEHICLE&spaId=${started.spaId}`);
    await screen.findAllByRole('button', { name: /Atta|Salt/ });
    expect(server.callsOf(getInwardItemsV2)[0]!.query).toEqual({ activityPickupType: 'VEHICLE' });
    expect(server.callsOf(getInwardItems)).toHaveLength(0);
  });

  it('the v2 view creates a pick request for the selected items ("Pick Request Successfully Created.")', async () => {
    server.add(
      on(createInwardPickRequest, ({ body }) => ({
        body: { message: 'Pick Request Successfully Created.', unitsInwarded: body.reduce((s, l) => s + l.qty, 0) },
      })),
    );
    render(`/v2/hubs/HUB-BLR-01/inward?viewType=VEHICLE&spaId=${started.spaId}`);
    const create = await screen.findByRole('button', { name: 'Create pick request (0)' });
    expect(create).toBeDisabled();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select LIBLR000000001' }));
    fireEvent.click(screen.getByRole('button', { name: 'Create pick request (1)' }));
    expect(await screen.findByText('Pick Request Successfully Created.')).toBeInTheDocument();
    expect(server.callsOf(createInwardPickRequest)[0]).toMatchObject({ params: { spaId: started.spaId }, body: [{ itemId: 'LIBLR000000001', qty: 10 }] });
    expect(await screen.findByRole('button', { name: 'Create pick request (0)' })).toBeDisabled();
  });
});

describe('InwardPage: item detail', () => {
  it('presets a NOT_STARTED line to its qty, bounds the stepper, and saves a shortfall with reasons after "Confirm?"', async () => {
    render(atItem);
    expect(await screen.findByText('Aashirvaad Atta 5 kg')).toBeInTheDocument();
    const card = screen.getByText('STAGING-01').closest('[data-association]') as HTMLElement;
    expect(within(card).getByText('10', { selector: '[data-stepper-value]' })).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Increase Units for STAGING-01' })).toBeDisabled();
    fireEvent.click(within(card).getByRole('button', { name: 'Decrease Units for STAGING-01' }));
    fireEvent.click(within(card).getByRole('button', { name: 'Decrease Units for STAGING-01' }));
    fireEvent.click(screen.getByRole('button', { name: 'Edit discrepancy' }));
    const panel = await screen.findByRole('dialog', { name: 'Edit STAGING-01' });
    expect(within(panel).getByText('Missing: 2')).toBeInTheDocument();
    fireEvent.click(within(panel).getByRole('button', { name: 'Save' }));
    expect(within(panel).getByRole('alert')).toHaveTextContent('Discrepancy reasons must add up to the 2 missing units');
    fireEvent.change(within(panel).getByLabelText('Qty'), { target: { value: '2' } });
    fireEvent.click(within(panel).getByRole('button', { name: 'Save' }));
    expect(within(panel).getByRole('alert')).toHaveTextContent('Each discrepancy reason needs a comment');
    fireEvent.change(within(panel).getByLabelText('Reason 1'), { target: { value: 'Item damaged' } });
    fireEvent.click(within(panel).getByRole('button', { name: 'Save' }));
    const confirm = await screen.findByRole('dialog', { name: 'Confirm?' });
    expect(within(confirm).getByText('Confirm inwarding 8 x Aashirvaad Atta 5 kg to STAGING-01')).toBeInTheDocument();
    fireEvent.click(within(confirm).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(server.callsOf(updateInwardItems)).toHaveLength(1));
    expect(server.callsOf(updateInwardItems)[0]!.body).toEqual({
      itemId: 'LIBLR000000001',
      hubOrgUnitId: 'HUB-BLR-01',
      metaData: { spaId: started.spaId },
      associationDetail: [{ associationId: 11, units: 8, discrepancyReasons: [{ qty: 2, comment: 'Item damaged' }] }],
    });
    expect(server.callsOf(updateInwardItems)[0]!.idempotencyKey).toBeTruthy();
    expect(await screen.findByText('8 / 10', { selector: '[data-item-progress]' })).toBeInTheDocument();
    expect(within(screen.getByText('STAGING-01').closest('[data-association]') as HTMLElement).getByText('Partially Picked')).toBeInTheDocument();
  });

  it('"Inward all" sends the remaining units with no reasons and hides once the line is done', async () => {
    render(atItem);
    fireEvent.click(await screen.findByRole('button', { name: 'Inward all (10)' }));
    await waitFor(() => expect(screen.queryByRole('button', { name: /Inward all/ })).toBeNull());
    expect(server.callsOf(updateInwardItems)[0]!.body.associationDetail).toEqual([{ associationId: 11, units: 10, discrepancyReasons: [] }]);
    expect(screen.getByText('10 / 10', { selector: '[data-item-progress]' })).toBeInTheDocument();
  });

  it('says "Failed to update units" on a unit refusal and refetches the item', async () => {
    server.add(on(updateInwardItems, () => ({ status: 409, error: { message: 'Failed to update units' } })));
    render(atItem);
    fireEvent.click(await screen.findByRole('button', { name: 'Inward all (10)' }));
    expect(await screen.findByText('Failed to update units')).toBeInTheDocument();
    await waitFor(() => expect(server.callsOf(getInwardItem)).toHaveLength(2));
  });

  it('says "Failed to take action. {message}" on another failure', async () => {
    server.add(on(updateInwardItems, () => ({ status: 409, error: { message: `Manifest ${started.spaId} is already closed` } })));
    render(atItem);
    fireEvent.click(await screen.findByRole('button', { name: 'Inward all (10)' }));
    expect(await screen.findByText(`Failed to take action. Manifest ${started.spaId} is already closed`)).toBeInTheDocument();
  });

  it('disables Edit in the RTO zone', async () => {
    server.add(on(getInwardItem, () => ({ body: detail({ associationDetail: [{ ...detail().associationDetail[0]!, entityId: 'RTO-ZONE' }] }) })));
    render(atItem);
    expect(await screen.findByRole('button', { name: 'Edit' })).toBeDisabled();
  });
});

describe('InwardPage: corrections (issue 34)', () => {
  const corrections = () =>
    server.add(
      on(getReasonList, ({ params }) => ({
        body: {
          listKey: params.listKey,
          reasons: [
            { code: 'MIS_SCAN', label: 'Mis-scan' },
            { code: 'DOUBLE_COUNT', label: 'Double count' },
          ],
          retired: [],
        },
      })),
    );
  const correctedDone = { ...done, pickedQty: 1, pickingStatus: 'PARTIALLY_PICKED' };

  it('offers "Undo / correct" on a line with units in only, and a saved correction drops its count at once', async () => {
    corrections();
    // After the correction the list's refetch never answers: the count shown comes from the correction's answer.
    let corrected = false;
    server.add(
      on(correctInwardCount, ({ body }) => {
        corrected = true;
        return {
          body: { message: 'Correction saved.', correctionId: 7, itemId: body.itemId, units: body.units, fromValue: '2', toValue: '1', item: correctedDone },
        };
      }),
      on(getInwardItems, async () => {
        if (corrected) await new Promise(() => undefined);
        return { body: { spaId: started.spaId, items: [summary(done), summary(item)] } };
      }),
    );
    render(atItems);
    await screen.findAllByRole('button', { name: /Atta|Salt/ });
    expect(screen.queryByRole('button', { name: 'Undo / correct LIBLR000000001' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Undo / correct LIBLR000000002' }));
    const dialog = await screen.findByRole('dialog', { name: 'Correct LIBLR000000002' });
    expect(within(dialog).getByText('At most 2.')).toBeInTheDocument();
    fireEvent.change(await within(dialog).findByRole('combobox', { name: /Reason/ }), { target: { value: 'MIS_SCAN' } });
    fireEvent.change(within(dialog).getByLabelText('Note (optional)'), { target: { value: 'Scanned twice' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Correction saved.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Correct LIBLR000000002' })).toBeNull());
    const call = server.callsOf(correctInwardCount)[0]!;
    expect(call.params).toEqual({ hubId: 'HUB-BLR-01', spaId: started.spaId });
    expect(call.body).toEqual({ itemId: 'LIBLR000000002', units: 1, reasonCode: 'MIS_SCAN', note: 'Scanned twice' });
    expect(call.idempotencyKey).toBeTruthy();
    const card = document.querySelector<HTMLElement>('[data-item-card="LIBLR000000002"]')!;
    expect(within(card).getByText('1 / 2')).toBeInTheDocument();
  });

  it("keeps the dialog open with the server's refusal", async () => {
    corrections();
    server.add(on(correctInwardCount, () => ({ status: 403, error: { message: CORRECTION_MESSAGES.notYourScans } })));
    render(atItems);
    fireEvent.click(await screen.findByRole('button', { name: 'Undo / correct LIBLR000000002' }));
    const dialog = await screen.findByRole('dialog', { name: 'Correct LIBLR000000002' });
    fireEvent.change(await within(dialog).findByRole('combobox', { name: /Reason/ }), { target: { value: 'DOUBLE_COUNT' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('You can only correct your own scans. Ask a hub manager.');
    expect(screen.getByRole('dialog', { name: 'Correct LIBLR000000002' })).toBeInTheDocument();
  });

  it('offers the action on the item detail too', async () => {
    corrections();
    item = detail({ pickedQty: 3, pickingStatus: 'PARTIALLY_PICKED' });
    server.add(on(getInwardItem, () => ({ body: item })));
    render(atItem);
    fireEvent.click(await screen.findByRole('button', { name: 'Undo / correct LIBLR000000001' }));
    expect(await screen.findByRole('dialog', { name: 'Correct LIBLR000000001' })).toBeInTheDocument();
    expect(screen.getByText('At most 3.')).toBeInTheDocument();
  });

  it('a hub manager opens a closed manifest and may correct it; an operator finds only open manifests', async () => {
    corrections();
    const closed = manifest({ spaId: 'SPA-BLR-00003', activityGroupId: 'AG-BLR-00003', vehicleActivity: { vehicleActivityState: 'COMPLETED' } });
    server.add(on(getActivities, ({ query }) => ({ body: { activities: query.includeCompleted ? [started, closed] : [started] } })));
    const at = `/hubs/HUB-BLR-01/inward?viewType=VEHICLE&spaId=${closed.spaId}`;
    const { unmount } = render(at);
    expect(await screen.findByRole('button', { name: 'Undo / correct LIBLR000000002' })).toBeInTheDocument();
    expect(screen.queryByRole('slider', { name: 'Swipe to close manifest' })).toBeNull();
    unmount();
    renderWithProviders(<InwardPage />, { route: at, path: '/hubs/:hubId/inward', user: demoUsers.hubExecutive });
    expect(await screen.findByText(`Manifest ${closed.spaId} not found`)).toBeInTheDocument();
  });
});
