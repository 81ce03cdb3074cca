import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import {
  getItemHistory,
  getShipmentMovementDetails,
  HISTORY_MESSAGES,
  type HistoryLine,
  type ItemHistoryResponse,
  itemHistoryHref,
  LIVE_EVENTS,
} from '@hub/shared/contracts';
import { formatDateTime } from '@hub/shared/format';
import { setLiveSourceFactory } from '@hub/shared/live';
import { mockEndpoints, type MockServer, on, renderWithProviders } from '@hub/shared/testing';
import { ItemHistoryPage } from './item-history-page';

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

const HUB = 'HUB-BLR-01';
const ITEM = 'LIBLR000000007';
const AT = Date.parse('2026-11-20T09:30:00Z');
const line = (over: Partial<HistoryLine> & Pick<HistoryLine, 'id' | 'kind' | 'title'>): HistoryLine => ({
  at: AT,
  detail: null,
  person: 'Vikram Singh',
  actorKind: 'USER',
  itemId: ITEM,
  units: null,
  from: null,
  to: null,
  reason: null,
  ...over,
});
const item = { itemId: ITEM, title: 'Atta 5 kg', orderId: 'ORD-1', shipmentId: null, qty: 3, pickedQty: 3, dispatchedQty: 1, acceptedQty: 0, failedQty: 0 };
const page = (lines: HistoryLine[], nextBefore: number | null = null, over: Partial<ItemHistoryResponse> = {}): ItemHistoryResponse => ({
  hubOrgUnitId: HUB,
  shipmentId: null,
  items: [item],
  lines,
  nextBefore,
  ...over,
});
const CORRECTION = line({
  id: 'a30',
  at: AT + 120_000,
  kind: 'CORRECTION',
  title: 'Correction (dispatch)',
  detail: 'Manifest SPA-9 · Scanned twice',
  person: 'Asha Rao',
  units: 1,
  from: '2',
  to: '1',
  reason: 'Mis-scan',
});
const DISPATCH = line({
  id: 'a20',
  at: AT + 60_000,
  kind: 'DISPATCH',
  title: 'Dispatched 2 units',
  detail: 'Manifest SPA-9',
  person: 'Asha Rao',
  units: 2,
  from: '0',
  to: '2',
});
const INWARD = line({ id: 'a10', kind: 'INWARD', title: 'Picked 3 units on inward', detail: 'Manifest SPA-1', units: 3, from: '0', to: '3' });
const FIRST = line({ id: 'd:hub', at: AT - 86_400_000, kind: 'OTHER', title: 'In the hub since', person: 'System', actorKind: 'SYSTEM' });

let server: MockServer;
let answers: Map<string, ItemHistoryResponse>;
beforeEach(() => {
  FakeSource.all = [];
  setLiveSourceFactory((url) => new FakeSource(url) as unknown as EventSource);
  answers = new Map([['first', page([CORRECTION, DISPATCH, INWARD, FIRST])]]);
  server = mockEndpoints(on(getItemHistory, ({ query }) => ({ body: answers.get(query.before ? String(query.before) : 'first')! })));
});
afterEach(() => {
  setLiveSourceFactory(null);
  server.verify();
});

const render = (id = ITEM) => renderWithProviders(<ItemHistoryPage />, { route: itemHistoryHref(HUB, id), path: '/hubs/:hubId/items/:itemId/history' });
const lines = () => within(screen.getByRole('list', { name: HISTORY_MESSAGES.pageTitle })).getAllByRole('listitem');

