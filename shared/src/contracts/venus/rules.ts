import { type AlertPriority } from './messages';
import { type AlertSeverity, type DropStatus } from './venus';

/** Board priority of an alert (spec 002 §3, §9): reviewed is P3, else HIGH P0, MEDIUM P1, LOW P2. */
export function alertPriority(alert: { severity: AlertSeverity; reviewPending: boolean }): AlertPriority {
  if (!alert.reviewPending) return 'P3';
  return alert.severity === 'HIGH' ? 'P0' : alert.severity === 'MEDIUM' ? 'P1' : 'P2';
}

/** Drop status to severity (spec 002 §3): DELIVERED, NOT_ATTEMPTED low; PARTIALLY_DELIVERED medium; RETURNED high. */
export function dropSeverity(status: DropStatus): AlertSeverity {
  if (status === 'RETURNED') return 'HIGH';
  if (status === 'PARTIALLY_DELIVERED') return 'MEDIUM';
  return 'LOW';
}

/** India's offset from UTC (no daylight saving): the hubs' business day. */
export const IST_OFFSET_MS = 330 * 60_000;

/** The India day (YYYY-MM-DD) a millisecond timestamp falls on: what `date_epoch` asks for. */
export function indiaDayOf(ms: number): string {
  return new Date(ms + IST_OFFSET_MS).toISOString().slice(0, 10);
}
