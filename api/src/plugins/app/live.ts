import crypto from 'node:crypto';
import { type FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { LIVE_ENTITIES, type LiveChange } from '@hub/shared/contracts';

/** What a stream of one hub receives: folded changes, or "you may have missed some" (resync). */
export type LiveListener = (event: { kind: 'change'; changes: LiveChange[] } | { kind: 'resync' }) => void;

declare module 'fastify' {
  interface FastifyInstance {
    /** Live progress: the hub changes this instance hears from the database (docs/adr/010). */
    live: {
      /** Listens to one hub's changes; returns the unsubscribe. */
      subscribe(hubId: string, listener: LiveListener): () => void;
      /** Streams open on this instance (health, tests). */
      streams(): number;
      /** This instance's id (sent to each stream: tests and diagnostics see which instance served it). */
      instance: string;
    };
  }
}

const ENTITIES = new Set<string>(LIVE_ENTITIES);

/** Reads one NOTIFY payload ({"h","e","id"}); anything else is ignored. */
export function parseLivePayload(payload: string): { hubId: string; change: LiveChange } | null {
  try {
    const p = JSON.parse(payload) as { h?: unknown; e?: unknown; id?: unknown };
    if (typeof p.h !== 'string' || typeof p.e !== 'string' || !ENTITIES.has(p.e) || typeof p.id !== 'string') return null;
    return { hubId: p.h, change: { e: p.e as LiveChange['e'], id: p.id } };
  } catch {
    return null;
  }
}

/**
 * Follows the database's live outbox once per instance (db/live-outbox.ts) and fans the changes out to the open streams of each
 * hub, folded per hub over `batchMs` (30 scans a second become a handful of events, each change once). Writes made
 * through any api instance on the same database reach every instance's streams: the database is the bus.
 */
export const livePlugin = fp(
  async (app: FastifyInstance, opts: { batchMs: number; pollMs: number }) => {
    const hubs = new Map<string, Set<LiveListener>>();
    const pending = new Map<string, Map<string, LiveChange>>();
    let flushTimer: ReturnType<typeof setTimeout> | null = null;
    let streams = 0;

    const flush = () => {
      flushTimer = null;
      for (const [hubId, changes] of pending) {
        const listeners = hubs.get(hubId);
        if (!listeners) continue;
        const list = [...changes.values()];
        for (const l of listeners) l({ kind: 'change', changes: list });
      }
      pending.clear();
    };
    const onPayload = (payload: string) => {
      const parsed = parseLivePayload(payload);
      // Nobody here watches that hub: nothing to keep.
      if (!parsed || !hubs.has(parsed.hubId)) return;
      const byKey = pending.get(parsed.hubId) ?? new Map<string, LiveChange>();
      byKey.set(`${parsed.change.e}:${parsed.change.id}`, parsed.change);
      pending.set(parsed.hubId, byKey);
      flushTimer ??= setTimeout(flush, opts.batchMs);
    };
    const onGap = () => {
      for (const listeners of hubs.values()) for (const l of listeners) l({ kind: 'resync' });
    };

    let unlisten: (() => Promise<void>) | null = null;
    app.addHook('onReady', async () => {
      unlisten = await app.database.followLive(onPayload, onGap, opts.pollMs);
    });
    app.addHook('onClose', async () => {
      if (flushTimer) clearTimeout(flushTimer);
      await unlisten?.();
    });

    app.decorate('live', {
      instance: crypto.randomUUID(),
      streams: () => streams,
      subscribe(hubId: string, listener: LiveListener) {
        const set = hubs.get(hubId) ?? new Set<LiveListener>();
        set.add(listener);
        hubs.set(hubId, set);
        streams++;
        return () => {
          if (!set.delete(listener)) return;
          streams--;
          if (set.size === 0) hubs.delete(hubId);
        };
      },
    });
  },
  { name: 'live', dependencies: ['db'] },
);
