import { type HttpMethod, type QueryValues } from '../contracts';

/** The HTTP request of one write, as sent the first time and on every replay (no contract needed to replay it). */
export interface OutboxRequest {
  method: HttpMethod;
  /** Path under /logistics/api, filled. */
  path: string;
  query?: QueryValues;
  /** JSON body. */
  body?: unknown;
}

/** A write in the outbox: waiting to be sent (in order), or refused by the server and kept until the user dismisses it. */
export interface OutboxEntry {
  /** Order of the writes (IndexedDB auto-increment): the replay order. */
  id: number;
  /** Whose write it is (a hash of the signed-in user's email): another user on the same device never replays it. */
  owner: string;
  /** Idempotency-Key: made once when the user acted, sent on every attempt, so the server counts the write once. */
  key: string;
  /** Endpoint contract name (diagnostics). */
  endpoint: string;
  request: OutboxRequest;
  /** What the user did, in words ("Dispatch 1 unit of ITEM-1"). */
  label: string;
  /** The screen area the write belongs to (e.g. `dispatch:SPA-1`): screens show pending and refused writes of theirs. */
  scope: string;
  /** Line ids inside the scope (items, totes) the write changes. */
  lines: string[];
  /** Query keys to refresh once a replay went through (the screen that made the write may be gone). */
  invalidate: unknown[][];
  /** Epoch ms the user acted. */
  createdAt: number;
  status: 'waiting' | 'refused';
  /** Attempts that failed for network reasons. */
  attempts: number;
  /** The server's message of a refused replay. */
  message?: string;
  /** Epoch ms of the refusal. */
  refusedAt?: number;
}

/** An entry before it is stored (the store assigns id, status and attempts). */
export type NewOutboxEntry = Omit<OutboxEntry, 'id' | 'status' | 'attempts' | 'message' | 'refusedAt'>;

/** Where entries live: IndexedDB in the browser (survives reloads and restarts), memory where there is none. */
export interface OutboxStorage {
  /** Stores a new entry durably and returns its id (greater than every earlier id). */
  add(entry: Omit<OutboxEntry, 'id'>): Promise<number>;
  /** The owner's entries in id order. */
  list(owner: string): Promise<OutboxEntry[]>;
  put(entry: OutboxEntry): Promise<void>;
  remove(id: number): Promise<void>;
  /** Deletes every entry of the owner. */
  clear(owner: string): Promise<void>;
}

/** How one attempt ended. */
export type SendResult =
  | { kind: 'ok'; data: unknown }
  /** The server refused the write (its message is kept); nothing was changed. */
  | { kind: 'refused'; error: unknown; message: string }
  /** Not answered (network, gateway, still in flight on the server, rate limit): try again later, in order. */
  | { kind: 'retry'; error: unknown }
  /** The session is gone (401): wait until the owner signs in again. */
  | { kind: 'signedOut'; error: unknown };

/** What the header badge and screens read. */
export interface OutboxSnapshot {
  owner: string | null;
  /** The owner's entries in order (waiting and refused). */
  entries: readonly OutboxEntry[];
  waiting: number;
  refused: number;
  /** A replay is running. */
  sending: boolean;
}
