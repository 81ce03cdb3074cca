import { onlineManager } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useState, useSyncExternalStore } from 'react';
import { useSessionUser } from '@hub/shared/hooks';
import { OFFLINE_TEXT, OUTBOX_EVENT, outboxHint, outboxOwner } from '@hub/shared/outbox';
import { whenOnline } from '@hub/shared/ui';
import { registerServiceWorker, SW_UPDATE_EVENT, updateWaiting } from './register-sw';

// Loaded by the header's slot (field-start.tsx) a few seconds after the page's load, or at once offline. TanStack's
// online manager starts "online" and learns only from events: a page opened offline (the installed app started without
// network) must start offline, or the "online" event that follows would change nothing (replays and streams wait on it).
if (!navigator.onLine) onlineManager.setOnline(false);
// The installable app (production builds; a dev server's files change under the same names).
// The mount is the document's <base href> ("/console/"), as the server wrote it into index.html.
if (process.env.NODE_ENV === 'production') registerServiceWorker(new URL(document.baseURI).pathname.replace(/\/$/, ''));

// The marks (Mantine badges, the outbox with IndexedDB, its list) load only when there is something to show: the
// device is offline, or the signed-in user's outbox holds writes, or an update waits.
const FieldMarks = lazy(() => whenOnline(() => import('./field-marks')).then((m) => ({ default: m.FieldMarks })));

const subscribeOnline = (cb: () => void) => onlineManager.subscribe(cb);
// TanStack's manager learns from events only; a page opened offline knows it from the browser's flag.
const isOnline = () => onlineManager.isOnline() && navigator.onLine !== false;
const subscribeUpdate = (cb: () => void) => {
  window.addEventListener(SW_UPDATE_EVENT, cb);
  return () => window.removeEventListener(SW_UPDATE_EVENT, cb);
};

/**
 * Header marks of field conditions: "Offline" while the device has no network, the outbox badge when it holds writes,
 * and "Update" when a new release of the app is installed and waits.
 */
export function FieldStatus() {
  const user = useSessionUser();
  const owner = user?.email ? outboxOwner(user.email) : null;
  const [count, setCount] = useState(0);
  const online = useSyncExternalStore(subscribeOnline, isOnline, () => true);
  const update = useSyncExternalStore(subscribeUpdate, updateWaiting, () => false);
  useEffect(() => {
    // The count the outbox left in localStorage (it writes it before storing a write), then its live changes.
    setCount(owner ? outboxHint(owner) : 0);
    const onChange = (e: Event) => {
      const d = (e as CustomEvent<{ owner: string | null; waiting: number; refused: number }>).detail;
      if (d.owner === owner) setCount(d.waiting + d.refused);
    };
    window.addEventListener(OUTBOX_EVENT, onChange);
    return () => window.removeEventListener(OUTBOX_EVENT, onChange);
  }, [owner]);
  if (online && count === 0 && !update) return null;
  // Offline before the app is installed, the marks' chunk may not be fetchable yet: say "Offline" and the count plainly.
  const plain = (
    <span style={{ marginLeft: 'auto', fontSize: 14 }} data-testid="field-status-plain">
      {!online ? OFFLINE_TEXT : ''}
      {count > 0 ? ` · ${count}` : ''}
    </span>
  );
  return (
    <Suspense fallback={plain}>
      <FieldMarks offline={!online} outbox={count > 0} update={update} />
    </Suspense>
  );
}
