import { Button, Group, Popover, Stack } from '@mantine/core';
import { DatePicker } from '@mantine/dates';
import dayjs from 'dayjs';
import { useCallback, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { formatDate, startOfDayMs } from '../../format';
import { CalendarIcon } from '../Icons';

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

export interface DateSelectorProps {
  /** Query parameter name; default 'date'. */
  paramName?: string;
  /** Text when no date is chosen; default 'Select date'. */
  placeholder?: string;
  /** Shows the Clear button when a date is chosen; default true. */
  clearable?: boolean;
  /** Called after the URL changes, with the new timestamp or null; default none. */
  onChange?: (ms: number | null) => void;
}

/**
 * Date selector: the date lives in the URL as a millisecond timestamp (start of the local day) in `date`;
 * shows Today or Yesterday where they apply, otherwise the en-in date; dates after today cannot be picked.
 */
export function DateSelector({ paramName = DATE_PARAM, placeholder = 'Select date', clearable = true, onChange }: DateSelectorProps) {
  const [value, setValue] = useDateParam(paramName);
  const [opened, setOpened] = useState(false);
  const today = startOfDayMs();
  const choose = (ms: number | null) => {
    setValue(ms);
    setOpened(false);
    onChange?.(ms);
  };
  return (
    <Group gap="xs" wrap="nowrap" data-date-selector>
      <Popover opened={opened} onChange={setOpened} position="bottom-start" shadow="md" trapFocus>
        <Popover.Target>
          <Button
            variant="default"
            leftSection={<CalendarIcon size={18} />}
            onClick={() => setOpened((o) => !o)}
            aria-label={value === null ? placeholder : `Date: ${dateLabel(value)}`}
          >
            {value === null ? placeholder : dateLabel(value)}
          </Button>
        </Popover.Target>
        <Popover.Dropdown>
          <Stack gap="xs">
            <Group gap="xs" grow>
              <Button size="xs" variant="default" onClick={() => choose(today)}>
                Today
              </Button>
              <Button size="xs" variant="default" onClick={() => choose(dayjs(today).subtract(1, 'day').valueOf())}>
                Yesterday
              </Button>
            </Group>
            <DatePicker
              value={value === null ? null : dayjs(value).format('YYYY-MM-DD')}
              defaultDate={dayjs(value ?? today).format('YYYY-MM-DD')}
              maxDate={dayjs(today).format('YYYY-MM-DD')}
              // Named month controls: axe (every e2e screen) fails unnamed buttons.
              previousLabel="Previous month"
              nextLabel="Next month"
              onChange={(d) => {
                if (d) choose(startOfDayMs(dayjs(d).toDate()));
              }}
            />
          </Stack>
        </Popover.Dropdown>
      </Popover>
      {clearable && value !== null && (
        <Button variant="subtle" onClick={() => choose(null)}>
          Clear
        </Button>
      )}
    </Group>
  );
}
