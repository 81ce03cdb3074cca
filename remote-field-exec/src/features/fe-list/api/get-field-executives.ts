import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '@hub/shared/api';
import { type FeStatusFilter, getFieldExecutives } from '@hub/shared/contracts';
import { feKeys } from '../../../api/keys';

/** Filters of one list page. */
export interface FeListFilters {
  status: FeStatusFilter;
  search: string;
  page: number;
  pageSize: number;
}

/** Query options of one list page (GET /field-executives/recent); the previous page stays on screen while the next loads. */
export const getFieldExecutivesQueryOptions = (filters: FeListFilters) =>
  queryOptions({
    queryKey: feKeys.list(filters),
    queryFn: ({ signal }) =>
      callEndpoint(
        getFieldExecutives,
        { query: { status: filters.status, search: filters.search || undefined, page: filters.page, pageSize: filters.pageSize } },
        { signal },
      ),
    placeholderData: keepPreviousData,
  });

/** One list page of FEs. */
export const useFieldExecutives = (filters: FeListFilters) => useQuery(getFieldExecutivesQueryOptions(filters));
