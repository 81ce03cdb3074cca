import { useEffect, useMemo } from 'react';
import { useLocation } from 'react-router-dom';
import { hubOfPage } from '@hub/shared/platform';
import { useRemoteLoader } from '../remotes/remote-context';
import { useShellResolution } from '../remotes/use-shell-resolution';

/** sessionStorage: the page this tab last reloaded to get another hub's versions (one reload per page, never a loop). */
export const HUB_RELOAD_KEY = 'hub.versions.reload';

/**
 * Where a canary runs (docs/adr/008), the server picks a remote's version by the hub a page works in. index.html
 * carried the versions picked for the hub of the page first opened; when a page of this tab moves to another hub (a
 * link, the hub picker), the shell asks the server again. Nothing happens where no canary runs (the registry says so),
 * and the code that asks is loaded only when needed.
 */
export function useHubVersions(): void {
  const loader = useRemoteLoader();
  const resolution = useShellResolution();
  const { pathname, search } = useLocation();
  const patterns = useMemo(() => (resolution?.hubRules ? resolution.remotes.flatMap((r) => r.routes) : []), [resolution]);
  const hub = resolution?.hubRules ? hubOfPage(pathname, search, patterns) : undefined;
  useEffect(() => {
    if (!resolution || !hub) return;
    // In step with the server: a later move to another hub may reload again (the guard is for one page, once).
    if (hub === resolution.hub) return window.sessionStorage.removeItem(HUB_RELOAD_KEY);
    let live = true;
    void import('../remotes/switch-hub').then((m) => (live ? m.switchHub(loader, resolution, hub, HUB_RELOAD_KEY) : undefined));
    return () => {
      live = false;
    };
  }, [loader, resolution, hub]);
}
