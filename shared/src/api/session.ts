import { queryOptions } from '@tanstack/react-query';
import { getEnabledPilots, getHubNames, getSessionInfo, logout } from '../contracts';
import { callEndpoint } from './client';
import { createQueryKeys } from './query';

/** Keys of the platform calls (session, hubs, pilots) every area reads. */
export const platformKeys = {
  session: createQueryKeys('session'),
  hubs: createQueryKeys('hubs'),
  pilots: createQueryKeys('pilots'),
};

/** GET /sessionInfo. */
export const getSessionInfoQueryOptions = () =>
  queryOptions({ queryKey: platformKeys.session.all, queryFn: ({ signal }) => callEndpoint(getSessionInfo, {}, { signal }), staleTime: Infinity });

/** GET /hub/hubNames. */
export const getHubNamesQueryOptions = () =>
  queryOptions({ queryKey: platformKeys.hubs.lists(), queryFn: ({ signal }) => callEndpoint(getHubNames, {}, { signal }), staleTime: 5 * 60_000 });

/** GET /pilot/hub/{hubId}/enabled. */
export const getEnabledPilotsQueryOptions = (hubId: string) =>
  queryOptions({
    queryKey: platformKeys.pilots.detail(hubId),
    queryFn: ({ signal }) => callEndpoint(getEnabledPilots, { params: { hubId } }, { signal }),
    staleTime: 60_000,
  });

/** POST /auth/logout: ends the server session (the cookie stops working on every instance). */
export const signOut = () => callEndpoint(logout, {});
