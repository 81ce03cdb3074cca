import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import {
  bulkCollectItem,
  type CloseValidation,
  collectItem,
  type DropPoint,
  endRunsheetCloseActivity,
  fetchDropPointsForItem,
  fetchRunsheetDropPointsDetails,
  fetchRunsheetItemsListV2,
  getAllActiveRunsheets,
  getOnHoldReasons,
  markDropPointReattempt,
  otpValidation,
  persistVerify,
  releaseOtpLock,
  type Role,
  RUNSHEET_MESSAGES as M,
  type RunsheetItemsResponse,
  scanCrates,
  startRunsheetCloseActivity,
  updateRunSheetState,
  validateCloseRunsheetActivity,
} from '@hub/shared/contracts';
import { mockEndpoints, type MockRoute, type MockServer, on, renderWithProviders } from '@hub/shared/testing';
import { toast } from '@hub/shared/ui';
import { CloseRunsheetPage } from './close-runsheet-page';

// Whole-screen flows with several round trips each: the shared 2-core machine needs more than jest's 5 s default.
jest.setTimeout(20_000);

const RS = 'RS-BLR-00002';
const item = (itemId: string, extra: Partial<RunsheetItemsResponse['itemsList'][number]> = {}) => ({
  itemId,
  itemTitle: `Rice ${itemId}`,
  itemType: 'INTRACITY' as const,
  isCollected: false,
  isVerified: false,
  notDeliveredReason: 'Shop closed',
  qty: 2,
  toteId: null,
  shipmentId: 'SGHBLR00000001123S',
  dropPointId: 'DP-1',
  ...extra,
});

let server: MockServer;
let items: RunsheetItemsResponse;
let drops: DropPoint[];
let validation: CloseValidation;

