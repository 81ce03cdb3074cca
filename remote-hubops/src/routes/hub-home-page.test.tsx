import { screen } from '@testing-library/react';
import { getHubNames } from '@hub/shared/contracts';
import { mockEndpoints, on, renderWithProviders, type MockServer } from '@hub/shared/testing';
import { HubHomePage } from './hub-home-page';

const hubNames = [{ hubOrgUnitId: 'HUB-BLR-01', hubName: 'Bengaluru Central Hub' }];
let server: MockServer;
beforeEach(() => {
  server = mockEndpoints(on(getHubNames, () => ({ body: { hubNames } })));
});
afterEach(() => server.verify());

// The page tells the home which route it is on: /v2/hubs opens the v2 flows (spec 000 §2), /hubs the v1 ones.
describe('HubHomePage', () => {
  it('on /v2/hubs, the Inward tile opens /v2/hubs/{hubId}/inward', async () => {
    renderWithProviders(<HubHomePage />, { route: '/v2/hubs?hubId=HUB-BLR-01', path: '/v2/hubs' });
    expect(await screen.findByRole('link', { name: 'Inward Items' })).toHaveAttribute('href', '/v2/hubs/HUB-BLR-01/inward');
    expect(screen.getByRole('link', { name: 'Quality check' })).toHaveAttribute('href', '/hubs/HUB-BLR-01/qualityCheck');
  });

  it('on /hubs, the Inward tile opens /hubs/{hubId}/inward', async () => {
    renderWithProviders(<HubHomePage />, { route: '/hubs?hubId=HUB-BLR-01', path: '/hubs' });
    expect(await screen.findByRole('link', { name: 'Inward Items' })).toHaveAttribute('href', '/hubs/HUB-BLR-01/inward');
  });
});
