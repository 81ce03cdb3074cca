import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@hub/shared/api';
import { feSearchResponseSchema, type FeSearchResponse } from '@hub/shared/contracts';
import { feKeys } from '../../../api/keys';

/** GET /field-executives/search?identifier=: one FE by id, phone or PAN, with the hubs it is assigned to. */
export function searchFieldExecutive(identifier: string, signal?: AbortSignal): Promise<FeSearchResponse> {
  return apiRequest({ path: '/field-executives/search', query: { identifier }, schema: feSearchResponseSchema, signal });
}

/** Query options of one identifier lookup. */
export const searchFieldExecutiveQueryOptions = (identifier: string) =>
  queryOptions({ queryKey: feKeys.search(identifier), queryFn: ({ signal }) => searchFieldExecutive(identifier, signal) });

/** Looks an identifier up once it is complete; idle while `identifier` is null. */
export const useSearchFieldExecutive = (identifier: string | null) =>
  useQuery({ ...searchFieldExecutiveQueryOptions(identifier ?? ''), enabled: Boolean(identifier) });
