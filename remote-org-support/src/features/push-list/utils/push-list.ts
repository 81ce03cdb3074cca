import dayjs from 'dayjs';
import { ORG_SUPPORT_MESSAGES, type OrgVisit, type PushListAttribution, pushListRange } from '@hub/shared/contracts';
import { formatDate, formatShortDate, paiseToRupees } from '@hub/shared/format';

/** The push list's filter: an attribution, and for CUSTOM the two days picked (YYYY-MM-DD, local). */
export interface PushListFilter {
  attribution: PushListAttribution;
  from: string | null;
  to: string | null;
}

/** The filter's options in the spec's order (002 §2); This Week (WEEKLY) is the default. */
export const ATTRIBUTION_OPTIONS: ReadonlyArray<{ value: PushListAttribution; label: string }> = [
  { value: 'MONTHLY', label: ORG_SUPPORT_MESSAGES.thisMonth },
  { value: 'WEEKLY', label: ORG_SUPPORT_MESSAGES.thisWeek },
  { value: 'CUSTOM', label: ORG_SUPPORT_MESSAGES.custom },
];
export const DEFAULT_FILTER: PushListFilter = { attribution: 'WEEKLY', from: null, to: null };

/** Spec 002 §4, §5: This Week and This Month run at once; Custom only with both dates. */
export function customRangeReady(filter: PushListFilter): boolean {
  return filter.attribution !== 'CUSTOM' || (Boolean(filter.from) && Boolean(filter.to));
}

export type PushListArgs = { attributionTime: PushListAttribution; timeRange?: string };

/**
 * The call's query for a filter: null while a custom range is incomplete (the query does not run), a message when
 * the range breaks the server's rules (checked here with the same rule, so a person sees why before any call),
 * else the query. A custom range runs from the start of the first day to the end of the last (never past now).
 */
export function pushListArgs(filter: PushListFilter, now: number = Date.now()): { ok: true; query: PushListArgs } | { ok: false; message: string } | null {
  if (filter.attribution !== 'CUSTOM') return { ok: true, query: { attributionTime: filter.attribution } };
  if (!customRangeReady(filter)) return null;
  const [first, last] = [dayjs(filter.from).startOf('day'), dayjs(filter.to).startOf('day')];
  // Checked in local days first (what the person picked), then with the server's own rule on the exact range.
  if (last.valueOf() > now) return { ok: false, message: ORG_SUPPORT_MESSAGES.pushRangeFuture };
  if (first.isAfter(last)) return { ok: false, message: ORG_SUPPORT_MESSAGES.pushRangeOrder };
  const timeRange = `${first.valueOf()}-${Math.min(last.endOf('day').valueOf(), now)}`;
  const checked = pushListRange('CUSTOM', timeRange, now);
  return checked.ok ? { ok: true, query: { attributionTime: 'CUSTOM', timeRange } } : { ok: false, message: checked.message };
}

/** A push-list target as the table shows it (spec 002 §2): "₹{incentive, 2 decimals} ({vmq})". */
export const targetText = (t: { incentiveInPaise: number; vmq: number }) => `₹${paiseToRupees(t.incentiveInPaise)} (${t.vmq})`;

/** The summary's TimeLine (spec 002 §9: dd/mm/yy): "start - end". */
export const timelineText = (start: number, end: number) => `${formatShortDate(start)} - ${formatShortDate(end)}`;

/** The Visit select's options: each visit day once, newest first (value YYYY-MM-DD, label the en-in date). */
export function visitOptions(visits: readonly OrgVisit[]): Array<{ value: string; label: string }> {
  const seen = new Set<string>();
  const out: Array<{ value: string; label: string }> = [];
  for (const v of [...visits].sort((a, b) => b.visitedAt - a.visitedAt)) {
    const value = dayjs(v.visitedAt).format('YYYY-MM-DD');
    if (seen.has(value)) continue;
    seen.add(value);
    out.push({ value, label: formatDate(v.visitedAt) });
  }
  return out;
}

/** Choosing a visit attributes the shop's orders from that visit's day up to today (our reading; the spec is silent). */
export const filterFromVisit = (day: string, now: number = Date.now()): PushListFilter => ({
  attribution: 'CUSTOM',
  from: day,
  to: dayjs(now).format('YYYY-MM-DD'),
});
