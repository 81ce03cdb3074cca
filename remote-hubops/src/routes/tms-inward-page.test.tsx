import { screen, within } from '@testing-library/react';
import { getHubNames, getTmsInwardLinks } from '@hub/shared/contracts';
import { mockEndpoints, on, renderWithProviders } from '@hub/shared/testing';
import { TmsInwardPage } from './tms-inward-page';

const path = '/hubs/:hubId/tmsInward';

describe('TMS inward page', () => {
  it("lists the server's four links, each opening in a new tab without a handle on this one", async () => {
    const links = ['Vehicle arrivals', 'Inward trips', 'Inward discrepancies', 'Inward reports'].map((label, i) => ({
      label,
      url: `https://tms.example.com/${i}?hub=HUB-PUN-03`,
    }));
    const server = mockEndpoints(
      on(getHubNames, () => ({ body: { hubNames: [{ hubOrgUnitId: 'HUB-PUN-03', hubName: 'Pune West Hub' }] } })),
      on(getTmsInwardLinks, ({ params }) => ({ body: { links: params.hubId === 'HUB-PUN-03' ? links : [] } })),
    );
    renderWithProviders(<TmsInwardPage />, { route: '/hubs/HUB-PUN-03/tmsInward', path });
    expect(await screen.findByRole('heading', { name: 'TMS Inward' })).toBeInTheDocument();
    expect(await screen.findByText('Pune West Hub')).toBeInTheDocument();
    const shown = within(await screen.findByRole('list', { name: 'TMS inward links' })).getAllByRole('link');
    expect(shown.map((a) => [a.textContent, a.getAttribute('href'), a.getAttribute('target'), a.getAttribute('rel')])).toEqual(
      links.map((l) => [`${l.label} ↗`, l.url, '_blank', 'noopener noreferrer']),
    );
    server.verify();
  });

  it('says so when no link is configured, and when the links cannot be loaded', async () => {
    let server = mockEndpoints(
      on(getHubNames, () => ({ body: { hubNames: [] } })),
      on(getTmsInwardLinks, () => ({ body: { links: [] } })),
    );
    const first = renderWithProviders(<TmsInwardPage />, { route: '/hubs/HUB-BLR-01/tmsInward', path });
    expect(await screen.findByText('No TMS inward links are configured.')).toBeInTheDocument();
    server.verify();
    first.unmount();
    server = mockEndpoints(
      on(getHubNames, () => ({ body: { hubNames: [] } })),
      on(getTmsInwardLinks, () => ({ status: 500, error: { message: 'down' } })),
    );
    renderWithProviders(<TmsInwardPage />, { route: '/hubs/HUB-BLR-01/tmsInward', path });
    expect(await screen.findByText('Failed to load data. Please retry.')).toBeInTheDocument();
    server.verify();
  });
});
