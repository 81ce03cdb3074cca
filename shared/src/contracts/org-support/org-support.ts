import { z } from 'zod';
import { idText, TEXT_MAX, tooLong } from '../common/limits';
import { VISIT_ID_MAX, VISIT_REVIEW_MAX, VISIT_REVIEW_MESSAGES } from './messages';

// Schemas of the organisation (buyer/shop) support views (spec 002 §2, §3 "Org order details", "QPS", "ECT",
// "Push list"). Money leaves the server in paise where the spec says paise (payments, push-list incentives) and in
// rupees where it names rupees (gmvRupees, ₹{purchaseAmount}, Shop Worth, Discount).

/** The shop itself: the org view's header (shop name and org id, buyer phone, address, latitude and longitude). */
export const orgSchema = z.object({
  orgId: z.string(),
  shopName: z.string(),
  phoneNumber: z.string(),
  address: z.string(),
  geoLocation: z.object({ lat: z.number(), lng: z.number() }),
  /** The market whose push list the shop gets. */
  marketId: z.string(),
  hubOrgUnitId: z.string(),
});
export type Org = z.infer<typeof orgSchema>;

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
  /** The trip (runsheet) that carried it, when it went out on one. */
  tripId: z.string().nullable().optional(),
  /** Shipment status: OFD, DELIVERED, PARTIALLY_DELIVERED, NOT_ATTEMPTED, RETURNED. */
  status: z.string().optional(),
});
export type OrderShipment = z.infer<typeof orderShipmentSchema>;

/** Paise by key (DELIVERY, USE_CREDIT, ... / PREPAID, UPI, ...): see COLLECTIBLE_ROWS and COLLECTED_ROWS. */
const paiseMapSchema = z.record(z.string(), z.number().int());

/** Org order details (spec 002 §3): the drop unit, its shipments with items, and the payments in paise. */
export const orgOrderDetailsSchema = z.object({
  orgId: z.string(),
  /** The trip asked for; null when the org view lists the shop's recent shipments of every trip. */
  tripId: z.string().nullable(),
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

/** QPS (spec 002 §3): store summary, reward schemes with milestones, offers. */
export const qpsSchema = z.object({
  storeSummary: z.object({
    /** Verticals the shop has bought from. */
    verticals: z.number().int(),
    /** Listings (SKUs) the shop has bought. */
    listings: z.number().int(),
  }),
  rewards: z.array(
    z.object({
      id: z.string(),
      type: z.string(),
      points: z.number().int(),
      /** Rupees. */
      purchaseAmount: z.number(),
      milestones: z.array(z.object({ label: z.string(), locked: z.boolean() })),
    }),
  ),
  offers: z.array(
    z.object({
      id: z.string(),
      type: z.string(),
      description: z.string(),
      code: z.string(),
      /** "Expires today", "Expires in N days", "Expired on dd/mm/yy" (India time). */
      expiryText: z.string(),
      /** Rupees. */
      shopWorth: z.number(),
      /** Rupees. */
      discount: z.number(),
    }),
  ),
});
export type Qps = z.infer<typeof qpsSchema>;

/** ECT (spec 002 §3): the shop's escalations, newest first. */
export const escalationSchema = z.object({
  escalationId: z.string(),
  title: z.string(),
  description: z.string(),
  /** OPEN | IN_PROGRESS | RESOLVED */
  status: z.string(),
  createdAt: z.number(),
});
export type Escalation = z.infer<typeof escalationSchema>;
export const ectResponseSchema = z.object({ escalations: z.array(escalationSchema) });

export const orgParamsSchema = z.object({ orgId: idText('Org id') });
export const orgOrderDetailsQuerySchema = z.object({ tripId: idText('Trip id').optional() });

/** GET venus/visits/org?orgId (spec 002 §7; the response shape is not shown: ours). */
export const orgQuerySchema = z.object({ orgId: idText('Org id') });
/** A visit to the shop with its review; who reviewed and when are null for a visit not reviewed (or a seeded review). */
export const orgVisitSchema = z.object({
  visitId: z.number().int(),
  visitedAt: z.number(),
  visitedBy: z.string(),
  review: z.string().nullable(),
  reviewedBy: z.string().nullable(),
  reviewedAt: z.number().nullable(),
});
export type OrgVisit = z.infer<typeof orgVisitSchema>;
export const visitsResponseSchema = z.object({ visits: z.array(orgVisitSchema) });
export type VisitsResponse = z.infer<typeof visitsResponseSchema>;

/**
 * POST venus/visits/review (spec 002 §8 "Error submitting visit review:"; the path is ours): the review of one visit
 * of the org named, trimmed, 1..VISIT_REVIEW_MAX characters.
 */
export const visitReviewBodySchema = z.object({
  orgId: idText('Org id'),
  visitId: z
    .number({ error: VISIT_REVIEW_MESSAGES.visitIdInvalid })
    .int(VISIT_REVIEW_MESSAGES.visitIdInvalid)
    .min(1, VISIT_REVIEW_MESSAGES.visitIdInvalid)
    .max(VISIT_ID_MAX, VISIT_REVIEW_MESSAGES.visitIdInvalid),
  review: z
    .string({ error: VISIT_REVIEW_MESSAGES.reviewRequired })
    .trim()
    .min(1, VISIT_REVIEW_MESSAGES.reviewRequired)
    .max(VISIT_REVIEW_MAX, VISIT_REVIEW_MESSAGES.reviewTooLong),
});
export type VisitReviewBody = z.infer<typeof visitReviewBodySchema>;
export const visitReviewResponseSchema = z.object({ message: z.string(), visit: orgVisitSchema });

/** Push-list attribution options (spec 002 §3): WEEKLY (default), MONTHLY, CUSTOM. */
export const pushListAttributionSchema = z.enum(['WEEKLY', 'MONTHLY', 'CUSTOM'], { message: 'attributionTime must be WEEKLY, MONTHLY or CUSTOM' });
export type PushListAttribution = z.infer<typeof pushListAttributionSchema>;
/** GET venus/pushLists query (spec 002 §7): timeRange is "start-end" in epoch ms, required for CUSTOM. */
export const pushListQuerySchema = z.object({
  orgId: idText('Org id'),
  marketId: z.string().trim().max(TEXT_MAX.id, tooLong('Market id', TEXT_MAX.id)).optional(),
  attributionTime: pushListAttributionSchema.default('WEEKLY'),
  timeRange: z
    .string()
    .max(40, 'timeRange must be start-end in milliseconds')
    .regex(/^\d{1,15}-\d{1,15}$/, 'timeRange must be start-end in milliseconds')
    .optional(),
});
export const pushListResponseSchema = z.object({
  listings: z.array(
    z.object({
      listingId: z.string(),
      imageUrl: z.string().nullable(),
      brand: z.string(),
      title: z.string(),
      type: z.string(),
      unitsCount: z.number().int(),
      target: z.array(z.object({ displayText: z.string(), incentiveInPaise: z.number().int(), vmq: z.number() })),
    }),
  ),
  orderAttribution: z.object({ count: z.number().int(), startTime: z.number(), endTime: z.number() }),
});
export type PushListResponse = z.infer<typeof pushListResponseSchema>;
export type PushListing = PushListResponse['listings'][number];
