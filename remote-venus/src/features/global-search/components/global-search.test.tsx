import { fireEvent, screen, waitFor } from '@testing-library/react';
import { globalSearch, itemHistoryHref, type SearchResult } from '@hub/shared/contracts';
import { startOfDayMs } from '@hub/shared/format';
import { mockEndpoints, type MockServer, on, renderWithProviders } from '@hub/shared/testing';
import { GLOBAL_SEARCH_DEBOUNCED_MARK, GlobalSearch } from './global-search';

const RESULTS: SearchResult[] = [
  { entityType: 'VEHICLE', title: 'KA01AB1234', description: 'Truck · HUB-BLR-01', href: '/venus/timeline?vehicleId=KA01AB1234&hubId=HUB-BLR-01' },
  { entityType: 'DRIVER', title: 'Ravi Kumar', description: 'DRV-1 · KA01AB1234', href: '/venus/timeline?vehicleId=KA01AB1234&hubId=HUB-BLR-02' },
];
let server: MockServer;
beforeEach(() => {
  server = mockEndpoints(on(globalSearch, ({ query }) => ({ body: { results: query.query.startsWith('KA') ? RESULTS : [] } })));
});
afterEach(() => server.verify());

const type = (value: string) => fireEvent.change(screen.getByRole('textbox', { name: 'Global search' }), { target: { value } });
const enter = () => fireEvent.keyDown(screen.getByRole('textbox', { name: 'Global search' }), { key: 'Enter', code: 'Enter' });

describe('Global search palette', () => {
  it('debounces typing (one call for the settled text), lists typed results, and Enter with none selected opens the first', async () => {
    const onClose = jest.fn();
    const mark = jest.fn();
    Object.defineProperty(performance, 'mark', { value: mark, configurable: true, writable: true });
    const { location } = renderWithProviders(<GlobalSearch opened onClose={onClose} />, { route: '/hubs?date=1763683200000' });
    type('K');
    expect(screen.getByText('Type at least 2 characters')).toBeInTheDocument();
    type('KA');
    type('KA0');
    type('KA01');
    expect(await screen.findByText('Ravi Kumar')).toBeInTheDocument();
    expect(server.calls.map((c) => c.query)).toEqual([{ query: 'KA01', date_epoch: 1763683200000 }]);
    expect(screen.getByText('Truck · HUB-BLR-01')).toBeInTheDocument();
    expect(screen.getByLabelText('Search results')).toHaveAttribute('data-results-for', 'KA01');
    expect(mark.mock.calls).toEqual([[GLOBAL_SEARCH_DEBOUNCED_MARK]]);
    enter();
    await waitFor(() => expect(location().pathname + location().search).toBe('/venus/timeline?vehicleId=KA01AB1234&hubId=HUB-BLR-01'));
    expect(onClose).toHaveBeenCalled();
  });

  it('arrows move the selection and Enter opens the selected result', async () => {
    const { location } = renderWithProviders(<GlobalSearch opened onClose={() => undefined} />, { route: '/hubs' });
    type('KA01');
    await screen.findByText('Ravi Kumar');
    // No date on the route: the search names today (spec 002 §7 "query, date_epoch"), never leaving the day to the server.
    expect(server.calls.map((c) => c.query)).toEqual([{ query: 'KA01', date_epoch: startOfDayMs() }]);
    const input = screen.getByRole('textbox', { name: 'Global search' });
    fireEvent.keyDown(input, { key: 'ArrowDown', code: 'ArrowDown' });
    fireEvent.keyDown(input, { key: 'ArrowDown', code: 'ArrowDown' });
    enter();
    await waitFor(() => expect(location().search).toBe('?vehicleId=KA01AB1234&hubId=HUB-BLR-02'));
  });

  it('opens an item’s timeline from its result (issue 34: an item or shipment id)', async () => {
    server.add(
      on(globalSearch, () => ({
        body: {
          results: [
            {
              entityType: 'ITEM' as const,
              title: 'LIBLR000000001',
              description: 'Atta 5 kg · HUB-BLR-01',
              href: itemHistoryHref('HUB-BLR-01', 'LIBLR000000001'),
            },
            {
              entityType: 'SHIPMENT' as const,
              title: 'SGHBLR00000001123S',
              description: 'PACKED · HUB-BLR-01',
              href: itemHistoryHref('HUB-BLR-01', 'SGHBLR00000001123S'),
            },
          ],
        },
      })),
    );
    const { location } = renderWithProviders(<GlobalSearch opened onClose={() => undefined} />, { route: '/hubs' });
    type('LIBLR000000001');
    expect(await screen.findByText('Item')).toBeInTheDocument();
    expect(screen.getByText('Shipment')).toBeInTheDocument();
    fireEvent.click(screen.getByText('LIBLR000000001'));
    await waitFor(() => expect(location().pathname).toBe('/hubs/HUB-BLR-01/items/LIBLR000000001/history'));
  });

  it('says "No results found" when nothing matches', async () => {
    renderWithProviders(<GlobalSearch opened onClose={() => undefined} />);
    type('zz');
    expect(await screen.findByText('No results found')).toBeInTheDocument();
  });
});
