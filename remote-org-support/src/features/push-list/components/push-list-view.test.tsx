import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import dayjs from 'dayjs';
import { getOrgVisits, getPushList } from '@hub/shared/contracts';
import { mockEndpoints, type MockServer, on, renderWithProviders } from '@hub/shared/testing';
import { PUSH_LIST, VISITS } from '../../../testing/fixtures';
import { PushListView } from './push-list-view';

// On a shared 2-core machine under load a first render (Mantine, a first transform) can pass testing-library's 1 s.
configure({ asyncUtilTimeout: 5000 });

let server: MockServer;
afterEach(() => server.verify());

const day = (offset: number) => dayjs().subtract(offset, 'day').format('YYYY-MM-DD');

describe('Push list view (spec 002 §2, §4, §5)', () => {
  it('loads This Week by default: summary (dd/mm/yy TimeLine) and the table with targets in rupees (vmq)', async () => {
    server = mockEndpoints(
      on(getPushList, () => ({ body: PUSH_LIST })),
      on(getOrgVisits, () => ({ body: { visits: VISITS } })),
    );
    renderWithProviders(<PushListView orgId="ORG-1" marketId="MKT-1" />);
    expect(await screen.findByText('Tata Salt 1kg')).toBeInTheDocument();
    expect(server.callsOf(getPushList)[0]!.query).toEqual({ orgId: 'ORG-1', marketId: 'MKT-1', attributionTime: 'WEEKLY' });
    expect(screen.getByRole('radio', { name: 'This Week' })).toBeChecked();
    expect(document.querySelector('[data-summary="Total Items"]')).toHaveTextContent('Total Items2');
    expect(document.querySelector('[data-summary="PushList Items Pushed"]')).toHaveTextContent('PushList Items Pushed1');
    expect(document.querySelector('[data-summary="TimeLine"]')).toHaveTextContent('TimeLine23/11/26 - 25/11/26');
    const table = screen.getByRole('table', { name: 'Push list' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Product', 'Type', 'Targets', 'Units count']);
    const first = within(table).getAllByRole('row')[1]!;
    expect(first).toHaveTextContent('Focus');
    expect(within(first).getByText('₹12.50 (10)')).toBeInTheDocument();
    expect(within(first).getByText('₹50.00 (25)')).toBeInTheDocument();
    expect((first as HTMLTableRowElement).cells[3]).toHaveTextContent('12');
  });

  it('This Month calls MONTHLY; Custom runs only once both dates are picked, then shows "Sorry, no items found"', async () => {
    server = mockEndpoints(
      on(getPushList, ({ query }) => ({
        body: query.attributionTime === 'CUSTOM' ? { listings: [], orderAttribution: { count: 0, startTime: 0, endTime: 1 } } : PUSH_LIST,
      })),
      on(getOrgVisits, () => ({ body: { visits: VISITS } })),
    );
    renderWithProviders(<PushListView orgId="ORG-1" />);
    await screen.findByText('Tata Salt 1kg');
    fireEvent.click(screen.getByRole('radio', { name: 'This Month' }));
    await waitFor(() => expect(server.callsOf(getPushList).map((c) => c.query.attributionTime)).toEqual(['WEEKLY', 'MONTHLY']));
    fireEvent.click(screen.getByRole('radio', { name: 'Custom' }));
    expect(screen.getByText('Pick both dates to see the push list')).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('From'), { target: { value: day(10) } });
    expect(screen.getByText('Pick both dates to see the push list')).toBeInTheDocument();
    expect(server.callsOf(getPushList)).toHaveLength(2);
    fireEvent.change(screen.getByLabelText('To'), { target: { value: day(3) } });
    expect(await screen.findByText('Sorry, no items found')).toBeInTheDocument();
    const custom = server.callsOf(getPushList)[2]!.query;
    expect(custom.attributionTime).toBe('CUSTOM');
    expect(custom.timeRange).toBe(`${dayjs(day(10)).startOf('day').valueOf()}-${dayjs(day(3)).endOf('day').valueOf()}`);
  });

  it('offers the visit dates in the Visit select; a visit runs the list from its day to today', async () => {
    server = mockEndpoints(
      on(getPushList, () => ({ body: PUSH_LIST })),
      on(getOrgVisits, () => ({ body: { visits: VISITS } })),
    );
    renderWithProviders(<PushListView orgId="ORG-1" />);
    await screen.findByText('Tata Salt 1kg');
    fireEvent.click(screen.getByRole('radio', { name: 'Custom' }));
    const visit = screen.getByLabelText('Visit');
    await waitFor(() =>
      expect(
        within(visit)
          .getAllByRole('option')
          .map((o) => o.textContent),
      ).toEqual(['Pick a visit', '20/11/2026', '03/11/2026']),
    );
    fireEvent.change(visit, { target: { value: '2026-11-03' } });
    expect(screen.getByLabelText('From')).toHaveValue('2026-11-03');
    expect(screen.getByLabelText('To')).toHaveValue(dayjs().format('YYYY-MM-DD'));
    // The Visit select and the visit reviews below the list read one query.
    expect(server.callsOf(getOrgVisits)).toHaveLength(1);
  });

  it('says why a reversed range cannot run, without calling', async () => {
    server = mockEndpoints(
      on(getPushList, () => ({ body: PUSH_LIST })),
      on(getOrgVisits, () => ({ body: { visits: [] } })),
    );
    renderWithProviders(<PushListView orgId="ORG-1" />);
    await screen.findByText('Tata Salt 1kg');
    fireEvent.click(screen.getByRole('radio', { name: 'Custom' }));
    fireEvent.change(screen.getByLabelText('From'), { target: { value: day(2) } });
    fireEvent.change(screen.getByLabelText('To'), { target: { value: day(5) } });
    expect(screen.getByRole('alert')).toHaveTextContent('Start date must be on or before the end date');
    expect(server.callsOf(getPushList)).toHaveLength(1);
  });

  it("shows 'Error in fetching Push List' with the error text and Retry", async () => {
    let fail = true;
    server = mockEndpoints(
      on(getPushList, () => (fail ? { status: 400, error: { message: 'Dates cannot be after today' } } : { body: PUSH_LIST })),
      on(getOrgVisits, () => ({ body: { visits: [] } })),
    );
    renderWithProviders(<PushListView orgId="ORG-1" />);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Error in fetching Push List');
    expect(await screen.findByText('No visits to this shop yet')).toBeInTheDocument();
    expect(alert).toHaveTextContent('Dates cannot be after today');
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Tata Salt 1kg')).toBeInTheDocument();
  });
});
