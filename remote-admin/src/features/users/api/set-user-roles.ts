import { useMutation, useQueryClient } from '@tanstack/react-query';
import { endpointMutationFn } from '@hub/shared/api';
import { ADMIN_MESSAGES, type Role, setUserRoles } from '@hub/shared/contracts';
import { userChanged } from './user-changed';

const save = endpointMutationFn(setUserRoles, ({ userId, roles }: { userId: string; roles: Role[] }) => ({ params: { userId }, body: { roles } }));

/** Replaces a user's roles (PUT /admin/users/{userId}/roles). */
export function useSetUserRoles() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: save,
    // The section shows a refusal under its fields, so no toast repeats it.
    meta: { successMessage: ADMIN_MESSAGES.rolesSaved, errorMessage: false },
    onSuccess: (user) => userChanged(queryClient, user),
  });
}
