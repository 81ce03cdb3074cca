import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '@hub/shared/api';
import { getAllActiveRunsheets } from '@hub/shared/contracts';
import { runsheetKeys } from '../../../api/keys';

/** Open runsheets of a hub (GET /runsheet/getAllActiveRunsheets/{hubId}). */
export const getActiveRunsheetsQueryOptions = (hubId: string) =>
  queryOptions({
    queryKey: runsheetKeys.active(hubId),
    queryFn: ({ signal }) => callEndpoint(getAllActiveRunsheets, { params: { hubId } }, { signal }),
  });

/** The hub's open runsheets. */
export const useActiveRunsheets = (hubId: string) => useQuery(getActiveRunsheetsQueryOptions(hubId));
