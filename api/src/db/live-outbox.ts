import { sql } from 'drizzle-orm';
import { type Db } from './client';
import { rowsOf } from './rows';

/**
 * Reads the live changes every api instance's writes append to `live_outbox` (migration 0011: the triggers' hub_live
 * inserts there in the writing transaction, instead of a NOTIFY that serialized every commit of the cluster).
 *
 * Rows become visible when their transaction commits, which is not the order of their `seq`, so a reader cannot keep
 * "the last seq I read". It keeps the xmin of its last snapshot instead: every transaction older than that had ended
 * when that snapshot was taken, so its rows were already read; each poll reads the rows of transactions from that xmin
 * on, and skips the ones it has delivered (remembered until the xmin passes them). Bounded: a poll reads what
 * committed since the transactions still open at the previous one, and the table keeps two minutes of rows. A
 * transaction left open holds that xmin back, so each poll re-reads (and skips) at most those two minutes; the api's
 * own transactions end within a request (REQUEST_TIMEOUT_MS).
 */

/** Rows older than this are deleted (a reader further behind resyncs its streams instead). */
const KEEP_MS = 120_000;
/** How often an instance deletes the old rows. */
const PRUNE_EVERY_MS = 60_000;
/** A reader that could not read for this long may have missed pruned rows: its streams resync. */
const STALE_AFTER_MS = KEEP_MS / 2;

interface OutboxRow {
  xmin: string;
  seq: string | null;
  xid: string | null;
  payload: string | null;
}

export interface LiveFollower {
  start(): Promise<void>;
  stop(): Promise<void>;
}

/**
 * Follows the outbox every `pollMs`: `onPayload` gets each change committed after `start` once, in commit batches (the
 * repeats of one transaction folded, as NOTIFY folded them); `onGap` after a stretch without reads (a database outage):
 * the streams resync.
 */
export function followLiveOutbox(db: Db, onPayload: (payload: string) => void, onGap: () => void, pollMs: number): LiveFollower {
  let xmin: string | null = null;
  /** Rows delivered whose transaction is not older than `xmin` yet: seq -> xid. */
  const delivered = new Map<string, bigint>();
  let timer: ReturnType<typeof setTimeout> | null = null;
  let inFlight: Promise<void> | null = null;
  let stopped = false;
  let lastRead = Date.now();
  let failing = false;
  let lastPrune = Date.now();

  const read = async (from: string | null): Promise<OutboxRow[]> =>
    rowsOf<OutboxRow>(
      await db.execute(sql`
        select s.xmin::text as xmin, o.seq::text as seq, o.xid::text as xid, o.payload
        from (select pg_snapshot_xmin(pg_current_snapshot()) as xmin) s
        left join live_outbox o on o.xid >= coalesce(${from}::xid8, s.xmin)
        order by o.seq`),
    );

  /** Remembers what a read returned (and, with `deliver`, hands on what is new) and moves the xmin on. */
  const take = (rows: OutboxRow[], deliver: boolean) => {
    const folded = new Set<string>();
    for (const r of rows) {
      if (r.seq === null || r.xid === null || r.payload === null || delivered.has(r.seq)) continue;
      delivered.set(r.seq, BigInt(r.xid));
      const key = `${r.xid} ${r.payload}`;
      if (!deliver || folded.has(key)) continue;
      folded.add(key);
      onPayload(r.payload);
    }
    xmin = rows[0]?.xmin ?? xmin;
    const floor = xmin === null ? null : BigInt(xmin);
    if (floor !== null) for (const [seq, xid] of delivered) if (xid < floor) delivered.delete(seq);
  };

  const tick = async () => {
    try {
      take(await read(xmin), true);
      if (failing || Date.now() - lastRead > STALE_AFTER_MS) onGap();
      failing = false;
      lastRead = Date.now();
      if (Date.now() - lastPrune > PRUNE_EVERY_MS) {
        lastPrune = Date.now();
        await db.execute(sql`delete from live_outbox where at < now() - make_interval(secs => ${KEEP_MS / 1000})`);
      }
    } catch (err) {
      if (!failing) console.error(`live outbox: read failed: ${(err as Error).message}`);
      failing = true;
    }
  };

  const schedule = () => {
    if (stopped) return;
    timer = setTimeout(() => {
      timer = null;
      inFlight = tick().finally(() => {
        inFlight = null;
        schedule();
      });
    }, pollMs);
    timer.unref?.();
  };

  return {
    async start() {
      // What is in the table when the instance starts is history: remembered as delivered, not sent.
      take(await read(null), false);
      schedule();
    },
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      timer = null;
      await inFlight;
    },
  };
}
