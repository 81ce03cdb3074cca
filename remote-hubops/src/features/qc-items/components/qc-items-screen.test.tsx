import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import {
  completeZoneQc,
  correctQcDecision,
  fetchSisterSkusForItem,
  getReasonList,
  getQcItemList,
  QC_CHECK_ERROR_ITEMS,
  QC_MESSAGES,
  QC_PANEL_TIMEOUT_MS,
  REASON_LISTS,
  updateQcState,
  type ZoneQcItem,
} from '@hub/shared/contracts';
import { type MockRoute, mockEndpoints, type MockServer, on, renderWithProviders } from '@hub/shared/testing';
import { SLIDE_UP_TRANSITION_MS, toast } from '@hub/shared/ui';
import { QcItemsScreen } from './qc-items-screen';

const qcItem = (itemId: string, fields: Partial<ZoneQcItem> = {}): ZoneQcItem => ({
  itemId,
  orderId: `ORD-${itemId}`,
  itemTitle: `Title ${itemId}`,
  imageUrl: null,
  totalQty: 5,
  acceptedQty: 0,
  failedQty: 0,
  status: 'NOT_STARTED',
  fulfilmentArchetype: 'INTRACITY',
  isTote: false,
  isQcStatusChangeAllowed: true,
  associatedQcItems: [],
  scannedItems: 5,
  sisterSkuCount: 0,
  commentsFailed: [],
  ...fields,
});

let server: MockServer;
let items: ZoneQcItem[];
function world(...overrides: MockRoute[]) {
  server = mockEndpoints(
    ...overrides,
    on(getQcItemList, ({ params }) => ({
      body: { zoneId: params.zone, qcStatus: 'QC_PENDING' as const, itemsList: items, availableComments: ['Damaged packaging', 'Wrong SKU'] },
    })),
    on(updateQcState, ({ params, body }) => {
      const cur = items.find((i) => i.itemId === params.id)!;
      const item = {
        ...cur,
        acceptedQty: body.acceptedQty,
        failedQty: body.failedQty,
        commentsFailed: body.commentsFailed,
        status: body.failedQty > 0 ? ('FAILED' as const) : ('NOT_STARTED' as const),
      };
      items = items.map((i) => (i.itemId === item.itemId ? item : i));
      return { body: { item, zoneQcStatus: 'QC_PENDING' as const } };
    }),
  );
}
beforeEach(() => {
  items = [
    qcItem('LIBLR000000001'),
    qcItem('LIBLR000000002', { acceptedQty: 3, failedQty: 2, status: 'FAILED', commentsFailed: [{ comment: 'Wrong SKU', qty: 2 }], sisterSkuCount: 2 }),
  ];
  world();
});
afterEach(() => act(() => toast.clean()));
afterEach(() => server.verify());
afterEach(() => jest.useRealTimers());
const render = (type: 'QUALITY_CHECK' | 'ZONE_VISIBLITY' = 'QUALITY_CHECK') =>
  renderWithProviders(<QcItemsScreen hubId="HUB-BLR-01" zoneId="LM-BLR-01" type={type} userName="Vikram Singh" />);
const card = (id: string) => screen.findByRole('listitem', { name: `Item ${id}` });
const slider = () => screen.getByRole('slider');

