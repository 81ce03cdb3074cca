import { z } from 'zod';
import { TEXT_MAX } from '../common/limits';

/**
 * What changed in a hub: a manifest (spaId), a zone, a runsheet, a PSV task, a tote, the hub's tote in-scan list
 * (`inscan`, id = the tote coupled or in-scanned), or an item (`item`, id = the item id: any audited row about it
 * changed, migration 0018, so an open timeline gains the line; docs/areas/history.md) (docs/adr/010). A client
 * ignores entities it does not know yet.
 */
export const LIVE_ENTITIES = ['manifest', 'zone', 'runsheet', 'psv', 'tote', 'inscan', 'item'] as const;
export type LiveEntity = (typeof LIVE_ENTITIES)[number];

/** One change: the entity and its id. Ids only: the client refetches through the calls it is allowed to make. */
export const liveChangeSchema = z.object({ e: z.enum(LIVE_ENTITIES), id: z.string().max(TEXT_MAX.id) });
export type LiveChange = z.infer<typeof liveChangeSchema>;

/** The data of a `change` event of the live stream: changes of ~200 ms, folded. */
export const liveChangesEventSchema = z.object({ changes: z.array(liveChangeSchema).max(1000) });
export type LiveChangesEvent = z.infer<typeof liveChangesEventSchema>;

/** Event names of the live stream (server-sent events). */
export const LIVE_EVENTS = {
  /** Sent once a stream is open (data: `{ instance }`, the api instance serving it). */
  ready: 'ready',
  /** Changes of the hub (data: LiveChangesEvent). */
  change: 'change',
  /** Changes may have been missed (the database connection was lost and is back): refetch what is shown. */
  resync: 'resync',
} as const;

/**
 * Live streams one session may hold open on one api instance (issue 33: a shared hub device's tabs). The next one is
 * refused 429 with LIVE_MESSAGES.tooManyStreams (EventSource does not retry a refused stream, so no tab steals
 * another's; docs/areas/live.md).
 */
export const LIVE_MAX_STREAMS_PER_SESSION = 4;

/** How often an instance checks that its streams' sessions still exist (at most; one query for all its streams). */
export const LIVE_SESSION_CHECK_MS = 5000;

/** Refusals of the live stream. */
export const LIVE_MESSAGES = {
  tooManyStreams: `Live updates are already open in ${LIVE_MAX_STREAMS_PER_SESSION} tabs of this session: close one and reload this page`,
} as const;
