import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@hub/shared/api';
import { enabledHubSchema, FE_MESSAGES, type EnabledHub } from '@hub/shared/contracts';
import { z } from 'zod';
import { feKeys } from '../../../api/keys';

/** Thrown when the enabled-hubs answer is not a list of hubs. */
export class InvalidHubDataError extends Error {
  constructor() {
    super(FE_MESSAGES.invalidHubData);
    this.name = 'InvalidHubDataError';
  }
}

/** GET /field-executives/fe-hub/enabled-hubs; anything but a list is "Invalid hub data received from server". */
export async function getEnabledHubs(signal?: AbortSignal): Promise<EnabledHub[]> {
  const data = await apiRequest({ path: '/field-executives/fe-hub/enabled-hubs', schema: z.unknown(), signal });
  if (!Array.isArray(data)) throw new InvalidHubDataError();
  const hubs = z.array(enabledHubSchema).safeParse(data);
  if (!hubs.success) throw new InvalidHubDataError();
  return hubs.data;
}

/** Query options of the enabled hubs. */
export const getEnabledHubsQueryOptions = () => queryOptions({ queryKey: feKeys.enabledHubs(), queryFn: ({ signal }) => getEnabledHubs(signal) });

/** The hubs FEs can be assigned to; idle unless `enabled`. */
export const useEnabledHubs = (enabled = true) => useQuery({ ...getEnabledHubsQueryOptions(), enabled });