describe('Zone QC items', () => {
  it('shows cards with two-digit counts, sister skus and the first failure comment; progress and a disabled slide while units remain', async () => {
    render();
    const c = within(await card('LIBLR000000002'));
    expect(c.getByText('ORD-LIBLR000000002')).toBeInTheDocument();
    expect(c.getByText('+2 sister SKUs')).toBeInTheDocument();
    expect(c.getByText(/Total Quantity: 05/)).toBeInTheDocument();
    expect(c.getByLabelText('Pending 0')).toHaveTextContent('Pending 00');
    expect(c.getByLabelText('Approved 3')).toHaveTextContent('Approved 03');
    expect(c.getByLabelText('Rejected 2')).toHaveTextContent('Rejected 02');
    expect(c.getByText('Wrong SKU').closest('[data-warning-chip]')).not.toBeNull();
    expect(screen.getByTestId('qc-progress')).toHaveTextContent('Rejected 02');
    expect(screen.getByTestId('qc-progress')).toHaveTextContent('05 / 10');
    expect(screen.getByText(QC_MESSAGES.slideToComplete)).toBeInTheDocument();
    fireEvent.keyDown(slider(), { key: 'End' });
    expect(server.calls.some((x) => x.endpoint === completeZoneQc)).toBe(false);
  });

  it('approves part and rejects the rest with a reason from the Pending tab', async () => {
    // Fake timers throughout (Testing Library's waits move them): the panel's delays are passed by moving the clock.
    jest.useFakeTimers();
    render();
    fireEvent.click(await card('LIBLR000000001'));
    const panel = await screen.findByRole('dialog', { name: 'Title LIBLR000000001' });
    expect(within(panel).getByRole('tab', { name: 'Pending (05)' })).toBeInTheDocument();
    fireEvent.change(within(panel).getByLabelText(QC_MESSAGES.approveQuestion), { target: { value: '3' } });
    expect(within(panel).getByText(QC_MESSAGES.rejectQuestion)).toBeInTheDocument();
    fireEvent.change(within(panel).getByLabelText('Reason 1'), { target: { value: 'Damaged packaging' } });
    fireEvent.change(within(panel).getByLabelText('Rejected quantity 1'), { target: { value: '2' } });
    fireEvent.click(within(panel).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('QC updated')).toBeInTheDocument();
    const call = server.calls.find((x) => x.endpoint === updateQcState)!;
    expect(call.body).toEqual({
      tab: 'PENDING',
      acceptedQty: 3,
      failedQty: 2,
      commentsFailed: [{ comment: 'Damaged packaging', qty: 2 }],
      previous: { acceptedQty: 0, commentsFailed: [] },
    });
    const c = within(await card('LIBLR000000001'));
    expect(c.getByLabelText('Rejected 2')).toBeInTheDocument();
    // Reopened right after the save, the panel starts fresh and stays open (not the closing state of the last one).
    const closingPanel = screen.getByRole('dialog', { name: 'Title LIBLR000000001' });
    await waitFor(() => expect(closingPanel).toHaveAttribute('data-slide-up-panel', 'closed'));
    fireEvent.click(await card('LIBLR000000001'));
    const again = await screen.findByRole('dialog', { name: 'Title LIBLR000000001' });
    // Past the last panel's closing delay and the clearing of a closed panel's content, moved on in steps so each
    // timer's effects (a close, then its clearing) run in turn.
    for (let left = QC_PANEL_TIMEOUT_MS + SLIDE_UP_TRANSITION_MS + 200; left > 0; left -= 50) act(() => void jest.advanceTimersByTime(50));
    expect(again).toBeInTheDocument();
    expect(again).toHaveAttribute('data-slide-up-panel', 'open');
    expect(within(again).getByRole('tab', { name: 'Rejected (02)' })).toBeInTheDocument();
  });

  it('moves a rejected quantity back to pending from the Rejected tab', async () => {
    render();
    fireEvent.click(await card('LIBLR000000002'));
    const panel = await screen.findByRole('dialog', { name: 'Title LIBLR000000002' });
    fireEvent.click(within(panel).getByRole('tab', { name: 'Rejected (02)' }));
    expect(within(panel).getByText(QC_MESSAGES.rejectedNote)).toBeInTheDocument();
    fireEvent.click(within(panel).getByRole('button', { name: 'Delete Wrong SKU' }));
    fireEvent.click(within(panel).getByRole('button', { name: 'Move to pending' }));
    await screen.findByText('QC updated');
    expect(server.calls.find((x) => x.endpoint === updateQcState)!.body).toMatchObject({ tab: 'REJECTED', acceptedQty: 3, failedQty: 0, commentsFailed: [] });
  });

  it("lists the item's sister SKUs on request", async () => {
    world(
      on(fetchSisterSkusForItem, ({ params }) => ({
        body: { itemId: params.itemId, orderId: params.orderId, items: [{ itemId: 'LIX', skuId: 'SKU1', itemTitle: 'Rice 5kg', imageUrl: null, qty: 3 }] },
      })),
    );
    render();
    fireEvent.click(await card('LIBLR000000002'));
    const panel = await screen.findByRole('dialog', { name: 'Title LIBLR000000002' });
    fireEvent.click(within(panel).getByRole('button', { name: 'Sister SKUs (02)' }));
    expect(await within(panel).findByText('Rice 5kg × 03')).toBeInTheDocument();
    expect(server.calls.find((x) => x.endpoint === fetchSisterSkusForItem)!.params).toEqual({ itemId: 'LIBLR000000002', orderId: 'ORD-LIBLR000000002' });
  });

  it('shows the Approved tab note and moves approved units back to pending', async () => {
    render();
    fireEvent.click(await card('LIBLR000000002'));
    const panel = await screen.findByRole('dialog', { name: 'Title LIBLR000000002' });
    fireEvent.click(within(panel).getByRole('tab', { name: 'Approved (03)' }));
    expect(within(panel).getByText('NOTE: Rejected items from approved will be sent back to pending.')).toBeInTheDocument();
    fireEvent.change(within(panel).getByLabelText('Approved quantity'), { target: { value: '1' } });
    fireEvent.click(within(panel).getByRole('button', { name: 'Move to pending' }));
    await screen.findByText('QC updated');
    expect(server.calls.find((x) => x.endpoint === updateQcState)!.body).toMatchObject({
      tab: 'APPROVED',
      acceptedQty: 1,
      failedQty: 2,
      commentsFailed: [{ comment: 'Wrong SKU', qty: 2 }],
    });
  });

  it('toasts "qc status change not allowed" for an intercity item, and lists a tote\'s orders and quantities', async () => {
    items = [
      qcItem('LIBLR000000003', { fulfilmentArchetype: 'INTERCITY', isQcStatusChangeAllowed: false }),
      qcItem('TT000A0001', {
        isTote: true,
        isQcStatusChangeAllowed: false,
        fulfilmentArchetype: 'INTERCITY',
        associatedQcItems: [{ itemId: 'LIX', orderId: 'ORD-9', itemTitle: 'Rice 5kg', qty: 4 }],
      }),
    ];
    render();
    fireEvent.click(await card('LIBLR000000003'));
    expect(await screen.findByText(QC_MESSAGES.statusChangeNotAllowed)).toBeInTheDocument();
    fireEvent.click(await screen.findByRole('listitem', { name: 'Tote TT000A0001' }));
    const table = await screen.findByRole('table', { name: 'Tote orders' });
    expect(within(table).getByText('ORD-9')).toBeInTheDocument();
    expect(within(table).getByText('04')).toBeInTheDocument();
  });

  it('a scan opens the item (first 14 characters); a scan of an intercity item is refused', async () => {
    items = [qcItem('LIBLR000000001'), qcItem('LIBLR000000003', { fulfilmentArchetype: 'INTERCITY', isQcStatusChangeAllowed: false })];
    render();
    await card('LIBLR000000001');
    fireEvent.click(screen.getByRole('button', { name: 'Scan' }));
    let dialog = await screen.findByRole('dialog', { name: 'Scan item' });
    fireEvent.change(within(dialog).getByLabelText('Scan or type code'), { target: { value: 'LIBLR000000003XYZ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText(QC_MESSAGES.statusChangeNotAllowed)).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Scan' }));
    dialog = await screen.findByRole('dialog', { name: 'Scan item' });
    fireEvent.change(within(dialog).getByLabelText('Scan or type code'), { target: { value: 'LIBLR000000001XYZ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Submit' }));
    expect(await screen.findByRole('dialog', { name: 'Title LIBLR000000001' })).toBeInTheDocument();
  });

  it('completes QC when nothing remains: "Great job" and the user\'s name', async () => {
    items = [qcItem('LIBLR000000001', { acceptedQty: 5, status: 'COMPLETED' })];
    world(
      on(completeZoneQc, () => ({
        body: {
          success: true,
          message: 'QC completed for zone LM-BLR-01',
          errorOrderIds: [],
          zoneQcStatus: 'QC_COMPLETE' as const,
          completedBy: 'Vikram Singh',
        },
      })),
    );
    render();
    await card('LIBLR000000001');
    fireEvent.keyDown(slider(), { key: 'End' });
    const dialog = await screen.findByRole('dialog', { name: QC_MESSAGES.greatJob });
    expect(within(dialog).getByTestId('qc-user-name')).toHaveTextContent('Vikram Singh');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Done' }));
  });

  it('shows "Please check following orders" with the message and the failing order ids', async () => {
    items = [qcItem('LIBLR000000001', { acceptedQty: 5, status: 'COMPLETED' })];
    world(
      on(completeZoneQc, () => ({
        body: { success: false, message: QC_CHECK_ERROR_ITEMS, errorOrderIds: ['ORD-1', 'ORD-2'], zoneQcStatus: 'QC_PENDING' as const, completedBy: null },
      })),
    );
    render();
    await card('LIBLR000000001');
    fireEvent.keyDown(slider(), { key: 'End' });
    const dialog = await screen.findByRole('dialog', { name: QC_MESSAGES.checkOrders });
    expect(within(dialog).getByText(QC_CHECK_ERROR_ITEMS)).toBeInTheDocument();
    expect(
      within(within(dialog).getByRole('list', { name: 'Failing orders' }))
        .getAllByRole('listitem')
        .map((l) => l.textContent),
    ).toEqual(['ORD-1', 'ORD-2']);
  });

  // Spec 000 §2 describes one "Zone QC items screen" for QUALITY_CHECK and ZONE_VISIBLITY, chosen by path: the
  // zone-visibility path gets the edit panel and "slide to complete QC" too (docs/areas/quality-check.md).
  it('zone visibility is the same screen: its items come from the ZONE_VISIBLITY list, the panel saves and the slide completes QC', async () => {
    world(
      on(completeZoneQc, () => ({
        body: {
          success: true,
          message: 'QC completed for zone LM-BLR-01',
          errorOrderIds: [],
          zoneQcStatus: 'QC_COMPLETE' as const,
          completedBy: 'Vikram Singh',
        },
      })),
    );
    render('ZONE_VISIBLITY');
    expect(screen.getByRole('heading', { name: 'Zone visibility' })).toBeInTheDocument();
    fireEvent.click(await card('LIBLR000000001'));
    expect(server.calls.find((x) => x.endpoint === getQcItemList)!.params).toEqual({ hubId: 'HUB-BLR-01', type: 'ZONE_VISIBLITY', zone: 'LM-BLR-01' });
    const panel = await screen.findByRole('dialog', { name: 'Title LIBLR000000001' });
    expect(within(panel).getByRole('tab', { name: 'Pending (05)' })).toBeInTheDocument();
    // While units remain, the slide does not complete.
    fireEvent.keyDown(slider(), { key: 'End' });
    expect(server.calls.some((x) => x.endpoint === completeZoneQc)).toBe(false);
    fireEvent.change(within(panel).getByLabelText(QC_MESSAGES.approveQuestion), { target: { value: '5' } });
    fireEvent.click(within(panel).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('QC updated')).toBeInTheDocument();
    expect(server.calls.find((x) => x.endpoint === updateQcState)!).toMatchObject({
      params: { hubId: 'HUB-BLR-01', zone: 'LM-BLR-01', id: 'LIBLR000000001' },
      body: { tab: 'PENDING', acceptedQty: 5, failedQty: 0, commentsFailed: [] },
    });
    await waitFor(() => expect(panel).toHaveAttribute('data-slide-up-panel', 'closed'));
    fireEvent.keyDown(slider(), { key: 'End' });
    const dialog = await screen.findByRole('dialog', { name: QC_MESSAGES.greatJob });
    expect(within(dialog).getByTestId('qc-user-name')).toHaveTextContent('Vikram Singh');
    expect(server.calls.filter((x) => x.endpoint === completeZoneQc)).toHaveLength(1);
  });

  it('says "There are no items in the zone." and "Failed to load data. Please retry."', async () => {
    items = [];
    const { unmount } = render();
    expect(await screen.findByText(QC_MESSAGES.noItems)).toBeInTheDocument();
    unmount();
    server.verify();
    server = mockEndpoints(on(getQcItemList, () => ({ status: 500, error: { message: 'boom' } })));
    render();
    expect(await screen.findByText(QC_MESSAGES.loadFailed)).toBeInTheDocument();
  });
});