/** A stateful fake of the runsheet api: writes change what the next read answers, as the real server does. */
function world(...overrides: MockRoute[]) {
  items = {
    successful: true,
    message: '3 items',
    runsheetId: RS,
    status: 'IN_PROGRESS',
    onHold: false,
    reverseRunsheet: false,
    toteItemsList: [
      {
        toteId: 'CTAB123',
        category: 'CRATE',
        isScanned: false,
        isVerified: false,
        missingReason: null,
        itemsList: [item('LIBLR0000000002', { itemType: 'INTERCITY', notDeliveredReason: null, toteId: 'CTAB123' })],
      },
      { toteId: 'CTAB124', category: 'CRATE', isScanned: false, isVerified: false, missingReason: null, itemsList: [] },
    ],
    looseItemsList: [item('LIBLR0000000001')],
    itemsList: [],
    intercityNotDeliveredReasons: ['Buyer unavailable', 'Shop closed'],
  };
  drops = [
    {
      dropPointId: 'DP-1',
      dropOrgUnitId: 'ORG-1',
      name: 'Sri Ganesh Stores',
      address: '1 MG Road',
      sequence: 1,
      status: 'DELIVERED',
      isOtpRequired: true,
      otpLocked: false,
      isCompleted: false,
      totalAmount: 150_000,
      enableHubReattempt: true,
      reattemptMarked: false,
      creditCollection: { expectedAmount: 150_000, collectedAmount: 150_000 },
      shipmentDetails: [{ shipmentId: 'SGHBLR00000001123S', isVerified: false, shipmentStatus: 'DELIVERED' }],
      shipmentStatusList: ['DELIVERED'],
    },
  ];
  validation = {
    successful: true,
    message: 'Runsheet is ready to close.',
    code: 0,
    assetIds: [],
    availableReason: [],
    amountCollected: 150_000,
    tripDistanceApproved: true,
    tripDistanceKm: 40,
    plannedDistanceKm: null,
  };
  server = mockEndpoints(
    on(getAllActiveRunsheets, () => ({
      body: {
        successful: true,
        message: '2 active runsheets',
        runsheets: [
          {
            runsheetId: RS,
            vehicleNumber: 'KA01AB1234',
            driverName: 'Ravi Kumar',
            contactNum: '9876543210',
            reverseRunsheet: false,
            activityStatus: 'IN_PROGRESS' as const,
            onHold: false,
            holdReason: null,
            tripDate: '2026-11-23',
            shipmentDetails: [],
          },
          {
            runsheetId: 'RS-BLR-00004',
            vehicleNumber: 'KA01AB9999',
            driverName: null,
            contactNum: null,
            reverseRunsheet: true,
            activityStatus: 'NOT_STARTED' as const,
            onHold: false,
            holdReason: null,
            tripDate: '2026-11-23',
            shipmentDetails: [],
          },
        ],
      },
    })),
    on(fetchRunsheetItemsListV2, () => ({ body: items })),
    on(fetchRunsheetDropPointsDetails, () => ({ body: { successful: true, message: '1 drop points', dropPoints: drops } })),
    on(getOnHoldReasons, () => ({
      body: { successful: true, message: '2 hold reasons', reasons: ['Cash mismatch', 'Vehicle breakdown'], onHold: items.onHold, holdReason: null },
    })),
    on(startRunsheetCloseActivity, () => {
      items = { ...items, status: 'IN_PROGRESS' };
      return { body: { successful: true, message: 'Runsheet activity started successfully.', activityStatus: 'IN_PROGRESS' as const } };
    }),
    on(scanCrates, ({ params }) => {
      const tote = items.toteItemsList.find((t) => t.toteId === params.toteId)!;
      const scanned = { ...tote, isScanned: true, isVerified: tote.itemsList.length === 0 };
      items = { ...items, toteItemsList: items.toteItemsList.map((t) => (t.toteId === params.toteId ? scanned : t)) };
      return { body: { successful: true, message: `Tote Id ${params.toteId} is scanned successfully.`, tote: scanned } };
    }),
    on(bulkCollectItem, ({ body }) => {
      items = {
        ...items,
        toteItemsList: items.toteItemsList.map((t) =>
          t.toteId === body.toteId
            ? {
                ...t,
                isVerified: true,
                itemsList: t.itemsList.map((i) => ({ ...i, isCollected: true, isVerified: true, notDeliveredReason: body.reason ?? null })),
              }
            : t,
        ),
      };
      items = { ...items, looseItemsList: items.looseItemsList.map((i) => (body.itemIds.includes(i.itemId) ? { ...i, isCollected: true } : i)) };
      const message = body.toteId ? `${body.itemIds.length} Items verified successfully.` : 'All selected items collected successfully.';
      return { body: { successful: true, message, collectedItemIds: body.itemIds } };
    }),
    on(collectItem, ({ body }) => {
      items = { ...items, looseItemsList: items.looseItemsList.map((i) => (body.itemIds.includes(i.itemId) ? { ...i, isCollected: true } : i)) };
      return { body: { successful: true, message: 'Scanned item collected successfully.', collectedItemIds: body.itemIds } };
    }),
    on(otpValidation, ({ body }) => {
      if (body.otp !== '4321') return { status: 422, error: { message: 'Invalid OTP. 4 attempts left.' } };
      drops = drops.map((d) => ({ ...d, isOtpRequired: false }));
      return { body: { successful: true, message: 'OTP validated successfully.', dropPoint: drops[0]! } };
    }),
    on(persistVerify, ({ body }) => {
      drops = drops.map((d) => ({
        ...d,
        isCompleted: !body.undoVerification,
        shipmentDetails: d.shipmentDetails.map((s) => ({ ...s, isVerified: !body.undoVerification })),
      }));
      return {
        body: {
          successful: true,
          message: body.undoVerification ? 'Undo shipment status successful.' : 'Shipment verified successfully.',
          dropPoint: drops[0]!,
        },
      };
    }),
    on(validateCloseRunsheetActivity, () => ({ body: validation })),
    on(endRunsheetCloseActivity, () => ({
      body: { successful: true, message: `Runsheet ${RS} closed successfully.`, movedItemIds: [], returnedAssetIds: [], lostAssetIds: [] },
    })),
    on(updateRunSheetState, ({ body }) => {
      items = { ...items, onHold: body.operation === 'HOLD' };
      return {
        body: {
          successful: true,
          message: body.operation === 'HOLD' ? `Runsheet ${RS} moved to hold.` : `Runsheet ${RS} is un-held.`,
          onHold: body.operation === 'HOLD',
          holdReason: body.reasonBucket ?? null,
        },
      };
    }),
    ...overrides,
  );
}
beforeEach(() => world());
afterEach(() => act(() => toast.clean()));
afterEach(() => server.verify());

const PATH = '/hubs/:hubId/closeRunsheet';
const open = (search = '', roles?: Role[]) =>
  renderWithProviders(<CloseRunsheetPage />, { route: `/hubs/HUB-BLR-01/closeRunsheet${search}`, path: PATH, ...(roles ? { roles } : {}) });
const details = async (roles?: Role[]) => {
  const r = open(`?runsheetId=${RS}`, roles);
  await screen.findByRole('tab', { name: 'Totes' });
  return r;
};
const scanInModal = async (value: string) => {
  const dialog = await screen.findByRole('dialog');
  const field = within(dialog).getByRole('textbox');
  fireEvent.change(field, { target: { value } });
  fireEvent.keyDown(field, { key: 'Enter' });
};

