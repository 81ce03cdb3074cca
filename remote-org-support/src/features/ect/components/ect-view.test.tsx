import { configure, screen, within } from '@testing-library/react';
import { getOrgEct } from '@hub/shared/contracts';
import { mockEndpoints, type MockServer, on, renderWithProviders } from '@hub/shared/testing';
import { ESCALATIONS } from '../../../testing/fixtures';
import { EctView } from './ect-view';

// On a shared 2-core machine under load a first render (Mantine, a first transform) can pass testing-library's 1 s.
configure({ asyncUtilTimeout: 5000 });

let server: MockServer;
afterEach(() => server.verify());

describe('ECT view (spec 002 §2)', () => {
  it('lists title, description and Resolved Yes only when RESOLVED', async () => {
    server = mockEndpoints(on(getOrgEct, () => ({ body: { escalations: ESCALATIONS } })));
    renderWithProviders(<EctView orgId="ORG-1" />);
    const table = await screen.findByRole('table', { name: 'Escalations' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Title', 'Description', 'Resolved']);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((r) => [...(r as HTMLTableRowElement).cells].map((c) => c.textContent))).toEqual([
      ['Short delivery', 'Two cartons short', 'Yes'],
      ['Late delivery', 'Came after closing', 'No'],
    ]);
  });

  it('says so when the shop has no escalation', async () => {
    server = mockEndpoints(on(getOrgEct, () => ({ body: { escalations: [] } })));
    renderWithProviders(<EctView orgId="ORG-1" />);
    expect(await screen.findByText('No escalations for this shop')).toBeInTheDocument();
  });

  it("shows 'Error in fetching ECT' with the error text and Retry", async () => {
    server = mockEndpoints(on(getOrgEct, () => ({ status: 500, error: { message: 'Something went wrong. Please re-try.' } })));
    renderWithProviders(<EctView orgId="ORG-1" />);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Error in fetching ECT');
    expect(alert).toHaveTextContent('Something went wrong. Please re-try.');
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});
