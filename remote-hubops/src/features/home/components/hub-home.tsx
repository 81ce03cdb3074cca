import { Alert, Card, Center, Loader, SimpleGrid, Stack, Text, UnstyledButton } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { getHubNamesQueryOptions } from '@hub/shared/api';
import { NO_HUB_MESSAGE } from '@hub/shared/contracts';
import { useRoleFlags, useSessionStore } from '@hub/shared/hooks';
import { tileHref, visibleTiles } from '../utils/tiles';
import { HubPicker } from './hub-picker';

export interface HubHomeProps {
  /** Reached through /v2/hubs: the tiles of flows with a v2 screen open it (spec 000 §2); default false. */
  v2?: boolean;
}

/** Hub Ops home: the hub picker (first hub by default) and the workflow menu of the chosen hub. */
export function HubHome({ v2 = false }: HubHomeProps) {
  const hubs = useQuery(getHubNamesQueryOptions());
  const [params, setParams] = useSearchParams();
  const flags = useRoleFlags();
  const pilotsHubId = useSessionStore((s) => s.pilotsHubId);
  const pilots = useSessionStore((s) => s.pilots);
  const list = hubs.data?.hubNames ?? [];
  const requested = params.get('hubId');
  const hub = list.find((h) => h.hubOrgUnitId === requested) ?? list[0];
  const hubId = hub?.hubOrgUnitId;
  // The chosen hub lives in the URL (?hubId=) so the shell loads its pilots and the choice survives reload.
  useEffect(() => {
    if (hubId && requested !== hubId) setParams({ hubId }, { replace: true });
  }, [hubId, requested, setParams]);

  if (hubs.isLoading) {
    return (
      <Center p="xl">
        <Loader role="status" aria-label="Loading hubs" />
      </Center>
    );
  }
  if (hubs.isError || !hubs.data) {
    return (
      <Alert color="red" m="md" role="alert">
        Something went wrong. Please refresh the page.
      </Alert>
    );
  }
  const pilotsReady = Boolean(hubId) && pilotsHubId === hubId;

  return (
    <Stack p="md" gap="md">
      <HubPicker hubs={list} value={hub} onChange={(v) => setParams({ hubId: v }, { replace: true })} />
      {!hub && <Text>{NO_HUB_MESSAGE}</Text>}
      {hub && !pilotsReady && (
        <Center p="md">
          <Loader role="status" aria-label="Loading hub features" />
        </Center>
      )}
      {hub && pilotsReady && (
        <SimpleGrid cols={2} spacing="sm" aria-label="Hub workflows">
          {visibleTiles(pilots, flags).map((t) => (
            <UnstyledButton key={t.path} component={Link} to={tileHref(t, hub.hubOrgUnitId, v2)} data-flow={t.flow}>
              <Card withBorder padding="sm" mih={72} h="100%">
                <Text fw={600} size="sm">
                  {t.label}
                </Text>
              </Card>
            </UnstyledButton>
          ))}
        </SimpleGrid>
      )}
    </Stack>
  );
}
