import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '@hub/shared/api';
import { fetchDropPointsForItem } from '@hub/shared/contracts';
import { runsheetKeys } from '../../../api/keys';

/** An item's drop point(s) (GET /runsheet/fetchDropPointsForItem/{runsheetId}/{itemId}?setBreakItem). */
export const getItemDropPointsQueryOptions = (runsheetId: string, itemId: string, setBreak: boolean) =>
  queryOptions({
    queryKey: runsheetKeys.itemDrops(runsheetId, itemId, setBreak),
    queryFn: ({ signal }) =>
      callEndpoint(fetchDropPointsForItem, { params: { runsheetId, itemId }, query: { setBreakItem: setBreak ? 'true' : 'false' } }, { signal }),
  });

/** The drop(s) of one item; asked only while an item is chosen (`itemId` null: nothing runs). */
export const useItemDropPoints = (runsheetId: string, itemId: string | null, setBreak: boolean) =>
  useQuery({ ...getItemDropPointsQueryOptions(runsheetId, itemId ?? '', setBreak), enabled: Boolean(itemId) });
