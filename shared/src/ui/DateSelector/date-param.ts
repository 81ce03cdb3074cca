import dayjs from 'dayjs';
import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';
import { formatDate, startOfDayMs } from '../../format';

// The date selector's URL state and label, apart from its calendar: screens read and show the date without
// pulling @mantine/dates into their first chunk (a screen may fetch the calendar on the first tap).

/** Query parameter holding the selected date as a millisecond timestamp (spec 002 §2). */
export const DATE_PARAM = 'date';

/** 'Today', 'Yesterday', or the en-in date (21/11/2026). */
export function dateLabel(ms: number, now: number = Date.now()): string {
  const day = dayjs(ms).startOf('day');
  const today = dayjs(now).startOf('day');
  if (day.isSame(today)) return 'Today';
  if (day.isSame(today.subtract(1, 'day'))) return 'Yesterday';
  return formatDate(ms);
}

/** Reads a date parameter: a millisecond timestamp, clamped so it is never after today; null when missing or invalid. */
export function parseDateParam(raw: string | null, now: number = Date.now()): number | null {
  if (raw === null || raw.trim() === '' || !/^-?\d+$/.test(raw.trim())) return null;
  const ms = Number(raw);
  if (!Number.isFinite(ms)) return null;
  const endOfToday = dayjs(now).endOf('day').valueOf();
  return ms > endOfToday ? startOfDayMs(now) : ms;
}

/** The date in the URL (`?date=<ms>`) and a setter that keeps the rest of the query. */
export function useDateParam(paramName: string = DATE_PARAM): [number | null, (ms: number | null) => void] {
  const [params, setParams] = useSearchParams();
  const value = parseDateParam(params.get(paramName));
  const setValue = useCallback(
    (ms: number | null) =>
      setParams((prev) => {
        const next = new URLSearchParams(prev);
        if (ms === null) next.delete(paramName);
        else next.set(paramName, String(ms));
        return next;
      }),
    [paramName, setParams],
  );
  return [value, setValue];
}
