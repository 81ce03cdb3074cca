import { z } from 'zod';
import { associationSchema, discrepancySchema, itemDetailSchema, vehicleActivityStateSchema } from './hub-ops';
import { COMMON_MESSAGES } from '../common/messages';
import { OFD_MESSAGES } from '../ofd/messages';
import { TOTE_MESSAGES } from '../totes/messages';
import { HUB_OPS_LIMITS as L, HUB_OPS_MESSAGES } from './messages';

// Dispatch (spec 000 §2 "Dispatch manifest view", "Dispatch items screen", "Item detail" dispatch side; §3 the
// dispatch shapes; §4 dispatch status, shortfall, close; §5 dispatch rules; §7 the dispatch calls; §8, §9).

const id = z.string().trim().min(1).max(L.id);
const boolText = z
  .enum(['true', 'false'])
  .optional()
  .transform((v) => (v === undefined ? undefined : v === 'true'));

export const DISPATCH_STATUS_VALUES = ['NOT_STARTED', 'NOT_DISPATCHED', 'PARTIALLY_DISPATCHED', 'DISPATCHED'] as const;
export type DispatchStatus = (typeof DISPATCH_STATUS_VALUES)[number];
/** Spec 000 §3 "Shortfall reasons". */
export const SHORTFALL_REASONS = ['PRODUCT_NOT_FOUND', 'PRODUCT_DAMAGED'] as const;
export const shortfallReasonSchema = z.enum(SHORTFALL_REASONS);
export type ShortfallReason = z.infer<typeof shortfallReasonSchema>;
/** Close forced contexts (spec 000 §4 "Close dispatch"): 300 partial order pickup = 0, 301 skip ineligible shipments = 1. */
export const FORCE_CTX = { PARTIAL_ORDER_PICKUP: 0, SKIP_INELIGIBLE_SHIPMENTS: 1 } as const;
/** Crates quantity bounds (spec 000 §5, §9). */
export const CRATES_MIN = 0;
export const CRATES_MAX = 1000;
/** Tote shortfall maximum (spec 000 §9). */
export const TOTE_SHORTFALL_MAX = 4;

/** A dispatch group (spec 000 §3 "Dispatch group"): one zone, or one shipment (the Order filter). */
export const dispatchGroupSchema = z.object({
  zoneId: z.string().nullable(),
  shipmentId: z.string().nullable(),
  zoneIds: z.array(z.string()),
  shipmentsCount: z.number(),
  dispatchedQty: z.number(),
  totalQty: z.number(),
  dispatchStatus: z.enum(DISPATCH_STATUS_VALUES),
  qcStatus: z.string(),
});
export type DispatchGroup = z.infer<typeof dispatchGroupSchema>;

export const dispatchGroupsParamsSchema = z.object({ hubId: id, spaId: id });
export const dispatchGroupsResponseSchema = z.object({ spaId: z.string(), groups: z.array(dispatchGroupSchema) });
export type DispatchGroupsResponse = z.infer<typeof dispatchGroupsResponseSchema>;

/** An association as the dispatch list shows it, with the shortfall entries recorded on the item. */
export const dispatchAssociationSchema = associationSchema.extend({
  shortfallList: z.array(z.object({ quantity: z.number(), reason: z.string() })),
});

/** A dispatch item in a list (spec 000 §3 "Dispatch item (list)"). */
export const dispatchItemSchema = z.object({
  itemId: z.string(),
  itemTitle: z.string(),
  itemCategory: z.string(),
  dispatchStatus: z.enum(DISPATCH_STATUS_VALUES),
  dispatchedQty: z.number(),
  qty: z.number(),
  imageUrl: z.string().nullable(),
  skuId: z.string(),
  shipmentId: z.string().nullable(),
  itemQcStatus: z.string(),
  fulfilmentArchetype: z.string(),
  allowFullItemDispatch: z.boolean(),
  partialItemAttributed: z.boolean(),
  associationDetail: z.array(dispatchAssociationSchema),
});
export type DispatchItem = z.infer<typeof dispatchItemSchema>;

