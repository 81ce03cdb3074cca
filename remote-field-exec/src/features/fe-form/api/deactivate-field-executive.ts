import { useMutation, useQueryClient } from '@tanstack/react-query';
import { endpointMutationFn } from '@hub/shared/api';
import { deactivateFieldExecutive, FE_MESSAGES, type FieldExecutiveWriteResponse } from '@hub/shared/contracts';
import { feKeys } from '../../../api/keys';

const deactivate = endpointMutationFn(deactivateFieldExecutive, ({ id, reason }: { id: string; reason: string }) => ({ params: { id }, body: { reason } }));

/** Deactivates an FE (POST /field-executives/{id}/deactivate), then refreshes everything of the area (lists, counts, hub assignments end too). */
export function useDeactivateFieldExecutive() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deactivate,
    meta: { successMessage: (res) => (res as FieldExecutiveWriteResponse).message, errorMessage: FE_MESSAGES.generic },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: feKeys.all }),
  });
}
