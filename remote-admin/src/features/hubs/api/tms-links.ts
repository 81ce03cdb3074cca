import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callEndpoint, endpointMutationFn } from '@hub/shared/api';
import {
  ADMIN_HUB_MESSAGES,
  deleteAdminHubTmsLinks,
  getAdminHubTmsLinks,
  type HubTmsLinksResponse,
  putAdminHubTmsLinks,
  type TmsLinkInput,
} from '@hub/shared/contracts';
import { auditKeys } from '../../../api/keys';
import { hubPartKeys } from './hub-keys';

/** Query options of a hub's TMS inward links as written (GET /admin/hubs/{hubId}/tms-links). */
export const getHubTmsLinksQueryOptions = (hubId: string) =>
  queryOptions({ queryKey: hubPartKeys.tmsLinks(hubId), queryFn: ({ signal }) => callEndpoint(getAdminHubTmsLinks, { params: { hubId } }, { signal }) });

/** A hub's TMS inward links, or the default (`inherited`). */
export const useHubTmsLinks = (hubId: string) => useQuery(getHubTmsLinksQueryOptions(hubId));

const put = endpointMutationFn(putAdminHubTmsLinks, ({ hubId, links }: { hubId: string; links: TmsLinkInput[] }) => ({ params: { hubId }, body: { links } }));
const reset = endpointMutationFn(deleteAdminHubTmsLinks, ({ hubId }: { hubId: string }) => ({ params: { hubId } }));

// Both answers are the links as the server now has them: shown as they are, and the audit log has a new entry.
function useLinksWrite<V extends { hubId: string }>(fn: (v: V) => Promise<HubTmsLinksResponse>, successMessage: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    meta: { successMessage, errorMessage: false },
    onSuccess: (links: HubTmsLinksResponse, { hubId }: V) => {
      queryClient.setQueryData(hubPartKeys.tmsLinks(hubId), links);
      return queryClient.invalidateQueries({ queryKey: auditKeys.all });
    },
  });
}

/** Sets the hub's own links, 1 to 10 (PUT; admin); the editor shows a refusal beside its fields. */
export const useSaveTmsLinks = () => useLinksWrite(put, ADMIN_HUB_MESSAGES.tmsLinksSaved);
/** Drops the hub's own links: the default applies again (DELETE; admin). */
export const useResetTmsLinks = () => useLinksWrite(reset, ADMIN_HUB_MESSAGES.tmsLinksReset);
