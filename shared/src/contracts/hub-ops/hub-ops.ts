import { z } from 'zod';
import { HUB_OPS_LIMITS as L } from './messages';

// Shapes of spec 000 §3 shared by inward, dispatch and zone movement: manifests (activities), items, associations.

export const ACTIVITY_VIEW_TYPES = ['SELLER', 'VEHICLE'] as const;
export const activityViewTypeSchema = z.enum(ACTIVITY_VIEW_TYPES);
export type ActivityViewType = z.infer<typeof activityViewTypeSchema>;

export const PICKING_STATUS_VALUES = ['NOT_STARTED', 'NOT_PICKED', 'PARTIALLY_PICKED', 'PICKED'] as const;
export type PickingStatus = (typeof PICKING_STATUS_VALUES)[number];
export const VEHICLE_ACTIVITY_STATE_VALUES = ['NOT_STARTED', 'STARTED', 'COMPLETED'] as const;
export const vehicleActivityStateSchema = z.enum(VEHICLE_ACTIVITY_STATE_VALUES);
export type VehicleActivityState = z.infer<typeof vehicleActivityStateSchema>;
/** Zone types (000 §3 "Enumerations", hub zones: RTO, REATTEMPT, RVP and BULK_BREAK are fixed per hub). */
export const ZONE_TYPES = ['STAGING', 'LM', 'RTO', 'REATTEMPT', 'RVP', 'BULK_BREAK'] as const;
/** Where an item's units are (000 §3 "Association detail"): a zone, a vehicle, a crate or a bag. */
export const ASSOCIATION_TYPES = ['ZONE', 'VEHICLE', 'CRATE', 'BAG'] as const;
/** An item's fulfilment archetype (000 §3 "Association detail"); an INTERCITY item's QC status never changes. */
export const FULFILMENT_ARCHETYPES = ['INTERCITY', 'INTRACITY'] as const;
/** Activity group (manifest) types (000 §3 "Enumerations" ActivityGroupType). */
export const ACTIVITY_GROUP_TYPES = ['WAREHOUSE_TO_HUB_DROP', 'HUB_DROP', 'DIRECT_DROP', 'HUB_TO_WH_REVERSE_DROP', 'HUB_TO_WH_CRATE_DROP'] as const;
/** Item movement types (000 §3 "Enumerations" ItemMovementType): inward, dispatch, zone movement. */
export const MOVEMENT_TYPES = ['HUB_INWARD', 'DISPATCH', 'ZONE_TO_ZONE'] as const;
/** The flows that list manifests: inward (HUB_INWARD) and dispatch (DISPATCH). */
export const manifestMovementTypeSchema = z.enum(MOVEMENT_TYPES).extract(['HUB_INWARD', 'DISPATCH']);
export type ManifestMovementType = z.infer<typeof manifestMovementTypeSchema>;

const id = z.string().trim().min(1).max(L.id);

/** A manifest as the selection lists it (spec 000 §3 "Manifest or activity", with the selected manifest's fields). */
export const manifestSchema = z.object({
  spaId: z.string(),
  hubOrgUnitId: z.string(),
  activityGroupId: z.string(),
  activityGroupState: z.string(),
  activityGroupType: z.string(),
  activityViewType: activityViewTypeSchema,
  activityPickupType: activityViewTypeSchema,
  movementType: z.string(),
  vehicleActivity: z.object({ vehicleActivityState: vehicleActivityStateSchema }),
  assetTrackingPilot: z.boolean(),
  minTotesToTag: z.number(),
  taggedTotes: z.number(),
  isToteTaggingEnabled: z.boolean(),
  blockShortfallMarking: z.boolean(),
  isV2Flow: z.boolean(),
  driverDetails: z.object({ driverName: z.string().nullable(), vehicleNum: z.string().nullable() }),
  metadata: z.array(z.object({ key: z.string(), value: z.string() })),
  warehouseName: z.string().nullable(),
  sellerName: z.string().nullable(),
  createdAtEpoch: z.number(),
  itemCount: z.number(),
});
export type Manifest = z.infer<typeof manifestSchema>;

