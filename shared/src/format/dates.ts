import dayjs from 'dayjs';

type DateInput = number | Date | string;

const toDate = (d: DateInput) => (d instanceof Date ? d : new Date(d));

/** The app's date locale (spec 000 §9: dates are shown in en-in format). */
export const DATE_LOCALE = 'en-IN';

/**
 * One formatter per pattern, made on first use. `Date#toLocale*String(locale, options)` builds a new
 * `Intl.DateTimeFormat` on every call (it loads the locale's data each time): a list of 50 rows paid ~2 ms per row
 * at 4x CPU on a first load (issue 11). Same output: `toLocale*String` with explicit fields formats exactly as a
 * formatter made with the same locale and options.
 */
export function dateFormatter(locale: string, options: Intl.DateTimeFormatOptions): (date: DateInput) => string {
  let made: Intl.DateTimeFormat | undefined;
  return (date) => (made ??= new Intl.DateTimeFormat(locale, options)).format(toDate(date));
}

/** en-in date: 21/11/2026. */
export const formatDate = dateFormatter(DATE_LOCALE, { day: '2-digit', month: '2-digit', year: 'numeric' });

/** en-in date and time: 21/11/2026, 02:05 pm. */
export const formatDateTime = dateFormatter(DATE_LOCALE, {
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hour12: true,
});

/** en-in time: 02:05 pm. */
export const formatTime = dateFormatter(DATE_LOCALE, { hour: '2-digit', minute: '2-digit', hour12: true });

/** Created-on date: day, short month, year in en-in ("21 Nov 2026"). */
export const formatDayMonthYear = dateFormatter(DATE_LOCALE, { day: 'numeric', month: 'short', year: 'numeric' });

/** True when `date` falls on the same calendar day as `now` (local time). */
export function isSameDay(date: DateInput, now: DateInput = Date.now()): boolean {
  return dayjs(toDate(date)).isSame(dayjs(toDate(now)), 'day');
}

/** 'DD MMM YY', prefixed 'Today, ' when the date is today (PSV cards, spec 001 §9): "Today, 21 Nov 26". */
export function formatCardDate(date: DateInput, now: DateInput = Date.now()): string {
  const text = dayjs(toDate(date)).format('DD MMM YY');
  return isSameDay(date, now) ? `Today, ${text}` : text;
}

/** dd/mm/yy (push-list cards, spec 002 §9): "21/11/26". */
export function formatShortDate(date: DateInput): string {
  return dayjs(toDate(date)).format('DD/MM/YY');
}

/** Start of the local day of `date`, as a millisecond timestamp. */
export function startOfDayMs(date: DateInput = Date.now()): number {
  return dayjs(toDate(date)).startOf('day').valueOf();
}

/** Whole minutes of a duration in seconds (completed minutes; spec 002 §9): 119 -> 1. */
export function durationMinutes(seconds: number): number {
  return Math.max(0, Math.floor(seconds / 60));
}

/** A duration in whole minutes: 754 -> "12 min". */
export function formatDuration(seconds: number): string {
  return `${durationMinutes(seconds)} min`;
}
