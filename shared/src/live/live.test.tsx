import { act, renderHook, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider, type QueryKey, useQuery } from '@tanstack/react-query';
import { type ReactNode } from 'react';
import { LIVE_EVENTS } from '../contracts';
import { liveHubs, parseChanges, setLiveSourceFactory } from './live-connection';
import { LIVE_REFETCH_GAP_MS, liveInvalidator, useLiveQueries } from './use-live-queries';

/** A fake EventSource: the test plays the server's events. */
class FakeSource {
  static all: FakeSource[] = [];
  readyState = 0;
  closed = false;
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
    this.closed = true;
    this.readyState = 2;
  }
}

beforeEach(() => {
  FakeSource.all = [];
  setLiveSourceFactory((url) => new FakeSource(url) as unknown as EventSource);
});
afterEach(() => setLiveSourceFactory(null));

function setup() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const fetched = { manifest: 0, zone: 0 };
  const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>;
  const hook = renderHook(
    ({ hubId }) => {
      useQuery({ queryKey: ['m', 'SPA-1'], queryFn: async () => ++fetched.manifest });
      useQuery({ queryKey: ['z', 'LM-01'], queryFn: async () => ++fetched.zone });
      useLiveQueries(hubId, [
        { e: 'manifest', id: 'SPA-1', queryKey: ['m', 'SPA-1'] },
        { e: 'zone', queryKey: ['z', 'LM-01'] },
      ]);
    },
    { wrapper, initialProps: { hubId: 'HUB-BLR-01' } },
  );
  /** Both queries fetched once and no fetch running (a change now refetches at once). */
  const fetchedOnce = () =>
    waitFor(() => {
      expect(fetched).toEqual({ manifest: 1, zone: 1 });
      expect(client.isFetching()).toBe(0);
    });
  return { hook, fetched, fetchedOnce };
}

describe('useLiveQueries', () => {
  it('opens one stream per hub and refetches only the queries a change touches', async () => {
    const first = setup();
    await first.fetchedOnce();
    expect(FakeSource.all.map((s) => s.url)).toEqual(['/logistics/api/live/hubs/HUB-BLR-01']);
    const source = FakeSource.all[0]!;
    act(() => source.emit(LIVE_EVENTS.ready, { instance: 'a' }));
    act(() => source.emit(LIVE_EVENTS.change, { changes: [{ e: 'manifest', id: 'SPA-1' }] }));
    // Both queries are refetched at once when a change touches them (neither was refetched by a change before): the
    // zone would be fetched with the manifest.
    await waitFor(() => expect(first.fetched.manifest).toBe(2));
    expect(first.fetched.zone).toBe(1);
    first.hook.unmount();

    // Another manifest touches nothing here. The zone change after it does (a target without an id hears every id of
    // its entity): events are handled in order, so once the zone is refetched the one before had its turn, and a
    // manifest refetch it caused would have started then.
    const second = setup();
    await second.fetchedOnce();
    const again = FakeSource.all[1]!;
    act(() => again.emit(LIVE_EVENTS.ready, { instance: 'a' }));
    act(() => again.emit(LIVE_EVENTS.change, { changes: [{ e: 'manifest', id: 'SPA-OTHER' }] }));
    act(() => again.emit(LIVE_EVENTS.change, { changes: [{ e: 'zone', id: 'LM-99' }] }));
    await waitFor(() => expect(second.fetched.zone).toBe(2));
    expect(second.fetched.manifest).toBe(1);
  });

  it('reads each change of an event on its own: an entity this build does not know is skipped, not the event', async () => {
    expect(
      parseChanges(
        JSON.stringify({
          changes: [
            { e: 'future', id: 'X' },
            { e: 'inscan', id: 'TT000A0001' },
            { e: 'manifest', id: 'SPA-1' },
          ],
        }),
      ),
    ).toEqual([
      { e: 'inscan', id: 'TT000A0001' },
      { e: 'manifest', id: 'SPA-1' },
    ]);
    expect(parseChanges('not json')).toEqual([]);
    expect(parseChanges(JSON.stringify({ nothing: true }))).toEqual([]);
    const { fetched } = setup();
    await waitFor(() => expect(fetched).toEqual({ manifest: 1, zone: 1 }));
    const source = FakeSource.all[0]!;
    act(() =>
      source.emit(LIVE_EVENTS.change, {
        changes: [
          { e: 'future', id: 'X' },
          { e: 'manifest', id: 'SPA-1' },
        ],
      }),
    );
    await waitFor(() => expect(fetched.manifest).toBe(2));
  });

  it('folds a burst of changes into few refetches (the first at once, one after the gap)', async () => {
    const { fetched, fetchedOnce } = setup();
    await fetchedOnce();
    const source = FakeSource.all[0]!;
    jest.useFakeTimers();
    try {
      act(() => {
        for (let i = 0; i < 30; i++) source.emit(LIVE_EVENTS.change, { changes: [{ e: 'manifest', id: 'SPA-1' }] });
      });
      expect(fetched.manifest).toBe(2);
      await act(async () => void (await jest.advanceTimersByTimeAsync(LIVE_REFETCH_GAP_MS)));
      expect(fetched.manifest).toBe(3);
      await act(async () => void (await jest.advanceTimersByTimeAsync(10 * LIVE_REFETCH_GAP_MS)));
      expect(fetched).toEqual({ manifest: 3, zone: 1 });
    } finally {
      jest.useRealTimers();
    }
  });

  it('refetches everything it shows after a reconnect (changes in between were not heard), and closes with the last screen', async () => {
    const { hook, fetched } = setup();
    await waitFor(() => expect(fetched).toEqual({ manifest: 1, zone: 1 }));
    const source = FakeSource.all[0]!;
    act(() => source.emit(LIVE_EVENTS.ready));
    // The server ended the stream; EventSource reconnected by itself and the new stream says ready.
    act(() => source.emit(LIVE_EVENTS.ready));
    await waitFor(() => expect(fetched).toEqual({ manifest: 2, zone: 2 }));
    expect(liveHubs()).toEqual(['HUB-BLR-01']);
    hook.unmount();
    expect(source.closed).toBe(true);
    expect(liveHubs()).toEqual([]);
  });

  it('opens the stream again later when the server refused it (closed for good: 401, 404)', async () => {
    jest.useFakeTimers();
    try {
      setup();
      const first = FakeSource.all[0]!;
      act(() => {
        first.readyState = 2;
        first.emit('error');
      });
      expect(FakeSource.all).toHaveLength(1);
      act(() => void jest.advanceTimersByTime(2100));
      expect(FakeSource.all).toHaveLength(2);
    } finally {
      jest.useRealTimers();
    }
  });
});

