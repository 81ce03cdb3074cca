import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { platformKeys } from '@hub/shared/api';
import { useSessionStore } from '@hub/shared/hooks';
import { HubHome } from './hub-home';

const hubNames = [
  { hubOrgUnitId: 'HUB-BLR-01', hubName: 'Bengaluru Central Hub' },
  { hubOrgUnitId: 'HUB-HYD-02', hubName: 'Hyderabad East Hub' },
];

function renderHome(url: string, client: QueryClient) {
  return render(
    <MantineProvider>
      <QueryClientProvider client={client}>
        <MemoryRouter initialEntries={[url]}>
          <Routes>
            <Route path="/hubs" element={<HubHome />} />
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

  it('says "Something went wrong. Please refresh the page." when the hubs fail to load', async () => {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    globalThis.fetch = jest.fn().mockResolvedValue({ ok: false, status: 500, text: async () => '{"message":"down"}' });
    renderHome('/hubs', client);
    expect(await screen.findByText('Something went wrong. Please refresh the page.')).toBeInTheDocument();
  });
});
