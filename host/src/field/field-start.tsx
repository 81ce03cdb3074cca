// The part of field conditions (docs/adr/010) the shell's start carries: a header slot and when to fill it, nothing
// more, so the first paint does not grow. The rest (the service worker's registration and updates, the offline mark,
// the outbox badge and the replay of writes left from an earlier visit) is field-status.tsx and what it loads: fetched
// a few seconds after the shell is shown (its first route's files go first), or at once when it starts offline.
import { lazy, Suspense, useEffect, useState } from 'react';
import { whenOnline } from '@hub/shared/ui';

/** How long after the shell is shown the field module is fetched. */
export const FIELD_DELAY_MS = 4000;

const FieldStatus = lazy(() => whenOnline(() => import('./field-status')).then((m) => ({ default: m.FieldStatus })));

/** The header's slot of field marks: empty until the field module is fetched, then what it shows (often nothing). */
export function FieldSlot() {
  const [wanted, setWanted] = useState(!navigator.onLine);
  useEffect(() => {
    const timer = setTimeout(() => setWanted(true), FIELD_DELAY_MS);
    return () => clearTimeout(timer);
  }, []);
  return wanted ? (
    <Suspense fallback={null}>
      <FieldStatus />
    </Suspense>
  ) : null;
}
