import { useMutation, useQueryClient } from '@tanstack/react-query';
import { endpointMutationFn } from '@hub/shared/api';
import { createFieldExecutive, type CreateFieldExecutiveBody, FE_MESSAGES, type FieldExecutiveWriteResponse } from '@hub/shared/contracts';
import { feKeys } from '../../../api/keys';

const create = endpointMutationFn(createFieldExecutive, (body: CreateFieldExecutiveBody) => ({ body }));

/** Onboards an FE (POST /field-executives), then refreshes every list (counts change too). */
export function useCreateFieldExecutive() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: create,
    meta: { successMessage: (res) => (res as FieldExecutiveWriteResponse).message, errorMessage: FE_MESSAGES.generic },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: feKeys.lists() }),
  });
}
