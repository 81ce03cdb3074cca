import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import {
  endSegregationSession,
  fetchSisterSkusForItem,
  getAvailableComments,
  getStagingZones,
  getZoneForTote,
  getZoneMovementItem,
  getZoneMovementItems,
  type MovementItem,
  moveItemsToLmZones,
  moveZoneItems,
  startSegregationSession,
  tagToteToZone,
  type ZoneItem,
  type ZoneItemsResponse,
} from '@hub/shared/contracts';
import { mockEndpoints, type MockRoute, type MockServer, on, renderWithProviders, wedgeKeys } from '@hub/shared/testing';
import { toast } from '@hub/shared/ui';
import { ZoneMovementPage } from './zone-movement-page';

const SESSION = 'Ab3dEf6hIj9lMn0';
const zoneItem = (over: Partial<ZoneItem> = {}): ZoneItem => ({
  itemId: 'LIBLR000000001',
  itemTitle: 'Aashirvaad Atta 5 kg',
  imageUrl: null,
  skuId: 'SKU00001',
  itemCategory: 'Staples',
  qty: 4,
  pickedQty: 0,
  dispatchedQty: 0,
  pickingStatus: 'NOT_STARTED',
  orderId: 'ORD-1',
  destinationZoneId: 'LM-BLR-01',
  routeBatch: 'MORNING',
  toteIds: ['TT000A0001'],
  movableQty: 4,
  movedQty: 0,
  awaitedQty: 0,
  ...over,
});
const itemsResponse = (over: Partial<ZoneItemsResponse> = {}): ZoneItemsResponse => ({
  zoneId: 'STAGING-01',
  toteIdFilter: null,
  routeBatching: true,
  routeBatch: 'MORNING',
  morningCount: 1,
  afternoonCount: 0,
  hubMinuteOfDay: 9 * 60 + 30,
  afternoonStartMinute: 600,
  afternoonEndMinute: 1140,
  totes: [{ toteId: 'TT000A0001', units: 4, itemCount: 1, singleDestinationZoneId: 'LM-BLR-01' }],
  items: [zoneItem()],
  ...over,
});
const detail = (over: Partial<MovementItem> = {}): MovementItem => ({
  itemId: 'LIBLR000000001',
  itemTitle: 'Aashirvaad Atta 5 kg',
  imageUrl: null,
  skuId: 'SKU00001',
  itemCategory: 'Staples',
  qty: 4,
  pickedQty: 0,
  dispatchedQty: 0,
  pickingStatus: 'NOT_STARTED',
  hubOrgUnitId: 'HUB-BLR-01',
  enableMoveToteZone: true,
  associationDetail: [
    {
      id: 1,
      entityId: 'LM-BLR-01',
      associationType: 'ZONE',
      qty: 4,
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
  metaData: { hubOrgUnitId: 'HUB-BLR-01', spaId: 'STAGING-01', driverId: null, activityGroupId: 'STAGING-01' },
  orderId: 'ORD-1',
  sourceZoneId: 'STAGING-01',
  toteIdFilter: null,
  ...over,
});

// Generous: these walk whole screens and run beside other engineers' builds on a 2-core machine.
jest.setTimeout(30_000);

let server: MockServer;
let item: MovementItem;
let tagged: string | null;
function world(...overrides: MockRoute[]) {
  item = detail();
  tagged = null;
  server = mockEndpoints(
    on(getStagingZones, () => ({
      body: {
        routeBatching: true,
        zones: [
          { zoneId: 'STAGING-01', zoneType: 'STAGING', pickedQty: 7, expectedQty: 12, qcStatus: 'QC_COMPLETE', buyerCount: 3, tonnage: 0.0456, itemCount: 5 },
          { zoneId: 'STAGING-02', zoneType: 'STAGING', pickedQty: 0, expectedQty: 3, qcStatus: 'QC_FAILED', buyerCount: 1, tonnage: 0, itemCount: 0 },
        ],
      },
    })),
    on(startSegregationSession, () => ({ body: { sessionId: SESSION, startedAt: new Date().toISOString() } })),
    on(endSegregationSession, ({ params }) => ({ body: { sessionId: params.id, endedAt: new Date().toISOString() } })),
    on(getZoneMovementItems, ({ query }) =>
      query.routeBatch === 'AFTERNOON' ? { body: itemsResponse({ routeBatch: 'AFTERNOON', items: [] }) } : { body: itemsResponse() },
    ),
    on(getZoneMovementItem, () => ({ body: item })),
    on(getAvailableComments, () => ({ body: { availableComments: ['Item damaged', 'Item missing'] } })),
    on(getZoneForTote, ({ params }) => ({
      body: { toteId: params.toteId, zoneId: params.toteId === 'TT000A0009' ? 'LM-BLR-01' : tagged && params.toteId === tagged ? 'LM-BLR-01' : null },
    })),
    on(tagToteToZone, ({ params }) => {
      tagged = params.tote;
      return { body: { successful: true as const, toteId: params.tote, zoneId: params.zone, movedFrom: null, alreadyTagged: false } };
    }),
    on(moveZoneItems, ({ body }) => {
      const line = body.associationDetail[0]!;
      const a = item.associationDetail[0]!;
      const moved = a.pickedQty + line.units;
      const status = moved === a.qty ? 'PICKED' : 'PARTIALLY_PICKED';
      item = {
        ...item,
        pickedQty: moved,
        pickingStatus: status,
        associationDetail: [{ ...a, pickedQty: moved, pickingStatus: status, toteAttachedToEntityId: line.toteId ?? a.toteAttachedToEntityId }],
      };
      return { body: { message: 'Units moved successfully', item } };
    }),
    on(moveItemsToLmZones, () => ({ body: { message: 'Items moved to their LM zones', itemsMoved: 1, unitsMoved: 4, zones: ['LM-BLR-01'] } })),
    on(fetchSisterSkusForItem, ({ params }) => ({
      body: {
        itemId: params.itemId,
        orderId: params.orderId,
        items: [{ itemId: 'LIBLR000000002', skuId: 'SKU2', itemTitle: 'Tata Salt 1 kg', imageUrl: null, qty: 2 }],
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

const render = (route = '/hubs/HUB-BLR-01/zoneMovement') =>
  renderWithProviders(<ZoneMovementPage />, { route, path: route.startsWith('/v2') ? '/v2/hubs/:hubId/zoneMovement' : '/hubs/:hubId/zoneMovement' });
const wedge = (text: string) => act(() => wedgeKeys(text));
const atItems = '/hubs/HUB-BLR-01/zoneMovement?zone=STAGING-01';
const atItem = `${atItems}&itemId=LIBLR000000001`;

describe('ZoneMovementPage: step 1, staging zones', () => {
  it('shows zone cards with two-digit picked / expected, a progress fill and the QC icon; a scanned zone is selected', async () => {
    const { location } = render();
    const card = await screen.findByRole('listitem', { name: 'Zone STAGING-01' });
    expect(within(card).getByText('07 / 12')).toBeInTheDocument();
    expect(within(card).getByLabelText('QC complete')).toBeInTheDocument();
    expect(within(card).getByRole('progressbar')).toHaveAttribute('aria-valuenow', String((7 / 12) * 100));
    expect(within(screen.getByRole('listitem', { name: 'Zone STAGING-02' })).getByLabelText('QC failed')).toBeInTheDocument();
    expect(screen.getByText('Step 1 of 3 · Zone')).toBeInTheDocument();
    wedge('staging-02');
    await waitFor(() => expect(location().search).toBe('?zone=STAGING-02'));
    expect(await screen.findByText('Step 2 of 3 · Items')).toBeInTheDocument();
  });

  it('says "Something went wrong. Please refresh the page." when the zones do not load', async () => {
    server.add(on(getStagingZones, () => ({ status: 503, error: { message: 'down' } })));
    render();
    expect(await screen.findByText('Something went wrong. Please refresh the page.')).toBeInTheDocument();
  });
});

describe('ZoneMovementPage: step 2, the zone items', () => {
  it('starts a segregation session on entering and ends it on leaving', async () => {
    const view = render(atItems);
    await waitFor(() => expect(server.callsOf(startSegregationSession)).toHaveLength(1));
    expect(server.callsOf(startSegregationSession)[0]!.body).toEqual({ zoneId: 'STAGING-01' });
    expect(await screen.findByRole('button', { name: 'Move to LM zones (1)' })).toBeEnabled();
    view.unmount();
    await waitFor(() => expect(server.callsOf(endSegregationSession)).toHaveLength(1));
    expect(server.callsOf(endSegregationSession)[0]!.params).toEqual({ hubId: 'HUB-BLR-01', id: SESSION });
  });

  it('refuses Afternoon before 10 AM on the hub clock with the spec text, without asking for the afternoon list', async () => {
    const { location } = render(atItems);
    fireEvent.click(await screen.findByRole('radio', { name: 'Afternoon (0)' }));
    expect(await screen.findByText('Cannot switch to afternoon batch before 10 AM')).toBeInTheDocument();
    expect(server.callsOf(getZoneMovementItems).every((c) => c.query.routeBatch !== 'AFTERNOON')).toBe(true);
    expect(location().search).not.toContain('batch=AFTERNOON');
  });

  it('allows Afternoon from 10 AM on the hub clock (the afternoon list is fetched first), and Morning again always', async () => {
    server.add(on(getZoneMovementItems, ({ query }) => ({ body: itemsResponse({ hubMinuteOfDay: 600, routeBatch: query.routeBatch ?? 'MORNING' }) })));
    const { location } = render(atItems);
    fireEvent.click(await screen.findByRole('radio', { name: 'Afternoon (0)' }));
    await waitFor(() => expect(location().search).toContain('batch=AFTERNOON'));
    expect(server.callsOf(getZoneMovementItems).some((c) => c.query.routeBatch === 'AFTERNOON')).toBe(true);
    await waitFor(() => expect(screen.getByRole('radio', { name: 'Afternoon (0)' })).toBeChecked());
    fireEvent.click(screen.getByRole('radio', { name: 'Morning (1)' }));
    await waitFor(() => expect(location().search).not.toContain('batch=AFTERNOON'));
  });

  it('a scanned tote of the zone becomes the current tote; another tote is "Invalid tote {toteId} scanned"', async () => {
    const { location } = render(atItems);
    await screen.findByRole('button', { name: /Aashirvaad/ });
    wedge('TT000A0002');
    expect(await screen.findByText('Invalid tote TT000A0002 scanned')).toBeInTheDocument();
    wedge('tt000a0001');
    await waitFor(() => expect(location().search).toContain('tote=TT000A0001'));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Segregate to current tote' })).toBeEnabled());
    expect(screen.getByRole('button', { name: 'Close tote' })).toBeDisabled();
  });

  it('moves the list to the LM zones after "Confirm?"', async () => {
    render(atItems);
    const button = await screen.findByRole('button', { name: 'Move to LM zones (1)' });
    await waitFor(() => expect(button).toBeEnabled());
    fireEvent.click(button);
    const dialog = await screen.findByRole('dialog', { name: 'Confirm?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(server.callsOf(moveItemsToLmZones)).toHaveLength(1));
    expect(server.callsOf(moveItemsToLmZones)[0]!.params).toEqual({ hubId: 'HUB-BLR-01', zone: 'STAGING-01', id: SESSION });
  });

  it('v2 works tote by tote: the items show once a tote is chosen', async () => {
    render('/v2/hubs/HUB-BLR-01/zoneMovement?zone=STAGING-01');
    expect(await screen.findByText('Scan a tote of this zone to start')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Aashirvaad/ })).toBeNull();
    // The hint shows at once; the zone's totes once its list is read.
    fireEvent.click(await screen.findByText('TT000A0001 (4)'));
    expect(await screen.findByRole('button', { name: /Aashirvaad/ })).toBeInTheDocument();
  });
});

describe('ZoneMovementPage: step 3, item detail', () => {
  it('"Move to tote" is on; with no tote "Move all" asks for one (tote-scan dialog tags it), then "Confirm?" moves into it', async () => {
    render(atItem);
    expect(await screen.findByRole('switch', { name: 'Move to tote' })).toBeChecked();
    expect(screen.getByText('none')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Move all (4)' }));
    const confirm = await screen.findByRole('dialog', { name: 'Confirm?' });
    expect(within(confirm).getByText('Confirm moving 4 x Aashirvaad Atta 5 kg to LM-BLR-01')).toBeInTheDocument();
    fireEvent.click(within(confirm).getByRole('button', { name: 'Confirm' }));
    const scan = await screen.findByRole('dialog', { name: 'Scan tote for LM-BLR-01' });
    fireEvent.change(within(scan).getByLabelText('Tote ID'), { target: { value: 'tt000a-0005' } });
    fireEvent.click(within(scan).getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(server.callsOf(moveZoneItems)).toHaveLength(1));
    expect(server.callsOf(tagToteToZone)[0]!.params).toMatchObject({ tote: 'TT000A0005', zone: 'LM-BLR-01' });
    expect(server.callsOf(moveZoneItems)[0]).toMatchObject({
      query: { moveToTote: true, activityId: SESSION },
      body: { itemId: 'LIBLR000000001', sourceZoneId: 'STAGING-01', associationDetail: [{ entityId: 'LM-BLR-01', units: 4, toteId: 'TT000A0005' }] },
    });
    expect(await screen.findByText('4 / 4', { selector: '[data-item-progress]' })).toBeInTheDocument();
  });

  it('Switch tote tags the scanned tote to the card zone and shows it; a scanned tote of the zone opens "Confirm?"', async () => {
    render(atItem);
    fireEvent.click(await screen.findByRole('button', { name: 'Switch tote' }));
    const scan = await screen.findByRole('dialog', { name: 'Scan tote for LM-BLR-01' });
    fireEvent.change(within(scan).getByLabelText('Tote ID'), { target: { value: 'TT000A0007' } });
    fireEvent.click(within(scan).getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('TT000A0007')).toBeInTheDocument();
    wedge('TT000A0009');
    const confirm = await screen.findByRole('dialog', { name: 'Confirm?' });
    fireEvent.click(within(confirm).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(server.callsOf(moveZoneItems)).toHaveLength(1));
    expect(server.callsOf(moveZoneItems)[0]!.body.associationDetail[0]).toMatchObject({ units: 4, toteId: 'TT000A0009' });
    // A repeat of an accepted scan is refused (000 §5: duplicates rejected).
    wedge('tt000a0009');
    expect(await screen.findByText('Duplicate Scan.')).toBeInTheDocument();
  });

  it('an invalid tote scan says "Invalid tote {toteId} scanned"; with "Move to tote" off units move loose and Switch tote hides', async () => {
    render(atItem);
    await screen.findByRole('switch', { name: 'Move to tote' });
    wedge('TT000A0003');
    expect(await screen.findByText('Invalid tote TT000A0003 scanned')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('switch', { name: 'Move to tote' }));
    expect(screen.queryByRole('button', { name: 'Switch tote' })).toBeNull();
    wedge('LM-BLR-01');
    fireEvent.click(within(await screen.findByRole('dialog', { name: 'Confirm?' })).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(server.callsOf(moveZoneItems)).toHaveLength(1));
    expect(server.callsOf(moveZoneItems)[0]).toMatchObject({ query: { moveToTote: false }, body: { associationDetail: [{ units: 4, toteId: null }] } });
  });

  it('shows the server refusals ("Partial Movement Not allowed", "Failed to update units") and refetches the item', async () => {
    server.add(on(moveZoneItems, () => ({ status: 409, error: { message: 'Partial Movement Not allowed' } })));
    render(atItem);
    await screen.findByRole('switch', { name: 'Move to tote' });
    fireEvent.click(screen.getByRole('switch', { name: 'Move to tote' }));
    fireEvent.click(screen.getByRole('button', { name: 'Move all (4)' }));
    fireEvent.click(within(await screen.findByRole('dialog', { name: 'Confirm?' })).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Partial Movement Not allowed')).toBeInTheDocument();
    await waitFor(() => expect(server.callsOf(getZoneMovementItem).length).toBeGreaterThan(1));
  });

  it('says "An error occured. Please try again." (spec 000 §8 "Generic") when a refused move says nothing readable', async () => {
    server.add(on(moveZoneItems, () => ({ status: 500 })));
    render(atItem);
    await screen.findByRole('switch', { name: 'Move to tote' });
    fireEvent.click(screen.getByRole('switch', { name: 'Move to tote' }));
    fireEvent.click(screen.getByRole('button', { name: 'Move all (4)' }));
    fireEvent.click(within(await screen.findByRole('dialog', { name: 'Confirm?' })).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('An error occured. Please try again.')).toBeInTheDocument();
  });

  it('the discrepancy slide-up needs reasons that add up to the units not moved, then saves them', async () => {
    render(atItem);
    await screen.findByRole('switch', { name: 'Move to tote' });
    fireEvent.click(screen.getByRole('switch', { name: 'Move to tote' }));
    fireEvent.click(screen.getByRole('button', { name: 'Decrease Units for LM-BLR-01' }));
    fireEvent.click(screen.getByRole('button', { name: 'Edit discrepancy' }));
    const panel = await screen.findByRole('dialog', { name: 'Edit LM-BLR-01' });
    expect(within(panel).getByText('Missing: 1')).toBeInTheDocument();
    fireEvent.click(within(panel).getByRole('button', { name: 'Save' }));
    expect(await within(panel).findByRole('alert')).toBeInTheDocument();
    fireEvent.change(within(panel).getByLabelText('Qty'), { target: { value: '1' } });
    fireEvent.change(within(panel).getByLabelText('Reason 1'), { target: { value: 'Item damaged' } });
    fireEvent.click(within(panel).getByRole('button', { name: 'Save' }));
    fireEvent.click(within(await screen.findByRole('dialog', { name: 'Confirm?' })).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(server.callsOf(moveZoneItems)).toHaveLength(1));
    expect(server.callsOf(moveZoneItems)[0]!.body.associationDetail[0]).toMatchObject({ units: 3, discrepancyReasons: [{ qty: 1, comment: 'Item damaged' }] });
  });

  it('lists the sister SKUs of the order on request', async () => {
    render(atItem);
    fireEvent.click(await screen.findByRole('button', { name: 'Sister SKUs' }));
    expect(await screen.findByText(/Tata Salt 1 kg × 2/)).toBeInTheDocument();
    expect(server.callsOf(fetchSisterSkusForItem)[0]!.params).toEqual({ itemId: 'LIBLR000000001', orderId: 'ORD-1' });
  });
});

describe('ZoneMovementPage: offline (the outbox, docs/adr/010)', () => {
  it('a tote tag and a move made without network are kept in order: "2 pending" on the item, replayed tag first with their keys', async () => {
    let up = false;
    const down = { networkError: true as const };
    const order: string[] = [];
    server.add(
      on(tagToteToZone, ({ params }) => {
        order.push(`tag ${up ? 'up' : 'down'}`);
        return up ? { body: { successful: true as const, toteId: params.tote, zoneId: params.zone, movedFrom: null, alreadyTagged: false } } : down;
      }),
      on(moveZoneItems, () => {
        order.push(`move ${up ? 'up' : 'down'}`);
        return up ? { body: { message: 'Units moved successfully', item } } : down;
      }),
    );
    render(atItem);
    fireEvent.click(await screen.findByRole('button', { name: 'Move all (4)' }));
    fireEvent.click(within(await screen.findByRole('dialog', { name: 'Confirm?' })).getByRole('button', { name: 'Confirm' }));
    const scan = await screen.findByRole('dialog', { name: 'Scan tote for LM-BLR-01' });
    fireEvent.change(within(scan).getByLabelText('Tote ID'), { target: { value: 'TT000A0005' } });
    fireEvent.click(within(scan).getByRole('button', { name: 'Submit' }));
    // The tag is kept, the dialog closes with the tote chosen, and the move that uses it is kept after it.
    const line = await waitFor(() => {
      const el = document.querySelector<HTMLElement>('[data-outbox-line="LIBLR000000001"]');
      expect(el && within(el).queryByText('2 pending')).not.toBeNull();
      return el!;
    });
    expect(line).toBeInTheDocument();
    expect(await screen.findByText('Saved on this device. It will be sent when the network is back.')).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Scan tote for LM-BLR-01' })).toBeNull();
    up = true;
    const { getOutbox } = await import('@hub/shared/outbox');
    await act(() => getOutbox().retryNow());
    await waitFor(() => expect(document.querySelector('[data-outbox-line="LIBLR000000001"]')).toBeNull());
    // The move waited behind the tag (never sent before it), and went once the tag was through.
    expect(order).toEqual(['tag down', 'tag up', 'move up']);
    const tags = server.callsOf(tagToteToZone);
    expect(tags[1]!.idempotencyKey).toBe(tags[0]!.idempotencyKey);
    const [move] = server.callsOf(moveZoneItems);
    expect(move!.idempotencyKey).toBeTruthy();
    expect(move!.body.associationDetail[0]).toMatchObject({ units: 4, toteId: 'TT000A0005' });
  });

  it('a move replay the server refuses shows its message on the item card of the list, with Dismiss', async () => {
    let answer: 'down' | 'refuse' = 'down';
    server.add(on(moveZoneItems, () => (answer === 'down' ? { networkError: true } : { status: 409, error: { message: 'Failed to update units' } })));
    render(atItem);
    await screen.findByRole('switch', { name: 'Move to tote' });
    fireEvent.click(screen.getByRole('switch', { name: 'Move to tote' }));
    fireEvent.click(screen.getByRole('button', { name: 'Move all (4)' }));
    fireEvent.click(within(await screen.findByRole('dialog', { name: 'Confirm?' })).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('1 pending')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: '← Items' }));
    const card = await waitFor(() => {
      const el = document.querySelector<HTMLElement>('[data-outbox-line="LIBLR000000001"]');
      expect(el).not.toBeNull();
      return el!;
    });
    expect(within(card).getByText('1 pending')).toBeInTheDocument();
    answer = 'refuse';
    const { getOutbox } = await import('@hub/shared/outbox');
    await act(() => getOutbox().retryNow());
    expect(await screen.findByText('Refused: Failed to update units')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    await waitFor(() => expect(screen.queryByText('Refused: Failed to update units')).toBeNull());
  });
});
