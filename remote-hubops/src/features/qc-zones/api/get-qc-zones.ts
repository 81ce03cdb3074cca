import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '@hub/shared/api';
import { getQcZones } from '@hub/shared/contracts';
import { qcKeys } from '../../../api/qc-keys';

/** The hub's zones with their QC status (both flows' zone list). */
export const getQcZonesQueryOptions = (hubId: string) =>
  queryOptions({ queryKey: qcKeys.zones(hubId), queryFn: ({ signal }) => callEndpoint(getQcZones, { params: { hubId } }, { signal }) });

export const useQcZones = (hubId: string) => useQuery(getQcZonesQueryOptions(hubId));