describe('Item history page (the item timeline)', () => {
  it('lists every step newest first with the person and time, the correction with its reason and counts', async () => {
    render();
    expect(await screen.findByRole('heading', { name: 'Item history' })).toBeInTheDocument();
    expect(await screen.findByText('Atta 5 kg')).toBeInTheDocument();
    expect(screen.getByText('Qty 3 · picked 3 · dispatched 1')).toBeInTheDocument();
    const rows = lines();
    expect(rows.map((r) => r.querySelector('[data-history-title]')?.textContent)).toEqual([
      'Correction (dispatch)',
      'Dispatched 2 units',
      'Picked 3 units on inward',
      'In the hub since',
    ]);
    expect(within(rows[0]!).getByText('Correction')).toBeInTheDocument();
    expect(within(rows[0]!).getByText('Manifest SPA-9 · Scanned twice')).toBeInTheDocument();
    expect(within(rows[0]!).getByText('1 unit · 2 → 1')).toBeInTheDocument();
    expect(within(rows[0]!).getByText('Reason: Mis-scan')).toBeInTheDocument();
    expect(rows[0]!.querySelector('[data-history-who]')).toHaveTextContent(`Asha Rao · ${formatDateTime(AT + 120_000)}`);
    // The time is machine-readable too.
    expect(rows[0]!.querySelector('time')).toHaveAttribute('dateTime', new Date(AT + 120_000).toISOString());
    expect(rows[2]!.querySelector('[data-history-who]')).toHaveTextContent(`Vikram Singh · ${formatDateTime(AT)}`);
    expect(rows[3]!.querySelector('[data-history-who]')).toHaveTextContent(`System · ${formatDateTime(AT - 86_400_000)}`);
    expect(screen.getByText(HISTORY_MESSAGES.end)).toBeInTheDocument();
    expect(server.callsOf(getItemHistory).map((c) => [c.params, c.query])).toEqual([[{ hubId: HUB, itemId: ITEM }, { limit: 100 }]]);
  });

  it('loads older lines a page at a time with "Load older"', async () => {
    answers.set('first', page([CORRECTION, DISPATCH], 1_763_630_000_000_000));
    answers.set('1763630000000000', page([INWARD, FIRST]));
    render();
    await screen.findByText('Dispatched 2 units');
    expect(screen.queryByText('Picked 3 units on inward')).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: HISTORY_MESSAGES.loadOlder }));
    expect(await screen.findByText('Picked 3 units on inward')).toBeInTheDocument();
    expect(lines()).toHaveLength(4);
    expect(server.callsOf(getItemHistory).map((c) => c.query.before)).toEqual([undefined, 1_763_630_000_000_000]);
    expect(screen.queryByRole('button', { name: HISTORY_MESSAGES.loadOlder })).not.toBeInTheDocument();
  });

  it('gains the line another operator’s scan just made (live item change)', async () => {
    render();
    await screen.findByText('Dispatched 2 units');
    const newer = line({
      id: 'a40',
      at: AT + 180_000,
      kind: 'DISPATCH',
      title: 'Dispatched 1 unit',
      detail: 'Manifest SPA-9',
      person: 'Rahul Verma',
      units: 1,
      from: '1',
      to: '2',
    });
    answers.set('first', page([newer, CORRECTION, DISPATCH, INWARD, FIRST]));
    const source = FakeSource.all.find((s) => s.url.includes(HUB))!;
    act(() => source.emit(LIVE_EVENTS.change, { changes: [{ e: 'item', id: 'SOMETHING-ELSE' }] }));
    act(() => source.emit(LIVE_EVENTS.change, { changes: [{ e: 'item', id: ITEM }] }));
    expect(await screen.findByText('Dispatched 1 unit')).toBeInTheDocument();
    expect(lines()[0]!.querySelector('[data-history-who]')).toHaveTextContent(`Rahul Verma · ${formatDateTime(AT + 180_000)}`);
    await waitFor(() => expect(server.callsOf(getItemHistory)).toHaveLength(2));
  });

  it('says so when an item has no line yet, and shows the server’s words for an unknown id', async () => {
    answers.set('first', page([]));
    const { unmount } = render();
    expect(await screen.findByText(HISTORY_MESSAGES.empty)).toBeInTheDocument();
    unmount();
    server.add(on(getItemHistory, () => ({ status: 404, error: { message: HISTORY_MESSAGES.itemNotFound('NOPE') } })));
    render('NOPE');
    expect(await screen.findByRole('alert')).toHaveTextContent('Item or shipment NOPE not found at this hub');
  });

  it('titles a shipment’s timeline with the shipment and names the item on each line', async () => {
    const shipmentId = 'SGHBLR00000001123S';
    answers.set('first', page([DISPATCH], null, { shipmentId, items: [{ ...item, shipmentId }] }));
    server.add(
      on(getShipmentMovementDetails, () => ({
        body: { shipmentId, items: [{ itemId: ITEM, qty: 3, dispatchedQty: 2, dispatchStatus: 'PARTIALLY_DISPATCHED', spaIds: ['SPA-9'] }] },
      })),
    );
    render(shipmentId.slice(0, 14));
    expect(await screen.findByRole('heading', { name: `Shipment ${shipmentId}` })).toBeInTheDocument();
    expect(within(lines()[0]!).getByText(ITEM)).toBeInTheDocument();
  });
});
