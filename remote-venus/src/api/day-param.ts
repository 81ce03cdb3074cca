import { useEffect } from 'react';
import { useSearchParams } from 'react-router-dom';
import { startOfDayMs } from '@hub/shared/format';
import { DATE_PARAM, parseDateParam } from '@hub/shared/ui';

/**
 * The day of the hub dashboard and the delivery-ops board (spec 002 §1 "a board of alerts for one hub and one date",
 * §7 `date_epoch`): the URL's `date`, else today. A screen opened without a date writes today's start into the URL
 * (replacing the history entry), so the date selector names the day shown ("Today") and the call sends it, instead of
 * an empty "Select date" while the server falls back to today; Clear therefore returns to today
 * (docs/areas/venus.md "date_epoch").
 */
export function useDayParam(): number {
  const [params, setParams] = useSearchParams();
  const dateMs = parseDateParam(params.get(DATE_PARAM));
  useEffect(() => {
    if (dateMs !== null) return;
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        next.set(DATE_PARAM, String(startOfDayMs()));
        return next;
      },
      { replace: true },
    );
  }, [dateMs, setParams]);
  return dateMs ?? startOfDayMs();
}
