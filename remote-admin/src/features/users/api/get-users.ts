import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '@hub/shared/api';
import { type AdminUsersQuery, getAdminUsers } from '@hub/shared/contracts';
import { userKeys } from '../../../api/keys';

/** Query options of one page of users (GET /admin/users); the previous page stays on screen while the next loads. */
export const getUsersQueryOptions = (query: AdminUsersQuery) =>
  queryOptions({
    queryKey: userKeys.list(query),
    queryFn: ({ signal }) => callEndpoint(getAdminUsers, { query: { ...query, search: query.search || undefined } }, { signal }),
    placeholderData: keepPreviousData,
  });

/** One page of users matching the filters. */
export const useUsers = (query: AdminUsersQuery) => useQuery(getUsersQueryOptions(query));
