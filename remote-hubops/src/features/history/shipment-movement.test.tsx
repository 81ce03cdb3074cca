import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { getShipmentMovementDetails, LIVE_EVENTS, type ShipmentMovementResponse } from '@hub/shared/contracts';
import { setLiveSourceFactory } from '@hub/shared/live';
import { mockEndpoints, type MockServer, on, renderWithProviders } from '@hub/shared/testing';
import { ShipmentMovement } from './shipment-movement';

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

const SHIPMENT = 'SGHBLR00000001123S';
let answer: ShipmentMovementResponse;
let server: MockServer;
beforeEach(() => {
  FakeSource.all = [];
  setLiveSourceFactory((url) => new FakeSource(url) as unknown as EventSource);
  answer = {
    shipmentId: SHIPMENT,
    items: [
      { itemId: 'LIBLR0000000001', qty: 3, dispatchedQty: 1, dispatchStatus: 'PARTIALLY_DISPATCHED', spaIds: ['SPA-IN-1', 'SPA-DS-2'] },
      { itemId: 'LIBLR0000000002', qty: 2, dispatchedQty: 0, dispatchStatus: 'NOT_STARTED', spaIds: [] },
    ],
  };
  server = mockEndpoints(on(getShipmentMovementDetails, () => ({ body: answer })));
});
afterEach(() => {
  setLiveSourceFactory(null);
  server.verify();
});

describe('ShipmentMovement (fetchShipmentMovementDetails, the item history header)', () => {
  it("asks by the id it was given (the api matches the first 14 characters) and shows each item's units, status and manifests", async () => {
    renderWithProviders(<ShipmentMovement hubId="HUB-BLR-01" shipmentId={`${SHIPMENT.slice(0, 14)}ZZZZ`} currentItemId="LIBLR0000000001" />);
    const card = await screen.findByRole('region', { name: `Shipment ${SHIPMENT}` });
    expect(server.callsOf(getShipmentMovementDetails).map((c) => c.params)).toEqual([{ hubId: 'HUB-BLR-01', shipmentId: 'SGHBLR00000001ZZZZ' }]);
    expect(within(card).getByText('2 items')).toBeInTheDocument();
    const first = card.querySelector('[data-item="LIBLR0000000001"]') as HTMLElement;
    expect(first).toHaveAttribute('aria-current', 'true');
    expect(within(first).getByText('Dispatched 1 / 3')).toBeInTheDocument();
    expect(within(first).getByText('Manifests: SPA-IN-1, SPA-DS-2')).toBeInTheDocument();
    expect(within(first).getByText('Partially Dispatched')).toBeInTheDocument();
    const second = card.querySelector('[data-item="LIBLR0000000002"]') as HTMLElement;
    expect(within(second).getByText('In no manifest')).toBeInTheDocument();
    expect(within(second).getByText('Dispatched 0 / 2')).toBeInTheDocument();
  });

  it("opens another item's history from its row (not the current item's)", async () => {
    const onOpenItem = jest.fn();
    renderWithProviders(<ShipmentMovement hubId="HUB-BLR-01" shipmentId={SHIPMENT} currentItemId="LIBLR0000000001" onOpenItem={onOpenItem} />);
    fireEvent.click(await screen.findByRole('button', { name: /^LIBLR0000000002/ }));
    expect(onOpenItem).toHaveBeenCalledWith('LIBLR0000000002');
    expect(screen.queryByRole('button', { name: /^LIBLR0000000001/ })).toBeNull();
  });

  it('shows nothing and asks nothing without a shipment id', () => {
    renderWithProviders(<ShipmentMovement hubId="HUB-BLR-01" shipmentId={null} />);
    expect(screen.queryByRole('region')).toBeNull();
    expect(screen.queryByRole('status')).toBeNull();
    expect(server.callsOf(getShipmentMovementDetails)).toHaveLength(0);
  });

  it("shows the server's refusal with Retry for an unknown shipment", async () => {
    server.add(on(getShipmentMovementDetails, () => ({ status: 404, error: { message: 'Shipment SGNOPE not found' } })));
    renderWithProviders(<ShipmentMovement hubId="HUB-BLR-01" shipmentId="SGNOPE" />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Shipment SGNOPE not found');
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });

  it("refreshes when one of its items changes (another operator's dispatch scan, live)", async () => {
    renderWithProviders(<ShipmentMovement hubId="HUB-BLR-01" shipmentId={SHIPMENT} />);
    await screen.findByText('Dispatched 1 / 3');
    const source = FakeSource.all.find((s) => s.url.endsWith('/live/hubs/HUB-BLR-01'))!;
    answer = {
      ...answer,
      items: answer.items.map((i) => (i.itemId === 'LIBLR0000000002' ? { ...i, dispatchedQty: 1, dispatchStatus: 'PARTIALLY_DISPATCHED' } : i)),
    };
    act(() => source.emit(LIVE_EVENTS.ready, { instance: 'a' }));
    act(() => source.emit(LIVE_EVENTS.change, { changes: [{ e: 'item', id: 'LIBLR0000000002' }] }));
    await waitFor(() => expect(screen.getAllByText('Dispatched 1 / 2')).toHaveLength(1));
  });
});
