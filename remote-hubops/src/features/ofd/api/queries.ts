import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '@hub/shared/api';
import { getDriverNames, getOfdInProgressTasks, getOfdZoneDrops, getOfdZoneItemsSummary, getOfdZonesSummary } from '@hub/shared/contracts';
import { ofdKeys } from './keys';

/** While a task runs the screen polls the in-progress list and the zones, so the banner and tags end by themselves. */
export const IN_PROGRESS_POLL_MS = 3000;

/** Zones summary (GET .../hub/{hubId}/zones/summary?dispatchWaveCutoffMinutes). */
export const getZonesQueryOptions = (hubId: string, cutoffMinutes: number) =>
  queryOptions({
    queryKey: ofdKeys.zones(hubId, cutoffMinutes),
    queryFn: ({ signal }) => callEndpoint(getOfdZonesSummary, { params: { hubId }, query: { dispatchWaveCutoffMinutes: cutoffMinutes } }, { signal }),
  });
export const useOfdZones = (hubId: string, cutoffMinutes: number, poll: boolean) =>
  useQuery({ ...getZonesQueryOptions(hubId, cutoffMinutes), refetchInterval: poll ? IN_PROGRESS_POLL_MS : false });

/** The hub's tasks in progress (GET .../zones/ofd/in-progress-tasks). */
export const useInProgressTasks = (hubId: string) =>
  useQuery({
    queryKey: ofdKeys.inProgress(hubId),
    queryFn: ({ signal }) => callEndpoint(getOfdInProgressTasks, { params: { hubId }, query: {} }, { signal }),
    refetchInterval: (q) => ((q.state.data?.tasks.length ?? 0) > 0 ? IN_PROGRESS_POLL_MS : false),
  });

/** Drivers free for an OFD (GET /hub/driverNames?hubOrgUnitId). */
export const useDrivers = (hubId: string, enabled: boolean) =>
  useQuery({
    queryKey: ofdKeys.drivers(hubId),
    queryFn: ({ signal }) => callEndpoint(getDriverNames, { query: { hubOrgUnitId: hubId } }, { signal }),
    enabled,
  });

/** One zone's header (GET .../{hubId}/zones/{zoneId}/items/summary). */
export const useZoneHead = (hubId: string, zoneId: string) =>
  useQuery({
    queryKey: ofdKeys.zoneHead(hubId, zoneId),
    queryFn: ({ signal }) => callEndpoint(getOfdZoneItemsSummary, { params: { hubId, zoneId } }, { signal }),
  });

/** One zone's buyers (GET .../{hubId}/zones/{zoneId}/drops). */
export const useZoneDrops = (hubId: string, zoneId: string) =>
  useQuery({ queryKey: ofdKeys.drops(hubId, zoneId), queryFn: ({ signal }) => callEndpoint(getOfdZoneDrops, { params: { hubId, zoneId } }, { signal }) });
