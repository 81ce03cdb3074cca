import { Button, Group, Popover, Stack } from '@mantine/core';
import { DatePicker } from '@mantine/dates';
import dayjs from 'dayjs';
import { useState } from 'react';
import { startOfDayMs } from '../../format';
import { CalendarIcon } from '../Icons';
import { DATE_PARAM, dateLabel, useDateParam } from './date-param';

export interface DateSelectorProps {
  /** Query parameter name; default 'date'. */
  paramName?: string;
  /** Text when no date is chosen; default 'Select date'. */
  placeholder?: string;
  /** Shows the Clear button when a date is chosen; default true. */
  clearable?: boolean;
  /** Called after the URL changes, with the new timestamp or null; default none. */
  onChange?: (ms: number | null) => void;
  /** Opens the calendar at once (a screen that swaps this in on the first tap); default false. */
  defaultOpened?: boolean;
}

/**
 * Date selector: the date lives in the URL as a millisecond timestamp (start of the local day) in `date`;
 * shows Today or Yesterday where they apply, otherwise the en-in date; dates after today cannot be picked.
 */
export function DateSelector({ paramName = DATE_PARAM, placeholder = 'Select date', clearable = true, onChange, defaultOpened = false }: DateSelectorProps) {
  const [value, setValue] = useDateParam(paramName);
  const [opened, setOpened] = useState(defaultOpened);
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
