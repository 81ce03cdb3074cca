import { screen } from '@testing-library/react';
import { getHubNames, NO_HUB_MESSAGE } from '@hub/shared/contracts';
import { mockEndpoints, on, renderWithProviders, type MockServer } from '@hub/shared/testing';
import { HubHomePage } from './hub-home-page';

let hubNames = [{ hubOrgUnitId: 'HUB-BLR-01', hubName: 'Bengaluru Central Hub' }];
let server: MockServer;
beforeEach(() => {
  hubNames = [{ hubOrgUnitId: 'HUB-BLR-01', hubName: 'Bengaluru Central Hub' }];
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

  it('tells a person who works in no hub yet whom to ask, and shows no tile', async () => {
    hubNames = [];
    renderWithProviders(<HubHomePage />, { route: '/hubs', path: '/hubs' });
    expect(await screen.findByText('You do not work in any hub yet. Ask your hub manager or an admin to add you to one.')).toBeInTheDocument();
    expect(NO_HUB_MESSAGE).toBe('You do not work in any hub yet. Ask your hub manager or an admin to add you to one.');
    expect(screen.queryByRole('link')).toBeNull();
  });
});
