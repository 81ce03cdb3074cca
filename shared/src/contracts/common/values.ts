// Value lists several areas share.

/**
 * The outcomes of a delivery: a drop's status (spec 002 §3 "Drop status to severity") and the statuses a runsheet
 * close may give a shipment (spec 001 §3 close payload, shipmentStatusMap). Shipment and drop point statuses extend it.
 */
export const DELIVERY_OUTCOMES = ['DELIVERED', 'PARTIALLY_DELIVERED', 'NOT_ATTEMPTED', 'RETURNED'] as const;
