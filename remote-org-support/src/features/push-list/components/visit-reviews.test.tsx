import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { getOrgVisits, type OrgVisit, reviewOrgVisit } from '@hub/shared/contracts';
import { formatDateTime } from '@hub/shared/format';
import { mockEndpoints, type MockServer, on, renderWithProviders } from '@hub/shared/testing';
import { VisitReviews } from './visit-reviews';

// On a shared 2-core machine under load a first render (Mantine, a first transform) can pass testing-library's 1 s.
configure({ asyncUtilTimeout: 5000 });

let server: MockServer;
afterEach(() => server.verify());

const HOUR = 3_600_000;
const open = (visitId: number, hoursAgo: number): OrgVisit => ({
  visitId,
  visitedAt: Date.now() - hoursAgo * HOUR,
  visitedBy: 'FE-1',
  review: null,
  reviewedBy: null,
  reviewedAt: null,
});
const reviewed: OrgVisit = {
  visitId: 7,
  visitedAt: Date.now() - 200 * HOUR,
  visitedBy: 'FE-2',
  review: 'Push list discussed',
  reviewedBy: 'l1@demo.hub',
  reviewedAt: Date.now() - 190 * HOUR,
};

const card = (visitId: number) => document.querySelector<HTMLElement>(`[data-visit-id="${visitId}"]`)!;

describe('Visit reviews (spec 002 §8 "Error submitting visit review:")', () => {
  it('lists the visits with their reviews (who, when) and offers Review visit only for a past visit not reviewed', async () => {
    const upcoming = open(9, -5);
    server = mockEndpoints(on(getOrgVisits, () => ({ body: { visits: [upcoming, open(12, 3), reviewed] } })));
    renderWithProviders(<VisitReviews orgId="ORG-1" />);
    expect(screen.getByRole('status', { name: 'Loading visits' })).toBeInTheDocument();
    expect(await screen.findByText('Push list discussed')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Visits' })).toBeInTheDocument();
    expect(within(card(7)).getByText(`Reviewed by l1@demo.hub, ${formatDateTime(reviewed.reviewedAt!)}`)).toBeInTheDocument();
    expect(within(card(7)).queryByRole('button')).toBeNull();
    expect(within(card(12)).getByText('Not reviewed yet')).toBeInTheDocument();
    const button = within(card(12)).getByRole('button', { name: `Review visit of ${formatDateTime(Date.now() - 3 * HOUR)}` });
    expect(button).toHaveTextContent('Review visit');
    expect(within(card(9)).getByText('Not visited yet')).toBeInTheDocument();
    expect(within(card(9)).queryByRole('button')).toBeNull();
  });

  it('submits a review (trimmed) and shows it on the visit; an empty review is refused before any call', async () => {
    const visit = open(12, 3);
    let stored: OrgVisit = visit;
    server = mockEndpoints(
      on(getOrgVisits, () => ({ body: { visits: [stored] } })),
      on(reviewOrgVisit, ({ body }) => {
        stored = { ...visit, review: body.review, reviewedBy: 'l1@demo.hub', reviewedAt: Date.now() };
        return { body: { message: 'Visit review submitted', visit: stored } };
      }),
    );
    renderWithProviders(<VisitReviews orgId="ORG-1" />);
    fireEvent.click(await screen.findByRole('button', { name: /^Review visit of/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Review visit' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Submit review' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Review is required');
    expect(server.callsOf(reviewOrgVisit)).toHaveLength(0);
    fireEvent.change(within(dialog).getByLabelText('Visit review'), { target: { value: '  Owner wants the new launch  ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Submit review' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(server.callsOf(reviewOrgVisit)[0]!.body).toEqual({ orgId: 'ORG-1', visitId: 12, review: 'Owner wants the new launch' });
    expect(await within(card(12)).findByText('Owner wants the new launch')).toBeInTheDocument();
    expect(within(card(12)).getByText(/^Reviewed by l1@demo\.hub, /)).toBeInTheDocument();
    expect(within(card(12)).queryByRole('button')).toBeNull();
  });

  it('shows "Error submitting visit review:" followed by the error, keeps the text, and a retry repeats the same submit (same Idempotency-Key)', async () => {
    let fail = true;
    const visit = open(12, 3);
    server = mockEndpoints(
      on(getOrgVisits, () => ({ body: { visits: [visit] } })),
      on(reviewOrgVisit, ({ body }) =>
        fail
          ? { status: 409, error: { message: 'This visit has already been reviewed' } }
          : { body: { message: 'Visit review submitted', visit: { ...visit, review: body.review, reviewedBy: 'l1@demo.hub', reviewedAt: Date.now() } } },
      ),
    );
    renderWithProviders(<VisitReviews orgId="ORG-1" />);
    fireEvent.click(await screen.findByRole('button', { name: /^Review visit of/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Review visit' });
    fireEvent.change(within(dialog).getByLabelText('Visit review'), { target: { value: 'Shop was closed' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Submit review' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Error submitting visit review: This visit has already been reviewed');
    expect(within(dialog).getByLabelText('Visit review')).toHaveValue('Shop was closed');
    fail = false;
    fireEvent.click(within(dialog).getByRole('button', { name: 'Submit review' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const keys = server.callsOf(reviewOrgVisit).map((c) => c.idempotencyKey);
    expect(keys).toHaveLength(2);
    expect(keys[0]).toBeTruthy();
    expect(keys[1]).toBe(keys[0]);
  });

  it('says "Error in fetching visits" with the error and Retry, and "No visits to this shop yet" when there are none', async () => {
    let fail = true;
    server = mockEndpoints(on(getOrgVisits, () => (fail ? { status: 404, error: { message: 'Org ORG-1 not found' } } : { body: { visits: [] } })));
    renderWithProviders(<VisitReviews orgId="ORG-1" />);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Error in fetching visits');
    expect(alert).toHaveTextContent('Org ORG-1 not found');
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('No visits to this shop yet')).toBeInTheDocument();
  });
});
