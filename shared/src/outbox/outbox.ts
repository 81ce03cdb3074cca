import { getErrorMessage } from '../api/errors';
import { IDEMPOTENCY_MESSAGES } from '../contracts';
import { OUTBOX_MESSAGES } from './messages';
import { OUTBOX_QUEUED_ERROR } from './owner';
import { type NewOutboxEntry, type OutboxEntry, type OutboxSnapshot, type OutboxStorage, type SendResult } from './types';

/**
 * Thrown to the caller of a write that is kept for later (offline, the network failed, or earlier writes still wait):
 * the screen shows it as pending, not as a failure. Checked by name, so copies of this module in other builds match.
 */
export class OutboxQueuedError extends Error {
  constructor(readonly entry: OutboxEntry) {
    super(OUTBOX_MESSAGES.queued);
    this.name = OUTBOX_QUEUED_ERROR;
  }
}

/** Statuses that mean "not answered, try again later": timeouts, rate limits, gateways of a server that is away. */
const RETRY_STATUSES = new Set([0, 408, 425, 429, 502, 503, 504]);

/**
 * How an attempt ended, from what the api client threw (duck-typed: the ApiError class may come from another build).
 * A refusal (4xx, 500) changed nothing on the server (ADR 005), so it is final; a network failure, a gateway error, a
 * rate limit or "still being processed" (the first attempt is running on the server) is retried in order.
 */
export function classifyFailure(error: unknown): Exclude<SendResult, { kind: 'ok' }> {
  const status = (error as { status?: unknown } | null)?.status;
  if (typeof status !== 'number') return { kind: 'retry', error };
  if (status === 401) return { kind: 'signedOut', error };
  const message = getErrorMessage(error);
  if (RETRY_STATUSES.has(status) || (status === 409 && message === IDEMPOTENCY_MESSAGES.inFlight)) return { kind: 'retry', error };
  return { kind: 'refused', error, message };
}

/** What an Outbox needs from its surroundings (the browser's in outbox-store.ts; fakes in tests). */
export interface OutboxDeps {
  storage: OutboxStorage;
  /** Sends one entry with its Idempotency-Key. */
  send: (entry: OutboxEntry) => Promise<SendResult>;
  isOnline: () => boolean;
  /** Runs `fn` holding a lock of that name (Web Locks: one tab replays an owner's outbox at a time); default none. */
  lock?: (name: string, fn: () => Promise<void>) => Promise<void>;
  now?: () => number;
  /** Query keys of replays the server answered, accepted or refused (their screens may be gone): refresh them. */
  onReplayed?: (queryKeys: unknown[][]) => void;
  /** Replays the server refused (now listed as refused). */
  onRefused?: (entries: OutboxEntry[]) => void;
  /** The owner's entries changed here (tell other tabs). */
  announce?: (owner: string) => void;
  /** How many entries (waiting + refused) the owner has: called before a write is stored and after every change. */
  hint?: (owner: string, count: number) => void;
  /** Waits between retries after a network failure, ms; the last repeats. */
  retryDelays?: readonly number[];
}

interface Caller {
  resolve: (data: unknown) => void;
  reject: (error: unknown) => void;
}

/** The default waits between retries: quick at first (a blip), then every 30 s (a long outage). */
export const OUTBOX_RETRY_DELAYS = [1000, 2000, 5000, 10_000, 30_000] as const;

/**
 * The outbox of the signed-in user: every scan-driven or quantity write goes through it. A write is stored durably
 * first, then sent; one that fails for network reasons stays and is replayed in order, with the same
 * Idempotency-Key, when the network is back (the server counts it once, even if the first attempt did arrive). A
 * replay the server refuses stays listed, with the server's message, until the user dismisses it. Entries belong to
 * their owner: switching users shows and replays only the new user's.
 */
export class Outbox {
  private owner: string | null = null;
  private entries: OutboxEntry[] = [];
  private readonly listeners = new Set<() => void>();
  private readonly callers = new Map<number, Caller>();
  private draining: Promise<void> | null = null;
  private rerun = false;
  private sending = false;
  private retryTimer: ReturnType<typeof setTimeout> | null = null;
  private retryIndex = 0;
  private ready: Promise<void> = Promise.resolve();
  private snap: OutboxSnapshot = { owner: null, entries: [], waiting: 0, refused: 0, sending: false };

  constructor(private readonly deps: OutboxDeps) {}

  private now() {
    return this.deps.now?.() ?? Date.now();
  }

