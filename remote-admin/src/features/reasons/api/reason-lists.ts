import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callEndpoint, endpointMutationFn } from '@hub/shared/api';
import {
  ADMIN_REASON_MESSAGES,
  type AdminReasonListsResponse,
  getAdminReasonLists,
  putAdminReasonList,
  type ReasonEntry,
  type ReasonListKey,
} from '@hub/shared/contracts';
import { auditKeys, reasonKeys } from '../../../api/keys';

/** Query options of every reason list (GET /admin/reasons; admin). */
export const getReasonListsQueryOptions = () =>
  queryOptions({ queryKey: reasonKeys.lists(), queryFn: ({ signal }) => callEndpoint(getAdminReasonLists, {}, { signal }) });

/** Every reason list with its entries, active or not. */
export const useReasonLists = () => useQuery(getReasonListsQueryOptions());

/** What one list's Save sends. */
export interface SaveReasonListVars {
  listKey: ReasonListKey;
  entries: ReasonEntry[];
}

const save = endpointMutationFn(putAdminReasonList, ({ listKey, entries }: SaveReasonListVars) => ({ params: { listKey }, body: { entries } }));

/**
 * Saves one list as a whole (PUT /admin/reasons/{listKey}; admin). The answer is the list as the server now has it: the
 * screen shows exactly that, and the audit log has a new entry. The editor shows a refusal beside its Save.
 */
export function useSaveReasonList() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: save,
    meta: { successMessage: ADMIN_REASON_MESSAGES.listSaved, errorMessage: false },
    onSuccess: (list) => {
      queryClient.setQueryData<AdminReasonListsResponse>(reasonKeys.lists(), (all) =>
        all ? { lists: all.lists.map((l) => (l.listKey === list.listKey ? list : l)) } : all,
      );
      return queryClient.invalidateQueries({ queryKey: auditKeys.all });
    },
  });
}
