import { act, renderHook, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { type ReactNode } from 'react';
import { LIVE_EVENTS } from '../contracts';
import { liveHubs, parseChanges, setLiveSourceFactory } from './live-connection';
import { useLiveQueries } from './use-live-queries';

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
  return { hook, fetched };
}

describe('useLiveQueries', () => {
  it('opens one stream per hub and refetches only the queries a change touches', async () => {
    const { fetched } = setup();
    await waitFor(() => expect(fetched).toEqual({ manifest: 1, zone: 1 }));
    expect(FakeSource.all.map((s) => s.url)).toEqual(['/logistics/api/live/hubs/HUB-BLR-01']);
    const source = FakeSource.all[0]!;
    act(() => source.emit(LIVE_EVENTS.ready, { instance: 'a' }));
    act(() => source.emit(LIVE_EVENTS.change, { changes: [{ e: 'manifest', id: 'SPA-OTHER' }] }));
    await new Promise((r) => setTimeout(r, 50));
    expect(fetched).toEqual({ manifest: 1, zone: 1 });
    act(() => source.emit(LIVE_EVENTS.change, { changes: [{ e: 'manifest', id: 'SPA-1' }] }));
    await waitFor(() => expect(fetched.manifest).toBe(2));
    expect(fetched.zone).toBe(1);
    // A target without an id hears every id of its entity.
    act(() => source.emit(LIVE_EVENTS.change, { changes: [{ e: 'zone', id: 'LM-99' }] }));
    await waitFor(() => expect(fetched.zone).toBe(2));
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
    const { fetched } = setup();
    await waitFor(() => expect(fetched.manifest).toBe(1));
    const source = FakeSource.all[0]!;
    act(() => {
      for (let i = 0; i < 30; i++) source.emit(LIVE_EVENTS.change, { changes: [{ e: 'manifest', id: 'SPA-1' }] });
    });
    await new Promise((r) => setTimeout(r, 800));
    expect(fetched.manifest).toBeGreaterThanOrEqual(2);
    expect(fetched.manifest).toBeLessThanOrEqual(4);
  });

  it('refetches everything it shows after a reconnect (changes in between were not heard), and closes with the last screen', async () => {
    const { hook, fetched } = setup();
    await waitFor(() => expect(fetched).toEqual({ manifest: 1, zone: 1 }));
    const source = FakeSource.all[0]!;
    act(() => source.emit(LIVE_EVENTS.ready));
    await new Promise((r) => setTimeout(r, 350));
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