  /** Whose outbox this is (null: nobody is signed in). Loads that owner's entries and replays what waits. */
  setOwner(owner: string | null): Promise<void> {
    if (owner === this.owner) return this.ready;
    this.owner = owner;
    this.entries = [];
    this.cancelRetry();
    this.retryIndex = 0;
    // Writes of the previous user still waiting for an answer stay theirs: their callers learn they are kept.
    this.rejectCallers();
    this.emit();
    this.ready = (async () => {
      const list = owner === null ? [] : await this.deps.storage.list(owner);
      if (this.owner !== owner) return;
      this.entries = list;
      this.emit();
    })();
    void this.ready.then(() => this.drain());
    return this.ready;
  }

  /** Reads the owner's entries again (another tab changed them) and replays what waits. */
  async reload(): Promise<void> {
    const owner = this.owner;
    if (owner === null) return;
    const list = await this.deps.storage.list(owner);
    if (this.owner !== owner || this.sending) return;
    this.entries = list;
    this.emit();
    void this.drain();
  }

  /**
   * Stores a write and sends it when nothing waits before it: resolves with the server's answer, rejects with the
   * server's refusal, or with OutboxQueuedError when it is kept for later (offline, network failure, earlier writes).
   */
  async submit(input: Omit<NewOutboxEntry, 'owner' | 'createdAt'>): Promise<unknown> {
    await this.ready;
    const owner = this.owner;
    if (owner === null) throw new Error(OUTBOX_MESSAGES.notSignedIn);
    const queueAhead = this.entries.some((e) => e.status === 'waiting');
    const row: Omit<OutboxEntry, 'id'> = { ...input, owner, createdAt: this.now(), status: 'waiting', attempts: 0 };
    // The hint goes up before the write is stored: a page that dies in between over-counts, never under-counts.
    this.deps.hint?.(owner, this.entries.length + 1);
    const id = await this.deps.storage.add(row);
    const entry: OutboxEntry = { ...row, id };
    if (this.owner !== owner) throw new OutboxQueuedError(entry);
    this.entries.push(entry);
    void this.changed(owner);
    if (queueAhead || this.retryTimer !== null || !this.deps.isOnline()) {
      void this.drain();
      throw new OutboxQueuedError(entry);
    }
    return new Promise((resolve, reject) => {
      this.callers.set(id, { resolve, reject });
      void this.drain();
    });
  }

  /** Replays waiting writes in order until one fails for network reasons; one replay at a time per tab. */
  drain(): Promise<void> {
    if (this.draining) {
      this.rerun = true;
      return this.draining;
    }
    this.draining = (async () => {
      // Yield first: `draining` must be assigned before a run that ends at once clears it.
      await Promise.resolve();
      try {
        do {
          this.rerun = false;
          const owner = this.owner;
          if (owner === null) break;
          const run = () => this.drainOnce(owner);
          await (this.deps.lock ? this.deps.lock(`hub-outbox:${owner}`, run) : run());
        } while (this.rerun);
      } finally {
        this.draining = null;
        // A caller whose write was not reached (offline, a failure before it) learns it is kept.
        this.rejectCallers();
      }
    })();
    return this.draining;
  }

  private async drainOnce(owner: string) {
    if (this.retryTimer !== null || !this.deps.isOnline()) return;
    const replayed: unknown[][] = [];
    const refused: OutboxEntry[] = [];
    this.sending = true;
    this.emit();
    try {
      // The store is the truth: another tab may have replayed or added writes of this owner.
      const list = await this.deps.storage.list(owner);
      if (this.owner !== owner) return;
      this.entries = list;
      for (;;) {
        if (this.owner !== owner || this.retryTimer !== null || !this.deps.isOnline()) return;
        const head = this.entries.find((e) => e.status === 'waiting');
        if (!head) return;
        const result = await this.deps.send(head);
        const caller = this.callers.get(head.id);
        if (result.kind === 'retry' || result.kind === 'signedOut') {
          const again = { ...head, attempts: head.attempts + 1 };
          await this.deps.storage.put(again);
          this.replace(owner, again);
          if (caller) {
            this.callers.delete(head.id);
            caller.reject(new OutboxQueuedError(again));
          }
          // Signed out: the replay resumes when the owner signs in again (setOwner), not on a timer.
          if (result.kind === 'retry') this.scheduleRetry();
          await this.changed(owner);
          return;
        }
        this.retryIndex = 0;
        if (result.kind === 'ok' || caller) {
          // Done, or refused while the user waits for the answer (the screen shows the refusal as it always did).
          await this.deps.storage.remove(head.id);
          if (this.owner === owner) this.entries = this.entries.filter((e) => e.id !== head.id);
          if (caller) {
            this.callers.delete(head.id);
            if (result.kind === 'ok') caller.resolve(result.data);
            else caller.reject(result.error);
          } else replayed.push(...head.invalidate);
        } else {
          const kept: OutboxEntry = { ...head, status: 'refused', message: result.message, refusedAt: this.now() };
          await this.deps.storage.put(kept);
          this.replace(owner, kept);
          refused.push(kept);
          // The server's state is not what this device assumed (another operator got there first): show it as it is.
          replayed.push(...head.invalidate);
        }
        void this.changed(owner);
      }
    } finally {
      this.sending = false;
      this.emit();
      if (replayed.length) this.deps.onReplayed?.(uniqueKeys(replayed));
      if (refused.length) this.deps.onRefused?.(refused);
    }
  }

