import { OFD_MESSAGES } from './messages';

// The rules of Mark OFD, LM manifest and route batches that both the client and the api apply (spec 000 §4, §5, §9).

/** Hubs keep Indian time; "minute of the day" rules (afternoon batch, dispatch wave) read the hub clock in it. */
export const HUB_TIME_ZONE = 'Asia/Kolkata';
/** Afternoon batch default start (000 §9: minute 600, 10 AM). */
export const AFTERNOON_START_MINUTE = 600;
/** Afternoon actions are blocked after minute 1140 (000 §9: 7 PM). */
export const AFTERNOON_END_MINUTE = 1140;

// One formatter per time zone: making an Intl.DateTimeFormat loads locale and zone data, far dearer than formatting.
const clockFormats = new Map<string, Intl.DateTimeFormat>();
const dayFormats = new Map<string, Intl.DateTimeFormat>();
function formatterOf(cache: Map<string, Intl.DateTimeFormat>, timeZone: string, make: () => Intl.DateTimeFormat): Intl.DateTimeFormat {
  let f = cache.get(timeZone);
  if (!f) cache.set(timeZone, (f = make()));
  return f;
}

/** Minutes after midnight of `at` on the hub clock. */
export function hubMinuteOfDay(at: Date, timeZone: string = HUB_TIME_ZONE): number {
  const parts = formatterOf(
    clockFormats,
    timeZone,
    () => new Intl.DateTimeFormat('en-GB', { timeZone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }),
  ).formatToParts(at);
  const n = (type: string) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  return n('hour') * 60 + n('minute');
}

/** The hub's calendar day of `at` (yyyy-mm-dd), the route batch day. */
export function hubDate(at: Date, timeZone: string = HUB_TIME_ZONE): string {
  return formatterOf(dayFormats, timeZone, () => new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' })).format(at);
}

/** Midnight of the hub's day of `at` (hubs keep Indian time: a fixed +05:30 offset, no daylight saving). */
export function hubDayStart(at: Date): Date {
  if (HUB_TIME_ZONE !== 'Asia/Kolkata') throw new Error('hubDayStart assumes the hub clock is Indian time');
  return new Date(`${hubDate(at)}T00:00:00+05:30`);
}

/**
 * The dispatch wave cutoff hour (000 §9): 12 (noon) from 9:00 up to (not including) 18:00, otherwise 20 (8 PM); 0
 * (12 AM) when the flag is passed. We read "between 9:00 and 18:00" as [9:00, 18:00): at 18:00 the noon wave is over.
 */
export function dispatchWaveCutoffHour(minuteOfDay: number, midnightFlag = false): number {
  if (midnightFlag) return 0;
  return minuteOfDay >= 9 * 60 && minuteOfDay < 18 * 60 ? 12 : 20;
}

/** The cutoff as the zones summary call sends it: the hour times 60. */
export const dispatchWaveCutoffMinutes = (minuteOfDay: number, midnightFlag = false) => dispatchWaveCutoffHour(minuteOfDay, midnightFlag) * 60;

/** "12 PM", "8 PM", "12 AM": the hour part of the "{hour} dispatch" label. */
export function cutoffHourLabel(hour: number): string {
  const h12 = hour % 12 === 0 ? 12 : hour % 12;
  return `${h12} ${hour < 12 ? 'AM' : 'PM'}`;
}

/** Kilograms to tons. */
export const kgToTons = (kg: number) => kg / 1000;
/** Tonnage with two decimals (000 §9). */
export const formatTons = (tons: number) => tons.toFixed(2);
/** Kilograms with at most two decimals, as the "Selected Weight" chip and drop rows show them. */
export const formatKg = (kg: number) => `${Number(kg.toFixed(2))} kg`;

/** Afternoon may be chosen from minute 600 up to minute 1140 inclusive (000 §4, §9). */
export function afternoonAllowed(minuteOfDay: number, start: number = AFTERNOON_START_MINUTE, end: number = AFTERNOON_END_MINUTE): boolean {
  return minuteOfDay >= start && minuteOfDay <= end;
}

/** Submit shows only with at least one zone selected and a driver assigned (000 §2, §5). */
export const canSubmitOfd = (selectedZoneCount: number, driverId: string | null | undefined) => selectedZoneCount > 0 && !!driverId;

/** Zone search (000 §5): case-insensitive substring on the zone id, sorted by id. */
export function searchZones<T extends { zoneId: string }>(zones: readonly T[], search: string): T[] {
  const q = search.trim().toLowerCase();
  return zones.filter((z) => z.zoneId.toLowerCase().includes(q)).sort((a, b) => a.zoneId.localeCompare(b.zoneId));
}

/** Buyer list (000 §2): case-insensitive name match, heaviest first. */
export function searchDrops<T extends { orgUnitName: string; weightKg: number }>(drops: readonly T[], search: string): T[] {
  const q = search.trim().toLowerCase();
  return drops.filter((d) => d.orgUnitName.toLowerCase().includes(q)).sort((a, b) => b.weightKg - a.weightKg);
}

/** A route batch of the tote in-scan and zone item lists (000 §4). */
export type RouteBatchName = 'MORNING' | 'AFTERNOON';

/**
 * The route batch switch of tote in-scan and zone items (000 §4): Morning -> Afternoon only from minute 600 up to minute
 * 1140 (inclusive), or at any time when the morning list is empty; Afternoon -> Morning always. Returns the refusal text
 * ("Cannot switch to afternoon batch before 10 AM", the spec's one text for every refused switch) or null when allowed.
 */
export function batchSwitchRefusal(
  to: RouteBatchName,
  { minuteOfDay, morningListEmpty, start = AFTERNOON_START_MINUTE }: { minuteOfDay: number; morningListEmpty: boolean; start?: number },
): string | null {
  if (to === 'MORNING' || morningListEmpty) return null;
  return afternoonAllowed(minuteOfDay, start) ? null : OFD_MESSAGES.afternoonBeforeTen;
}
