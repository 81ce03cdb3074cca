import { Alert, Center, Loader, Stack, Title } from '@mantine/core';
import { type ReactNode } from 'react';
import { useParams } from 'react-router-dom';
import { guardMessage, getRouteBatchInfo, missingPilot, PILOT_REFUSALS, type PilotFeature, type PilotGated } from '@hub/shared/contracts';
import { useRoleFlags, useSessionStore } from '@hub/shared/hooks';

/**
 * The hub of the path and its pilots, once the shell has loaded them; with `routeBatchRoles` the screen is for hub
 * managers, routing executives and L1/admin on hubs with route batching only (000 §2 tiles 13-14; the pilot is the
 * route batch contracts', which the api enforces); with `gate` (a contract, or a screen's declaration such as
 * `OFD_SCREENS.markOfd`) it is for hubs with that pilot only, and says why otherwise (the tile is hidden there; a direct
 * link still lands somewhere that explains), in the api's words (`missingPilot`, `PILOT_REFUSALS`): one declaration
 * gates the tile, the page and the api.
 */
export function WithHub({
  title,
  routeBatchRoles = false,
  gate,
  children,
}: {
  title: string;
  routeBatchRoles?: boolean;
  /** A contract (or a screen's declaration) naming the pilot the screen is for: without it, the api's refusal. */
  gate?: PilotGated;
  children: (hubId: string, pilots: readonly PilotFeature[]) => ReactNode;
}) {
  const { hubId = '' } = useParams();
  const flags = useRoleFlags();
  const pilotsHubId = useSessionStore((s) => s.pilotsHubId);
  const pilots = useSessionStore((s) => s.pilots);
  const titled = (body: ReactNode) => (
    <Stack gap="sm" p="md">
      <Title order={1} size="h3">
        {title}
      </Title>
      {body}
    </Stack>
  );
  if (routeBatchRoles && !(flags.isHubManager || flags.isRoutingExecutive || flags.isL1OrAdmin))
    return titled(
      <Alert color="red" role="alert">
        {guardMessage('routeBatch')}
      </Alert>,
    );
  if (pilotsHubId !== hubId)
    return titled(
      <Center p="xl">
        <Loader role="status" aria-label="Loading hub features" />
      </Center>,
    );
  const batchingOff = routeBatchRoles ? missingPilot(getRouteBatchInfo, pilots) : null;
  if (batchingOff)
    return titled(
      <Alert color="red" role="alert">
        {PILOT_REFUSALS[batchingOff]}
      </Alert>,
    );
  const missing = gate ? missingPilot(gate, pilots) : null;
  if (missing)
    return titled(
      <Alert color="red" role="alert" data-pilot-missing={missing}>
        {PILOT_REFUSALS[missing]}
      </Alert>,
    );
  return <>{children(hubId, pilots)}</>;
}
