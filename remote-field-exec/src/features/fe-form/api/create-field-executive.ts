import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@hub/shared/api';
import { fieldExecutiveWriteResponseSchema, type CreateFieldExecutiveBody, type FieldExecutiveWriteResponse } from '@hub/shared/contracts';
import { feKeys } from '../../../api/keys';

/** POST /field-executives: onboards an FE. */
export function createFieldExecutive(body: CreateFieldExecutiveBody): Promise<FieldExecutiveWriteResponse> {
  return apiRequest({ method: 'POST', path: '/field-executives', body, schema: fieldExecutiveWriteResponseSchema });
}

/** Onboards an FE, then refreshes every list (counts change too). */
export function useCreateFieldExecutive() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createFieldExecutive,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: feKeys.lists() }),
  });
}
