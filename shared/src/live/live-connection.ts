// The live connection of the page: one EventSource per hub shown, shared by every screen (host and remotes). Its state
// lives in one object on globalThis, so the copies of this file in each build share it (not a federation shared
// module: those cost the shell's first paint, loaded or not; docs/adr/010). Loaded by the first screen that shows live
// progress, never at the shell's first paint.
import { onlineManager } from '@tanstack/react-query';
import { apiUrl } from '../api/client';
import { fillPath, getLiveHubChanges, LIVE_EVENTS, type LiveChange, liveChangeSchema } from '../contracts';

/** What a screen hears: changes of the hub, or "refetch what you show" (reconnected after a gap). */
export type LiveEvent = { kind: 'change'; changes: LiveChange[] } | { kind: 'resync' };
export type LiveHandler = (event: LiveEvent) => void;

/** Waits before opening a stream again after it failed for good (signed out, hub unknown, server away). */
const REOPEN_MS = [2000, 5000, 10_000, 30_000] as const;

interface HubStream {
  handlers: Set<LiveHandler>;
  source: EventSource | null;
  /** The stream was open before: the next open may have missed changes. */
  wasOpen: boolean;
  failures: number;
  timer: ReturnType<typeof setTimeout> | null;
}

type SourceFactory = (url: string) => EventSource | null;
// No EventSource (an old browser, jsdom): no live progress; screens still refresh after their own writes.
const browserSource: SourceFactory = (url) => (typeof EventSource === 'undefined' ? null : new EventSource(url));

/** The page's streams, one object whichever build's copy of this file reads it. */
interface LivePageState {
  hubs: Map<string, HubStream>;
  makeSource: SourceFactory | null;
  /** The online manager is followed once per page. */
  following: boolean;
}
const page = ((globalThis as Record<symbol, unknown>)[Symbol.for('hub.live')] ??= {
  hubs: new Map(),
  makeSource: null,
  following: false,
} satisfies LivePageState) as LivePageState;
const hubs = page.hubs;
const makeSource: SourceFactory = (url) => (page.makeSource ?? browserSource)(url);

/** Replaces how streams are opened (tests). */
export function setLiveSourceFactory(factory: SourceFactory | null): void {
  page.makeSource = factory;
}

const online = () => onlineManager.isOnline() && (typeof navigator === 'undefined' || navigator.onLine !== false);

function emit(stream: HubStream, event: LiveEvent) {
  for (const h of stream.handlers) h(event);
}

function open(hubId: string, stream: HubStream) {
  if (stream.source || stream.handlers.size === 0 || !online()) return;
  // apiUrl + fillPath (what endpointUrl does): functions the shell's start already carries, so this adds nothing there.
  const source = makeSource(apiUrl(fillPath(getLiveHubChanges.path, { hubId })));
  if (!source) return;
  stream.source = source;
  source.addEventListener(LIVE_EVENTS.ready, () => {
    stream.failures = 0;
    // Reopened (the server ended the stream, or the network came back): changes in between were not heard.
    if (stream.wasOpen) emit(stream, { kind: 'resync' });
    stream.wasOpen = true;
  });
  source.addEventListener(LIVE_EVENTS.change, (e) => {
    const changes = parseChanges((e as MessageEvent<string>).data);
    if (changes.length) emit(stream, { kind: 'change', changes });
  });
  source.addEventListener(LIVE_EVENTS.resync, () => emit(stream, { kind: 'resync' }));
  source.addEventListener('error', () => {
    // CONNECTING: EventSource retries by itself (the server ended the stream; `retry: 2000`). CLOSED: it gave up
    // (an HTTP error such as 401 or 404, or not an event stream): open it again later ourselves.
    if (source.readyState !== 2 /* CLOSED */) return;
    source.close();
    if (stream.source === source) stream.source = null;
    const wait = REOPEN_MS[Math.min(stream.failures++, REOPEN_MS.length - 1)];
    stream.timer = setTimeout(() => {
      stream.timer = null;
      open(hubId, stream);
    }, wait);
  });
}

/**
 * The changes of one `change` event, one by one: an entity this build does not know (an api newer than the shell)
 * is skipped, not the whole event.
 */
export function parseChanges(data: string): LiveChange[] {
  let raw: unknown;
  try {
    raw = JSON.parse(data);
  } catch {
    return [];
  }
  const list = (raw as { changes?: unknown } | null)?.changes;
  if (!Array.isArray(list)) return [];
  return list.flatMap((c) => {
    const parsed = liveChangeSchema.safeParse(c);
    return parsed.success ? [parsed.data] : [];
  });
}

function close(stream: HubStream) {
  stream.source?.close();
  stream.source = null;
  if (stream.timer) clearTimeout(stream.timer);
  stream.timer = null;
}

// Offline: streams close (they would only fail); online again: they reopen and screens refetch what they show.
if (!page.following) {
  page.following = true;
  onlineManager.subscribe((isOnline) => {
    for (const [hubId, stream] of hubs) {
      if (!isOnline) close(stream);
      else {
        stream.failures = 0;
        open(hubId, stream);
      }
    }
  });
}

/** Listens to a hub's live changes; the stream opens with the first listener and closes with the last. */
export function subscribeLive(hubId: string, handler: LiveHandler): () => void {
  let stream = hubs.get(hubId);
  if (!stream) {
    stream = { handlers: new Set(), source: null, wasOpen: false, failures: 0, timer: null };
    hubs.set(hubId, stream);
  }
  stream.handlers.add(handler);
  open(hubId, stream);
  const s = stream;
  return () => {
    s.handlers.delete(handler);
    if (s.handlers.size > 0) return;
    close(s);
    hubs.delete(hubId);
  };
}

/** Hubs with an open (or opening) stream (diagnostics, tests). */
export function liveHubs(): string[] {
  return [...hubs.entries()].filter(([, s]) => s.source !== null).map(([h]) => h);
}
