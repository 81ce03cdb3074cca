import { AUDIT_ACTOR_KIND_LABELS } from '../admin/audit-messages';
import { PILOT_LABELS } from '../admin/messages';
import { REASON_LISTS } from '../admin/reasons';
import { type CorrectionStep, CORRECTION_STEP_LABELS } from '../corrections/corrections';

// Every text of the item timeline and the manifest activity log (issue 34; docs/areas/history.md): the api builds the
// lines with these words and the screens show them, so both say the same thing.

const units = (n: number) => `${n} unit${n === 1 ? '' : 's'}`;

/** The titles of timeline lines, by what happened. */
export const HISTORY_TITLES = {
  /** Picked units went up on an inward manifest. */
  inward: (n: number) => `Picked ${units(n)} on inward`,
  /** Dispatched units went up on a dispatch manifest. */
  dispatch: (n: number) => `Dispatched ${units(n)}`,
  /** A count went down without a correction row (an older write path, or a manager's reset). */
  inwardLowered: (n: number) => `Inward count lowered by ${units(n)}`,
  dispatchLowered: (n: number) => `Dispatch count lowered by ${units(n)}`,
  /** Units moved between zones (zone movement, Move to LM zones). */
  move: (n: number) => `Moved ${units(n)}`,
  /** The tote the units sit in changed (tote re-attach, self-tote movement). */
  toteChanged: 'Tote changed',
  /** A QC decision, by the panel tab it was saved from (qc_decisions.action). */
  qc: {
    APPROVED: 'QC: accepted',
    REJECTED: 'QC: failed',
    PENDING: 'QC: back to pending',
    COMPLETE_ZONE: 'QC: zone completed',
  } as Readonly<Record<string, string>>,
  /** Any other QC decision action. */
  qcOther: 'QC decision',
  /** "Correction (dispatch)": a count taken back or a decision reversed, by step. */
  correction: (step: CorrectionStep | string) => `Correction (${CORRECTION_STEP_LABELS[step as CorrectionStep] ?? step.toLowerCase()})`,
  discrepancy: 'Discrepancy recorded',
  discrepancyCleared: 'Discrepancy note cleared',
  runsheetAdded: (runsheetId: string) => `Added to runsheet ${runsheetId}`,
  runsheetRemoved: (runsheetId: string) => `Removed from runsheet ${runsheetId}`,
  outForDelivery: (runsheetId: string) => `Out for delivery on runsheet ${runsheetId}`,
  collectedBack: (runsheetId: string) => `Collected back at close of runsheet ${runsheetId}`,
  /** A delivery attempt at the buyer's drop point, by the drop's status. */
  delivery: {
    DELIVERED: 'Delivered',
    PARTIALLY_DELIVERED: 'Partially delivered',
    NOT_ATTEMPTED: 'Delivery not attempted',
    RETURNED: 'Returned by the buyer',
  } as Readonly<Record<string, string>>,
  deliveryOther: 'Delivery attempt',
  /** The first line of an item the seed (or an import) put at the hub without history. */
  inHubSince: 'In the hub since',
  /** The item's row was created by a call (an import, a TMS inward). */
  itemRecorded: 'Item recorded at the hub',
  /** The item was added to a manifest (a manifest line created). */
  addedToManifest: (spaId: string) => `Added to manifest ${spaId}`,
  removedFromManifest: (spaId: string) => `Removed from manifest ${spaId}`,
  /** The manifest's own state (activities.vehicle_activity_state, activity_groups.activity_group_state). */
  manifestCreated: 'Manifest created',
  manifestState: {
    STARTED: 'Manifest started',
    COMPLETED: 'Manifest closed',
    NOT_STARTED: 'Manifest reset to not started',
  } as Readonly<Record<string, string>>,
  manifestChanged: 'Manifest details changed',
  /** Anything else the audit trail recorded about the item ("Changed: item associations"). */
  other: (table: string) => `Changed: ${table.replace(/_/g, ' ')}`,
} as const;

