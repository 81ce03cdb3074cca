import { normaliseScanInput } from '../../validation/scan';
import { CLOSE_VALIDATION_CODES, type CloseValidation } from './runsheet';
import { RUNSHEET_ITEM_MATCH_LENGTH, RUNSHEET_MESSAGES } from './messages';

/** What a scan resolves to: the value to send, or the text to show (nothing is sent). */
export type ScanVerdict = { ok: true; value: string } | { ok: false; message: string };

/**
 * A tote scan on step 2 (spec 001 §5 "Runsheet tote scan"): normalised; a tote not on the runsheet is
 * "Invalid Tote Scan (Tote ID: {id})"; one already scanned is "Duplicate Scan.". The server checks the same.
 */
export function checkToteScan(totes: ReadonlyArray<{ toteId: string; isScanned: boolean }>, raw: string): ScanVerdict {
  const value = normaliseScanInput(raw);
  const tote = totes.find((t) => normaliseScanInput(t.toteId) === value);
  if (!value || !tote) return { ok: false, message: RUNSHEET_MESSAGES.invalidTote(value || raw.trim()) };
  if (tote.isScanned) return { ok: false, message: RUNSHEET_MESSAGES.duplicateScan };
  return { ok: true, value: tote.toteId };
}

/**
 * An item scan (spec 001 §5 "Runsheet item scan", §9): matched by its first 10 characters against the loose
 * items; a miss is "{code} is not part of the this runsheet.", an item already collected is "Duplicate Scan.".
 */
export function checkItemScan(items: ReadonlyArray<{ itemId: string; isCollected: boolean }>, raw: string): ScanVerdict {
  const code = normaliseScanInput(raw);
  const key = code.slice(0, RUNSHEET_ITEM_MATCH_LENGTH);
  const item =
    key.length === RUNSHEET_ITEM_MATCH_LENGTH ? items.find((i) => normaliseScanInput(i.itemId).slice(0, RUNSHEET_ITEM_MATCH_LENGTH) === key) : undefined;
  if (!item) return { ok: false, message: RUNSHEET_MESSAGES.notInRunsheet(code || raw.trim()) };
  if (item.isCollected) return { ok: false, message: RUNSHEET_MESSAGES.duplicateScan };
  return { ok: true, value: item.itemId };
}

/** Which close panel a validation answer leads to (spec 001 §4 "Runsheet close validation"). */
export type ClosePanel = 'DP_ERROR' | 'MISSING_CRATES' | 'DISTANCE' | 'CASH';

/**
 * DP_VERIFICATION_PENDING shows the error; ASSET_VERIFICATION_PENDING the missing crates; SUCCESS the cash panel,
 * preceded by the distance prompt while the trip distance is not approved. Only an approval (asked again from the
 * server) or an override reason of L1/Admin (`overridden`, sent with the close) leads past it.
 */
export function closePanelFor(v: Pick<CloseValidation, 'code' | 'tripDistanceApproved'>, overridden = false): ClosePanel {
  if (v.code === CLOSE_VALIDATION_CODES.DP_VERIFICATION_PENDING) return 'DP_ERROR';
  if (v.code === CLOSE_VALIDATION_CODES.ASSET_VERIFICATION_PENDING) return 'MISSING_CRATES';
  return !v.tripDistanceApproved && !overridden ? 'DISTANCE' : 'CASH';
}

/** Travelled minus planned distance in km (one decimal), or null when no planned distance was sent. */
export const excessDistanceKm = (v: { tripDistanceKm: number; plannedDistanceKm: number | null }) =>
  v.plannedDistanceKm === null ? null : Math.round((v.tripDistanceKm - v.plannedDistanceKm) * 10) / 10;

/** Missing crates can proceed only with a reason for every crate (spec 001 §5 "Missing crates"). */
export const everyCrateHasReason = (assetIds: readonly string[], reasons: Readonly<Record<string, string | undefined>>) =>
  assetIds.every((a) => Boolean(reasons[a]?.trim()));

/** The tote tag of spec 001 §2: "Scan Pending", then "Scanned", then "Verified". */
export const toteScanState = (t: { isScanned: boolean; isVerified: boolean }) => (t.isVerified ? 'Verified' : t.isScanned ? 'Scanned' : 'Scan Pending');

/**
 * The approve-distance page (spec 001 §2), opened in a new tab: an app path like every route of the spec, served by
 * the runsheet remote's route map (under the app's mount, e.g. /console; docs/areas/runsheet.md "Trip distance").
 */
export const approveDistanceUrl = (runsheetId: string, hubId: string) =>
  `/logistics/refStatusMap/${encodeURIComponent(runsheetId)}/${encodeURIComponent(hubId)}/mapbox`;
