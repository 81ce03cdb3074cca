import { Button, Group } from '@mantine/core';
import { lazy, Suspense, useState } from 'react';
import { CalendarIcon, dateLabel, useDateParam } from '@hub/shared/ui';

// The shared DateSelector's calendar (@mantine/dates, Popover, floating-ui) is fetched on the first tap: until then
// a same-looking button shows the date of the URL (Today, Yesterday or the en-in date) and Clear.
const DateSelectorOpen = lazy(() => import('./date-selector-open').then((m) => ({ default: m.DateSelectorOpen })));

const PLACEHOLDER = 'Select date';

function ClosedDate({ onOpen, fallback }: { onOpen?: () => void; fallback: number | null }) {
  const [inUrl, setValue] = useDateParam();
  // Until a screen that always shows a day has written it into the URL, the label names that day already.
  const value = inUrl ?? fallback;
  return (
    <Group gap="xs" wrap="nowrap" data-date-selector>
      <Button
        variant="default"
        leftSection={<CalendarIcon size={18} />}
        onClick={onOpen}
        aria-label={value === null ? PLACEHOLDER : `Date: ${dateLabel(value)}`}
      >
        {value === null ? PLACEHOLDER : dateLabel(value)}
      </Button>
      {inUrl !== null && (
        <Button variant="subtle" onClick={() => setValue(null)}>
          Clear
        </Button>
      )}
    </Group>
  );
}

export interface DateControlProps {
  /** The day shown while the URL has none (a screen that always shows one day: today); default none ("Select date"). */
  fallback?: number | null;
}

/** The date selector of the monitoring screens (spec 002 §2: `date` in the URL, no date after today). */
export function DateControl({ fallback = null }: DateControlProps) {
  const [wanted, setWanted] = useState(false);
  if (!wanted) return <ClosedDate onOpen={() => setWanted(true)} fallback={fallback} />;
  return (
    <Suspense fallback={<ClosedDate fallback={fallback} />}>
      <DateSelectorOpen />
    </Suspense>
  );
}