export const zoneItemsParamsSchema = z.object({ hubId: id, spaId: id, zone: id });
export const orderItemsParamsSchema = z.object({ hubId: id, spaId: id, id });
export const dispatchItemsResponseSchema = z.object({ spaId: z.string(), items: z.array(dispatchItemSchema) });
export type DispatchItemsResponse = z.infer<typeof dispatchItemsResponseSchema>;

/** Item detail (dispatch side): the shared item detail plus the item's shortfall entries. */
export const dispatchItemParamsSchema = z.object({ hubId: id, spaId: id, itemId: id });
export const dispatchItemDetailSchema = itemDetailSchema.extend({
  dispatchStatus: z.enum(DISPATCH_STATUS_VALUES),
  fulfilmentArchetype: z.string(),
  shortfallList: z.array(discrepancySchema),
});
export type DispatchItemDetail = z.infer<typeof dispatchItemDetailSchema>;

/**
 * One line of a dispatch write (spec 000 §3 "Dispatch item write"): the item (lItemId) and the units dispatched by
 * this action (added to what is dispatched; a scan sends 1). `dispatchedQty` 0 records the line as handled with
 * nothing dispatched (NOT_DISPATCHED). toteAssociation and fulfilmentArchetype are accepted as the spec shows them.
 */
export const dispatchLineSchema = z.object({
  lItemId: id,
  dispatchedQty: z.number().int().min(0).max(L.qty),
  toteAssociation: z.string().trim().max(L.id).nullable().optional(),
  fulfilmentArchetype: z.string().trim().max(L.id).nullable().optional(),
});
export type DispatchLine = z.input<typeof dispatchLineSchema>;
export const updateDispatchItemsParamsSchema = z.object({ hubId: id, spaId: id });
export const updateDispatchItemsBodySchema = z.object({ items: z.array(dispatchLineSchema).min(1).max(L.lines) });
export type UpdateDispatchItemsBody = z.input<typeof updateDispatchItemsBodySchema>;
export const dispatchWriteResponseSchema = z.object({
  message: z.string(),
  items: z.array(z.object({ itemId: z.string(), dispatchedQty: z.number(), qty: z.number(), dispatchStatus: z.enum(DISPATCH_STATUS_VALUES) })),
});
export type DispatchWriteResponse = z.infer<typeof dispatchWriteResponseSchema>;

export const dispatchAllParamsSchema = z.object({ hubId: id, spaId: id, zone: id });
export const dispatchAllResponseSchema = z.object({ message: z.string(), itemsUpdated: z.number(), unitsDispatched: z.number() });
export type DispatchAllResponse = z.infer<typeof dispatchAllResponseSchema>;

/**
 * Spec 000 §3 "Dispatch quantities body": set the dispatched quantity of a line, with the reason of a shortfall.
 * `associationIds` (ours, optional) narrows the line to those associations of the items: the item detail's card of
 * one association (spec 000 §2 "each card shows a Quantity field"); without it the line is the items whole.
 */
export const dispatchQuantitiesParamsSchema = z.object({ hubId: id, id });
export const dispatchQuantitiesBodySchema = z.object({
  logisticsItemIds: z.array(id).min(1).max(L.lines),
  dispatchedQuantity: z.number().int().min(0).max(L.qty),
  totalQuantity: z.number().int().min(1).max(L.qty),
  shortfallReason: shortfallReasonSchema.nullable(),
  associationIds: z.array(z.number().int().min(1).max(2147483647)).min(1).max(L.lines).optional(),
});
export type DispatchQuantitiesBody = z.input<typeof dispatchQuantitiesBodySchema>;

/** Tag a tote or crate to the manifest (spec 000 §7 "tag body with tagId"). */
export const dispatchTagParamsSchema = z.object({ hubId: id, spaId: id });
export const dispatchTagBodySchema = z.object({ tagId: z.string().trim().min(1, 'Tag id is required').max(32) });
export const dispatchTagResponseSchema = z.object({ message: z.string(), tagId: z.string(), taggedTotes: z.number() });
export type DispatchTagResponse = z.infer<typeof dispatchTagResponseSchema>;

