import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { platformKeys } from '@hub/shared/api';
import { useSessionStore } from '@hub/shared/hooks';
import { HubHome } from './hub-home';

const hubNames = [
  { hubOrgUnitId: 'HUB-BLR-01', hubName: 'Bengaluru Central Hub' },
  { hubOrgUnitId: 'HUB-HYD-02', hubName: 'Hyderabad East Hub' },
];

/** Where a tile led: the path it opened. */
function Landed() {
  return <p>Opened {useLocation().pathname}</p>;
}

function renderHome(url: string, client: QueryClient) {
  return render(
    // env="test": no transitions, so an opened list is visible at once.
    <MantineProvider env="test">
      <QueryClientProvider client={client}>
        <MemoryRouter initialEntries={[url]}>
          <Routes>
            <Route path="/hubs" element={<HubHome />} />
            <Route path="/v2/hubs" element={<HubHome v2 />} />
            <Route path="/v2/hubs/:hubId/inward" element={<Landed />} />
          </Routes>
        </MemoryRouter>
      </QueryClientProvider>
    </MantineProvider>,
  );
}

describe('HubHome', () => {
  beforeEach(() => {
    useSessionStore.getState().setUser({ name: 'Asha Rao', email: 'hub.manager@demo.hub', roles: ['hubManager'], profileImageUri: null });
  });

  it('defaults to the first hub and shows its tiles once its pilots are loaded', async () => {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    client.setQueryData(platformKeys.hubs.lists(), { hubNames });
    useSessionStore.getState().setPilots('HUB-BLR-01', ['TOTE_IN_SCAN', 'DOUBLE_DISPATCH']);
    renderHome('/hubs', client);
    expect(screen.getByRole('combobox', { name: 'Hub' })).toHaveValue('Bengaluru Central Hub');
    expect(await screen.findByRole('link', { name: 'Tote In-scan' })).toHaveAttribute('href', '/hubs/HUB-BLR-01/toteInscan');
    expect(screen.getByRole('link', { name: 'Route Batch Management' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Mark OFD' })).not.toBeInTheDocument();
  });

  it('opens the hub named in ?hubId=', async () => {
    const client = new QueryClient();
    client.setQueryData(platformKeys.hubs.lists(), { hubNames });
    useSessionStore.getState().setPilots('HUB-HYD-02', []);
    renderHome('/hubs?hubId=HUB-HYD-02', client);
    expect(screen.getByRole('combobox', { name: 'Hub' })).toHaveValue('Hyderabad East Hub');
    expect(await screen.findAllByRole('link')).toHaveLength(9);
  });

  it('reached through /v2/hubs, opens the v2 inward, zone movement and segregation screens; other tiles keep their /hubs link', async () => {
    const client = new QueryClient();
    client.setQueryData(platformKeys.hubs.lists(), { hubNames });
    useSessionStore.getState().setPilots('HUB-HYD-02', []);
    renderHome('/v2/hubs?hubId=HUB-HYD-02', client);
    expect(await screen.findByRole('link', { name: 'Zone movement' })).toHaveAttribute('href', '/v2/hubs/HUB-HYD-02/zoneMovement');
    expect(screen.getByRole('link', { name: 'Tote Segregation Setup' })).toHaveAttribute('href', '/v2/hubs/HUB-HYD-02/segregationSetup');
    expect(screen.getByRole('link', { name: 'Quality check' })).toHaveAttribute('href', '/hubs/HUB-HYD-02/qualityCheck');
    expect(screen.getByRole('link', { name: 'Dispatch items' })).toHaveAttribute('href', '/hubs/HUB-HYD-02/dispatch');
    expect(screen.getByRole('link', { name: 'Tote management' })).toHaveAttribute('href', '/hubs/HUB-HYD-02/toteManagement');
    await userEvent.click(screen.getByRole('link', { name: 'Inward Items' }));
    expect(await screen.findByText('Opened /v2/hubs/HUB-HYD-02/inward')).toBeInTheDocument();
  });

  it('reached through /hubs, links every tile to its /hubs screen', async () => {
    const client = new QueryClient();
    client.setQueryData(platformKeys.hubs.lists(), { hubNames });
    useSessionStore.getState().setPilots('HUB-BLR-01', []);
    renderHome('/hubs?hubId=HUB-BLR-01', client);
    const links = await screen.findAllByRole('link');
    for (const link of links) expect(link.getAttribute('href')).toMatch(/^\/hubs\/HUB-BLR-01\//);
    expect(screen.getByRole('link', { name: 'Inward Items' })).toHaveAttribute('href', '/hubs/HUB-BLR-01/inward');
  });

  // The picker's chunk is imported on the first tap: on a loaded two-core machine that alone passed 5 s once.
  it('loads the searchable picker on the first tap, finds a hub by id in any case and opens it', async () => {
    const client = new QueryClient();
    client.setQueryData(platformKeys.hubs.lists(), { hubNames });
    useSessionStore.getState().setPilots('HUB-BLR-01', []);
    renderHome('/hubs', client);
    await userEvent.click(screen.getByRole('combobox', { name: 'Hub' }));
    // The Select replaces the closed picker, focused with its list open.
    expect(await screen.findByRole('option', { name: /Hyderabad East Hub/ })).toBeInTheDocument();
    const search = screen.getByRole('combobox', { name: 'Hub' });
    expect(search).toHaveFocus();
    await userEvent.clear(search);
    await userEvent.type(search, 'hub-hyd');
    const hyd = await screen.findByRole('option', { name: /Hyderabad East Hub/ });
    expect(screen.queryByRole('option', { name: /Bengaluru Central Hub/ })).not.toBeInTheDocument();
    await userEvent.click(hyd);
    expect(screen.getByRole('combobox', { name: 'Hub' })).toHaveValue('Hyderabad East Hub');
  }, 15_000);

  it('says "Something went wrong. Please refresh the page." when the hubs fail to load', async () => {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    globalThis.fetch = jest.fn().mockResolvedValue({ ok: false, status: 500, text: async () => '{"message":"down"}' });
    renderHome('/hubs', client);
    expect(await screen.findByText('Something went wrong. Please refresh the page.')).toBeInTheDocument();
  });
});