/** A QueryClient as the invalidator sees it: how many fetches of a query run, and the invalidations it asked for. */
function stubClient() {
  const stub = {
    fetching: 0,
    invalidated: [] as QueryKey[],
    client: {
      isFetching: () => stub.fetching,
      invalidateQueries: async ({ queryKey }: { queryKey: QueryKey }) => void stub.invalidated.push(queryKey),
    } as unknown as QueryClient,
  };
  return stub;
}

describe('liveInvalidator', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());
  const manifest = ['m', 'SPA-1'];
  const zone = ['z', 'LM-01'];

  it('folds a burst into one refetch at once and one after the gap, each query on its own', () => {
    const stub = stubClient();
    const invalidator = liveInvalidator(stub.client);
    for (let i = 0; i < 30; i++) {
      invalidator.invalidate(manifest);
      invalidator.invalidate(zone);
    }
    expect(stub.invalidated).toEqual([manifest, zone]);
    jest.advanceTimersByTime(LIVE_REFETCH_GAP_MS - 1);
    expect(stub.invalidated).toHaveLength(2);
    jest.advanceTimersByTime(1);
    expect(stub.invalidated).toEqual([manifest, zone, manifest, zone]);
    jest.advanceTimersByTime(10 * LIVE_REFETCH_GAP_MS);
    expect(stub.invalidated).toHaveLength(4);
    expect(jest.getTimerCount()).toBe(0);
    // A change after the gap refetches at once again.
    invalidator.invalidate(manifest);
    expect(stub.invalidated).toEqual([manifest, zone, manifest, zone, manifest]);
  });

  it('never refetches while a fetch of the query runs, and refetches once after it is done', () => {
    const stub = stubClient();
    const invalidator = liveInvalidator(stub.client);
    stub.fetching = 1;
    for (let i = 0; i < 5; i++) invalidator.invalidate(manifest);
    jest.advanceTimersByTime(10 * LIVE_REFETCH_GAP_MS);
    expect(stub.invalidated).toEqual([]);
    stub.fetching = 0;
    jest.advanceTimersByTime(LIVE_REFETCH_GAP_MS);
    expect(stub.invalidated).toEqual([manifest]);
    jest.advanceTimersByTime(10 * LIVE_REFETCH_GAP_MS);
    expect(stub.invalidated).toEqual([manifest]);
    expect(jest.getTimerCount()).toBe(0);
  });

  it('forgets what it had waiting when disposed', () => {
    const stub = stubClient();
    const invalidator = liveInvalidator(stub.client);
    invalidator.invalidate(manifest);
    invalidator.invalidate(manifest);
    invalidator.dispose();
    jest.advanceTimersByTime(10 * LIVE_REFETCH_GAP_MS);
    expect(stub.invalidated).toEqual([manifest]);
  });
});