/**
 * Close dispatch (spec 000 §7): `force` with its context after a 300 / 301 answer; `forceInwardTotes` after "Tote
 * Shortfall?". `logisticDetails` and `vehicleNumber` are what the spec's close sends (000 §3 "The dispatch close uses
 * driverName and vehicleNum"): the screen sends the manifest's driver name and vehicle number, the close stores them on
 * the activity (docs/areas/dispatch.md "Close details"). `forceReason` (ours, with `force`): a code of the admin's
 * FORCE_CLOSE list saying why, stored with the close (docs/areas/reason-lists.md "Force close").
 */
export const closeDispatchParamsSchema = z.object({ hubId: id, spaId: id });
/** Most characters of the close's `logisticDetails` (the driver name the screen sends, or a note). */
export const LOGISTIC_DETAILS_MAX = L.comment;
export const closeDispatchQuerySchema = z.object({
  logisticDetails: z.string().trim().max(LOGISTIC_DETAILS_MAX, `logisticDetails must be at most ${LOGISTIC_DETAILS_MAX} characters`).optional(),
  vehicleNumber: z.string().trim().toUpperCase().max(L.id, `vehicleNumber must be at most ${L.id} characters`).optional(),
  force: boolText,
  forceCtx: z.coerce.number().int().min(0).max(1).optional(),
  forceInwardTotes: boolText,
  forceReason: z.string().trim().max(L.id, `forceReason must be at most ${L.id} characters`).optional(),
});
/**
 * The close answer: `statusCode` 200 (closed), 300 (partial order pickup: shipments partly dispatched) or 301
 * (ineligible shipments: nothing of them dispatched), with `data` listing what the confirmation shows.
 */
export const closeDispatchResponseSchema = z.object({
  statusCode: z.union([z.literal(200), z.literal(300), z.literal(301)]),
  message: z.string(),
  spaId: z.string(),
  activityGroupState: z.string(),
  forceCtx: z.number().nullable(),
  data: z.array(z.object({ shipmentId: z.string(), dispatchedQty: z.number(), totalQty: z.number() })),
});
export type CloseDispatchResponse = z.infer<typeof closeDispatchResponseSchema>;

/**
 * Messages Mark OFD records when `sendMessage` is true (spec 000 §7: "sendMessage defaults true"): one to each buyer of
 * the runsheet (OUT_FOR_DELIVERY) and one to the driver (RUNSHEET_ASSIGNED), PENDING until the messaging integration
 * sends them (docs/areas/ofd.md "Mark OFD messages"). What it says, who it is for, and its state.
 */
export const NOTIFICATION_KINDS = ['OUT_FOR_DELIVERY', 'RUNSHEET_ASSIGNED'] as const;
export const NOTIFICATION_RECIPIENT_TYPES = ['BUYER', 'DRIVER'] as const;
export const NOTIFICATION_STATUSES = ['PENDING', 'SENT', 'FAILED'] as const;
/** One recorded message: who it is for (type, id, name, phone), what it says, who made it and when. */
export const notificationSchema = z.object({
  notificationId: z.number(),
  kind: z.enum(NOTIFICATION_KINDS),
  recipientType: z.enum(NOTIFICATION_RECIPIENT_TYPES),
  recipientId: z.string(),
  recipientName: z.string(),
  recipientPhone: z.string(),
  message: z.string(),
  status: z.enum(NOTIFICATION_STATUSES),
  activityGroupId: z.string().nullable(),
  runsheetId: z.string().nullable(),
  createdBy: z.string(),
  createdAt: z.string(),
});
export type Notification = z.infer<typeof notificationSchema>;

