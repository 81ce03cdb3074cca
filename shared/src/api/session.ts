import { queryOptions } from '@tanstack/react-query';
import {
  enabledPilotsResponseSchema,
  hubNamesResponseSchema,
  logoutResponseSchema,
  sessionInfoResponseSchema,
} from '../contracts';
import { apiRequest } from './client';
import { createQueryKeys } from './query';

/** Keys of the platform calls (session, hubs, pilots) every area reads. */
export const platformKeys = {
  session: createQueryKeys('session'),
  hubs: createQueryKeys('hubs'),
  pilots: createQueryKeys('pilots'),
};

/** GET /sessionInfo. */
export const getSessionInfo = (signal?: AbortSignal) =>
  apiRequest({ path: '/sessionInfo', schema: sessionInfoResponseSchema, signal });
export const getSessionInfoQueryOptions = () =>
  queryOptions({ queryKey: platformKeys.session.all, queryFn: ({ signal }) => getSessionInfo(signal), staleTime: Infinity });

/** GET /hub/hubNames. */
export const getHubNames = (signal?: AbortSignal) =>
  apiRequest({ path: '/hub/hubNames', schema: hubNamesResponseSchema, signal });
export const getHubNamesQueryOptions = () =>
  queryOptions({ queryKey: platformKeys.hubs.lists(), queryFn: ({ signal }) => getHubNames(signal), staleTime: 5 * 60_000 });

/** GET /pilot/hub/{hubId}/enabled. */
export const getEnabledPilots = (hubId: string, signal?: AbortSignal) =>
  apiRequest({ path: `/pilot/hub/${encodeURIComponent(hubId)}/enabled`, schema: enabledPilotsResponseSchema, signal });
export const getEnabledPilotsQueryOptions = (hubId: string) =>
  queryOptions({ queryKey: platformKeys.pilots.detail(hubId), queryFn: ({ signal }) => getEnabledPilots(hubId, signal), staleTime: 60_000 });

/** POST /auth/logout: ends the server session (the cookie stops working on every instance). */
export const logout = () => apiRequest({ method: 'POST', path: '/auth/logout', schema: logoutResponseSchema });
