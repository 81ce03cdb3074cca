import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '@hub/shared/api';
import { type ActivityViewType, getActivities, type ManifestMovementType } from '@hub/shared/contracts';
import { hubOpsKeys } from './keys';

/** Open manifests of a hub for one view type and flow (GET /hubOps/hubApp/{hubId}/{activityViewType}/activities). */
export const getActivitiesQueryOptions = (hubId: string, viewType: ActivityViewType, movementType: ManifestMovementType) =>
  queryOptions({
    queryKey: hubOpsKeys.activities(hubId, viewType, movementType),
    queryFn: ({ signal }) => callEndpoint(getActivities, { params: { hubId, activityViewType: viewType }, query: { movementType } }, { signal }),
  });

/** The manifest list of one tab. */
export const useActivities = (hubId: string, viewType: ActivityViewType, movementType: ManifestMovementType) =>
  useQuery(getActivitiesQueryOptions(hubId, viewType, movementType));
