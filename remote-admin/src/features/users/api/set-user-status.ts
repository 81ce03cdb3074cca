import { useMutation, useQueryClient } from '@tanstack/react-query';
import { endpointMutationFn } from '@hub/shared/api';
import { ADMIN_MESSAGES, deactivateUser, reactivateUser } from '@hub/shared/contracts';
import { userChanged } from './user-changed';

const deactivate = endpointMutationFn(deactivateUser, ({ userId, reason }: { userId: string; reason: string }) => ({ params: { userId }, body: { reason } }));
const reactivate = endpointMutationFn(reactivateUser, ({ userId }: { userId: string }) => ({ params: { userId } }));

/**
 * Deactivates a user with a reason (POST /admin/users/{userId}/deactivate): every session of theirs ends at once. The
 * confirm dialog shows a refusal itself, so no toast repeats it.
 */
export function useDeactivateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deactivate,
    meta: { successMessage: ADMIN_MESSAGES.userDeactivated, errorMessage: false },
    onSuccess: (user) => userChanged(queryClient, user),
  });
}

/** Reactivates a deactivated user (POST /admin/users/{userId}/reactivate). */
export function useReactivateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: reactivate,
    meta: { successMessage: ADMIN_MESSAGES.userReactivated },
    onSuccess: (user) => userChanged(queryClient, user),
  });
}
