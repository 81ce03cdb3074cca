import { Badge, Card, Group, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router-dom';
import { getHubNamesQueryOptions } from '@hub/shared/api';
import { type RemoteScreen } from '../remote-contract';

export interface ScreenFrameProps {
  /** The screen's name from the spec (e.g. "Dispatch items"). */
  title: string;
  /** The area that owns the screen (e.g. "Hub Ops"). */
  area: string;
}

/**
 * The frame an area's route shows until the area's own issue lands: it names the screen and the hub of the URL
 * (looked up in the hub list the shell already cached, so it also proves the one shared QueryClient).
 */
export function ScreenFrame({ title, area }: ScreenFrameProps) {
  const { hubId, zoneId } = useParams();
  const hubs = useQuery({ ...getHubNamesQueryOptions(), enabled: Boolean(hubId) });
  const hub = hubs.data?.hubNames.find((h) => h.hubOrgUnitId === hubId);
  return (
    <Stack p="md" gap="sm" data-testid="screen-frame">
      <Group gap="xs">
        <Badge variant="light">{area}</Badge>
      </Group>
      <Title order={2}>{title}</Title>
      {hubId && (
        <Card withBorder padding="sm">
          <Text size="sm" c="dimmed">
            Hub
          </Text>
          <Text fw={600} data-testid="frame-hub-name">
            {hub ? hub.hubName : hubs.isLoading ? 'Loading hub…' : hubs.isError ? 'Hub list unavailable' : 'Unknown hub'}
          </Text>
          <Text size="sm" c="dimmed" data-testid="frame-hub-id">
            {hubId}
          </Text>
          {zoneId && <Text size="sm">Zone {zoneId}</Text>}
        </Card>
      )}
    </Stack>
  );
}

/** A screen of `area` whose issue has not landed yet, rendered as a frame naming the screen and the hub. */
export function framedScreen(area: string, path: string, title: string): RemoteScreen {
  return {
    path,
    title,
    Component: function FramedScreen() {
      return <ScreenFrame title={title} area={area} />;
    },
  };
}
