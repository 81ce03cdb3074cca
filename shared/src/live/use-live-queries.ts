import { type QueryClient, type QueryKey, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { type LiveChange, type LiveEntity } from '../contracts';
import { subscribeLive } from './live-connection';

/** A query a screen shows and the changes that make it stale: entity, and id (any id of that entity when absent). */
export interface LiveTarget {
  e: LiveEntity;
  id?: string;
  queryKey: QueryKey;
}

/** Shortest gap between two refetches of one query caused by live changes (30 scans a second are a handful). */
export const LIVE_REFETCH_GAP_MS = 300;

/**
 * Keeps a query fresh from live changes: the first change refetches at once, later ones within the gap once after
 * it, and never while a fetch of it is running (that answer may predate the change: it refetches once it is done).
 */
export function liveInvalidator(queryClient: QueryClient, gapMs = LIVE_REFETCH_GAP_MS) {
  const last = new Map<string, number>();
  const timers = new Map<string, ReturnType<typeof setTimeout>>();
  const run = (id: string, queryKey: QueryKey) => {
    timers.delete(id);
    if (queryClient.isFetching({ queryKey }) > 0) {
      timers.set(
        id,
        setTimeout(() => run(id, queryKey), gapMs),
      );
      return;
    }
    last.set(id, Date.now());
    void queryClient.invalidateQueries({ queryKey });
  };
  return {
    invalidate(queryKey: QueryKey) {
      const id = JSON.stringify(queryKey);
      if (timers.has(id)) return;
      const wait = Math.max(0, (last.get(id) ?? 0) + gapMs - Date.now());
      if (wait === 0 && queryClient.isFetching({ queryKey }) === 0) run(id, queryKey);
      else
        timers.set(
          id,
          setTimeout(() => run(id, queryKey), Math.max(wait, gapMs / 3)),
        );
    },
    dispose() {
      for (const t of timers.values()) clearTimeout(t);
      timers.clear();
    },
  };
}

const matches = (target: LiveTarget, change: LiveChange) => target.e === change.e && (target.id === undefined || target.id === change.id);

/**
 * Live progress for a screen (docs/adr/010): while it is shown, changes of the hub made by anyone (any device, any api
 * instance) refetch the queries they touch, within ~2 s, without a refresh. Opens the hub's stream (one per page).
 */
export function useLiveQueries(hubId: string | null | undefined, targets: readonly LiveTarget[]): void {
  const queryClient = useQueryClient();
  const latest = useRef(targets);
  useEffect(() => {
    latest.current = targets;
  });
  useEffect(() => {
    if (!hubId) return;
    const invalidator = liveInvalidator(queryClient);
    const off = subscribeLive(hubId, (event) => {
      for (const target of latest.current) {
        if (event.kind === 'resync' || event.changes.some((c) => matches(target, c))) invalidator.invalidate(target.queryKey);
      }
    });
    return () => {
      off();
      invalidator.dispose();
    };
  }, [hubId, queryClient]);
}
