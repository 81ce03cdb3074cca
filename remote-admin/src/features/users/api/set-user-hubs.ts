import { useMutation, useQueryClient } from '@tanstack/react-query';
import { endpointMutationFn } from '@hub/shared/api';
import { ADMIN_MESSAGES, setUserHubs } from '@hub/shared/contracts';
import { userChanged } from './user-changed';

const save = endpointMutationFn(setUserHubs, ({ userId, allHubs, hubs }: { userId: string; allHubs: boolean; hubs: string[] }) => ({
  params: { userId },
  body: { allHubs, hubs },
}));

/** Replaces a user's hubs, or gives all hubs (PUT /admin/users/{userId}/hubs). */
export function useSetUserHubs() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: save,
    // The section shows a refusal under its fields, so no toast repeats it.
    meta: { successMessage: ADMIN_MESSAGES.hubsSaved, errorMessage: false },
    onSuccess: (user) => userChanged(queryClient, user),
  });
}
