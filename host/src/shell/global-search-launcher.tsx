import { useEffect, useState } from 'react';
import { useRemoteView } from '@hub/shared/hooks';
import { toast } from '@hub/shared/ui';

/** What the monitoring area's global search view takes (its contract with the shell). */
export interface GlobalSearchViewProps {
  opened: boolean;
  onClose: () => void;
}

/** Ctrl+K or Meta+K (spec 002 §2 "Global search"); the browser's own Ctrl+K is taken over. */
export const isSearchShortcut = (e: Pick<KeyboardEvent, 'ctrlKey' | 'metaKey' | 'key' | 'altKey' | 'shiftKey'>) =>
  (e.ctrlKey || e.metaKey) && !e.altKey && !e.shiftKey && e.key.toLowerCase() === 'k';

/**
 * The global search on every route: the shell only listens for the shortcut; the palette (the monitoring area's
 * `globalSearch` view, Mantine Spotlight) is fetched on the first Ctrl+K, so the first paint carries none of it.
 */
export function GlobalSearchLauncher() {
  const [wanted, setWanted] = useState(false);
  const [opened, setOpened] = useState(false);
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (!isSearchShortcut(e)) return;
      e.preventDefault();
      setWanted(true);
      setOpened((o) => !o);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);
  const { View, error, retry } = useRemoteView<GlobalSearchViewProps>('venus', 'globalSearch', wanted);
  useEffect(() => {
    if (!error) return;
    toast.error('Search could not be loaded. Press Ctrl+K to try again.');
    setOpened(false);
    setWanted(false);
    retry();
  }, [error, retry]);
  if (!View) return null;
  return <View opened={opened} onClose={() => setOpened(false)} />;
}
