import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useQuery } from '@tanstack/react-query';
import { correctZoneMovement, getReasonList, type MovementItem, REASON_LISTS } from '@hub/shared/contracts';
import { mockEndpoints, type MockRoute, type MockServer, on, renderWithProviders } from '@hub/shared/testing';
import { OutboxLineStatus } from '@hub/shared/outbox';
import { toast } from '@hub/shared/ui';
import { zoneMovementKeys, zoneMovementScope } from '../api/keys';
import { MovementCorrection } from './movement-correction';

const item = (moved: number, total = 5): MovementItem => ({
  itemId: 'LIBLR000000001',
  itemTitle: 'Aashirvaad Atta 5 kg',
  imageUrl: null,
  skuId: 'SKU00001',
  itemCategory: 'Staples',
  qty: total,
  pickedQty: moved,
  dispatchedQty: 0,
  pickingStatus: moved === 0 ? 'NOT_STARTED' : moved === total ? 'PICKED' : 'PARTIALLY_PICKED',
  hubOrgUnitId: 'HUB-BLR-01',
  enableMoveToteZone: true,
  associationDetail: [
    {
      id: 1,
      entityId: 'LM-BLR-01',
      associationType: 'ZONE',
      qty: total,
      pickedQty: moved,
      dispatchedQty: 0,
      pickingStatus: 'PARTIALLY_PICKED',
      dispatchStatus: 'NOT_STARTED',
      partialItemAttributed: false,
      toteAttachedToEntityId: 'TT000A0009',
      puDetails: null,
      discrepancyReasons: [],
    },
  ],
  discrepancyDetails: [],
  metaData: { hubOrgUnitId: 'HUB-BLR-01', spaId: 'STAGING-01', driverId: null, activityGroupId: 'STAGING-01' },
  orderId: 'ORD-1',
  sourceZoneId: 'STAGING-01',
  toteIdFilter: null,
});
const answer = (units: number, before: number) => ({
  message: 'Correction saved.',
  correctionId: 7,
  itemId: 'LIBLR000000001',
  units,
  fromValue: String(before),
  toValue: String(before - units),
  item: item(before - units),
});

let server: MockServer;
const world = (...overrides: MockRoute[]) => {
  server = mockEndpoints(
    ...overrides,
    on(getReasonList, ({ params }) => ({ body: { listKey: params.listKey, reasons: [...REASON_LISTS[params.listKey].defaults], retired: [] } })),
  );
};
beforeEach(() => world());
afterEach(() => act(() => toast.clean()));
afterEach(() => server.verify());

/** The item view's part that shows the cached detail's moved count, as MovementItemDetail reads it. */
function Moved() {
  const q = useQuery({ queryKey: zoneMovementKeys.item('HUB-BLR-01', 'STAGING-01', 'LIBLR000000001', null), queryFn: () => item(3), staleTime: Infinity });
  return <span data-testid="moved">{q.data?.pickedQty}</span>;
}
const render = (it: MovementItem = item(3)) =>
  renderWithProviders(
    <>
      <OutboxLineStatus scope={zoneMovementScope('HUB-BLR-01', 'STAGING-01')} line="LIBLR000000001" />
      <Moved />
      <MovementCorrection hubId="HUB-BLR-01" zoneId="STAGING-01" item={it} toteFilter={null} />
    </>,
  );
const openDialog = async () => {
  fireEvent.click(await screen.findByRole('button', { name: 'Undo / correct' }));
  return screen.findByRole('dialog', { name: 'Correct LIBLR000000001' });
};

describe('MovementCorrection (zone movement "Undo / correct")', () => {
  it('is not offered while nothing of the item is in its LM zone', () => {
    render(item(0));
    expect(screen.queryByRole('button', { name: 'Undo / correct' })).toBeNull();
  });

  it('takes units back with a CORRECTION reason and a note: the detail shows the new count and "Correction saved."', async () => {
    world(on(correctZoneMovement, ({ body }) => ({ body: answer(body.units, 3) })));
    render();
    const dialog = await openDialog();
    expect(within(dialog).getByText('3 moved to LM-BLR-01. Units taken back return to STAGING-01, loose.')).toBeInTheDocument();
    expect(within(dialog).getByText('At most 3.')).toBeInTheDocument();
    const reason = await within(dialog).findByRole('combobox', { name: /Reason/ });
    expect(
      within(reason)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Select a reason', 'Mis-scan', 'Double count', 'Wrong tote', 'Damaged on floor', 'Other']);
    fireEvent.click(within(dialog).getByRole('button', { name: /increase/i }));
    fireEvent.change(reason, { target: { value: 'WRONG_TOTE' } });
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Note (optional)' }), { target: { value: 'Wrong buyer' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Correction saved.')).toBeInTheDocument();
    const [call] = server.callsOf(correctZoneMovement);
    expect(call!.params).toEqual({ hubId: 'HUB-BLR-01', zoneId: 'STAGING-01' });
    expect(call!.body).toEqual({ itemId: 'LIBLR000000001', units: 2, reasonCode: 'WRONG_TOTE', note: 'Wrong buyer' });
    expect(call!.idempotencyKey).toBeTruthy();
    await waitFor(() => expect(screen.getByTestId('moved')).toHaveTextContent('1'));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Correct LIBLR000000001' })).toBeNull());
  });

  it("shows the server's refusal in the dialog and keeps it open", async () => {
    const text = 'These units are already quality checked in zone LM-BLR-01. Correct that first.';
    world(on(correctZoneMovement, () => ({ status: 409, error: { message: text } })));
    render();
    const dialog = await openDialog();
    fireEvent.change(await within(dialog).findByRole('combobox', { name: /Reason/ }), { target: { value: 'MIS_SCAN' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(text);
    expect(screen.getByRole('dialog', { name: 'Correct LIBLR000000001' })).toBeInTheDocument();
  });

  it('offline, the correction is kept on the device: the dialog closes, the line shows it pending, then it is sent once with its key', async () => {
    let up = false;
    world(on(correctZoneMovement, ({ body }) => (up ? { body: answer(body.units, 3) } : { networkError: true })));
    render();
    const dialog = await openDialog();
    fireEvent.change(await within(dialog).findByRole('combobox', { name: /Reason/ }), { target: { value: 'MIS_SCAN' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Correct LIBLR000000001' })).toBeNull());
    const line = await waitFor(() => {
      const el = document.querySelector<HTMLElement>('[data-outbox-line="LIBLR000000001"]');
      expect(el).not.toBeNull();
      return el!;
    });
    expect(within(line).getByText('1 pending')).toBeInTheDocument();
    up = true;
    const { getOutbox } = await import('@hub/shared/outbox');
    await act(() => getOutbox().retryNow());
    await waitFor(() => expect(document.querySelector('[data-outbox-line="LIBLR000000001"]')).toBeNull());
    const calls = server.callsOf(correctZoneMovement);
    expect(calls.length).toBeGreaterThanOrEqual(2);
    expect(new Set(calls.map((c) => c.idempotencyKey)).size).toBe(1);
  });
});
