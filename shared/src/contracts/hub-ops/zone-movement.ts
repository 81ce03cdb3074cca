import { z } from 'zod';
import { correctionResultSchema } from '../corrections/corrections';
import { ROUTE_BATCHES } from '../ofd/schemas';
import { SEGREGATION_SESSION_ID_LENGTH } from '../totes/tote-codes';
import { sessionIdSchema, toteCodeSchema } from '../totes/schemas';
import { discrepancyReasonInputSchema } from './inward';
import { itemDetailSchema, itemSummarySchema } from './hub-ops';
import { HUB_OPS_LIMITS as L } from './messages';
import { ZONE_MOVEMENT_MESSAGES } from './zone-movement-messages';

// Zone movement (spec 000 §2 "Zone-to-zone movement" and the item detail's movement side, §3 "Zone (movement)", §4
// route batch switch and movement steps, §5 unit move, edit discrepancy, zone movement scan, §7 the movement calls, §9).
// Paths and fields the spec does not show are ours: docs/areas/zone-movement.md.

const id = z.string().trim().min(1).max(L.id);
const boolText = z.enum(['true', 'false']);

/** A route batch (MORNING or AFTERNOON); a zone with no batch counts as MORNING (000 §5, as tote in-scan reads it). */
export const movementRouteBatchSchema = z.enum(ROUTE_BATCHES);
export type MovementRouteBatch = z.infer<typeof movementRouteBatchSchema>;

/** The movement type of the move call (000 §3 ItemMovementType): zone movement is ZONE_TO_ZONE. */
export const ZONE_TO_ZONE = 'ZONE_TO_ZONE' as const;
/** The entity of the zone item paths (`/{entity}/{type}/items`): the source is a zone; `type` is its id. */
export const MOVEMENT_ENTITIES = ['ZONE'] as const;

// ---------------------------------------------------------------- rules (client and api)

/** Segregation session ids are 15 characters (000 §9). */
export const isSegregationSessionId = (value: string) => value.length === SEGREGATION_SESSION_ID_LENGTH && /^[A-Za-z0-9]+$/.test(value);

/**
 * Self-tote segregation (000 §5 "Edit discrepancy"): units moved into the tote they already sit in, so the tote itself
 * goes to the LM zone. A tote is in one place, so such a move must take everything the tote still holds in the source
 * zone: when some units move (picked nonzero) while others would stay, the move is refused "Partial Movement Not
 * allowed". Returns the refusal or null.
 */
export function partialMovementRefusal(p: { selfTote: boolean; movedUnits: number; unitsLeftInTote: number }): string | null {
  return p.selfTote && p.movedUnits > 0 && p.unitsLeftInTote > 0 ? ZONE_MOVEMENT_MESSAGES.partialMovement : null;
}

/** The batch an LM zone's units belong to: its route batch, a zone with none counting as MORNING. */
export const batchOfZone = (routeBatch: string | null | undefined): MovementRouteBatch => (routeBatch === 'AFTERNOON' ? 'AFTERNOON' : 'MORNING');

// ---------------------------------------------------------------- step 1: staging zones

/** A zone of the movement list (000 §3 "Zone (movement)"), with its item count. */
export const movementZoneSchema = z.object({
  zoneId: z.string(),
  zoneType: z.string(),
  /** Units that arrived in the zone (inwarded): the progress fill over expectedQty. */
  pickedQty: z.number(),
  /** Units expected in the zone (arrived or still to arrive). */
  expectedQty: z.number(),
  qcStatus: z.string(),
  buyerCount: z.number(),
  /** Tons of the units in the zone. */
  tonnage: z.number(),
  itemCount: z.number(),
});
export type MovementZone = z.infer<typeof movementZoneSchema>;
export const movementHubParamsSchema = z.object({ hubId: id });
export const stagingZonesResponseSchema = z.object({
  zones: z.array(movementZoneSchema),
  /** Route batching (DOUBLE_DISPATCH) is on for the hub: the items list shows the Morning / Afternoon toggle. */
  routeBatching: z.boolean(),
});
export type StagingZonesResponse = z.infer<typeof stagingZonesResponseSchema>;

// ---------------------------------------------------------------- step 2: the zone's items

export const movementZoneItemsParamsSchema = z.object({ hubId: id, entity: z.enum(MOVEMENT_ENTITIES), type: id });
export const movementZoneItemsQuerySchema = z.object({
  /** Only units in this tote of the zone (the tote step). */
  toteIdFilter: toteCodeSchema.optional(),
  /** With route batching: only items whose LM zone is in this batch (default MORNING). */
  routeBatch: movementRouteBatchSchema.optional(),
});

/** One item of the zone: what is left to move from the zone and what is already in its LM zone. */
export const zoneItemSchema = itemSummarySchema.extend({
  orderId: z.string(),
  /** The buyer's LM zone (null when not known). */
  destinationZoneId: z.string().nullable(),
  routeBatch: movementRouteBatchSchema,
  /** Totes of the source zone holding the item's units. */
  toteIds: z.array(z.string()),
  /** Units present in the source zone (in the tote filter), still to move. */
  movableQty: z.number(),
  /** Units already in the LM zone. */
  movedQty: z.number(),
  /** Units still expected in the source zone that have not arrived (inward not complete). */
  awaitedQty: z.number(),
});
export type ZoneItem = z.infer<typeof zoneItemSchema>;

