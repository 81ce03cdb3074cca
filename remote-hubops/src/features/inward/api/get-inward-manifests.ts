import { useQuery } from '@tanstack/react-query';
import { callEndpoint } from '@hub/shared/api';
import { type ActivityViewType, getActivities } from '@hub/shared/contracts';
import { hubOpsKeys } from '../../../api/keys';

/**
 * The inward manifests the page looks the chosen one up in: the open ones (the selection's list), or, with
 * `withClosed` (a hub manager, who corrects closed manifests: issue 34), closed ones too.
 */
export function useInwardManifests(hubId: string, viewType: ActivityViewType, withClosed: boolean) {
  return useQuery({
    queryKey: withClosed ? hubOpsKeys.inwardActivities(hubId, viewType) : hubOpsKeys.activities(hubId, viewType, 'HUB_INWARD'),
    queryFn: ({ signal }) =>
      callEndpoint(
        getActivities,
        { params: { hubId, activityViewType: viewType }, query: { movementType: 'HUB_INWARD', ...(withClosed ? { includeCompleted: 'true' as const } : {}) } },
        { signal },
      ),
  });
}
