import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '@hub/shared/api';
import { getFieldExecutive } from '@hub/shared/contracts';
import { feKeys } from '../../../api/keys';

/** Query options of one FE (GET /field-executives/{id}: the edit form needs address and photos). */
export const getFieldExecutiveQueryOptions = (id: string) =>
  queryOptions({ queryKey: feKeys.detail(id), queryFn: ({ signal }) => callEndpoint(getFieldExecutive, { params: { id } }, { signal }) });

/** One FE; idle while `id` is null. */
export const useFieldExecutive = (id: string | null) => useQuery({ ...getFieldExecutiveQueryOptions(id ?? ''), enabled: Boolean(id) });
