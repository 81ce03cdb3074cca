import { configure, fireEvent, screen, within } from '@testing-library/react';
import { getOrgQps } from '@hub/shared/contracts';
import { mockEndpoints, type MockServer, on, renderWithProviders } from '@hub/shared/testing';
import { QPS } from '../../../testing/fixtures';
import { QpsView } from './qps-view';

// On a shared 2-core machine under load a first render (Mantine, a first transform) can pass testing-library's 1 s.
configure({ asyncUtilTimeout: 5000 });

let server: MockServer;
afterEach(() => server.verify());

describe('QPS view (spec 002 §2)', () => {
  it('shows the store summary, reward cards with milestones and the bar at 33, and offer cards', async () => {
    server = mockEndpoints(on(getOrgQps, () => ({ body: QPS })));
    renderWithProviders(<QpsView orgId="ORG-1" />);
    expect(await screen.findByText('Earn 500 on overall purchase of ₹25000')).toBeInTheDocument();
    expect(document.querySelector('[data-summary="Verticals"]')).toHaveTextContent('Verticals3');
    expect(document.querySelector('[data-summary="Listings"]')).toHaveTextContent('Listings17');
    const reward = document.querySelector<HTMLElement>('[data-reward-id="RWD-1"]')!;
    expect(within(reward).getByText('Purchase Milestone')).toBeInTheDocument();
    expect(within(reward).getByText('Milestone 1: Done').closest('[data-locked]')).toHaveAttribute('data-locked', 'false');
    expect(within(reward).getByText('Milestone 2: Locked').closest('[data-locked]')).toHaveAttribute('data-locked', 'true');
    expect(within(reward).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '33');
    const offer = document.querySelector<HTMLElement>('[data-offer-id="OFF-1"]')!;
    for (const text of ['Flat', 'Flat discount on staples', 'SAVE42AB', 'Expires in 5 days']) expect(within(offer).getByText(text)).toBeInTheDocument();
    expect(offer).toHaveTextContent('Shop Worth: ₹150000.00');
    expect(offer).toHaveTextContent('Discount: ₹250.00');
  });

  it("shows 'Error in fetching QPS' with the error text and Retry", async () => {
    let fail = true;
    server = mockEndpoints(on(getOrgQps, () => (fail ? { status: 404, error: { message: 'Org ORG-1 not found' } } : { body: QPS })));
    renderWithProviders(<QpsView orgId="ORG-1" />);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Error in fetching QPS');
    expect(alert).toHaveTextContent('Org ORG-1 not found');
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('SAVE42AB')).toBeInTheDocument();
  });
});
