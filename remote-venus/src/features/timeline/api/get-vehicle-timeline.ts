import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '@hub/shared/api';
import { getVehicleTimeline } from '@hub/shared/contracts';
import { venusKeys } from '../../../api/keys';

/** Query options of a vehicle's timeline of a day (GET venus/hub/{hubId}/vehicle/{vehicleId}/timeline?date_epoch). */
export const getVehicleTimelineQueryOptions = (hubId: string, vehicle: string, dateMs: number | null) =>
  queryOptions({
    queryKey: venusKeys.vehicleTimeline(hubId, vehicle, dateMs),
    queryFn: ({ signal }) =>
      callEndpoint(getVehicleTimeline, { params: { hubId, vehicleId: vehicle }, query: { date_epoch: dateMs ?? undefined } }, { signal }),
  });

/** The timeline; it runs only with a vehicle number (spec 002 §5) and a hub. */
export const useVehicleTimeline = (hubId: string | null, vehicle: string | null, dateMs: number | null) =>
  useQuery({ ...getVehicleTimelineQueryOptions(hubId ?? '', vehicle ?? '', dateMs), enabled: Boolean(hubId && vehicle?.trim()) });
