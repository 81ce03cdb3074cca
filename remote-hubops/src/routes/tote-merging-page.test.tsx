import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getMergeTote, getMergeZones, getMergeZoneTotes, type MergeTote, mergeTote } from '@hub/shared/contracts';
import { mockEndpoints, on, renderWithProviders, wedgeKeys } from '@hub/shared/testing';
import { ToteMergingPage } from './tote-merging-page';

// Whole flows with several screens: a loaded machine (other engineers' builds) takes longer than jest's 5 s default.
jest.setTimeout(30_000);

const path = '/hubs/:hubId/toteMerging';
const route = '/hubs/HUB-BLR-01/toteMerging';

async function wedge(code: string) {
  await act(async () => wedgeKeys(code));
}

const cards = (name: string) =>
  within(screen.getByRole('list', { name }))
    .getAllByRole('listitem')
    .map((li) => li.textContent);

describe('Zone tote merging page', () => {
  it('zone, source, scanned destination, confirm: the merge is sent and the zone list comes back without the emptied source', async () => {
    let totes: MergeTote[] = [
      { toteId: 'TT000A0002', zoneId: 'LM-BLR-01', weightGm: 999, lines: 1, units: 2 },
      { toteId: 'TT000A0001', zoneId: 'LM-BLR-01', weightGm: 1050, lines: 2, units: 5 },
      { toteId: 'TT000A0003', zoneId: 'LM-BLR-01', weightGm: 12_000, lines: 3, units: 9 },
    ];
    const server = mockEndpoints(
      on(getMergeZones, () => ({
        body: {
          zones: [
            { zoneId: 'STAGING-01', toteCount: 2 },
            { zoneId: 'LM-BLR-01', toteCount: 3 },
          ],
        },
      })),
      on(getMergeZoneTotes, ({ params }) => ({ body: { zoneId: params.zoneId, totes } })),
      on(getMergeTote, ({ params }) => {
        const tote = totes.find((t) => t.toteId === params.toteId);
        if (!tote) return { status: 404, error: { message: `${params.toteId} not part of tote list` } };
        return {
          body: {
            tote,
            items: [{ itemId: 'LIBLR000000001', itemTitle: 'Tata Salt 1kg', units: 2, imageUrl: null }],
            suggestedTotes: [{ toteId: 'TT000A0003', weightGm: 12_000, lines: 3, units: 9 }],
          },
        };
      }),
      on(mergeTote, ({ params, body }) => {
        const source = totes.find((t) => t.toteId === params.toteId)!;
        totes = totes.filter((t) => t.toteId !== params.toteId).map((t) => (t.toteId === body.destinationToteId ? { ...t, units: t.units + source.units } : t));
        return {
          body: {
            message: `Merged ${params.toteId} into ${body.destinationToteId}`,
            source: { ...source, weightGm: 0, lines: 0, units: 0 },
            destination: totes.find((t) => t.toteId === body.destinationToteId)!,
            unitsMoved: source.units,
            linesMoved: source.lines,
          },
        };
      }),
    );
    const { location } = renderWithProviders(<ToteMergingPage />, { route, path, pilots: ['TOTE_MERGING'] });
    expect(await screen.findByText('Zones with at least 2 qualified totes')).toBeInTheDocument();
    await screen.findByText('LM-BLR-01');
    expect(cards('Zones')).toEqual(['LM-BLR-013 totes', 'STAGING-012 totes']);
    await userEvent.click(screen.getByRole('listitem', { name: 'Zone LM-BLR-01' }));

    expect(await screen.findByText('Scan a source tote to start merging')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Merge Totes · LM-BLR-01' })).toBeInTheDocument();
    await screen.findByText('TT000A0001');
    // Weights: gm below 1000, else kg with one decimal (000 §9).
    expect(cards('Source totes')).toEqual(['TT000A00012 lines · 5 units1.1 kg', 'TT000A00021 line · 2 units999 gm', 'TT000A00033 lines · 9 units12.0 kg']);
    await wedge('TT000A0009');
    expect(await screen.findByText('TT000A0009 not part of tote list')).toBeInTheDocument();
    await wedge('TT000A0002');
    expect(location().search).toBe('?zone=LM-BLR-01&tote=TT000A0002');

    expect(await screen.findByText('Tata Salt 1kg')).toBeInTheDocument();
    expect(screen.getByText('Scan a suggested destination tote')).toBeInTheDocument();
    await wedge('TT000A0001');
    expect(await screen.findByText('TT000A0001 not part of tote list')).toBeInTheDocument();
    await wedge('TT000A0003');
    expect(await screen.findByText('Move 2 units from TT000A0002 into TT000A0003?')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Merged TT000A0002 into TT000A0003')).toBeInTheDocument();
    expect(server.callsOf(mergeTote)[0]!.body).toEqual({ destinationToteId: 'TT000A0003' });
    await waitFor(() => expect(location().search).toBe('?zone=LM-BLR-01'));
    await screen.findByText('Scan a source tote to start merging');
    expect(await screen.findByText('11 units', { exact: false })).toBeInTheDocument();
    expect(screen.queryByText('TT000A0002')).toBeNull();
    server.verify();
  });

  it('shows "Failed to merge: {reason}" when the server refuses, and keeps the step', async () => {
    const source = { toteId: 'TT000A0002', zoneId: 'LM-BLR-01', weightGm: 500, lines: 1, units: 2 };
    const server = mockEndpoints(
      on(getMergeTote, () => ({ body: { tote: source, items: [], suggestedTotes: [{ toteId: 'TT000A0003', weightGm: 500, lines: 1, units: 1 }] } })),
      on(mergeTote, () => ({ status: 409, error: { message: 'Tote TT000A0002 has no items to merge' } })),
    );
    const { location } = renderWithProviders(<ToteMergingPage />, { route: `${route}?zone=LM-BLR-01&tote=TT000A0002`, path, pilots: ['TOTE_MERGING'] });
    await screen.findByText('Scan a suggested destination tote');
    await wedge('TT000A0003');
    await userEvent.click(await screen.findByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Failed to merge: Tote TT000A0002 has no items to merge')).toBeInTheDocument();
    expect(location().search).toBe('?zone=LM-BLR-01&tote=TT000A0002');
    server.verify();
  });

  it('says "No zones available." and "No totes available.", and "Failed to load data. Please retry." on a failed load', async () => {
    let server = mockEndpoints(on(getMergeZones, () => ({ body: { zones: [] } })));
    const first = renderWithProviders(<ToteMergingPage />, { route, path, pilots: ['TOTE_MERGING'] });
    expect(await screen.findByText('No zones available.')).toBeInTheDocument();
    server.verify();
    first.unmount();
    server = mockEndpoints(on(getMergeZoneTotes, () => ({ body: { zoneId: 'LM-BLR-01', totes: [] } })));
    const second = renderWithProviders(<ToteMergingPage />, { route: `${route}?zone=LM-BLR-01`, path, pilots: ['TOTE_MERGING'] });
    expect(await screen.findByText('No totes available.')).toBeInTheDocument();
    server.verify();
    second.unmount();
    server = mockEndpoints(on(getMergeZones, () => ({ status: 500, error: { message: 'db down' } })));
    renderWithProviders(<ToteMergingPage />, { route, path, pilots: ['TOTE_MERGING'] });
    expect(await screen.findByText('Failed to load data. Please retry.')).toBeInTheDocument();
    server.verify();
  });

  it('says why on a hub without the tote merging pilot', async () => {
    renderWithProviders(<ToteMergingPage />, { route: '/hubs/HUB-PUN-03/toteMerging', path, hubId: 'HUB-PUN-03', pilots: ['TOTE_IN_SCAN'] });
    expect(await screen.findByText('Tote merging is not enabled for this hub')).toBeInTheDocument();
  });

  it('a merge made without network is kept: back to the zone, both totes "1 pending"; a refused replay shows on the source, with Dismiss', async () => {
    const totes: MergeTote[] = [
      { toteId: 'TT000A0002', zoneId: 'LM-BLR-01', weightGm: 500, lines: 1, units: 2 },
      { toteId: 'TT000A0003', zoneId: 'LM-BLR-01', weightGm: 500, lines: 1, units: 1 },
    ];
    let answerWith: 'down' | 'refuse' = 'down';
    const server = mockEndpoints(
      on(getMergeZoneTotes, ({ params }) => ({ body: { zoneId: params.zoneId, totes } })),
      on(getMergeTote, () => ({ body: { tote: totes[0]!, items: [], suggestedTotes: [{ toteId: 'TT000A0003', weightGm: 500, lines: 1, units: 1 }] } })),
      on(mergeTote, () => (answerWith === 'down' ? { networkError: true } : { status: 409, error: { message: 'Tote TT000A0002 has no items to merge' } })),
    );
    const { location } = renderWithProviders(<ToteMergingPage />, { route: `${route}?zone=LM-BLR-01&tote=TT000A0002`, path, pilots: ['TOTE_MERGING'] });
    await screen.findByText('Scan a suggested destination tote');
    await wedge('TT000A0003');
    await userEvent.click(await screen.findByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Saved on this device. It will be sent when the network is back.')).toBeInTheDocument();
    await waitFor(() => expect(location().search).toBe('?zone=LM-BLR-01'));
    const line = (tote: string) => document.querySelector<HTMLElement>(`[data-outbox-line="${tote}"]`);
    // The list re-renders while the outbox settles (the zone's totes load after the navigation): each line is looked
    // up again inside the wait, never held across a render.
    await waitFor(() => expect(within(line('TT000A0002') ?? document.createElement('div')).getByText('1 pending')).toBeInTheDocument());
    await waitFor(() => expect(within(line('TT000A0003') ?? document.createElement('div')).getByText('1 pending')).toBeInTheDocument());
    expect(screen.queryByText(/Failed to merge/)).toBeNull();
    answerWith = 'refuse';
    const { getOutbox } = await import('@hub/shared/outbox');
    await act(() => getOutbox().retryNow());
    await waitFor(() =>
      expect(within(line('TT000A0002') ?? document.createElement('div')).getByText('Refused: Tote TT000A0002 has no items to merge')).toBeInTheDocument(),
    );
    const calls = server.callsOf(mergeTote);
    expect(calls).toHaveLength(2);
    expect(calls[1]!.idempotencyKey).toBe(calls[0]!.idempotencyKey);
    await userEvent.click(within(line('TT000A0002')!).getByRole('button', { name: 'Dismiss' }));
    await waitFor(() => expect(screen.queryByText('Refused: Tote TT000A0002 has no items to merge')).toBeNull());
  });
});
