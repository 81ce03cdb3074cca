import { z } from 'zod';
import { REASON_CODE_PATTERN } from '../admin/reasons';
import { COMMON_MESSAGES } from '../common/messages';
import { HUB_OPS_MESSAGES } from '../hub-ops/messages';
import { QC_MESSAGES } from '../quality-check/messages';

// Corrections (issue 34; docs/areas/corrections.md): a count taken back or a decision reversed, with a reason from the
// CORRECTION list. The steps, the body every correction call takes, the rules of who may correct what, and every text
// a correction can answer live here; each area's correction endpoint (inward, dispatch, zone movement, QC) uses them.

/** The flows whose counts and decisions can be corrected (the database's `corrections.step` takes these only). */
export const CORRECTION_STEPS = ['INWARD', 'DISPATCH', 'ZONE_MOVEMENT', 'QC'] as const;
export type CorrectionStep = (typeof CORRECTION_STEPS)[number];

/** How a step is named in a sentence ("already dispatched", the timeline's "Correction (dispatch)"). */
export const CORRECTION_STEP_LABELS: Record<CorrectionStep, string> = {
  INWARD: 'inward',
  DISPATCH: 'dispatch',
  ZONE_MOVEMENT: 'zone movement',
  QC: 'quality check',
};

/** At most this many units are taken back by one correction (no manifest line holds more). */
export const CORRECTION_UNITS_MAX = 9_999;
/** A correction's optional note. */
export const CORRECTION_NOTE_MAX = 200;

export const CORRECTION_MESSAGES = {
  saved: 'Correction saved.',
  reasonRequired: COMMON_MESSAGES.reasonNotInList,
  unitsInvalid: `Units to take back must be a whole number from 1 to ${CORRECTION_UNITS_MAX}.`,
  noteTooLong: `Keep the note to ${CORRECTION_NOTE_MAX} characters.`,
  nothingToTakeBack: 'There is nothing to take back on this item.',
  /** An operator corrects only what they scanned themselves. */
  notYourScans: 'You can only correct your own scans. Ask a hub manager.',
  /** An operator corrects only while the manifest or zone is open. */
  closedForOperators: 'This is closed. Only a hub manager can correct it now.',
  /** An operator asked for more than their own scans. */
  moreThanYourScans: (mine: number) => `You scanned ${mine} of these units. You can take back at most ${mine}.`,
  /** More than the count holds. */
  moreThanCounted: (counted: number) => `Only ${counted} units are counted here. You can take back at most ${counted}.`,
  /** A later step already consumed the units: the message names it. */
  consumedBy: (step: string, free: number) =>
    free > 0 ? `Only ${free} units can be taken back: the rest are already ${step}.` : `These units are already ${step}. Correct that first.`,
} as const;

/** The correction dialog's and the flows' words (remote-hubops `CorrectionDialog`, the item lines' action). */
export const CORRECTION_LABELS = {
  /** The action on an item line that has units counted. */
  action: 'Undo / correct',
  /** The dialog's title for one item ("Correct 1234567890ABCD"). */
  dialogTitle: (itemId: string) => `Correct ${itemId}`,
  units: 'Units to take back',
  /** Under the units: how many the server would allow as far as the screen knows. */
  unitsHint: (max: number) => `At most ${max}.`,
  reason: 'Reason',
  selectReason: HUB_OPS_MESSAGES.selectReason,
  note: 'Note (optional)',
  // The words the QC panel's dialog buttons already use (one text, written once).
  save: QC_MESSAGES.save,
  cancel: QC_MESSAGES.cancel,
  /** The reason list could not be read. */
  reasonsUnavailable: 'Reasons could not be loaded. Try again.',
} as const;

/** The body of every count correction: which item, how many units, why. */
export const correctionBodySchema = z.object({
  itemId: z.string({ error: 'Item id is required.' }).trim().min(1, 'Item id is required.').max(64, 'Item id is too long.'),
  units: z
    .number({ error: CORRECTION_MESSAGES.unitsInvalid })
    .int(CORRECTION_MESSAGES.unitsInvalid)
    .min(1, CORRECTION_MESSAGES.unitsInvalid)
    .max(CORRECTION_UNITS_MAX, CORRECTION_MESSAGES.unitsInvalid),
  reasonCode: z.string({ error: CORRECTION_MESSAGES.reasonRequired }).regex(REASON_CODE_PATTERN, CORRECTION_MESSAGES.reasonRequired),
  note: z.string().trim().max(CORRECTION_NOTE_MAX, CORRECTION_MESSAGES.noteTooLong).optional(),
});
export type CorrectionBody = z.infer<typeof correctionBodySchema>;

