import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type CoupledTotesResponse, getCoupledTotes, type InscanTote, inscanCoupledTote } from '@hub/shared/contracts';
import { mockEndpoints, on, renderWithProviders, wedgeKeys } from '@hub/shared/testing';
import { ToteInscanPage } from './tote-inscan-page';

// Whole flows with several screens: a loaded machine (other engineers' builds) takes longer than jest's 5 s default.
jest.setTimeout(30_000);

const path = '/hubs/:hubId/toteInscan';
const route = '/hubs/HUB-BLR-01/toteInscan';

const tote = (toteId: string, zoneId: string, routeBatch: InscanTote['routeBatch'], scanned = false): InscanTote => ({
  toteId,
  zoneId,
  scanned,
  routeBatch,
  associations: [{ itemId: `LI${toteId}`, itemTitle: `Item of ${toteId}`, qty: 2 }],
  scannedBy: scanned ? 'hub.exec@demo.hub' : null,
  scannedAt: scanned ? '2026-11-21T05:00:00.000Z' : null,
});

/** The list answer of a batch, as the server filters it (MORNING takes the totes without a batch). */
function answer(all: InscanTote[], batch: 'MORNING' | 'AFTERNOON' | undefined, opts: { batching?: boolean; minute?: number } = {}): CoupledTotesResponse {
  const batching = opts.batching ?? true;
  const inBatch = (t: InscanTote) => !batching || !batch || (t.routeBatch ?? 'MORNING') === batch;
  return {
    routeBatching: batching,
    routeBatch: batching ? (batch ?? null) : null,
    hubMinuteOfDay: opts.minute ?? 660,
    afternoonStartMinute: 600,
    morningPendingCount: all.filter((t) => !t.scanned && (t.routeBatch ?? 'MORNING') === 'MORNING').length,
    totes: all.filter(inBatch),
  };
}

/** A hardware scanner: the code's keys and Enter in one burst on the page. */
async function wedge(code: string) {
  await act(async () => wedgeKeys(code));
}

const listed = () =>
  within(screen.getByRole('list', { name: 'Totes to in-scan' }))
    .getAllByRole('listitem')
    .map((li) => li.getAttribute('data-inscan-tote'));

