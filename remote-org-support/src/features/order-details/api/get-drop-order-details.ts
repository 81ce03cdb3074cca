import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '@hub/shared/api';
import { getDropOrderDetails } from '@hub/shared/contracts';
import { orgKeys } from '../../../api/keys';

/** Query options of a shop's order view of one drop (GET venus/runsheet/{tripId}/drop/{orgUnitId}). */
export const getDropOrderDetailsQueryOptions = (tripId: string, orgUnitId: string) =>
  queryOptions({
    queryKey: orgKeys.dropOrder(tripId, orgUnitId),
    queryFn: ({ signal }) => callEndpoint(getDropOrderDetails, { params: { tripId, orgUnitId } }, { signal }),
  });

export const useDropOrderDetails = (tripId: string, orgUnitId: string) => useQuery(getDropOrderDetailsQueryOptions(tripId, orgUnitId));
