import { IST_OFFSET_MS } from '../venus/rules';
import { ORG_SUPPORT_MESSAGES, PUSH_LIST_MAX_DAYS } from './messages';
import { type PushListAttribution } from './org-support';

const DAY_MS = 86_400_000;
const istStartOfDay = (ms: number) => Math.floor((ms + IST_OFFSET_MS) / DAY_MS) * DAY_MS - IST_OFFSET_MS;

/** The org view's route (spec 002 shows none: ours, in the host's route table). */
export const ORG_ROUTE = '/orgs/:orgId';

/**
 * The app path of a shop's org view (without the base path): global search BUYER results and the timeline's drop
 * panel link here; `tripId` opens the order details of that trip's drop.
 */
export function orgViewHref(orgId: string, tripId?: string | null): string {
  const path = `/orgs/${encodeURIComponent(orgId)}`;
  return tripId ? `${path}?${new URLSearchParams({ tripId }).toString()}` : path;
}

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
  if (!m) return { ok: false, message: ORG_SUPPORT_MESSAGES.pushRangeRequired };
  const [start, end] = [Number(m[1]), Number(m[2])];
  if (start > end) return { ok: false, message: ORG_SUPPORT_MESSAGES.pushRangeOrder };
  if (end >= istStartOfDay(now) + DAY_MS) return { ok: false, message: ORG_SUPPORT_MESSAGES.pushRangeFuture };
  if (end - start > PUSH_LIST_MAX_DAYS * DAY_MS) return { ok: false, message: ORG_SUPPORT_MESSAGES.pushRangeSpan };
  return { ok: true, start, end };
}

/** dd/mm/yy of an India day. */
function indiaShortDate(ms: number): string {
  const d = new Date(ms + IST_OFFSET_MS);
  const two = (n: number) => String(n).padStart(2, '0');
  return `${two(d.getUTCDate())}/${two(d.getUTCMonth() + 1)}/${two(d.getUTCFullYear() % 100)}`;
}

/**
 * An offer's expiry text (spec 002 §3 `expiryText`; its wording is not shown: ours), by India days: "Expires today",
 * "Expires tomorrow", "Expires in N days", "Expired on dd/mm/yy".
 */
export function offerExpiryText(expiresAt: number, now: number = Date.now()): string {
  if (expiresAt < now) return `Expired on ${indiaShortDate(expiresAt)}`;
  const days = Math.round((istStartOfDay(expiresAt) - istStartOfDay(now)) / DAY_MS);
  if (days === 0) return 'Expires today';
  if (days === 1) return 'Expires tomorrow';
  return `Expires in ${days} days`;
}
