// The one outbox of the page. Its state (the queue, its timers, the tab's IndexedDB connection) lives in one object
// on globalThis, so the copies of this file in the shell's and each remote's build all use one instance (whichever
// loads first makes it). Not a federation shared module: each of those costs the shell's first paint an entry in the
// federation runtime's tables, loaded or not (docs/adr/010). Loaded only by a screen that writes through it, or by the
// shell's field marks when the device's outbox holds writes, never at the shell's first paint.
import { onlineManager, type QueryClient } from '@tanstack/react-query';
import { apiRequest } from '../api/client';
import { IDEMPOTENCY_HEADER } from '../contracts';
import { useSessionStore } from '../hooks/session-store';
import { classifyFailure, Outbox } from './outbox';
import { OUTBOX_EVENT, OUTBOX_HINT_PREFIX, outboxOwner } from './owner';
import { indexedDbStorage, memoryStorage } from './storage';
import { type OutboxEntry, type SendResult } from './types';

/** Accepts any JSON answer: a replay needs no contract (the screen that parses it may not be loaded). */
const ANY_JSON = { safeParse: (data: unknown) => ({ success: true as const, data }) } as unknown as Parameters<typeof apiRequest>[0]['schema'];

/** Sends one entry as it was first sent, with its Idempotency-Key. */
export async function sendEntry(entry: OutboxEntry): Promise<SendResult> {
  try {
    const data = await apiRequest({
      method: entry.request.method,
      path: entry.request.path,
      query: entry.request.query,
      body: entry.request.body,
      schema: ANY_JSON,
      headers: { [IDEMPOTENCY_HEADER]: entry.key },
    });
    return { kind: 'ok', data };
  } catch (error) {
    return classifyFailure(error);
  }
}

/** The page's outbox state, one object whichever build's copy of this file reads it. */
interface OutboxPageState {
  /** The QueryClient whose queries a replay refreshes. */
  queryClient: QueryClient | null;
  refusedListeners: Set<(entries: OutboxEntry[]) => void>;
  instance: Outbox | null;
  /** Undoes the subscriptions of `create` (tests start each case with a fresh outbox). */
  teardown: (() => void) | null;
}
const STATE = Symbol.for('hub.outbox');
const page = ((globalThis as Record<symbol, unknown>)[STATE] ??= {
  queryClient: null,
  refusedListeners: new Set(),
  instance: null,
  teardown: null,
} satisfies OutboxPageState) as OutboxPageState;

function writeHint(owner: string, count: number) {
  try {
    if (count > 0) localStorage.setItem(OUTBOX_HINT_PREFIX + owner, String(count));
    else localStorage.removeItem(OUTBOX_HINT_PREFIX + owner);
  } catch {
    // Storage full or blocked: the shell then loads the outbox with the first screen that writes.
  }
}

function webLock(name: string, fn: () => Promise<void>): Promise<void> {
  const locks = typeof navigator !== 'undefined' ? (navigator as Navigator & { locks?: LockManager }).locks : undefined;
  return locks ? locks.request(name, async () => fn()).then(() => undefined) : fn();
}

function create(): Outbox {
  // TanStack's online manager starts "online" and learns only from events: on a page opened offline, the "online"
  // event that follows would change nothing and the replay below would wait for its timer.
  if (typeof navigator !== 'undefined' && navigator.onLine === false) onlineManager.setOnline(false);
  const channel = typeof BroadcastChannel !== 'undefined' ? new BroadcastChannel(OUTBOX_EVENT) : null;
  const outbox = new Outbox({
    storage: typeof indexedDB !== 'undefined' ? indexedDbStorage() : memoryStorage(),
    send: sendEntry,
    // TanStack's manager starts "online" and learns only from events; the browser's own flag covers a page opened offline.
    isOnline: () => onlineManager.isOnline() && (typeof navigator === 'undefined' || navigator.onLine !== false),
    lock: webLock,
    hint: writeHint,
    announce: (owner) => channel?.postMessage({ owner }),
    onReplayed: (keys) => {
      for (const queryKey of keys) void page.queryClient?.invalidateQueries({ queryKey });
    },
    onRefused: (entries) => {
      for (const l of page.refusedListeners) l(entries);
    },
  });
  // Another tab of this origin changed an owner's entries: read them again if they are ours.
  channel?.addEventListener('message', (e: MessageEvent<{ owner?: string }>) => {
    if (e.data?.owner && e.data.owner === outbox.snapshot().owner) void outbox.reload();
  });
  // The network is back: replay at once (the retry timer may be far away).
  const offOnline = onlineManager.subscribe((online) => {
    if (online) void outbox.retryNow();
  });
  // The owner is whoever is signed in; signing out leaves the entries where they are (they stay that user's).
  const ownerOf = (email: string | undefined) => (email ? outboxOwner(email) : null);
  void outbox.setOwner(ownerOf(useSessionStore.getState().user?.email));
  const offSession = useSessionStore.subscribe((s) => void outbox.setOwner(ownerOf(s.user?.email)));
  // The shell's header listens for this (it loads its marks on the first one): told when the count changes, never
  // while the outbox is and stays empty (opening a screen that writes loads nothing more).
  let told = '';
  const offEvents = outbox.subscribe(() => {
    const s = outbox.snapshot();
    const now = `${s.owner}:${s.waiting}:${s.refused}`;
    if (now === told || (told === '' && s.waiting + s.refused === 0) || typeof window === 'undefined') return;
    told = now;
    window.dispatchEvent(new CustomEvent(OUTBOX_EVENT, { detail: { owner: s.owner, waiting: s.waiting, refused: s.refused } }));
  });
  page.teardown = () => {
    channel?.close();
    offOnline();
    offSession();
    offEvents();
    void outbox.setOwner(null);
  };
  return outbox;
}

/** The page's outbox (made on first use). */
export function getOutbox(): Outbox {
  page.instance ??= create();
  return page.instance;
}

/** Drops the page's outbox (tests: each case starts with an empty one in memory). */
export function resetOutbox(): void {
  page.teardown?.();
  page.teardown = null;
  page.instance = null;
}

/** The QueryClient whose queries a replay refreshes (the host's one client; hooks attach it). */
export function attachOutboxQueryClient(client: QueryClient): void {
  page.queryClient = client;
}

/** Called with replays the server refused while nobody waited for the answer (the shell toasts them). */
export function onOutboxRefused(listener: (entries: OutboxEntry[]) => void): () => void {
  page.refusedListeners.add(listener);
  return () => page.refusedListeners.delete(listener);
}