export const activitiesParamsSchema = z.object({ hubId: id, activityViewType: activityViewTypeSchema });
export const activitiesQuerySchema = z.object({
  /**
   * Which flow lists: inward or dispatch manifests. Optional: spec 000 §7 shows the call with no flow parameter for
   * both flows, so without it the list holds both flows' manifests, each naming its `movementType`.
   */
  movementType: manifestMovementTypeSchema.optional(),
  /** Closed (COMPLETED) manifests too; default only open ones. */
  includeCompleted: z
    .enum(['true', 'false'])
    .optional()
    .transform((v) => v === 'true'),
});
export const activitiesResponseSchema = z.object({ activities: z.array(manifestSchema) });
export type ActivitiesResponse = z.infer<typeof activitiesResponseSchema>;

/** One quantity note: a discrepancy reason (inward, movement) or shortfall (dispatch). */
export const discrepancySchema = z.object({ qty: z.number(), comment: z.string() });
export type Discrepancy = z.infer<typeof discrepancySchema>;

/** Where an item's units are (spec 000 §3 "Association detail"). `id` is the association's key for writes. */
export const associationSchema = z.object({
  id: z.number(),
  entityId: z.string(),
  associationType: z.string(),
  qty: z.number(),
  pickedQty: z.number(),
  dispatchedQty: z.number(),
  pickingStatus: z.string(),
  dispatchStatus: z.string(),
  partialItemAttributed: z.boolean(),
  toteAttachedToEntityId: z.string().nullable(),
  puDetails: z.record(z.string(), z.unknown()).nullable(),
  discrepancyReasons: z.array(discrepancySchema),
});
export type Association = z.infer<typeof associationSchema>;

/** An item in a list (inward items, step 3). */
export const itemSummarySchema = z.object({
  itemId: z.string(),
  itemTitle: z.string(),
  imageUrl: z.string().nullable(),
  skuId: z.string(),
  itemCategory: z.string(),
  qty: z.number(),
  pickedQty: z.number(),
  dispatchedQty: z.number(),
  pickingStatus: z.string(),
});
export type ItemSummary = z.infer<typeof itemSummarySchema>;

/** An item with its associations (spec 000 §3 "Item"): the item detail screen. */
export const itemDetailSchema = itemSummarySchema.extend({
  hubOrgUnitId: z.string(),
  enableMoveToteZone: z.boolean(),
  associationDetail: z.array(associationSchema),
  discrepancyDetails: z.array(discrepancySchema),
  metaData: z.object({ hubOrgUnitId: z.string(), spaId: z.string(), driverId: z.string().nullable(), activityGroupId: z.string() }),
});
export type ItemDetail = z.infer<typeof itemDetailSchema>;

/** GET /hubOps/hubApp/getAvailableCommentsForZoneToZone/ (discrepancy reasons). */
export const availableCommentsResponseSchema = z.object({ availableComments: z.array(z.string()) });
export type AvailableCommentsResponse = z.infer<typeof availableCommentsResponseSchema>;

/** captureVehicleActivity body: the activity (spaId) and its new state (spec 000 §7). */
export const captureVehicleActivityBodySchema = z.object({ activityId: id, vehicleActivityState: vehicleActivityStateSchema });
export const captureVehicleActivityQuerySchema = z.object({ activityViewType: activityViewTypeSchema.optional() });
export const captureVehicleActivityV2QuerySchema = z.object({ activityPickupType: activityViewTypeSchema.optional() });
export const captureVehicleActivityResponseSchema = z.object({ spaId: z.string(), vehicleActivityState: vehicleActivityStateSchema, message: z.string() });
export type CaptureVehicleActivityResponse = z.infer<typeof captureVehicleActivityResponseSchema>;