describe('Tote in-scan page', () => {
  it('lists the totes still to scan; a scan in-scans the tote and the dialog names its zone', async () => {
    const totes = [tote('TT000J0002', 'LM-BLR-02', null), tote('TT000J0001', 'LM-BLR-01', 'MORNING'), tote('TT000J0009', 'LM-BLR-03', 'MORNING', true)];
    const server = mockEndpoints(
      on(getCoupledTotes, ({ query }) => ({ body: answer(totes, query.routeBatch) })),
      on(inscanCoupledTote, ({ body }) => {
        const t = totes.find((x) => x.toteId === body.toteId)!;
        t.scanned = true;
        return {
          body: { toteId: t.toteId, zoneId: t.zoneId, message: '', scannedBy: 'hub.exec@demo.hub', scannedAt: '2026-11-21T06:00:00.000Z' },
        };
      }),
    );
    renderWithProviders(<ToteInscanPage />, { route, path, pilots: ['TOTE_IN_SCAN', 'DOUBLE_DISPATCH'] });
    await screen.findByText('TT000J0001');
    expect(listed()).toEqual(['TT000J0001', 'TT000J0002']);
    expect(screen.getByText('2 totes to in-scan')).toBeInTheDocument();

    await wedge('tt000-j0001');
    expect(await screen.findByText('In-scan successful, please move the tote to zone: LM-BLR-01')).toBeInTheDocument();
    expect(server.callsOf(inscanCoupledTote)[0]!.body).toEqual({
      toteId: 'TT000J0001',
      associations: [{ itemId: 'LITT000J0001', qty: 2 }],
      routeBatch: 'MORNING',
      scanType: 'SCAN',
    });
    await userEvent.click(screen.getByRole('button', { name: 'OK' }));
    expect(listed()).toEqual(['TT000J0002']);
    server.verify();
  });

  it('refuses a repeat, a tote in no list and a tote of the other batch with the spec texts, without calling the server', async () => {
    const totes = [tote('TT000J0001', 'LM-BLR-01', 'MORNING', true), tote('TT000J0004', 'LM-BLR-04', 'AFTERNOON')];
    const server = mockEndpoints(on(getCoupledTotes, ({ query }) => ({ body: answer(totes, query.routeBatch) })));
    renderWithProviders(<ToteInscanPage />, { route, path, pilots: ['TOTE_IN_SCAN', 'DOUBLE_DISPATCH'] });
    expect(await screen.findByText('No totes to in-scan.')).toBeInTheDocument();
    await wedge('TT000J0001');
    expect(await screen.findByText('Duplicate scan')).toBeInTheDocument();
    await wedge('TT000Z0001');
    expect(await screen.findByText('TT000Z0001 not part of tote list')).toBeInTheDocument();
    await wedge('TT000J0004');
    expect(await screen.findByText('TT000J0004 not part of Morning batch')).toBeInTheDocument();
    expect(server.callsOf(inscanCoupledTote)).toHaveLength(0);
    server.verify();
  });

  it('shows "Failed to in-scan: {reason}" when the server refuses', async () => {
    const totes = [tote('TT000J0001', 'LM-BLR-01', null)];
    const server = mockEndpoints(
      on(getCoupledTotes, ({ query }) => ({ body: answer(totes, query.routeBatch, { batching: false }) })),
      on(inscanCoupledTote, () => ({ status: 409, error: { message: 'Duplicate scan' } })),
    );
    renderWithProviders(<ToteInscanPage />, { route, path, pilots: ['TOTE_IN_SCAN'] });
    await screen.findByText('TT000J0001');
    // Without route batching there is no switch.
    expect(screen.queryByRole('radiogroup', { name: 'Route batch' })).toBeNull();
    await wedge('TT000J0001');
    expect(await screen.findByText('Failed to in-scan: Duplicate scan')).toBeInTheDocument();
    expect(server.callsOf(inscanCoupledTote)[0]!.body.routeBatch).toBeUndefined();
    server.verify();
  });

  it('refuses the afternoon switch before 10 AM while morning totes wait, and allows it from 10 AM', async () => {
    const totes = [tote('TT000J0001', 'LM-BLR-01', 'MORNING'), tote('TT000J0004', 'LM-BLR-04', 'AFTERNOON')];
    let minute = 599;
    const server = mockEndpoints(on(getCoupledTotes, ({ query }) => ({ body: answer(totes, query.routeBatch, { minute }) })));
    const { queryClient, unmount } = renderWithProviders(<ToteInscanPage />, { route, path, pilots: ['TOTE_IN_SCAN', 'DOUBLE_DISPATCH'] });
    await screen.findByText('TT000J0001');
    await userEvent.click(screen.getByText('Afternoon'));
    expect(await screen.findByText('Cannot switch to afternoon batch before 10 AM')).toBeInTheDocument();
    expect(listed()).toEqual(['TT000J0001']);
    unmount();
    queryClient.clear();
    minute = 600;
    renderWithProviders(<ToteInscanPage />, { route, path, pilots: ['TOTE_IN_SCAN', 'DOUBLE_DISPATCH'] });
    await screen.findByText('TT000J0001');
    await userEvent.click(screen.getByText('Afternoon'));
    expect(await screen.findByText('TT000J0004')).toBeInTheDocument();
    expect(listed()).toEqual(['TT000J0004']);
    server.verify();
  });

  it('words a failed list as "Error fetching totes list: {reason}"', async () => {
    const server = mockEndpoints(on(getCoupledTotes, () => ({ status: 500, error: { message: 'db down' } })));
    renderWithProviders(<ToteInscanPage />, { route, path, pilots: ['TOTE_IN_SCAN'] });
    expect(await screen.findByText('Error fetching totes list: db down')).toBeInTheDocument();
    server.verify();
  });

  it('says why on a hub without the tote in-scan pilot', async () => {
    renderWithProviders(<ToteInscanPage />, { route: '/hubs/HUB-HYD-02/toteInscan', path, hubId: 'HUB-HYD-02', pilots: [] });
    expect(await screen.findByText('Tote in-scan is not enabled for this hub')).toBeInTheDocument();
  });

  it('an in-scan whose request fails for network reasons is kept: accepted, "1 pending" on the tote, replayed with the same key', async () => {
    const totes = [tote('TT000J0001', 'LM-BLR-01', 'MORNING'), tote('TT000J0002', 'LM-BLR-02', 'MORNING')];
    let up = false;
    const server = mockEndpoints(
      on(getCoupledTotes, ({ query }) => ({ body: answer(totes, query.routeBatch) })),
      on(inscanCoupledTote, ({ body }) => {
        if (!up) return { networkError: true };
        totes.find((x) => x.toteId === body.toteId)!.scanned = true;
        return { body: { toteId: body.toteId, zoneId: 'LM-BLR-01', message: '', scannedBy: 'hub.exec@demo.hub', scannedAt: '2026-11-21T06:00:00.000Z' } };
      }),
    );
    renderWithProviders(<ToteInscanPage />, { route, path, pilots: ['TOTE_IN_SCAN', 'DOUBLE_DISPATCH'] });
    await screen.findByText('TT000J0001');
    await wedge('TT000J0001');
    expect(await screen.findByText('Saved on this device. It will be sent when the network is back.')).toBeInTheDocument();
    const card = () => document.querySelector<HTMLElement>('[data-inscan-tote="TT000J0001"]');
    await waitFor(() => expect(within(card()!).getByText('1 pending')).toBeInTheDocument());
    expect(screen.queryByText(/Failed to in-scan/)).not.toBeInTheDocument();
    up = true;
    const { getOutbox } = await import('@hub/shared/outbox');
    await act(() => getOutbox().retryNow());
    // Replayed once with the scan's key; the list is read again and the tote has left it.
    await waitFor(() => expect(card()).toBeNull());
    const calls = server.callsOf(inscanCoupledTote);
    expect(calls).toHaveLength(2);
    expect(calls[0]!.idempotencyKey).toBeTruthy();
    expect(calls[1]!.idempotencyKey).toBe(calls[0]!.idempotencyKey);
    expect(listed()).toEqual(['TT000J0002']);
  });

  it('a replay the server refuses shows its message on the tote, even when the tote has left the list, with Dismiss', async () => {
    const totes = [tote('TT000J0001', 'LM-BLR-01', 'MORNING'), tote('TT000J0002', 'LM-BLR-02', 'MORNING')];
    let answerWith: 'down' | 'refuse' = 'down';
    mockEndpoints(
      on(getCoupledTotes, ({ query }) => ({ body: answer(totes, query.routeBatch) })),
      on(inscanCoupledTote, () => (answerWith === 'down' ? { networkError: true } : { status: 409, error: { message: 'Duplicate scan' } })),
    );
    renderWithProviders(<ToteInscanPage />, { route, path, pilots: ['TOTE_IN_SCAN', 'DOUBLE_DISPATCH'] });
    await screen.findByText('TT000J0001');
    await wedge('TT000J0001');
    expect(await screen.findByText('1 pending')).toBeInTheDocument();
    // Meanwhile another operator in-scanned it: the server refuses the replay, and the list no longer has the tote.
    totes[0]!.scanned = true;
    answerWith = 'refuse';
    const { getOutbox } = await import('@hub/shared/outbox');
    await act(() => getOutbox().retryNow());
    const other = await screen.findByRole('group', { name: 'Other in-scans saved on this device' });
    expect(within(other).getByText('Tote TT000J0001')).toBeInTheDocument();
    expect(within(other).getByText('Refused: Duplicate scan')).toBeInTheDocument();
    expect(listed()).toEqual(['TT000J0002']);
    await userEvent.click(within(other).getByRole('button', { name: 'Dismiss' }));
    await waitFor(() => expect(screen.queryByRole('group', { name: 'Other in-scans saved on this device' })).toBeNull());
  });
});
