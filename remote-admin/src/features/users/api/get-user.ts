import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '@hub/shared/api';
import { getAdminUser } from '@hub/shared/contracts';
import { userKeys } from '../../../api/keys';

/** Query options of one user (GET /admin/users/{userId}). */
export const getUserQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: userKeys.detail(userId),
    queryFn: ({ signal }) => callEndpoint(getAdminUser, { params: { userId } }, { signal }),
  });

/** One user with roles, hubs and status. */
export const useUser = (userId: string) => useQuery(getUserQueryOptions(userId));
