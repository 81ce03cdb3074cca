// The one outbox of the page. This file holds module state (the queue, its timers, the tab's IndexedDB connection),
// so it is a federation singleton by file (tooling/federation.mjs SHARED_STATE_MODULES): the shell provides it and
// every remote uses that instance. It is loaded only by a screen that writes through it, or by the shell when the
// signed-in user's outbox was not empty (owner.ts), never at the shell's first paint.
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

let queryClient: QueryClient | null = null;
const refusedListeners = new Set<(entries: OutboxEntry[]) => void>();
let instance: Outbox | null = null;
/** Undoes the subscriptions of `create` (tests start each case with a fresh outbox). */
let teardown: (() => void) | null = null;

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
      for (const queryKey of keys) void queryClient?.invalidateQueries({ queryKey });
    },
    onRefused: (entries) => {
      for (const l of refusedListeners) l(entries);
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
  // The shell's badge listens for this (it loads the outbox panel only when something waits).
  const offEvents = outbox.subscribe(() => {
    const s = outbox.snapshot();
    if (typeof window !== 'undefined')
      window.dispatchEvent(new CustomEvent(OUTBOX_EVENT, { detail: { owner: s.owner, waiting: s.waiting, refused: s.refused } }));
  });
  teardown = () => {
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
  instance ??= create();
  return instance;
}

/** Drops the page's outbox (tests: each case starts with an empty one in memory). */
export function resetOutbox(): void {
  teardown?.();
  teardown = null;
  instance = null;
}

/** The QueryClient whose queries a replay refreshes (the host's one client; hooks attach it). */
export function attachOutboxQueryClient(client: QueryClient): void {
  queryClient = client;
}

/** Called with replays the server refused while nobody waited for the answer (the shell toasts them). */
export function onOutboxRefused(listener: (entries: OutboxEntry[]) => void): () => void {
  refusedListeners.add(listener);
  return () => refusedListeners.delete(listener);
}