describe('Zone QC items: corrections (issue 34)', () => {
  it('"Undo / correct" in the panel reverses approved units with a reason: the panel closes and the card shows the answer', async () => {
    world(
      on(getReasonList, ({ params }) => ({ body: { listKey: params.listKey, reasons: [...REASON_LISTS[params.listKey].defaults], retired: [] } })),
      on(correctQcDecision, ({ body }) => {
        const cur = items.find((i) => i.itemId === body.itemId)!;
        const item = { ...cur, acceptedQty: cur.acceptedQty - body.units };
        return {
          body: {
            message: 'Correction saved.',
            correctionId: 1,
            itemId: body.itemId,
            units: body.units,
            fromValue: body.from,
            toValue: body.to,
            item,
            zoneQcStatus: 'QC_PENDING' as const,
          },
        };
      }),
    );
    render();
    // Nothing decided yet: no action on that item's panel.
    fireEvent.click(await card('LIBLR000000001'));
    const first = await screen.findByRole('dialog', { name: 'Title LIBLR000000001' });
    expect(within(first).queryByRole('button', { name: 'Undo / correct' })).toBeNull();
    fireEvent.click(within(first).getByRole('button', { name: QC_MESSAGES.cancel }));
    await waitFor(() => expect(first).toHaveAttribute('data-slide-up-panel', 'closed'));
    fireEvent.click(await card('LIBLR000000002'));
    const panel = await screen.findByRole('dialog', { name: 'Title LIBLR000000002' });
    fireEvent.click(within(panel).getByRole('button', { name: 'Undo / correct' }));
    const dialog = await screen.findByRole('dialog', { name: 'Correct LIBLR000000002' });
    fireEvent.change(await within(dialog).findByRole('combobox', { name: /^Reason/ }), { target: { value: 'MIS_SCAN' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Correction saved.')).toBeInTheDocument();
    expect(server.callsOf(correctQcDecision)[0]!.body).toEqual({ itemId: 'LIBLR000000002', units: 1, from: 'ACCEPTED', to: 'PENDING', reasonCode: 'MIS_SCAN' });
    await waitFor(() => expect(panel).toHaveAttribute('data-slide-up-panel', 'closed'));
    const c = within(await card('LIBLR000000002'));
    expect(c.getByLabelText('Approved 2')).toHaveTextContent('Approved 02');
  });
});
