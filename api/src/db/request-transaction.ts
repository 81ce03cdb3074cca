import { AsyncLocalStorage } from 'node:async_hooks';
import { sql } from 'drizzle-orm';
import { type Db, type Tx } from './client';

/**
 * One write call, one transaction (docs/adr/015-audit-and-exactly-once.md). A write endpoint's handler runs inside a
 * transaction the endpoint route opens (lib/endpoint-route.ts): its Idempotency-Key claim, every write of its services,
 * the audit rows the database's trigger adds, and the stored answer commit together or not at all. Services keep
 * writing `app.db.transaction(async (tx) => ...)` and `app.db.select(...)`: while a call's transaction is open, `app.db`
 * (this proxy) is that transaction and `transaction(fn)` a savepoint in it, so a service needs no new parameter and a
 * read after a write sees the write.
 */

/** Who a write is recorded as (the audit trigger reads these settings: migration 0018). */
export interface WriteActor {
  userId: string;
  email: string;
  kind: 'USER' | 'SERVICE';
}

/** What the audit trail records of the call besides its rows. */
export interface WriteCall {
  actor: WriteActor | null;
  /** The endpoint's name. */
  operation: string;
  /** The call's hub (rows of tables without a hub column are filed under it). */
  hubId: string | null;
  idempotencyKey: string | null;
}

interface OpenWrite {
  tx: Tx;
  /** Set once the transaction has ended: a late query (a timer started in the handler) uses the pool again. */
  ended: boolean;
  afterCommit: Array<() => void>;
}

/** The call running in this async context: its record, and its open transaction (none for a streamed upload). */
interface CallContext {
  call: WriteCall;
  open: OpenWrite | null;
}

const current = new AsyncLocalStorage<CallContext>();

/** The open call transaction of this async context, if any. */
const openWrite = (): OpenWrite | undefined => {
  const w = current.getStore()?.open;
  return w && !w.ended ? w : undefined;
};

/** True while a call's transaction is open in this context (tests and assertions). */
export const inCallTransaction = (): boolean => openWrite() !== undefined;

/**
 * Runs `fn` once the call's transaction has committed (now, outside one): in-memory effects that must not run for a
 * write that may still roll back, or before other instances can read it (forgetting a cached user, closing streams).
 */
export function afterCommit(fn: () => void): void {
  const w = openWrite();
  if (w) w.afterCommit.push(fn);
  else fn();
}

/**
 * Runs `fn` as a write call without one transaction around it (a streamed upload must not hold a transaction while
 * the client sends bytes): each transaction its services open is still recorded as the call's.
 */
export function runAsCall<T>(call: WriteCall, fn: () => Promise<T>): Promise<T> {
  return current.run({ call, open: null }, fn);
}

/** Sets the settings the audit trigger reads, for this transaction only (one round trip). */
export async function setAuditSettings(tx: Tx | Db, call: WriteCall): Promise<void> {
  await tx.execute(sql`select
    set_config('hub.actor_id', ${call.actor?.userId ?? ''}, true),
    set_config('hub.actor_email', ${call.actor?.email ?? ''}, true),
    set_config('hub.actor_kind', ${call.actor?.kind ?? ''}, true),
    set_config('hub.operation', ${call.operation}, true),
    set_config('hub.hub', ${call.hubId ?? ''}, true),
    set_config('hub.idem_key', ${call.idempotencyKey ?? ''}, true)`);
}

/**
 * Opens the call's transaction on the real database `db`, sets its audit settings, runs `fn` with every `app.db` use
 * in its async context routed into it, commits, then runs the after-commit effects. A throw rolls everything back
 * unless the error asks to keep the writes (`commitWrites`, e.g. a counted wrong OTP): then the transaction commits
 * and the error is thrown after.
 */
export async function runInCallTransaction<T>(db: Db, call: WriteCall, fn: (tx: Tx) => Promise<T>): Promise<T> {
  const open: OpenWrite = { tx: undefined as unknown as Tx, ended: false, afterCommit: [] };
  let kept: unknown = null;
  try {
    const value = await db.transaction(async (tx) => {
      open.tx = tx;
      await setAuditSettings(tx, call);
      try {
        return await current.run({ call, open }, () => fn(tx));
      } catch (err) {
        if (isCommitWrites(err)) {
          kept = err;
          return undefined as T;
        }
        throw err;
      }
    });
    open.ended = true;
    for (const effect of open.afterCommit) effect();
    if (kept) throw kept;
    return value;
  } finally {
    open.ended = true;
  }
}

/** An error whose call's writes commit before it is answered (a refusal that must still count something). */
const isCommitWrites = (err: unknown): boolean => typeof err === 'object' && err !== null && (err as { commitWrites?: unknown }).commitWrites === true;

/**
 * `app.db`: the real database, except inside a call's transaction, where every property is the transaction's and
 * `transaction(fn)` opens a savepoint (a service that catches a failed inner transaction and goes on still can).
 */
export function callAwareDb(real: Db): Db {
  return new Proxy(real, {
    get(target, prop, receiver) {
      const context = current.getStore();
      const w = context?.open && !context.open.ended ? context.open : undefined;
      if (w) {
        const value = Reflect.get(w.tx, prop, w.tx) as unknown;
        return typeof value === 'function' ? (value as (...a: unknown[]) => unknown).bind(w.tx) : value;
      }
      if (context && prop === 'transaction') {
        // A call without its own transaction (runAsCall): each transaction it opens carries the call's record.
        const call = context.call;
        return <T>(fn: (tx: Tx) => Promise<T>, config?: Parameters<Db['transaction']>[1]) =>
          target.transaction(async (tx) => {
            await setAuditSettings(tx, call);
            return fn(tx);
          }, config);
      }
      return Reflect.get(target, prop, receiver) as unknown;
    },
  });
}
