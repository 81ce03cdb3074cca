import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@hub/shared/api';
import { fieldExecutiveResponseSchema, type FieldExecutive } from '@hub/shared/contracts';
import { feKeys } from '../../../api/keys';

/** GET /field-executives/{id}: the whole FE (the edit form needs address and photos). */
export function getFieldExecutive(id: string, signal?: AbortSignal): Promise<FieldExecutive> {
  return apiRequest({ path: `/field-executives/${encodeURIComponent(id)}`, schema: fieldExecutiveResponseSchema, signal });
}

/** Query options of one FE. */
export const getFieldExecutiveQueryOptions = (id: string) =>
  queryOptions({ queryKey: feKeys.detail(id), queryFn: ({ signal }) => getFieldExecutive(id, signal) });

/** One FE; idle while `id` is null. */
export const useFieldExecutive = (id: string | null) => useQuery({ ...getFieldExecutiveQueryOptions(id ?? ''), enabled: Boolean(id) });
