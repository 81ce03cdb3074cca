import { useMutation, useQueryClient } from '@tanstack/react-query';
import { endpointMutationFn } from '@hub/shared/api';
import { ADMIN_MESSAGES, createAdminUser } from '@hub/shared/contracts';
import { userChanged } from './user-changed';

const create = endpointMutationFn(createAdminUser);

/** Invites (pre-creates) a user (POST /admin/users); the form shows a refusal beside the fields. */
export function useCreateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: create,
    // The form shows a refusal beside its fields, so no toast repeats it.
    meta: { successMessage: ADMIN_MESSAGES.userCreated, errorMessage: false },
    onSuccess: (user) => userChanged(queryClient, user),
  });
}