/** Mark OFD (spec 000 §7): `id` is the dispatch activity (spaId); noOfCrates 0..1000; sendMessage absent = true. */
export const markOfdParamsSchema = z.object({ hubId: id, driverId: id, id });
export const markOfdQuerySchema = z.object({
  sendMessage: boolText,
  noOfCrates: z.coerce.number().int().min(CRATES_MIN).max(CRATES_MAX),
});
/** The runsheet and trip made, and the messages recorded (none when sendMessage is false). */
export const markOfdResponseSchema = z.object({
  statusCode: z.literal(200),
  message: z.string(),
  runsheetId: z.string(),
  tripId: z.string(),
  notifications: z.array(notificationSchema),
});
export type MarkOfdResponse = z.infer<typeof markOfdResponseSchema>;
/** GET /hubOps/{hubId}/activityGroup/{id}/notifications: the messages Mark OFD recorded for a manifest, oldest first. */
export const manifestNotificationsResponseSchema = z.object({ activityGroupId: z.string(), notifications: z.array(notificationSchema) });
export type ManifestNotificationsResponse = z.infer<typeof manifestNotificationsResponseSchema>;

/** GET /hubOps/{hubId}/activityGroup/{id}: a manifest with its activities and tagged crates (the close overlay polls it). */
export const activityGroupParamsSchema = z.object({ hubId: id, id });
export const activityGroupSchema = z.object({
  activityGroupId: z.string(),
  activityGroupType: z.string(),
  activityGroupState: z.string(),
  driverId: z.string().nullable(),
  minTotesToTag: z.number(),
  cratesCount: z.number().nullable(),
  taggedTotes: z.array(z.object({ assetCode: z.string(), taggedAt: z.number() })),
  /** Each activity with what its close received (`logisticDetails`, `vehicleNumber`; null before the close or when not sent). */
  activities: z.array(
    z.object({
      spaId: z.string(),
      movementType: z.string(),
      vehicleActivityState: vehicleActivityStateSchema,
      logisticDetails: z.string().nullable(),
      vehicleNumber: z.string().nullable(),
    }),
  ),
});
export type ActivityGroup = z.infer<typeof activityGroupSchema>;

/** Shipment movement details: lookup by the first 14 characters of the shipment id (spec 000 §7). */
export const shipmentMovementParamsSchema = z.object({ hubId: id, shipmentId: id });
export const shipmentMovementResponseSchema = z.object({
  shipmentId: z.string(),
  items: z.array(z.object({ itemId: z.string(), qty: z.number(), dispatchedQty: z.number(), dispatchStatus: z.string(), spaIds: z.array(z.string()) })),
});
export type ShipmentMovementResponse = z.infer<typeof shipmentMovementResponseSchema>;

/**
 * Tote manifests (spec 000 §7): "Create empty tote manifest (activity group, hub)" answering successful and message,
 * and POST /manifest/tote-manifest/{b}/{a}/close, read as {hubId}/{activityGroupId} (the create call names the same
 * two: activity group and hub). The manifest of the empty crates a crate drop takes back: docs/areas/dispatch.md
 * "Tote manifests".
 */
export const toteManifestCloseParamsSchema = z.object({ hubId: id, activityGroupId: id });
export const toteManifestResponseSchema = z.object({ successful: z.boolean(), message: z.string() });
export type ToteManifestResponse = z.infer<typeof toteManifestResponseSchema>;
export const createToteManifestBodySchema = z.object({ activityGroupId: id, hubOrgUnitId: id });
export type CreateToteManifestBody = z.input<typeof createToteManifestBodySchema>;