/** What a correction call answers (each area adds its own refreshed view beside it). */
export const correctionResultSchema = z.object({
  message: z.string().max(200),
  correctionId: z.number().int().min(1).max(2_147_483_647),
  itemId: z.string().max(64),
  units: z.number().int().min(0).max(CORRECTION_UNITS_MAX),
  fromValue: z.string().max(64),
  toValue: z.string().max(64),
});
export type CorrectionResult = z.infer<typeof correctionResultSchema>;

/** Who is correcting, as the rule sees them. */
export interface Corrector {
  /** A hub manager (or admin) of the hub: may correct any count, closed or not. */
  isManager: boolean;
  /** Units this person scanned on this item here, net of what they already took back. */
  ownUnits: number;
}

/**
 * The rule of every count correction (issue 34): an operator takes back only their own units and only while the
 * manifest or zone is open; a manager any units, closed or not; nobody more than is counted, nor below what a later
 * step consumed (`consumed`, named by `consumedStep`). Returns the refusal's text, or null when the correction may go.
 */
export function correctionRefusal(input: {
  who: Corrector;
  open: boolean;
  units: number;
  counted: number;
  consumed: number;
  consumedStep: string;
}): string | null {
  const { who, open, units, counted, consumed, consumedStep } = input;
  if (counted <= 0) return CORRECTION_MESSAGES.nothingToTakeBack;
  if (!who.isManager) {
    if (!open) return CORRECTION_MESSAGES.closedForOperators;
    if (who.ownUnits <= 0) return CORRECTION_MESSAGES.notYourScans;
    if (units > who.ownUnits) return CORRECTION_MESSAGES.moreThanYourScans(who.ownUnits);
  }
  if (units > counted) return CORRECTION_MESSAGES.moreThanCounted(counted);
  const free = Math.max(0, counted - consumed);
  if (units > free) return CORRECTION_MESSAGES.consumedBy(consumedStep, free);
  return null;
}

/**
 * The later steps a correction names when they consumed the units (`correctionRefusal`'s `consumedStep`): "Only 2
 * units can be taken back: the rest are already dispatched.", "These units are already on runsheet RS-1. Correct
 * that first.".
 */
export const CORRECTION_CONSUMERS = {
  /** Inward (picked) units a dispatch already took. */
  dispatched: 'dispatched',
  /** Dispatched units on a runsheet still open (Mark OFD made it, or the runsheet lists the item). */
  onRunsheet: (runsheetId: string) => `on runsheet ${runsheetId}`,
  /** Dispatched units on a runsheet already closed. */
  deliveredOnClosedRunsheet: (runsheetId: string) => `delivered on closed runsheet ${runsheetId}`,
} as const;

/**
 * The status a refusal of `correctionRefusal` answers with: 403 when the person may not correct this at all (not their
 * scans, or closed to operators; a hub manager may), 409 when the count does not allow as many units (more than their
 * own scans, more than counted, consumed by a later step, nothing left).
 */
export function correctionRefusalStatus(message: string): 403 | 409 {
  if (message === CORRECTION_MESSAGES.notYourScans || message === CORRECTION_MESSAGES.closedForOperators) return 403;
  return 409;
}

/**
 * The later steps a zone movement or QC correction names (docs/areas/corrections.md "Zone movement", "Quality check"):
 * moved units whose LM zone completed its QC since they arrived ("These units are already quality checked in zone
 * LM-01. Correct that first."). Dispatched units are named by `CORRECTION_CONSUMERS.dispatched`.
 */
export const ZONE_CORRECTION_CONSUMERS = {
  qualityChecked: (zoneId: string) => `quality checked in zone ${zoneId}`,
} as const;

/**
 * Who corrects any count, closed or not (issue 34: "a hub manager can correct any count"): a hub manager, or an admin,
 * of the hub (the hub itself is the contract's `hub` check). Everyone else corrects their own scans while open. The api
 * decides with it; screens use it to offer the action on a closed manifest.
 */
export const correctsAnyCount = (flags: { isHubManager: boolean; isAdmin: boolean }): boolean => flags.isHubManager || flags.isAdmin;
