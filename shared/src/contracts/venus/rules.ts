import { type AlertPriority, PUSH_LIST_MAX_DAYS, VENUS_MESSAGES } from './messages';
import { type AlertSeverity, type DropStatus, type PushListAttribution } from './venus';

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
const IST_OFFSET_MS = 330 * 60_000;

/** The India day (YYYY-MM-DD) a millisecond timestamp falls on: what `date_epoch` asks for. */
export function indiaDayOf(ms: number): string {
  return new Date(ms + IST_OFFSET_MS).toISOString().slice(0, 10);
}

const DAY_MS = 86_400_000;
const istStartOfDay = (ms: number) => Math.floor((ms + IST_OFFSET_MS) / DAY_MS) * DAY_MS - IST_OFFSET_MS;

/**
 * The period of a push list (spec 002 §2, §5): This Week (from Monday, India time) or This Month (from the 1st) up
 * to now, or a custom "start-end" range that needs both dates, start <= end, nothing after today and at most
 * PUSH_LIST_MAX_DAYS days. The message says what is wrong.
 */
export function pushListRange(
  attribution: PushListAttribution,
  timeRange: string | undefined,
  now: number = Date.now(),
): { ok: true; start: number; end: number } | { ok: false; message: string } {
  if (attribution === 'WEEKLY') {
    const dow = new Date(now + IST_OFFSET_MS).getUTCDay();
    return { ok: true, start: istStartOfDay(now) - ((dow + 6) % 7) * DAY_MS, end: now };
  }
  if (attribution === 'MONTHLY') {
    const d = new Date(now + IST_OFFSET_MS);
    return { ok: true, start: Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), 1) - IST_OFFSET_MS, end: now };
  }
  const m = timeRange ? /^(\d+)-(\d+)$/.exec(timeRange) : null;
  if (!m) return { ok: false, message: VENUS_MESSAGES.pushRangeRequired };
  const [start, end] = [Number(m[1]), Number(m[2])];
  if (start > end) return { ok: false, message: VENUS_MESSAGES.pushRangeOrder };
  if (end >= istStartOfDay(now) + DAY_MS) return { ok: false, message: VENUS_MESSAGES.pushRangeFuture };
  if (end - start > PUSH_LIST_MAX_DAYS * DAY_MS) return { ok: false, message: VENUS_MESSAGES.pushRangeSpan };
  return { ok: true, start, end };
}
