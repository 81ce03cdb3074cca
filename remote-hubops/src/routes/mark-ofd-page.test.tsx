import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  createOfdRequest,
  getDriverNames,
  getOfdInProgressTasks,
  getOfdZoneDrops,
  getOfdZoneItemsSummary,
  getOfdZonesSummary,
  type OfdTask,
  PILOT_REFUSALS,
  type OfdZoneSummary,
} from '@hub/shared/contracts';
import { mockEndpoints, on, renderWithProviders } from '@hub/shared/testing';
import { LmGenerationPage } from './lm-generation-page';
import { MarkOfdPage } from './mark-ofd-page';

// Whole flows with typing and modals: slow on a shared CI core.
jest.setTimeout(30_000);

const zone = (zoneId: string, over: Partial<OfdZoneSummary> = {}): OfdZoneSummary => ({
  zoneId,
  buyerCount: 2,
  tonnage: 0.5,
  readyForOfd: true,
  ofdInProgress: false,
  routeBatch: 'MORNING',
  ...over,
});
const zones = [
  zone('LM-BLR-02', { buyerCount: 3, tonnage: 1.234 }),
  zone('LM-BLR-01', { readyForOfd: false, routeBatch: 'AFTERNOON' }),
  zone('LM-BLR-04', { ofdInProgress: true }),
];
const task = (over: Partial<OfdTask> = {}): OfdTask => ({
  taskId: 'OFD-BLR-01-T1',
  kind: 'OFD',
  status: 'IN_PROGRESS',
  zoneIds: ['LM-BLR-01', 'LM-BLR-02'],
  driverId: 'DRV-1',
  orgUnitIds: null,
  runsheetId: null,
  createdAt: '2026-01-01T00:00:00.000Z',
  ...over,
});
const drivers = { driverNames: [{ driverId: 'DRV-1', name: 'Ravi Kumar', vehicleNo: 'KA01AB1234', contactNum: '9000000001' }] };
const drops = {
  drops: [
    {
      orgUnitId: 'ORG-2',
      orgUnitName: 'Lakshmi Stores',
      address: '2, MG Road',
      weightKg: 4,
      items: [{ itemId: 'I2', itemTitle: 'Rice 5kg', qty: 1, imageUrl: null }],
    },
    {
      orgUnitId: 'ORG-1',
      orgUnitName: 'Sri Mart',
      address: '1, MG Road',
      weightKg: 12.5,
      items: [{ itemId: 'I1', itemTitle: 'Atta 10kg', qty: 2, imageUrl: null }],
    },
  ],
};
const path = '/hubs/:hubId/markOfd';
const route = '/hubs/HUB-BLR-01/markOfd';

