// Value lists of quality check and zone visibility (spec 000 §3-§4), shared by the api, the database's CHECK
// constraints (api/src/db/schema/enums.ts builds them from these arrays) and the screens.

/** Item QC status (000 §4). */
export const ITEM_QC_STATUS_LIST = ['NOT_STARTED', 'COMPLETED', 'FAILED'] as const;
export type ItemQcStatus = (typeof ITEM_QC_STATUS_LIST)[number];

/** Zone QC status (000 §4), in its key order: items and zones are ordered by it. */
export const ZONE_QC_STATUS_LIST = ['QC_PENDING', 'QC_FAILED', 'QC_COMPLETE'] as const;
export type ZoneQcStatus = (typeof ZONE_QC_STATUS_LIST)[number];

/** The legend's label of each zone QC status (000 §2). */
export const ZONE_QC_STATUS_LABELS: Record<ZoneQcStatus, string> = {
  QC_PENDING: 'QC Pending',
  QC_COMPLETE: 'QC Completed',
  QC_FAILED: 'QC Failed',
};

/** The zone QC items screen's two flows, chosen by path (000 §2; the spec's spelling). */
export const QC_FLOW_TYPE_LIST = ['QUALITY_CHECK', 'ZONE_VISIBLITY'] as const;
export type QcFlowType = (typeof QC_FLOW_TYPE_LIST)[number];

/** QC sort strategy (000 §3). */
export const QC_SORT_LIST = ['STATUS', 'PARTIAL_ORDERS'] as const;
export type QcSort = (typeof QC_SORT_LIST)[number];

/** The QC item panel's tabs (000 §2). */
export const QC_TAB_LIST = ['PENDING', 'APPROVED', 'REJECTED'] as const;
export type QcTab = (typeof QC_TAB_LIST)[number];

/** A scanned item id is 14 characters (000 §9). */
export const QC_SCAN_ID_LENGTH = 14;
/** The QC panel timeout, ms (000 §9). */
export const QC_PANEL_TIMEOUT_MS = 500;
/** Most rejection reasons one item carries (bounds the request). */
export const QC_MAX_COMMENTS = 50;
/** Largest quantity a QC request may name (an item's qty is far below it). */
export const QC_MAX_QTY = 100_000;

/** Where a QC correction takes decided units from: the approved or the rejected side (docs/areas/corrections.md). */
export const QC_CORRECTION_FROM_LIST = ['ACCEPTED', 'FAILED'] as const;
export type QcCorrectionFrom = (typeof QC_CORRECTION_FROM_LIST)[number];
/** Where they go: back to pending (the default) or to the other side. */
export const QC_CORRECTION_TO_LIST = ['PENDING', 'ACCEPTED', 'FAILED'] as const;
export type QcCorrectionTo = (typeof QC_CORRECTION_TO_LIST)[number];
