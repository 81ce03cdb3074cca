import { z } from 'zod';
import { defineEndpoint } from '../endpoint';

// The org (shop) order view of one drop of a trip (spec 002 §3 "Org order details"). The org support area owns the
// view (issue 21); the monitoring timeline's drop panel loads it at run time. The path is the one spec 002 §7 lists
// under the monitoring base: GET venus/runsheet/{tripId}/drop/{orgUnitId}.

/** An item line of a shipment; metadata carries the failure reason and images of units not delivered. */
export const orderItemSchema = z.object({
  itemName: z.string(),
  imageUrls: z.array(z.string()),
  expectedUnits: z.number().int(),
  actualUnits: z.number().int(),
  vertical: z.string(),
  metadata: z.object({ failReason: z.string().nullable(), failImageUrls: z.array(z.string()) }),
});
export type OrderItem = z.infer<typeof orderItemSchema>;

export const orderShipmentSchema = z.object({
  shipmentId: z.string(),
  /** GMV of the shipment's order, rupees (paise / 100). */
  gmvRupees: z.number(),
  orderLines: z.number().int(),
  items: z.array(orderItemSchema),
});
export type OrderShipment = z.infer<typeof orderShipmentSchema>;

/** Paise by label (Delivery, Use Credit, ... / Prepaid, UPI, ...). */
const paiseMapSchema = z.record(z.string(), z.number().int());

export const orgOrderDetailsSchema = z.object({
  orgId: z.string(),
  tripId: z.string(),
  dropUnit: z.object({
    shopName: z.string(),
    phoneNumber: z.string(),
    address: z.string(),
    geoLocation: z.object({ lat: z.number(), lng: z.number() }),
  }),
  shipments: z.array(orderShipmentSchema),
  dropPaymentResponse: z.object({ collectible: paiseMapSchema, collected: paiseMapSchema }),
});
export type OrgOrderDetails = z.infer<typeof orgOrderDetailsSchema>;

const id = (what: string) => z.string().trim().min(1, `${what} is required`).max(64, `${what} must be at most 64 characters`);

/** Texts of the org order view (spec 002 §8 word for word) and its refusals. */
export const ORG_ORDER_MESSAGES = {
  detailsError: 'Error in fetching details',
  noItems: 'Sorry, no items found',
} as const;
export const dropNotFoundMessage = (tripId: string, orgUnitId: string) => `Trip ${tripId} has no drop at org ${orgUnitId}`;

/** GET venus/runsheet/{tripId}/drop/{orgUnitId}: the shop's order view for that trip. */
export const getDropOrderDetails = defineEndpoint({
  name: 'getDropOrderDetails',
  method: 'GET',
  path: '/venus/runsheet/:tripId/drop/:orgUnitId',
  area: 'org-support',
  summary: "The shop's order details of one drop of a trip: header, shipments with items, payments in paise",
  access: 'session',
  params: z.object({ tripId: id('Trip id'), orgUnitId: id('Org id') }),
  response: orgOrderDetailsSchema,
  errors: [404],
});
