import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@hub/shared/api';
import { fieldExecutiveWriteResponseSchema, type FieldExecutiveWriteResponse, type UpdateFieldExecutiveBody } from '@hub/shared/contracts';
import { feKeys } from '../../../api/keys';

/** PUT /field-executives/{id} with the changed fields only. */
export function updateFieldExecutive(id: string, changes: UpdateFieldExecutiveBody): Promise<FieldExecutiveWriteResponse> {
  return apiRequest({ method: 'PUT', path: `/field-executives/${encodeURIComponent(id)}`, body: changes, schema: fieldExecutiveWriteResponseSchema });
}

/** Edits an FE, then refreshes the lists and its detail. */
export function useUpdateFieldExecutive() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, changes }: { id: string; changes: UpdateFieldExecutiveBody }) => updateFieldExecutive(id, changes),
    onSuccess: (res) => {
      queryClient.setQueryData(feKeys.detail(res.data.id), res.data);
      return queryClient.invalidateQueries({ queryKey: feKeys.lists() });
    },
  });
}