describe('Mark OFD page', () => {
  it("on a hub without continuous dispatch says so in the api's words and calls nothing", async () => {
    // No endpoint is mocked: the screen must not call any (the api would refuse each with the same words).
    const server = mockEndpoints();
    renderWithProviders(<MarkOfdPage />, { route, path, pilots: ['DOUBLE_DISPATCH', 'TOTE_MERGING'] });
    expect(await screen.findByRole('heading', { name: 'Mark OFD' })).toBeInTheDocument();
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent(PILOT_REFUSALS.CONTINUOUS_DISPATCH_ENABLED_HUBS);
    expect(alert).toHaveTextContent('Continuous dispatch is not enabled for this hub');
    expect(alert).toHaveAttribute('data-pilot-missing', 'CONTINUOUS_DISPATCH_ENABLED_HUBS');
    expect(screen.queryByRole('checkbox')).toBeNull();
    expect(globalThis.fetch).not.toHaveBeenCalled();
    server.verify();
  });

  it('selects two zones and a driver, confirms listing the zones, sends them and clears the driver', async () => {
    let inProgress: OfdTask[] = [];
    const server = mockEndpoints(
      on(getOfdZonesSummary, () => ({ body: { zones, dispatchWaveCutoffMinutes: 720 } })),
      on(getOfdInProgressTasks, () => ({ body: { tasks: inProgress } })),
      on(getDriverNames, () => ({ body: drivers })),
      on(createOfdRequest, (call) => {
        inProgress = [task()];
        return { body: { task: task({ zoneIds: call.body.zoneIds }) } };
      }),
    );
    renderWithProviders(<MarkOfdPage />, { route, path, pilots: ['CONTINUOUS_DISPATCH_ENABLED_HUBS', 'DOUBLE_DISPATCH'] });
    expect(await screen.findByText('LM-BLR-02')).toBeInTheDocument();
    // Sorted by id; tags; the in-progress zone cannot be selected.
    const items = screen.getAllByRole('listitem');
    expect(items.map((i) => i.getAttribute('data-zone'))).toEqual(['LM-BLR-01', 'LM-BLR-02', 'LM-BLR-04']);
    expect(within(items[0]!).getByText('Picking')).toBeInTheDocument();
    expect(within(items[1]!).getByText('OFD ready')).toBeInTheDocument();
    expect(within(items[0]!).getByText('Afternoon')).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Select zone LM-BLR-04' })).toBeDisabled();
    expect(screen.getByText('Either Driver or Zone Selection Pending')).toBeInTheDocument();
    expect(screen.getByText('Total Weight: 0.00 ton')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('checkbox', { name: 'Select zone LM-BLR-02' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select zone LM-BLR-01' }));
    expect(screen.getByText('Total Weight: 1.73 ton')).toBeInTheDocument();
    expect(screen.getByText('Buyers: 5')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Mark OFD' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Select Driver' }));
    await userEvent.click(await screen.findByRole('option', { name: /Ravi Kumar/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Mark OFD' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Zones: LM-BLR-01, LM-BLR-02')).toBeInTheDocument();
    expect(within(dialog).getByText('Are you sure you want to proceed with OFD for 5 buyers?')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('OFD Request Generated')).toBeInTheDocument();
    const sent = server.callsOf(createOfdRequest)[0]!;
    expect(sent.body).toEqual({ zoneIds: ['LM-BLR-01', 'LM-BLR-02'], driverId: 'DRV-1' });
    expect(sent.idempotencyKey).toBeTruthy();
    expect(server.callsOf(getOfdZonesSummary)[0]!.search.get('dispatchWaveCutoffMinutes')).toMatch(/^(720|1200)$/);
    // The banner lists the running task; the driver is cleared.
    expect(await screen.findByText('OFD-BLR-01-T1')).toBeInTheDocument();
    expect(screen.getByText('OFD Operation In Progress')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Select Driver' })).toBeInTheDocument();
    server.verify();
  });

  it("shows the server's refusal and keeps the selection", async () => {
    const server = mockEndpoints(
      on(getOfdZonesSummary, () => ({ body: { zones, dispatchWaveCutoffMinutes: 720 } })),
      on(getOfdInProgressTasks, () => ({ body: { tasks: [] } })),
      on(getDriverNames, () => ({ body: drivers })),
      on(createOfdRequest, () => ({ status: 409, error: { message: 'OFD already in progress for zone LM-BLR-02' } })),
    );
    renderWithProviders(<MarkOfdPage />, { route, path, pilots: ['CONTINUOUS_DISPATCH_ENABLED_HUBS'] });
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Select zone LM-BLR-02' }));
    // Without route batching the cutoff label shows and batch tags do not.
    expect(screen.getByText(/^(12 PM|8 PM) dispatch$/)).toBeInTheDocument();
    expect(screen.queryByText('Morning')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Select Driver' }));
    await userEvent.click(await screen.findByRole('option', { name: /Ravi Kumar/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Mark OFD' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('OFD already in progress for zone LM-BLR-02')).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Select zone LM-BLR-02' })).toBeChecked();
    server.verify();
  });

  it('says "No zones available." and words a failed load', async () => {
    const server = mockEndpoints(
      on(getOfdZonesSummary, () => ({ status: 500, error: { message: 'db down' } })),
      on(getOfdInProgressTasks, () => ({ status: 500, error: { message: 'db down' } })),
    );
    renderWithProviders(<MarkOfdPage />, { route, path, pilots: ['CONTINUOUS_DISPATCH_ENABLED_HUBS'] });
    expect(await screen.findByText('Error in fetching Zones summary: db down')).toBeInTheDocument();
    expect(await screen.findByText('Error fetching in progress tasks: db down')).toBeInTheDocument();
    server.verify();
  });

  it('per zone: all buyers start selected, heaviest first, name search, per-buyer OFD of the selected buyers', async () => {
    const server = mockEndpoints(
      on(getOfdZonesSummary, () => ({ body: { zones, dispatchWaveCutoffMinutes: 720 } })),
      on(getOfdInProgressTasks, () => ({ body: { tasks: [] } })),
      on(getOfdZoneItemsSummary, () => ({
        body: { zoneId: 'LM-BLR-02', buyerCount: 2, tonnage: 0.0165, itemCount: 2, unitCount: 3, readyForOfd: true, ofdInProgress: false },
      })),
      on(getOfdZoneDrops, () => ({ body: drops })),
      on(getDriverNames, () => ({ body: drivers })),
      on(createOfdRequest, (call) => ({ body: { task: task({ zoneIds: call.body.zoneIds, orgUnitIds: call.body.orgUnitIds ?? null }) } })),
    );
    renderWithProviders(<MarkOfdPage />, { route, path, pilots: ['CONTINUOUS_DISPATCH_ENABLED_HUBS'] });
    await userEvent.click(await screen.findByRole('button', { name: /^LM-BLR-02/ }));
    expect(await screen.findByRole('heading', { name: 'LM-BLR-02' })).toBeInTheDocument();
    expect(await screen.findByText('2 buyers · 0.02 ton')).toBeInTheDocument();
    const buyers = await screen.findAllByRole('listitem');
    expect(buyers.map((b) => b.getAttribute('data-buyer'))).toEqual(['ORG-1', 'ORG-2']);
    expect(screen.getByText('Selected Buyers: 2')).toBeInTheDocument();
    expect(screen.getByText('Selected Weight: 16.5 kg')).toBeInTheDocument();
    await userEvent.type(screen.getByRole('textbox', { name: 'Search items' }), 'LAKSHMI');
    await waitFor(() => expect(screen.getAllByRole('listitem')).toHaveLength(1));
    await userEvent.clear(screen.getByRole('textbox', { name: 'Search items' }));
    await waitFor(() => expect(screen.getAllByRole('listitem')).toHaveLength(2));
    await userEvent.click(screen.getByRole('button', { name: /^Sri Mart/ }));
    expect(screen.getByText('Atta 10kg × 2')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Assign Driver' }));
    await userEvent.click(await screen.findByRole('option', { name: /Ravi Kumar/ }));
    expect(screen.getByRole('button', { name: 'Re-assign Driver' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Mark OFD for Zone' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select buyer Lakshmi Stores' }));
    expect(screen.getByText('Selected Weight: 12.5 kg')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Mark OFD for Selected Buyers' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Are you sure you want to proceed with OFD for 1 buyers?')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('OFD Request Generated')).toBeInTheDocument();
    expect(server.callsOf(createOfdRequest)[0]!.body).toEqual({ zoneIds: ['LM-BLR-02'], driverId: 'DRV-1', orgUnitIds: ['ORG-1'] });
    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(await screen.findByRole('heading', { name: 'Mark OFD' })).toBeInTheDocument();
    server.verify();
  });

  it('per zone: the banner lists the tasks of the zone in progress, no submit, and a failed buyer list is worded', async () => {
    const server = mockEndpoints(
      on(getOfdZonesSummary, () => ({ body: { zones, dispatchWaveCutoffMinutes: 720 } })),
      on(getOfdInProgressTasks, () => ({ body: { tasks: [task({ taskId: 'OFD-BLR-01-T9', zoneIds: ['LM-BLR-04'] })] } })),
      on(getOfdZoneItemsSummary, () => ({
        body: { zoneId: 'LM-BLR-04', buyerCount: 2, tonnage: 0.5, itemCount: 2, unitCount: 2, readyForOfd: true, ofdInProgress: true },
      })),
      on(getOfdZoneDrops, () => ({ status: 500, error: { message: 'db down' } })),
    );
    renderWithProviders(<MarkOfdPage />, { route, path, pilots: ['CONTINUOUS_DISPATCH_ENABLED_HUBS'] });
    await userEvent.click(await screen.findByRole('button', { name: /^LM-BLR-04/ }));
    expect(await screen.findByText('Error fetching in items list: db down')).toBeInTheDocument();
    expect(screen.getByText('OFD-BLR-01-T9')).toBeInTheDocument();
    expect(screen.getByText('OFD Operation In Progress')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Mark OFD for/ })).toBeNull();
    server.verify();
  });

  it('per zone: "No items available in the zone for OFD."', async () => {
    const server = mockEndpoints(
      on(getOfdZonesSummary, () => ({ body: { zones, dispatchWaveCutoffMinutes: 720 } })),
      on(getOfdInProgressTasks, () => ({ body: { tasks: [] } })),
      on(getOfdZoneItemsSummary, () => ({
        body: { zoneId: 'LM-BLR-02', buyerCount: 0, tonnage: 0, itemCount: 0, unitCount: 0, readyForOfd: true, ofdInProgress: false },
      })),
      on(getOfdZoneDrops, () => ({ body: { drops: [] } })),
    );
    renderWithProviders(<MarkOfdPage />, { route, path, pilots: ['CONTINUOUS_DISPATCH_ENABLED_HUBS'] });
    await userEvent.click(await screen.findByRole('button', { name: /^LM-BLR-02/ }));
    expect(await screen.findByText('No items available in the zone for OFD.')).toBeInTheDocument();
    server.verify();
  });
});

describe('Generate LM Manifest page', () => {
  it('sends disableEmulation and words success and failure', async () => {
    let fail = false;
    const server = mockEndpoints(
      on(getOfdZonesSummary, () => ({ body: { zones, dispatchWaveCutoffMinutes: 720 } })),
      on(getOfdInProgressTasks, () => ({ body: { tasks: [] } })),
      on(getDriverNames, () => ({ body: drivers })),
      on(createOfdRequest, (call) =>
        fail ? { status: 409, error: { message: 'busy' } } : { body: { task: task({ kind: 'LM_MANIFEST', zoneIds: call.body.zoneIds }) } },
      ),
    );
    const lmPath = '/hubs/:hubId/lm-generation';
    renderWithProviders(<LmGenerationPage />, {
      route: '/hubs/HUB-BLR-01/lm-generation',
      path: lmPath,
      pilots: ['DOUBLE_DISPATCH'],
      roles: ['routingExecutive'],
    });
    expect(await screen.findByRole('heading', { name: 'Generate LM Manifest' })).toBeInTheDocument();
    const pick = async () => {
      await userEvent.click(await screen.findByRole('checkbox', { name: 'Select zone LM-BLR-02' }));
      await userEvent.click(screen.getByRole('button', { name: 'Select Driver' }));
      await userEvent.click(await screen.findByRole('option', { name: /Ravi Kumar/ }));
      await userEvent.click(screen.getByRole('button', { name: 'Generate LM Manifest' }));
      await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Confirm' }));
    };
    await pick();
    expect(await screen.findByText('Manifest Generation Request Created')).toBeInTheDocument();
    expect(server.callsOf(createOfdRequest)[0]!.body).toEqual({ zoneIds: ['LM-BLR-02'], driverId: 'DRV-1', disableEmulation: true });
    fail = true;
    await pick();
    expect(await screen.findByText('Failed to create LM Manifest: busy')).toBeInTheDocument();
    server.verify();
  });

  it('is refused to a hub executive', async () => {
    renderWithProviders(<LmGenerationPage />, {
      route: '/hubs/HUB-BLR-01/lm-generation',
      path: '/hubs/:hubId/lm-generation',
      pilots: ['DOUBLE_DISPATCH'],
      roles: ['hubExecutive'],
    });
    expect(await screen.findByText('You do not have permission to do this. Hub Manager, Routing Executive or L1/Admin role is required.')).toBeInTheDocument();
  });
});
