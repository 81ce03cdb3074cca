import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@hub/shared/api';
import { feListResponseSchema, type FeListResponse, type FeStatusFilter } from '@hub/shared/contracts';
import { feKeys } from '../../../api/keys';

/** Filters of one list page. */
export interface FeListFilters {
  status: FeStatusFilter;
  search: string;
  page: number;
  pageSize: number;
}

/** GET /field-executives/recent: one page of FEs for a status and search term, with counts per status. */
export function getFieldExecutives(filters: FeListFilters, signal?: AbortSignal): Promise<FeListResponse> {
  return apiRequest({
    path: '/field-executives/recent',
    query: { status: filters.status, search: filters.search || undefined, page: filters.page, pageSize: filters.pageSize },
    schema: feListResponseSchema,
    signal,
  });
}

/** Query options of one list page; the previous page stays on screen while the next loads. */
export const getFieldExecutivesQueryOptions = (filters: FeListFilters) =>
  queryOptions({
    queryKey: feKeys.list(filters),
    queryFn: ({ signal }) => getFieldExecutives(filters, signal),
    placeholderData: keepPreviousData,
  });

/** One list page of FEs. */
export const useFieldExecutives = (filters: FeListFilters) => useQuery(getFieldExecutivesQueryOptions(filters));
