import { Button, Group } from '@mantine/core';
import { lazy, Suspense, useState } from 'react';
import { CalendarIcon, dateLabel, useDateParam } from '@hub/shared/ui';

// The shared DateSelector's calendar (@mantine/dates, Popover, floating-ui) is fetched on the first tap: until then
// a same-looking button shows the date of the URL (Today, Yesterday or the en-in date) and Clear.
const DateSelectorOpen = lazy(() => import('./date-selector-open').then((m) => ({ default: m.DateSelectorOpen })));

const PLACEHOLDER = 'Select date';

function ClosedDate({ onOpen }: { onOpen?: () => void }) {
  const [value, setValue] = useDateParam();
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
      {value !== null && (
        <Button variant="subtle" onClick={() => setValue(null)}>
          Clear
        </Button>
      )}
    </Group>
  );
}

/** The date selector of the monitoring screens (spec 002 §2: `date` in the URL, no date after today). */
export function DateControl() {
  const [wanted, setWanted] = useState(false);
  if (!wanted) return <ClosedDate onOpen={() => setWanted(true)} />;
  return (
    <Suspense fallback={<ClosedDate />}>
      <DateSelectorOpen />
    </Suspense>
  );
}
