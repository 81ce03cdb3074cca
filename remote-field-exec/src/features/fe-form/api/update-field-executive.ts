import { useMutation, useQueryClient } from '@tanstack/react-query';
import { endpointMutationFn } from '@hub/shared/api';
import { FE_MESSAGES, type FieldExecutiveWriteResponse, type UpdateFieldExecutiveBody, updateFieldExecutive } from '@hub/shared/contracts';
import { feKeys } from '../../../api/keys';

const update = endpointMutationFn(updateFieldExecutive, ({ id, changes }: { id: string; changes: UpdateFieldExecutiveBody }) => ({
  params: { id },
  body: changes,
}));

/** Edits an FE (PUT /field-executives/{id}, changed fields only), then refreshes the lists and its detail. */
export function useUpdateFieldExecutive() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: update,
    meta: { successMessage: (res) => (res as FieldExecutiveWriteResponse).message, errorMessage: FE_MESSAGES.generic },
    onSuccess: (res) => {
      queryClient.setQueryData(feKeys.detail(res.data.id), res.data);
      return queryClient.invalidateQueries({ queryKey: feKeys.lists() });
    },
  });
}
