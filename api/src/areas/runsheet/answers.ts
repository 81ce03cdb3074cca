import { type DropPoint, OTP_MAX_ATTEMPTS, type RunsheetItem, type RunsheetItemType } from '@hub/shared/contracts';
import { type RunsheetItemRow, type runsheetsRepository } from './repository';

type DropWithShipments = Awaited<ReturnType<(typeof runsheetsRepository)['dropPoints']>>[number];

/** One item of a runsheet as the screens show it (spec 001 §3 "Runsheet items response"). */
export const toItem = (r: RunsheetItemRow): RunsheetItem => ({
  itemId: r.itemId,
  itemTitle: r.itemTitle,
  itemType: r.itemType as RunsheetItemType,
  isCollected: r.status === 'COLLECTED',
  isVerified: r.isVerified,
  notDeliveredReason: r.notDeliveredReason,
  qty: r.qty,
  toteId: r.toteId,
  shipmentId: r.shipmentId,
  dropPointId: r.dropPointId,
});

/** One drop point with its shipments as the screens show it (spec 001 §3 "Drop point"). */
export const toDropPoint = ({ drop: d, shipments }: DropWithShipments): DropPoint => ({
  dropPointId: d.dropPointId,
  dropOrgUnitId: d.orgId,
  name: d.name,
  address: d.address,
  sequence: d.actualSequence ?? d.suggestedSequence,
  status: d.status,
  isOtpRequired: d.isOtpRequired,
  otpLocked: d.isOtpRequired && d.otpAttempts >= OTP_MAX_ATTEMPTS,
  isCompleted: d.isCompleted,
  totalAmount: d.collectedAmountPaise,
  enableHubReattempt: d.enableHubReattempt,
  reattemptMarked: d.reattemptMarked,
  creditCollection: { expectedAmount: d.expectedAmountPaise, collectedAmount: d.collectedAmountPaise },
  shipmentDetails: shipments.map((s) => ({ shipmentId: s.shipmentId, isVerified: s.isVerified, shipmentStatus: s.shipmentStatus })),
  shipmentStatusList: [...new Set(shipments.map((s) => s.shipmentStatus))],
});

/** Rows grouped by a key, in first-seen order (Map.groupBy needs Node 21). */
export function groupBy<T>(rows: readonly T[], key: (row: T) => string): Map<string, T[]> {
  const map = new Map<string, T[]>();
  for (const r of rows) map.set(key(r), [...(map.get(key(r)) ?? []), r]);
  return map;
}