describe('step 1: runsheet list and vehicle details', () => {
  it('lists Forward runsheets with id, vehicle, driver and contact; Reverse has its own tab with "Driver data is not available."', async () => {
    open();
    const entry = await screen.findByRole('listitem', { name: `Runsheet ${RS}` });
    expect(entry).toHaveTextContent('KA01AB1234');
    expect(entry).toHaveTextContent('Ravi Kumar · 9876543210');
    expect(screen.queryByText('RS-BLR-00004')).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('tab', { name: 'Reverse' }));
    expect(await screen.findByRole('listitem', { name: 'Runsheet RS-BLR-00004' })).toHaveTextContent('Driver data is not available.');
  });

  it('searches by vehicle number', async () => {
    open();
    await screen.findByRole('listitem', { name: `Runsheet ${RS}` });
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search runsheet, vehicle or driver' }), { target: { value: 'zz99' } });
    expect(screen.getByText('No runsheets match your search')).toBeInTheDocument();
  });

  it('asks for vehicle details (uppercase, at least 8 characters, driver required) before opening the runsheet', async () => {
    const r = open();
    fireEvent.click(await screen.findByRole('listitem', { name: `Runsheet ${RS}` }));
    const dialog = await screen.findByRole('dialog', { name: 'Vehicle details' });
    const vehicle = within(dialog).getByRole('textbox', { name: 'Vehicle number' });
    fireEvent.change(vehicle, { target: { value: 'ka01' } });
    expect(vehicle).toHaveValue('KA01');
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Driver name' }), { target: { value: ' ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Continue' }));
    expect(await within(dialog).findByText('Vehicle number must be at least 8 characters')).toBeInTheDocument();
    expect(within(dialog).getByText('Driver name is required')).toBeInTheDocument();
    fireEvent.change(vehicle, { target: { value: 'ka01ab1234' } });
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Driver name' }), { target: { value: 'Ravi Kumar' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(r.location().search).toBe(`?runsheetId=${RS}`));
  });

  it('says "Failed to load data. Please retry." when the list fails', async () => {
    world(on(getAllActiveRunsheets, () => ({ status: 500, error: { message: 'boom' } })));
    open();
    expect(await screen.findByText('Failed to load data. Please retry.')).toBeInTheDocument();
  });
});

