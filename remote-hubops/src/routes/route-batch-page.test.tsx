import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getPendingRouteBatches, getRouteBatchInfo, mapRouteBatches, type RouteBatchRow } from '@hub/shared/contracts';
import { mockEndpoints, on, renderWithProviders } from '@hub/shared/testing';
import { RouteBatchPage } from './route-batch-page';

const path = '/hubs/:hubId/routeBatchMgt';
const route = '/hubs/HUB-BLR-01/routeBatchMgt';
const info = (minute: number, routes: RouteBatchRow[]) => ({
  body: { batchDate: '2026-01-01', routes, hubMinuteOfDay: minute, afternoonStartMinute: 600, afternoonEndMinute: 1140 },
});

describe('Route batch page', () => {
  it('maps the unbatched routes until "All batches have been submitted"', async () => {
    let pending: RouteBatchRow[] = [
      { routeName: 'ROUTE-BLR-01', zoneId: 'LM-BLR-01', routeBatch: null },
      { routeName: 'ROUTE-BLR-04', zoneId: 'LM-BLR-04', routeBatch: null },
    ];
    const server = mockEndpoints(
      on(getPendingRouteBatches, () => ({ body: { routes: pending } })),
      on(getRouteBatchInfo, () => info(660, pending)),
      on(mapRouteBatches, (call) => {
        pending = pending.filter((p) => !call.body.routes.some((r) => r.routeName === p.routeName));
        return { body: { mapped: call.body.routes.length, pendingCount: pending.length } };
      }),
    );
    renderWithProviders(<RouteBatchPage />, { route, path, pilots: ['DOUBLE_DISPATCH'], roles: ['routingExecutive'] });
    const first = await screen.findByText('ROUTE-BLR-01');
    expect(screen.getByRole('button', { name: 'Submit' })).toBeDisabled();
    const card = first.closest('[data-route]') as HTMLElement;
    await userEvent.click(within(card).getByText('Afternoon'));
    await userEvent.click(within(screen.getByText('ROUTE-BLR-04').closest('[data-route]') as HTMLElement).getByText('Morning'));
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('All batches have been submitted')).toBeInTheDocument();
    expect(server.callsOf(mapRouteBatches)[0]!.body.routes).toEqual([
      { routeName: 'ROUTE-BLR-01', routeBatch: 'AFTERNOON' },
      { routeName: 'ROUTE-BLR-04', routeBatch: 'MORNING' },
    ]);
    expect(screen.queryByRole('button', { name: 'Submit' })).toBeNull();
    server.verify();
  });

  it('disables afternoon before 10 AM and words failures', async () => {
    const rows = [{ routeName: 'ROUTE-BLR-01', zoneId: 'LM-BLR-01', routeBatch: null }];
    const server = mockEndpoints(
      on(getPendingRouteBatches, () => ({ body: { routes: rows } })),
      on(getRouteBatchInfo, () => info(540, rows)),
      on(mapRouteBatches, () => ({ status: 404, error: { message: 'Unknown routes: ROUTE-BLR-01' } })),
    );
    renderWithProviders(<RouteBatchPage />, { route, path, pilots: ['DOUBLE_DISPATCH'], roles: ['hubManager'] });
    expect(await screen.findByText('Cannot switch to afternoon batch before 10 AM')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Afternoon' })).toBeDisabled();
    await userEvent.click(screen.getByText('Morning'));
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Failed to map zones: Unknown routes: ROUTE-BLR-01')).toBeInTheDocument();
    server.verify();
  });

  it('changes the batch of a route that has one: "Change batches", then "Route batches changed"', async () => {
    let routes: RouteBatchRow[] = [
      { routeName: 'ROUTE-BLR-02', zoneId: 'LM-BLR-02', routeBatch: 'MORNING' },
      { routeName: 'ROUTE-BLR-03', zoneId: 'LM-BLR-03', routeBatch: 'AFTERNOON' },
    ];
    const server = mockEndpoints(
      on(getPendingRouteBatches, () => ({ body: { routes: [] } })),
      on(getRouteBatchInfo, () => info(660, routes)),
      on(mapRouteBatches, (call) => {
        routes = routes.map((r) => ({ ...r, routeBatch: call.body.routes.find((c) => c.routeName === r.routeName)?.routeBatch ?? r.routeBatch }));
        return { body: { mapped: call.body.routes.length, pendingCount: 0 } };
      }),
    );
    renderWithProviders(<RouteBatchPage />, { route, path, pilots: ['DOUBLE_DISPATCH'], roles: ['hubManager'] });
    expect(await screen.findByText('All batches have been submitted')).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: 'Routes with a batch' });
    const card = (name: string) => within(list).getByText(name).closest('[data-batched-route]') as HTMLElement;
    const change = screen.getByRole('button', { name: 'Change batches' });
    expect(within(card('ROUTE-BLR-02')).getByRole('radio', { name: 'Morning' })).toBeChecked();
    expect(within(card('ROUTE-BLR-03')).getByRole('radio', { name: 'Afternoon' })).toBeChecked();
    expect(change).toBeDisabled();
    await userEvent.click(within(card('ROUTE-BLR-02')).getByText('Afternoon'));
    expect(change).toBeEnabled();
    await userEvent.click(change);
    expect(await screen.findByText('Route batches changed')).toBeInTheDocument();
    expect(server.callsOf(mapRouteBatches)[0]!.body.routes).toEqual([{ routeName: 'ROUTE-BLR-02', routeBatch: 'AFTERNOON' }]);
    await waitFor(() => expect(within(card('ROUTE-BLR-02')).getByRole('radio', { name: 'Afternoon' })).toBeChecked());
    expect(screen.getByRole('button', { name: 'Change batches' })).toBeDisabled();
    server.verify();
  });

  it('before 10 AM a route cannot be switched to the afternoon, but an afternoon route can go back to the morning', async () => {
    const routes: RouteBatchRow[] = [
      { routeName: 'ROUTE-BLR-02', zoneId: 'LM-BLR-02', routeBatch: 'MORNING' },
      { routeName: 'ROUTE-BLR-03', zoneId: 'LM-BLR-03', routeBatch: 'AFTERNOON' },
    ];
    const server = mockEndpoints(
      on(getPendingRouteBatches, () => ({ body: { routes: [] } })),
      on(getRouteBatchInfo, () => info(540, routes)),
      on(mapRouteBatches, () => ({ body: { mapped: 1, pendingCount: 0 } })),
    );
    renderWithProviders(<RouteBatchPage />, { route, path, pilots: ['DOUBLE_DISPATCH'], roles: ['routingExecutive'] });
    const list = await screen.findByRole('list', { name: 'Routes with a batch' });
    expect(screen.getByText('Cannot switch to afternoon batch before 10 AM')).toBeInTheDocument();
    const card = (name: string) => within(list).getByText(name).closest('[data-batched-route]') as HTMLElement;
    expect(within(card('ROUTE-BLR-02')).getByRole('radio', { name: 'Afternoon' })).toBeDisabled();
    expect(within(card('ROUTE-BLR-03')).getByRole('radio', { name: 'Morning' })).toBeEnabled();
    await userEvent.click(within(card('ROUTE-BLR-03')).getByText('Morning'));
    await userEvent.click(screen.getByRole('button', { name: 'Change batches' }));
    expect(await screen.findByText('Route batches changed')).toBeInTheDocument();
    expect(server.callsOf(mapRouteBatches)[0]!.body.routes).toEqual([{ routeName: 'ROUTE-BLR-03', routeBatch: 'MORNING' }]);
    server.verify();
  });

  it('words a refused change', async () => {
    const routes: RouteBatchRow[] = [{ routeName: 'ROUTE-BLR-02', zoneId: 'LM-BLR-02', routeBatch: 'MORNING' }];
    const server = mockEndpoints(
      on(getPendingRouteBatches, () => ({ body: { routes: [] } })),
      on(getRouteBatchInfo, () => info(700, routes)),
      on(mapRouteBatches, () => ({ status: 409, error: { message: 'Cannot switch to afternoon batch after 7 PM' } })),
    );
    renderWithProviders(<RouteBatchPage />, { route, path, pilots: ['DOUBLE_DISPATCH'], roles: ['admin'] });
    const list = await screen.findByRole('list', { name: 'Routes with a batch' });
    await userEvent.click(within(list).getByText('Afternoon'));
    await userEvent.click(screen.getByRole('button', { name: 'Change batches' }));
    expect(await screen.findByText('Failed to map zones: Cannot switch to afternoon batch after 7 PM')).toBeInTheDocument();
    server.verify();
  });

  it('words a failed list', async () => {
    const server = mockEndpoints(
      on(getPendingRouteBatches, () => ({ status: 500, error: { message: 'db down' } })),
      on(getRouteBatchInfo, () => ({ status: 500, error: { message: 'db down' } })),
    );
    renderWithProviders(<RouteBatchPage />, { route, path, pilots: ['DOUBLE_DISPATCH'], roles: ['admin'] });
    expect(await screen.findByText('Error fetching zones list: db down')).toBeInTheDocument();
    server.verify();
  });

  it('is refused to a hub executive and on a hub without route batching', async () => {
    const { unmount } = renderWithProviders(<RouteBatchPage />, { route, path, pilots: ['DOUBLE_DISPATCH'], roles: ['hubExecutive'] });
    expect(await screen.findByText('You do not have permission to do this. Hub Manager, Routing Executive or L1/Admin role is required.')).toBeInTheDocument();
    unmount();
    renderWithProviders(<RouteBatchPage />, { route, path, pilots: [], roles: ['hubManager'] });
    expect(await screen.findByText('Route batching is not enabled for this hub')).toBeInTheDocument();
  });
});
