import { notifications } from '@mantine/notifications';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { useLocation } from 'react-router-dom';
import { getEnabledPilotsQueryOptions, getErrorMessage } from '@hub/shared/api';
import { useSessionStore } from '@hub/shared/hooks';
import { resolveRoute, routeTableOf } from '../app/route-table';
import { useShellResolution } from '../remotes/use-shell-resolution';

/** The hub in the URL: the :hubId route param, else ?hubId= (the Hub Ops home keeps its chosen hub there). */
export function useUrlHubId(): string | undefined {
  const { pathname, search } = useLocation();
  const remotes = useShellResolution()?.remotes;
  const table = useMemo(() => routeTableOf(remotes ?? []), [remotes]);
  // The route table is the router's own (exact, case-sensitive), so this is the matched route's :hubId.
  const route = resolveRoute(pathname, table);
  const fromPath = route.kind === 'remote' ? route.params.hubId : undefined;
  return fromPath ?? new URLSearchParams(search).get('hubId') ?? undefined;
}

/** Fetches the pilots of the hub in the URL into the session store every remote reads. */
export function usePilotsSync(): void {
  const hubId = useUrlHubId();
  const setPilots = useSessionStore((s) => s.setPilots);
  const pilots = useQuery({ ...getEnabledPilotsQueryOptions(hubId ?? ''), enabled: Boolean(hubId) });
  useEffect(() => {
    if (!hubId) return;
    if (pilots.data) setPilots(hubId, pilots.data);
  }, [hubId, pilots.data, setPilots]);
  useEffect(() => {
    if (!hubId || !pilots.isError) return;
    setPilots(hubId, []);
    notifications.show({ color: 'red', message: `Error fetching enabled pilots: ${getErrorMessage(pilots.error)}` });
  }, [hubId, pilots.isError, pilots.error, setPilots]);
}