/** The details under a title. */
export const HISTORY_DETAILS = {
  manifest: (spaId: string) => `Manifest ${spaId}`,
  zone: (zoneId: string) => `Zone ${zoneId}`,
  tote: (toteId: string) => `In tote ${toteId}`,
  runsheet: (runsheetId: string) => `Runsheet ${runsheetId}`,
  shop: (name: string) => `At ${name}`,
  driver: (name: string) => `Driver ${name}`,
  order: (orderId: string) => `Order ${orderId}`,
  /** A QC decision's counts before and after. */
  qcCounts: (zoneId: string, accepted: [number, number], failed: [number, number]) =>
    `Zone ${zoneId} · accepted ${accepted[0]} → ${accepted[1]}, failed ${failed[0]} → ${failed[1]}`,
  /** What changed on a row no other line explains: "picking status: NOT_PICKED → PICKED". */
  change: (column: string, before: string, after: string) => `${column.replace(/_/g, ' ')}: ${before} → ${after}`,
  /** A correction's context: the manifest of inward and dispatch, the zone of movement and QC. */
  correctionContext: (step: string, contextId: string) => (step === 'INWARD' || step === 'DISPATCH' ? `Manifest ${contextId}` : `Zone ${contextId}`),
  /** The comments of a QC failure or a discrepancy ("Damaged x2"). */
  discrepancyKind: {
    INWARD: 'Inward discrepancy',
    MOVEMENT: 'Zone movement discrepancy',
    // The same words as the pilot and the reason list they come from.
    DISPATCH_SHORTFALL: PILOT_LABELS.DISPATCH_SHORTFALL,
    QC_FAILURE: REASON_LISTS.QC_FAILURE.title,
  } as Readonly<Record<string, string>>,
} as const;

/** The badge of a line's kind on the timeline. */
export const HISTORY_KIND_LABELS = {
  INWARD: 'Inward',
  MOVE: 'Move',
  QC: 'QC',
  DISPATCH: 'Dispatch',
  RUNSHEET: 'Runsheet',
  DELIVERY: 'Delivery',
  CORRECTION: 'Correction',
  DISCREPANCY: REASON_LISTS.DISCREPANCY.title,
  OTHER: 'Other',
} as const;

/** Texts of the history screens and refusals. */
export const HISTORY_MESSAGES = {
  /** 404 of an id that is neither an item nor a shipment of the path's hub. */
  itemNotFound: (id: string) => `Item or shipment ${id} not found at this hub`,
  /** The button that opens an item's timeline (item detail, QC panel, zone movement item, global search result). */
  historyButton: 'History',
  /** The button that opens a manifest's activity log. */
  activityButton: 'Activity',
  pageTitle: 'Item history',
  shipmentTitle: (shipmentId: string) => `Shipment ${shipmentId}`,
  activityTitle: (spaId: string) => `Activity of manifest ${spaId}`,
  empty: 'No history yet.',
  activityEmpty: 'No activity on this manifest yet.',
  loadOlder: 'Load older',
  /** Shown under the list once the oldest line is on screen. */
  end: 'That is the whole history.',
  /** The person of a line the system wrote (the seed, a migration, a background job). */
  system: AUDIT_ACTOR_KIND_LABELS.SYSTEM,
  /** Prefix of a service account's name. */
  serviceAccount: (name: string) => `Service account ${name}`,
  /** The figures a line shows: "3 units", "0 → 3", "Reason: Mis-scan". */
  units: (n: number) => units(n),
  change: (from: string, to: string) => `${from} → ${to}`,
  reason: (label: string) => `Reason: ${label}`,
  /** The header of a timeline: an item's counts. */
  counts: (i: { qty: number; pickedQty: number; dispatchedQty: number }) => `Qty ${i.qty} · picked ${i.pickedQty} · dispatched ${i.dispatchedQty}`,
  back: 'Back',
  /** The tote history's section of its items' corrections (Troubleshoot Totes). */
  toteCorrections: 'Corrections of items in this tote',
} as const;
