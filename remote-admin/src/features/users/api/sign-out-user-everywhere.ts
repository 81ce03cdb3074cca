import { useMutation, useQueryClient } from '@tanstack/react-query';
import { endpointMutationFn } from '@hub/shared/api';
import { ADMIN_MESSAGES, signOutUserEverywhere } from '@hub/shared/contracts';
import { auditKeys } from '../../../api/keys';

const signOut = endpointMutationFn(signOutUserEverywhere, ({ userId }: { userId: string }) => ({ params: { userId } }));

/** Ends every session of a user (POST /admin/users/{userId}/sign-out-everywhere; admin only); the audit log has it. */
export function useSignOutUserEverywhere() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signOut,
    meta: { successMessage: ADMIN_MESSAGES.signedOutEverywhere },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: auditKeys.all }),
  });
}
