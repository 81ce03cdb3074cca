import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '@hub/shared/api';
import { fetchRunsheetItemsListV2 } from '@hub/shared/contracts';
import { runsheetKeys } from '../../../api/keys';

/** Items and totes of a runsheet (GET /runsheet/fetchRunsheetItemsList/v2/{id}): the tote view when it has totes. */
export const getRunsheetItemsQueryOptions = (runsheetId: string) =>
  queryOptions({
    queryKey: runsheetKeys.items(runsheetId),
    queryFn: ({ signal }) => callEndpoint(fetchRunsheetItemsListV2, { params: { id: runsheetId } }, { signal }),
  });

/** A runsheet's items, totes, activity status and hold state. */
export const useRunsheetItems = (runsheetId: string) => useQuery(getRunsheetItemsQueryOptions(runsheetId));
