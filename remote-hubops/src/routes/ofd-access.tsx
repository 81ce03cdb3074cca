import { Alert, Center, Loader, Stack, Title } from '@mantine/core';
import { type ReactNode } from 'react';
import { useParams } from 'react-router-dom';
import { guardMessage, OFD_REFUSALS, type PilotFeature } from '@hub/shared/contracts';
import { useRoleFlags, useSessionStore } from '@hub/shared/hooks';

/**
 * The hub of the path and its pilots, once the shell has loaded them; with `routeBatchRoles` the screen is for hub
 * managers, routing executives and L1/admin on hubs with route batching only (000 §2 tiles 13-14; the api enforces it);
 * with `pilot` it is for hubs with that pilot only, and says why otherwise (the tile is hidden there; a direct link
 * still lands somewhere that explains).
 */
export function WithHub({
  title,
  routeBatchRoles = false,
  pilot,
  children,
}: {
  title: string;
  routeBatchRoles?: boolean;
  pilot?: { feature: PilotFeature; message: string };
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
  if (routeBatchRoles && !pilots.includes('DOUBLE_DISPATCH'))
    return titled(
      <Alert color="red" role="alert">
        {OFD_REFUSALS.routeBatchingOff}
      </Alert>,
    );
  if (pilot && !pilots.includes(pilot.feature))
    return titled(
      <Alert color="red" role="alert" data-pilot-missing={pilot.feature}>
        {pilot.message}
      </Alert>,
    );
  return <>{children(hubId, pilots)}</>;
}
