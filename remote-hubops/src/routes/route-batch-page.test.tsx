import { screen, within } from '@testing-library/react';
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
