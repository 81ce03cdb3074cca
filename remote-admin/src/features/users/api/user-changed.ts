import { type QueryClient } from '@tanstack/react-query';
import { type AdminUser } from '@hub/shared/contracts';
import { auditKeys, userKeys } from '../../../api/keys';

/**
 * After a write on a user: the answer is the user as saved (shown at once), every list may now sort or filter them
 * differently, and the write added an audit entry (the user's recent changes).
 */
export function userChanged(queryClient: QueryClient, user: AdminUser): Promise<void> {
  queryClient.setQueryData(userKeys.detail(user.id), user);
  return Promise.all([queryClient.invalidateQueries({ queryKey: userKeys.lists() }), queryClient.invalidateQueries({ queryKey: auditKeys.all })]).then(
    () => undefined,
  );
}
