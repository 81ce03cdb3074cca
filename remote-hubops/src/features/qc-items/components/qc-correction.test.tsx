import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { correctQcDecision, getReasonList, REASON_LISTS, type ZoneQcItem } from '@hub/shared/contracts';
import { mockEndpoints, type MockRoute, type MockServer, on, renderWithProviders } from '@hub/shared/testing';
import { toast } from '@hub/shared/ui';
import { QcCorrection } from './qc-correction';

const qcItem = (fields: Partial<ZoneQcItem> = {}): ZoneQcItem => ({
  itemId: 'LIBLR000000002',
  orderId: 'ORD-2',
  itemTitle: 'Tata Salt',
  imageUrl: null,
  totalQty: 6,
  acceptedQty: 3,
  failedQty: 2,
  status: 'FAILED',
  fulfilmentArchetype: 'INTRACITY',
  isTote: false,
  isQcStatusChangeAllowed: true,
  associatedQcItems: [],
  scannedItems: 6,
  sisterSkuCount: 0,
  commentsFailed: [{ comment: 'Wrong SKU', qty: 2 }],
  ...fields,
});

let server: MockServer;
const world = (...overrides: MockRoute[]) => {
  server = mockEndpoints(
    ...overrides,
    on(getReasonList, ({ params }) => ({ body: { listKey: params.listKey, reasons: [...REASON_LISTS[params.listKey].defaults], retired: [] } })),
  );
};
const saved = (over: Partial<ZoneQcItem>) =>
  on(correctQcDecision, ({ body }) => ({
    body: {
      message: 'Correction saved.',
      correctionId: 9,
      itemId: body.itemId,
      units: body.units,
      fromValue: body.from,
      toValue: body.to,
      item: qcItem(over),
      zoneQcStatus: 'QC_PENDING' as const,
    },
  }));
beforeEach(() => world());
afterEach(() => act(() => toast.clean()));
afterEach(() => server.verify());

const render = (item = qcItem(), onDone = jest.fn()) => {
  renderWithProviders(<QcCorrection hubId="HUB-BLR-01" zoneId="LM-BLR-01" item={item} failureReasons={['Damaged packaging', 'Wrong SKU']} onDone={onDone} />);
  return onDone;
};
const openDialog = async () => {
  fireEvent.click(await screen.findByRole('button', { name: 'Undo / correct' }));
  return screen.findByRole('dialog', { name: 'Correct LIBLR000000002' });
};
const pickReason = async (dialog: HTMLElement, code = 'MIS_SCAN') =>
  fireEvent.change(await within(dialog).findByRole('combobox', { name: /^Reason/ }), { target: { value: code } });

describe('QcCorrection (QC panel "Undo / correct")', () => {
  it('is not offered while nothing of the item is decided', () => {
    render(qcItem({ acceptedQty: 0, failedQty: 0, commentsFailed: [], status: 'NOT_STARTED' }));
    expect(screen.queryByRole('button', { name: 'Undo / correct' })).toBeNull();
  });

  it('sends approved units back to pending by default, with the reason; the panel is told it is done', async () => {
    world(saved({ acceptedQty: 1 }));
    const onDone = render();
    const dialog = await openDialog();
    expect(within(dialog).getByRole('radio', { name: 'Approved units (3)' })).toBeChecked();
    expect(within(dialog).getByRole('radio', { name: 'Pending' })).toBeChecked();
    expect(within(dialog).getByText('At most 3.')).toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole('button', { name: /increase/i }));
    await pickReason(dialog);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Correction saved.')).toBeInTheDocument();
    const [call] = server.callsOf(correctQcDecision);
    expect(call!.params).toEqual({ hubId: 'HUB-BLR-01', zone: 'LM-BLR-01' });
    expect(call!.body).toEqual({ itemId: 'LIBLR000000002', units: 2, from: 'ACCEPTED', to: 'PENDING', reasonCode: 'MIS_SCAN' });
    expect(call!.idempotencyKey).toBeTruthy();
    await waitFor(() => expect(onDone).toHaveBeenCalled());
  });

  it('moves rejected units to the approved side', async () => {
    world(saved({ acceptedQty: 4, failedQty: 1 }));
    render();
    const dialog = await openDialog();
    fireEvent.click(within(dialog).getByRole('radio', { name: 'Rejected units (2)' }));
    expect(within(dialog).getByText('At most 2.')).toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole('radio', { name: 'Approved units' }));
    await pickReason(dialog, 'DOUBLE_COUNT');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await screen.findByText('Correction saved.');
    expect(server.callsOf(correctQcDecision)[0]!.body).toEqual({
      itemId: 'LIBLR000000002',
      units: 1,
      from: 'FAILED',
      to: 'ACCEPTED',
      reasonCode: 'DOUBLE_COUNT',
    });
  });

  it('asks for a rejection reason before sending approved units to the rejected side, then sends it', async () => {
    world(saved({ acceptedQty: 2, failedQty: 3 }));
    render();
    const dialog = await openDialog();
    fireEvent.click(within(dialog).getByRole('radio', { name: 'Rejected units' }));
    await pickReason(dialog);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Pick a rejection reason for the units you reject.');
    expect(server.callsOf(correctQcDecision)).toHaveLength(0);
    fireEvent.change(within(dialog).getByRole('combobox', { name: /Rejection reason/ }), { target: { value: 'Damaged packaging' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await screen.findByText('Correction saved.');
    expect(server.callsOf(correctQcDecision)[0]!.body).toEqual({
      itemId: 'LIBLR000000002',
      units: 1,
      from: 'ACCEPTED',
      to: 'FAILED',
      failureComment: 'Damaged packaging',
      reasonCode: 'MIS_SCAN',
    });
  });

  it("shows the server's refusal in the dialog and keeps it open", async () => {
    const text = 'This is closed. Only a hub manager can correct it now.';
    world(on(correctQcDecision, () => ({ status: 403, error: { message: text } })));
    const onDone = render();
    const dialog = await openDialog();
    await pickReason(dialog);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(text);
    expect(onDone).not.toHaveBeenCalled();
  });

  it('offline, the correction is kept on the device and the panel is told it is done', async () => {
    world(on(correctQcDecision, () => ({ networkError: true })));
    const onDone = render();
    const dialog = await openDialog();
    await pickReason(dialog);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Correct LIBLR000000002' })).toBeNull());
    const { getOutbox } = await import('@hub/shared/outbox');
    expect(
      getOutbox()
        .snapshot()
        .entries.map((e) => e.endpoint),
    ).toContain('correctQcDecision');
  });
});