/** Every dispatch text, word for word where spec 000 §2, §4, §5 and §8 give it. */
export const DISPATCH_MESSAGES = {
  searchZone: COMMON_MESSAGES.searchZone,
  searchShipment: 'Search shipment',
  startDispatching: "Let's start dispatching!",
  swipeToClose: 'Swipe to close manifest',
  dispatchZone: 'Dispatch Zone',
  dispatchAll: 'Dispatch all',
  closeWithForce: 'Close dispatch manifest with force?',
  closedEnterCrates: 'The manifest is closed successfully! Please enter the crates quantity',
  takingLonger: 'Its taking a little longer for closing the manifest. Please click on Refresh.',
  markOutForDelivery: 'Mark out for delivery',
  markedOfd: 'Successfully Marked Out for Delivery.',
  markOfdFailed: OFD_MESSAGES.ofdFailed,
  toteShortfallTitle: 'Tote Shortfall?',
  toteShortfallVirtual: 'This will lead to totes being virtually inwarded.',
  toteShortfallProceed: 'Would you still like to proceed?',
  duplicateScan: COMMON_MESSAGES.duplicateScan,
  dispatchSuccessful: 'Dispatch successful',
  tagSuccessful: 'Tag Successful',
  createManifest: 'Create Manifest',
  shortfallReason: 'Shortfall Reason',
  quantity: 'Quantity',
  selectReason: HUB_OPS_MESSAGES.selectReason,
  assetDetailsNotFound: TOTE_MESSAGES.detailsNotFound,
  /** Close answers (ours, spec 000 §4 gives only the codes). */
  closed: HUB_OPS_MESSAGES.closed,
  partialOrderPickup: 'Some shipments are partially dispatched',
  ineligibleShipments: 'Some shipments have nothing dispatched and will be skipped',
  shortfallReasonRequired: 'A shortfall reason is required when dispatching less than the total',
  /** A shortfall or force-close reason that is not an active entry of its list (docs/areas/reason-lists.md). */
  reasonNotInList: COMMON_MESSAGES.reasonNotInList,
  /** Ours: the force-close reason picker (docs/areas/reason-lists.md "Force close"). */
  forceCloseReason: 'Force close reason',
  /** 409 of "action not completed": the close's error when only tote items remain (spec 000 §4). */
  actionNotCompleted: 'action not completed',
} as const;
/** Shortfall reason labels (spec 000 §2 "Item detail"). */
export const SHORTFALL_REASON_LABELS: Record<ShortfallReason, string> = { PRODUCT_NOT_FOUND: 'Product Not Found', PRODUCT_DAMAGED: 'Product Damaged' };
/** "Some totes have not been scanned [ids]." (spec 000 §4): the ids in their brackets, as the close's refusal names them. */
export const toteShortfallTextMessage = (ids: string[]) => `Some totes have not been scanned [${ids.join(', ')}].`;
export const valueBetweenMessage = (qty: number) => `Value must be between 0 and ${qty}`;
export const tagCratesMessage = (n: number) => `Tag ${n} crates to proceed for OFD`;
export const dispatchItemsLabel = (n: number) => `Dispatch ${n} item(s)`;
export const notPartOfManifestMessage = (id: string) => `${id} not part of manifest`;
/** Spec 000 §5 spells it "suported", §8 "supported": the §5 rule text is used (the rule is where the scan is specified). */
export const scanTypeNotSupportedMessage = (type: string) => `${type} type not suported`;
/** "Dispatch failed: {message}" (spec 000 §8 "Dispatch"): a scanned or slid item dispatch refused. */
export const dispatchFailedMessage = (message: string) => `Dispatch failed: ${message}`;
/** "Dispatch Failed {message}" (spec 000 §8 "Dispatch", its other wording): a "Dispatch Zone" or shortfall dispatch refused (docs/areas/dispatch.md). */
export const dispatchFailedOtherMessage = (message: string) => `Dispatch Failed ${message}`;
export const tagFailedMessage = (message: string) => `Tag Failed ${message}`;
export const manifestCreationFailedMessage = (message: string) => `Manifest creation Failed ${message}`;
export const validatingAssetFailedMessage = (code: string, message: string) => `Validating asset ${code} failed: ${message}`;
/** Server refusals (ours where the spec is silent; docs/areas/dispatch.md "Dispatch"). */
export const totesNotScannedMessage = (ids: string[]) => `${DISPATCH_MESSAGES.actionNotCompleted}: totes not scanned [${ids.join(', ')}]`;
export const tooManyTotesMessage = (n: number) =>
  `${DISPATCH_MESSAGES.actionNotCompleted}: ${n} totes not scanned, at most ${TOTE_SHORTFALL_MAX} can be virtually inwarded`;