  /** Tries again now (the network is back, or the user asked). */
  retryNow(): Promise<void> {
    this.cancelRetry();
    this.retryIndex = 0;
    return this.drain();
  }

  /** Removes a refused write from the list (the user has read it). Waiting writes cannot be dismissed one by one. */
  async dismiss(id: number): Promise<void> {
    const owner = this.owner;
    const entry = this.entries.find((e) => e.id === id);
    if (owner === null || !entry || entry.status !== 'refused') return;
    await this.deps.storage.remove(id);
    if (this.owner === owner) this.entries = this.entries.filter((e) => e.id !== id);
    void this.changed(owner);
  }

  /** Removes every refused write of the owner from the list. */
  async dismissAll(): Promise<void> {
    for (const e of this.entries.filter((x) => x.status === 'refused')) await this.dismiss(e.id);
  }

  /** Deletes every entry of an owner (logout, after the user was told what is still pending). */
  async clear(owner: string): Promise<void> {
    await this.deps.storage.clear(owner);
    if (this.owner === owner) {
      this.entries = [];
      this.rejectCallers();
    }
    void this.changed(owner);
  }

  /** The current state (a stable object until something changes: fit for useSyncExternalStore). */
  snapshot = (): OutboxSnapshot => this.snap;

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  private replace(owner: string, entry: OutboxEntry) {
    if (this.owner === owner) this.entries = this.entries.map((e) => (e.id === entry.id ? entry : e));
  }

  /**
   * The owner's entries changed: tell the screen, the hint and other tabs. When another user (or nobody) is signed in
   * by now (a 401 signs the user out before the outbox reads the answer), the owner's entries are not in memory: the
   * hint counts what is stored for them, never 0 for writes that stay (their next sign-in starts the replay from it).
   */
  private changed(owner: string): Promise<void> {
    this.emit();
    let counted: Promise<void> = Promise.resolve();
    if (this.owner === owner) this.deps.hint?.(owner, this.entries.length);
    else if (this.deps.hint)
      counted = this.deps.storage.list(owner).then(
        (list) => this.deps.hint?.(owner, list.length),
        () => undefined,
      );
    this.deps.announce?.(owner);
    return counted;
  }

  private emit() {
    const entries = [...this.entries];
    this.snap = {
      owner: this.owner,
      entries,
      waiting: entries.filter((e) => e.status === 'waiting').length,
      refused: entries.filter((e) => e.status === 'refused').length,
      sending: this.sending,
    };
    for (const l of this.listeners) l();
  }

  private rejectCallers() {
    for (const [id, caller] of this.callers) {
      const entry = this.entries.find((e) => e.id === id);
      caller.reject(entry ? new OutboxQueuedError(entry) : new Error(OUTBOX_MESSAGES.queued));
    }
    this.callers.clear();
  }

  private scheduleRetry() {
    const delays = this.deps.retryDelays ?? OUTBOX_RETRY_DELAYS;
    const wait = delays[Math.min(this.retryIndex, delays.length - 1)] ?? 30_000;
    this.retryIndex++;
    this.cancelRetry();
    this.retryTimer = setTimeout(() => {
      this.retryTimer = null;
      void this.drain();
    }, wait);
  }

  private cancelRetry() {
    if (this.retryTimer !== null) clearTimeout(this.retryTimer);
    this.retryTimer = null;
  }
}

function uniqueKeys(keys: unknown[][]): unknown[][] {
  const seen = new Set<string>();
  return keys.filter((k) => {
    const id = JSON.stringify(k);
    if (seen.has(id)) return false;
    seen.add(id);
    return true;
  });
}
