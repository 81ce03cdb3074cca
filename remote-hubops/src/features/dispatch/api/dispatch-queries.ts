import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '@hub/shared/api';
import {
  type ActivityViewType,
  getActivities,
  getActivityGroup,
  getDispatchItem,
  getDispatchManifestItems,
  getDispatchOrderItems,
  getDispatchOrders,
  getDispatchZoneItems,
  getDispatchZones,
} from '@hub/shared/contracts';
import { hubOpsKeys } from '../../../api/keys';

/** The filter of the manifest view: Zone or Order (shipment); 'all' is the crate drop's whole manifest. */
export type GroupBy = 'zone' | 'order' | 'all';

/** Dispatch groups of a manifest (GET /hubOps/{hubId}/activity/{spaId}/zones or /orders). */
export const dispatchGroupsQueryOptions = (hubId: string, spaId: string, by: GroupBy) =>
  queryOptions({
    queryKey: hubOpsKeys.dispatchGroups(spaId, by),
    queryFn: ({ signal }) => callEndpoint(by === 'order' ? getDispatchOrders : getDispatchZones, { params: { hubId, spaId } }, { signal }),
  });
export const useDispatchGroups = (hubId: string, spaId: string, by: GroupBy) => useQuery(dispatchGroupsQueryOptions(hubId, spaId, by));

/** Items of one zone or shipment of a manifest. */
export const dispatchItemsQueryOptions = (hubId: string, spaId: string, by: GroupBy, id: string) =>
  queryOptions({
    queryKey: hubOpsKeys.dispatchItems(spaId, by, id),
    queryFn: ({ signal }) =>
      by === 'all'
        ? callEndpoint(getDispatchManifestItems, { params: { hubId, spaId } }, { signal })
        : by === 'zone'
          ? callEndpoint(getDispatchZoneItems, { params: { hubId, spaId, zone: id } }, { signal })
          : callEndpoint(getDispatchOrderItems, { params: { hubId, spaId, id } }, { signal }),
  });
export const useDispatchItems = (hubId: string, spaId: string, by: GroupBy, id: string) => useQuery(dispatchItemsQueryOptions(hubId, spaId, by, id));

/** One item's detail, dispatch side. */
export const useDispatchItem = (hubId: string, spaId: string, itemId: string) =>
  useQuery({
    queryKey: hubOpsKeys.item(spaId, itemId),
    queryFn: ({ signal }) => callEndpoint(getDispatchItem, { params: { hubId, spaId, itemId } }, { signal }),
  });

/** The manifest (activity group) with its state and tagged crates: the close overlay refreshes it. */
export const useActivityGroup = (hubId: string, activityGroupId: string) =>
  useQuery({
    queryKey: hubOpsKeys.activityGroup(activityGroupId),
    queryFn: ({ signal }) => callEndpoint(getActivityGroup, { params: { hubId, id: activityGroupId } }, { signal }),
  });

/**
 * Dispatch manifests of a tab including closed ones: the page keeps a manifest on screen after its close (the close
 * overlay and Mark OFD follow it), while the selection lists open ones only.
 */
export const useDispatchManifests = (hubId: string, viewType: ActivityViewType) =>
  useQuery({
    queryKey: hubOpsKeys.dispatchActivities(hubId, viewType),
    queryFn: ({ signal }) =>
      callEndpoint(getActivities, { params: { hubId, activityViewType: viewType }, query: { movementType: 'DISPATCH', includeCompleted: 'true' } }, { signal }),
  });