export const sourceToteSchema = z.object({
  toteId: z.string(),
  units: z.number(),
  itemCount: z.number(),
  /** The one LM zone every unit of the tote goes to, or null when they go to several (no self-tote move). */
  singleDestinationZoneId: z.string().nullable(),
});
export type SourceTote = z.infer<typeof sourceToteSchema>;

export const zoneItemsResponseSchema = z.object({
  zoneId: z.string(),
  toteIdFilter: z.string().nullable(),
  routeBatching: z.boolean(),
  /** The batch listed (null without route batching). */
  routeBatch: movementRouteBatchSchema.nullable(),
  /** Items of each batch in the zone (the switch rule reads the morning count). */
  morningCount: z.number(),
  afternoonCount: z.number(),
  /** The hub clock's minute of the day and the afternoon window (000 §4, §9), so a phone clock does not matter. */
  hubMinuteOfDay: z.number(),
  afternoonStartMinute: z.number(),
  afternoonEndMinute: z.number(),
  totes: z.array(sourceToteSchema),
  items: z.array(zoneItemSchema),
});
export type ZoneItemsResponse = z.infer<typeof zoneItemsResponseSchema>;

// ---------------------------------------------------------------- step 3: item detail

export const movementZoneItemParamsSchema = movementZoneItemsParamsSchema.extend({ itemId: id });
export const movementZoneItemQuerySchema = z.object({ toteId: toteCodeSchema.optional(), routeBatch: movementRouteBatchSchema.optional() });

/**
 * The item detail of zone movement: one line per LM zone the item goes to (associationDetail: entityId = that zone,
 * qty = units to move there, pickedQty = units already there, toteAttachedToEntityId = the tote units go into, the
 * zone's latest tagged tote; discrepancyReasons = the movement reasons recorded).
 */
export const movementItemSchema = itemDetailSchema.extend({
  orderId: z.string(),
  sourceZoneId: z.string(),
  toteIdFilter: z.string().nullable(),
});
export type MovementItem = z.infer<typeof movementItemSchema>;

// ---------------------------------------------------------------- writes

export const moveParamsSchema = z.object({ movementType: z.literal(ZONE_TO_ZONE) });
export const moveQuerySchema = z.object({
  /** Units go into the line's tote (default true); false moves them loose. */
  moveToTote: boolText.default('true').transform((v) => v === 'true'),
  /** The segregation session the move is part of (15 characters). */
  activityId: sessionIdSchema.optional(),
  /** The source tote: only units in this tote move. */
  toteFilterId: toteCodeSchema.optional(),
});
/** One line of a move: units into an LM zone (and tote), with the reasons of units that will not move. */
export const moveLineSchema = z.object({
  entityId: id,
  /** Units moved by this action (0 when only reasons are recorded). */
  units: z.number().int().min(0).max(L.qty),
  /** The destination tote (required when moveToTote); it must be tagged to the zone, or be the source tote itself. */
  toteId: toteCodeSchema.nullable().optional(),
  discrepancyReasons: z.array(discrepancyReasonInputSchema).max(L.reasons).default([]),
});
export type MoveLine = z.input<typeof moveLineSchema>;
export const moveBodySchema = z.object({
  itemId: id,
  hubOrgUnitId: id,
  sourceZoneId: id,
  associationDetail: z.array(moveLineSchema).min(1).max(L.lines),
});
export type MoveBody = z.input<typeof moveBodySchema>;
export const moveResponseSchema = z.object({ message: z.string(), item: movementItemSchema });
export type MoveResponse = z.infer<typeof moveResponseSchema>;

export const moveToLmParamsSchema = z.object({ hubId: id, zone: id, id: sessionIdSchema });
export const moveToLmQuerySchema = z.object({ toteIdFilter: toteCodeSchema.optional(), routeBatch: movementRouteBatchSchema.optional() });
export const moveToLmResponseSchema = z.object({ message: z.string(), itemsMoved: z.number(), unitsMoved: z.number(), zones: z.array(z.string()) });
export type MoveToLmResponse = z.infer<typeof moveToLmResponseSchema>;

export const selfToteParamsSchema = z.object({ hubId: id, zone: id, tote: toteCodeSchema });
export const sessionBodySchema = z.object({ sessionId: sessionIdSchema.optional() });
export const selfToteResponseSchema = z.object({
  message: z.string(),
  toteId: z.string(),
  fromZoneId: z.string(),
  toZoneId: z.string(),
  unitsMoved: z.number(),
});
export type SelfToteResponse = z.infer<typeof selfToteResponseSchema>;

export const completeToteParamsSchema = z.object({ id: toteCodeSchema });
export const completeToteBodySchema = z.object({ hubOrgUnitId: id, zoneId: id, sessionId: sessionIdSchema.optional() });
export const completeToteResponseSchema = z.object({ message: z.string(), toteId: z.string() });

export const endSessionParamsSchema = z.object({ hubId: id, id: sessionIdSchema });
export const endSessionResponseSchema = z.object({ sessionId: z.string(), endedAt: z.string() });

// ---------------------------------------------------------------- corrections (issue 34)

/** The zone of a movement correction: the source (staging) zone the item's detail was opened on. */
export const movementCorrectionParamsSchema = z.object({ hubId: id, zoneId: id });
/**
 * A movement correction's answer: what was taken back, and the item detail as it is now (the units back in the source
 * zone, the LM zone line lower). The body is the corrections' `correctionBodySchema`.
 */
export const movementCorrectionResponseSchema = correctionResultSchema.extend({ item: movementItemSchema });
export type MovementCorrectionResponse = z.infer<typeof movementCorrectionResponseSchema>;
