import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '@hub/shared/api';
import { getOrgOrderDetails } from '@hub/shared/contracts';
import { orgKeys } from '../../../api/keys';

/** Query options of a shop's order details (GET orgs/{orgId}/orderDetails?tripId): one trip's drop, or its recent shipments. */
export const getOrgOrderDetailsQueryOptions = (orgId: string, tripId: string | null) =>
  queryOptions({
    queryKey: orgKeys.orderDetails(orgId, tripId),
    queryFn: ({ signal }) => callEndpoint(getOrgOrderDetails, { params: { orgId }, query: tripId ? { tripId } : {} }, { signal }),
  });

export const useOrgOrderDetails = (orgId: string, tripId: string | null) => useQuery(getOrgOrderDetailsQueryOptions(orgId, tripId));