describe('step 2: runsheet details', () => {
  it('shows "Start Runsheet Activity!" only while NOT_STARTED, and starts it', async () => {
    items = { ...items, status: 'NOT_STARTED' };
    world(on(fetchRunsheetItemsListV2, () => ({ body: { ...items, status: 'NOT_STARTED' as const } })));
    items = { ...items, status: 'NOT_STARTED' };
    open(`?runsheetId=${RS}`);
    const slider = await screen.findByRole('slider', { name: 'Start Runsheet Activity!' });
    expect(screen.getByRole('button', { name: 'Scan Totes' })).toBeDisabled();
    act(() => slider.focus());
    fireEvent.keyDown(slider, { key: 'End' });
    expect(await screen.findByText('Runsheet activity started successfully.')).toBeInTheDocument();
    expect(server.callsOf(startRunsheetCloseActivity)).toHaveLength(1);
  });

  it('says "Failed to start the activity." when the start fails', async () => {
    world(
      on(fetchRunsheetItemsListV2, () => ({ body: { ...items, status: 'NOT_STARTED' as const } })),
      on(startRunsheetCloseActivity, () => ({ status: 500, error: { message: 'Something went wrong. Please re-try.' } })),
    );
    open(`?runsheetId=${RS}`);
    const slider = await screen.findByRole('slider', { name: 'Start Runsheet Activity!' });
    act(() => slider.focus());
    fireEvent.keyDown(slider, { key: 'End' });
    expect(await screen.findByText('Something went wrong. Please re-try.')).toBeInTheDocument();
  });

  it('has the tote view tabs, tote cards with category, Empty Tote / With Items and Scan Pending, and the verified count', async () => {
    await details();
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual(['Totes', 'Outside Tote', 'Drop-Points']);
    const card = document.querySelector('[data-tote="CTAB123"]') as HTMLElement;
    expect(card).toHaveTextContent('CRATE');
    expect(card).toHaveTextContent('With Items');
    expect(card).toHaveTextContent('Scan Pending');
    expect(document.querySelector('[data-tote="CTAB124"]')).toHaveTextContent('Empty Tote');
    expect(screen.getByText('Verified 0 / 2')).toBeInTheDocument();
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search by Tote ID' }), { target: { value: 'nothing' } });
    expect(screen.getByText('No items match your search')).toBeInTheDocument();
  });

  it('scans totes: success (2 s toast), "Duplicate Scan." and "Invalid Tote Scan (Tote ID: {id})"', async () => {
    await details();
    fireEvent.click(screen.getByRole('button', { name: 'Scan Totes' }));
    expect(await screen.findByRole('dialog', { name: 'Scan Tote Barcode' })).toBeInTheDocument();
    await scanInModal('ct-ab 123');
    expect(await screen.findByText('Tote Id CTAB123 is scanned successfully.')).toBeInTheDocument();
    await waitFor(() => expect(document.querySelector('[data-tote="CTAB123"]')).toHaveTextContent('Scanned'));
    await scanInModal('CTAB123');
    expect(await screen.findByText('Duplicate Scan.')).toBeInTheDocument();
    await scanInModal('CTZZ999');
    expect(await screen.findByText('Invalid Tote Scan (Tote ID: CTZZ999)')).toBeInTheDocument();
    expect(server.callsOf(scanCrates).map((c) => c.params.toteId)).toEqual(['CTAB123']);
  });

  it('verifies ticked items of a scanned tote; an intercity item needs "Select Reason" (confirming without one does nothing)', async () => {
    items.toteItemsList[0] = { ...items.toteItemsList[0]!, isScanned: true };
    await details();
    const card = document.querySelector('[data-tote="CTAB123"]') as HTMLElement;
    const verify = within(card).getByRole('button', { name: 'CTAB123: Verify Items (0)' });
    expect(verify).toBeDisabled();
    fireEvent.click(within(card).getByRole('checkbox'));
    fireEvent.click(within(card).getByRole('button', { name: 'CTAB123: Verify Items (1)' }));
    const review = await screen.findByRole('dialog', { name: 'Verify Items In CTAB123' });
    fireEvent.click(within(review).getByRole('button', { name: 'Verify 1 item' }));
    const picker = await screen.findByRole('dialog', { name: 'Select Reason' });
    fireEvent.click(within(picker).getByRole('button', { name: 'Confirm' }));
    expect(server.callsOf(bulkCollectItem)).toHaveLength(0);
    fireEvent.click(within(picker).getByRole('combobox', { name: 'Not delivered reason' }));
    fireEvent.click(await within(picker).findByRole('option', { name: 'Buyer unavailable' }));
    fireEvent.click(within(picker).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('1 Items verified successfully.')).toBeInTheDocument();
    expect(server.callsOf(bulkCollectItem)[0]!.body).toEqual({
      itemType: 'INTERCITY',
      itemIds: ['LIBLR0000000002'],
      reason: 'Buyer unavailable',
      toteId: 'CTAB123',
    });
    await waitFor(() => expect(document.querySelector('[data-tote="CTAB123"]')).toHaveTextContent('Verified'));
  });

  it('says "Failed to verify items. Please try again." when a tote\'s verify fails without a server message', async () => {
    world(on(bulkCollectItem, () => ({ status: 500 })));
    items.toteItemsList[0] = { ...items.toteItemsList[0]!, isScanned: true };
    await details();
    const card = document.querySelector('[data-tote="CTAB123"]') as HTMLElement;
    fireEvent.click(within(card).getByRole('checkbox'));
    fireEvent.click(within(card).getByRole('button', { name: 'CTAB123: Verify Items (1)' }));
    fireEvent.click(within(await screen.findByRole('dialog', { name: 'Verify Items In CTAB123' })).getByRole('button', { name: 'Verify 1 item' }));
    const picker = await screen.findByRole('dialog', { name: 'Select Reason' });
    fireEvent.click(within(picker).getByRole('combobox', { name: 'Not delivered reason' }));
    fireEvent.click(await within(picker).findByRole('option', { name: 'Buyer unavailable' }));
    fireEvent.click(within(picker).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Failed to verify items. Please try again.')).toBeInTheDocument();
    expect(server.callsOf(bulkCollectItem)).toHaveLength(1);
  });

  it('collects a scanned loose item by its first 10 characters; a miss is "{code} is not part of the this runsheet."', async () => {
    await details();
    fireEvent.click(screen.getByRole('tab', { name: 'Outside Tote' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Scan Items' }));
    await scanInModal('XYZ1234567');
    expect(await screen.findByText('XYZ1234567 is not part of the this runsheet.')).toBeInTheDocument();
    await scanInModal('LIBLR00000ZZ');
    expect(await screen.findByText('Scanned item collected successfully.')).toBeInTheDocument();
    expect(server.callsOf(collectItem)[0]!.body).toEqual({ itemType: 'INTRACITY', itemIds: ['LIBLR0000000001'] });
  });

  it('bulk collects ticked loose items (the row is the touch target): "All selected items collected successfully."', async () => {
    await details();
    fireEvent.click(screen.getByRole('tab', { name: 'Outside Tote' }));
    const collect = await screen.findByRole('button', { name: 'Collect Selected (0)' });
    expect(collect).toBeDisabled();
    fireEvent.click(screen.getByRole('checkbox', { name: /Rice LIBLR0000000001/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Collect Selected (1)' }));
    expect(await screen.findByText('All selected items collected successfully.')).toBeInTheDocument();
    expect(server.callsOf(bulkCollectItem)[0]!.body).toEqual({ itemType: 'INTRACITY', itemIds: ['LIBLR0000000001'] });
    await waitFor(() => expect(screen.getByRole('checkbox', { name: /Rice LIBLR0000000001/ })).toBeDisabled());
  });

  it('says "Check error items ..." when one item type of a bulk collect is refused after another went through', async () => {
    world(
      on(bulkCollectItem, ({ body }) =>
        body.itemType === 'INTERCITY'
          ? { status: 409, error: { message: 'Duplicate Scan.' } }
          : { body: { successful: true, message: 'All selected items collected successfully.', collectedItemIds: body.itemIds } },
      ),
    );
    items.looseItemsList.push(item('LIBLR0000000003', { itemType: 'INTERCITY' }));
    await details();
    fireEvent.click(screen.getByRole('tab', { name: 'Outside Tote' }));
    fireEvent.click(await screen.findByRole('checkbox', { name: /Rice LIBLR0000000001/ }));
    fireEvent.click(screen.getByRole('checkbox', { name: /Rice LIBLR0000000003/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Collect Selected (2)' }));
    expect(await screen.findByText('Check error items ...')).toBeInTheDocument();
    expect(server.callsOf(bulkCollectItem).map((c) => c.body.itemType)).toEqual(['INTRACITY', 'INTERCITY']);
  });

  it('says "Failed to load items. Please retry." when the items fail', async () => {
    world(on(fetchRunsheetItemsListV2, () => ({ status: 500, error: { message: 'x' } })));
    open(`?runsheetId=${RS}`);
    expect(await screen.findByText('Failed to load items. Please retry.')).toBeInTheDocument();
  });
});

describe('step 3: drop points', () => {
  it('asks for the OTP first (digits only), then verifies and undoes a shipment', async () => {
    await details();
    fireEvent.click(screen.getByRole('tab', { name: 'Drop-Points' }));
    const card = (await screen.findByText(/Sri Ganesh Stores/)).closest('[data-drop]') as HTMLElement;
    expect(card).toHaveTextContent('Total Collected Amount: ₹1500.00');
    expect(within(card).getByText('Enter OTP to start verification:')).toBeInTheDocument();
    const otp = within(card).getByRole('textbox', { name: 'Enter OTP to start verification:' });
    fireEvent.change(otp, { target: { value: '12ab' } });
    expect(otp).toHaveValue('12');
    fireEvent.change(otp, { target: { value: '0000' } });
    fireEvent.click(within(card).getByRole('button', { name: 'Validate OTP' }));
    expect(await screen.findByText('Invalid OTP. 4 attempts left.')).toBeInTheDocument();
    fireEvent.change(otp, { target: { value: '4321' } });
    fireEvent.click(within(card).getByRole('button', { name: 'Validate OTP' }));
    expect(await screen.findByText('OTP validated successfully.')).toBeInTheDocument();
    const header = await within(card).findByRole('button', { expanded: false });
    fireEvent.click(header);
    expect(await within(card).findByRole('button', { name: 'Mark Not Attempted' })).toBeInTheDocument();
    expect(card).toHaveTextContent('Expected Amount: ₹1500.00');
    fireEvent.click(within(card).getByRole('button', { name: 'Verify SGHBLR00000001123S' }));
    expect(await screen.findByText('Shipment verified successfully.')).toBeInTheDocument();
    expect(await within(card).findByRole('img', { name: 'Completed' })).toBeInTheDocument();
    fireEvent.click(within(card).getByRole('button', { name: 'Undo SGHBLR00000001123S' }));
    expect(await screen.findByText('Undo shipment status successful.')).toBeInTheDocument();
  });

  it(`shows a locked OTP's text ("${M.otpLocked}"); a hub manager releases the lock and may enter the OTP again`, async () => {
    world(
      on(releaseOtpLock, () => {
        drops = drops.map((d) => ({ ...d, otpLocked: false }));
        return { body: { successful: true, message: M.otpLockReleased('Sri Ganesh Stores'), dropPoint: drops[0]! } };
      }),
    );
    drops = drops.map((d) => ({ ...d, otpLocked: true }));
    await details();
    fireEvent.click(screen.getByRole('tab', { name: 'Drop-Points' }));
    const card = (await screen.findByText(/Sri Ganesh Stores/)).closest('[data-drop]') as HTMLElement;
    expect(within(card).getByText(M.otpLocked)).toBeInTheDocument();
    fireEvent.change(within(card).getByRole('textbox', { name: 'Enter OTP to start verification:' }), { target: { value: '4321' } });
    expect(within(card).getByRole('button', { name: 'Validate OTP' })).toBeDisabled();
    fireEvent.click(within(card).getByRole('button', { name: 'Release OTP lock' }));
    expect(await screen.findByText('OTP lock of Sri Ganesh Stores released. The OTP can be entered again.')).toBeInTheDocument();
    expect(server.callsOf(releaseOtpLock).map((c) => c.params)).toEqual([{ runsheetId: RS, dropPointId: 'DP-1' }]);
    await waitFor(() => expect(within(card).queryByText(M.otpLocked)).not.toBeInTheDocument());
    expect(within(card).getByRole('button', { name: 'Validate OTP' })).toBeEnabled();
  });

  it('shows the lock text without "Release OTP lock" to anyone but a hub manager', async () => {
    drops = drops.map((d) => ({ ...d, otpLocked: true }));
    await details(['hubExecutive']);
    fireEvent.click(screen.getByRole('tab', { name: 'Drop-Points' }));
    const card = (await screen.findByText(/Sri Ganesh Stores/)).closest('[data-drop]') as HTMLElement;
    expect(within(card).getByText(M.otpLocked)).toBeInTheDocument();
    expect(within(card).queryByRole('button', { name: 'Release OTP lock' })).not.toBeInTheDocument();
  });

  it('searches with "Search Drop points"; a match-less search says "No items match your search"', async () => {
    await details();
    fireEvent.click(screen.getByRole('tab', { name: 'Drop-Points' }));
    const search = await screen.findByRole('searchbox', { name: 'Search Drop points' });
    expect(search).toHaveAttribute('placeholder', 'Search Drop points');
    fireEvent.change(search, { target: { value: 'ganesh' } });
    expect(await screen.findByText(/Sri Ganesh Stores/)).toBeInTheDocument();
    fireEvent.change(search, { target: { value: 'nowhere' } });
    expect(await screen.findByText('No items match your search')).toBeInTheDocument();
  });

  it('a refused Mark Not Attempted says "Failed to mark drop as reattempt: {reason}"', async () => {
    world(on(markDropPointReattempt, () => ({ status: 409, error: { message: 'Hub reattempt is not enabled for this drop point.' } })));
    drops = drops.map((d) => ({ ...d, isOtpRequired: false }));
    await details();
    fireEvent.click(screen.getByRole('tab', { name: 'Drop-Points' }));
    const card = (await screen.findByText(/Sri Ganesh Stores/)).closest('[data-drop]') as HTMLElement;
    fireEvent.click(await within(card).findByRole('button', { expanded: false }));
    fireEvent.click(await within(card).findByRole('button', { name: 'Mark Not Attempted' }));
    expect(await screen.findByText('Failed to mark drop as reattempt: Hub reattempt is not enabled for this drop point.')).toBeInTheDocument();
    expect(server.callsOf(markDropPointReattempt)).toHaveLength(1);
  });
});

describe("step 3 from an item: the item's drop points (fetchDropPointsForItem)", () => {
  const itemDrops = () =>
    on(fetchDropPointsForItem, ({ query }) => {
      const second = { ...drops[0]!, dropPointId: 'DP-2', dropOrgUnitId: 'ORG-2', name: 'Lakshmi Traders', sequence: 2, isOtpRequired: false };
      const list = query.setBreakItem ? [drops[0]!, second] : [drops[0]!];
      return { body: { successful: true, message: `${list.length} drop points`, dropPoints: list } };
    });

  it("opens an item's drop from its card, with the drop's own card (OTP first); the set-break switch asks for every drop of the SKU", async () => {
    world(itemDrops());
    await details();
    fireEvent.click(screen.getByRole('tab', { name: 'Outside Tote' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Drop points of LIBLR0000000001' }));
    const dialog = await screen.findByRole('dialog', { name: 'Drop points of Rice LIBLR0000000001' });
    const card = (await within(dialog).findByText(/Sri Ganesh Stores/)).closest('[data-drop]') as HTMLElement;
    expect(card).toHaveTextContent('Total Collected Amount: ₹1500.00');
    expect(within(card).getByText('Enter OTP to start verification:')).toBeInTheDocument();
    expect(within(dialog).queryByText(/Lakshmi Traders/)).toBeNull();
    fireEvent.click(within(dialog).getByRole('switch', { name: 'Every drop of this SKU (set break)' }));
    expect(await within(dialog).findByText(/Lakshmi Traders/)).toBeInTheDocument();
    const calls = server.callsOf(fetchDropPointsForItem);
    expect(calls.map((c) => [c.params, c.search.get('setBreakItem')])).toEqual([
      [{ runsheetId: RS, itemId: 'LIBLR0000000001' }, 'false'],
      [{ runsheetId: RS, itemId: 'LIBLR0000000001' }, 'true'],
    ]);
  });

  it("validates the drop's OTP from the item's view: the drop is refreshed there too", async () => {
    world(itemDrops());
    await details();
    fireEvent.click(screen.getByRole('tab', { name: 'Outside Tote' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Drop points of LIBLR0000000001' }));
    const dialog = await screen.findByRole('dialog', { name: 'Drop points of Rice LIBLR0000000001' });
    const otp = await within(dialog).findByRole('textbox', { name: 'Enter OTP to start verification:' });
    fireEvent.change(otp, { target: { value: '4321' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Validate OTP' }));
    expect(await screen.findByText('OTP validated successfully.')).toBeInTheDocument();
    await waitFor(() => expect(within(dialog).queryByText('Enter OTP to start verification:')).toBeNull());
    expect(server.callsOf(fetchDropPointsForItem).length).toBeGreaterThanOrEqual(2);
  });

  it('says "This item has no drop point on the runsheet." when none is found', async () => {
    world(on(fetchDropPointsForItem, () => ({ body: { successful: true, message: '0 drop points', dropPoints: [] } })));
    await details();
    fireEvent.click(screen.getByRole('tab', { name: 'Outside Tote' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Drop points of LIBLR0000000001' }));
    expect(await screen.findByText('This item has no drop point on the runsheet.')).toBeInTheDocument();
  });

  it('says "Failed to load data. Please retry." when the call fails', async () => {
    world(on(fetchDropPointsForItem, () => ({ status: 500, error: { message: 'x' } })));
    await details();
    fireEvent.click(screen.getByRole('tab', { name: 'Outside Tote' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Drop points of LIBLR0000000001' }));
    expect(await screen.findByText('Failed to load data. Please retry.')).toBeInTheDocument();
  });

  it('offers no "Drop points" button for an item without a drop', async () => {
    world();
    items.looseItemsList = [item('LIBLR0000000001', { dropPointId: null })];
    await details();
    fireEvent.click(screen.getByRole('tab', { name: 'Outside Tote' }));
    await screen.findByRole('checkbox', { name: /Rice LIBLR0000000001/ });
    expect(screen.queryByRole('button', { name: 'Drop points of LIBLR0000000001' })).toBeNull();
  });
});

describe('close and hold', () => {
  const startClose = async () => {
    await details();
    fireEvent.click(screen.getByRole('button', { name: 'Close Runsheet' }));
    return screen.findByRole('dialog', { name: 'Close Runsheet' });
  };

  it('DP_VERIFICATION_PENDING shows the error', async () => {
    validation = { ...validation, code: 1, message: 'Drop points pending verification: Sri Ganesh Stores' };
    const dialog = await startClose();
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Drop points pending verification: Sri Ganesh Stores');
  });

  it('ASSET_VERIFICATION_PENDING: a reason per missing crate before proceeding, then distance, then cash and close', async () => {
    validation = {
      ...validation,
      code: 2,
      message: '1 crate is not scanned.',
      assetIds: ['CTAB124'],
      availableReason: ['Crate lost', 'Crate damaged'],
      tripDistanceApproved: false,
      plannedDistanceKm: 30,
    };
    const dialog = await startClose();
    const proceed = await within(dialog).findByRole('button', { name: 'Proceed' });
    expect(proceed).toBeDisabled();
    fireEvent.click(within(dialog).getByRole('combobox', { name: 'CTAB124' }));
    fireEvent.click(await within(dialog).findByRole('option', { name: 'Crate lost' }));
    fireEvent.click(proceed);
    const approve = await within(dialog).findByRole('link', { name: 'Approve distance' });
    expect(approve).toHaveAttribute('href', `/logistics/refStatusMap/${RS}/HUB-BLR-01/mapbox`);
    expect(approve).toHaveAttribute('target', '_blank');
    expect(dialog).toHaveTextContent('The trip ran 40 km against 30 km planned (10 km over) and is not approved yet.');
    // Continue asks the server again: not approved yet, so the prompt stays and says why (no click skips it).
    fireEvent.click(within(dialog).getByRole('button', { name: 'Continue' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(M.distanceNotApproved(40));
    expect(within(dialog).queryByText('Cash verification')).not.toBeInTheDocument();
    expect(server.callsOf(validateCloseRunsheetActivity)).toHaveLength(2);
    // A hub manager approves on the route map (another tab); Continue now leads to the cash.
    validation = { ...validation, tripDistanceApproved: true };
    fireEvent.click(within(dialog).getByRole('button', { name: 'Continue' }));
    expect(await within(dialog).findByText('₹1500.00')).toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cash verified, close runsheet' }));
    expect(await screen.findByText(`Runsheet ${RS} closed successfully.`)).toBeInTheDocument();
    expect(server.callsOf(endRunsheetCloseActivity)[0]!.body).toEqual({
      assetDetails: [{ crateId: 'CTAB124', missingReason: 'Crate lost' }],
      amountCollected: 150_000,
    });
  });

  it('an operator gets no override reason: only the approval leads past an unapproved distance', async () => {
    validation = { ...validation, tripDistanceApproved: false };
    await details(['hubExecutive']);
    fireEvent.click(screen.getByRole('button', { name: 'Close Runsheet' }));
    const dialog = await screen.findByRole('dialog', { name: 'Close Runsheet' });
    await within(dialog).findByRole('link', { name: 'Approve distance' });
    expect(dialog).toHaveTextContent('The trip distance of 40 km is not approved yet.');
    expect(within(dialog).queryByRole('textbox', { name: /Reason to close without approval/ })).not.toBeInTheDocument();
  });

  it('L1/Admin close without approval: the reason is trimmed and sent; the cash panel says so', async () => {
    validation = { ...validation, tripDistanceApproved: false };
    await details(['supportTeam']);
    fireEvent.click(screen.getByRole('button', { name: 'Close Runsheet' }));
    const dialog = await screen.findByRole('dialog', { name: 'Close Runsheet' });
    const reason = await within(dialog).findByRole('textbox', { name: /Reason to close without approval/ });
    const overrideButton = within(dialog).getByRole('button', { name: 'Close without approval' });
    fireEvent.change(reason, { target: { value: ' too short ' } });
    expect(overrideButton).toBeDisabled();
    fireEvent.change(reason, { target: { value: '  GPS was off; route checked with the driver  ' } });
    fireEvent.click(overrideButton);
    expect(await within(dialog).findByText('Trip distance not approved: closing with your reason.')).toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cash verified, close runsheet' }));
    expect(await screen.findByText(`Runsheet ${RS} closed successfully.`)).toBeInTheDocument();
    expect(server.callsOf(endRunsheetCloseActivity)[0]!.body).toEqual({
      assetDetails: [],
      amountCollected: 150_000,
      distanceOverrideReason: 'GPS was off; route checked with the driver',
    });
  });

  it('a close the server refuses for the distance shows its message for 10 s', async () => {
    world(on(endRunsheetCloseActivity, () => ({ status: 409, error: { message: M.distanceNotApproved(40) } })));
    const dialog = await startClose();
    fireEvent.click(await within(dialog).findByRole('button', { name: 'Cash verified, close runsheet' }));
    expect(await screen.findByText(M.distanceNotApproved(40))).toBeInTheDocument();
  });

  it('a refused close shows the server message (close errors last 10 s)', async () => {
    world(on(endRunsheetCloseActivity, () => ({ status: 409, error: { message: `Runsheet ${RS} is on hold. Un-hold it to close.` } })));
    const dialog = await startClose();
    fireEvent.click(await within(dialog).findByRole('button', { name: 'Cash verified, close runsheet' }));
    expect(await screen.findByText(`Runsheet ${RS} is on hold. Un-hold it to close.`)).toBeInTheDocument();
  });

  it('holds with a reason and un-holds', async () => {
    await details();
    fireEvent.click(screen.getByRole('button', { name: 'Hold' }));
    const dialog = await screen.findByRole('dialog', { name: 'Hold runsheet' });
    fireEvent.click(within(dialog).getByRole('combobox', { name: /Hold reason/ }));
    fireEvent.click(await screen.findByRole('option', { name: 'Vehicle breakdown' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Hold' }));
    expect(await screen.findByText(`Runsheet ${RS} moved to hold.`)).toBeInTheDocument();
    fireEvent.click(await screen.findByRole('button', { name: 'Un-hold' }));
    expect(await screen.findByText(`Runsheet ${RS} is un-held.`)).toBeInTheDocument();
    expect(server.callsOf(updateRunSheetState).map((c) => c.body)).toEqual([
      { operation: 'HOLD', reasonBucket: 'Vehicle breakdown' },
      { operation: 'UN_HOLD' },
    ]);
  });
});
