import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { getCurrentEntityItems, LIVE_EVENTS } from '@hub/shared/contracts';
import { setLiveSourceFactory } from '@hub/shared/live';
import { mockEndpoints, type MockServer, on, renderWithProviders } from '@hub/shared/testing';
import { groupByTote, type ZoneUnitLine } from '../utils/group-by-tote';
import { ZoneUnits } from './zone-units';

/** A fake EventSource: the test plays the server's live events. */
class FakeSource {
  static all: FakeSource[] = [];
  readyState = 0;
  private listeners = new Map<string, Array<(e: MessageEvent) => void>>();
  constructor(readonly url: string) {
    FakeSource.all.push(this);
  }
  addEventListener(type: string, fn: (e: MessageEvent) => void) {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), fn]);
  }
  emit(type: string, data: unknown = {}) {
    for (const fn of this.listeners.get(type) ?? []) fn(new MessageEvent(type, { data: JSON.stringify(data) }));
  }
  close() {
    this.readyState = 2;
  }
}

const line = (itemId: string, toteId: string | null, qty: number, o: Partial<ZoneUnitLine> = {}): ZoneUnitLine => ({
  itemId,
  orderId: `ORD-${itemId}`,
  itemTitle: `Rice ${itemId}`,
  qty,
  toteId,
  ...o,
});

let server: MockServer;
let lines: ZoneUnitLine[];
beforeEach(() => {
  FakeSource.all = [];
  setLiveSourceFactory((url) => new FakeSource(url) as unknown as EventSource);
  lines = [line('LI-3', null, 1), line('LI-2', 'TT000B0001', 4), line('LI-1', 'TT000A0001', 2), line('LI-4', 'TT000A0001', 1)];
  server = mockEndpoints(on(getCurrentEntityItems, ({ params }) => ({ body: { zoneId: params.zone, items: lines } })));
});
afterEach(() => {
  setLiveSourceFactory(null);
  server.verify();
});

const render = () => renderWithProviders(<ZoneUnits hubId="HUB-BLR-01" zoneId="LM-BLR-01" />);
const cards = () =>
  within(screen.getByRole('list', { name: 'Units by tote' }))
    .getAllByRole('listitem')
    .map((c) => c.getAttribute('aria-label'));

describe('Units by tote (zone visibility, currentEntityItems)', () => {
  it('asks nothing until opened, then lists the zone by tote (loose units last) with units, items, orders and quantities', async () => {
    render();
    const toggle = screen.getByRole('button', { name: 'Units by tote' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(server.callsOf(getCurrentEntityItems)).toHaveLength(0);
    fireEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await screen.findByRole('list', { name: 'Units by tote' });
    expect(server.callsOf(getCurrentEntityItems).map((c) => c.params)).toEqual([{ hubId: 'HUB-BLR-01', zone: 'LM-BLR-01' }]);
    expect(cards()).toEqual(['Tote TT000A0001', 'Tote TT000B0001', 'Loose (no tote)']);
    const a = screen.getByRole('listitem', { name: 'Tote TT000A0001' });
    expect(within(a).getByText('3 units')).toBeInTheDocument();
    expect(within(a).getByText('Rice LI-1')).toBeInTheDocument();
    expect(within(a).getByText('LI-1 · Order ORD-LI-1')).toBeInTheDocument();
    expect(within(a).getByText('× 2')).toBeInTheDocument();
    expect(within(screen.getByRole('listitem', { name: 'Loose (no tote)' })).getByText('1 unit')).toBeInTheDocument();
  });

  it('says "No units are in this zone now." for an empty zone', async () => {
    lines = [];
    render();
    fireEvent.click(screen.getByRole('button', { name: 'Units by tote' }));
    expect(await screen.findByText('No units are in this zone now.')).toBeInTheDocument();
  });

  it('says "Failed to load data. Please retry." when the call fails', async () => {
    server.add(on(getCurrentEntityItems, () => ({ status: 500, error: { message: 'x' } })));
    render();
    fireEvent.click(screen.getByRole('button', { name: 'Units by tote' }));
    expect(await screen.findByText('Failed to load data. Please retry.')).toBeInTheDocument();
  });

  it("follows another operator's move live while open: a change of the zone refetches it", async () => {
    render();
    fireEvent.click(screen.getByRole('button', { name: 'Units by tote' }));
    await screen.findByRole('listitem', { name: 'Loose (no tote)' });
    const source = FakeSource.all.find((s) => s.url.endsWith('/live/hubs/HUB-BLR-01'))!;
    lines = [...lines.filter((l) => l.toteId !== null), line('LI-3', 'TT000B0001', 1)];
    act(() => source.emit(LIVE_EVENTS.ready, { instance: 'a' }));
    act(() => source.emit(LIVE_EVENTS.change, { changes: [{ e: 'zone', id: 'LM-BLR-01' }] }));
    await waitFor(() => expect(screen.queryByRole('listitem', { name: 'Loose (no tote)' })).toBeNull());
    expect(within(screen.getByRole('listitem', { name: 'Tote TT000B0001' })).getByText('5 units')).toBeInTheDocument();
  });
});

describe('groupByTote', () => {
  it('groups by tote id, loose last, lines by item id, units summed', () => {
    expect(groupByTote([line('B', null, 1), line('C', 'T2', 2), line('A', 'T2', 3), line('D', 'T1', 1)])).toEqual([
      { toteId: 'T1', units: 1, lines: [line('D', 'T1', 1)] },
      { toteId: 'T2', units: 5, lines: [line('A', 'T2', 3), line('C', 'T2', 2)] },
      { toteId: null, units: 1, lines: [line('B', null, 1)] },
    ]);
    expect(groupByTote([])).toEqual([]);
  });
});