export const zoneQcNotCompleteMessage = (zone: string) => `Zone ${zone} QC is not complete`;
export const intercityNotDispatchableMessage = (itemId: string) => `Item ${itemId} is intercity and cannot be dispatched here`;
export const manifestNotClosedMessage = (spaId: string) => `Manifest ${spaId} is not closed yet`;
export const ofdAlreadyMarkedMessage = (spaId: string) => `OFD already marked for manifest ${spaId}`;
export const assetNotUsableMessage = (code: string) => `Asset ${code} is not usable`;
export const assetNotAtHubMessage = (code: string) => `Asset ${code} is not at this hub`;
export const tagNotAllowedMessage = 'Tagging is not enabled for this manifest';
export const noVehicleMessage = (spaId: string) => `Manifest ${spaId} has no vehicle for the runsheet`;
export const driverNotFoundMessage = (driverId: string) => `Driver ${driverId} not found`;
export const quantitiesStaleMessage = (total: number) => `Total quantity ${total} does not match the items`;
export const undispatchRefusedMessage = 'Dispatched units cannot be reduced';
export const associationNotOfItemsMessage = (associationId: number) => `Association ${associationId} is not a line of these items`;
/** Tote manifest answers and refusals (ours: the spec gives only "successful and message"). */
export const toteManifestCreatedMessage = (id: string) => `Tote manifest ${id} created`;
export const toteManifestExistsMessage = (id: string) => `Tote manifest ${id} already exists`;
export const toteManifestClosedMessage = (id: string, crates: number) => `Tote manifest ${id} closed with ${crates} crates`;
export const toteManifestAlreadyClosedMessage = (id: string) => `Tote manifest ${id} is already closed`;
export const toteManifestNotFoundMessage = (id: string) => `Tote manifest ${id} not found`;
export const notCrateDropMessage = (id: string) => `Manifest ${id} is not a crate drop`;
export const crateNotEmptyMessage = (code: string) => `Crate ${code} is not empty`;
/** Most shipment ids a buyer's Mark OFD message names; the rest are counted ("and N more"). */
export const OFD_MESSAGE_MAX_SHIPMENTS = 5;
/** The message a buyer gets when Mark OFD sends their shipments out (ours: the spec shows only `sendMessage`). */
export function ofdBuyerMessage(opts: { shopName: string; shipmentIds: string[]; driverName: string; vehicleNumber: string | null; hubName: string }): string {
  const shown = opts.shipmentIds.slice(0, OFD_MESSAGE_MAX_SHIPMENTS).join(', ');
  const more = opts.shipmentIds.length - OFD_MESSAGE_MAX_SHIPMENTS;
  const vehicle = opts.vehicleNumber ? ` (${opts.vehicleNumber})` : '';
  return `${opts.shopName}: your shipments ${shown}${more > 0 ? ` and ${more} more` : ''} are out for delivery from ${opts.hubName} with ${opts.driverName}${vehicle}.`;
}
/** The message the driver gets for the runsheet Mark OFD made (ours). */
export const ofdDriverMessage = (opts: { runsheetId: string; dropPoints: number; crates: number; hubName: string }) =>
  `Runsheet ${opts.runsheetId} from ${opts.hubName}: ${opts.dropPoints} drop points, ${opts.crates} crates.`;

/**
 * Texts of a shipment's movement (fetchShipmentMovementDetails, 000 §7): the header of an item's history (issue 34)
 * shows the shipment's items, their dispatched units and the manifests (activities) they are in.
 */
export const SHIPMENT_MOVEMENT_MESSAGES = {
  title: (shipmentId: string) => `Shipment ${shipmentId}`,
  items: (n: number) => `${n} ${n === 1 ? 'item' : 'items'}`,
  dispatched: (done: number, total: number) => `Dispatched ${done} / ${total}`,
  manifests: (spaIds: readonly string[]) => (spaIds.length ? `Manifests: ${spaIds.join(', ')}` : 'In no manifest'),
} as const;
/** 404 of fetchShipmentMovementDetails: no shipment of the hub starts with the first 14 characters asked. */
export const shipmentNotFoundMessage = (shipmentId: string) => `Shipment ${shipmentId} not found`;
