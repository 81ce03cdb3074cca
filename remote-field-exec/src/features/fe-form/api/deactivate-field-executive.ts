import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@hub/shared/api';
import { fieldExecutiveWriteResponseSchema, type FieldExecutiveWriteResponse } from '@hub/shared/contracts';
import { feKeys } from '../../../api/keys';

/** POST /field-executives/{id}/deactivate with the reason. */
export function deactivateFieldExecutive(id: string, reason: string): Promise<FieldExecutiveWriteResponse> {
  return apiRequest({ method: 'POST', path: `/field-executives/${encodeURIComponent(id)}/deactivate`, body: { reason }, schema: fieldExecutiveWriteResponseSchema });
}

/** Deactivates an FE, then refreshes everything of the area (lists, counts, hub assignments end too). */
export function useDeactivateFieldExecutive() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, reason }: { id: string; reason: string }) => deactivateFieldExecutive(id, reason),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: feKeys.all }),
  });
}
