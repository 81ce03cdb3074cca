import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '@hub/shared/api';
import { getRunsheetTimeline } from '@hub/shared/contracts';
import { venusKeys } from '../../../api/keys';

/** Query options of one trip's timeline (GET venus/runsheet/{tripId}/timeline?date_epoch; trip id = runsheet id). */
export const getRunsheetTimelineQueryOptions = (tripId: string, dateMs: number | null) =>
  queryOptions({
    queryKey: venusKeys.runsheetTimeline(tripId, dateMs),
    queryFn: ({ signal }) => callEndpoint(getRunsheetTimeline, { params: { tripId }, query: { date_epoch: dateMs ?? undefined } }, { signal }),
  });

/**
 * One trip's timeline, for a link that names the trip but no vehicle (a runsheet, an item's history): it runs only
 * with a trip id. The hub is the trip's own (the api looks it up), so no hub has to be chosen first.
 */
export const useRunsheetTimeline = (tripId: string | null, dateMs: number | null) =>
  useQuery({ ...getRunsheetTimelineQueryOptions(tripId ?? '', dateMs), enabled: Boolean(tripId?.trim()) });
