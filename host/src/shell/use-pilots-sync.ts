import { notifications } from '@mantine/notifications';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useLocation, useMatches } from 'react-router-dom';
import { getEnabledPilotsQueryOptions, getErrorMessage } from '@hub/shared/api';
import { useSessionStore } from '@hub/shared/hooks';

/** The hub in the URL: the :hubId route param, else ?hubId= (the Hub Ops home keeps its chosen hub there). */
export function useUrlHubId(): string | undefined {
  const matches = useMatches();
  const { search } = useLocation();
  const fromPath = matches[matches.length - 1]?.params.hubId;
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
