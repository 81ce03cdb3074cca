import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint, ContractViolationError } from '@hub/shared/api';
import { FE_MESSAGES, getEnabledHubs } from '@hub/shared/contracts';
import { feKeys } from '../../../api/keys';

/** Thrown when the enabled-hubs answer is not a list of hubs. */
export class InvalidHubDataError extends Error {
  constructor() {
    super(FE_MESSAGES.invalidHubData);
    this.name = 'InvalidHubDataError';
  }
}

/** Query options of the enabled hubs; an answer that is not a list of hubs is "Invalid hub data received from server". */
export const getEnabledHubsQueryOptions = () =>
  queryOptions({
    queryKey: feKeys.enabledHubs(),
    queryFn: ({ signal }) =>
      callEndpoint(getEnabledHubs, {}, { signal }).catch((e: unknown) => {
        throw e instanceof ContractViolationError ? new InvalidHubDataError() : e;
      }),
  });

/** The hubs FEs can be assigned to; idle unless `enabled`. */
export const useEnabledHubs = (enabled = true) => useQuery({ ...getEnabledHubsQueryOptions(), enabled });
