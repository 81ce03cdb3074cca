import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '@hub/shared/api';
import { getAlert } from '@hub/shared/contracts';
import { venusKeys } from '../../../api/keys';

/** Query options of one alert with its extended data (GET venus/alerts/{alertId}). */
export const getAlertQueryOptions = (alertId: string) =>
  queryOptions({ queryKey: venusKeys.alert(alertId), queryFn: ({ signal }) => callEndpoint(getAlert, { params: { alertId } }, { signal }) });

/** The alert; idle without an id. */
export const useAlert = (alertId: string | null) => useQuery({ ...getAlertQueryOptions(alertId ?? ''), enabled: Boolean(alertId) });
