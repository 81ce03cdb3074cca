import { useQuery } from '@tanstack/react-query';
import { getHubNamesQueryOptions } from '@hub/shared/api';

/**
 * The hubs the signed-in user may assign: GET /hub/hubNames answers exactly the hubs they work in (all of them for an
 * admin), sorted by name. The shell's own query: the hub picker has usually asked it already.
 */
export const useAssignableHubs = () => useQuery(getHubNamesQueryOptions());
