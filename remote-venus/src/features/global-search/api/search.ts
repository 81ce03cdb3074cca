import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '@hub/shared/api';
import { globalSearch, SEARCH_QUERY_MIN } from '@hub/shared/contracts';
import { venusKeys } from '../../../api/keys';

/** Query options of a global search (GET venus/search?query&date_epoch): the day is always named. */
export const getGlobalSearchQueryOptions = (query: string, dateMs: number) =>
  queryOptions({
    queryKey: venusKeys.search(query, dateMs),
    queryFn: ({ signal }) => callEndpoint(globalSearch, { query: { query, date_epoch: dateMs } }, { signal }),
    staleTime: 30_000,
  });

/** Results of the (already debounced) query; idle below the minimum length. Earlier results stay while typing. */
export const useGlobalSearch = (query: string, dateMs: number) =>
  useQuery({ ...getGlobalSearchQueryOptions(query.trim(), dateMs), enabled: query.trim().length >= SEARCH_QUERY_MIN, placeholderData: keepPreviousData });
