import { createQueryKeys } from '@hub/shared/api';

/** Query keys of the monitoring area, general to specific; review writes invalidate through these. */
export const venusKeys = {
  ...createQueryKeys('venus'),
  /** Every overview (any hub, any day). */
  overviews: () => ['venus', 'overview'] as const,
  /** A hub's overview of a day (dashboard and board). */
  overview: (hubId: string, dateMs: number | null) => ['venus', 'overview', hubId, dateMs] as const,
  /** Every timeline (vehicle or runsheet). */
  timelines: () => ['venus', 'timeline'] as const,
  vehicleTimeline: (hubId: string, vehicle: string, dateMs: number | null) => ['venus', 'timeline', 'vehicle', hubId, vehicle, dateMs] as const,
  /** One trip (runsheet) by its id, opened from a link without a vehicle. */
  runsheetTimeline: (tripId: string, dateMs: number | null) => ['venus', 'timeline', 'trip', tripId, dateMs] as const,
  alert: (alertId: string) => ['venus', 'alert', alertId] as const,
  search: (query: string, dateMs: number | null) => ['venus', 'search', query, dateMs] as const,
};
