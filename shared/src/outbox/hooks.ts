import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useSyncExternalStore } from 'react';
import { attachOutboxQueryClient, getOutbox } from './outbox-store';
import { type OutboxEntry, type OutboxSnapshot } from './types';

/** The signed-in user's outbox: entries in order, waiting and refused counts, whether a replay runs. */
export function useOutbox(): OutboxSnapshot {
  const outbox = getOutbox();
  const queryClient = useQueryClient();
  // Replays refresh the queries of the one QueryClient (the screen that made the write may be gone by then).
  useEffect(() => attachOutboxQueryClient(queryClient), [queryClient]);
  return useSyncExternalStore(outbox.subscribe, outbox.snapshot, outbox.snapshot);
}

/** Pending and refused writes of one line. */
export interface OutboxLine {
  /** Writes not yet confirmed by the server. */
  pending: number;
  /** Replays the server refused, with its message. */
  refused: OutboxEntry[];
}

/** Pending and refused writes of a screen area, by line id (`scope` as the flow gave it to `outboxCall`). */
export function useOutboxLines(scope: string): ReadonlyMap<string, OutboxLine> {
  const { entries } = useOutbox();
  return useMemo(() => {
    const map = new Map<string, OutboxLine>();
    for (const e of entries) {
      if (e.scope !== scope) continue;
      for (const line of e.lines) {
        const cur = map.get(line) ?? { pending: 0, refused: [] };
        if (e.status === 'waiting') cur.pending++;
        else cur.refused.push(e);
        map.set(line, cur);
      }
    }
    return map;
  }, [entries, scope]);
}
