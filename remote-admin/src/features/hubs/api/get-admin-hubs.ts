import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '@hub/shared/api';
import { type AdminHub, getAdminHubs } from '@hub/shared/contracts';
import { hubKeys } from '../../../api/keys';

/** Query options of the caller's hubs (GET /admin/hubs): every hub for an admin, their own for a hub manager. */
export const getAdminHubsQueryOptions = () => queryOptions({ queryKey: hubKeys.lists(), queryFn: ({ signal }) => callEndpoint(getAdminHubs, {}, { signal }) });

/** The caller's hubs with their pilots and counts. */
export const useAdminHubs = () => useQuery(getAdminHubsQueryOptions());

/**
 * One hub of the caller's list (the api has no call for one hub: the list is short and already carries everything the
 * hub screen shows); null when the list has no such hub (unknown, or not the caller's).
 */
export const useAdminHub = (hubId: string) =>
  useQuery({ ...getAdminHubsQueryOptions(), select: (d): AdminHub | null => d.hubs.find((h) => h.hubOrgUnitId === hubId) ?? null });
