import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '@hub/shared/api';
import { searchFieldExecutive } from '@hub/shared/contracts';
import { feKeys } from '../../../api/keys';

/** Query options of one identifier lookup (GET /field-executives/search?identifier=). */
export const searchFieldExecutiveQueryOptions = (identifier: string) =>
  queryOptions({ queryKey: feKeys.search(identifier), queryFn: ({ signal }) => callEndpoint(searchFieldExecutive, { query: { identifier } }, { signal }) });

/** Looks an identifier up once it is complete; idle while `identifier` is null. */
export const useSearchFieldExecutive = (identifier: string | null) =>
  useQuery({ ...searchFieldExecutiveQueryOptions(identifier ?? ''), enabled: Boolean(identifier) });
