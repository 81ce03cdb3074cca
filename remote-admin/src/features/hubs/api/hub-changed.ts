import { type QueryClient } from '@tanstack/react-query';
import { platformKeys } from '@hub/shared/api';
import { type AdminHub, type AdminHubsResponse } from '@hub/shared/contracts';
import { auditKeys, hubKeys } from '../../../api/keys';

/** Puts the server's answer for one hub into the list the screens read, so they show it before any refetch. */
export function putHub(queryClient: QueryClient, hub: AdminHub): void {
  queryClient.setQueryData<AdminHubsResponse>(hubKeys.lists(), (list) =>
    list ? { hubs: list.hubs.map((h) => (h.hubOrgUnitId === hub.hubOrgUnitId ? hub : h)) } : list,
  );
}

/**
 * After any hub write: the audit log (the write added an entry), the list (`list`: counts an answer does not carry;
 * false when the answer was the whole hub, already put in place) and the shell's hub names (`names`: its picker).
 */
export function hubChanged(queryClient: QueryClient, { list = true, names = false } = {}): Promise<unknown> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: auditKeys.all }),
    list ? queryClient.invalidateQueries({ queryKey: hubKeys.lists() }) : null,
    names ? queryClient.invalidateQueries({ queryKey: platformKeys.hubs.lists() }) : null,
  ]);
}
