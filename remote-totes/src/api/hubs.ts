import { useQuery } from '@tanstack/react-query';
import { callEndpoint } from '@hub/shared/api';
import { getHubNames } from '@hub/shared/contracts';
import { toteKeys } from './keys';

/** Every hub by name (a destination to send to, the hub a found asset is at). */
export const useHubNames = () =>
  useQuery({ queryKey: toteKeys.hubs(), queryFn: ({ signal }) => callEndpoint(getHubNames, {}, { signal }), staleTime: 300_000 });
